package connectai

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/connect"
)

// mirrorMoves is the move sequence of the mirror image (1-based columns).
func mirrorMoves(c connect.Config, moves string) string {
	var b strings.Builder
	for _, r := range moves {
		b.WriteString(strconv.Itoa(c.W + 1 - int(r-'0')))
	}
	return b.String()
}

// checkBook checks a book against its own lines: every position in which
// the book's player is to move after its book move and a reply, up to the
// book's depth, is in the book (closure), and the book's score of every
// position equals the smallest score its replies leave (consistency). A
// wrong score anywhere breaks the equation at its parent.
func checkBook(t *testing.T, b *Book, entries []BookEntry, complete int) {
	t.Helper()
	for _, p := range bookProblems(b, entries, complete) {
		t.Error(p)
	}
}

// bookProblems checks closure for the lines up to complete discs and
// consistency for every entry whose replies are all in the book.
func bookProblems(b *Book, entries []BookEntry, complete int) []string {
	var problems []string
	cc := (b.cfg.Cells() + 1) / 2
	for _, e := range entries {
		p, err := connect.ParseMoves(b.cfg, e.Moves)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%q: %v", e.Moves, err))
			continue
		}
		m := p.Ply()
		if m+2 > b.MaxPly() {
			continue
		}
		missing := false
		mine := e.Best[0]
		if p.IsWinningMove(mine) {
			if e.Score != cc-m/2 {
				problems = append(problems, fmt.Sprintf("%q: wins at once with column %d but scores %d", e.Moves, mine+1, e.Score))
			}
			continue
		}
		p.Apply(mine)
		worst := 1 << 30
		for r := 0; r < b.cfg.W; r++ {
			if !p.CanPlay(r) {
				continue
			}
			if p.IsWinningMove(r) {
				worst = min(worst, -(cc - (m+1)/2))
				continue
			}
			p.Apply(r)
			if p.Full() {
				worst = min(worst, 0)
			} else if v, _, ok := b.Lookup(p); ok {
				worst = min(worst, v)
			} else {
				if m+2 <= complete {
					problems = append(problems, fmt.Sprintf("%q: the book's line %s%d%d is missing", e.Moves, e.Moves, mine+1, r+1))
				}
				missing = true
			}
			p.Undo()
		}
		if worst == 1<<30 {
			worst = 0 // the board filled with the book's move
		}
		if worst != e.Score && !missing {
			problems = append(problems, fmt.Sprintf("%q: score %d, but its replies leave at worst %d", e.Moves, e.Score, worst))
		}
	}
	return problems
}

// TestBookBuildSmall builds books of small boards and checks every entry
// against a fresh solve, the book's closure and its consistency.
func TestBookBuildSmall(t *testing.T) {
	if raceEnabled {
		t.Skip("the same build runs without the race detector in make unit; TestBookBuildSameWithWorkers puts the workers under it")
	}
	for _, c := range []connect.Config{{W: 5, H: 4, N: 4}, {W: 4, H: 5, N: 3}, {W: 6, H: 4, N: 4}} {
		maxPly := 6
		var calls int
		bb := BookBuild{Config: c, MaxPly: maxPly, Workers: 2, TableBits: 16,
			Progress: func(BookEntry, time.Duration, int, int) { calls++ }}
		entries, complete, err := bb.Run(context.Background())
		if err != nil || complete != maxPly {
			t.Fatalf("%v: %v, complete to %d", c, err, complete)
		}
		if calls != len(entries) || len(entries) < 10 {
			t.Fatalf("%v: %d entries, %d progress calls", c, len(entries), calls)
		}
		b := NewBook(c)
		plies := map[int]int{}
		for _, e := range entries {
			if err := b.Add(e); err != nil {
				t.Fatalf("%v %q: %v", c, e.Moves, err)
			}
			plies[len(e.Moves)]++
			p, _ := connect.ParseMoves(c, e.Moves)
			s, _ := NewSolver(c, 16)
			score, best, err := s.BestMoves(p, Limits{})
			if err != nil || score != e.Score || !sameSet(best, e.Best) {
				t.Errorf("%v %q: book %d %v, solver %d %v %v", c, e.Moves, e.Score, e.Best, score, best, err)
			}
		}
		if b.Len() != len(entries) || b.MaxPly() != maxPly {
			t.Errorf("%v: %d keys for %d entries (a mirror image solved twice?), max ply %d", c, b.Len(), len(entries), b.MaxPly())
		}
		for ply := 0; ply <= maxPly; ply++ {
			if plies[ply] == 0 {
				t.Errorf("%v: no position with %d discs", c, ply)
			}
		}
		checkBook(t, b, entries, maxPly)
		t.Logf("%v: %d positions by discs %v", c, len(entries), plies)
		// The check finds a wrong score or a missing line.
		bad := slices.Clone(entries)
		i := len(bad) - 1
		wrong := NewBook(c)
		for _, e := range bad[:len(bad)-1] {
			wrong.Add(e)
		}
		if len(bookProblems(wrong, bad[:len(bad)-1], maxPly)) == 0 {
			t.Errorf("%v: a book without %q passed the check", c, bad[i].Moves)
		}
		bad = slices.Clone(entries)
		bad[0].Score-- // the empty board
		wrong = NewBook(c)
		for _, e := range bad {
			wrong.Add(e)
		}
		if len(bookProblems(wrong, bad, maxPly)) == 0 {
			t.Errorf("%v: a wrong score of the empty board passed the check", c)
		}
	}
}

