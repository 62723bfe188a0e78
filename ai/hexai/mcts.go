package hexai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/ai/yield"
	"stratagem/board/hex"
	"stratagem/units"
)

// Policy chooses the plies of an MCTS playout and orders the actions a new
// tree node expands.
type Policy int8

const (
	// RandomPolicy plays uniformly random legal actions and expands in the
	// order of LegalActions.
	RandomPolicy Policy = iota
	// GreedyPolicy plays, with probability 1 − MCTS.Epsilon, the attack with
	// the best predicted damage minus the retaliation's, else (no attack
	// worth making) a move that ends nearest to an enemy; otherwise (with
	// probability Epsilon) a uniformly random action. New nodes expand their
	// actions in the same preference order.
	GreedyPolicy
)

func (p Policy) String() string {
	if p == GreedyPolicy {
		return "greedy"
	}
	return "random"
}

// MCTS is Monte Carlo tree search with UCB1 (UCT) over plies — the thesis's
// suggested improvement (chapter 6). The same side often acts several plies
// in a row, so every edge keeps its rewards from the point of view of the
// side that chose it (the side to act at its parent), not by alternating
// signs. A playout is cut after PlayoutDepth plies and scored by the
// hit-point evaluation squashed to [0, 1]: 1/(1 + e^(−HP/Scale)); a finished
// battle scores 1, ½ or 0. The action played is the most visited at the root.
// The tree is rebuilt for every action (no reuse between calls).
type MCTS struct {
	C            float64 // the UCB1 exploration constant (rewards lie in [0, 1])
	PlayoutDepth int     // plies per playout before the evaluation decides
	Policy       Policy
	Epsilon      float64 // GreedyPolicy: the chance of a random ply
	Scale        float64 // the squash's scale, in hundredths of a hit point
	Iterations   int     // stop after this many iterations; 0: only the clock stops it
	// Widen limits a node to 1 + ⌊Widen·√visits⌋ children, taken in the
	// policy's order (progressive widening); 0: every action is expanded
	// before any is revisited, plain UCT.
	Widen float64
	// Relative scores a cut playout by the hit points gained or lost since
	// the search's root (HP − base instead of HP), and a drawn battle as
	// hit points level (0 − base): far ahead or far behind, the squashed
	// evaluation then still tells a line that presses on from one that
	// stands still, and a draw is worth what giving up the lead is worth.
	Relative bool
	// Wary, in hexes, makes the greedy policy step into an enemy's reach
	// only when it strikes there: a move (without a blow) that ends where
	// an enemy fighter that acts before the unit again could strike it
	// (within its speed + 1 hexes), with a first blow that deals more than
	// the unit's retaliation gives back, ranks as if it ended Wary hexes
	// further from the nearest enemy. 0: every move ranks by its distance
	// alone.
	Wary int

	base   int // Relative: Blue's HP at the root, in hundredths
	buf    []units.Action
	scores []int
	path   []mctsStep
}

// MCTSStats is what one MCTS search did.
type MCTSStats struct {
	Action     units.Action
	Iterations int
	Plies      int     // plies played in the playouts
	Nodes      int     // tree nodes
	Visits     int     // root visits of the chosen action
	Value      float64 // its mean reward
	Complete   bool    // false when stopped by ctx or the deadline before Iterations
}

type mctsNode struct {
	side     units.Side     // the side to act here: the chooser of the edges below
	untried  []units.Action // not yet expanded, the next to expand last
	children []mctsEdge
	visits   int
}

type mctsEdge struct {
	a     units.Action
	n     int
	w     float64 // summed rewards for the parent's side
	child *mctsNode
}

type mctsStep struct {
	node *mctsNode
	edge int
}

// Search returns the action for b's active unit, using b as scratch (as it
// was afterwards) and rng for the playouts. It stops after Iterations (if
// not 0), when ctx is done, or when the deadline (if not zero) passes,
// checking before every iteration.
func (t *MCTS) Search(ctx context.Context, b *units.Battle, deadline time.Time, rng *rand.Rand) MCTSStats {
	root := t.newNode(b, rng)
	t.base = HP(b, units.Blue)
	st := MCTSStats{Nodes: 1, Complete: true}
	if len(root.untried) == 1 {
		st.Action = root.untried[0]
		return st
	}
	progress := ai.ProgressOf(ctx)
	for t.Iterations == 0 || st.Iterations < t.Iterations {
		yield.Point()
		if ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline)) {
			st.Complete = false
			break
		}
		t.iterate(b, root, rng, &st)
		st.Iterations++
		progress.Work(int64(st.Iterations), int64(t.Iterations))
	}
	root.choose(&st)
	return st
}

