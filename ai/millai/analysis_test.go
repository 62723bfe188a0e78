package millai

import (
	"context"
	"errors"
	"strings"
	"testing"

	"stratagem/ai"
	"stratagem/board/mill"
)

// pointSet reads a list of point names as a bit set.
func pointSet(t *testing.T, names string) uint32 {
	t.Helper()
	var b uint32
	for _, n := range strings.Fields(names) {
		p, err := mill.ParsePoint(n)
		if err != nil {
			t.Fatal(err)
		}
		b |= 1 << uint(p)
	}
	return b
}

// pointNames writes a bit set of points as names.
func pointNames(b uint32) string {
	var out []string
	points(b, func(p mill.Point) { out = append(out, mill.NineMensMorris.PointName(p)) })
	return strings.Join(out, " ")
}

// The threats finder: where each side could close a mill with its next
// move in each phase (while moving, only where a piece off the line can
// step in), the double threat, and the side nearly or wholly shut in.
func TestThreats(t *testing.T) {
	for _, tc := range []struct {
		name, pos               string
		blueMills, redMills     string
		blueDouble              bool
		blueMoving, redMoving   bool
		blueSteps, redSteps     int
		blueNearly, blueBlocked bool
		redNearly, redBlocked   bool
	}{
		{name: "placing: a two with its third point empty",
			pos: "blue: a1 d1; red: b2; hand: 7 8; turn: red", blueMills: "g1"},
		{name: "placing: two lines at once, a double threat",
			pos: "blue: a1 d1 a4; red: b2 f6; hand: 6 7; turn: red", blueMills: "g1 a7", blueDouble: true},
		{name: "placing: the third point taken is no threat",
			pos: "blue: a1 d1; red: g1; hand: 7 8; turn: red"},
		{name: "moving: a piece off the line steps in; the other side's too",
			pos:       "blue: a1 d1 g4 b6; red: d7 f6 d5 c4; hand: 0 0; turn: blue",
			blueMills: "g1", redMills: "d6", blueMoving: true, redMoving: true, blueSteps: 8, redSteps: 11},
		{name: "moving: no piece next to the third point, no threat",
			pos:        "blue: a1 d1 b4 b6; red: d7 f6 d5 e4; hand: 0 0; turn: blue",
			redMills:   "d6",
			blueMoving: true, redMoving: true, blueSteps: 7, redSteps: 11},
		{name: "flying: any piece off the line flies in",
			pos: "blue: a1 d1 c5; red: b2 d2 f2 b6; hand: 0 0; turn: red", blueMills: "g1", redMoving: true, redSteps: 5},
		{name: "moving: one step left is nearly blocked",
			pos:        "blue: a1 d1 g1 g4; red: a4 d2 f4 c4; hand: 0 0; turn: red",
			blueMoving: true, redMoving: true, blueSteps: 1, redSteps: 11, blueNearly: true},
		{name: "moving: no step at all is blocked",
			pos:        "blue: a1 d1 g1 g4; red: a4 d2 f4 g7; hand: 0 0; turn: red",
			blueMoving: true, redMoving: true, blueSteps: 0, redSteps: 9, blueBlocked: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := mustPos(t, tc.pos)
			th := Threats(pos)
			b, r := th[mill.Blue], th[mill.Red]
			if b.Mills != pointSet(t, tc.blueMills) || r.Mills != pointSet(t, tc.redMills) {
				t.Errorf("mills at Blue %q Red %q, want %q and %q", pointNames(b.Mills), pointNames(r.Mills), tc.blueMills, tc.redMills)
			}
			if b.Double() != tc.blueDouble || r.Double() {
				t.Errorf("double threats: Blue %v Red %v", b.Double(), r.Double())
			}
			if b.Moving != tc.blueMoving || r.Moving != tc.redMoving {
				t.Errorf("moving: Blue %v Red %v, want %v %v", b.Moving, r.Moving, tc.blueMoving, tc.redMoving)
			}
			if b.Steps != tc.blueSteps || r.Steps != tc.redSteps {
				t.Errorf("steps: Blue %d Red %d, want %d %d", b.Steps, r.Steps, tc.blueSteps, tc.redSteps)
			}
			if b.NearlyBlocked != tc.blueNearly || b.Blocked != tc.blueBlocked || r.NearlyBlocked != tc.redNearly || r.Blocked != tc.redBlocked {
				t.Errorf("blocked: Blue nearly %v wholly %v, Red nearly %v wholly %v", b.NearlyBlocked, b.Blocked, r.NearlyBlocked, r.Blocked)
			}
			// The finder agrees with the rules: each point named is where
			// a legal move of the side (were it to move) closes a mill.
			for _, c := range []mill.Color{mill.Blue, mill.Red} {
				q := mustPos(t, tc.pos+"; turn: "+strings.ToLower(c.String()))
				var closing uint32
				for _, m := range q.LegalMoves(nil) {
					if m.Remove != mill.NoPoint {
						closing |= 1 << uint(m.To)
					}
				}
				if th[c].Mills != closing && !th[c].Blocked {
					t.Errorf("%s: the finder says %q, the rules close mills at %q", c, pointNames(th[c].Mills), pointNames(closing))
				}
			}
		})
	}
}

