package units

import (
	"fmt"
	"strconv"
	"strings"

	"stratagem/board/hex"
)

// Stack is one unit of an army before the battle: its kind and how many
// fighters it has.
type Stack struct {
	Kind     Kind
	Fighters int
}

// ArmySize is how many stacks an army has: one for each start hex of a
// side.
const ArmySize = len(ArmyOrder)

// Army is a side's five stacks, in the order they stand on the side's
// start hexes (the map's, top to bottom for Blue).
type Army [ArmySize]Stack

// StandardArmy is the seed's army: 16 flyers, swordsmen, knights, pikemen
// and archers, in ArmyOrder.
func StandardArmy() Army {
	var a Army
	for i, k := range ArmyOrder {
		a[i] = Stack{Kind: k, Fighters: StackSize}
	}
	return a
}

// Cost is what one fighter of a kind costs when armies are chosen. The
// prices are set by hand from the stats and the seed's battles: the
// pikeman, slow and weak in attack, is the cheapest; the swordsman and
// the archer (who shoots from afar but never strikes back) cost a little
// more; the knight (the hardest blow, five hexes a turn) and the flyer
// (eight hexes over anything, first to act) the most. The standard army
// costs exactly the budget, ArmyBudget.
var Cost = [NumKinds]int{Pikeman: 4, Swordsman: 5, Knight: 6, Archer: 5, Flyer: 6}

// ArmyBudget is the points an army may cost: the standard army's, 416.
var ArmyBudget = StandardArmy().Cost()

// MaxStack bounds one stack's fighters when armies are chosen.
const MaxStack = 60

// Cost returns what the army costs.
func (a Army) Cost() int {
	n := 0
	for _, s := range a {
		if s.Kind.Valid() {
			n += Cost[s.Kind] * s.Fighters
		}
	}
	return n
}

// Validate says what is wrong with a chosen army, if anything: every stack
// a kind with 1 to MaxStack fighters, and the whole within ArmyBudget.
func (a Army) Validate() error {
	for i, s := range a {
		if !s.Kind.Valid() {
			return fmt.Errorf("stack %d has no kind", i+1)
		}
		if s.Fighters < 1 || s.Fighters > MaxStack {
			return fmt.Errorf("stack %d (%s) has %d fighters: 1 to %d", i+1, s.Kind, s.Fighters, MaxStack)
		}
	}
	if c := a.Cost(); c > ArmyBudget {
		return fmt.Errorf("the army costs %d points, more than the %d allowed", c, ArmyBudget)
	}
	return nil
}

// String writes the army as ParseArmy reads it, e.g.
// "flyer:16 swordsman:16 knight:16 pikeman:16 archer:16".
func (a Army) String() string {
	parts := make([]string, len(a))
	for i, s := range a {
		parts[i] = fmt.Sprintf("%s:%d", s.Kind, s.Fighters)
	}
	return strings.Join(parts, " ")
}

// ParseArmy reads five stacks "KIND:FIGHTERS", separated by spaces or
// commas, in the order they stand, and checks them (Validate); "standard"
// is the seed's army.
func ParseArmy(text string) (Army, error) {
	text = strings.TrimSpace(text)
	if text == "standard" {
		return StandardArmy(), nil
	}
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' })
	var a Army
	if len(fields) != ArmySize {
		return a, fmt.Errorf("an army is %d stacks KIND:FIGHTERS (e.g. %q), not %q", ArmySize, StandardArmy().String(), text)
	}
	for i, f := range fields {
		kindText, countText, ok := strings.Cut(f, ":")
		k, err := ParseKind(kindText)
		if !ok || err != nil {
			return a, fmt.Errorf("stack %d: %q is not KIND:FIGHTERS with a kind of pikeman, swordsman, knight, archer, flyer", i+1, f)
		}
		n, err := strconv.Atoi(countText)
		if err != nil {
			return a, fmt.Errorf("stack %d: %q is not a number of fighters", i+1, countText)
		}
		a[i] = Stack{Kind: k, Fighters: n}
	}
	return a, a.Validate()
}

// NewBattleWithArmies returns a battle on m with each side's army on its
// start hexes, in order.
func NewBattleWithArmies(m *hex.Map, armies [NumSides]Army) (*Battle, error) {
	var us []Unit
	for s := range Side(NumSides) {
		if len(m.Starts[s]) < ArmySize {
			return nil, fmt.Errorf("map %q has %d start hexes for %s, not %d", m.Name, len(m.Starts[s]), hex.SideNames[s], ArmySize)
		}
		for i, st := range armies[s] {
			us = append(us, Unit{Kind: st.Kind, Side: s, Pos: m.Starts[s][i], Fighters: st.Fighters})
		}
	}
	return NewBattleFrom(m, us)
}

// ComputerArmy is the army the computer fields when armies are chosen:
// the stated rule is the seed's standard army, whatever the person picks,
// so that a person who builds a better army within the budget beats the
// computer's plan and not its dice.
func ComputerArmy() Army { return StandardArmy() }
