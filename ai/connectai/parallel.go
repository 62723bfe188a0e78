package connectai

import (
	"runtime"
	"sync"
	"sync/atomic"

	"stratagem/board/connect"
)

// A parallel solve: SetThreads(n) makes the solver search each null window
// with n workers on one shared table, the scheme known as simplified
// ABDADA (Weill's ABDADA as simplified by Kishimoto). Every worker searches
// the whole window from the root, in the usual order, and the first to
// finish gives the answer; what makes the workers divide the tree between
// them, rather than walk it side by side, is that a worker about to search a
// child that another worker is searching at that moment leaves it for last
// and searches its next brother first. By the time it comes back, the other
// worker has usually finished the child and left its score in the shared
// table. The first child of a node is never left (its score is what the
// brothers are searched against, as in the one-thread search).
//
// Why this scheme: a solver spends its time in null-window searches whose
// nodes are cut off by their first or second child, so there is little
// work to split by handing out subtrees at a few places (young brothers
// wait), and a worker that waits for a brother's result idles. Lazy SMP,
// which chess engines use, has the workers search at different depths, and
// a solver has only one depth: its workers, all searching the same window
// in the same order, would mostly search the same positions. ABDADA's rule
// needs no waiting and no work queue, only a table of the positions being
// searched, and costs the one-thread search nothing (it is not consulted).
//
// Only positions in the large table are shared this way: those near the
// end of the game are searched in each worker's own small table, which
// stays in its core's cache, and are cheap to search twice.

// SolverThreads is how many workers the players' solves bounded by time
// use: two where the machine has two cores or more, one in the browser
// (WebAssembly runs one thread) or on one core.
var SolverThreads = defaultThreads()

func defaultThreads() int {
	if runtime.GOOS == "js" {
		return 1
	}
	return min(2, runtime.NumCPU())
}

// busyBits sizes the table of positions being searched: far more slots than
// the workers can be searching at once (one a ply each).
const busyBits = 14

// shared is what the workers of a parallel solve have in common.
type shared struct {
	busy    [1 << busyBits]atomic.Uint64 // the keys of positions being searched
	done    atomic.Bool                  // a worker has finished the window, or the limits were reached
	workers []*Solver                    // the helpers; the solver itself is the first worker
}

func busySlot(key uint64) uint64 { return (key * 0xd6e8feb86659fd93) >> (64 - busyBits) }

// searching reports whether another worker is searching the position.
func (sh *shared) searching(key uint64) bool { return sh.busy[busySlot(key)].Load() == key }

// begin marks the position as being searched; end unmarks it, unless
// another position has since taken its slot.
func (sh *shared) begin(key uint64) { sh.busy[busySlot(key)].Store(key) }
func (sh *shared) end(key uint64)   { sh.busy[busySlot(key)].CompareAndSwap(key, 0) }

// SetThreads makes the solver search with n workers (n ≤ 1: one, the
// default). Each worker has its own small table (1 MiB) and shares the
// large one.
func (s *Solver) SetThreads(n int) {
	if n <= 1 {
		s.sh = nil
		return
	}
	if s.sh != nil && len(s.sh.workers) == n-1 {
		return
	}
	s.sh = &shared{}
	for i := 1; i < n; i++ {
		h := &Solver{}
		*h = *s
		h.tt, h.small = nil, nil // given at the first solve
		h.budget = budget{}
		h.sh = s.sh
		s.sh.workers = append(s.sh.workers, h)
	}
}

// Threads is the number of workers a solve uses.
func (s *Solver) Threads() int {
	if s.sh == nil {
		return 1
	}
	return len(s.sh.workers) + 1
}

// window searches the null window (med, med+1) or any other of a position
// in which the side to move cannot win at once: with one worker, negamax;
// with more, all of them, the first to finish answering.
func (s *Solver) window(cur, mask uint64, m, alpha, beta int) int {
	if s.sh == nil || !s.inLargeTable(m+1) {
		// One worker, or a position whose children are all in the small
		// tables: there the workers would share nothing and walk the same
		// tree.
		return s.negamax(cur, mask, m, alpha, beta)
	}
	sh := s.sh
	s.tt.share()
	sh.done.Store(false)
	var wg sync.WaitGroup
	var helperScore atomic.Int64
	var helperDone atomic.Bool
	for _, h := range sh.workers {
		if h.small == nil {
			h.small = h.newSmallTable()
		}
		h.tt = s.tt
		h.begin(Limits{})
		h.abort = &sh.done
		wg.Add(1)
		go func(h *Solver) {
			defer wg.Done()
			v := h.negamax(cur, mask, m, alpha, beta)
			if !h.stopped && !helperDone.Swap(true) {
				helperScore.Store(int64(v))
				sh.done.Store(true)
			}
		}(h)
	}
	s.abort = &sh.done
	v := s.negamax(cur, mask, m, alpha, beta)
	s.abort = nil
	ownStop := s.stopped && !helperDone.Load()
	sh.done.Store(true)
	wg.Wait()
	for _, h := range sh.workers {
		s.nodes += h.nodes - h.nodeStart
	}
	if s.stopped {
		if ownStop {
			return 0 // the limits ended the solve
		}
		s.stopped = false
		return int(helperScore.Load())
	}
	return v
}

// childrenShared searches a node's children, mv in reverse order of
// preference with their table keys ck, as negamax does, but leaves for last
// the children (other than the first) that another worker is searching.
func (s *Solver) childrenShared(key uint64, tt *table, opp, mask uint64, mv, ck []uint64, m, alpha, beta int) int {
	sh := s.sh
	var later [connect.MaxWidth]int // indices into mv
	nl := 0
	for k := 0; k < len(mv)+nl; k++ {
		i := len(mv) - 1 - k
		if k >= len(mv) {
			i = later[k-len(mv)] // left for last
		}
		if k > 0 && k < len(mv) && sh.searching(ck[i]) {
			later[nl] = i
			nl++
			continue
		}
		sh.begin(ck[i])
		score := -s.negamax(opp, mask|mv[i], m+1, -beta, -alpha)
		sh.end(ck[i])
		if s.stopped {
			return 0
		}
		if score >= beta {
			tt.put(key, score, true)
			return score
		}
		alpha = max(alpha, score)
	}
	tt.put(key, alpha, false)
	return alpha
}
