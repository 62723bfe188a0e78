package scenes

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/ai/mechai"

	"stratagem/board/connect"
	"stratagem/board/hex"
	"stratagem/board/mill"
	"stratagem/units"
	"stratagem/units/mech"
)

// SceneNames lists the screens -scene can open, for screenshots and tests.
func SceneNames() []string {
	names := make([]string, 0, len(sceneBuilders))
	for n := range sceneBuilders {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

var sceneBuilders = map[string]func(s *Session) error{
	"menu": func(s *Session) error { s.Stack.Reset(NewMainMenu()); return nil },
	"choose": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewGameChoice())
		return nil
	},
	"options": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewOptions(false))
		return nil
	},
	"setup": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewMillSetup(s))
		return nil
	},
	"mill": func(s *Session) error {
		m, err := sampleMill(s, 26)
		if err != nil {
			return err
		}
		// Show what a player sees after picking up a piece.
		for _, mv := range m.legalMoves() {
			if mv.From != mill.NoPoint {
				m.Select(mv.From)
				break
			}
		}
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	// A mill just closed in hot-seat play: the removable pieces are ringed.
	"mill-remove": func(s *Session) error {
		m, err := NewMillScreen(MillConfig{}, s)
		if err != nil {
			return err
		}
		if err := m.PlayMoves("a1 b2 d1 d2 b4 f4"); err != nil {
			return err
		}
		m.act(s, mustParsePoint("g1"))
		m.anim = nil
		s.Stack.Reset(m)
		return nil
	},
	// The computer (Hard) opens against a person playing Red.
	"mill-computer": func(s *Session) error {
		m, err := NewMillScreen(OnePlayer(mill.Red, "hard"), s)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		return nil
	},
	"hex": func(s *Session) error {
		m, err := sampleHex(s)
		if err != nil {
			return err
		}
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	"hex-setup": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewHexSetup(s))
		return nil
	},
	"connect": func(s *Session) error {
		m, err := NewConnectScreen(ConnectConfig{Board: connect.Standard, AI: [2]string{"", "perfect"}}, s)
		if err != nil {
			return err
		}
		for _, col := range []int{3, 3, 2, 4, 4, 2, 5, 3} {
			m.pos.Apply(col)
		}
		m.changed()
		m.showAna = true
		// Analyse here, before the first frame, so the screenshot shows the overlay filled in.
		m.values, m.valGen = connectai.Analyse(context.Background(), m.pos, 2*time.Second), m.gen
		m.hoverCol = 1
		x, _ := m.cellCentre(1, 0)
		s.Input.MouseX, s.Input.MouseY = x, m.oy+10 // a screenshot keeps this cursor
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	"mech": func(s *Session) error {
		m, err := sampleMech(s)
		if err != nil {
			return err
		}
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	// A person's weapon attack: the targets ringed, the to-hit numbers,
	// chances and expected damage per weapon in the panel.
	"mech-fire": func(s *Session) error {
		m, err := sampleMechFire(s)
		if err != nil {
			return err
		}
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(m)
		return nil
	},
	"mech-setup": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewMechSetup(s))
		return nil
	},
	"connect-setup": func(s *Session) error {
		s.Stack.Reset(NewMainMenu())
		s.Stack.Push(NewConnectSetup(s))
		return nil
	},
	"pause": func(s *Session) error {
		m, err := sampleMill(s, 26)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		s.Stack.Push(NewPauseMenu(m))
		return nil
	},
	"victory": func(s *Session) error {
		m, err := sampleMill(s, 1000)
		if err != nil {
			return err
		}
		s.Stack.Reset(m)
		m.showVictory(s, m.pos.Outcome())
		m.end.shown = true
		return nil
	},
}

func mustParsePoint(name string) mill.Point {
	p, err := mill.ParsePoint(name)
	if err != nil {
		panic(err) // only called with the literal names above
	}
	return p
}

// OpenScene sets the stack up to show the named screen.
func OpenScene(s *Session, name string) error {
	b, ok := sceneBuilders[name]
	if !ok {
		return fmt.Errorf("unknown scene %q (known: %v)", name, SceneNames())
	}
	return b(s)
}

// autoplayers builds, per game, the screen with the computer on both sides;
// empty names take the game's defaults.
var autoplayers = map[string]func(s *Session, blue, red string) (Scene, error){
	"mill": func(s *Session, blue, red string) (Scene, error) {
		return NewMillScreen(MillConfig{AI: [2]string{or(blue, "hard"), or(red, "normal")}, Autoplay: true}, s)
	},
	"hex": func(s *Session, blue, red string) (Scene, error) {
		return NewHexScreen(HexConfig{AI: [2]string{or(blue, "seed-minimax"), or(red, "seed-minimax")}, Autoplay: true}, s)
	},
	"connect": func(s *Session, blue, red string) (Scene, error) {
		return NewConnectScreen(ConnectConfig{Board: connect.Standard, AI: [2]string{or(blue, "perfect"), or(red, "normal")}, Autoplay: true}, s)
	},
	"mech": func(s *Session, blue, red string) (Scene, error) {
		return NewMechScreen(MechConfig{AI: [2]string{or(blue, "tactical"), or(red, "seed")}, Autoplay: true}, s)
	},
}

func or(name, def string) string {
	if name == "" {
		return def
	}
	return name
}

// Autoplay sets the stack up with the computer playing both sides of game.
func Autoplay(s *Session, game, blue, red string) error {
	build, ok := autoplayers[game]
	if !ok {
		return fmt.Errorf("unknown game %q for -autoplay (known: connect, hex, mech, mill)", game)
	}
	sc, err := build(s, blue, red)
	if err != nil {
		return err
	}
	s.Stack.Reset(sc)
	return nil
}

