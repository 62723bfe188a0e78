package units

import (
	"fmt"
	"strings"

	"stratagem/board/hex"
	"stratagem/board/rules"
	"stratagem/units/internal/game"
	"stratagem/units/outcome"
)

// Rules is Hex Battle as the rules contract (package rules) sees it: a
// battle on the field Map between Armies.
//
// Its outcome's reason codes are those of EndReason.Code: "destroyed" (the
// loser has no units left), "all-destroyed", "quiet-rounds" and
// "round-limit" (the draws). Its facts: Points, each side's hit points
// left (whole points); Pieces, each side's live units; Count, the rounds
// of the draw rule that ended it (QuietRounds, MaxRounds); Marks, the IDs
// of the units the last action destroyed.
type Rules struct {
	game.Contract[*Battle, Action] // what the battle answers by itself

	// Map is the field: a name of hex.BattleMapNames or "random:SEED"
	// (hex.LoadBattleMap); "" is the river crossing.
	Map string
	// Armies are Blue's and Red's; a zero army is the standard one.
	Armies [NumSides]Army
}

// ID returns "hex".
func (Rules) ID() string { return "hex" }

// MapSpec returns the field's name as hex.LoadBattleMap reads it.
func (r Rules) MapSpec() string {
	if r.Map == "" {
		return hex.BattleMapName
	}
	return r.Map
}

// New returns the battle at its start.
func (r Rules) New() (*Battle, error) {
	m, err := hex.LoadBattleMap(r.MapSpec())
	if err != nil {
		return nil, err
	}
	armies := r.Armies
	for i := range armies {
		if armies[i] == (Army{}) {
			armies[i] = StandardArmy()
		}
	}
	return NewBattleWithArmies(m, armies)
}

// Tags are the field ("map": its name, or random:SEED) and the armies
// ("armies": Blue's and Red's split by "/", each "standard" or five
// KIND:FIGHTERS, as ParseArmies reads them).
func (r Rules) Tags() []rules.Tag {
	return []rules.Tag{{Key: "map", Value: r.MapSpec()}, {Key: "armies", Value: FormatArmies(r.Armies)}}
}

// WithTag sets the field ("map") or the armies ("armies").
func (r Rules) WithTag(key, value string) (rules.Game[*Battle, Action], error) {
	switch key {
	case "map":
		if _, err := hex.LoadBattleMap(value); err != nil {
			return nil, err
		}
		r.Map = value
	case "armies":
		a, err := ParseArmies(value)
		if err != nil {
			return nil, err
		}
		r.Armies = a
	default:
		return nil, &rules.UnknownTagError{Game: "hex", Key: key, Keys: []string{"map", "armies"}}
	}
	return r, nil
}

// ParseArmies reads Blue's army and Red's, split by "/", each "standard"
// or five stacks KIND:FIGHTERS (ParseArmy).
func ParseArmies(text string) ([NumSides]Army, error) {
	var out [NumSides]Army
	parts := strings.Split(text, "/")
	if len(parts) != NumSides {
		return out, fmt.Errorf("want Blue's army and Red's split by /, e.g. %q, not %q",
			"standard/archer:20 archer:20 archer:20 pikeman:10 pikeman:10", text)
	}
	for side, p := range parts {
		a, err := ParseArmy(p)
		if err != nil {
			return out, fmt.Errorf("%s's army: %w", [NumSides]string{"Blue", "Red"}[side], err)
		}
		out[side] = a
	}
	return out, nil
}

// FormatArmies writes armies as ParseArmies reads them, "standard" for a
// standard (or zero) army.
func FormatArmies(armies [NumSides]Army) string {
	var parts [NumSides]string
	for i, a := range armies {
		parts[i] = "standard"
		if a != (Army{}) && a != StandardArmy() {
			parts[i] = a.String()
		}
	}
	return strings.Join(parts[:], "/")
}

// ToAct returns the side of the unit to act; nobody once the battle is over.
func (Rules) ToAct(b *Battle) (rules.Side, bool) {
	return rules.Side(b.ToMove()), !b.Outcome().Over()
}

// Outcome returns the battle's outcome with its facts.
func (Rules) Outcome(b *Battle) rules.Outcome {
	o := b.Outcome()
	if !o.Over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	var pieces, points [NumSides]int
	for s := range Side(NumSides) {
		pieces[s] = b.Alive(s)
	}
	for _, u := range b.Units() {
		points[u.Side] += u.Health()
	}
	for s := range points {
		points[s] /= Hundredths
	}
	count := 0
	switch o.Reason {
	case outcome.QuietRounds:
		count = QuietRounds
	case outcome.RoundLimit:
		count = MaxRounds
	}
	destroyed := game.DestroyedByLast(b, len(b.Units()), func(b *Battle, id int) bool { return b.units[id].Alive() })
	return o.Contract(pieces, points, destroyed, count)
}
