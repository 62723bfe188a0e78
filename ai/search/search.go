package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/ai/yield"
)

// Config sets up a Searcher.
type Config struct {
	// TableEntries sizes the transposition table; 0 means no table.
	TableEntries int
	// Rand breaks ties between root moves of equal (or near-equal) score.
	// Nil means no randomness: the first best move in ordering wins.
	Rand *rand.Rand
	// Margin widens the ties: any root move scoring within Margin of the
	// best may be chosen (never when the best is a forced win or loss).
	Margin int
	// QuiescenceDepth is how many plies of tactical moves (see Tactical)
	// are searched past the horizon; 0 switches quiescence off.
	QuiescenceDepth int
	// WholeTime spends the whole move time (or node budget): iterations
	// go on until it runs out, and the iteration it cuts short still counts
	// when it searched at least the previous best move, which it searches
	// first — a move that beat it there is a better-informed choice.
	// Without it, no iteration starts after half the move time, and a cut
	// iteration is thrown away.
	WholeTime bool
	// Aspiration, when above 0, searches the first root move of each
	// iteration from the fourth on in a window this wide on either side
	// of the last iteration's score, and again with the full window only
	// when the score falls outside it.
	Aspiration int
}

// Info describes a finished search.
type Info[M comparable] struct {
	Depth   int           // last fully completed iteration
	Nodes   int64         // nodes visited, quiescence included
	Score   int           // value of the best move for the side to move (a tie chosen within the margin may be a little worse)
	Elapsed time.Duration // wall-clock time
	PV      []M           // principal variation, chosen move first
	Stopped bool          // a limit or the context ended the search: an iteration cut short, or the next not begun
	Ties    int           // root moves the choice was made among
	Choices []M           // those moves (with Config.Margin: every move within it of the best)
}

// ErrNoMoves is returned when the root position has no legal move.
var ErrNoMoves = errors.New("search: no legal move")

// checkEvery is how many nodes pass between looks at the clock and context.
const checkEvery = 2048

type rootMove[M comparable] struct {
	move  M
	order int // ordering score
	score int // score in the last iteration it was searched in
}

// Searcher runs searches for one game type and keeps the transposition
// table and history between them. It is not safe for concurrent use: run
// one search at a time (a cancelled search returns promptly).
type Searcher[M comparable] struct {
	cfg Config
	tt  *Table[M]

	// Per-search state.
	st        State[M]
	orderer   Orderer[M]
	keyer     HistoryKeyer[M]
	tactical  Tactical[M]
	tmover    TacticalMover[M] // nil: the tactical moves are picked from Moves
	sider     Sider
	ctx       context.Context
	limits    ai.Limits
	start     time.Time
	nodes     int64
	nextCheck int64
	stopped   bool
	progress  *ai.Progress // where the search tells how far it has got (nil: nowhere)

	killers   [MaxPly + 1][2]M
	hasKiller [MaxPly + 1][2]bool
	history   []int32

	moveBufs  [MaxPly + 1][]M
	scoreBufs [MaxPly + 1][]int
	pv        [MaxPly + 1][MaxPly + 1]M
	pvLen     [MaxPly + 1]int
}

// New returns a Searcher for moves of type M. The table is allocated by
// the first search, so creating a Searcher is cheap.
func New[M comparable](cfg Config) *Searcher[M] {
	return &Searcher[M]{cfg: cfg}
}

// Table returns the transposition table, or nil before the first search
// or when the Config asked for none.
func (s *Searcher[M]) Table() *Table[M] { return s.tt }

// Reset forgets everything learnt in earlier searches (table, history):
// for a new game.
func (s *Searcher[M]) Reset() {
	if s.tt != nil {
		s.tt.Clear()
	}
	clear(s.history)
}

