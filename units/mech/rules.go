package mech

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/board/hex"
	"stratagem/board/rules"
	"stratagem/units/internal/game"
)

// Rules is the Mech Duel as the rules contract (package rules) sees it: a
// duel on the map Map between Forces. It is a rules.Chance game: its
// rules never roll; the referee rolls every action's dice (Roll).
//
// Its outcome's reason codes are those of EndReason.Code: "destroyed" (the
// loser has no mechs left), "all-destroyed" (a draw) and "turn-limit" (the
// side with more points left wins; equal points draw). Its facts: Points,
// each side's armour and structure left; Pieces, each side's live mechs;
// Count, the last turn played; Marks, the IDs of the mechs the last action
// destroyed.
type Rules struct {
	game.Contract[*Duel, Action] // what the duel answers by itself

	// Map is the map's name, one of hex.MechMapNames ("" the first).
	Map string
	// Forces are Blue's and Red's designs; nil is the standard pair.
	Forces [NumSides][]DesignID
}

// ID returns "mech".
func (Rules) ID() string { return "mech" }

// MapName returns the map's name as hex.LoadMap reads it.
func (r Rules) MapName() string {
	if r.Map == "" {
		return hex.MechMapNames()[0]
	}
	return r.Map
}

// New returns the duel at its start.
func (r Rules) New() (*Duel, error) {
	m, err := hex.LoadMap(r.MapName())
	if err != nil {
		return nil, err
	}
	forces := r.Forces
	for i := range forces {
		if len(forces[i]) == 0 {
			forces[i] = StandardPair
		}
	}
	return New(m, forces[Blue], forces[Red])
}

// Tags are the map ("map") and the forces ("forces": Blue's and Red's
// split by "/", each "standard" or designs split by commas, as
// ParseForces reads them).
func (r Rules) Tags() []rules.Tag {
	return []rules.Tag{{Key: "map", Value: r.MapName()}, {Key: "forces", Value: FormatForces(r.Forces)}}
}

// WithTag sets the map ("map") or the forces ("forces"), checking that
// the map has the start hexes the forces need.
func (r Rules) WithTag(key, value string) (rules.Game[*Duel, Action], error) {
	switch key {
	case "map":
		if !slices.Contains(hex.MechMapNames(), value) {
			return nil, fmt.Errorf("no mech map %q (maps: %s)", value, strings.Join(hex.MechMapNames(), ", "))
		}
		r.Map = value
	case "forces":
		f, err := ParseForces(value)
		if err != nil {
			return nil, err
		}
		r.Forces = f
	default:
		return nil, &rules.UnknownTagError{Game: "mech", Key: key, Keys: []string{"map", "forces"}}
	}
	if _, err := r.New(); err != nil {
		return nil, err
	}
	return r, nil
}

// ParseForces reads Blue's mechs and Red's split by "/", each "standard"
// (the standard pair) or 1 to 4 design names split by commas, any case
// ("Ranger,Bulldog/Juggernaut").
func ParseForces(text string) ([NumSides][]DesignID, error) {
	var out [NumSides][]DesignID
	parts := strings.Split(text, "/")
	if len(parts) != NumSides {
		return out, fmt.Errorf("want Blue's mechs and Red's split by /, each standard or designs split by commas, e.g. %q, not %q",
			"Ranger,Bulldog/Juggernaut", text)
	}
	for s, p := range parts {
		name := [NumSides]string{"Blue", "Red"}[s]
		if strings.EqualFold(strings.TrimSpace(p), "standard") {
			out[s] = StandardPair
			continue
		}
		for _, design := range strings.Split(p, ",") {
			id, err := ParseDesign(strings.TrimSpace(design))
			if err != nil {
				return out, fmt.Errorf("%s's mechs: %w", name, err)
			}
			out[s] = append(out[s], id)
		}
		if n := len(out[s]); n > MaxMechs/2 {
			return out, fmt.Errorf("%s has %d mechs (1 to %d)", name, n, MaxMechs/2)
		}
	}
	return out, nil
}

// FormatForces writes forces as ParseForces reads them: "standard" for the
// standard pair (or none).
func FormatForces(forces [NumSides][]DesignID) string {
	var sides [NumSides]string
	for s, f := range forces {
		sides[s] = "standard"
		if len(f) > 0 && !slices.Equal(f, StandardPair) {
			names := make([]string, len(f))
			for i, id := range f {
				names[i] = id.String()
			}
			sides[s] = strings.Join(names, ",")
		}
	}
	return strings.Join(sides[:], "/")
}

// IsLegal reports whether a may be played now: rolled, or a choice that is
// legal once rolled.
func (Rules) IsLegal(d *Duel, a Action) bool {
	if a.NeedsDice() && !a.Rolled() {
		return d.IsLegalChoice(a)
	}
	return d.IsLegal(a)
}

// Check returns why a may not be played in d (nil when it may); a choice
// without its dice is checked as it will be once rolled.
func (Rules) Check(d *Duel, a Action) error {
	if a.NeedsDice() && !a.Rolled() {
		a = Roll(a, &FixedDice{Totals: []int{7, 8}}) // the values do not matter, only that they are there
	}
	return d.check(a)
}

// Roll returns a with its dice rolled, unless it carries them already.
func (Rules) Roll(_ *Duel, a Action, dice rules.Dice) Action {
	if !a.NeedsDice() || a.Rolled() {
		return a
	}
	return Roll(a, dice)
}

// ToAct returns the side to act; nobody during the initiative, while the
// rules wait for the dice, or once the duel is over.
func (Rules) ToAct(d *Duel) (rules.Side, bool) {
	s, ok := d.ToAct()
	return rules.Side(s), ok
}

// Outcome returns the duel's outcome with its facts.
func (Rules) Outcome(d *Duel) rules.Outcome {
	o := d.Outcome()
	if !o.Over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	var pieces, points [NumSides]int
	for s := range Side(NumSides) {
		points[s], pieces[s] = d.Points(s), d.Alive(s)
	}
	destroyed := game.DestroyedByLast(d, len(d.Mechs()), func(d *Duel, id int) bool { return d.mechs[id].Alive() })
	return o.Contract(pieces, points, destroyed, d.Turn())
}
