package units

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/units/outcome"
)

func TestMultiplierClampedAtZero(t *testing.T) {
	// No two kinds of the table differ by 20 skill points, so the clamp is
	// tested on the formula itself: r − k = −25 would give 1 − 1.25 < 0.
	if got := formula(16, 10, 5, 30); got != 0 {
		t.Errorf("formula with r−k = −25 = %d, want 0", got)
	}
	if got := formula(16, 10, 5, 25); got != 0 {
		t.Errorf("formula with r−k = −20 = %d, want 0", got)
	}
	if got := formula(16, 10, 6, 25); got != 16*10*5 {
		t.Errorf("formula with r−k = −19 = %d, want %d", got, 16*10*5)
	}
}

func TestRoundLimitDraw(t *testing.T) {
	b := NewBattle(hex.BattleMap())
	b.round = MaxRounds
	for b.active >= 0 {
		b.Apply(Action{Kind: Defend, To: b.units[b.active].Pos, Target: NoTarget})
		if err := b.Validate(); err != nil {
			t.Fatal(err)
		}
	}
	if o := b.Outcome(); !o.Draw || o.Reason != outcome.RoundLimit || b.Round() != MaxRounds {
		t.Errorf("after round %d: %v", b.Round(), o)
	}
	b.Undo()
	if b.Outcome().Over() || b.Active() < 0 {
		t.Errorf("undo of the last action of round %d leaves %v", MaxRounds, b.Outcome())
	}
}