// sampleMill returns a Mill game against the computer (Blue is the person)
// after up to plies seeded random moves, stopped early if the game ends.
// With an even count it is the person's turn, so no search starts.
func sampleMill(s *Session, plies int) (*MillScreen, error) {
	m, err := NewMillScreen(OnePlayer(mill.Blue, "hard"), s)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var buf []mill.Move
	for i := 0; i < plies && !m.pos.Outcome().Over(); i++ {
		buf = m.pos.LegalMoves(buf[:0])
		m.pos.Apply(buf[rng.IntN(len(buf))])
	}
	m.changed()
	return m, nil
}

// sampleHex returns a battle against the computer a few actions in, with
// Blue (the person) to act and the cursor on something worth showing: an
// enemy it can attack, else the farthest hex it can reach.
func sampleHex(s *Session) (*HexScreen, error) {
	m, err := NewHexScreen(HexConfig{AI: [2]string{"", "seed-minimax"}}, s)
	if err != nil {
		return nil, err
	}
	b := m.battle
	rng := rand.New(rand.NewPCG(3, 5))
	var buf []units.Action
	for i := 0; i < 40 && !b.Outcome().Over(); i++ {
		if i >= 14 && b.ToMove() == units.Blue {
			break
		}
		buf = b.LegalActions(buf[:0])
		var moves []units.Action
		for _, a := range buf {
			if a.Kind == units.Move || a.Kind == units.Shoot {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			moves = buf
		}
		b.Apply(moves[rng.IntN(len(moves))])
		m.log = append(m.log, b.Notation()[b.Ply()-1])
	}
	m.changed()
	buf = b.LegalActions(buf[:0])
	best := -1
	for i, a := range buf {
		if a.Target >= 0 {
			best = i
			break
		}
		if a.Kind == units.Move && (best < 0 || hex.Distance(a.To, b.Unit(b.Active()).Pos) > hex.Distance(buf[best].To, b.Unit(b.Active()).Pos)) {
			best = i
		}
	}
	if best >= 0 {
		a := buf[best]
		h := a.To
		if a.Target >= 0 {
			h = b.Unit(int(a.Target)).Pos
		}
		m.hover, m.hoverOK = h, true
		m.mouseX, m.mouseY = m.layout.Center(a.To)
		s.Input.MouseX, s.Input.MouseY = m.mouseX, m.mouseY // a screenshot keeps this cursor
		if a.Target >= 0 {
			s.Input.MouseX, s.Input.MouseY = m.layout.Center(h)
		}
	}
	return m, nil
}

// sampleMech returns a hot-seat duel on the first mech map, played a turn
// and a half by the seed AI with fixed dice, stopped in Blue's movement so
// that the screen shows the reachable hexes, a path and its cost.
func sampleMech(s *Session) (*MechScreen, error) {
	m, err := NewMechScreen(MechConfig{Seed: 7}, s)
	if err != nil {
		return nil, err
	}
	d := m.duel
	p, err := mechai.Roster.New("seed", 1)
	if err != nil {
		return nil, err
	}
	dice := mech.NewDice(3)
	for d.Turn() < 2 || d.Phase() != mech.MovementPhase {
		a, _, err := p.Choose(context.Background(), d, ai.Limits{})
		if err != nil {
			return nil, err
		}
		if a.NeedsDice() {
			a = mech.Roll(a, dice)
		}
		if err := d.Play(a); err != nil {
			return nil, err
		}
		m.log = append(m.log, d.FormatAction(a))
		if d.Outcome().Over() {
			break
		}
	}
	for side, ok := d.ToAct(); ok && side != mech.Blue; side, ok = d.ToAct() {
		a, _, err := p.Choose(context.Background(), d, ai.Limits{})
		if err != nil {
			return nil, err
		}
		if err := d.Play(a); err != nil {
			return nil, err
		}
		m.log = append(m.log, d.FormatAction(a))
	}
	m.changed()
	m.mode = mech.Run
	// Point at the farthest hex the active mech can run to.
	if id := d.Active(); id >= 0 {
		moves := d.Moves(id, mech.Run, nil)
		if len(moves) > 0 {
			far := moves[len(moves)-1]
			x, y := m.layout.Center(far.To)
			s.Input.MouseX, s.Input.MouseY = x, y
			m.hover, m.hoverOK = far.To, true
		}
	}
	return m, nil
}

// sampleMechFire plays a hot-seat duel with the seed AI on both sides until
// Blue has a mech in the weapon phase with an enemy in range, and stops
// there with the best target chosen.
func sampleMechFire(s *Session) (*MechScreen, error) {
	m, err := NewMechScreen(MechConfig{Seed: 11}, s)
	if err != nil {
		return nil, err
	}
	d := m.duel
	p, err := mechai.Roster.New("seed", 2)
	if err != nil {
		return nil, err
	}
	dice := mech.NewDice(4)
	for !d.Outcome().Over() {
		if side, ok := d.ToAct(); ok && side == mech.Blue && d.Phase() == mech.WeaponPhase {
			if id := d.Active(); id >= 0 && m.defaultTarget(id) >= 0 {
				break
			}
		}
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
	m.changed()
	if id := d.Active(); id >= 0 {
		m.target = m.defaultTarget(id)
		if m.target >= 0 {
			m.weapons = d.UsableWeapons(id, m.target)
			x, y := m.layout.Center(d.Mech(m.target).Pos)
			s.Input.MouseX, s.Input.MouseY = x, y
		}
	}
	return m, nil
}
