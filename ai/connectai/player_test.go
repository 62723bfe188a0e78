package connectai

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/connect"
)

func TestLevelsAndNew(t *testing.T) {
	aitest.CheckLadder(t, Roster, []string{"beginner", "easy", "normal", "hard", "master"}, "normal", "master")
	for _, l := range Roster.All() {
		p, err := Roster.New(l.Name, 1)
		if err != nil || p.Name() != l.Name {
			t.Errorf("%v: %v", l, err)
		}
	}
	// The seed's alpha-beta, both heuristics at Easy's and Normal's depths and
	// the exact solver keep their names, in the lab.
	for _, name := range []string{"seed-alphabeta", "easy-seed", "normal-seed", "easy-board", "normal-board", "perfect"} {
		if p, err := Roster.New(name, 1); err != nil || p.Name() != name {
			t.Errorf("New(%s) = %v, %v", name, p, err)
		}
	}
	// Which heuristic each seed player scores its leaves with: the ladder's
	// Easy and Normal are the seed's players, with the seed's own heuristic
	// (also under names that say so); the lab's whole-board players use the
	// stronger whole board (docs/connect-ai.md).
	for name, want := range map[string]HeuristicKind{
		"easy": SeedMove, "normal": SeedMove, "easy-seed": SeedMove, "normal-seed": SeedMove, "seed-alphabeta": SeedMove,
		"easy-board": WholeBoard, "normal-board": WholeBoard,
	} {
		sp := aitest.New(t, Roster, name, 1).(*SeedPlayer)
		if sp.kind != want {
			t.Errorf("%s scores leaves by the %v heuristic, want %v", name, sp.kind, want)
		}
		if wantDepth := map[bool]int{true: EasyDepth, false: NormalDepth}[strings.HasPrefix(name, "easy")]; name != "seed-alphabeta" && sp.depth != wantDepth {
			t.Errorf("%s: depth %d, want %d", name, sp.depth, wantDepth)
		}
	}
	// Beginner is Easy, the seed's player, with a share of random columns.
	b := aitest.New(t, Roster, "beginner", 1).(*ai.Sloppy[*connect.Position, int])
	if sp := b.Inner.(*SeedPlayer); sp.kind != SeedMove || sp.depth != EasyDepth || !sp.plain || b.Chance != BeginnerChance {
		t.Errorf("beginner: %v heuristic, depth %d, plain %v, %v random; want Easy's with %v random", sp.kind, sp.depth, sp.plain, b.Chance, BeginnerChance)
	}
	if _, err := Roster.New("deepblue", 1); err == nil || !strings.Contains(err.Error(), "beginner, easy, normal, hard, master, seed-alphabeta, easy-board, normal-board, perfect, easy-seed, normal-seed") {
		t.Errorf("unknown name: %v", err)
	}
}

