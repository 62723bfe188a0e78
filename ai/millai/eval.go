package millai

import (
	"math/bits"

	"stratagem/board/mill"
)

// weights are the evaluation's terms, in thousandths of a piece.
type weights struct {
	piece       int // a piece on the board or in hand
	threatPlace int // two in a line, third point empty, while placing
	threatMove  int // ... that a piece can close next move (moving)
	threatFly   int // ... while flying (any piece can close it)
	mill        int // a standing mill: its pieces cannot be removed
	openMill    int // a mill a piece can step out of and back into
	runningMill int // a piece that closes a mill with every step
	mobility    int // each step a piece could take (moving phase)
	mobilityPl  int // ... while placing: room for later (docs/mill-engine.md: tuned in matches)
	blocked     int // a piece with no empty neighbour
	stuck       int // a moving side with no step at all
	junction    int // per neighbour of an occupied point, while placing
	tempoMill   int // the side to move closes a mill now
	doubleThr   int // the side not to move has two threats: one gets through
	unreached   int // moving: each free point short of two that the other side cannot step to
	// plainPlacing: where the placing fills the board (geometry.plainPlacing),
	// a position in it scores the pieces and their free steps alone.
	plainPlacing bool
}

// defaultWeights were tuned by self-play at a fixed depth (mobility and
// blocked pieces matter far more than first guessed). Mobility while
// placing was worth almost nothing (4) until matches against the earlier
// weights showed what it gains: a fifth of a piece a step, as much as in
// the moving phase, wins 64% at depth 5; more wins more games but starts to
// give away pieces for room (docs/mill-engine.md).
var defaultWeights = weights{
	piece:       1000,
	threatPlace: 120,
	threatMove:  400,
	threatFly:   300,
	mill:        40,
	openMill:    110,
	runningMill: 450,
	mobility:    140,
	mobilityPl:  200,
	blocked:     140,
	stuck:       600,
	junction:    6,
	tempoMill:   650,
	doubleThr:   450,
	unreached:   250,
}

// deepWeights are the weights of the searches deep enough to find the
// threats of a placing that fills the board for themselves (Master and
// up, the analysis, the review): there they score the placing plainly.
// Normal's and Hard's few plies keep the threats' terms (defaultWeights):
// without them Hard won 5 of 10 games against Normal in Twelve Men's
// Morris, where it wins 9.
var deepWeights = func() weights {
	w := defaultWeights
	w.plainPlacing = true
	return w
}()

// sideTerms are the features of one colour's position.
type sideTerms struct {
	material  int
	threats   int    // open two-in-lines this side can close next turn
	threatPts uint32 // the empty points that would close them
	mills     int
	openMills int
	running   int
	mobility  int
	blocked   int
	junctions int
	free      uint32 // the empty points next to this side's pieces
}

// analyse returns the features of the side to move (a) and of the other
// side (b), looking at each line once for both.
func analyse(g *geometry, pos *mill.Position) (a, b sideTerms) {
	me := pos.SideToMove()
	them := me.Other()
	ownA, ownB, empty := pos.Pieces(me), pos.Pieces(them), pos.Empty()
	phaseA, phaseB := pos.PhaseOf(me), pos.PhaseOf(them)
	a.material = pos.Left(me)
	b.material = pos.Left(them)
	for l, mask := range g.lineMask {
		if n := count(ownA & mask); n >= 2 {
			a.line(g, l, n, ownA, empty, phaseA)
		} else if n := count(ownB & mask); n >= 2 {
			b.line(g, l, n, ownB, empty, phaseB)
		}
	}
	a.pieces(g, ownA, empty)
	b.pieces(g, ownB, empty)
	return a, b
}

