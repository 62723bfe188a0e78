// Package mech holds the rules of Mech Duel (spec mechduel.md; the seed's
// BattleTech report): the weapon table, the mech designs, and the duel
// itself — initiative, movement, reaction, weapon attacks, physical attacks
// and the end of turn — with legal action generation, Apply/Undo for
// search, a Zobrist hash and a readable action notation such as
// "Branger walk c3-e5 SE".
//
// Nothing here draws, reads a clock or rolls dice by itself: every roll
// comes inside an action (see Roll and Dice), so a duel is a deterministic
// function of its actions. The rolls a player's choice carries (initiative,
// to-hit) are in that action; the rolls whose need follows from what
// happened (where a hit lands, and the others of Chance) are actions of
// their own: the rules stop and wait (Awaiting) for a Resolve action, one
// 2d6 roll about one mech, which no side chooses — the dice act, as for
// the initiative, and LegalActions lists that one action. So a record
// reads "Branger fire Rbulldog 1:8", then "Rbulldog location 7".
//
// The rolls come in a fixed order. An attack's hits are placed right after
// it, in slot order. When an attack phase ends its damage lands, then the
// rolls it calls for are made mech by mech in ID order, each mech's in
// this order until it has none left: the location rolls of a fall, the
// part rolls of critical hits already found, critical checks (location by
// location, head first), piloting rolls (reason by reason). At the end of
// a turn the heat rolls follow the same way (ammunition, then keeping
// running or starting again). Whether a side is wiped out is judged when
// all of them are made (so both sides can fall in one phase: a draw).
//
// # Flow of a turn
//
// Initiative is one action carrying both sides' 2d6 (ties are re-rolled by
// Roll; a tied action is illegal). The loser acts first in every phase, and
// the sides alternate one mech at a time; when a side has no mech left to
// act in the phase, the other acts until it has none either. In the
// movement phase the side to act picks any of its mechs that has not moved;
// in the other phases (where the order changes nothing: attacks resolve
// simultaneously) a side's mechs act in ID order, so there is one mech to
// act (Active). A mech with nothing to do in a phase is skipped: destroyed
// mechs always, shut-down mechs in every phase but the end of turn, mechs
// with no target and no club to pick up in the weapon phase, mechs with no
// blow to throw (no enemy within reach, or the limbs fired) in the
// physical phase, mechs lying down in the reaction phase. A phase in which
// no mech acts is skipped.
//
// # Movement
//
// A move is one action: mode, destination and final leg facing; the path
// is found by search over Node (hex, facing). Turning one hex-side costs 1
// MP; stepping into the hex in front (walking: or behind, keeping the
// facing) costs TerrainCost + 1 per level of change; CheckCell is the
// seed's checkCell. Rules the spec leaves open:
//   - Buildings and rock cannot be entered walking or running, in any
//     direction; a mech on a roof walks off only to an ordinary hex within
//     two levels (one backward), or jumps.
//   - Mechs block: no mech may enter, pass through or end in a hex holding
//     another mech, friend or foe (jumps pass over them).
//   - Entering a burning hex walking or running adds FireHeat (2) per
//     burning hex entered; landing a jump in one adds it once; jumping over
//     fire or standing in it adds nothing.
//   - "Hexes moved" (the to-hit modifier against the mech) is the number of
//     hexes entered walking or running (a turn in place moves 0 hexes), and
//     the distance for a jump.
//   - Among paths of equal MP the search prefers fewer burning hexes, then
//     fewer hexes entered; the search cost packs these tie-breaks below the
//     MP, so every search (A* for one destination, Dijkstra's Explore for all
//     of them) agrees on a move's MP, heat and hexes moved. The A* heuristic
//     is the hex distance (or, on the goal hex, the turns still needed).
//   - Jumping reaches any hex at distance 1..jump MP whose level is within
//     jump MP of the start's, up (the spec's rule) or down (as in
//     BattleTech: a jump may not drop further than it may climb), whatever
//     its terrain (water, building, rock included) and whatever lies
//     between; the facing is free. A jump
//     of distance 0 is not a move (stand instead); a walk that ends on the
//     mech's own node is not either.
//   - Walking costs 1 heat even if the mech only turned; standing costs
//     nothing.
//
// # Combat
//
// Arcs are exact sectors of the hex grid (see ArcOf): the 120° front arc
// between the rays through the neighbours left and right of the facing,
// both rays included (so a hex exactly on the border is in front); left and
// right the next 60° on each side, including their rear border; rear the
// 120° behind. Of the six neighbours three are front, one left, one right,
// one rear. Weapons fire into the front arc of the torso (legs' facing
// turned by the twist); hits land on the arc of the target facing the
// attacker, judged from the target's legs.
//
// Line of sight is hex.Map.ElevatedSight with each mech's top one level
// above its hex (water does not lower a mech). Woods modify a shot by the
// woods between (ElevatedSight's count) plus the woods of the target's hex;
// the attacker's own hex does not count.
//
// A weapon can be fired at a target within its long range, with
// ammunition, its location not destroyed, and only if its to-hit number is
// at most 12 (MaxToHit). Inside the minimum range it still fires, as in
// BattleTech, a point harder per hex: +1 at the minimum range, +(Min − d +
// 1) at distance d ≤ Min (a particle cannon adjacent: +3). The to-hit
// number uses the attacker's heat as it stands when it declares the attack:
// this turn's movement heat included, the heat of the weapons it fires now
// not. Each weapon fired rolls 2d6; missile weapons use a cluster rule on
// the same roll: on a hit, half the salvo (rounded up) hits plus one
// missile per point by which the roll beats the target number, at most all
// (MissilesHit). A shot uses one round of ammunition whether it hits or
// not; heat is gained for every weapon fired.
//
// # Locations, armour and damage
//
// A mech has the eight locations of a BattleTech record sheet (Location),
// each with its internal structure — BattleTech's table by tonnage
// (StructureOf: the head 3; a 50-ton mech's centre torso 16, side torsos
// 12, arms 8, legs 12) — and its armour, the three torsos with a rear armour
// too (Section). The designs carry armour close to a record sheet of their
// weight, most near the most a location may hold (twice its structure, 9 on
// the head): a Ranger 146 armour and 83 structure, where the spec's four
// arcs gave it 64 and 20.
//
// Where a hit lands is a 2d6 location roll on the table of the direction
// it comes from — the target's arc facing the attacker, judged from its
// legs (ArcOf): front, left side, right side or rear (HitLocation,
// BattleTech's tables; front and rear share a column and hits from the
// rear strike the torsos' rear armour). A salvo lands in groups
// (Weapon.Group): a cannon's or laser's shot whole, short-range missiles
// one by one (2 points each), long-range missiles in groups of 5 points;
// each group has its own location roll, in slot order. Where BattleTech is
// richer than this game:
//   - A punch or a club blow lands on the ordinary table with the legs
//     replaced by the torso above them (PunchLocation), a kick on a leg
//     (KickLocation: the leg on the attacker's side, or from the front or
//     rear the right leg on an even roll, the left on an odd: BattleTech's
//     1–3 and 4–6 on a die). Our dice are 2d6 only, so these are 2d6
//     tables of our own in BattleTech's spirit.
//
// Damage of an attack phase still lands when the phase ends (attacks are
// simultaneous): each location roll adds the group to the Pending damage
// of its section, and when the phase ends each mech's sections are
// resolved in order (head, centre, left, right torso, arms, legs, then the
// rear sections): armour first, then the location's structure; what a
// destroyed location cannot take passes inward (Location.Inward: an arm or
// a leg to the side torso, a side torso to the centre torso), to that
// location's armour (its rear armour for a hit from behind), and a hit on
// a location already destroyed passes inward whole. A destroyed location
// loses its armour, its weapons and their ammunition (stored beside them);
// a side torso takes the arm on its side with it (as in BattleTech); the
// head or the centre torso destroyed wrecks the mech. Only the order of the
// sections is ours: BattleTech applies damage attack by attack.
//
// # Critical hits
//
// When a phase's damage is resolved, each location whose structure a hit
// damaged (and did not destroy) gets a critical check, one per location and
// phase whatever the number of hits (BattleTech rolls per hit: ours keeps
// the rolls few); so does a location whose location roll was a 2 (BattleTech's
// "critical chance"), armour or not, if it still stands. Direct damage — an
// ammunition explosion, heat — calls for none. The check is a 2d6 roll
// (CriticalHits): 8–9 one critical hit, 10–11 two, 12 three in a torso; a
// 12 on the head, an arm or a leg blows it off (the head: the mech is
// destroyed). Each hit strikes one of the location's parts that still work,
// picked by a part roll: their number n, the part at the roll's remainder
// by n in record-sheet order (PickPart; two dice make that exactly even for
// 1, 2, 3 or 6 parts, nearly so otherwise). A location has only the parts
// this game models (DesignID.Parts), and a hit with nothing left to strike
// is lost:
//   - head: sensors, cockpit, sensors — each sensors hit +2 to fire
//     (SensorsModifier), the cockpit kills the pilot: the mech is destroyed;
//   - centre torso: three engine parts, two gyro parts — each engine hit
//     adds 5 heat at every end of turn (EngineHeat), the third destroys the
//     mech; gyro hits are for piloting (below);
//   - arms and legs: two actuators each — an arm's make its weapons and its
//     blows 1 harder to aim per hit (a punch uses the better free arm, a
//     club both); a leg's are for movement and piloting (below);
//   - weapons where they are mounted, each followed by its ammunition: a
//     weapon struck fires no more; ammunition struck explodes, every shot
//     left doing its full salvo (an SRM4 bin of 25 shots: 200 points) to
//     the location's structure, passing inward through structure only — a
//     torso's bin destroys most mechs. An empty bin is no part, so dumping
//     ammunition at the end of a turn takes it out of harm's way;
//   - heat sinks beyond the engine's ten (Design.SinkMounts), in the side
//     torsos and legs: each struck, or lost with its location, dissipates no
//     more.
//
// A mech destroyed in a phase has still made its own attacks of that
// phase. A destroyed mech leaves the map; a club it held falls into its
// hex.
//
// Physical attacks (one per mech and turn): the target must be adjacent, in
// the front arc of the torso (of the legs for a kick) and its hex at most
// one level above or below. The to-hit number is Gunnery 4 + the attacker's
// movement modifier + the target's movement modifier + the woods of the
// target's hex + the attacker's heat modifier, +1 for a kick
// (KickModifier), at most 12. Damage: punch ⌈tons/10⌉, kick and club
// ⌈tons/5⌉, in one group placed by a location roll (see above). A
// destroyed limb strikes no more: a punch needs an arm that is there, a
// kick both legs, a club both arms. A club is picked up in the
// weapon phase, instead of firing, from the mech's hex (a hex may hold
// several); the mech may then club in the physical phase of the same turn.
//
// Who may strike after firing follows BattleTech, not the spec's "a mech
// that fired no weapon": a limb that fired a weapon this turn cannot strike
// (BlowAllowed). Each weapon slot is mounted in one of the eight locations
// of a BattleTech record sheet (Design.Mounts: head, centre, left and right
// torso, left and right arm, left and right leg), and the mech remembers the
// slots it fired this turn (Mech.Fired). Where BattleTech and the seed leave
// it to us:
//   - A punch needs one arm that fired nothing. The action does not name the
//     arm: the mech punches with a free one (either, when both are free),
//     since in this game the two arms punch alike (same to-hit, damage and
//     arc: the torso's front).
//   - A kick needs both legs to have fired nothing: a weapon fired from
//     either leg rules it out.
//   - A club is swung with both hands, so both arms must have fired
//     nothing; every design has hands. Picking a club up takes the whole
//     weapon phase, so a mech that picked one up fired nothing anyway; the
//     rule bites when a mech holding a club from an earlier turn fires.
//   - Weapons in the head and the torso block no blow.
//

