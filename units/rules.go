package units

import (
	"fmt"
	"strings"

	"stratagem/board/hex"
	"stratagem/board/rules"
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

func (Rules) Clone(b *Battle) *Battle                      { return b.Clone() }
func (Rules) Legal(b *Battle, buf []Action) []Action       { return b.LegalActions(buf) }
func (Rules) IsLegal(b *Battle, a Action) bool             { return b.IsLegal(a) }
func (Rules) Apply(b *Battle, a Action)                    { b.Apply(a) }
func (Rules) Undo(b *Battle)                               { b.Undo() }
func (Rules) Ply(b *Battle) int                            { return b.Ply() }
func (Rules) History(b *Battle) []Action                   { return b.History() }
func (Rules) Hash(b *Battle) uint64                        { return b.Hash() }
func (Rules) Format(b *Battle, a Action) string            { return b.FormatAction(a) }
func (Rules) Parse(b *Battle, text string) (Action, error) { return b.ParseAction(text) }

// Check returns why a may not be played in b (nil when it may).
func (Rules) Check(b *Battle, a Action) error { return b.Clone().Play(a) }

// Split takes the whole line as one action: actions hold spaces.
func (Rules) Split(line string) []string { return []string{line} }

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
	out := rules.Outcome{Over: true, Winner: rules.Side(o.Winner), Reason: o.Reason.Code()}
	if o.Draw {
		out.Winner = rules.NoSide
	}
	for s := range Side(NumSides) {
		out.Facts.Pieces[s] = b.Alive(s)
	}
	for _, u := range b.Units() {
		out.Facts.Points[u.Side] += u.Health()
	}
	for s := range out.Facts.Points {
		out.Facts.Points[s] /= Hundredths
	}
	switch o.Reason {
	case outcome.QuietRounds:
		out.Facts.Count = QuietRounds
	case outcome.RoundLimit:
		out.Facts.Count = MaxRounds
	}
	if b.Ply() > 0 {
		before := b.Clone()
		before.Undo()
		for id, u := range b.Units() {
			if was := before.Unit(id); !u.Alive() && was.Alive() {
				out.Facts.Marks = append(out.Facts.Marks, id)
			}
		}
	}
	return out
}
