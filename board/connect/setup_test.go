package connect

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// setupOf reads a diagram, top row first, X and O for discs and . for
// empty cells (as Diagram draws it, without the numbers), on a board of c.
func setupOf(t *testing.T, c Config, diagram string) Setup {
	t.Helper()
	rows := strings.Fields(diagram)
	if len(rows) != c.H {
		t.Fatalf("diagram of %d rows for %v", len(rows), c)
	}
	d := Setup{Config: c}
	for i, line := range rows {
		row := c.H - 1 - i
		if len(line) != c.W {
			t.Fatalf("row %q is not %d wide", line, c.W)
		}
		for col, ch := range line {
			switch ch {
			case 'X':
				d.Discs[X] = d.Discs[X].With(c.Bit(col, row))
			case 'O':
				d.Discs[O] = d.Discs[O].With(c.Bit(col, row))
			}
		}
	}
	return d
}

// small is a 4×4 board with three in a row, where the diagrams stay short.
var small = Config{W: 4, H: 4, N: 3}

// TestSetUpRefuses: every reason a set-up is refused, each with a set-up
// that has that fault first.
func TestSetUpRefuses(t *testing.T) {
	offBoard := Setup{Config: small}
	offBoard.Discs[O] = offBoard.Discs[O].With(small.Bit(1, small.H)) // the sentinel above column 2
	twoInOne := setupOf(t, small, ".... .... .... XO..")
	twoInOne.Discs[O] = twoInOne.Discs[O].With(small.Bit(0, 0))
	for _, tc := range []struct {
		name     string
		d        Setup
		want     SetupReason
		side     Player
		col, row int
	}{
		{"bad board", Setup{Config: Config{W: 3, H: 6, N: 4}}, SetupBadBoard, None, -1, -1},
		{"off board", offBoard, SetupOffBoard, O, -1, -1},
		{"two in one cell", twoInOne, SetupTwoInOne, None, 0, 0},
		{"floating", setupOf(t, small, ".... .... .O.. X..."), SetupFloating, O, 1, 1},
		{"O ahead", setupOf(t, small, ".... .... .... XOO."), SetupCounts, None, -1, -1},
		{"X two ahead", setupOf(t, small, ".... .... X... XO.X"), SetupCounts, None, -1, -1},
		{"both won", setupOf(t, small, ".... O... O... OXXX"), SetupBothWon, None, -1, -1},
		// O has a line, but X moved after it (X has one more disc).
		{"wrong winner", setupOf(t, small, ".... O... OXX. OXX."), SetupWrongWinner, O, -1, -1},
		{"X won, O moved after", setupOf(t, small, ".... .... OO.. XXXO"), SetupWrongWinner, X, -1, -1},
		// Two lines of X apart: no one last disc made both.
		{"won before", setupOf(t, small, "...X OO.X OO.X XXXO"), SetupWonBefore, X, -1, -1},
		// X's disc can only have come first, on an O at the bottom.
		{"unreachable", setupOf(t, small, ".... .... X.X. O.O."), SetupUnreachable, None, -1, -1},
		{"won", setupOf(t, small, ".... .... OO.. XXX."), SetupWon, X, -1, -1},
		{"full", setupOf(t, small, "OXOX XOXO XOXO OXOX"), SetupFull, None, -1, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := SetUp(tc.d)
			var se *SetupError
			if !errors.As(err, &se) {
				t.Fatalf("SetUp gave %v, want %s", err, tc.want.Code())
			}
			if se.Reason != tc.want || se.Side != tc.side || se.Col != tc.col || se.Row != tc.row {
				t.Fatalf("refused: %v (side %v, cell %d,%d), want %s (side %v, cell %d,%d)",
					err, se.Side, se.Col, se.Row, tc.want.Code(), tc.side, tc.col, tc.row)
			}
			if (p != nil) != tc.want.Over() {
				t.Fatalf("position %v returned with %s", p, tc.want.Code())
			}
			if p != nil && p.Describe() != tc.d {
				t.Fatalf("the finished position set up is\n%s", p.Diagram())
			}
		})
	}
}

// TestSetUpFindsAnOrder: set-ups that need the right order of moves (a
// line that must come last, O under X under O) are built, their side to
// move the one the counts give.
func TestSetUpFindsAnOrder(t *testing.T) {
	for _, tc := range []struct {
		diagram string
		toMove  Player
	}{
		{".... .... .... ....", X},
		{".... .... .... X...", O},
		{".... X... O... XO..", X},
		{".... O... X... XOXO", X},
		// X's discs in column 1 lie on O's: O's first disc was elsewhere.
		{"X... O... X... OOXX", O},
	} {
		d := setupOf(t, small, tc.diagram)
		p, err := SetUp(d)
		if err != nil {
			t.Errorf("%s: refused: %v", tc.diagram, err)
			continue
		}
		if p.Describe() != d || p.SideToMove() != tc.toMove || p.Winner() != None {
			t.Errorf("%s: set up\n%s to move %v", tc.diagram, p.Diagram(), p.SideToMove())
		}
	}
}

// TestSetUpRoundTrip: every position of seeded random games on every
// board the game offers, described and set up again, holds the same
// discs with the same hash and side to move; a finished one is refused as
// over, with its winner.
func TestSetUpRoundTrip(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	rng := rand.New(rand.NewPCG(44, 4))
	positions, ends := 0, 0
	for _, c := range allConfigs() {
		for range games {
			p := randomGame(c, rng)
			moves := p.Moves()
			q := MustNew(c)
			for i := 0; i <= len(moves); i++ {
				checkSetupRoundTrip(t, q)
				positions++
				if i < len(moves) {
					q.Apply(moves[i])
				}
			}
			ends++
		}
	}
	t.Logf("%d boards: %d positions of %d games set up again", len(allConfigs()), positions, ends)
}

func checkSetupRoundTrip(t *testing.T, p *Position) {
	t.Helper()
	q, err := SetUp(p.Describe())
	var se *SetupError
	switch {
	case p.Winner() != None:
		if !errors.As(err, &se) || se.Reason != SetupWon || se.Side != p.Winner() {
			t.Fatalf("%v %s: SetUp gave %v, want won by %v", p.cfg, p, err, p.Winner())
		}
	case p.Full():
		if !errors.As(err, &se) || se.Reason != SetupFull {
			t.Fatalf("%v %s: SetUp gave %v, want full", p.cfg, p, err)
		}
	case err != nil:
		t.Fatalf("%v %s: refused: %v", p.cfg, p, err)
	}
	if !q.Equal(p) || q.Hash() != p.Hash() || q.SideToMove() != p.SideToMove() || q.Ply() != p.Ply() {
		t.Fatalf("%v: %s set up as %s", p.cfg, p, q)
	}
}
