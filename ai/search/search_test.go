package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
	"unsafe"

	"stratagem/ai"
	"stratagem/ai/aitest"
)

// ---- Toy game 1: Nim with several heaps (last to take wins). ----
//
// Its value is known in closed form (the side to move wins iff the heaps'
// XOR is not zero) and it is full of transpositions, which exercises the table.

type nim struct {
	heaps []int
	hist  []nimMove
}

type nimMove struct{ heap, take int }

func newNim(heaps ...int) *nim { return &nim{heaps: heaps} }

func (n *nim) Moves(buf []nimMove) []nimMove {
	for h, c := range n.heaps {
		for t := 1; t <= c; t++ {
			buf = append(buf, nimMove{h, t})
		}
	}
	return buf
}
func (n *nim) Apply(m nimMove) { n.heaps[m.heap] -= m.take; n.hist = append(n.hist, m) }
func (n *nim) Undo() {
	m := n.hist[len(n.hist)-1]
	n.hist = n.hist[:len(n.hist)-1]
	n.heaps[m.heap] += m.take
}

// Hash covers the heaps only: Nim is impartial, so the side to move does
// not change a position's value.
func (n *nim) Hash() uint64 {
	h := uint64(14695981039346656037)
	for _, c := range n.heaps {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return h
}

// Evaluate is an arbitrary but deterministic guess, so depth-limited
// searches have something to compare.
func (n *nim) Evaluate() int {
	x, s := 0, 0
	for i, c := range n.heaps {
		x ^= c
		s += c * (i + 1)
	}
	return (x*37+s*11)%23 - 11
}
func (n *nim) Terminal() (int, bool) {
	for _, c := range n.heaps {
		if c > 0 {
			return 0, false
		}
	}
	return -Mate, true // the opponent took the last stone
}
func (n *nim) NoMoves() int { return -Mate }

// nimOrdered adds every optional interface on top of nim.
type nimOrdered struct{ *nim }

func (n nimOrdered) OrderScore(m nimMove) int  { return m.take }
func (n nimOrdered) HistoryKey(m nimMove) int  { return m.heap*16 + m.take }
func (n nimOrdered) HistorySize() int          { return 16 * 16 }
func (n nimOrdered) IsTactical(m nimMove) bool { return m.take >= 3 }

// minimax is the plain reference: no pruning, no table, same scoring rules.
func minimax[M comparable](st State[M], depth, ply int) int {
	if ply > 0 {
		if sc, over := st.Terminal(); over {
			return terminalScore(sc, ply)
		}
	}
	if depth == 0 { // the horizon: like the search, no look at the moves
		return min(max(st.Evaluate(), -MaxEval), MaxEval)
	}
	moves := st.Moves(nil)
	if len(moves) == 0 {
		return terminalScore(st.NoMoves(), ply)
	}
	best := -Infinity
	for _, m := range moves {
		st.Apply(m)
		best = max(best, -minimax(st, depth-1, ply+1))
		st.Undo()
	}
	return best
}

// moveValue is the reference value of playing m at the root.
func moveValue[M comparable](st State[M], m M, depth int) int {
	st.Apply(m)
	defer st.Undo()
	if sc, over := st.Terminal(); over {
		return -terminalScore(sc, 1)
	}
	return -minimax(st, depth-1, 1)
}

func TestNimSolvedExactly(t *testing.T) {
	for _, heaps := range [][]int{{1}, {4}, {1, 2}, {1, 2, 3}, {2, 2, 3}, {1, 3, 4}, {3, 4}} {
		total := sum(heaps)
		want := minimax[nimMove](newNim(slices.Clone(heaps)...), total+1, 0)
		xor := 0
		for _, h := range heaps {
			xor ^= h
		}
		if (want > 0) != (xor != 0) {
			t.Fatalf("%v: reference minimax %d disagrees with Nim theory (xor %d)", heaps, want, xor)
		}
		for _, cfg := range []Config{
			{},
			{TableEntries: 1 << 12},
			{TableEntries: 64}, // tiny: constant replacement
			{TableEntries: 1 << 12, Rand: rand.New(rand.NewPCG(1, 2))},
		} {
			for _, ordered := range []bool{false, true} {
				st := State[nimMove](newNim(slices.Clone(heaps)...))
				if ordered {
					st = nimOrdered{newNim(slices.Clone(heaps)...)}
				}
				m, info, err := New[nimMove](cfg).Search(context.Background(), st, ai.Limits{MaxDepth: total + 1})
				if err != nil {
					t.Fatal(err)
				}
				if info.Score != want {
					t.Errorf("%v cfg %+v ordered %v: score %d, minimax %d", heaps, cfg, ordered, info.Score, want)
				}
				if got := moveValue(st, m, total+1); got != want {
					t.Errorf("%v: chose %v worth %d, best is %d", heaps, m, got, want)
				}
			}
		}
	}
}

func TestNimDepthLimitedEqualsMinimax(t *testing.T) {
	// Without transpositions mattering (no table), alpha-beta must agree with
	// minimax at every depth, evaluation at the horizon included.
	heaps := []int{2, 3, 4}
	for depth := 1; depth <= 6; depth++ {
		want := minimax[nimMove](newNim(slices.Clone(heaps)...), depth, 0)
		for _, ordered := range []bool{false, true} {
			st := State[nimMove](newNim(slices.Clone(heaps)...))
			if ordered {
				st = nimOrdered{newNim(slices.Clone(heaps)...)}
			}
			_, info, err := New[nimMove](Config{}).Search(context.Background(), st, ai.Limits{MaxDepth: depth})
			if err != nil {
				t.Fatal(err)
			}
			if info.Score != want || info.Depth != depth {
				t.Errorf("depth %d ordered %v: score %d (depth %d), minimax %d", depth, ordered, info.Score, info.Depth, want)
			}
		}
	}
}

func TestStateRestoredAfterSearch(t *testing.T) {
	n := newNim(3, 4, 5)
	_, _, err := New[nimMove](Config{TableEntries: 1 << 10}).Search(context.Background(), nimOrdered{n}, ai.Limits{MaxDepth: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(n.heaps, []int{3, 4, 5}) || len(n.hist) != 0 {
		t.Fatalf("state changed by the search: %v, history %v", n.heaps, n.hist)
	}
}

// ---- Toy game 2: a random fixed game tree. ----
//
// Every node has a unique hash, leaves and inner nodes have random
// evaluations, and some nodes are wins or losses, so alpha-beta with
// every refinement must give exactly the minimax value at each depth.

type treeNode struct {
	kids []*treeNode
	eval int
	over bool
	win  bool // when over: the side to move has won (rare in real games)
	id   uint64
}

func buildTree(r *rand.Rand, depth, maxKids int, id *uint64) *treeNode {
	*id++
	n := &treeNode{eval: r.IntN(201) - 100, id: *id * 0x9e3779b97f4a7c15}
	if depth == 0 {
		return n
	}
	if r.IntN(12) == 0 {
		n.over, n.win = true, r.IntN(4) == 0
		return n
	}
	k := 1 + r.IntN(maxKids)
	if r.IntN(15) == 0 {
		k = 0 // stuck: NoMoves scores it
	}
	for range k {
		n.kids = append(n.kids, buildTree(r, depth-1, maxKids, id))
	}
	return n
}

type tree struct{ path []*treeNode }

func (t *tree) cur() *treeNode { return t.path[len(t.path)-1] }
func (t *tree) Moves(buf []int) []int {
	for i := range t.cur().kids {
		buf = append(buf, i)
	}
	return buf
}
func (t *tree) Apply(m int)   { t.path = append(t.path, t.cur().kids[m]) }
func (t *tree) Undo()         { t.path = t.path[:len(t.path)-1] }
func (t *tree) Hash() uint64  { return t.cur().id }
func (t *tree) Evaluate() int { return t.cur().eval }
func (t *tree) Terminal() (int, bool) {
	n := t.cur()
	switch {
	case !n.over:
		return 0, false
	case n.win:
		return Mate, true
	}
	return -Mate, true
}
func (t *tree) NoMoves() int { return 0 } // stuck is a draw in this game

type treeOrdered struct{ *tree }

func (t treeOrdered) OrderScore(m int) int { return -t.cur().kids[m].eval } // a decent guess
func (t treeOrdered) HistoryKey(m int) int { return m }
func (t treeOrdered) HistorySize() int     { return 8 }

func TestRandomTreesEqualMinimax(t *testing.T) {
	aitest.OneGoroutine(t)
	r := rand.New(rand.NewPCG(7, 7))
	for trial := range 40 {
		var id uint64
		root := buildTree(r, 7, 5, &id)
		if len(root.kids) < 2 {
			continue // a single move is played without searching deeper
		}
		for depth := 1; depth <= 7; depth++ {
			want := minimax[int](&tree{path: []*treeNode{root}}, depth, 0)
			for ci, cfg := range []Config{
				{},
				{TableEntries: 1 << 14},
				{TableEntries: 1 << 14, Rand: rand.New(rand.NewPCG(uint64(trial), 3))},
				{TableEntries: 16},
				{TableEntries: 1 << 14, Aspiration: 3}, // narrow: fails high and low often
				{Aspiration: 40},
				{TableEntries: 1 << 14, WholeTime: true, Aspiration: 3}, // no limit cuts an iteration: as without
			} {
				for _, ordered := range []bool{false, true} {
					var st State[int] = &tree{path: []*treeNode{root}}
					if ordered {
						st = treeOrdered{&tree{path: []*treeNode{root}}}
					}
					m, info, err := New[int](cfg).Search(context.Background(), st, ai.Limits{MaxDepth: depth})
					if err != nil {
						t.Fatal(err)
					}
					if info.Score != want {
						t.Fatalf("trial %d depth %d cfg %d ordered %v: score %d, minimax %d", trial, depth, ci, ordered, info.Score, want)
					}
					if got := moveValue(st, m, depth); got != want {
						t.Fatalf("trial %d depth %d: move %d worth %d, best %d", trial, depth, m, got, want)
					}
				}
			}
		}
	}
}

// fixed builds a tree from nested literals: a leaf is an int evaluation
// (for the side to move at the leaf), "W"/"L" are won/lost for the side to
// move there, and a slice holds children.
func fixed(spec any) *treeNode {
	var id uint64
	var build func(any) *treeNode
	build = func(s any) *treeNode {
		id++
		n := &treeNode{id: id * 0x9e3779b97f4a7c15}
		switch v := s.(type) {
		case int:
			n.eval = v
		case string:
			n.over, n.win = true, v == "W"
		case []any:
			for _, k := range v {
				n.kids = append(n.kids, build(k))
			}
		}
		return n
	}
	return build(spec)
}

func TestWinsFastestLosesSlowest(t *testing.T) {
	// Move 0 wins in three plies, move 1 wins at once ("L": the opponent,
	// to move there, has lost).
	win := fixed([]any{
		[]any{[]any{"L"}},
		"L",
		[]any{5},
	})
	m, info, _ := New[int](Config{TableEntries: 256}).Search(context.Background(), &tree{path: []*treeNode{win}}, ai.Limits{MaxDepth: 6})
	if m != 1 || info.Score != Mate-1 {
		t.Errorf("win: chose %d score %d, want move 1 score %d", m, info.Score, Mate-1)
	}
	// Every move loses ("W": the opponent, to move there, has won); move 2
	// loses latest, at ply 5.
	lose := fixed([]any{
		"W",
		[]any{[]any{"W"}, []any{"W"}},
		[]any{[]any{[]any{[]any{"W"}}}},
	})
	m, info, _ = New[int](Config{TableEntries: 256}).Search(context.Background(), &tree{path: []*treeNode{lose}}, ai.Limits{MaxDepth: 8})
	if m != 2 {
		t.Errorf("loss: chose %d score %d, want the slowest loss, move 2", m, info.Score)
	}
	if info.Score != -Mate+5 {
		t.Errorf("loss score %d, want %d", info.Score, -Mate+5)
	}
}

func TestTiesBrokenAtRandom(t *testing.T) {
	// Four equal moves and a worse one.
	root := fixed([]any{-3, -3, -3, 7, -3})
	seen := map[int]bool{}
	for seed := range uint64(40) {
		s := New[int](Config{Rand: rand.New(rand.NewPCG(seed, 1))})
		m, info, _ := s.Search(context.Background(), &tree{path: []*treeNode{root}}, ai.Limits{MaxDepth: 1})
		if m == 3 {
			t.Fatalf("seed %d chose the worse move", seed)
		}
		if info.Ties != 4 {
			t.Fatalf("seed %d: %d ties, want 4", seed, info.Ties)
		}
		seen[m] = true
	}
	if len(seen) != 4 {
		t.Errorf("40 seeds chose only %v among four equal moves", seen)
	}
	// The same seed plays the same move.
	pick := func() int {
		s := New[int](Config{Rand: rand.New(rand.NewPCG(99, 1))})
		m, _, _ := s.Search(context.Background(), &tree{path: []*treeNode{root}}, ai.Limits{MaxDepth: 1})
		return m
	}
	if a, b := pick(), pick(); a != b {
		t.Errorf("same seed chose %d then %d", a, b)
	}
}

func TestMarginAdmitsNearEqualMoves(t *testing.T) {
	root := fixed([]any{-10, -8, -30, -12}) // values for the mover: 10, 8, 30, 12
	seen := map[int]bool{}
	for seed := range uint64(60) {
		s := New[int](Config{Rand: rand.New(rand.NewPCG(seed, 5)), Margin: 5})
		m, _, _ := s.Search(context.Background(), &tree{path: []*treeNode{root}}, ai.Limits{MaxDepth: 1})
		seen[m] = true
	}
	// Within 5 of the best (30): only move 2. Within 5 of 12? no: best is 30.
	if len(seen) != 1 || !seen[2] {
		t.Errorf("chose %v, want only move 2", seen)
	}
	root = fixed([]any{-10, -8, -30, -27, -26})
	seen = map[int]bool{}
	for seed := range uint64(60) {
		s := New[int](Config{Rand: rand.New(rand.NewPCG(seed, 5)), Margin: 5})
		m, _, _ := s.Search(context.Background(), &tree{path: []*treeNode{root}}, ai.Limits{MaxDepth: 1})
		seen[m] = true
	}
	if len(seen) != 3 || !seen[2] || !seen[3] || !seen[4] {
		t.Errorf("chose %v, want moves 2, 3 and 4", seen)
	}
}

// endless is a game with no end and a wide tree, to test the limits.
type endless struct{ path []uint64 }

func (e *endless) Moves(buf []int) []int {
	for i := range 30 {
		buf = append(buf, i)
	}
	return buf
}
func (e *endless) Apply(m int) {
	h := e.path[len(e.path)-1]
	e.path = append(e.path, (h^uint64(m+1))*0x100000001b3+uint64(len(e.path)))
}
func (e *endless) Undo()                 { e.path = e.path[:len(e.path)-1] }
func (e *endless) Hash() uint64          { return e.path[len(e.path)-1] }
func (e *endless) Evaluate() int         { return int(e.Hash()%201) - 100 }
func (e *endless) Terminal() (int, bool) { return 0, false }
func (e *endless) NoMoves() int          { return 0 }

func TestCancellationReturnsPromptlyWithALegalMove(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	var m int
	var info Info[int]
	var err error
	go func() {
		defer close(done)
		m, info, err = New[int](Config{TableEntries: 1 << 16}).Search(ctx, &endless{path: []uint64{1}}, ai.Limits{})
	}()
	time.Sleep(30 * time.Millisecond)
	cancel()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("search did not stop within 2 s of cancellation")
	}
	if err != nil || m < 0 || m >= 30 || !info.Stopped {
		t.Fatalf("got move %d, err %v, info %+v", m, err, info)
	}
}

func TestAlreadyCancelledStillGivesAMove(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, info, err := New[int](Config{}).Search(ctx, &endless{path: []uint64{1}}, ai.Limits{})
	if err != nil || m < 0 || m >= 30 {
		t.Fatalf("got move %d, err %v", m, err)
	}
	if info.Depth > 1 {
		t.Errorf("a cancelled search completed depth %d", info.Depth)
	}
	// The first iteration (30 positions) never looks at the context; the
	// look after it ends the search, which is then stopped, though no
	// iteration was cut short.
	if !info.Stopped {
		t.Errorf("a search the context ended between iterations is not marked stopped: %+v", info)
	}
}

func TestLimits(t *testing.T) {
	_, info, _ := New[int](Config{}).Search(context.Background(), &endless{path: []uint64{1}}, ai.Limits{MaxNodes: 50_000})
	if info.Nodes > 50_000+checkEvery || !info.Stopped && info.Depth == 0 {
		t.Errorf("node limit 50000: %+v", info)
	}
	_, info, _ = New[int](Config{}).Search(context.Background(), &endless{path: []uint64{1}}, ai.Limits{MaxDepth: 3})
	if info.Depth != 3 || info.Stopped {
		t.Errorf("depth limit 3: %+v", info)
	}
	if len(info.PV) != 3 {
		t.Errorf("PV %v, want 3 moves", info.PV)
	}
	start := time.Now()
	_, info, _ = New[int](Config{TableEntries: 1 << 16}).Search(context.Background(), &endless{path: []uint64{1}}, ai.Limits{MoveTime: 50 * time.Millisecond})
	// Only a very late answer is wrong: a busy machine may be late by a lot.
	if el := time.Since(start); el > 50*time.Millisecond+5*time.Second {
		t.Errorf("50 ms budget took %v", el)
	}
	// Depth 1 (30 nodes) completes before the first look at the clock.
	if info.Depth < 1 {
		t.Errorf("no depth completed in 50 ms: %+v", info)
	}
	// A node limit stops the search at that node, the same on any machine.
	for _, n := range []int64{100, 5000} {
		_, info, _ = New[int](Config{}).Search(context.Background(), &endless{path: []uint64{1}}, ai.Limits{MaxNodes: n})
		if info.Nodes != n || !info.Stopped {
			t.Errorf("node limit %d: %+v", n, info)
		}
	}
}

func TestNoMovesError(t *testing.T) {
	_, _, err := New[int](Config{}).Search(context.Background(), &tree{path: []*treeNode{{}}}, ai.Limits{MaxDepth: 2})
	if err != ErrNoMoves {
		t.Errorf("err %v, want ErrNoMoves", err)
	}
}

func TestQuiescenceSeesPastTheHorizon(t *testing.T) {
	// Nim with quiescence: the score must stay a legal score and the move legal.
	n := nimOrdered{newNim(3, 5, 6)}
	s := New[nimMove](Config{TableEntries: 1 << 10, QuiescenceDepth: 3})
	m, info, err := s.Search(context.Background(), n, ai.Limits{MaxDepth: 2})
	if err != nil || !slices.Contains(n.Moves(nil), m) {
		t.Fatalf("move %v err %v", m, err)
	}
	if info.Score <= -Infinity || info.Score >= Infinity {
		t.Errorf("score %d out of range", info.Score)
	}
}

func TestTableStoreProbe(t *testing.T) {
	tt := NewTable[int](100)
	if tt.Len() != 64 {
		t.Fatalf("len %d, want 64", tt.Len())
	}
	tt.Store(12345, 4, 77, BoundLower, 3, true)
	e, ok := tt.Probe(12345)
	if !ok || e.Score != 77 || e.Depth != 4 || e.Bound != BoundLower || e.Move != 3 {
		t.Fatalf("probe %+v %v", e, ok)
	}
	tt.Store(12345, 5, 80, BoundUpper, 0, false) // keeps the known move
	if e, _ := tt.Probe(12345); e.Move != 3 || !e.HasMove || e.Depth != 5 {
		t.Fatalf("after moveless store %+v", e)
	}
	if _, ok := tt.Probe(999); ok {
		t.Fatal("found a key never stored")
	}
	if got := scoreFromTable(scoreToTable(Mate-7, 3), 5); got != Mate-9 {
		t.Errorf("mate score moved from ply 3 to 5: %d, want %d", got, Mate-9)
	}
}

func sum(xs []int) (s int) {
	for _, x := range xs {
		s += x
	}
	return s
}

// With WholeTime a node budget cuts the last iteration, and what it found
// counts: the move played is the best of the last completed depth, or one
// that beat it one ply deeper.
func TestWholeTimeUsesTheCutIteration(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	partial := 0
	for trial := range 60 {
		var id uint64
		root := buildTree(r, 7, 5, &id)
		if len(root.kids) < 2 {
			continue
		}
		for _, budget := range []int64{40, 120, 400} {
			st := &tree{path: []*treeNode{root}}
			m, info, err := New[int](Config{TableEntries: 1 << 12, WholeTime: true}).Search(context.Background(), st, ai.Limits{MaxNodes: budget})
			if err != nil || m < 0 || m >= len(root.kids) {
				t.Fatalf("trial %d: move %d, %v", trial, m, err)
			}
			d := info.Depth
			if d == 0 || !info.Stopped {
				continue
			}
			best := minimax[int](st, d, 0)
			if moveValue(st, m, d) == best {
				continue
			}
			// Not a best move at depth d: it must beat one of those one ply deeper.
			beats := false
			for k := range root.kids {
				if moveValue(st, k, d) == best && moveValue(st, m, d+1) > moveValue(st, k, d+1) {
					beats = true
				}
			}
			if !beats {
				t.Fatalf("trial %d budget %d: move %d is neither best at depth %d nor better than a best one at %d", trial, budget, m, d, d+1)
			}
			partial++
		}
	}
	if partial == 0 {
		t.Fatal("no cut iteration ever changed the move: the test tests nothing")
	}
	t.Logf("%d searches took the cut iteration's better move", partial)
}

// ---- Toy game 3: the random tree where a side may move twice. ----

// sidedTree gives every node of a random tree a side to move, drawn from
// its id, so that some moves leave the same side to move again.
type sidedTree struct{ *tree }

func (t sidedTree) SideToMove() int { return sideOf(t.cur()) }

func sideOf(n *treeNode) int { return int(n.id>>7) % 3 % 2 } // two thirds of one side, as it falls

// sidedMinimax is minimax that negates a child's value only when the side
// changes.
func sidedMinimax(t sidedTree, depth, ply int) int {
	if ply > 0 {
		if sc, over := t.Terminal(); over {
			return terminalScore(sc, ply)
		}
	}
	if depth == 0 {
		return min(max(t.Evaluate(), -MaxEval), MaxEval)
	}
	moves := t.Moves(nil)
	if len(moves) == 0 {
		return terminalScore(t.NoMoves(), ply)
	}
	best := -Infinity
	side := t.SideToMove()
	for _, m := range moves {
		t.Apply(m)
		v := sidedMinimax(t, depth-1, ply+1)
		if t.SideToMove() != side {
			v = -v
		}
		t.Undo()
		best = max(best, v)
	}
	return best
}

func TestSiderEqualsSidedMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	again := 0
	for trial := range 40 {
		var id uint64
		root := buildTree(r, 6, 5, &id)
		if len(root.kids) < 2 {
			continue
		}
		for _, k := range root.kids {
			if sideOf(k) == sideOf(root) {
				again++
			}
		}
		for depth := 1; depth <= 6; depth++ {
			want := sidedMinimax(sidedTree{&tree{path: []*treeNode{root}}}, depth, 0)
			for ci, cfg := range []Config{
				{},
				{TableEntries: 1 << 14},
				{TableEntries: 1 << 14, Aspiration: 3, QuiescenceDepth: 0},
			} {
				_, info, err := New[int](cfg).Search(context.Background(), sidedTree{&tree{path: []*treeNode{root}}}, ai.Limits{MaxDepth: depth})
				if err != nil {
					t.Fatal(err)
				}
				if info.Score != want {
					t.Fatalf("trial %d depth %d cfg %d: score %d, sided minimax %d", trial, depth, ci, info.Score, want)
				}
			}
		}
	}
	if again == 0 {
		t.Fatal("no move ever left the same side to move: the test tests nothing")
	}
}

// An entry of a small move (Mill's: three points) is 16 bytes, so that a
// pair of slots never straddles two cache lines.
func TestEntryFitsSixteenBytes(t *testing.T) {
	type move [3]int8 // from, to, removal
	if n := unsafe.Sizeof(Entry[move]{}); n != 16 {
		t.Errorf("an entry is %d bytes", n)
	}
}
