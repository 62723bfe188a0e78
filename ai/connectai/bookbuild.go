package connectai

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"sync"
	"time"

	"stratagem/board/connect"
)

// BookBuild generates an opening book with the solver. The book holds the
// positions in which the perfect player is to move, up to MaxPly discs:
// the empty board and every first move of the opponent, then, level by
// level, the position after the book's move (the first best column, centre
// first) and each reply that does not end the game. Mirror images are
// solved once.
type BookBuild struct {
	Config    connect.Config
	MaxPly    int   // deepest position, in discs on the board
	Workers   int   // solvers running at once (0: 1)
	TableBits int   // each solver's table (0: 24, 256 MiB)
	Known     *Book // positions already solved (a resumed build); may be nil
	// KnownOnly takes positions only from Known and solves none: the book
	// of what an interrupted build finished (Run's complete depth says how
	// far it is whole).
	KnownOnly bool
	// Progress, when set, is called after every position (from the worker
	// goroutines, one call at a time) with its entry, the time its solve
	// took (0 when it came from Known) and the counts done and queued.
	Progress func(e BookEntry, took time.Duration, done, total int)
}

// Run builds the book and returns its entries sorted by ply, then moves,
// and its complete depth: every line of the book's player up to that many
// discs is in it (MaxPly unless KnownOnly left gaps). A cancelled ctx
// stops it with the context's error and the entries finished so far
// (which a later run can take as Known).
func (bb BookBuild) Run(ctx context.Context) ([]BookEntry, int, error) {
	c := bb.Config
	if !c.Fits64() {
		return nil, 0, fmt.Errorf("%w (%v)", ErrTooLarge, c)
	}
	complete := bb.MaxPly
	workers := max(bb.Workers, 1)
	tableBits := bb.TableBits
	if tableBits <= 0 {
		tableBits = 24
	}
	seen := map[uint64]bool{}
	var out []BookEntry
	var level []string
	add := func(moves string) {
		p, err := connect.ParseMoves(c, moves)
		if err != nil || p.Over() || p.Ply() > bb.MaxPly {
			return
		}
		k, _ := canonicalKey(c, p)
		if !seen[k] {
			seen[k] = true
			level = append(level, moves)
		}
	}
	add("")
	for col := 1; col <= c.W; col++ {
		add(strconv.Itoa(col))
	}
	solvers := make(chan *Solver, workers)
	for range workers {
		s, err := NewSolver(c, tableBits)
		if err != nil {
			return nil, 0, err
		}
		solvers <- s
	}
	var mu sync.Mutex
	done := 0
	for len(level) > 0 {
		batch := level
		level = nil
		results := make([]BookEntry, len(batch))
		errs := make([]error, len(batch))
		for i := range errs {
			errs[i] = context.Canceled // until its solve finishes
		}
		var wg sync.WaitGroup
		for i, moves := range batch {
			s := <-solvers
			if ctx.Err() != nil {
				solvers <- s
				break
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { solvers <- s }()
				e, took, err := bb.solveOne(ctx, s, moves)
				results[i], errs[i] = e, err
				if err == nil && bb.Progress != nil && !bb.KnownOnly {
					mu.Lock()
					done++
					bb.Progress(e, took, done, len(seen))
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		for i, e := range results {
			if errs[i] == errNotKnown {
				complete = min(complete, len(batch[i])-1)
				continue
			}
			if errs[i] != nil {
				continue
			}
			out = append(out, e)
			// The next level: the book's move, then every reply.
			if len(e.Moves)+2 > bb.MaxPly {
				continue
			}
			mine := e.Moves + strconv.Itoa(e.Best[0]+1)
			for col := 1; col <= c.W; col++ {
				add(mine + strconv.Itoa(col))
			}
		}
		if err := ctx.Err(); err != nil {
			sortEntries(out)
			return out, 0, err
		}
		for i, err := range errs {
			if err != nil && err != errNotKnown {
				return nil, 0, fmt.Errorf("%q: %w", batch[i], err)
			}
		}
	}
	sortEntries(out)
	return out, complete, nil
}

var errNotKnown = errors.New("connectai: not in the known book")

// solveOne finds the exact score and best columns of one position, or takes
// them from Known.
func (bb BookBuild) solveOne(ctx context.Context, s *Solver, moves string) (BookEntry, time.Duration, error) {
	p, err := connect.ParseMoves(bb.Config, moves)
	if err != nil {
		return BookEntry{}, 0, err
	}
	if score, best, ok := bb.Known.Lookup(p); ok {
		return BookEntry{Moves: moves, Score: score, Best: best}, 0, nil
	}
	if bb.KnownOnly {
		return BookEntry{}, 0, errNotKnown
	}
	start := time.Now()
	score, best, err := s.BestMoves(p, Limits{Ctx: ctx})
	if err != nil {
		return BookEntry{}, 0, err
	}
	return BookEntry{Moves: moves, Score: score, Best: best}, time.Since(start), nil
}

func sortEntries(es []BookEntry) {
	sort.Slice(es, func(i, j int) bool {
		if len(es[i].Moves) != len(es[j].Moves) {
			return len(es[i].Moves) < len(es[j].Moves)
		}
		return es[i].Moves < es[j].Moves
	})
}
