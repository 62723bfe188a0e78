package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"strconv"
	"time"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
)

const sizesUsage = `usage:
  arena sizes [-movetime D] [-cap D] [-plies P] [-sample K] [-w W] [-h H] [-n N]
      measures, for every Connect Four board the set-up offers (or those the
      -w, -h and -n given pick), whether Perfect is exact from the first
      move within its move time. For each board: the empty board solved as
      Perfect solves it (Solver.BestMove, a fresh table of the default size,
      two workers where the machine has two cores)
      within -cap, or answered by the board's opening book; then, with
      -plies P > 0 and the empty board within the move time or in the book,
      every position up to P discs in which Perfect is to move along its own
      lines (it moves first or second; after each best move found within
      the solving time, every reply), each outside the book solved afresh
      (exact once the score and one best move are known) within Perfect's solving
      time, 80% of -movetime (with -sample K, at most K positions of each
      level outside the book, picked at random, seed 1). One line a board: size, line, the empty
      board's score, where it came from, seconds, positions visited, and
      the sweep's positions, how many missed the time, its longest solve
      and that position, its largest solve in positions visited and that
      position (the machine's load changes the times, not the positions).
      Timings depend on the machine and its load: a tool, not a test.
`

// runSizes is "arena sizes": is Perfect exact from the first move, board by board?
func runSizes(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena sizes", sizesUsage, "flags of arena sizes", stderr)
	moveTime := fs.Duration("movetime", connectai.DefaultMoveTime, "Perfect's move time (it solves for 80% of it)")
	capTime := fs.Duration("cap", 30*time.Second, "longest solve of the empty board")
	plies := fs.Int("plies", 0, "then sweep Perfect's lines up to this many discs")
	sample := fs.Int("sample", 0, "solve at most this many positions of each level of the sweep outside the book (0: all)")
	w := fs.Int("w", 0, "only this width (0: every width)")
	h := fs.Int("h", 0, "only this height (0: every height)")
	n := fs.Int("n", 0, "only this line length (0: every length)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	solveTime := *moveTime * 8 / 10
	fmt.Fprintf(stdout, "# Perfect solves for %v a move (move time %v); empty board capped at %v; sweep to %d discs\n", solveTime, *moveTime, *capTime, *plies)
	fmt.Fprintln(stdout, "# size N  empty: score from seconds nodes in-time | sweep: positions over-time longest (position) most-nodes (position)")
	for cw := connect.MinWidth; cw <= connect.MaxWidth; cw++ {
		for ch := connect.MinHeight; ch <= connect.MaxHeight; ch++ {
			for cn := connect.MinLine; cn <= min(connect.MaxLine, max(cw, ch)); cn++ {
				if (*w != 0 && cw != *w) || (*h != 0 && ch != *h) || (*n != 0 && cn != *n) {
					continue
				}
				if ctx.Err() != nil {
					return 130
				}
				cfg := connect.Config{W: cw, H: ch, N: cn}
				fmt.Fprintln(stdout, sizeLine(ctx, cfg, solveTime, *capTime, *plies, *sample))
			}
		}
	}
	return 0
}

// sizeLine measures one board (see sizesUsage).
func sizeLine(ctx context.Context, cfg connect.Config, solveTime, capTime time.Duration, plies, sample int) string {
	head := fmt.Sprintf("%dx%d %d ", cfg.W, cfg.H, cfg.N)
	if !cfg.Fits64() {
		return head + fmt.Sprintf(" too large for the solver (W·(H+1) = %d > 64)", cfg.W*(cfg.H+1))
	}
	s, err := connectai.NewSolver(cfg, 0)
	if err != nil {
		return head + " " + err.Error()
	}
	s.SetThreads(connectai.SolverThreads) // as Perfect solves: bounded by time
	book := connectai.BookFor(cfg)
	empty := connect.MustNew(cfg)
	var line string
	inTime := false
	if score, _, ok := book.Lookup(empty); ok {
		line = fmt.Sprintf(" %+d book 0 0 yes", score)
		inTime = true
	} else {
		start := time.Now()
		n0 := s.Nodes()
		score, _, err := s.BestMove(empty, connectai.Limits{Ctx: ctx, Deadline: start.Add(capTime)})
		took := time.Since(start)
		if err != nil {
			return head + fmt.Sprintf(" ? unfinished >%.1f %d no", took.Seconds(), s.Nodes()-n0)
		}
		inTime = took <= solveTime
		line = fmt.Sprintf(" %+d solver %.3f %d %s", score, took.Seconds(), s.Nodes()-n0, map[bool]string{true: "yes", false: "no"}[inTime])
	}
	if plies > 0 && inTime {
		count, over, longest, slowest, most, mostAt, err := sweepLines(ctx, s, book, cfg, solveTime, plies, sample)
		if err != nil {
			return head + line + " | " + err.Error()
		}
		line += fmt.Sprintf(" | %d %d %.3f (%s) %d (%s)", count, over, longest.Seconds(), slowest, most, mostAt)
	}
	return head + line
}

// sweepLines solves every position up to plies discs in which Perfect is to
// move along its lines (not in book), each afresh within solveTime; it
// follows every best column (Perfect picks one at random) and every reply.
// Mirror images are solved once; with sample > 0, at most sample positions
// of a level outside the book are solved (and followed).
func sweepLines(ctx context.Context, s *connectai.Solver, book *connectai.Book, cfg connect.Config, solveTime time.Duration, plies, sample int) (count, over int, longest time.Duration, slowest string, most int64, mostAt string, err error) {
	rng := rand.New(rand.NewPCG(1, 0))
	seen := map[uint64]bool{}
	var level []string
	add := func(moves string) {
		p, err := connect.ParseMoves(cfg, moves)
		if err != nil || p.Over() || p.Ply() > plies {
			return
		}
		m, _ := connect.ParseMoves(cfg, mirrorCols(cfg, moves))
		k := min(p.Hash(), m.Hash())
		if !seen[k] {
			seen[k] = true
			level = append(level, moves)
		}
	}
	add("")
	for col := 1; col <= cfg.W; col++ {
		add(strconv.Itoa(col))
	}
	for len(level) > 0 {
		batch := level
		level = nil
		if sample > 0 {
			var inBook, rest []string
			for _, moves := range batch {
				p, _ := connect.ParseMoves(cfg, moves)
				if _, _, ok := book.Lookup(p); ok {
					inBook = append(inBook, moves)
				} else {
					rest = append(rest, moves)
				}
			}
			if len(rest) > sample {
				rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
				rest = rest[:sample]
			}
			batch = append(inBook, rest...)
		}
		for _, moves := range batch {
			if ctx.Err() != nil {
				return count, over, longest, slowest, most, mostAt, ctx.Err()
			}
			p, _ := connect.ParseMoves(cfg, moves)
			_, best, ok := book.Lookup(p)
			if ok {
				best = best[:1] // Perfect plays the book's move
			} else {
				s.Reset()
				start := time.Now()
				n0 := s.Nodes()
				lim := connectai.Limits{Ctx: ctx, Deadline: start.Add(solveTime)}
				// Perfect is exact once it has the score and one best column.
				_, first, err := s.BestMove(p, lim)
				took := time.Since(start)
				if s.Nodes()-n0 > most {
					most, mostAt = s.Nodes()-n0, moves
				}
				count++
				if took > longest {
					longest, slowest = took, moves
				}
				if err != nil {
					over++
					continue // its lines are not followed
				}
				// The others it may find and play: at least those found
				// within the solve time (far more than Perfect's), on the
				// table the first solve left (the score and first column
				// again: a few thousand positions where the first took
				// millions).
				best = []int{first}
				if _, cols, err := s.BestMovesWithin(p, lim); err == nil {
					best = cols
				}
			}
			if p.Ply()+2 > plies {
				continue
			}
			for _, b := range best {
				mine := moves + strconv.Itoa(b+1)
				for col := 1; col <= cfg.W; col++ {
					add(mine + strconv.Itoa(col))
				}
			}
		}
	}
	return count, over, longest, slowest, most, mostAt, nil
}

// mirrorCols is a move sequence reflected left to right.
func mirrorCols(cfg connect.Config, moves string) string {
	out := make([]byte, 0, len(moves))
	for _, r := range moves {
		out = append(out, []byte(strconv.Itoa(cfg.W+1-int(r-'0')))...)
	}
	return string(out)
}
