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

// MonteCarlo is the thesis's Monte Carlo search (5.3) with its two
// parameters, the number of simulations n and their depth k:
//
//  1. play one simulation from every first action (the candidates);
//  2. a simulation is k uniformly random plies, after which the evaluation
//     says who won;
//  3. play n more simulations, each from the candidate with the best win
//     share so far;
//  4. return the candidate with the best win share.
//
// The thesis counts "how many games the first action led to a win and how
// many to a loss". Here a simulation is a win for the side to act at the
// root when, after the k plies, the battle is won by it or (if not over) the
// evaluation for it is positive; a drawn battle or an evaluation of exactly 0
// counts half. The win share of a candidate is (wins + draws/2) divided by
// its simulations. Ties between win shares go to the candidate with more
// simulations, then to the one first in the candidate order.
//
// Greedy is the thesis's greedy variant (5.4): the candidates are not every
// legal action but the Greedy best by the evaluation of the battle after
// them (ties keep the order of LegalActions); the thesis used ten.
type MonteCarlo struct {
	Simulations int  // n; the thesis used 100
	Depth       int  // k, in plies; the thesis used 10
	Eval        Eval // the thesis's: Positional(HP)
	Greedy      int  // 0: every legal action is a candidate; else the best Greedy
	// MaxPlayouts stops the search after this many playouts in all, the
	// first pass included (0: no limit beyond Simulations).
	MaxPlayouts int

	buf []units.Action
}

// MCStats is what one Monte Carlo search did.
type MCStats struct {
	Action      units.Action
	Candidates  int
	Simulations int     // playouts run, the first pass included
	Plies       int     // plies played in the playouts
	Share       float64 // the win share of the chosen action
	Complete    bool    // false when stopped by ctx, the deadline or MaxPlayouts
}

type mcCandidate struct {
	a          units.Action
	sims       int
	halfPoints int // wins count 2, draws 1: exact win shares
}

// better reports whether x's win share beats y's (see MonteCarlo).
func (x *mcCandidate) better(y *mcCandidate) bool {
	if y.sims == 0 {
		return x.sims > 0
	}
	if x.sims == 0 {
		return false
	}
	l, r := x.halfPoints*y.sims, y.halfPoints*x.sims
	if l != r {
		return l > r
	}
	return x.sims > y.sims
}

// Search returns the action for b's active unit, using b as scratch (it is
// as it was afterwards) and rng for the playouts. It stops early, with the
// best candidate so far, when ctx is done, the deadline (if not zero)
// passes or MaxPlayouts is reached; they are checked before every
// simulation.
func (mc *MonteCarlo) Search(ctx context.Context, b *units.Battle, deadline time.Time, rng *rand.Rand) MCStats {
	root := b.ToMove()
	legal := b.LegalActions(nil)
	cands := make([]mcCandidate, 0, len(legal))
	if mc.Greedy > 0 {
		scoredActs := make([]scored, len(legal))
		for i, a := range legal {
			b.Apply(a)
			scoredActs[i] = scored{a, terminalOrEval(b, root, mc.Eval)}
			b.Undo()
		}
		slices.SortStableFunc(scoredActs, func(x, y scored) int { return cmpInt(y.v, x.v) })
		for _, s := range scoredActs[:min(mc.Greedy, len(scoredActs))] {
			cands = append(cands, mcCandidate{a: s.a})
		}
	} else {
		for _, a := range legal {
			cands = append(cands, mcCandidate{a: a})
		}
	}
	st := MCStats{Action: cands[0].a, Candidates: len(cands), Complete: true}
	stopped := func() bool {
		yield.Point()
		if (mc.MaxPlayouts > 0 && st.Simulations >= mc.MaxPlayouts) ||
			ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline)) {
			st.Complete = false
			return true
		}
		return false
	}
	simulate := func(c *mcCandidate) {
		b.Apply(c.a)
		plies, v := mc.playout(b, root, rng)
		b.Undo()
		c.sims++
		c.halfPoints += v
		st.Simulations++
		st.Plies += plies
	}
	best := 0
	for i := range cands { // step 1: every candidate once
		if stopped() {
			break
		}
		simulate(&cands[i])
		if cands[i].better(&cands[best]) {
			best = i
		}
	}
	for range mc.Simulations { // step 3: n more on the best so far
		if !st.Complete || stopped() {
			break
		}
		simulate(&cands[best])
		best = 0
		for i := range cands {
			if cands[i].better(&cands[best]) {
				best = i
			}
		}
	}
	c := &cands[best]
	st.Action = c.a
	if c.sims > 0 {
		st.Share = float64(c.halfPoints) / float64(2*c.sims)
	}
	return st
}

// playout plays up to Depth uniformly random plies from b, scores the end
// for root in half points (2 win, 1 draw, 0 loss), and takes the plies back.
func (mc *MonteCarlo) playout(b *units.Battle, root units.Side, rng *rand.Rand) (plies, halfPoints int) {
	for plies < mc.Depth && !b.Outcome().Over() {
		mc.buf = b.LegalActions(mc.buf[:0])
		b.Apply(mc.buf[rng.IntN(len(mc.buf))])
		plies++
	}
	v := terminalOrEval(b, root, mc.Eval)
	for range plies {
		b.Undo()
	}
	switch {
	case v > 0:
		return plies, 2
	case v == 0:
		return plies, 1
	}
	return plies, 0
}

// terminalOrEval is ±Win or 0 for a finished battle, else eval for side.
func terminalOrEval(b *units.Battle, side units.Side, eval Eval) int {
	if o := b.Outcome(); o.Over() {
		switch {
		case o.Draw:
			return 0
		case o.Winner == side:
			return Win
		}
		return -Win
	}
	return eval(b, side)
}

// SeedMC plays by the thesis's Monte Carlo search (plain or greedy).
type SeedMC struct {
	searcher[MCStats]
	mc  MonteCarlo
	rng *rand.Rand
}

func newSeedMC(name string, seed uint64, greedy int) *SeedMC {
	return &SeedMC{
		searcher: searcher[MCStats]{name: name},
		mc:       MonteCarlo{Simulations: 100, Depth: 10, Eval: Positional(HP), Greedy: greedy},
		rng:      rand.New(rand.NewPCG(seed, 0x6d6f6e7465)),
	}
}

// LastStats returns what the latest search did.
func (s *SeedMC) LastStats() MCStats { return s.latest() }

// Choose searches a clone of b within lim (see the package comment).
func (s *SeedMC) Choose(ctx context.Context, b *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	return s.decide(ctx, b, lim, func(c *units.Battle, end time.Time) MCStats {
		s.mc.MaxPlayouts = int(lim.MaxNodes)
		return s.mc.Search(ctx, c, end, s.rng)
	}, func(st MCStats) (units.Action, ai.Info) {
		return st.Action, ai.Info{Nodes: int64(st.Simulations), Score: perMille(st.Share),
			Note: fmt.Sprintf("%d playouts from %d candidates, win share %.3f", st.Simulations, st.Candidates, st.Share)}
	})
}