// TestBeginnerMissesWinsSometimes: the bottom rung makes mistakes a
// first-time player can see (a random column instead of a win in one),
// but most of the time it still plays like Easy.
func TestBeginnerMissesWinsSometimes(t *testing.T) {
	p := mustParse(t, connect.Standard, "121212") // X wins in column 1
	missed := 0
	const n = 100
	for seed := range uint64(n) {
		col, _, err := aitest.New(t, Roster, "beginner", seed).Choose(context.Background(), p, ai.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if col != 0 {
			missed++
		}
	}
	if missed == 0 || missed > n/2 {
		t.Errorf("beginner missed the win in column 1 with %d of %d seeds", missed, n)
	}
}

// TestHardIsBoundedByWork: Hard solves within its node budget and
// searches its depth, so it plays the same on any machine; its move time
// is the rungs' safety net (ai.RungMoveTime), above what the bounds need.
func TestHardIsBoundedByWork(t *testing.T) {
	h := aitest.New(t, Roster, "hard", 1).(*PerfectPlayer)
	if !h.noBook || h.solveNodes != HardSolveNodes || h.depth != HardDepth || h.moveTime != ai.RungMoveTime {
		t.Errorf("hard: %+v", h)
	}
	// From the empty board the solve cannot finish in the budget: Hard
	// plays its search's move and says so.
	_, info, err := h.Choose(context.Background(), connect.MustNew(connect.Standard), ai.Limits{MaxNodes: 20_000})
	if err != nil || info.Exact || !strings.Contains(info.Note, "unfinished in") {
		t.Errorf("hard from the empty board: %+v, %v", info, err)
	}
}

// Master never makes a player wait: the rungs' 2 s a move on every board
// (its search takes the whole of it where the solver does not run). There,
// even a search cut short at once neither misses a win nor leaves one to
// the opponent (on 9×8, where the solver does not run).
func TestMasterOnLargeBoards(t *testing.T) {
	m := aitest.New(t, Roster, "master", 1).(*PerfectPlayer)
	if m.moveTime != ai.RungMoveTime || m.solveNodes != MasterSolveNodes {
		t.Errorf("master: %+v", m.perfectSettings)
	}
	c := connect.Config{W: 9, H: 8, N: 4}
	for _, tc := range []struct{ moves, want string }{
		{"919283", "4"}, // Red's three on the bottom row: Blue blocks
		{"19293", "4"},  // Blue's three: Red blocks
		{"192939", "4"}, // Blue's three and Red's three in column 9: Blue wins
	} {
		p, err := connect.ParseMoves(c, tc.moves)
		if err != nil {
			t.Fatal(err)
		}
		col, info, err := m.Choose(context.Background(), p, ai.Limits{MaxNodes: 1, MaxDepth: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := strconv.Itoa(col + 1); got != tc.want {
			t.Errorf("after %s: column %s, want %s (%s)", tc.moves, got, tc.want, info.Note)
		}
	}
}

// TestPlayersMoveLegallyWithoutTouchingThePosition, on several boards.
func TestPlayersMoveLegallyWithoutTouchingThePosition(t *testing.T) {
	for _, c := range []connect.Config{connect.Standard, {W: 4, H: 4, N: 3}, {W: 9, H: 8, N: 6}} {
		for _, name := range Roster.Names() {
			pl := aitest.New(t, Roster, name, 7)
			p := connect.MustNew(c)
			for !p.Over() {
				before, h := p.String(), p.Hash()
				col, info, err := pl.Choose(context.Background(), p, ai.Limits{MoveTime: 40 * time.Millisecond})
				if err != nil {
					t.Fatalf("%v %s at %s: %v", c, name, p, err)
				}
				if p.String() != before || p.Hash() != h {
					t.Fatalf("%v %s changed the position", c, name)
				}
				if info.Note == "" {
					t.Fatalf("%v %s: info %+v for column %d", c, name, info, col)
				}
				if err := p.Play(col); err != nil {
					t.Fatalf("%v %s at %s: illegal column %d: %v", c, name, before, col+1, err)
				}
				if testing.Short() && p.Ply() > 6 {
					break
				}
			}
			if _, _, err := pl.Choose(context.Background(), mustParse(t, connect.Standard, "1212121"), ai.Limits{}); err != ErrOver {
				t.Errorf("%s on a finished game: %v", name, err)
			}
		}
	}
}

// TestPerfectPlaysFastestWin: on solved positions the perfect player's
// move keeps the exact score (so it wins fastest / loses slowest).
func TestPerfectPlaysFastestWin(t *testing.T) {
	pl := aitest.New(t, Roster, "perfect", 3)
	s, _ := NewSolver(connect.Standard, 0)
	for _, l := range readSet(t, "Test_L3_R1")[:30] {
		p := mustParse(t, connect.Standard, l.moves)
		// Solves of a few milliseconds: the minute is only a safety net.
		col, info, err := pl.Choose(context.Background(), p, ai.Limits{MoveTime: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if !info.Exact || info.Score != l.score {
			t.Fatalf("%s: info %+v, want exact %d", l.moves, info, l.score)
		}
		scores, _, _ := s.MoveScores(p, Limits{})
		if scores[col] != l.score {
			t.Fatalf("%s: column %d scores %d, the position %d", l.moves, col+1, scores[col], l.score)
		}
	}
}

func TestPerfectFallsBackWhenTimeIsShort(t *testing.T) {
	pl := aitest.New(t, Roster, "perfect", 3)
	lim := ai.Limits{MoveTime: 50 * time.Millisecond}
	p := mustParse(t, connect.Standard, "3435") // off the opening book's lines; an 18 s solve
	col, info, err := pl.Choose(context.Background(), p, lim)
	if err != nil || !p.CanPlay(col) {
		t.Fatalf("%d %v", col, err)
	}
	if info.Exact || !strings.Contains(info.Note, "unfinished") {
		t.Errorf("info %+v", info)
	}
	big := connect.MustNew(connect.Config{W: 9, H: 8, N: 4})
	_, info, err = pl.Choose(context.Background(), big, lim)
	if err != nil {
		t.Fatal(err)
	}
	if info.Exact || !strings.Contains(info.Note, "unfinished") { // the wide solver's
		t.Errorf("9x8 info %+v", info)
	}
}

// TestLimits: MaxDepth and MaxNodes bound the searches whatever the clock.
func TestLimits(t *testing.T) {
	p := mustParse(t, connect.Standard, "3435") // off the opening book's lines; an 18 s solve
	for _, tc := range []struct {
		name string
		lim  ai.Limits
	}{
		{"easy", ai.Limits{MaxDepth: 1}},
		{"normal", ai.Limits{MaxDepth: 3}},
		{"normal", ai.Limits{MaxNodes: 2000}},
		{"perfect", ai.Limits{MaxNodes: 20000}},
		{"perfect", ai.Limits{MaxNodes: 20000, MaxDepth: 2}},
	} {
		pl := aitest.New(t, Roster, tc.name, 1)
		tc.lim.MoveTime = time.Minute
		col, info, err := pl.Choose(context.Background(), p, tc.lim)
		if err != nil || !p.CanPlay(col) {
			t.Fatalf("%s %+v: %d %v", tc.name, tc.lim, col, err)
		}
		if tc.lim.MaxDepth > 0 && info.Depth != tc.lim.MaxDepth {
			t.Errorf("%s %+v: depth %d", tc.name, tc.lim, info.Depth)
		}
		if tc.lim.MaxNodes > 0 && (info.Nodes > tc.lim.MaxNodes || info.Exact) {
			t.Errorf("%s %+v: %d nodes, exact %v", tc.name, tc.lim, info.Nodes, info.Exact)
		}
		if tc.name == "perfect" && !strings.Contains(info.Note, "unfinished") {
			t.Errorf("%s %+v: note %q", tc.name, tc.lim, info.Note)
		}
		// The same limits, the same answer.
		again := aitest.New(t, Roster, tc.name, 1)
		if col2, info2, _ := again.Choose(context.Background(), p, tc.lim); col2 != col || info2.Nodes != info.Nodes {
			t.Errorf("%s %+v: column %d then %d, %d nodes then %d", tc.name, tc.lim, col, col2, info.Nodes, info2.Nodes)
		}
	}
}

func TestCancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range Roster.Names() {
		pl := aitest.New(t, Roster, name, 1)
		start := time.Now()
		col, _, err := pl.Choose(ctx, connect.MustNew(connect.Standard), ai.Limits{MoveTime: time.Minute})
		if err != context.Canceled || col < 0 || col >= 7 {
			t.Errorf("%s: %d %v", name, col, err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s ignored the cancelled context for %v", name, d)
		}
	}
}

func TestAnalyse(t *testing.T) {
	s, _ := NewSolver(connect.Standard, 0)
	for _, l := range readSet(t, "Test_L2_R1")[:10] {
		p := mustParse(t, connect.Standard, l.moves)
		before := p.String()
		vals := Analyse(context.Background(), p, 10*time.Second)
		if p.String() != before {
			t.Fatal("Analyse changed the position")
		}
		scores, legal, _ := s.MoveScores(p, Limits{})
		best := -100
		for col, v := range vals {
			if v.Column != col || v.Legal != legal[col] {
				t.Fatalf("%s column %d: %+v", l.moves, col+1, v)
			}
			if !v.Legal {
				continue
			}
			if !v.Exact || v.Score != scores[col] {
				t.Fatalf("%s column %d: %+v, solver %d", l.moves, col+1, v, scores[col])
			}
			if res, k := Outcome(v.Score, p.Ply(), connect.Standard); res != v.Result || k != v.In {
				t.Fatalf("%s column %d: %+v", l.moves, col+1, v)
			}
			best = max(best, v.Score)
		}
		if best != l.score {
			t.Fatalf("%s: best column %d, position %d", l.moves, best, l.score)
		}
	}
	// Early on the standard board the solver cannot finish in 100 ms: the
	// opening book knows the best column of the empty board (the centre,
	// worth 1), and every column there and after 4 4, since it holds the
	// position after each (the other player's lines): a column is worth
	// minus that position.
	book := BookFor(connect.Standard)
	for _, moves := range []string{"", "44"} {
		vals := Analyse(context.Background(), mustParse(t, connect.Standard, moves), 100*time.Millisecond)
		for _, v := range vals {
			after, _, ok := book.Lookup(mustParse(t, connect.Standard, moves+strconv.Itoa(v.Column+1)))
			if !ok || !v.Legal || !v.Exact || v.Score != -after {
				t.Errorf("after %q, column %d: %+v, the book after it %d (%v)", moves, v.Column+1, v, after, ok)
			}
		}
		if moves == "" && (!vals[3].Exact || vals[3].Score != 1) {
			t.Errorf("empty board, the centre from the book: %+v", vals[3])
		}
	}
	// Too large for the solver: heuristic values, full columns marked.
	p := mustParse(t, connect.Config{W: 9, H: 8, N: 4}, "11111111")
	vals := Analyse(context.Background(), p, 100*time.Millisecond)
	if vals[0].Legal || !vals[1].Legal || vals[1].Exact {
		t.Errorf("9x8: %+v", vals[:2])
	}
}
