package millgame

import (
	"slices"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// gameFrom returns the position s, with moves played on it.
func gameFrom(t *testing.T, s, moves string) *mill.Position {
	t.Helper()
	pos, err := mill.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Fields(moves) {
		if err := pos.Play(mustMove(t, f)); err != nil {
			t.Fatal(err)
		}
	}
	return pos
}

// The end of a game shows what decided it: the deciding move, the mill it
// closed, the pieces of a side that cannot move; the panel says it in words.
func TestTheEndShowsWhatDecidedIt(t *testing.T) {
	line := func(a, b, c string) [3]mill.Point {
		l := [3]mill.Point{mustPoint(a), mustPoint(b), mustPoint(c)}
		if !slices.Contains(mill.NineMensMorris.Mills(), l) {
			t.Fatalf("%s %s %s is not a line", a, b, c)
		}
		return l
	}
	blocked := gameFrom(t, "hand: 9 9", blockedGame)
	for _, tc := range []struct {
		name    string
		pos     *mill.Position
		words   string
		last    string
		mills   [][3]mill.Point
		blocked uint32
	}{
		{
			name:  "a mill takes the third-last piece",
			pos:   gameFrom(t, "blue: a1 g1 d2 f4 b6; red: a7 g7 c4; turn: blue", "d2-d1xc4"),
			words: "Blue closed a mill and removed a piece: Red has only 2 pieces left. Blue wins.",
			last:  "d2-d1xc4", mills: [][3]mill.Point{line("a1", "d1", "g1")},
		},
		{
			name:  "two mills at once",
			pos:   gameFrom(t, "blue: a1 g1 d2 d3; red: a7 g7 c4; hand: 1 0; turn: blue", "d1xc4"),
			words: "Blue closed a mill and removed a piece: Red has only 2 pieces left.",
			last:  "d1xc4", mills: [][3]mill.Point{line("a1", "d1", "g1"), line("d1", "d2", "d3")},
		},
		{
			name:  "a side that cannot move",
			pos:   blocked,
			words: "Red cannot move. Blue wins. None of Red's pieces",
			last:  "g4-f4", blocked: blocked.Pieces(mill.Red),
		},
		{
			name:  "threefold repetition",
			pos:   gameFrom(t, "blue: a1 g1 b4 f4; red: a7 g7 c4 e4; turn: blue", "a1-d1 a7-d7 d1-a1 d7-a7 a1-d1 a7-d7 d1-a1 d7-a7"),
			words: "The same position came up 3 times with the same player to move. It is a draw.",
			last:  "d7-a7",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !tc.pos.Outcome().Over() {
				t.Fatalf("the game should be over: %s", tc.pos.Outcome())
			}
			if got := endWords(tc.pos); !strings.HasPrefix(got, tc.words) {
				t.Errorf("the panel says %q, want it to begin %q", got, tc.words)
			}
			d := render.NoDecor()
			markEnd(tc.pos, &d)
			if !d.Final || d.Last != mustMove(t, tc.last) {
				t.Errorf("the deciding move shown: %v (final %v), want %s", d.Last, d.Final, tc.last)
			}
			if !slices.Equal(d.Mills, tc.mills) {
				t.Errorf("mills shown %v, want %v", d.Mills, tc.mills)
			}
			if d.Blocked != tc.blocked {
				t.Errorf("pieces marked as shut in %b, want %b", d.Blocked, tc.blocked)
			}
		})
	}
}

// The finished game seen on the board (the victory panel closed): the
// board marks the deciding move and the panel says what it did.
func TestEndSampleShowsTheDecidingMove(t *testing.T) {
	for _, name := range []string{"mill-end", "mill-end-blocked"} {
		s := scenetest.NewSession(Game())
		if err := scenes.OpenScene(s, name); err != nil {
			t.Fatal(err)
		}
		m, ok := s.Stack.Top().(*Screen)
		if !ok {
			t.Fatalf("%s: the board is not in sight: %T on top", name, s.Stack.Top())
		}
		d := m.decor()
		if !d.Final || d.Last.To == mill.NoPoint {
			t.Errorf("%s: the deciding move is not marked", name)
		}
		if len(d.Mills) == 0 && d.Blocked == 0 {
			t.Errorf("%s: neither the mill closed nor the pieces shut in are marked", name)
		}
		if title, body := m.phaseRules(); title != lang.T("mill.phase.over") || !strings.HasPrefix(body, endWords(m.pos)) || endWords(m.pos) == "" {
			t.Errorf("%s: the panel says %q: %q", name, title, body)
		}
	}
}

// While the game goes on, nothing is marked as deciding it.
func TestNoEndMarksDuringTheGame(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, scenes.Match{})
	if err := m.PlayMoves(s, "a1 b2 d1 d2 g1xd2"); err != nil {
		t.Fatal(err)
	}
	if d := m.decor(); d.Final || len(d.Mills) != 0 || d.Blocked != 0 || endWords(m.pos) != "" {
		t.Fatalf("a game in progress shows end marks: %+v, %q", d, endWords(m.pos))
	}
}
