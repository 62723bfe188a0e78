package millai

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"

	"stratagem/ai"
	"stratagem/board/mill"
)

// Priority is the seed's rule-based player. Every point of every line gets
// a base score of 100, multiplied or divided by the seed's factors for the
// phase; the best line and then its best point win, ties broken at random.
// It looks no further than the current move, which is what makes it
// beatable. Unlike the seed's version it always plays a legal move and
// always makes the removal a mill earns.
//
// Scoring whole lines has a flaw when placing: a mill closed on the middle
// of a line scores 100/2×8 = 400, no more than a line of two free ends
// beside one of its own pieces (200 + 200), and a block on a middle point
// (350) less. So Easy (and Beginner) first take a mill they can close,
// then block one of the opponent's, as its description says; the AI lab's
// "seed" (exact) plays the seed's scores as they are.
//
// In every variant it reads the board's lines from the variant. Where
// pieces may move while others are in hand (Lasker Morris) it still
// places: any mill a move could close, a placement on the same point
// closes too.
type Priority struct {
	name  string // the level's name: "easy", "seed" (or "beginner" inside its handicap)
	exact bool   // the seed's placing as written, without the mill and block first
	mu    sync.Mutex
	rng   *rand.Rand
}

// Name returns the level's name.
func (e *Priority) Name() string { return e.name }