// The bands of the evaluation, for each side.
func TestStandingOf(t *testing.T) {
	for _, tc := range []struct {
		score  int
		leader mill.Color
		band   Standing
	}{
		{0, mill.NoColor, Even},
		{SlightlyFrom - 1, mill.NoColor, Even},
		{-SlightlyFrom, mill.Red, SlightlyBetter},
		{BetterFrom, mill.Blue, Better},
		{-WinningFrom, mill.Red, Winning},
		{50_000, mill.Blue, Winning},
	} {
		if l, b := StandingOf(tc.score); l != tc.leader || b != tc.band {
			t.Errorf("score %d: %s %d, want %s %d", tc.score, l, b, tc.leader, tc.band)
		}
	}
}

// flyToWin is the hint sample's position: Blue flies d5 to d1, closes
// a1 d1 g1 and takes a piece, leaving Red two: a win in one ply, which the
// databases know. Anything else lets Red fly to d7 and win.
const flyToWin = "blue: a1 g1 d5; red: a7 g7 c4; hand: 0 0; turn: blue"

// The databases decide the analysis where they hold the position: the
// result, its length and the line are exact.
func TestAnalyseFromTheDatabases(t *testing.T) {
	a, err := Analyse(context.Background(), mustPos(t, flyToWin), ai.Limits{MaxDepth: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Known || !a.Endgame || a.Winner != mill.Blue || a.Plies != 1 || a.WinnerMoves() != 1 {
		t.Fatalf("analysis %+v, want Blue winning in one ply from the databases", a)
	}
	if len(a.Line) != 1 || a.Line[0].From != mustPoint(t, "d5") || a.Line[0].To != mustPoint(t, "d1") || a.Line[0].Remove == mill.NoPoint {
		t.Errorf("line %v, want d5-d1 taking a piece", a.Line)
	}
	if l, s := a.Standing(); l != mill.Blue || s != Winning {
		t.Errorf("standing %s %d", l, s)
	}
}

// Outside the databases the analysis searches: a depth-bounded search
// gives a legal line, the score's band, and no known result.
func TestAnalyseBySearch(t *testing.T) {
	pos := mustPos(t, "blue: a1 d1; red: a7 d7; hand: 7 7; turn: blue")
	a, err := Analyse(context.Background(), pos, ai.Limits{MaxDepth: 3})
	if err != nil {
		t.Fatal(err)
	}
	if a.Known || a.Endgame || a.Depth != 3 || a.Side != mill.Blue {
		t.Fatalf("analysis %+v", a)
	}
	if len(a.Line) < 3 || a.Line[0] != mustMoveText(t, pos, "g1") {
		t.Fatalf("line %v: Blue should close its mill on g1 first", a.Line)
	}
	q := pos.Clone()
	for _, m := range a.Line {
		if !q.IsLegal(m) {
			t.Fatalf("line %v: %v is not legal", a.Line, m)
		}
		q.Apply(m)
	}
	if l, s := a.Standing(); l != mill.Blue || s < Better {
		t.Errorf("closing a mill first should leave Blue better: %s %d (score %d)", l, s, a.ForBlue())
	}
	if a.Threats[mill.Blue].Mills != pointSet(t, "g1") || a.Threats[mill.Red].Mills != pointSet(t, "g7") {
		t.Errorf("threats %+v", a.Threats)
	}
	if _, err := Analyse(context.Background(), mustPos(t, "blue: a1 d1; red: a7; hand: 0 0"), ai.Limits{MaxDepth: 1}); !errors.Is(err, ErrGameOver) {
		t.Errorf("a finished game: %v", err)
	}
}

func mustPoint(t *testing.T, name string) mill.Point {
	t.Helper()
	p, err := mill.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustMoveText returns the legal move of pos written text; a move that
// closes a mill may leave its removal out (the first legal one).
func mustMoveText(t *testing.T, pos *mill.Position, text string) mill.Move {
	t.Helper()
	m, err := mill.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range pos.LegalMoves(nil) {
		if l == m || l.From == m.From && l.To == m.To && m.Remove == mill.NoPoint && l.Remove != mill.NoPoint {
			return l
		}
	}
	t.Fatalf("%s is not legal in %s", text, pos)
	return m
}
