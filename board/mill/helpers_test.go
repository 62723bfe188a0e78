package mill_test

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// must returns what parse, the function called name, reads from s, or
// stops the test.
func must[T any](t testing.TB, name string, parse func(string) (T, error), s string) T {
	t.Helper()
	v, err := parse(s)
	if err != nil {
		t.Fatalf("%s(%q): %v", name, s, err)
	}
	return v
}

// mustPos parses a position or stops the test.
func mustPos(t testing.TB, s string) *mill.Position {
	t.Helper()
	return must(t, "ParsePosition", mill.ParsePosition, s)
}

// mustGame replays a game from the start or stops the test.
func mustGame(t testing.TB, s string) *mill.Position {
	t.Helper()
	return must(t, "ParseGame", mill.ParseGame, s)
}

// pt parses a point name or stops the test.
func pt(t testing.TB, s string) mill.Point {
	t.Helper()
	return must(t, "ParsePoint", mill.ParsePoint, s)
}

// mv parses a move or stops the test.
func mv(t testing.TB, s string) mill.Move {
	t.Helper()
	return must(t, "ParseMove", mill.ParseMove, s)
}

// badInput is text a parser must refuse, and a word its error must contain.
type badInput struct{ in, why string }

// refuses checks that parse, the function called name, refuses every input
// with an error that says why.
func refuses[T any](t *testing.T, name string, parse func(string) (T, error), bad []badInput) {
	t.Helper()
	for _, tc := range bad {
		v, err := parse(tc.in)
		if err == nil {
			t.Errorf("%s(%q) = %v, want an error", name, tc.in, v)
			continue
		}
		if !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s(%q): error %q does not mention %q", name, tc.in, err, tc.why)
		}
	}
}

// playRandom plays up to n random legal moves on p, fewer if the game ends.
func playRandom(p *mill.Position, rng *rand.Rand, n int) {
	for i := 0; i < n && !p.Outcome().Over(); i++ {
		ms := p.LegalMoves(nil)
		p.Apply(ms[rng.IntN(len(ms))])
	}
}

// undoUpTo takes back up to n moves of p, fewer if it reaches the start.
func undoUpTo(p *mill.Position, n int) {
	for i := 0; i < n && p.Ply() > 0; i++ {
		p.Undo()
	}
}

// play plays moves (in notation) with Play, stopping the test on the first error.
func play(t testing.TB, p *mill.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if err := p.Play(mv(t, s)); err != nil {
			t.Fatalf("Play(%s) in %q: %v", s, p, err)
		}
	}
}

// illegal checks that Play refuses m with an *IllegalMoveError whose reason
// contains why, and that the position is unchanged.
func illegal(t testing.TB, p *mill.Position, m mill.Move, why string) {
	t.Helper()
	before := snap(p)
	err := p.Play(m)
	if err == nil {
		t.Fatalf("Play(%s) in %q succeeded, want an error containing %q", m, before.str, why)
	}
	var ime *mill.IllegalMoveError
	if !errors.As(err, &ime) {
		t.Fatalf("Play(%s): error %v (%T) is not an *IllegalMoveError", m, err, err)
	}
	if ime.Move != m {
		t.Errorf("Play(%s): error names move %s", m, ime.Move)
	}
	if !strings.Contains(ime.Reason, why) {
		t.Errorf("Play(%s) in %q: reason %q, want it to contain %q", m, before.str, ime.Reason, why)
	}
	if !strings.HasPrefix(err.Error(), "illegal move "+m.String()+": ") {
		t.Errorf("Play(%s): Error() = %q, want prefix %q", m, err.Error(), "illegal move "+m.String()+": ")
	}
	// IsLegal leaves the draws by repetition and the 50-move rule to Outcome.
	if p.IsLegal(m) && !before.outcome.Over() {
		t.Errorf("IsLegal(%s) = true but Play refused it", m)
	}
	if after := snap(p); !after.equal(before) {
		t.Errorf("refused Play(%s) changed the position:\n got %+v\nwant %+v", m, after, before)
	}
}

