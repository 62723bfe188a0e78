// Package connectai holds the computer opponents for Connect Four
// (connect-N, spec connect.md): the seed's minimax AI "cnai" with its
// window heuristic (Easy: plain minimax, 2 plies; Normal: alpha-beta,
// centre first, 6 plies), an exact solver on bitboards (Perfect) and an
// analysis of every column for the game's overlay.
//
// Columns are 0-based here, as in package connect.
package connectai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"stratagem/board/connect"
)

// Player chooses moves for one side.
type Player interface {
	Name() string
	// ChooseMove returns a playable column (0-based) for p.SideToMove(). It
	// does not modify p (it works on a clone), returns within its budget,
	// and returns promptly when ctx is cancelled (then with ctx.Err()).
	ChooseMove(ctx context.Context, p *connect.Position) (int, error)
	// LastInfo describes the latest ChooseMove.
	LastInfo() Info
}

// Info describes how a move was chosen.
type Info struct {
	Column  int           // the column chosen (0-based)
	Exact   bool          // Score is the solver's exact score (connect.md), not a heuristic value
	Score   int           // exact score, or the seed heuristic's value for the mover
	Depth   int           // plies of the heuristic search (0 when Exact)
	Nodes   int64         // positions visited
	Elapsed time.Duration // wall-clock time
	Note    string        // how the answer came about, e.g. why it is not exact
}

// Level is a named strength offered to players.
type Level struct {
	Name        string // what New accepts, e.g. "easy"
	Title       string // what menus show, e.g. "Easy"
	Description string // one line for menus and arena -list
}

var levels = []Level{
	{"easy", "Easy", "the seed's minimax, 2 moves ahead with its window heuristic; varies between equal moves"},
	{"normal", "Normal", "the seed's minimax with alpha-beta, centre first, 6 moves ahead"},
	{"perfect", "Perfect", "exact solver: fastest win, slowest loss; a deep search where it cannot finish in time"},
}

// Levels returns the strengths for menus, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// Names returns every name New accepts.
func Names() []string {
	var out []string
	for _, l := range levels {
		out = append(out, l.Name)
	}
	return out
}

// Default budgets per move (moveTime 0 in New).
const (
	EasyDepth       = 2
	NormalDepth     = 6
	DefaultMoveTime = 2 * time.Second
)

// New returns the player called name ("easy", "normal", "perfect"), its
// random choices seeded with seed. moveTime bounds every move; 0 means
// DefaultMoveTime (Easy and Normal usually answer far sooner).
func New(name string, seed uint64, moveTime time.Duration) (Player, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if moveTime <= 0 {
		moveTime = DefaultMoveTime
	}
	rng := rand.New(rand.NewPCG(seed, 0x636f6e6e))
	switch name {
	case "easy":
		return &SeedPlayer{name: name, depth: EasyDepth, plain: true, moveTime: moveTime, rng: rng}, nil
	case "normal":
		return &SeedPlayer{name: name, depth: NormalDepth, moveTime: moveTime, rng: rng}, nil
	case "perfect":
		return &PerfectPlayer{moveTime: moveTime, rng: rng}, nil
	}
	return nil, fmt.Errorf("unknown Connect Four AI %q (known: %s)", name, strings.Join(Names(), ", "))
}

// SeedPlayer is the seed's AI at a set depth: plain minimax (Easy) or
// alpha-beta with iterative deepening inside the move time (Normal).
type SeedPlayer struct {
	name     string
	depth    int
	plain    bool
	moveTime time.Duration
	mu       sync.Mutex
	rng      *rand.Rand
	heur     *Heuristic
	last     Info
}

// Name returns the level name.
func (s *SeedPlayer) Name() string { return s.name }