// Search finds a move for the side to move in st within lim and ctx. Here
// a zero field of lim means "no limit of that kind", MoveTime included (the
// players that use a Searcher pass their own budget); with no limit at all
// the search goes to MaxPly or until ctx ends. MaxNodes is exact: the
// search stops at that node and keeps the last completed iteration. It
// returns ErrNoMoves only when st has no legal move; otherwise the move is
// always legal, even when the context ends before the first iteration
// completes (Info.Stopped is then true). st is left as it was given.
func (s *Searcher[M]) Search(ctx context.Context, st State[M], lim ai.Limits) (M, Info[M], error) {
	s.start = time.Now()
	s.st, s.ctx, s.limits = st, ctx, lim
	s.orderer, _ = st.(Orderer[M])
	s.keyer, _ = st.(HistoryKeyer[M])
	s.tactical, _ = st.(Tactical[M])
	s.tmover, _ = st.(TacticalMover[M])
	s.sider, _ = st.(Sider)
	s.nodes, s.nextCheck, s.stopped = 0, checkEvery, false
	s.progress = ai.ProgressOf(ctx)
	if lim.MoveTime > 0 && lim.MaxDepth <= 0 {
		s.progress.Clock(s.start, s.start.Add(lim.MoveTime)) // the clock or the nodes end it, not a depth
	}
	if lim.MaxNodes > 0 && lim.MaxNodes < s.nextCheck {
		s.nextCheck = lim.MaxNodes
	}
	s.hasKiller = [MaxPly + 1][2]bool{}
	if s.keyer != nil {
		if n := s.keyer.HistorySize(); len(s.history) != n {
			s.history = make([]int32, n)
		} else {
			for i := range s.history { // age, keep the shape
				s.history[i] /= 8
			}
		}
	}
	if s.tt == nil && s.cfg.TableEntries > 0 {
		s.tt = NewTable[M](s.cfg.TableEntries)
	}
	if s.tt != nil {
		s.tt.NewSearch()
	}
	defer func() { s.st, s.ctx, s.progress = nil, nil, nil }()

	var info Info[M]
	moves := st.Moves(nil)
	if len(moves) == 0 {
		var zero M
		info.Elapsed = time.Since(s.start)
		return zero, info, ErrNoMoves
	}
	roots := make([]rootMove[M], len(moves))
	if s.cfg.Rand != nil {
		s.cfg.Rand.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	}
	var ttMove M
	hasTT := false
	if s.tt != nil {
		if e, ok := s.tt.Probe(st.Hash()); ok && e.HasMove {
			ttMove, hasTT = e.Move, true
		}
	}
	for i, m := range moves {
		roots[i].move = m
		if hasTT && m == ttMove {
			roots[i].order = 1 << 30
		} else if s.orderer != nil {
			roots[i].order = s.orderer.OrderScore(m)
		}
	}
	slices.SortStableFunc(roots, func(a, b rootMove[M]) int { return b.order - a.order })

	maxDepth := lim.MaxDepth
	if maxDepth <= 0 || maxDepth > MaxPly-1 {
		maxDepth = MaxPly - 1
	}
	best := roots[0].move
	var ties []M
	bestScore := 0
	var pv []M
	for depth := 1; depth <= maxDepth; depth++ {
		m, score, cands, ok := s.searchRoot(roots, depth)
		if !ok {
			info.Stopped = true
			if len(cands) > 0 && (info.Depth == 0 || s.cfg.WholeTime) { // what the cut iteration found
				if m != best && info.Depth > 0 {
					pv = append(pv[:0], s.pv[0][:s.pvLen[0]]...)
				}
				best, bestScore, ties = m, score, cands
			}
			break
		}
		best, bestScore, ties = m, score, cands
		info.Depth = depth
		s.progress.Depth(depth)
		pv = append(pv[:0], s.pv[0][:s.pvLen[0]]...)
		if len(roots) == 1 || bestScore >= MateThreshold || bestScore <= -MateThreshold && Mate-abs(bestScore) <= depth {
			break // forced, or the outcome is already certain
		}
		if lim.MoveTime > 0 && !s.cfg.WholeTime && time.Since(s.start) > lim.MoveTime/2 {
			info.Stopped = true
			break // the next iteration would not finish in time
		}
		if s.limitReached() {
			info.Stopped = true // between two iterations: the next was not begun
			break
		}
	}
	if len(ties) > 1 && s.cfg.Rand != nil {
		best = ties[s.cfg.Rand.IntN(len(ties))]
		if len(pv) == 0 || pv[0] != best {
			pv = []M{best}
		}
	}
	info.Nodes = s.nodes
	info.Score = bestScore
	info.Elapsed = time.Since(s.start)
	info.Ties = max(len(ties), 1)
	info.Choices = ties
	if len(ties) == 0 {
		info.Choices = []M{best}
	}
	info.PV = pv
	return best, info, nil
}

