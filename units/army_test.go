package units_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
)

func TestStandardArmyCostsTheBudget(t *testing.T) {
	a := units.StandardArmy()
	if a.Cost() != units.ArmyBudget || units.ArmyBudget != 16*(4+5+6+5+6) {
		t.Fatalf("the standard army costs %d, the budget is %d", a.Cost(), units.ArmyBudget)
	}
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
	b, err := units.NewBattleWithArmies(hex.BattleMap(), [2]units.Army{a, a})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(b.Units(), units.NewBattle(hex.BattleMap()).Units()) {
		t.Fatal("two standard armies are not the standard battle")
	}
}

func TestParseArmy(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // the army written back, or a piece of the error
		ok   bool
	}{
		{"standard", "flyer:16 swordsman:16 knight:16 pikeman:16 archer:16", true},
		{"flyer:16,swordsman:16,knight:16,pikeman:16,archer:16", "flyer:16 swordsman:16 knight:16 pikeman:16 archer:16", true},
		{"archer:20 archer:20 archer:20 pikeman:1 pikeman:1", "archer:20 archer:20 archer:20 pikeman:1 pikeman:1", true}, // 308 points
		{"knight:30 knight:30 pikeman:10 pikeman:10 pikeman:2", "costs 448 points, more than the 416", false},
		{"knight:16 knight:16", "an army is 5 stacks", false},
		{"dragon:16 knight:16 knight:16 knight:16 knight:16", "stack 1", false},
		{"flyer:x swordsman:16 knight:16 pikeman:16 archer:16", "not a number", false},
		{"flyer:0 swordsman:16 knight:16 pikeman:16 archer:16", "1 to 60", false},
		{"flyer:61 swordsman:1 knight:1 pikeman:1 archer:1", "1 to 60", false},
		{"flyer:20 swordsman:16 knight:16 pikeman:16 archer:16", "more than the 416 allowed", false},
	} {
		a, err := units.ParseArmy(tc.text)
		switch {
		case tc.ok && (err != nil || a.String() != tc.want):
			t.Errorf("%q: %v, %q", tc.text, err, a.String())
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: error %v, want one with %q", tc.text, err, tc.want)
		}
	}
}

// A chosen army stands on its side's start hexes in order, and the battle
// goes on from there as any other.
func TestChosenArmiesTakeTheField(t *testing.T) {
	blue, err := units.ParseArmy("archer:20 archer:20 archer:20 pikeman:1 pikeman:1")
	if err != nil {
		t.Fatal(err)
	}
	m := hex.BattleMap()
	b, err := units.NewBattleWithArmies(m, [2]units.Army{blue, units.ComputerArmy()})
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range b.Units()[:units.ArmySize] {
		if u.Kind != blue[i].Kind || u.Fighters != blue[i].Fighters || u.Pos != m.Starts[units.Blue][i] || u.Side != units.Blue {
			t.Fatalf("blue stack %d is %+v", i, u)
		}
	}
	if len(b.LegalActions(nil)) == 0 || b.Outcome().Over() {
		t.Fatal("the battle does not start")
	}
	if init := b.Initial(); !slices.Equal(init.Units(), b.Units()) {
		t.Fatal("the battle's start is not the chosen armies")
	}
}