// line adds line l, on which this side (own) has n ≥ 2 pieces: a threat
// when the third point is empty and can be reached, a mill when all three
// are its own.
func (t *sideTerms) line(g *geometry, l, n int, own, empty uint32, phase mill.Phase) {
	mask := g.lineMask[l]
	if n == 2 {
		e := empty & mask
		if e == 0 {
			return
		}
		p := bits.TrailingZeros32(e)
		if phase == mill.Moving && g.neighbours[p]&own&^mask == 0 {
			return // no piece can step in
		}
		t.threats++
		t.threatPts |= e
		return
	}
	t.mills++
	if phase != mill.Moving {
		return
	}
	// Can a piece of it step out (and back next turn)? Does stepping out
	// close another mill (a running mill)?
	open, running := false, false
	for b := mask; b != 0; b &= b - 1 {
		p := bits.TrailingZeros32(b)
		out := g.neighbours[p] & empty &^ mask
		if out == 0 {
			continue
		}
		open = true
		rest := own &^ (1 << uint(p))
		for o := out; o != 0 && !running; o &= o - 1 {
			q := bits.TrailingZeros32(o)
			for _, l2 := range g.linesOf[q] {
				if l2 != l && count(rest&g.lineMask[l2]) == 2 {
					running = true
				}
			}
		}
	}
	if open {
		t.openMills++
	}
	if running {
		t.running++
	}
}

// pieces adds each piece's room: its free steps, whether it has none, and
// how many lines meet at its point.
func (t *sideTerms) pieces(g *geometry, own, empty uint32) {
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros32(b)
		next := g.neighbours[p] & empty
		t.free |= next
		free := count(next)
		t.mobility += free
		if free == 0 {
			t.blocked++
		}
		t.junctions += int(g.degree[p])
	}
}

// score turns one side's features into a number, given its phase.
func (t sideTerms) score(phase mill.Phase, w *weights) int {
	s := t.material*w.piece + t.mills*w.mill
	switch phase {
	case mill.Placing:
		s += t.threats*w.threatPlace + t.mobility*w.mobilityPl + t.junctions*w.junction - t.blocked*w.blocked/2
	case mill.Moving:
		s += t.threats*w.threatMove + t.openMills*w.openMill + t.running*w.runningMill
		s += t.mobility*w.mobility - t.blocked*w.blocked
		if t.mobility == 0 {
			s -= w.stuck
		}
	case mill.Flying:
		s += t.threats * w.threatFly
	}
	return s
}

// wallable counts how far side t falls short of two free points that the
// other side (o) cannot step to: 0 when it has two or more.
func wallable(t, o sideTerms) int {
	return max(0, 2-count(t.free&^o.free))
}

// Evaluate scores pos for the side to move, in thousandths of a piece.
func Evaluate(pos *mill.Position) int {
	return evaluate(geometryOf(pos.Variant()), pos, &defaultWeights)
}

func evaluate(g *geometry, pos *mill.Position, w *weights) int {
	me, them := pos.SideToMove(), pos.SideToMove().Other()
	a, b := analyse(g, pos)
	pa, pb := pos.PhaseOf(me), pos.PhaseOf(them)
	if w.plainPlacing && g.plainPlacing && pa == mill.Placing {
		// Where the placing fills the board, it is scored as Sanmill
		// scores it: the pieces, and a fifth of a piece for each free
		// step. The threats and mills of the full evaluation cost the
		// search the depth that sees who is walled in when the board is
		// full; with this, our side placing first won 17 of 20 games
		// against sanmill-rs where it had won 8 (docs/mill-engine.md).
		return (a.material-b.material)*w.piece + (a.mobility-b.mobility)*w.mobilityPl
	}
	s := a.score(pa, w) - b.score(pb, w)
	// Whose turn it is matters in Mill: a threat of the side to move is a
	// mill next ply, while the opponent's threats can be blocked once.
	if a.threats > 0 {
		s += w.tempoMill
	} else if count(b.threatPts) >= 2 {
		s -= w.doubleThr
	}
	// While moving, a side whose free points the other side can all step
	// to can be walled in: the blockades Sanmill won by (docs/mill-engine.md).
	if g.walls && pa == mill.Moving && pb == mill.Moving {
		s -= w.unreached * (wallable(a, b) - wallable(b, a))
	}
	// Flying is desperate: a flying side facing two open threats cannot stop both.
	if pa == mill.Flying && a.threats == 0 && count(b.threatPts) >= 2 {
		s -= w.doubleThr
	}
	return s
}