// # Piloting and falls
//
// A mech must make a piloting roll (2d6 ≥ Piloting 5 + modifiers,
// PilotingNeed) to keep its feet, each reason its own roll (Reason), made
// when the phase's damage and critical hits are resolved, in the order the
// reasons are listed, the first failure ending the rest:
//   - 20 or more damage in the phase (+1);
//   - a kick that hit it, its own kick that missed;
//   - a leg lost, a gyro hit, a leg actuator hit (their lasting modifiers,
//     below, count at once).
//
// Lasting modifiers: +5 per leg lost, +3 per gyro hit, +1 per leg actuator
// hit. A shut-down mech needs 13: it always falls (BattleTech: a shut-down
// mech fails every piloting roll). Where BattleTech is more detailed:
//   - A mech falls where it stands, forward: ⌈tons/10⌉ damage (BattleTech's
//     ⌈tons/10⌉ × (levels fallen + 1), no level being fallen here) in groups
//     of 5, each placed by a location roll on the front table (BattleTech
//     rolls the side it lands on); the damage lands at once, with its
//     critical checks. Its facing does not change.
//   - Losing both legs, or the gyro's second hit, throws a standing mech
//     down without a roll; it can never stand up again.
//   - A mech lying down (Prone) may not move but to stand up (Mode GetUp),
//     nor twist, nor strike; it fires at +2. Attacks on it are −2 from an
//     adjacent hex, +1 from farther (BattleTech's). It can be kicked (at −2,
//     the kick landing anywhere: the ordinary table, and calling for no
//     piloting roll), not punched or clubbed: it lies below the arms' reach.
//   - Standing up is a move of its own: it takes the whole movement, counts
//     as walking (1 heat, +1 to the mech's own attacks), needs at least one
//     walking MP, a leg and a working gyro, and a piloting roll at the
//     lasting modifiers (the roll is in the action, as a to-hit roll is).
//     On success the mech stands facing the way it chose; on a miss it
//     stays down, unhurt (BattleTech makes it fall again).
//
// Damage to the legs and heat cost movement (WalkMP): −1 walking MP per leg
// actuator hit and −1 per 5 heat (HeatMP: 5+ −1 … 25+ −5, BattleTech's heat
// scale, judged when the mech moves); with a leg lost the mech walks 1 MP at
// most and cannot run; with both it cannot move. Running MP are ⌈1.5 ×⌉ the
// walking MP left; jumping MP are the design's (none without legs).
//
// # End of turn
//
// Each mech (shut-down ones too) takes one EndTurn action: how many heat
// sinks are on (the new number dissipates at once, this turn), drop its
// club, dump the ammunition of chosen weapons. When all have acted, the
// heat (BattleTech's heat scale, with the seed's heat damage kept): each
// engine hit adds 5; heat −= sinks on (not below 0); a mech above 15 heat
// takes 1 point of internal damage, above 26 two (the seed's rule: to the
// centre torso's structure, through no armour, calling for no critical
// check). Then the heat rolls, each a Resolve action:
//   - from 19 heat a mech carrying ammunition rolls to keep it from
//     exploding (AmmoAvoid: 4 from 19, 6 from 23, 8 from 28); on a miss the
//     bin whose shots would do the most damage explodes (ExplodingBin), as
//     a critical hit on it would — dumping ammunition takes it out of
//     harm's way;
//   - from 14 a running mech rolls to keep running (ShutdownAvoid: 4 from
//     14, 6 from 18, 8 from 22, 10 from 26); from 30 it shuts down without
//     a roll. Where BattleTech is silent or richer: the ammunition roll
//     comes first; a mech that shuts down does not fall.
//   - A shut-down mech cannot move, twist, fire or strike, and attacks on
//     it are −4 (BattleTech's immobile target). At the end of each turn it
//     starts again by itself below 14 heat, with the same roll as keeping
//     running from 14 to 29, not at all from 30.
//
// Twists, movement modes and the "fired" flag reset when a new turn starts.
//
// # End of the duel
//
// A mech is destroyed with its head or centre torso; a side with no mech
// left loses at once (both at once: a draw), judged when a phase's damage
// is resolved. When turn 30 ends, the side with more armour + structure on
// its live mechs wins; equal is a draw.
//
// # Fairness
//
// The rules treat the sides alike but for the initiative, which is a fair
// roll each turn: as in BattleTech its winner acts last in every phase, so
// it moves knowing where the enemy stands. That is worth something (seed
// against seed, 400 duels on both maps: the side that won more of the
// turns' initiatives won 57% of the duels where one did), and it evens
// out over a duel. The maps are not quite fair with the standard pair: a
// map is its own mirror image top to bottom, which swaps left and right,
// while the Ranger and the Bulldog carry their weapons and ammunition
// unevenly (missiles and their bins in the left torso, the autocannon in
// the right). Seed against seed, Blue on the top edge: on the city 97
// wins to 98 (5 draws) of 200, on the highlands 130 to 68 (2 draws); two
// Wardens, whose weapons are the same on both sides, play the highlands
// evenly (104 to 96). So compare players with each colour on each map
// (cmd/arena -swap does so when the maps alternate).
package mech