// choose puts the root's most visited action (ties: the better value) into st;
// with no child expanded it takes the policy's first choice.
func (root *mctsNode) choose(st *MCTSStats) {
	if len(root.children) == 0 {
		st.Action = root.untried[len(root.untried)-1]
		return
	}
	best := &root.children[0]
	for i := range root.children {
		e := &root.children[i]
		if e.n > best.n || (e.n == best.n && e.w > best.w) {
			best = e
		}
	}
	st.Action, st.Visits, st.Value = best.a, best.n, best.w/float64(best.n)
}

// allowed is the number of children a node with visits may have.
func (t *MCTS) allowed(visits int) int {
	if t.Widen <= 0 {
		return math.MaxInt
	}
	return 1 + int(t.Widen*math.Sqrt(float64(visits)))
}

// iterate is one selection (with progressive widening when set), expansion,
// playout and backup; it returns the depth of the tree node the playout
// started at.
func (t *MCTS) iterate(b *units.Battle, root *mctsNode, rng *rand.Rand, st *MCTSStats) int {
	t.path = t.path[:0]
	node := root
	for {
		if len(node.untried) > 0 && len(node.children) < t.allowed(node.visits) {
			a := node.untried[len(node.untried)-1]
			node.untried = node.untried[:len(node.untried)-1]
			b.Apply(a)
			child := t.newNode(b, rng)
			st.Nodes++
			node.children = append(node.children, mctsEdge{a: a, child: child})
			t.path = append(t.path, mctsStep{node, len(node.children) - 1})
			break
		}
		if len(node.children) == 0 {
			break // the battle is over here
		}
		i := t.selectUCB(node)
		t.path = append(t.path, mctsStep{node, i})
		b.Apply(node.children[i].a)
		node = node.children[i].child
	}
	plies, blue := t.playout(b, rng)
	st.Plies += plies
	for range plies {
		b.Undo()
	}
	for i := len(t.path) - 1; i >= 0; i-- {
		s := t.path[i]
		e := &s.node.children[s.edge]
		e.n++
		if s.node.side == units.Blue {
			e.w += blue
		} else {
			e.w += 1 - blue
		}
		s.node.visits++
		b.Undo()
	}
	return len(t.path)
}

