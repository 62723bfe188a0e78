// Package mechgame is the Mech Duel in Stratagem: its set-up (map and each
// side's mechs), its game screen in the shared game frame, and its sample
// screens.
package mechgame

import (
	"context"
	"strings"

	"stratagem/ai"
	"stratagem/ai/mechai"
	"stratagem/board/hex"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// Forces are the forces the set-up offers each side.
var Forces = [][]mech.DesignID{
	mech.StandardPair,
	{mech.Kestrel, mech.Longbow},
	{mech.Warden, mech.Juggernaut},
	{mech.Kestrel, mech.Kestrel},
	{mech.Juggernaut},
	{mech.Ranger, mech.Bulldog, mech.Kestrel},
	{mech.Ranger, mech.Bulldog, mech.Kestrel, mech.Longbow},
}

// forceID names a force in the settings, e.g. "ranger+bulldog".
func forceID(f []mech.DesignID) string {
	names := make([]string, len(f))
	for i, d := range f {
		names[i] = strings.ToLower(d.String())
	}
	return strings.Join(names, "+")
}

func forceTitle(f []mech.DesignID) string {
	names := make([]string, len(f))
	for i, d := range f {
		names[i] = d.String()
	}
	return strings.Join(names, " + ")
}

// Game describes the Mech Duel to the menus, the set-up, -scene and -autoplay.
func Game() *scenes.GameDesc {
	maps := hex.MechMapNames()
	var mapTitles []string
	for _, n := range maps {
		title := n
		if mp, err := hex.LoadMap(n); err == nil {
			title = mp.Name
		}
		mapTitles = append(mapTitles, title)
	}
	var forceIDs, forceTitles []string
	for _, f := range Forces {
		forceIDs = append(forceIDs, forceID(f))
		forceTitles = append(forceTitles, forceTitle(f))
	}
	std := forceID(mech.StandardPair)
	return &scenes.GameDesc{
		ID:          "mech",
		Title:       "Mech Duel",
		Description: "Giant robots on hills and in woods: walk, run or jump, twist, fire, and keep the heat down.",
		Setup: scenes.SetupSpec{
			Subtitle:      "Walk, run and jump, twist and fire, manage the heat — set up the duel",
			ComputerLabel: "Opponent",
			Colours:       []string{"Blue", "Red"}, // the initiative dice decide who moves first
			Levels:        mechai.Roster.Levels,
			DefaultLevel:  "seed",
			Options: []scenes.Option{
				{Key: "map", Label: "Map", Values: maps, Titles: mapTitles, Default: maps[0]},
				{Key: "blue", Label: "Blue mechs", Values: forceIDs, Titles: forceTitles, Default: std},
				{Key: "red", Label: "Red mechs", Values: forceIDs, Titles: forceTitles, Default: std},
			},
			Start: func(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
				return New(s, m, ConfigOf(m))
			},
		},
		Autoplay: [2]string{"tactical", "seed"},
		Samples: []scenes.Sample{
			{Name: "mech", Open: sampleMovement},
			{Name: "mech-fire", Open: sampleFire},
		},
	}
}

// Config is a duel's map, forces and dice.
type Config struct {
	Map    string             // one of hex.MechMapNames(); "" the first
	Forces [2][]mech.DesignID // nil: mech.StandardPair
	Seed   uint64             // the dice's seed (0: the session's next)
}

// ConfigOf reads a match's options; anything unknown takes the default.
func ConfigOf(m scenes.Match) Config {
	cfg := Config{Map: m.Option("map", "")}
	for side, key := range [2]string{"blue", "red"} {
		id := m.Option(key, "")
		for _, f := range Forces {
			if forceID(f) == id {
				cfg.Forces[side] = f
			}
		}
	}
	return cfg
}

// hotSeatPlayedBy returns a hot-seat duel with fixed dice, played by the
// seed player on both sides until stop says to stop (or the duel ends).
func hotSeatPlayedBy(s *scenes.Session, cfg Config, aiSeed uint64, stop func(m *Screen) bool) (*Screen, error) {
	m, err := New(s, scenes.Match{}, cfg)
	if err != nil {
		return nil, err
	}
	p, err := mechai.Roster.New("seed", aiSeed)
	if err != nil {
		return nil, err
	}
	dice := mech.NewDice(cfg.Seed + 100)
	d := m.duel
	for !d.Outcome().Over() && !stop(m) {
		a, _, err := p.Choose(context.Background(), d, ai.Limits{})
		if err != nil {
			return nil, err
		}
		if a.NeedsDice() {
			a = mech.Roll(a, dice)
		}
		if a.Kind == mech.Fire {
			m.banner = m.describeFire(a)
		}
		if err := d.Play(a); err != nil {
			return nil, err
		}
		m.log = append(m.log, d.FormatAction(a))
	}
	m.Changed()
	return m, nil
}

// sampleMovement: Blue's movement in the second turn, the reachable hexes
// of every mode lit and the cursor on the farthest run.
func sampleMovement(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 7}, 1, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		return m.duel.Turn() >= 2 && m.duel.Phase() == mech.MovementPhase && ok && side == mech.Blue
	})
	if err != nil {
		return err
	}
	m.mode = mech.Run
	if id := m.duel.Active(); id >= 0 {
		if moves := m.duel.Moves(id, mech.Run, nil); len(moves) > 0 {
			far := moves[len(moves)-1]
			x, y := m.layout.Center(far.To)
			s.Input.MouseX, s.Input.MouseY = x, y // a screenshot keeps this cursor
			m.setHover(far.To)
		}
	}
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(m)
	return nil
}

// sampleFire: a person's weapon attack, the targets ringed, the to-hit
// numbers, chances and expected damage per weapon in the panel.
func sampleFire(s *scenes.Session) error {
	m, err := hotSeatPlayedBy(s, Config{Seed: 11}, 2, func(m *Screen) bool {
		side, ok := m.duel.ToAct()
		id := m.duel.Active()
		return ok && side == mech.Blue && m.duel.Phase() == mech.WeaponPhase && id >= 0 && m.defaultTarget(id) >= 0
	})
	if err != nil {
		return err
	}
	if id := m.duel.Active(); id >= 0 {
		m.chooseTarget(id, m.defaultTarget(id))
		if m.target >= 0 {
			x, y := m.layout.Center(m.duel.Mech(m.target).Pos)
			s.Input.MouseX, s.Input.MouseY = x, y
		}
	}
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(m)
	return nil
}
