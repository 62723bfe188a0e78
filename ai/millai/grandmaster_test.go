package millai

import (
	"bytes"
	"context"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/ai/millai/endgame"
	"stratagem/board/mill"
)

// randomEndgame returns a random position with both hands empty, nb blue
// and nr red pieces, Blue to move.
func randomEndgame(t *testing.T, rng *rand.Rand, nb, nr int) *mill.Position {
	t.Helper()
	perm := rng.Perm(mill.NineMensMorris.NumPoints())
	var s strings.Builder
	s.WriteString("blue:")
	for _, p := range perm[:nb] {
		s.WriteString(" " + mill.Point(p).String())
	}
	s.WriteString("; red:")
	for _, p := range perm[nb : nb+nr] {
		s.WriteString(" " + mill.Point(p).String())
	}
	pos, err := mill.ParsePosition(s.String())
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// In the databases' endgames Grandmaster, even on a small budget, plays
// exactly: from a won position a move that wins faster by one ply (the
// other side then loses in one ply less), from a drawn one a move that
// keeps the draw, from a lost one the longest resistance.
func TestGrandmasterPlaysEndgamesExactly(t *testing.T) {
	eg := endgame.Default()
	rng := rand.New(rand.NewPCG(21, 22))
	counts := map[int]int{}
	want := map[int]int{1: 30, 0: 20, -1: 15}
	if testing.Short() { // the race detector makes every search ten times slower
		want = map[int]int{1: 8, 0: 6, -1: 5}
	}
	for n := 0; n < 3000 && (counts[1] < want[1] || counts[0] < want[0] || counts[-1] < want[-1]); n++ {
		pos := randomEndgame(t, rng, 3+rng.IntN(3), 3+rng.IntN(3))
		before, ok := eg.Probe(pos)
		if !ok {
			t.Fatalf("%s: not in the databases", pos)
		}
		if pos.Outcome().Over() {
			continue
		}
		if counts[before.Outcome] >= want[before.Outcome] {
			continue // most random endgames are draws: keep room for the rest
		}
		counts[before.Outcome]++
		p := mustPlayer(t, "grandmaster", uint64(n), ai.Limits{MoveTime: time.Minute, MaxNodes: 20_000})
		m := choose(t, p, pos)
		pos.Apply(m)
		after, _ := eg.Probe(pos)
		if o := pos.Outcome(); o.Over() {
			if before != (endgame.Result{Outcome: 1, Plies: 1}) || o.Winner != mill.Blue {
				t.Fatalf("%s: %s, but %v ended the game: %s", pos, before, m, o)
			}
			continue
		}
		want := endgame.Result{Outcome: -before.Outcome, Plies: max(before.Plies-1, 0)}
		if after != want {
			pos.Undo()
			t.Fatalf("%s (%s): Grandmaster played %v, after which the other side has %s, want %s", pos, before, m, after, want)
		}
	}
	if counts[1] < want[1] || counts[-1] < want[-1] || counts[0] < want[0] {
		t.Fatalf("too few of a kind: %v (wins, losses and draws for the side to move)", counts)
	}
	t.Logf("positions by result for the side to move: %v", counts)
}

// A won database position is converted: from positions of six or more
// pieces against three (a flyer), won for the side with more, Grandmaster
// on both sides plays the game out, and it ends in the win the databases
// promise, at the distance they promise (the loser holds out longest).
func TestGrandmasterConvertsFlyerEndgames(t *testing.T) {
	aitest.OneGoroutine(t)
	eg := endgame.Default()
	if err := eg.Wait(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(23, 24))
	want := 8
	if testing.Short() {
		want = 1 // the race detector's run
	}
	played := 0
	for n := 0; n < 5000 && played < want; n++ {
		pos := randomEndgame(t, rng, 6+played%(endgame.Shipped.Flyer-5), 3)
		r, ok := eg.Probe(pos)
		if !ok {
			t.Fatalf("%s: not in the databases", pos)
		}
		if r.Outcome != 1 || r.Plies < 5 || pos.Outcome().Over() || pos.QuietPlies()+r.Plies >= pos.Variant().QuietPlies() {
			continue
		}
		played++
		start := pos.String()
		players := [2]player{
			mustPlayer(t, "grandmaster", uint64(n), ai.Limits{MoveTime: time.Minute, MaxNodes: 20_000}),
			mustPlayer(t, "grandmaster", uint64(n)+1, ai.Limits{MoveTime: time.Minute, MaxNodes: 20_000}),
		}
		plies := 0
		for !pos.Outcome().Over() && plies <= r.Plies {
			pos.Apply(choose(t, players[plies%2], pos))
			plies++
		}
		if o := pos.Outcome(); o.Winner != mill.Blue || plies != r.Plies {
			t.Fatalf("from %s (Blue to move: %s): %s after %d plies, want Blue's win in %d", start, r, o, plies, r.Plies)
		}
	}
	if played < want {
		t.Fatalf("only %d won positions found", played)
	}
}

// The shipped book knows every position (folded) with fewer than four
// moves played, every move it gives is legal in every symmetric image of
// its position, and it reads back as written.
func TestShippedBook(t *testing.T) {
	b := DefaultBook()
	positions := BookPositions(4)
	if b.Len() < len(positions) {
		t.Fatalf("the book holds %d positions, want at least the %d of its first four plies", b.Len(), len(positions))
	}
	// As many as its header says: a new book's "N positions, each …", an
	// extended one's "… N positions in all." on its last line.
	said, count := -1, regexp.MustCompile(`(\d+) positions(, each| in all)`)
	for _, line := range b.Header() {
		if m := count.FindAllStringSubmatch(line, -1); m != nil {
			said, _ = strconv.Atoi(m[len(m)-1][1])
		}
	}
	if said != b.Len() {
		t.Fatalf("the book holds %d positions; its header %q says %d", b.Len(), b.Header(), said)
	}
	for _, pos := range positions {
		for s := range 16 {
			img := mill.NewGame()
			for _, m := range pos.History() {
				img.Apply(mill.NineMensMorris.TransformMove(m, s))
			}
			moves, _, ok := b.Moves(img)
			if !ok || len(moves) == 0 {
				t.Fatalf("the book does not know %s (image %d of %s)", img, s, pos)
			}
			for _, m := range moves {
				if !img.IsLegal(m) {
					t.Fatalf("book move %v is not legal in %s", m, img)
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := b.Write(&buf, "test"); err != nil {
		t.Fatal(err)
	}
	back, err := ReadBook(&buf)
	if err != nil || back.Len() != b.Len() {
		t.Fatalf("the book does not read back: %v, %d positions", err, back.Len())
	}
	if _, _, ok := b.Moves(midgame(t)); ok {
		t.Fatal("the book answers in the moving phase")
	}
}

func TestReadBookRejectsBadLines(t *testing.T) {
	for _, line := range []string{
		"blue:; red:; hand: 9 9; turn: blue = z9; score 0; depth 1",
		"blue:; red:; hand: 9 9; turn: blue = ; score 0; depth 1",
		"blue:; red:; hand: 9 9; turn: blue = d2",
		"blue: d2; red:; hand: 8 9; turn: red = d2; score 0; depth 1",
	} {
		if _, err := ReadBook(strings.NewReader(line)); err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%q: %v, want an error naming line 1", line, err)
		}
	}
}

// Grandmaster opens from the book, and differently from game to game.
func TestGrandmasterOpeningsDiffer(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(12) {
		p := mustPlayer(t, "grandmaster", seed, ai.Limits{})
		pos := mill.NewGame()
		for range 4 {
			pos.Apply(choose(t, p, pos))
		}
		seen[pos.FormatGame()] = true
	}
	if len(seen) < 4 {
		t.Fatalf("12 games opened in only %d ways: %v", len(seen), seen)
	}
}

// In a drawn database ending Grandmaster keeps the draw with the move
// that leaves the other side the largest share of moves that lose (the
// evaluation's lean, an eighth of what it was, breaks ties: at most 24
// thousandths, a share of 0.048), where the timed player, which spars
// with Sanmill, keeps the draw by its evaluation alone
// (docs/mill-engine.md, "Traps in drawn endings").
func TestGrandmasterSetsTraps(t *testing.T) {
	eg := endgame.Default()
	rng := rand.New(rand.NewPCG(25, 26))
	positions, want := 0, 24
	if testing.Short() {
		want = 6
	}
	var gmShare, timedShare float64
	for n := 0; n < 5000 && positions < want; n++ {
		pos := randomEndgame(t, rng, 3+rng.IntN(2), 3+rng.IntN(3))
		if r, ok := eg.Probe(pos); !ok || r.Outcome != 0 || pos.Outcome().Over() {
			continue
		}
		positions++
		share := func(m mill.Move) (float64, bool) {
			pos.Apply(m)
			defer pos.Undo()
			if r, _ := eg.Probe(pos); r.Outcome != 0 || pos.Outcome().Over() {
				return 0, false // not a drawing move
			}
			replies, lost := pos.LegalMoves(nil), 0
			for _, r := range replies {
				if v, ok := childValue(eg, pos, r); ok && v.Outcome < 0 {
					lost++ // a reply that loses by the databases (analysis.go)
				}
			}
			return float64(lost) / float64(len(replies)), true
		}
		best := -1.0
		for _, m := range pos.LegalMoves(nil) {
			if s, ok := share(m); ok {
				best = max(best, s)
			}
		}
		lim := ai.Limits{MoveTime: time.Minute, MaxNodes: 20_000}
		gm := choose(t, mustPlayer(t, "grandmaster", uint64(n), lim), pos)
		s, ok := share(gm)
		if !ok {
			t.Fatalf("%s: Grandmaster's %v gave the draw away", pos, gm)
		}
		if s < best-0.048 {
			t.Errorf("%s: after Grandmaster's %v a share %.3f of the replies lose; another drawing move leaves %.3f", pos, gm, s, best)
		}
		gmShare += s
		tm := choose(t, mustPlayer(t, "timed", uint64(n), lim), pos)
		s, ok = share(tm)
		if !ok {
			t.Fatalf("%s: the timed player's %v gave the draw away", pos, tm)
		}
		timedShare += s
	}
	if positions < want {
		t.Fatalf("only %d drawn positions found", positions)
	}
	if gmShare <= timedShare {
		t.Errorf("mean share of losing replies: Grandmaster %.3f, the timed player %.3f; want Grandmaster's larger", gmShare/float64(positions), timedShare/float64(positions))
	}
	t.Logf("mean share of losing replies after the move, over %d drawn endings: Grandmaster %.3f, the timed player %.3f", positions, gmShare/float64(positions), timedShare/float64(positions))
}

// ExtendBook searches only what the book lacks: a placing position of
// Nine Men's Morris it does not know, once for all its symmetric images;
// the base book is left as it was.
func TestExtendBook(t *testing.T) {
	set := BookSettings{Plies: 2, Nodes: 5000, Margin: 40}
	base, err := BuildBook(context.Background(), set, nil)
	if err != nil {
		t.Fatal(err)
	}
	game := func(v *mill.Variant, moves ...string) *mill.Position {
		pos := v.NewGame()
		for _, s := range moves {
			m, err := v.ParseMove(s)
			if err != nil || pos.Play(m) != nil {
				t.Fatalf("%v: %q does not play (%v)", moves, s, err)
			}
		}
		return pos
	}
	fresh := game(mill.NineMensMorris, "b4", "d2", "d6")
	mirror := mill.NewGame() // an image of fresh: the same position to the book
	for _, m := range fresh.History() {
		mirror.Apply(mill.NineMensMorris.TransformMove(m, 5))
	}
	positions := []*mill.Position{
		fresh, mirror,
		game(mill.NineMensMorris, "b4"),           // known to the base
		midgame(t),                                // past the placing
		game(mill.LaskerMorris, "b4", "d2", "d6"), // another variant
		game(mill.NineMensMorris, "d1", "d2", "a1", "d3", "g1xd2", "d2"), // a second new one, after a mill
	}
	book, searched, err := ExtendBook(context.Background(), base, positions, set, nil)
	if err != nil {
		t.Fatal(err)
	}
	if searched != 2 || book.Len() != base.Len()+2 {
		t.Fatalf("searched %d positions, book of %d from %d; want 2 and 2 more", searched, book.Len(), base.Len())
	}
	if base.Len() != len(BookPositions(2)) {
		t.Fatalf("the base book changed: %d positions", base.Len())
	}
	for _, pos := range []*mill.Position{fresh, mirror, positions[5]} {
		moves, _, ok := book.Moves(pos)
		if !ok || len(moves) == 0 {
			t.Fatalf("the extended book does not know %s", pos)
		}
		for _, m := range moves {
			if !pos.IsLegal(m) {
				t.Fatalf("book move %v is not legal in %s", m, pos)
			}
		}
	}
	if _, _, ok := base.Moves(fresh); ok {
		t.Fatal("the base book learnt the new position too")
	}
}