// Choose is Search as a player's Choose runs it: the move time is lim's
// or def, less a twentieth kept for getting the answer back; lim's depth
// and node bounds pass through. It returns the move, what ai.Player
// reports of the search, the search's own Info, and the search's error or,
// failing that, the context's — none when the person asked for the move
// now (ai.ErrMoveNow): the search's best move so far is the answer.
func (s *Searcher[M]) Choose(ctx context.Context, st State[M], lim ai.Limits, def time.Duration) (M, ai.Info, Info[M], error) {
	budget := ai.Budget(lim, def)
	ai.ProgressOf(ctx).AnswersEarly()
	m, info, err := s.Search(ctx, st, ai.Limits{MoveTime: budget - budget/20, MaxDepth: lim.MaxDepth, MaxNodes: lim.MaxNodes})
	out := ai.Info{Depth: info.Depth, Nodes: info.Nodes, Score: info.Score, Elapsed: info.Elapsed}
	if err == nil {
		err = ai.Stopped(ctx)
	}
	return m, out, info, err
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// searchRoot runs one iteration. It returns the best move, its score and
// the moves tied with it (within the margin); ok is false when the
// iteration was cut short, and then the results cover the moves searched.
func (s *Searcher[M]) searchRoot(roots []rootMove[M], depth int) (best M, bestScore int, ties []M, ok bool) {
	type cand struct {
		move  M
		lower int // the move's value is known to be at least this
	}
	var cands []cand
	bestScore = -Infinity
	bestIdx := -1
	s.pvLen[0] = 0
	margin := func() int {
		if bestScore >= MateThreshold || bestScore <= -MateThreshold {
			return 0 // a forced result: only the fastest win or slowest loss
		}
		return s.cfg.Margin
	}
	side := s.sideToMove()
	for i := range roots {
		m := roots[i].move
		s.st.Apply(m)
		same := s.movesAgain(side)
		score, lower := 0, -Infinity
		if i == 0 {
			score = s.firstRootScore(depth, roots[0].score, same)
			lower = score
		} else {
			thr := bestScore - margin()
			// Is the move within the margin of the best? (null window at thr)
			score = s.child(depth-1, 1, thr-1, thr, same)
			if !s.stopped && score >= thr {
				lower = thr
				// Is it better than the best? Then find out by how much.
				score = s.child(depth-1, 1, bestScore, bestScore+1, same)
				if !s.stopped && score > bestScore {
					score = s.child(depth-1, 1, bestScore, Infinity, same)
					lower = score
				} else {
					score = max(min(score, bestScore), thr)
				}
			}
		}
		s.st.Undo()
		if s.stopped {
			break
		}
		roots[i].score = score
		switch {
		case score > bestScore:
			bestScore, bestIdx = score, i
			s.pv[0][0] = m
			copy(s.pv[0][1:], s.pv[1][:s.pvLen[1]])
			s.pvLen[0] = s.pvLen[1] + 1
			cut := bestScore - margin()
			cands = slices.DeleteFunc(cands, func(c cand) bool { return c.lower < cut })
			cands = append(cands, cand{m, score})
		case lower >= bestScore-margin():
			cands = append(cands, cand{m, lower})
		}
	}
	if bestIdx < 0 {
		return roots[0].move, 0, nil, false
	}
	best = roots[bestIdx].move
	for _, c := range cands {
		ties = append(ties, c.move)
	}
	if !s.stopped {
		// Next iteration: best first, then by this iteration's scores.
		bm := roots[bestIdx]
		copy(roots[1:bestIdx+1], roots[:bestIdx])
		roots[0] = bm
		slices.SortStableFunc(roots[1:], func(a, b rootMove[M]) int { return b.score - a.score })
		if s.tt != nil {
			s.tt.Store(s.st.Hash(), depth, scoreToTable(bestScore, 0), BoundExact, best, true)
		}
	}
	return best, bestScore, ties, !s.stopped
}

// firstRootScore searches the first root move (already applied): in the
// aspiration window round the last iteration's score when there is one
// (see Config.Aspiration), with the full window when the score falls
// outside it.
func (s *Searcher[M]) firstRootScore(depth, last int, same bool) int {
	if w := s.cfg.Aspiration; w > 0 && depth >= 4 && abs(last) < MateThreshold {
		lo, hi := last-w, last+w
		score := s.child(depth-1, 1, lo, hi, same)
		if s.stopped || score > lo && score < hi {
			return score
		}
	}
	return s.child(depth-1, 1, -Infinity, Infinity, same)
}

// sideToMove returns the side to move of a Sider state, or -1.
func (s *Searcher[M]) sideToMove() int {
	if s.sider == nil {
		return -1
	}
	return s.sider.SideToMove()
}

// movesAgain reports whether, after a move, the side that made it (side,
// from sideToMove before it) is to move again.
func (s *Searcher[M]) movesAgain(side int) bool {
	return s.sider != nil && s.sider.SideToMove() == side
}

// child searches the position after a move and returns its value for the
// side that made the move, within (alpha, beta) of that side's view: the
// negation of the child's own value when the other side moves there, the
// value itself when the same side moves again (see Sider).
func (s *Searcher[M]) child(depth, ply, alpha, beta int, same bool) int {
	if same {
		return s.negamax(depth, ply, alpha, beta)
	}
	return -s.negamax(depth, ply, -beta, -alpha)
}

// qchild is child for the quiescence search.
func (s *Searcher[M]) qchild(ply, alpha, beta, qdepth int, same bool) int {
	if same {
		return s.quiesce(ply, alpha, beta, qdepth)
	}
	return -s.quiesce(ply, -beta, -alpha, qdepth)
}

// fromChild turns a score for the side to move after a move into one for
// the side that made it.
func fromChild(score int, same bool) int {
	if same {
		return score
	}
	return -score
}

// limitReached reports whether the node or time budget or the context is spent.
func (s *Searcher[M]) limitReached() bool {
	if s.limits.MaxNodes > 0 && s.nodes >= s.limits.MaxNodes {
		return true
	}
	if s.limits.MoveTime > 0 && time.Since(s.start) >= s.limits.MoveTime {
		return true
	}
	return s.ctx.Err() != nil
}

// visit counts a node and, every checkEvery nodes, looks at the limits.
func (s *Searcher[M]) visit() bool {
	s.nodes++
	if s.nodes >= s.nextCheck {
		s.nextCheck = s.nodes + checkEvery
		yield.Point()
		if s.limits.MaxNodes > 0 && s.nextCheck > s.limits.MaxNodes {
			s.nextCheck = s.limits.MaxNodes
		}
		s.progress.Work(s.nodes, s.limits.MaxNodes)
		if s.limitReached() {
			s.stopped = true
		}
	}
	return !s.stopped
}

func (s *Searcher[M]) evaluate() int {
	v := s.st.Evaluate()
	return min(max(v, -MaxEval), MaxEval)
}

// terminalScore turns a State's terminal score into one by distance from
// the root: Mate-d (a win d plies from here, as an endgame database knows
// it; d is 0 for a game already won) becomes Mate-ply-d.
func terminalScore(score, ply int) int {
	switch {
	case score >= MateThreshold:
		return score - ply
	case score <= -MateThreshold:
		return score + ply
	}
	return score
}

// negamax returns the value of the current position for the side to move,
// searched depth plies deep, within (alpha, beta): fail-soft.
func (s *Searcher[M]) negamax(depth, ply, alpha, beta int) int {
	s.pvLen[ply] = 0
	if !s.visit() {
		return 0
	}
	if score, over := s.st.Terminal(); over {
		return terminalScore(score, ply)
	}
	if ply >= MaxPly {
		return s.evaluate()
	}
	// Mate-distance pruning: no result here can beat a mate already nearer.
	alpha = max(alpha, -Mate+ply)
	beta = min(beta, Mate-ply-1)
	if alpha >= beta {
		return alpha
	}
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta, s.cfg.QuiescenceDepth)
	}

	alphaOrig := alpha
	hash := s.st.Hash()
	var ttMove M
	hasTT := false
	if s.tt != nil {
		if e, ok := s.tt.Probe(hash); ok {
			ttMove, hasTT = e.Move, e.HasMove
			if int(e.Depth) >= depth {
				sc := scoreFromTable(int(e.Score), ply)
				switch {
				case e.Bound == BoundExact,
					e.Bound == BoundLower && sc >= beta,
					e.Bound == BoundUpper && sc <= alpha:
					return sc
				}
			}
		}
	}

	moves := s.st.Moves(s.moveBufs[ply][:0])
	s.moveBufs[ply] = moves
	if len(moves) == 0 {
		return terminalScore(s.st.NoMoves(), ply)
	}
	// The table's move first, before the others are scored: it ends the
	// search of most nodes where it is found, and then the scoring of the
	// others would be wasted.
	first := 0
	if hasTT {
		for j, m := range moves {
			if m == ttMove {
				moves[0], moves[j] = moves[j], moves[0]
				first = 1
				break
			}
		}
	}
	// Then the killers, found in the list, and only then the others are
	// scored: a killer that cuts the node off saves scoring them. The order
	// is the one scoring all of them would give, killers first.
	var scores []int
	rest := len(moves) // where the scored moves begin, once the killers are placed

	best := -Infinity
	var bestMove M
	side := s.sideToMove()
	for i := range moves {
		if i == first {
			rest = s.placeKillers(moves, first, ply)
		}
		if i >= rest {
			if scores == nil {
				scores = s.orderMoves(moves[rest:], ply)
			}
			pickNext(moves[rest:], scores, i-rest)
		}
		m := moves[i]
		s.st.Apply(m)
		same := s.movesAgain(side)
		var score int
		if i == 0 {
			score = s.child(depth-1, ply+1, alpha, beta, same)
		} else {
			score = s.child(depth-1, ply+1, alpha, alpha+1, same)
			if score > alpha && score < beta && !s.stopped {
				score = s.child(depth-1, ply+1, alpha, beta, same)
			}
		}
		s.st.Undo()
		if s.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.pv[ply][0] = m
				copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
				s.pvLen[ply] = s.pvLen[ply+1] + 1
				if score >= beta {
					s.rememberCutoff(m, ply, depth)
					break
				}
			}
		}
	}
	if s.tt != nil {
		bound := BoundExact
		switch {
		case best <= alphaOrig:
			bound = BoundUpper
		case best >= beta:
			bound = BoundLower
		}
		s.tt.Store(hash, depth, scoreToTable(best, ply), bound, bestMove, true)
	}
	return best
}

