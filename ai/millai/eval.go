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
}

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
}

func analyse(g *geometry, pos *mill.Position, c mill.Color) sideTerms {
	own, empty := pos.Pieces(c), pos.Empty()
	phase := pos.PhaseOf(c)
	t := sideTerms{material: pos.OnBoard(c) + pos.InHand(c)}
	for l, mask := range g.lineMask {
		switch count(own & mask) {
		case 2:
			e := empty & mask
			if e == 0 {
				break
			}
			p := bits.TrailingZeros32(e)
			if phase == mill.Moving && g.neighbours[p]&own&^mask == 0 {
				break // no piece can step in
			}
			t.threats++
			t.threatPts |= e
		case 3:
			t.mills++
			if phase != mill.Moving {
				break
			}
			// Can a piece of it step out (and back next turn)? Does
			// stepping out close another mill (a running mill)?
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
	}
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros32(b)
		free := count(g.neighbours[p] & empty)
		t.mobility += free
		if free == 0 {
			t.blocked++
		}
		t.junctions += count(g.neighbours[p])
	}
	return t
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

// Evaluate scores pos for the side to move, in thousandths of a piece.
func Evaluate(pos *mill.Position) int {
	return evaluate(geometryOf(pos.Variant()), pos, &defaultWeights)
}

func evaluate(g *geometry, pos *mill.Position, w *weights) int {
	me, them := pos.SideToMove(), pos.SideToMove().Other()
	a, b := analyse(g, pos, me), analyse(g, pos, them)
	pa, pb := pos.PhaseOf(me), pos.PhaseOf(them)
	s := a.score(pa, w) - b.score(pb, w)
	// Whose turn it is matters in Mill: a threat of the side to move is a
	// mill next ply, while the opponent's threats can be blocked once.
	if a.threats > 0 {
		s += w.tempoMill
	} else if count(b.threatPts) >= 2 {
		s -= w.doubleThr
	}
	// Flying is desperate: a flying side facing two open threats cannot stop both.
	if pa == mill.Flying && a.threats == 0 && count(b.threatPts) >= 2 {
		s -= w.doubleThr
	}
	return s
}
