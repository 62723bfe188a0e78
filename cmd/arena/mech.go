package main

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/ai/mechai"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// mechRules is Mech Duel: each side fields the standard pair
// (mech.StandardPair) on one of the mech maps; the first player is Blue.
// The maps alternate between games (game i of a match or tournament plays
// hex.MechMapNames()[i mod n]: the seeds of consecutive games differ by 2;
// with -swap the colours then go by pairs of games, see firstPlayer),
// and the dice are seeded from the game's seeds: the players return their
// actions unrolled and the arena rolls them, and the initiative and the
// rolls the rules wait for (hit locations and the like), which no player
// chooses.
//
// The duel so far is read one action per line in the notation of package
// units/mech ("Branger walk c3-e5 SE", "initiative 8-5"), as FormatAction
// writes it, on the first mech map with the standard pair on both sides; a
// first line "map NAME" picks another map. The answer is the AI's action,
// unrolled ("Branger fire Rbulldog 1 3", "initiative": the dice are the
// caller's).
func mechRules() *rules[*mech.Duel, mech.Action] {
	return mechRulesOn(mechSetup{forces: standardForces})
}

// mechSetup is what -map and -forces choose for every duel of a match.
type mechSetup struct {
	// mapName is the map of every duel, or "" for the mech maps in turn.
	mapName string
	// forces are Blue's designs and Red's, whoever plays them.
	forces [mech.NumSides][]mech.DesignID
}

// standardForces are the standard pair on both sides.
var standardForces = [mech.NumSides][]mech.DesignID{mech.StandardPair, mech.StandardPair}

// mechRulesOn is Mech Duel with the map and forces of set (mechRules: the
// defaults). A record read by arena move has the standard pairs whatever
// the match's forces.
func mechRulesOn(set mechSetup) *rules[*mech.Duel, mech.Action] {
	return &rules[*mech.Duel, mech.Action]{
		name:     "mech",
		roster:   mechai.Roster,
		defaults: [2]string{"tactical", "seed"},
		mapName:  set.mapName,
		forces:   forcesText(set.forces),
		twoMaps:  set.mapName == "" && len(hex.MechMapNames()) == 2,
		onMap: func(name string) (*rules[*mech.Duel, mech.Action], error) {
			if !slices.Contains(hex.MechMapNames(), name) {
				return nil, fmt.Errorf("no mech map %q (maps: %s)", name, strings.Join(hex.MechMapNames(), ", "))
			}
			on := set
			on.mapName = name
			return mechRulesOn(on), on.check()
		},
		onForces: func(text string) (*rules[*mech.Duel, mech.Action], error) {
			forces, err := parseForces(text)
			if err != nil {
				return nil, err
			}
			on := set
			on.forces = forces
			return mechRulesOn(on), on.check()
		},
		newGame: func(seeds [2]uint64) (*mech.Duel, func(mech.Action) error, error) {
			d, dice, err := newMechDuel(seeds, set)
			if err != nil {
				return nil, nil, err
			}
			return d, func(a mech.Action) error { return d.Play(mech.Roll(a, dice)) }, nil
		},
		forced: func(d *mech.Duel) (mech.Action, bool) {
			if a, ok := d.Awaiting(); ok {
				return a, true
			}
			return mech.Action{Kind: mech.Initiative}, d.Phase() == mech.InitiativePhase
		},
		toAct: func(d *mech.Duel) int {
			s, _ := d.ToAct()
			return int(s) // Blue = the first player
		},
		ply: (*mech.Duel).Ply,
		result: func(d *mech.Duel) (gameResult, bool) {
			o := d.Outcome()
			if !o.Over() {
				return gameResult{}, false
			}
			return mechResult(o, d.Ply()), true
		},
		counts: mechCounts,
		// The rules end every duel after 30 turns (with two mechs a side a
		// turn takes about twenty actions and as many rolls of the dice).
		maxPlies:    20000,
		limitReason: "action limit",
		where: func(d *mech.Duel) string {
			s, _ := d.ToAct()
			return fmt.Sprintf("(%s) at action %d, turn %d", s, d.Ply()+1, d.Turn())
		},
		illegal: func(*mech.Duel, mech.Action) string { return "illegal action" },
		legal:   func(d *mech.Duel) []mech.Action { return d.Clone().LegalActions(nil) },
		parse:   parseMechRecord,
		ended: func(d *mech.Duel) string {
			if o := d.Outcome(); o.Over() {
				return fmt.Sprintf("the duel is over after %d actions: %s", d.Ply(), o)
			}
			return ""
		},
		format:   (*mech.Duel).FormatAction,
		notation: (*mech.Duel).Notation,
		mapOf:    mechMapID,
	}
}

// mechMapFor returns the map of the game with the given seeds: the maps
// alternate from one game to the next.
func mechMapFor(seeds [2]uint64) string {
	names := hex.MechMapNames()
	return names[(min(seeds[0], seeds[1])/2)%uint64(len(names))]
}

// maps returns the maps the duels of set are played on.
func (set mechSetup) maps() []string {
	if set.mapName != "" {
		return []string{set.mapName}
	}
	return hex.MechMapNames()
}

