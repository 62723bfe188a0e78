package mechai

import (
	"testing"

	"stratagem/ai/aitest"
	"stratagem/board/rules"
	"stratagem/units/mech"
)

// Every player answers "move now" with its best action so far, in the
// movement phase, where Tactical searches.
func TestMoveNow(t *testing.T) {
	d := standardDuel(t, "mech-city")
	ref := rules.NewReferee[*mech.Duel, mech.Action](mech.Rules{}, 3)
	for m, waiting := ref.Waiting(d); waiting; m, waiting = ref.Waiting(d) {
		if _, err := ref.Play(d, m); err != nil {
			t.Fatal(err)
		}
	}
	if d.Phase() != mech.MovementPhase {
		t.Fatalf("the duel is in %v, want the movement phase", d.Phase())
	}
	for _, l := range Roster.All() {
		aitest.CheckMoveNow(t, mech.Rules{}, d, aitest.New(t, Roster, l.Name, 1), unhurried)
	}
}
