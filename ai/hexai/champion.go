package hexai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/ai/yield"
	"stratagem/units"
)

// Champion is the search of the Master level and of the lab's "champion":
// the "mcts" search (UCT over plies, rewards kept for the side that chose
// each edge, greedy playouts scored by the squashed hit-point evaluation)
// with three changes (docs/hex-ai.md has the measurements):
//
//   - Progressive widening: a node with n visits may have at most
//     1 + ⌊Widen·√n⌋ children, taken in the greedy policy's order of
//     preference (best attacks, then moves towards the enemy, Defend and
//     Wait last), so that the deeper visits go to the plausible actions
//     instead of to all ~55 of every node.
//   - Tree reuse: the subtree under the actions played since the previous
//     search (its own and the enemy's) is kept, so the statistics of the
//     earlier searches are not thrown away.
//   - The whole move time is used (up to an iteration budget per
//     millisecond, see ChampionIterationsPerMs).
//
// and, by default, a fourth (MCTS.Relative): playouts are scored by the
// hit points won or lost since the tree was started, and a draw as giving
// up the lead, so that a side far ahead, whose every line scores nearly 1
// by the lead itself, still tells pressing on from standing still. The
// tree is started afresh when the hit points have moved by more than
// Scale since it was.
//
// A fifth (Pursue, pursuit.go) finishes battles that the quiet-rounds rule
// would draw: after Pursue rounds without losses, while ahead, it plays the
// near-best action (within PursueMargin of the chosen one's value) that
// leaves the enemy the fewest hexes out of its reach.
//
// A sixth (MCTS.Wary, ChampionWary) makes the greedy playouts step into
// an enemy's reach only to strike: against an enemy that waits for the
// first blow, a playout that walks every stack up to it misjudges the
// approach.
type Champion struct {
	MCTS         // C, PlayoutDepth, Policy, Epsilon, Scale, Iterations, Widen as for MCTS
	NoReuse bool // start every search with a fresh tree
	// Pursue is the number of rounds without losses after which a side
	// ahead chases (0: never); PursueMargin is how much lower a mean reward
	// than the chosen action's it accepts for that.
	Pursue       int
	PursueMargin float64

	root     *mctsNode
	rootHist []units.Action // the history of the battle at root
	rootInit uint64         // the hash of that battle's starting position
	treeBase int            // Relative: Blue's HP when the tree was started
	chase    chaser
}

// ChampionStats is what one champion search did.
type ChampionStats struct {
	MCTSStats
	Reused   int // root visits inherited from the previous search
	MaxDepth int // the deepest tree node below the root, in plies
}

// Search returns the action for b's active unit, using b as scratch (as it
// was afterwards). It stops after Iterations new iterations (if not 0), when
// ctx is done, or when the deadline (if not zero) passes.
func (c *Champion) Search(ctx context.Context, b *units.Battle, deadline time.Time, rng *rand.Rand) ChampionStats {
	root := c.reuse(b)
	if hp := HP(b, units.Blue); root != nil && c.Relative && max(hp-c.treeBase, c.treeBase-hp) > int(c.Scale) {
		root = nil // the tree's rewards are relative to a battle long gone
	}
	if root == nil {
		root = c.newNode(b, rng)
		c.treeBase = HP(b, units.Blue)
	}
	c.base = c.treeBase
	st := ChampionStats{MCTSStats: MCTSStats{Nodes: 1, Complete: true}, Reused: root.visits}
	legal := len(root.untried) + len(root.children)
	if legal == 1 {
		if len(root.children) == 1 {
			st.Action = root.children[0].a
		} else {
			st.Action = root.untried[0]
		}
		c.keep(b, root)
		return st
	}
	progress := ai.ProgressOf(ctx)
	for c.Iterations == 0 || st.Iterations < c.Iterations {
		// The clock is read every 8 iterations (an iteration is ~0.15 ms).
		yield.Point()
		if st.Iterations&7 == 0 && (ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline))) {
			st.Complete = false
			break
		}
		if st.Iterations&7 == 0 {
			progress.Work(int64(st.Iterations), int64(c.Iterations))
		}
		if d := c.iterate(b, root, rng, &st.MCTSStats); d > st.MaxDepth {
			st.MaxDepth = d
		}
		st.Iterations++
	}
	c.keep(b, root)
	root.choose(&st.MCTSStats)
	if c.Pursue > 0 && b.QuietRoundsSoFar() >= c.Pursue && HP(b, root.side) > 0 && !st.Action.Attacks() {
		c.pursue(b, root, &st.MCTSStats)
	}
	return st
}

