// Package units holds the armies and the battle rules of Hex Battle (spec
// hexbattle.md; the L-put thesis, chapter 2): unit kinds with their stats,
// the damage formula in exact integer arithmetic, and the battle itself —
// initiative order with the odd/even tie rule, wait, defend, retaliation,
// archers and flyers, the end and draw rules — with legal action
// generation, Apply/Undo for search, a Zobrist hash and a readable action
// notation such as "Bknight g5-h7 xRarcher".
//
// Hit points are counted in hundredths (Hundredths per hit point) wherever
// damage is involved, so the formula's 5 % steps are exact integers and
// results are the same on every machine: Unit.Remainder, the damage of
// Prediction and Damage are all in hundredths.
//
// Nothing here draws, reads a clock or uses randomness.
package units