// LastInfo describes the latest move.
func (s *SeedPlayer) LastInfo() Info {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

func (s *SeedPlayer) heuristic(c connect.Config) *Heuristic {
	if s.heur == nil || s.heur.cfg != c {
		s.heur = NewHeuristic(c)
	}
	return s.heur
}

// ChooseMove searches a clone of p.
func (s *SeedPlayer) ChooseMove(ctx context.Context, p *connect.Position) (int, error) {
	if p.Over() {
		return -1, ErrOver
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	q := p.Clone()
	h := s.heuristic(q.Config())
	var info Info
	if s.plain {
		// Plain minimax gives every root move its value: choose at random among the best.
		res, values := SeedMinimax(h, q, s.depth)
		var best []int
		order := centreOrder(q.Config().W)
		for _, col := range order[:q.Config().W] {
			if v, ok := values[col]; ok && v == res.Score {
				best = append(best, col)
			}
		}
		col := best[s.rng.IntN(len(best))]
		info = Info{Column: col, Score: res.Score, Depth: s.depth, Nodes: res.Nodes,
			Note: fmt.Sprintf("minimax %d plies, %d equal best", s.depth, len(best))}
	} else {
		info = deepen(ctx, h, q, s.depth, nil, start.Add(s.moveTime-s.moveTime/20), s.rng)
	}
	info.Elapsed = time.Since(start)
	s.last = info
	return info.Column, ctx.Err()
}

// deepen runs seed alpha-beta at depths 1, 2, … maxDepth (0: until the
// deadline or a forced result) and keeps the last completed depth. Root
// moves of equal centre distance are shuffled by rng (when not nil); only
// moves in allowed are searched (nil: all).
func deepen(ctx context.Context, h *Heuristic, p *connect.Position, maxDepth int, allowed []int, deadline time.Time, rng *rand.Rand) Info {
	moves := allowed
	if moves == nil {
		o := centreOrder(p.Config().W)
		for _, col := range o[:p.Config().W] {
			if p.CanPlay(col) {
				moves = append(moves, col)
			}
		}
	}
	moves = append([]int(nil), moves...)
	if rng != nil { // swap mirror pairs (same distance from the centre) at random
		w := p.Config().W
		for i := 0; i+1 < len(moves); i++ {
			if moves[i]+moves[i+1] == w-1 && rng.IntN(2) == 0 {
				moves[i], moves[i+1] = moves[i+1], moves[i]
				i++
			}
		}
	}
	info := Info{Column: moves[0]}
	left := p.Config().Cells() - p.Ply()
	if maxDepth <= 0 || maxDepth > left {
		maxDepth = left
	}
	for d := 1; d <= maxDepth; d++ {
		res, ok := seedAlphaBeta(h, p, d, moves, Limits{Ctx: ctx, Deadline: deadline})
		info.Nodes += res.Nodes
		if !ok {
			info.Note = fmt.Sprintf("alpha-beta depth %d (depth %d ran out of time)", info.Depth, d)
			break
		}
		info.Column, info.Score, info.Depth = res.Column, res.Score, d
		info.Note = fmt.Sprintf("alpha-beta depth %d", d)
		if res.Score >= WinScore-maxDepth || res.Score <= -(WinScore-maxDepth) {
			break // a forced result: deeper will not change it
		}
		// Best move first next time.
		for i, col := range moves {
			if col == res.Column {
				copy(moves[1:i+1], moves[:i])
				moves[0] = col
				break
			}
		}
	}
	return info
}

// PerfectPlayer plays the solver's best move (fastest win, slowest loss,
// random among equals); in the opening of the 7×6 board it plays the
// opening book's move (StandardBook), which is exact too. When the board is
// too large for the solver, or the exact solve does not finish in 80% of
// the move time, it plays the best move of a seed alpha-beta search in the
// time left, among the moves that do not lose at once, and says so in Info.
type PerfectPlayer struct {
	moveTime time.Duration
	mu       sync.Mutex
	rng      *rand.Rand
	solver   *Solver
	heur     *Heuristic
	last     Info
}

// Name returns "perfect".
func (pp *PerfectPlayer) Name() string { return "perfect" }

// LastInfo describes the latest move.
func (pp *PerfectPlayer) LastInfo() Info {
	pp.mu.Lock()
	defer pp.mu.Unlock()
	return pp.last
}

// ChooseMove solves a clone of p within the move time.
func (pp *PerfectPlayer) ChooseMove(ctx context.Context, p *connect.Position) (int, error) {
	if p.Over() {
		return -1, ErrOver
	}
	pp.mu.Lock()
	defer pp.mu.Unlock()
	start := time.Now()
	q := p.Clone()
	c := q.Config()
	if pp.heur == nil || pp.heur.cfg != c {
		pp.heur = NewHeuristic(c)
		pp.solver = nil
		if c.Fits64() {
			pp.solver, _ = NewSolver(c, DefaultTableBits)
		}
	}
	if book := bookFor(c); book != nil {
		if score, best, ok := book.Lookup(q); ok {
			// The book's move keeps the game inside the book's lines.
			info := Info{Column: best[0], Exact: true, Score: score, Elapsed: time.Since(start),
				Note: fmt.Sprintf("exact (opening book): %s", DescribeScore(score, q.Ply(), c))}
			pp.last = info
			return best[0], ctx.Err()
		}
	}
	end := start.Add(pp.moveTime - pp.moveTime/20)
	var info Info
	var allowed []int
	note := "board too large for the exact solver"
	if pp.solver != nil {
		solveEnd := start.Add(pp.moveTime * 8 / 10)
		n0 := pp.solver.Nodes()
		score, cols, err := pp.solver.BestMoves(q, Limits{Ctx: ctx, Deadline: solveEnd})
		if err == nil {
			col := cols[pp.rng.IntN(len(cols))]
			info = Info{Column: col, Exact: true, Score: score, Nodes: pp.solver.Nodes() - n0,
				Note: fmt.Sprintf("exact: %s", DescribeScore(score, q.Ply(), c))}
			info.Elapsed = time.Since(start)
			pp.last = info
			return col, ctx.Err()
		}
		note = fmt.Sprintf("exact solve unfinished after %v", time.Since(start).Round(time.Millisecond))
		allowed = pp.solver.nonLosing(q)
	}
	info = deepen(ctx, pp.heur, q, 0, allowed, end, pp.rng)
	info.Note = note + "; " + info.Note
	info.Elapsed = time.Since(start)
	pp.last = info
	return info.Column, ctx.Err()
}

// nonLosing lists the columns, centre first, that neither lose at once nor
// miss a win at once (only the winning ones when there is a win); nil when
// every move loses, so that the caller searches them all.
func (s *Solver) nonLosing(p *connect.Position) []int {
	cur, mask, err := s.bitboards(p)
	if err != nil {
		return nil
	}
	var out []int
	moves := s.winningSpots(cur, mask) & s.possible(mask)
	if moves == 0 {
		moves = s.nonLosingMoves(cur, mask)
	}
	for _, col := range s.order[:s.cfg.W] {
		if moves&s.colMask[col] != 0 {
			out = append(out, col)
		}
	}
	return out
}

// DescribeScore puts an exact score of the side to move at ply m into
// words: "draw", "win with the 3rd own disc from now", "loss …".
func DescribeScore(score, m int, c connect.Config) string {
	switch o, k := Outcome(score, m, c); o {
	case Win:
		return fmt.Sprintf("win in %d", k)
	case Loss:
		return fmt.Sprintf("loss in %d", k)
	}
	return "draw"
}

// Result is a game-theoretic outcome for the side to move.
type Result int8

const (
	Draw Result = iota
	Win
	Loss
)

// Outcome turns an exact score of the side to move at ply m (m discs on
// the board) into a result and k: for a win, the number of moves of the
// side to move up to and including its winning move; for a loss, the
// number of moves of the opponent up to and including its winning move.
func Outcome(score, m int, c connect.Config) (Result, int) {
	cc := (c.Cells() + 1) / 2
	switch {
	case score > 0:
		return Win, cc + 1 - score - m/2
	case score < 0:
		return Loss, cc + 1 + score - (m+1)/2
	}
	return Draw, 0
}