// pursue replaces st's action by the one among the root's actions visited
// at least twice, with a mean reward within PursueMargin of st's, that
// leaves the enemy the fewest hexes out of reach (chaser.rate); ties go to
// the more visited action, so without a better chase st stays as it is.
//
// With three quiet rounds or fewer left before the draw, it first takes
// any blow that costs a fighter on either side (the best trade by the
// prediction), as long as the side stays ahead: a loss of its own also
// restarts the count, and a draw gives up the whole lead.
func (c *Champion) pursue(b *units.Battle, root *mctsNode, st *MCTSStats) {
	if b.QuietRoundsSoFar() >= units.QuietRounds-3 {
		var blow units.Action
		found, bestTrade := false, 0
		for _, a := range b.LegalActions(nil) {
			if !a.Attacks() {
				continue
			}
			p := b.Predict(a)
			trade := p.Damage - p.RetaliationDamage
			if p.Kills+p.RetaliationKills > 0 && HP(b, root.side)+trade > 0 && (!found || trade > bestTrade) {
				blow, found, bestTrade = a, true, trade
			}
		}
		if found {
			st.Action, st.Visits, st.Value = blow, 0, 0
			for i := range root.children {
				if e := &root.children[i]; e.a == blow && e.n > 0 {
					st.Visits, st.Value = e.n, e.w/float64(e.n)
				}
			}
			return
		}
	}
	actor := b.Active()
	var pick *mctsEdge
	var best chase
	for i := range root.children {
		e := &root.children[i]
		// Waiting is left out: it lets no enemy move before the unit acts
		// again, so the chase would rate it as cornering every enemy, while
		// it only puts the same choice off.
		if e.n < 2 || e.w/float64(e.n) < st.Value-c.PursueMargin || e.a.Kind == units.Wait {
			continue
		}
		b.Apply(e.a)
		x := c.chase.rate(b, root.side, actor)
		b.Undo()
		if pick == nil || x.less(best) || (!best.less(x) && e.n > pick.n) {
			pick, best = e, x
		}
	}
	if pick != nil {
		st.Action, st.Visits, st.Value = pick.a, pick.n, pick.w/float64(pick.n)
	}
}

// keep remembers root as the tree of b for the next search.
func (c *Champion) keep(b *units.Battle, root *mctsNode) {
	c.root, c.rootHist = root, b.History()
	c.rootInit = b.Initial().Hash()
}

// reuse returns the subtree of the previous search for b, or nil when b
// does not continue the battle searched then or the actions played since
// left the tree.
func (c *Champion) reuse(b *units.Battle) *mctsNode {
	node, prev := c.root, c.rootHist
	c.root, c.rootHist = nil, nil
	if node == nil || c.NoReuse {
		return nil
	}
	hist := b.History()
	if len(hist) < len(prev) || !slices.Equal(hist[:len(prev)], prev) || b.Initial().Hash() != c.rootInit {
		return nil
	}
	for _, a := range hist[len(prev):] {
		next := (*mctsNode)(nil)
		for i := range node.children {
			if node.children[i].a == a {
				next = node.children[i].child
				break
			}
		}
		if next == nil {
			return nil
		}
		node = next
	}
	if node.side != b.ToMove() || len(node.untried)+len(node.children) == 0 {
		return nil
	}
	return node
}

// ChampionIterationsPerMs is the champion's iteration budget per
// millisecond of move time: what one core of the development machine runs in
// the slowest positions of a battle (about 8 000 iterations a second in the
// opening, 12 000 on average over a battle), less a margin, so that normally
// the budget, not the clock, ends a search and games replay exactly under the
// same seeds (on a slower or busy machine the clock ends some searches, and
// then they do not). It was 5 until the movement search took a bucket queue
// (docs/hex-ai.md, "Speed and depth").
const ChampionIterationsPerMs = 7

// ChampionWary is the champion's MCTS.Wary: in its playouts a stack that
// cannot strike stays out of the reach of an enemy that would strike it
// first with a blow that pays, unless that costs more than 4 hexes of
// approach (docs/hex-ai.md, "Stepping into reach only to strike").
const ChampionWary = 4

// DefaultChampion returns the champion's settings for a move time (0: no
// iteration budget, only the clock). The player itself sets the budget
// from each move's limits.
func DefaultChampion(moveTime time.Duration) Champion {
	m := DefaultMCTS(0)
	m.Widen = 3
	m.Relative = true
	m.Wary = ChampionWary
	c := Champion{MCTS: m, Pursue: 2, PursueMargin: 0.03}
	if moveTime > 0 {
		c.Iterations = max(1, int(moveTime.Milliseconds())*ChampionIterationsPerMs)
	}
	return c
}

// ChampionPlayer plays by the Champion search within its move time.
type ChampionPlayer struct {
	searcher[ChampionStats]
	perMs int // iterations per millisecond of budget when c.Iterations is 0
	c     Champion
	rng   *rand.Rand
}

// newChampionPlayer returns a player searching with c: with c.Iterations 0,
// perMs iterations per millisecond of each move's budget (0: the clock
// alone ends its searches).
func newChampionPlayer(name string, seed uint64, c Champion, perMs int) *ChampionPlayer {
	return &ChampionPlayer{searcher: searcher[ChampionStats]{name: name}, perMs: perMs, c: c, rng: rand.New(rand.NewPCG(seed, 0x6368616d70))}
}

// LastStats returns what the latest search did.
func (p *ChampionPlayer) LastStats() ChampionStats { return p.latest() }

// Choose searches a clone of b within lim (see the package comment),
// reusing the tree of its previous search where b continues that battle.
func (p *ChampionPlayer) Choose(ctx context.Context, b *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	return p.decide(ctx, b, lim, func(c *units.Battle, end time.Time) (st ChampionStats) {
		p.c.budgeted(p.perMs, lim, func() { st = p.c.Search(ctx, c, end, p.rng) })
		return st
	}, func(st ChampionStats) (units.Action, ai.Info) {
		a, info := mctsInfo(st.MCTSStats)
		info.Depth = st.MaxDepth
		info.Note += fmt.Sprintf(", %d visits reused", st.Reused)
		return a, info
	})
}