// quiesce searches only tactical moves past the horizon, letting the side
// to move stand pat on the static evaluation.
func (s *Searcher[M]) quiesce(ply, alpha, beta, qdepth int) int {
	if s.tactical == nil || qdepth <= 0 || ply >= MaxPly {
		return s.evaluate()
	}
	stand := s.evaluate()
	if stand >= beta {
		return stand
	}
	alpha = max(alpha, stand)
	moves, any := s.tacticalMoves(ply)
	if !any {
		return terminalScore(s.st.NoMoves(), ply)
	}
	var scores []int
	if s.orderer != nil {
		scores = s.scoreBufs[ply][:0]
		for _, m := range moves {
			scores = append(scores, s.orderer.OrderScore(m))
		}
		s.scoreBufs[ply] = scores
	}
	best := stand
	side := s.sideToMove()
	for i := range moves {
		if scores != nil {
			pickNext(moves, scores, i)
		}
		s.st.Apply(moves[i])
		same := s.movesAgain(side)
		var score int
		if !s.visit() {
			score = 0
		} else if sc, over := s.st.Terminal(); over {
			score = fromChild(terminalScore(sc, ply+1), same)
		} else {
			score = s.qchild(ply+1, alpha, beta, qdepth-1, same)
		}
		s.st.Undo()
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
			}
		}
	}
	return best
}