func sameSet(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// TestBookBuildSameWithWorkers: the solvers that solve ahead of a level
// change neither the book's positions nor the move sequences it keeps for
// them: one worker and four give the same entries.
func TestBookBuildSameWithWorkers(t *testing.T) {
	for _, c := range []connect.Config{{W: 5, H: 4, N: 4}, {W: 6, H: 4, N: 4}} {
		var books [2][]BookEntry
		var solveCalls [2]int
		for k, workers := range []int{1, 4} {
			bb := BookBuild{Config: c, MaxPly: 7, Workers: workers, TableBits: 14,
				Progress: func(BookEntry, time.Duration, int, int) { solveCalls[k]++ }}
			entries, complete, err := bb.Run(context.Background())
			if err != nil || complete != 7 {
				t.Fatalf("%v, %d workers: %v, complete to %d", c, workers, err, complete)
			}
			books[k] = entries
		}
		if !slices.EqualFunc(books[0], books[1], func(a, b BookEntry) bool {
			return a.Moves == b.Moves && a.Score == b.Score && slices.Equal(a.Best, b.Best)
		}) {
			t.Fatalf("%v: %d entries with one worker, %d with four, or they differ", c, len(books[0]), len(books[1]))
		}
		if solveCalls[0] != len(books[0]) || solveCalls[1] != len(books[1]) {
			t.Errorf("%v: progress called %v times for %d entries", c, solveCalls, len(books[0]))
		}
		t.Logf("%v: %d entries alike", c, len(books[0]))
	}
}

// TestBookBuildMoveOnly: a build that keeps only the book's move
// (Solver.BestMove) has the same positions, scores and book moves as one
// that keeps every best column, and one column each.
func TestBookBuildMoveOnly(t *testing.T) {
	if raceEnabled {
		t.Skip("the same build runs without the race detector in make unit; TestBookBuildSameWithWorkers puts the workers under it")
	}
	for _, c := range []connect.Config{{W: 5, H: 4, N: 4}, {W: 6, H: 4, N: 4}, {W: 5, H: 4, N: 5}, {W: 6, H: 4, N: 5}} {
		all, _, err := BookBuild{Config: c, MaxPly: 6, Workers: 2, TableBits: 14}.Run(context.Background())
		if err != nil {
			t.Fatalf("%v: %v", c, err)
		}
		one, complete, err := BookBuild{Config: c, MaxPly: 6, Workers: 2, TableBits: 14, BookMoveOnly: true}.Run(context.Background())
		if err != nil || complete != 6 {
			t.Fatalf("%v, book move only: %v, complete to %d", c, err, complete)
		}
		if len(one) != len(all) {
			t.Fatalf("%v: %d entries with the book's move only, %d with every best column", c, len(one), len(all))
		}
		several := 0
		for i, e := range one {
			f := all[i]
			if e.Moves != f.Moves || e.Score != f.Score || len(e.Best) != 1 || e.Best[0] != f.Best[0] {
				t.Errorf("%v: %q %d %v with the book's move only, %q %d %v with every best column", c, e.Moves, e.Score, e.Best, f.Moves, f.Score, f.Best)
			}
			if len(f.Best) > 1 {
				several++
			}
		}
		if several == 0 {
			t.Errorf("%v: no position with more than one best column: the test compares nothing", c)
		}
		t.Logf("%v: %d entries alike, %d of them with more than one best column", c, len(one), several)
	}
}

// TestBookBuildResumed: a build stopped part way (with solves ahead under
// way) returns what it finished, and a build that takes those as Known
// ends with the book of a build never stopped.
func TestBookBuildResumed(t *testing.T) {
	if raceEnabled {
		t.Skip("the same build runs without the race detector in make unit; TestBookBuildSameWithWorkers puts the workers under it")
	}
	c := connect.Config{W: 6, H: 4, N: 4}
	whole, _, err := BookBuild{Config: c, MaxPly: 7, Workers: 1, TableBits: 14}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stopped, _, err := BookBuild{Config: c, MaxPly: 7, Workers: 3, TableBits: 14,
		Progress: func(_ BookEntry, _ time.Duration, done, _ int) {
			if done == 60 {
				cancel()
			}
		}}.Run(ctx)
	if !errors.Is(err, context.Canceled) || len(stopped) < 60 || len(stopped) >= len(whole) {
		t.Fatalf("stopped build: %v, %d entries of %d", err, len(stopped), len(whole))
	}
	known := NewBook(c)
	for _, e := range stopped {
		if err := known.Add(e); err != nil {
			t.Fatal(err)
		}
	}
	resumed, complete, err := BookBuild{Config: c, MaxPly: 7, Workers: 3, TableBits: 14, Known: known}.Run(context.Background())
	if err != nil || complete != 7 {
		t.Fatalf("resumed build: %v, complete to %d", err, complete)
	}
	if !slices.EqualFunc(whole, resumed, func(a, b BookEntry) bool {
		return a.Moves == b.Moves && a.Score == b.Score && slices.Equal(a.Best, b.Best)
	}) {
		t.Fatalf("%d entries resumed, %d whole, or they differ", len(resumed), len(whole))
	}
}

// TestBookMirrorAndFile: a book written and read back answers for every
// entry and its mirror image, with the book's move mirrored.
func TestBookMirrorAndFile(t *testing.T) {
	c := connect.Config{W: 5, H: 4, N: 4}
	entries, _, err := BookBuild{Config: c, MaxPly: 4, TableBits: 14}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteBook(&buf, []string{"test book"}, entries); err != nil {
		t.Fatal(err)
	}
	b, err := ReadBook(c, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if h := b.Header(); len(h) != 1 || h[0] != "test book" {
		t.Errorf("header %q", h)
	}
	for _, e := range entries {
		for _, moves := range []string{e.Moves, mirrorMoves(c, e.Moves)} {
			p, _ := connect.ParseMoves(c, moves)
			score, best, ok := b.Lookup(p)
			want := e.Best
			if moves != e.Moves {
				want = nil
				for _, col := range e.Best {
					want = append(want, c.W-1-col)
				}
			}
			if !ok || score != e.Score || best[0] != want[0] || !sameSet(best, want) {
				t.Errorf("%q: %d %v %v, want %d %v", moves, score, best, ok, e.Score, want)
			}
		}
	}
	// A position deeper than the book, and one off its lines (the first move
	// is not the book's, nor its mirror image), are not in it.
	deep, _ := connect.ParseMoves(c, "12345")
	if _, _, ok := b.Lookup(deep); ok {
		t.Error("a position deeper than the book was found")
	}
	_, best, _ := b.Lookup(connect.MustNew(c))
	for first := 0; first < c.W; first++ {
		if first == best[0] || first == c.W-1-best[0] {
			continue
		}
		p := connect.MustNew(c)
		p.Apply(first)
		p.Apply(0)
		if _, _, ok := b.Lookup(p); ok {
			t.Errorf("%v, off the book's lines, was found", p)
		}
	}
}

func TestReadBookErrors(t *testing.T) {
	c := connect.Standard
	for _, tc := range []struct{ text, want string }{
		{"# c\n. 1 4\n44 x 4\n", "line 3: bad score"},
		{"4 -2\n", "line 1: want"},
		{"48 1 4\n", "line 1"},                       // column 8 does not exist
		{"444444 1 4\n", "line 1: column 4 is full"}, // full column as best
		{"1212121 1 4\n", "line 1: the game is over"},
		{". 30 4\n", "line 1: score 30 out of range"},
		{". 1 0\n", "line 1: bad column"},
	} {
		_, err := ReadBook(c, strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := ReadBook(connect.Config{W: 9, H: 8, N: 4}, strings.NewReader("")); err == nil {
		t.Error("a book for a board the solver cannot take was accepted")
	}
}

// TestStandardBook checks the shipped 7×6 book: it loads, says how it was
// built, is closed and consistent, and agrees with the known fact that the
// empty board scores +1 with the centre column the only win.
func TestStandardBook(t *testing.T) {
	b, err := StandardBook()
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() == 0 {
		t.Fatal("the shipped book is empty")
	}
	if !strings.Contains(strings.Join(b.Header(), " "), "Built by: arena book") {
		t.Errorf("the header does not say how the book was built: %q", b.Header())
	}
	score, best, ok := b.Lookup(connect.MustNew(connect.Standard))
	if !ok || score != 1 || !slices.Equal(best, []int{3}) {
		t.Errorf("empty board: %d %v %v, want +1 with column 4 only", score, best, ok)
	}
	entries := bookEntries(t, b)
	complete := b.Complete()
	if complete < 1 {
		t.Errorf("the book is complete to %d discs, want at least the first move of each side", complete)
	}
	checkBook(t, b, entries, complete)
	// Every first move of the opponent is answered (the book's player moving second).
	for col := 0; col < 7; col++ {
		p := connect.MustNew(connect.Standard)
		p.Apply(col)
		if _, _, ok := b.Lookup(p); !ok {
			t.Errorf("no answer to first move %d", col+1)
		}
	}
	t.Logf("%d positions, complete to %d discs, the deepest has %d", b.Len(), complete, b.MaxPly())
}

// bookEntries lists the shipped book's lines.
func bookEntries(t *testing.T, b *Book) []BookEntry {
	var out []BookEntry
	for _, line := range strings.Split(bookText(b.cfg), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseBookLine(b.cfg, line)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

// TestPerfectUsesBook: on the empty 7×6 board Perfect answers from the book
// at once, exactly, with the centre column.
func TestPerfectUsesBook(t *testing.T) {
	pl, _ := Roster.New("perfect", 1)
	col, info, err := pl.Choose(context.Background(), connect.MustNew(connect.Standard), ai.Limits{MoveTime: 2 * time.Second})
	if err != nil || col != 3 || !info.Exact || info.Score != 1 || !strings.Contains(info.Note, "opening book") {
		t.Errorf("empty board: column %d %v, info %+v", col, err, info)
	}
	vals := Analyse(context.Background(), connect.MustNew(connect.Standard), 50*time.Millisecond)
	if v := vals[3]; !v.Exact || v.Score != 1 || v.Result != Win {
		t.Errorf("analysis of the centre column: %+v", v)
	}
}

// TestBookKnownOnly: a book made from an interrupted build's positions
// keeps what it has and says how far it is complete.
func TestBookKnownOnly(t *testing.T) {
	c := connect.Config{W: 5, H: 4, N: 4}
	entries, _, err := BookBuild{Config: c, MaxPly: 6, TableBits: 14}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	known := NewBook(c)
	var dropped string
	for _, e := range entries {
		if len(e.Moves) == 5 && dropped == "" {
			dropped = e.Moves // a line of the book's player moving second
			continue
		}
		known.Add(e)
	}
	got, complete, err := BookBuild{Config: c, MaxPly: 6, Known: known, KnownOnly: true}.Run(context.Background())
	if err != nil || complete != 4 {
		t.Fatalf("%v, complete to %d, want 4 with %q missing", err, complete, dropped)
	}
	if len(got) != len(entries)-1 {
		t.Errorf("%d entries from %d known", len(got), known.Len())
	}
}

// TestBookBuildTooLarge: a board the exact solver cannot hold is refused
// before any work, with the board named.
func TestBookBuildTooLarge(t *testing.T) {
	c := connect.Config{W: 9, H: 7, N: 4}
	entries, complete, err := BookBuild{Config: c, MaxPly: 2}.Run(context.Background())
	want := "connectai: the exact solver needs W·(H+1) ≤ 64 (9x7 connect 4)"
	if !errors.Is(err, ErrTooLarge) || err.Error() != want || entries != nil || complete != 0 {
		t.Errorf("%v: %d entries, complete to %d, %v; want the error %q", c, len(entries), complete, err, want)
	}
}

// TestStandardBookAgreesWithSolver solves book positions afresh, the slow
// way, and compares: the book's scores are the solver's, in the same
// convention (connect.md: for the side to move), for each position and its
// mirror image. Almost every entry is a win for the book's player; the
// deepest solve fastest, so the deepest wins are tried first, each solve
// bounded by positions (those that do not finish are skipped) until enough
// have been compared; a draw and a loss of the book, which need a longer
// search, are named.
func TestStandardBookAgreesWithSolver(t *testing.T) {
	skipUnderRace(t)
	b, err := StandardBook()
	if err != nil {
		t.Fatal(err)
	}
	s, _ := NewSolver(connect.Standard, 18)
	// agrees solves moves and its mirror image within bound positions each;
	// ok is false when a solve does not finish, searched when it needed a search.
	agrees := func(moves string, want int, bound int64) (ok, searched bool) {
		for _, m := range []string{moves, mirrorMoves(connect.Standard, moves)} {
			p := mustParse(t, connect.Standard, m)
			if v, _, ok := b.Lookup(p); !ok || v != want {
				t.Fatalf("%s: the book gives %d %v, want %d", m, v, ok, want)
			}
			s.Reset()
			n0 := s.Nodes()
			v, err := s.Solve(p, Limits{MaxNodes: bound})
			if err != nil {
				return false, false
			}
			if v != want {
				t.Errorf("%s: the book says %d, the solver %d", m, want, v)
			}
			searched = s.Nodes() > n0
		}
		return true, searched
	}
	for _, tc := range []struct {
		moves string
		score int
	}{{"444444236", 0}, {"444444326", -1}} {
		if ok, _ := agrees(tc.moves, tc.score, 3_000_000); !ok {
			t.Errorf("%s was not solved within 3 million positions", tc.moves)
		}
	}
	const want = 40 // wins compared after a search
	entries := bookEntries(t, b)
	slices.SortStableFunc(entries, func(x, y BookEntry) int { return len(y.Moves) - len(x.Moves) })
	searched, atOnce, tried := 0, 0, 0
	for _, e := range entries {
		if searched >= want {
			break
		}
		if e.Score <= 0 {
			continue
		}
		tried++
		switch ok, search := agrees(e.Moves, e.Score, 50_000); {
		case ok && search:
			searched++
		case ok:
			atOnce++ // a win with the next disc
		}
	}
	if searched < want {
		t.Errorf("only %d book wins solved within 50,000 positions each (of %d tried)", searched, tried)
	}
	t.Logf("a draw, a loss and %d wins agree after a search (%d entries tried, %d more win at once), with their mirror images", searched, tried, atOnce)
}

// TestShippedBooks checks every embedded book as TestStandardBook and
// TestStandardBookAgreesWithSolver check the 7×6 one: a header that says
// how it was built; the empty board and every first move answered; the
// lines complete to the stated depth and every score the worst its
// replies leave; and a few of its deepest positions (where its scores
// come from: every other score is the worst its replies leave), solved
// afresh within a bound of positions each: the same scores.
func TestShippedBooks(t *testing.T) {
	skipUnderRace(t)
	books := ShippedBooks()
	if !slices.Contains(books, connect.Standard) {
		t.Errorf("the shipped books %v do not include the standard board's", books)
	}
	for _, c := range books {
		if c == connect.Standard {
			continue // TestStandardBook, TestStandardBookAgreesWithSolver
		}
		t.Run(fmt.Sprintf("%dx%d-%d", c.W, c.H, c.N), func(t *testing.T) {
			b := BookFor(c)
			if b == nil || b.Len() == 0 {
				t.Fatalf("%v: no book (%v)", c, bookFile(c))
			}
			if !strings.Contains(strings.Join(b.Header(), " "), "Built by: arena book") {
				t.Errorf("the header does not say how the book was built: %q", b.Header())
			}
			if !strings.Contains(strings.Join(b.Header(), " "), c.String()) {
				t.Errorf("the header does not name the board %v: %q", c, b.Header())
			}
			p := connect.MustNew(c)
			if _, _, ok := b.Lookup(p); !ok {
				t.Error("no answer on the empty board")
			}
			for col := 0; col < c.W; col++ {
				q := p.Clone()
				q.Apply(col)
				if _, _, ok := b.Lookup(q); !ok {
					t.Errorf("no answer to first move %d", col+1)
				}
			}
			entries := bookEntries(t, b)
			checkBook(t, b, entries, b.Complete())
			// The deepest positions solve fastest, yet a shallow book's
			// deepest may need a second each: a few of them are solved, in
			// turn as written and as their mirror image (the book's answer
			// to both is checked for every one tried), the rest of the book
			// resting on them through checkBook.
			s, _ := NewSolver(c, 20)
			// Deepest first, the quickest wins (highest scores) first among them.
			slices.SortStableFunc(entries, func(x, y BookEntry) int {
				if len(x.Moves) != len(y.Moves) {
					return len(y.Moves) - len(x.Moves)
				}
				return max(y.Score, -y.Score) - max(x.Score, -x.Score)
			})
			// At most budget positions of solving a book (half a second or
			// less on a quiet machine), bound for any one solve.
			const want, bound, budget = 2, 400_000, 2_000_000
			compared := 0
			for i, e := range entries {
				left := budget - s.Nodes()
				if compared >= want || left <= 0 {
					break
				}
				if mustParse(t, c, e.Moves).IsWinningMove(e.Best[0]) {
					continue // a win at once: no search to compare
				}
				ms := []string{e.Moves, mirrorMoves(c, e.Moves)}
				for _, m := range ms {
					if v, _, ok := b.Lookup(mustParse(t, c, m)); !ok || v != e.Score {
						t.Fatalf("%s: the book gives %d %v, want %d", m, v, ok, e.Score)
					}
				}
				s.Reset()
				v, err := s.Solve(mustParse(t, c, ms[i%2]), Limits{MaxNodes: min(bound, left)})
				if err != nil {
					continue
				}
				if v != e.Score {
					t.Errorf("%s: the book says %d, the solver %d", ms[i%2], e.Score, v)
				}
				compared++
			}
			if compared < want {
				t.Errorf("only %d of the book's deepest positions solved within %d positions each, %d in all", compared, bound, budget)
			}
			t.Logf("%d positions, complete to %d discs; %d of its deepest compared with fresh solves (as written or mirrored), %d positions visited", b.Len(), b.Complete(), compared, s.Nodes())
		})
	}
}

// TestREADMECountsTheBooks: the README's count of the boards with a book
// ("7×6 and N other boards", written by hand in two places) is the count of
// the books shipped, so adding a book without it fails here.
func TestREADMECountsTheBooks(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	counts := regexp.MustCompile(`7×6,? and (?:on )?(\d+) other boards`).FindAllStringSubmatch(string(text), -1)
	if len(counts) == 0 {
		t.Fatal(`the README no longer says "7×6 and N other boards"; change this test with it`)
	}
	want := len(ShippedBooks()) - 1
	for _, m := range counts {
		if n, _ := strconv.Atoi(m[1]); n != want {
			t.Errorf("the README says %q: %d books ship besides 7×6's", m[0], want)
		}
	}
}