// check reports forces that a map of set cannot place (too few start hexes).
func (set mechSetup) check() error {
	for _, name := range set.maps() {
		m, err := hex.LoadMap(name)
		if err != nil {
			return err
		}
		if _, err := mech.New(m, set.forces[mech.Blue], set.forces[mech.Red]); err != nil {
			return err
		}
	}
	return nil
}

// newMechDuel sets up the duel of the game with the given seeds under set,
// and its dice.
func newMechDuel(seeds [2]uint64, set mechSetup) (*mech.Duel, mech.Dice, error) {
	name := set.mapName
	if name == "" {
		name = mechMapFor(seeds)
	}
	m, err := hex.LoadMap(name)
	if err != nil {
		return nil, nil, err
	}
	d, err := mech.New(m, set.forces[mech.Blue], set.forces[mech.Red])
	if err != nil {
		return nil, nil, err
	}
	return d, mech.NewDice(seeds[0]*0x9e3779b97f4a7c15 ^ seeds[1]), nil
}

// parseForces reads -forces: Blue's mechs and Red's split by "/", each
// "standard" (the standard pair) or 1 to 4 design names split by commas,
// any case ("Ranger,Bulldog/Juggernaut").
func parseForces(text string) ([mech.NumSides][]mech.DesignID, error) {
	var out [mech.NumSides][]mech.DesignID
	parts := strings.Split(text, "/")
	if len(parts) != mech.NumSides {
		return out, fmt.Errorf("want Blue's mechs and Red's split by /, each standard or designs split by commas, e.g. %q, not %q",
			"Ranger,Bulldog/Juggernaut", text)
	}
	for s, p := range parts {
		side := mech.Side(s)
		if strings.EqualFold(strings.TrimSpace(p), "standard") {
			out[s] = mech.StandardPair
			continue
		}
		for _, name := range strings.Split(p, ",") {
			id, err := mech.ParseDesign(strings.TrimSpace(name))
			if err != nil {
				return out, fmt.Errorf("%s's mechs: %w", sideName(side), err)
			}
			out[s] = append(out[s], id)
		}
		if n := len(out[s]); n > mech.MaxMechs/2 {
			return out, fmt.Errorf("%s has %d mechs (1 to %d)", sideName(side), n, mech.MaxMechs/2)
		}
	}
	return out, nil
}

// sideName names a side as the messages do: "Blue", "Red".
func sideName(s mech.Side) string { return [mech.NumSides]string{"Blue", "Red"}[s] }

// forcesText writes the forces for a run's heading: "" for the standard
// pairs, else "Ranger,Bulldog/Juggernaut".
func forcesText(forces [mech.NumSides][]mech.DesignID) string {
	if slices.Equal(forces[mech.Blue], mech.StandardPair) && slices.Equal(forces[mech.Red], mech.StandardPair) {
		return ""
	}
	var sides []string
	for _, f := range forces {
		var names []string
		for _, id := range f {
			names = append(names, id.String())
		}
		sides = append(sides, strings.Join(names, ","))
	}
	return strings.Join(sides, "/")
}

// mechCounts are the figures of a duel the match sums up: the physical
// attacks made (hit or miss) and the turns played.
func mechCounts(d *mech.Duel) []count {
	strikes := 0
	for _, a := range d.History() {
		if a.Kind == mech.Strike {
			strikes++
		}
	}
	return []count{{"strikes", strikes}, {"turns", d.Turn()}}
}

// mechResult turns a duel's outcome into a row of the table.
func mechResult(o mech.Outcome, plies int) gameResult {
	res := gameResult{Winner: int(o.Winner), Plies: plies}
	if o.Draw {
		res.Winner = -1
	}
	switch {
	case strings.HasSuffix(o.Reason, "no mechs left"):
		res.Reason = "destroyed"
		if o.Draw {
			res.Reason = "both destroyed"
		}
	case strings.Contains(o.Reason, "turns"):
		res.Reason = fmt.Sprintf("turn %d points", mech.MaxTurns)
	default:
		res.Reason = o.Reason
	}
	return res
}

// parseMechRecord reads a duel record for arena move.
func parseMechRecord(text string) (*mech.Duel, error) {
	name, rest, err := cutMapLine(text, strings.Join(hex.MechMapNames(), ", "))
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = hex.MechMapNames()[0]
	}
	if !slices.Contains(hex.MechMapNames(), name) {
		return nil, fmt.Errorf("no mech map %q (maps: %s)", name, strings.Join(hex.MechMapNames(), ", "))
	}
	m, err := hex.LoadMap(name)
	if err != nil {
		return nil, err
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		return nil, err
	}
	if err := d.PlayRecord(rest); err != nil {
		return nil, err
	}
	return d, nil
}

// mechMapID is the name arena and a record's map line use for the map of
// d (the map itself carries the name a player reads, "Ruined city").
func mechMapID(d *mech.Duel) string {
	for _, name := range hex.MechMapNames() {
		if m, err := hex.LoadMap(name); err == nil && m.Name == d.Map().Name {
			return name
		}
	}
	return ""
}