// tacticalMoves returns the tactical moves of the side to move, in Moves's
// order, in the buffer of ply, and whether the side has any legal move.
func (s *Searcher[M]) tacticalMoves(ply int) ([]M, bool) {
	if s.tmover != nil {
		moves, any := s.tmover.TacticalMoves(s.moveBufs[ply][:0])
		s.moveBufs[ply] = moves
		return moves, any
	}
	moves := s.st.Moves(s.moveBufs[ply][:0])
	s.moveBufs[ply] = moves
	if len(moves) == 0 {
		return nil, false
	}
	n := 0
	for _, m := range moves {
		if s.tactical.IsTactical(m) {
			moves[n] = m
			n++
		}
	}
	return moves[:n], true
}

// placeKillers moves the killers of ply found in moves[from:] to its front,
// the first killer before the second, and returns the index after them.
func (s *Searcher[M]) placeKillers(moves []M, from, ply int) int {
	for k := range 2 {
		if !s.hasKiller[ply][k] {
			continue
		}
		for j := from; j < len(moves); j++ {
			if moves[j] == s.killers[ply][k] {
				moves[from], moves[j] = moves[j], moves[from]
				from++
				break
			}
		}
	}
	return from
}

// orderMoves gives every move an ordering score: the caller's score, with
// the history added (the table's move and the killers are searched before,
// apart).
func (s *Searcher[M]) orderMoves(moves []M, ply int) []int {
	scores := s.scoreBufs[ply][:0]
	for _, m := range moves {
		var sc int
		if s.orderer != nil {
			sc = s.orderer.OrderScore(m) << 16
		}
		if s.keyer != nil {
			sc += int(s.history[s.keyer.HistoryKey(m)])
		}
		scores = append(scores, sc)
	}
	s.scoreBufs[ply] = scores
	return scores
}

// pickNext moves the best-scored of moves[i:] to position i (selection
// sort step: most nodes cut off after a few moves, so sorting all is waste).
func pickNext[M any](moves []M, scores []int, i int) {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[b] {
			b = j
		}
	}
	if b != i {
		moves[i], moves[b] = moves[b], moves[i]
		scores[i], scores[b] = scores[b], scores[i]
	}
}

// rememberCutoff updates killers and history for a move that caused a beta cut-off.
func (s *Searcher[M]) rememberCutoff(m M, ply, depth int) {
	if !(s.hasKiller[ply][0] && s.killers[ply][0] == m) {
		s.killers[ply][1], s.hasKiller[ply][1] = s.killers[ply][0], s.hasKiller[ply][0]
		s.killers[ply][0], s.hasKiller[ply][0] = m, true
	}
	if s.keyer != nil {
		h := &s.history[s.keyer.HistoryKey(m)]
		*h += int32(depth * depth)
		if *h > 1<<20 {
			for i := range s.history {
				s.history[i] /= 2
			}
		}
	}
}