// Choose picks a move by the seed's priorities for the phase; it ignores lim.
func (e *Priority) Choose(ctx context.Context, pos *mill.Position, _ ai.Limits) (mill.Move, ai.Info, error) {
	if pos.Outcome().Over() {
		return noMove, ai.Info{}, ErrGameOver
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	legal := pos.LegalMoves(nil)
	g := geometryOf(pos.Variant())
	var m mill.Move
	switch pos.PhaseOf(pos.SideToMove()) {
	case mill.Placing:
		m = e.place(g, pos, legal)
	case mill.Moving:
		m = e.bestStep(g, pos, legal, moveScore)
	default:
		m = e.bestStep(g, pos, legal, flyScore)
	}
	return e.withRemoval(g, pos, legal, m), ai.Info{}, ctx.Err()
}

// lineCounts returns how many of line l's points are own, empty and enemy.
func (g *geometry) lineCounts(own, opp uint32, l int) (owned, neutral, enemy int) {
	owned, enemy = count(own&g.lineMask[l]), count(opp&g.lineMask[l])
	return owned, 3 - owned - enemy, enemy
}

// pickLine returns the best-scoring line (ties at random) and then its best
// point among those with a positive score (ties at random), as the seed's
// AiLogic functions do. scores has a row for each of g's lines.
func (e *Priority) pickLine(g *geometry, scores [][3]int) (mill.Point, bool) {
	best, lines := 0, []int(nil)
	for l := range scores {
		s := scores[l][0] + scores[l][1] + scores[l][2]
		switch {
		case s > best:
			best, lines = s, append(lines[:0], l)
		case s == best && s > 0:
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return mill.NoPoint, false
	}
	l := lines[e.rng.IntN(len(lines))]
	top, idx := 0, []int(nil)
	for i, s := range scores[l] {
		switch {
		case s > top:
			top, idx = s, append(idx[:0], i)
		case s == top && s > 0:
			idx = append(idx, i)
		}
	}
	return g.lines[l][idx[e.rng.IntN(len(idx))]], true
}

// place is the seed's FirstPhaseScoring and AiLogicFirstPhase.
func (e *Priority) place(g *geometry, pos *mill.Position, legal []mill.Move) mill.Move {
	me := pos.SideToMove()
	own, opp, empty := pos.Pieces(me), pos.Pieces(me.Other()), pos.Empty()
	scores := make([][3]int, len(g.lines))
	for l, line := range g.lines {
		owned, neutral, enemy := g.lineCounts(own, opp, l)
		for i, p := range line {
			s := 100
			if i == 1 { // the middle of a line
				s /= 2
			}
			switch {
			case empty&bit(p) == 0:
				s = 0
			case owned == 2 && neutral == 1:
				s *= 8 // makes a mill
			case enemy == 2 && neutral == 1:
				s *= 7 // blocks one
			case enemy > 0:
				s /= 2
			case owned == 1 && neutral == 2:
				s *= 2 // builds towards one
			}
			scores[l][i] = s
		}
	}
	if !e.exact {
		closes := func(p mill.Point) bool { return g.closes(own|bit(p), p) }
		blocks := func(p mill.Point) bool { return g.blocks(opp, empty, p) }
		for _, rule := range []func(mill.Point) bool{closes, blocks} {
			if to, ok := e.bestPoint(g, scores, empty, rule); ok {
				return mill.Place(to)
			}
		}
	}
	to, ok := e.pickLine(g, scores)
	if !ok {
		return legal[e.rng.IntN(len(legal))]
	}
	return mill.Place(to)
}

// bestPoint returns, among the empty points where rule holds, the one the
// seed's scores rate highest on any of its lines (ties at random); false
// when rule holds nowhere.
func (e *Priority) bestPoint(g *geometry, scores [][3]int, empty uint32, rule func(mill.Point) bool) (mill.Point, bool) {
	best, cands := -1, []mill.Point(nil)
	points(empty, func(p mill.Point) {
		if !rule(p) {
			return
		}
		s := 0
		for _, l := range g.linesOf[p] {
			s = max(s, scores[l][slices.Index(g.lines[l][:], p)])
		}
		switch {
		case s > best:
			best, cands = s, append(cands[:0], p)
		case s == best:
			cands = append(cands, p)
		}
	})
	if len(cands) == 0 {
		return mill.NoPoint, false
	}
	return cands[e.rng.IntN(len(cands))], true
}

// stepScore scores a move or fly (without its removal) for bestStep.
type stepScore func(g *geometry, pos *mill.Position, m mill.Move) int

// bestStep picks the best-scoring move among legal (removals ignored
// here), ties at random.
func (e *Priority) bestStep(g *geometry, pos *mill.Position, legal []mill.Move, score stepScore) mill.Move {
	best, cands := -1, []mill.Move(nil)
	prev := mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}
	for _, m := range legal {
		m.Remove = mill.NoPoint
		if m == prev {
			continue // the same step with another removal
		}
		prev = m
		s := score(g, pos, m)
		switch {
		case s > best:
			best, cands = s, append(cands[:0], m)
		case s == best:
			cands = append(cands, m)
		}
	}
	return cands[e.rng.IntN(len(cands))]
}

// moveScore is the seed's phase-two priority: make a mill (×8), else block
// the opponent's (×6) without breaking a two of ours, else step out of a
// mill to close it again (×2), else any move.
func moveScore(g *geometry, pos *mill.Position, m mill.Move) int {
	me := pos.SideToMove()
	own, opp := pos.Pieces(me), pos.Pieces(me.Other())
	after := own&^bit(m.From) | bit(m.To)
	switch {
	case g.closes(after, m.To):
		return 100 * 8
	case g.blocks(opp, pos.Empty(), m.To) && !g.inTwo(own, pos.Empty(), m.From):
		return 100 * 6
	case g.closes(own, m.From) && opp&g.neighbours[m.From] == 0:
		return 100 * 2 // nobody can step into the gap before we return
	}
	return 100
}

// flyScore is the seed's phase-three priority: the destination first
// (make a mill ×10, block ×8, start a free line ×2), then the piece (one
// standing alone in its lines ×8 per line).
func flyScore(g *geometry, pos *mill.Position, m mill.Move) int {
	me := pos.SideToMove()
	own, opp := pos.Pieces(me), pos.Pieces(me.Other())
	rest := own &^ bit(m.From)
	dest := 100
	switch {
	case g.closes(rest|bit(m.To), m.To):
		dest *= 10
	case g.blocks(opp, pos.Empty(), m.To):
		dest *= 8
	default:
		for _, l := range g.linesOf[m.To] {
			if count(rest&g.lineMask[l]) == 1 && opp&g.lineMask[l] == 0 {
				dest = 100 * 2
			}
		}
	}
	piece := 0
	for _, l := range g.linesOf[m.From] {
		if count(own&g.lineMask[l]) == 1 {
			piece += 100 * 8
		}
	}
	return dest*10000 + piece
}

// blocks reports whether taking the empty point p stops an opponent's two-in-a-line.
func (g *geometry) blocks(opp, empty uint32, p mill.Point) bool {
	for _, l := range g.linesOf[p] {
		if count(opp&g.lineMask[l]) == 2 && empty&g.lineMask[l] == bit(p) {
			return true
		}
	}
	return false
}

// inTwo reports whether the piece on p is one of two own pieces in a line
// whose third point is empty (moving it would give up a threat).
func (g *geometry) inTwo(own, empty uint32, p mill.Point) bool {
	for _, l := range g.linesOf[p] {
		if count(own&g.lineMask[l]) == 2 && count(empty&g.lineMask[l]) == 1 {
			return true
		}
	}
	return false
}

// withRemoval completes m with the removal it earns, chosen by the seed's
// EatScoring, and returns the matching legal move.
func (e *Priority) withRemoval(g *geometry, pos *mill.Position, legal []mill.Move, m mill.Move) mill.Move {
	var removable uint32
	for _, l := range legal {
		if l.From == m.From && l.To == m.To && l.Remove != mill.NoPoint {
			removable |= bit(l.Remove)
		}
	}
	if removable == 0 {
		return m
	}
	me := pos.SideToMove()
	own := pos.Pieces(me)&^bit(m.From) | bit(m.To)
	opp := pos.Pieces(me.Other())
	scores := make([][3]int, len(g.lines))
	for l, line := range g.lines {
		_, _, enemy := g.lineCounts(own, opp, l)
		for i, p := range line {
			s := 100
			if i != 1 { // the ends of a line
				s /= 2
			}
			switch {
			case removable&bit(p) == 0:
				s = 0
			case enemy == 2:
				s *= 5 // breaks a two-in-a-line
			case enemy > 0:
				s *= 2
			}
			scores[l][i] = s
		}
	}
	r, ok := e.pickLine(g, scores)
	if !ok { // cannot happen: a removable piece always scores
		points(removable, func(p mill.Point) { r = p })
	}
	m.Remove = r
	return m
}
