package millai

import (
	"context"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/ai/millai/endgame"
	"stratagem/board/mill"
)

// Every rung of the ladder plays whole games of each variant other than
// the standard one (Twelve Men's Morris with its diagonals, Lasker Morris
// moving while placing, Morabaraba with its bar on going straight back,
// Six Men's Morris on its 16 points and links, Three Men's Morris on nine)
// against the rung above it (the top one against the bottom), once with
// each colour: every move is legal (choose checks it), every game ends by
// the rules. The searches are cut to two plies and a few thousand
// positions, so the test is quick and the same on any machine.
func TestLadderPlaysEveryVariant(t *testing.T) {
	aitest.OneGoroutine(t)
	for _, v := range mill.Variants()[1:] {
		t.Run(v.ID(), func(t *testing.T) { ladderPlays(t, v) })
	}
}

func ladderPlays(t *testing.T, v *mill.Variant) {
	lim := ai.Limits{MoveTime: time.Minute, MaxDepth: 2, MaxNodes: 5000}
	var names []string
	for _, l := range Roster.Levels {
		names = append(names, l.Name)
	}
	reasons := map[mill.Reason]int{}
	for i, a := range names {
		b := names[(i+1)%len(names)]
		for game, pair := range [2][2]string{{a, b}, {b, a}} {
			seed := uint64(10*i + game)
			pos := playGameOf(t, v, mustPlayer(t, pair[0], seed, lim), mustPlayer(t, pair[1], seed+100, lim), nil)
			o := pos.Outcome()
			if !o.Over() || pos.Variant() != v {
				t.Fatalf("%s against %s: the game did not end (%v)", pair[0], pair[1], o)
			}
			back, err := v.ParseGame(pos.FormatGame())
			if err != nil || back.Hash() != pos.Hash() {
				t.Fatalf("%s against %s: the record does not read back (%v): %s", pair[0], pair[1], err, pos.FormatGame())
			}
			reasons[o.Reason]++
		}
	}
	t.Logf("%s: endings %v", v, reasons)
}

// The book knows Nine Men's Morris only; the endgame databases know it and
// Lasker Morris, which moves as it once the hands are empty, for the search
// and the analysis alike. Asked about a position of another variant, even
// one that looks the same on the board, they know nothing.
func TestBookAndDatabasesKnowTheirGames(t *testing.T) {
	if _, _, ok := DefaultBook().Moves(mill.NewGame()); !ok {
		t.Fatal("the book does not know the standard start")
	}
	for _, v := range mill.Variants()[1:] {
		if _, _, ok := DefaultBook().Moves(v.NewGame()); ok {
			t.Errorf("the book answers for %s", v)
		}
	}
	const ending = "blue: a1 d1 g1 b4; red: a7 d7 g7; hand: 0 0; turn: red"
	eg := endgame.Default()
	if _, ok := eg.Probe(mustPos(t, ending)); !ok {
		t.Fatal("the databases do not know a standard ending of four against three")
	}
	// Lasker Morris moves as Nine Men's Morris once the hands are empty: the
	// same ending there is known to the databases, its search scores it from
	// them and its analysis reads them (flyToWin: Blue wins in one ply, as
	// in Nine Men's Morris). Twelve Men's Morris and Morabaraba move along
	// diagonals too: unknown, and their analysis searches.
	for _, c := range []struct {
		v     *mill.Variant
		known bool
	}{{mill.LaskerMorris, true}, {mill.TwelveMensMorris, false}, {mill.Morabaraba, false}} {
		other, err := c.v.ParsePosition(ending)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := eg.Probe(other); ok != c.known {
			t.Errorf("the databases answer for %s: %v, want %v", c.v, ok, c.known)
		}
		st := newSearchState(other, 0, eg)
		if _, ok := st.probe(0); ok != c.known {
			t.Errorf("a search of %s scores the ending from the databases: %v, want %v", c.v, ok, c.known)
		}
		fly, err := c.v.ParsePosition(flyToWin)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Analyse(context.Background(), fly, ai.Limits{MaxDepth: 1})
		if err != nil {
			t.Fatal(err)
		}
		if a.Endgame != c.known || c.known && (!a.Known || a.Winner != mill.Blue || a.Plies != 1) {
			t.Errorf("%s: analysis %+v, want from the databases: %v", c.v.Name(), a, c.known)
		}
	}
}

// A board filled by the placing is a draw in Twelve Men's Morris, not a
// loss for the side that cannot move: the search scores it so.
func TestSearchScoresAFullBoardAsADraw(t *testing.T) {
	const filling = "a7 f4 a1 b4 c3 d7 d5 f6 c4 b2 g1 d6 e4 g7 e5 c5 d2 e3 g4 d3 b6 a4 f2 d1"
	pos, err := mill.TwelveMensMorris.ParseGame(filling)
	if err != nil {
		t.Fatal(err)
	}
	const contempt = 50
	st := newSearchState(pos, contempt, nil)
	if score, over := st.Terminal(); !over || score != -contempt {
		t.Errorf("Terminal() = %d, %v on a full board; want the draw, %d", score, over, -contempt)
	}
}

// Once a side of Morabaraba is down to three pieces, ten moves each
// without a mill draw: the search scores that as a draw, where in Twelve
// Men's Morris the game goes on.
func TestSearchScoresMorabarabasTenMovesAsADraw(t *testing.T) {
	const start = "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue"
	// Twenty quiet plies that repeat no position three times: Blue flies
	// between points, Red steps b4 to a4 and back while Blue wanders.
	moves := "e5-e4 b4-a4 e4-d3 a4-b4 d3-c3 b4-a4 c3-c4 a4-b4 c4-d5 b4-a4 d5-e5 a4-b4 e5-f4 b4-a4 f4-d6 a4-b4 d6-b6 b4-a4 b6-a7 a4-b4"
	const contempt = 50
	for _, tc := range []struct {
		v    *mill.Variant
		draw bool
	}{{mill.Morabaraba, true}, {mill.TwelveMensMorris, false}} {
		pos, err := tc.v.ParsePosition(start)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range strings.Fields(moves) {
			m, err := tc.v.ParseMove(s)
			if err == nil {
				err = pos.Play(m)
			}
			if err != nil {
				t.Fatalf("%s: %s: %v", tc.v, s, err)
			}
		}
		if pos.QuietPlies() != 20 {
			t.Fatalf("%s: %d quiet plies", tc.v, pos.QuietPlies())
		}
		st := newSearchState(pos, contempt, nil)
		score, over := st.Terminal()
		if over != tc.draw || (tc.draw && score != -contempt) {
			t.Errorf("%s: Terminal() = %d, %v; want a draw %v", tc.v, score, over, tc.draw)
		}
	}
}