func (t *MCTS) selectUCB(n *mctsNode) int {
	best, bestV := 0, math.Inf(-1)
	logN := math.Log(float64(n.visits))
	for i := range n.children {
		e := &n.children[i]
		v := e.w/float64(e.n) + t.C*math.Sqrt(logN/float64(e.n))
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// newNode makes the node of b, its actions ordered for expansion.
func (t *MCTS) newNode(b *units.Battle, rng *rand.Rand) *mctsNode {
	n := &mctsNode{side: b.ToMove()}
	if b.Outcome().Over() {
		return n
	}
	n.untried = b.LegalActions(nil)
	switch t.Policy {
	case GreedyPolicy:
		// Best last: it is expanded first.
		scores := t.score(b, n.untried)
		idx := make([]int, len(n.untried))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(x, y int) int { return cmpInt(scores[x], scores[y]) })
		sorted := make([]units.Action, len(idx))
		for i, j := range idx {
			sorted[i] = n.untried[j]
		}
		n.untried = sorted
	default:
		rng.Shuffle(len(n.untried), func(i, j int) { n.untried[i], n.untried[j] = n.untried[j], n.untried[i] })
	}
	return n
}

// playout plays from b (left for the caller to undo) and returns the plies
// played and Blue's reward.
func (t *MCTS) playout(b *units.Battle, rng *rand.Rand) (plies int, blue float64) {
	for plies < t.PlayoutDepth && !b.Outcome().Over() {
		t.buf = b.LegalActions(t.buf[:0])
		var a units.Action
		if t.Policy == GreedyPolicy && rng.Float64() >= t.Epsilon {
			a = t.buf[argmaxRand(t.score(b, t.buf), rng)]
		} else {
			a = t.buf[rng.IntN(len(t.buf))]
		}
		b.Apply(a)
		plies++
	}
	base := 0
	if t.Relative {
		base = t.base
	}
	if o := b.Outcome(); o.Over() {
		switch {
		case o.Draw:
			return plies, t.squash(-base)
		case o.Winner == units.Blue:
			return plies, 1
		}
		return plies, 0
	}
	return plies, t.squash(HP(b, units.Blue) - base)
}

// squash maps Blue's hit points, in hundredths, to a reward in (0, 1).
func (t *MCTS) squash(hp int) float64 { return 1 / (1 + math.Exp(-float64(hp)/t.Scale)) }

// score rates the active unit's actions for the greedy policy (higher is
// better): attacks by predicted damage minus the retaliation's damage, above
// every other action when that is positive; moves by how near they end to
// the nearest enemy; Defend and Wait below every move.
func (t *MCTS) score(b *units.Battle, acts []units.Action) []int {
	const attackBase = 1 << 30
	t.scores = t.scores[:0]
	us := b.Units()
	me := b.Active()
	var enemies [16]hex.Hex
	var reach [16]int // Wary: how far the enemy strikes before me again; -1: it does not
	moved := us[me]
	moved.Acted = true // as it will be once the action is played
	ne := 0
	for i := range us {
		if us[i].Fighters > 0 && us[i].Side != us[me].Side && ne < len(enemies) {
			enemies[ne] = us[i].Pos
			reach[ne] = -1
			if t.Wary > 0 && us[i].Kind != units.Archer &&
				units.ActsBeforeAgain(b.Round(), &us[i], i, &moved, me) && firstBlowPays(us[i], us[me]) {
				reach[ne] = us[i].Kind.Stats().Speed + 1
			}
			ne++
		}
	}
	for _, a := range acts {
		s := 0
		switch {
		case a.Attacks():
			p := b.Predict(a)
			s = attackBase + p.Damage - p.RetaliationDamage
			if p.Damage <= p.RetaliationDamage {
				s = -1000 - (p.RetaliationDamage - p.Damage) // a bad trade: not even a move
			}
		case a.Kind == units.Move:
			d, struck := 1<<10, false
			for k, e := range enemies[:ne] {
				de := hex.Distance(a.To, e)
				d = min(d, de)
				struck = struck || de <= reach[k]
			}
			if struck {
				d += t.Wary
			}
			s = -d
		default:
			s = -1 << 11 // Defend, Wait
		}
		t.scores = append(t.scores, s)
	}
	return t.scores
}

// firstBlowPays reports whether enemy e, striking u first in melee, would
// deal more damage than u's retaliation deals back, as the rules would
// resolve that blow now (both on grass, u not defending since it moved):
// only such a blow is worth keeping out of reach of. A stack too weak to
// hurt u, as a last few flyers against a crowd of pikemen, is not.
func firstBlowPays(e, u units.Unit) bool {
	u.Defending = false
	p := units.PredictBlow(e, u, hex.Grass, hex.Grass, true)
	return p.Damage > p.RetaliationDamage
}

// argmaxRand returns the index of the largest value, ties broken uniformly
// at random (so that playouts from one node differ).
func argmaxRand(v []int, rng *rand.Rand) int {
	best, ties := 0, 0
	for i, x := range v {
		switch {
		case x > v[best]:
			best, ties = i, 1
		case x == v[best]:
			ties++
			if rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return best
}

// MCTSIterationsPerMs is the "mcts" player's iteration budget per
// millisecond of move time: about 60 % of what one core of the development
// machine ran when it was measured (BenchmarkMCTSStart: about 7000 a second
// then, about 10 000 since the movement search took a bucket queue), so that
// the budget, not the clock, normally ends the search and a game replays
// exactly under the same seeds; the clock still stops it on a slow machine.
// It stays at 4 so that the lab's measurements of "mcts" hold.
const MCTSIterationsPerMs = 4

// DefaultMCTS returns the settings of the "mcts" player for a move time
// (0: no iteration budget, only the clock), chosen by short arena runs
// (docs/hex-ai.md). The player itself sets the budget from each move's
// limits.
func DefaultMCTS(moveTime time.Duration) MCTS {
	t := MCTS{C: 0.1, PlayoutDepth: 20, Policy: GreedyPolicy, Epsilon: 0, Scale: 50000}
	if moveTime > 0 {
		t.Iterations = max(1, int(moveTime.Milliseconds())*MCTSIterationsPerMs)
	}
	return t
}

// newMCTSPlayer returns a player searching with t: with t.Iterations 0,
// perMs iterations per millisecond of each move's budget (0: the clock alone
// ends its searches).
func newMCTSPlayer(name string, seed uint64, t MCTS, perMs int) *MCTSPlayer {
	return &MCTSPlayer{searcher: searcher[MCTSStats]{name: name}, t: t, perMs: perMs, rng: rand.New(rand.NewPCG(seed, 0x6d637473))}
}

// MCTSPlayer plays by MCTS within its move time.
type MCTSPlayer struct {
	searcher[MCTSStats]
	perMs int // iterations per millisecond of budget when t.Iterations is 0
	t     MCTS
	rng   *rand.Rand
}

// LastStats returns what the latest search did.
func (p *MCTSPlayer) LastStats() MCTSStats { return p.latest() }

// Choose searches a clone of b within lim (see the package comment).
func (p *MCTSPlayer) Choose(ctx context.Context, b *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	return p.decide(ctx, b, lim, func(c *units.Battle, end time.Time) (st MCTSStats) {
		p.t.budgeted(p.perMs, lim, func() { st = p.t.Search(ctx, c, end, p.rng) })
		return st
	}, mctsInfo)
}