// namesOn returns the sorted names of the moves, on the board of v.
func namesOn(v *mill.Variant, ms []mill.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = v.FormatMove(m)
	}
	slices.Sort(out)
	return out
}

// legal returns the sorted names of p's legal moves.
func legal(p *mill.Position) []string { return namesOn(p.Variant(), p.LegalMoves(nil)) }

// pointSet returns the sorted names of the points in a bit set.
func pointSet(v *mill.Variant, set uint32) []string {
	var out []string
	for q := range mill.Point(mill.MaxPoints) {
		if set&(1<<uint(q)) != 0 {
			out = append(out, v.PointName(q))
		}
	}
	slices.Sort(out)
	return out
}

// fields splits a space-separated list and sorts it (nil for "").
func fields(s string) []string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return nil
	}
	slices.Sort(f)
	return f
}

// refLegalMoves generates the legal moves straight from the rules text,
// using only the exported geometry of the position's variant (Mills,
// Adjacent, Flying) and the board as seen through At/InHand/OnBoard. It is
// deliberately naive so it can serve as an oracle for LegalMoves.
func refLegalMoves(p *mill.Position) []string {
	v := p.Variant()
	me := p.SideToMove()
	opp := me.Other()
	if p.OnBoard(me)+p.InHand(me) < 3 || p.OnBoard(opp)+p.InHand(opp) < 3 {
		return nil
	}
	board := map[mill.Point]mill.Color{}
	for q := range mill.Point(v.NumPoints()) {
		board[q] = p.At(q)
	}
	inMill := func(b map[mill.Point]mill.Color, q mill.Point) bool {
		for _, m := range v.Mills() {
			if (m[0] == q || m[1] == q || m[2] == q) && b[m[0]] == b[q] && b[m[1]] == b[q] && b[m[2]] == b[q] {
				return true
			}
		}
		return false
	}
	var free, all []mill.Point
	for q := range mill.Point(v.NumPoints()) {
		if board[q] == opp {
			all = append(all, q)
			if !inMill(board, q) {
				free = append(free, q)
			}
		}
	}
	removable := free
	if len(free) == 0 {
		removable = all
	}
	barFrom, barTo := refBarred(p)
	var out []string
	add := func(from, to mill.Point) {
		after := map[mill.Point]mill.Color{}
		for q, c := range board {
			after[q] = c
		}
		if from != mill.NoPoint {
			after[from] = mill.NoColor
		}
		after[to] = me
		m := mill.Move{From: from, To: to, Remove: mill.NoPoint}
		if inMill(after, to) && from == barFrom && to == barTo && from != mill.NoPoint {
			return // Morabaraba: straight back into the mill it left
		}
		if inMill(after, to) && len(removable) > 0 {
			for _, r := range removable {
				out = append(out, v.FormatMove(m.WithRemoval(r)))
			}
			return
		}
		out = append(out, v.FormatMove(m))
	}
	for to := range mill.Point(v.NumPoints()) {
		if board[to] != mill.NoColor {
			continue
		}
		switch {
		case p.InHand(me) > 0:
			add(mill.NoPoint, to)
			if v.MoveWhilePlacing() { // Lasker Morris: or step
				for from := range mill.Point(v.NumPoints()) {
					if board[from] == me && v.Adjacent(from, to) {
						add(from, to)
					}
				}
			}
		default:
			flying := v.Flying() && p.OnBoard(me) == 3
			for from := range mill.Point(v.NumPoints()) {
				if board[from] == me && (flying || v.Adjacent(from, to)) {
					add(from, to)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// refBarred works out, from the game's history alone, the step the side
// to move may not make if it closes a mill (Variant.NoReturnToMill): its
// own last move, if that took a piece out of a mill and closed another,
// reversed. NoPoint, NoPoint when nothing is barred.
func refBarred(p *mill.Position) (from, to mill.Point) {
	hist := p.History()
	if !p.Variant().NoReturnToMill() || len(hist) < 2 {
		return mill.NoPoint, mill.NoPoint
	}
	mine := hist[len(hist)-2]
	if mine.IsPlacement() {
		return mill.NoPoint, mill.NoPoint
	}
	me := p.SideToMove()
	before, after := p.Clone(), p.Clone()
	before.Undo()
	before.Undo()
	after.Undo()
	inMillOf := func(q *mill.Position, at mill.Point) bool {
		for _, l := range q.Variant().MillsThrough(at) {
			if q.At(l[0]) == me && q.At(l[1]) == me && q.At(l[2]) == me {
				return true
			}
		}
		return false
	}
	if inMillOf(before, mine.From) && inMillOf(after, mine.To) {
		return mine.To, mine.From
	}
	return mill.NoPoint, mill.NoPoint
}

// checkInvariants checks what must hold in every position.
func checkInvariants(t testing.TB, p *mill.Position) {
	t.Helper()
	if h, hs := p.Hash(), p.HashFromScratch(); h != hs {
		t.Fatalf("Hash() = %#x, HashFromScratch() = %#x in %q", h, hs, p)
	}
	v := p.Variant()
	blue, red := p.Pieces(mill.Blue), p.Pieces(mill.Red)
	if blue&red != 0 {
		t.Fatalf("points %v hold both colours in %q", pointSet(v, blue&red), p)
	}
	if (blue|red)&^v.AllPoints() != 0 {
		t.Fatalf("pieces off the board: blue %#x red %#x", blue, red)
	}
	if e := p.Empty(); e != ^(blue|red)&v.AllPoints() {
		t.Fatalf("Empty() = %#x, want the complement of %#x", e, blue|red)
	}
	for _, c := range []mill.Color{mill.Blue, mill.Red} {
		n, h := p.OnBoard(c), p.InHand(c)
		if n != bits.OnesCount32(p.Pieces(c)) {
			t.Fatalf("OnBoard(%v) = %d, Pieces has %d", c, n, bits.OnesCount32(p.Pieces(c)))
		}
		if h < 0 || h > v.Pieces() || n+h > v.Pieces() {
			t.Fatalf("%v has %d on board and %d in hand in %q", c, n, h, p)
		}
	}
	for q := range mill.Point(v.NumPoints()) {
		want := mill.NoColor
		switch {
		case blue&(1<<uint(q)) != 0:
			want = mill.Blue
		case red&(1<<uint(q)) != 0:
			want = mill.Red
		}
		if got := p.At(q); got != want {
			t.Fatalf("At(%s) = %v, want %v", q, got, want)
		}
	}
}

// snapshot is everything observable about a position, for before/after comparisons.
type snapshot struct {
	str     string
	hash    uint64
	ply     int
	quiet   int
	reps    int
	side    mill.Color
	game    string
	legal   string
	outcome mill.Outcome
}

func snap(p *mill.Position) snapshot {
	return snapshot{
		str:     p.String(),
		hash:    p.Hash(),
		ply:     p.Ply(),
		quiet:   p.QuietPlies(),
		reps:    p.Repetitions(),
		side:    p.SideToMove(),
		game:    p.FormatGame(),
		legal:   strings.Join(legal(p), " "),
		outcome: p.Outcome(),
	}
}

func (s snapshot) equal(o snapshot) bool { return s == o }

// newRand returns a deterministic source for the given seed.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6d696c6c)) }

// maxGamePlies bounds the length of any game of v: placing lasts 2×Pieces
// plies (18 in Nine Men's Morris); at most 2*(Pieces-3)+1 removals can
// happen before one side has fewer than three; between two mills of the
// moving phases there are fewer than QuietPlies quiet plies, and the
// QuietPlies-th one ends the game. Where pieces move while others are in
// hand (Lasker Morris), up to QuietPlies plies may also come before each
// placement.
func maxGamePlies(v *mill.Variant) int {
	n := 2*v.Pieces() + (2*(v.Pieces()-3)+1+1)*v.QuietPlies()
	if v.MoveWhilePlacing() {
		n += 2 * v.Pieces() * v.QuietPlies()
	}
	return n
}

// nine is the standard game, whose board most tests are written for.
var nine = mill.NineMensMorris

// variants are the variants the rules tests play through.
var variants = mill.Variants()
