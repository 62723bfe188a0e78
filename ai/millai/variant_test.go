package millai

import (
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai/endgame"
	"stratagem/board/mill"
)

// Every rung of the ladder plays whole games of Twelve Men's Morris, with
// its diagonals and twelve pieces a side, against the rung above it (the
// top one against the bottom), once with each colour: every move is
// legal (choose checks it), every game ends by the rules. The searches
// are cut to two plies and a few thousand positions, so the test is quick
// and the same on any machine.
func TestLadderPlaysTwelveMensMorris(t *testing.T) {
	v := mill.TwelveMensMorris
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
	t.Logf("endings %v", reasons)
}

// The book and the endgame databases know Nine Men's Morris only: asked
// about a position of another variant, even one that looks the same on
// the board, they know nothing.
func TestBookAndDatabasesAreForTheStandardGameOnly(t *testing.T) {
	if _, _, ok := DefaultBook().Moves(mill.NewGame()); !ok {
		t.Fatal("the book does not know the standard start")
	}
	if _, _, ok := DefaultBook().Moves(mill.TwelveMensMorris.NewGame()); ok {
		t.Error("the book answers for Twelve Men's Morris")
	}
	const ending = "blue: a1 d1 g1 b4; red: a7 d7 g7; hand: 0 0; turn: red"
	eg := endgame.Default()
	if _, ok := eg.Probe(mustPos(t, ending)); !ok {
		t.Fatal("the databases do not know a standard ending of four against three")
	}
	twelve, err := mill.TwelveMensMorris.ParsePosition(ending)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := eg.Probe(twelve); ok {
		t.Error("the databases answer for Twelve Men's Morris")
	}
	if st := newSearchState(twelve, 0, eg); st.eg != nil {
		t.Error("a search of Twelve Men's Morris probes the databases")
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
