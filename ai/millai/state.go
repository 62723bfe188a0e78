package millai

import (
	"stratagem/ai/millai/endgame"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// searchState adapts a mill.Position to search.State. It owns its
// position (a clone of the caller's) and remembers the root, so draws can
// be scored from the root player's view (contempt) and repetitions inside
// the search tree are cut short.
type searchState struct {
	pos      *mill.Position
	rootPly  int
	rootSide mill.Color
	contempt int // what a draw costs the root player
	w        *weights
	eg       *endgame.Table // nil: no endgame databases
	// traps: the databases hold the root as a draw and the player asked
	// for traps (setTraps), so that the root's moves are told apart by the
	// traps they leave the opponent; trap's answers by hash, since each
	// iteration of the search asks again. nil otherwise.
	traps map[uint64]int

	// The rules of the position's variant, read once for the whole search.
	g             *geometry
	points        int  // points on the board
	quietPlies    int  // the quiet-move rule's limit
	threesQuiet   bool // the limit is shorter once a side is down to three (Morabaraba)
	repetitions   int  // the occurrences that draw
	fullBoardDraw bool // a board filled by the placing draws

	evals *[evalSlots]evalSlot // the evaluations met, by hash
}

// newSearchState searches pos. The endgame databases eg are for Nine
// Men's Morris and the variants that move as it once the hands are empty
// (Lasker Morris): for another variant they are left out.
func newSearchState(pos *mill.Position, contempt int, eg *endgame.Table) *searchState {
	v := pos.Variant()
	if !endgame.Holds(v) {
		eg = nil
	}
	return &searchState{pos: pos, rootPly: pos.Ply(), rootSide: pos.SideToMove(), contempt: contempt, w: &deepWeights, eg: eg,
		g: geometryOf(v), points: v.NumPoints(), quietPlies: v.QuietPlies(), threesQuiet: v.ThreesQuietPlies() > 0,
		repetitions: v.Repetitions(), fullBoardDraw: v.FullBoardDraw(), evals: new([evalSlots]evalSlot)}
}

// setTraps has the root's moves told apart by the traps they leave the
// opponent (trap) when the databases hold the root as a drawn ending.
func (s *searchState) setTraps() {
	if r, ok := s.lookup(); ok && r.Outcome == 0 {
		s.traps = map[uint64]int{}
	}
}

// lookup asks the databases for the position's value for the side to
// move: none while a piece is in hand or without the databases.
func (s *searchState) lookup() (endgame.Result, bool) {
	p := s.pos
	if s.eg == nil || p.InHand(mill.Blue) > 0 || p.InHand(mill.Red) > 0 {
		return endgame.Result{}, false
	}
	// Lookup, not Probe: newSearchState kept eg only for a variant the
	// databases hold, and the hands were just looked at.
	me := p.SideToMove()
	return s.eg.Lookup(p.Pieces(me), p.Pieces(me.Other()))
}

func (s *searchState) Moves(buf []mill.Move) []mill.Move { return s.pos.LegalMoves(buf) }
func (s *searchState) TacticalMoves(buf []mill.Move) ([]mill.Move, bool) {
	return s.pos.MillMoves(buf)
}
func (s *searchState) Apply(m mill.Move) { s.pos.Apply(m) }
func (s *searchState) Undo()             { s.pos.Undo() }
func (s *searchState) Hash() uint64      { return s.pos.Hash() }

// Evaluate scores the position, remembering the last score of each slot:
// the quiescence search meets the same positions again and again.
func (s *searchState) Evaluate() int {
	h := s.pos.Hash()
	e := &s.evals[h&(evalSlots-1)]
	if e.key == h && e.set {
		return int(e.score)
	}
	v := evaluate(s.g, s.pos, s.w)
	*e = evalSlot{key: h, score: int32(v), set: true}
	return v
}

// evalSlots is the size of a search's evaluation cache (a power of two).
const evalSlots = 1 << 14

// evalSlot is one remembered evaluation.
type evalSlot struct {
	key   uint64
	score int32
	set   bool
}

func (s *searchState) NoMoves() int { return -search.Mate } // blocked: lost

// draw is a draw's score for the side to move.
func (s *searchState) draw() int {
	if s.pos.SideToMove() == s.rootSide {
		return -s.contempt
	}
	return s.contempt
}

// Terminal applies the rules' cheap end checks: material, a full board
// (where it draws), the quiet-move rule and repetition. A position seen
// before inside this search already counts as a draw: whoever could repeat
// it once can repeat it again.
func (s *searchState) Terminal() (int, bool) {
	p := s.pos
	me := p.SideToMove()
	if p.Left(me) < 3 {
		return -search.Mate, true
	}
	if p.Left(me.Other()) < 3 {
		return search.Mate, true
	}
	if s.fullBoardDraw && p.Empty() == 0 {
		return s.draw(), true // nobody can move, and it is no loss
	}
	q := p.QuietPlies()
	if q >= s.quietPlies || s.threesQuiet && q >= p.QuietLimit() {
		return s.draw(), true
	}
	if q >= 4 {
		if r := p.Repetitions(); r >= s.repetitions || r >= 2 && p.Ply() > s.rootPly {
			return s.draw(), true
		}
	}
	return s.probe(q)
}

// probe asks the endgame databases (both hands empty, a class they hold:
// see endgame.Shipped). A win or loss is exact when it comes before
// the 50-move count runs out (a mill on the way only restarts the count);
// otherwise the search goes on as without them. A draw is exact too, but
// scored a little towards the side with the better evaluation, so that
// among drawn lines the engine keeps the one where the opponent can still
// go wrong; and where the root itself is a drawn ending and the player
// sets traps (setTraps), the root's moves are told apart by the traps they
// leave the opponent (trap), the lean only breaking ties.
func (s *searchState) probe(quiet int) (int, bool) {
	r, ok := s.lookup()
	switch {
	case !ok:
		return 0, false
	case r.Outcome == 0:
		lean := max(-drawLean, min(drawLean, s.Evaluate()/16))
		if s.traps != nil && s.pos.Ply() == s.rootPly+1 {
			return s.draw() - s.trap() + lean/8, true
		}
		return s.draw() + lean, true
	case quiet+r.Plies >= s.quietPlies:
		return 0, false
	case r.Outcome > 0:
		return search.Mate - r.Plies, true
	}
	return -search.Mate + r.Plies, true
}

// drawLean bounds how far a drawn endgame leans (a tenth of a piece).
const drawLean = 100

// trap is what a drawn ending costs the side to move for the moves it
// has that lose: trapWeight times their share of its moves, counting only
// a loss the databases prove before the quiet-move rule ends the game.
// Against a perfect opponent every drawing move is as good as another;
// against one that can go wrong, the drawing move that leaves it the most
// ways to lose may win more games (Gévay and Danner's "ultra-strong"
// play). Measured (docs/mill-engine.md, "Traps in drawn endings"), it
// converts twice as many drawn endings against our own Master and more
// against Hard, but fewer against Sanmill's engine than the lean alone:
// Grandmaster, the rung people play, sets traps; the timed player, which
// spars with Sanmill, does not.
func (s *searchState) trap() int {
	h := s.pos.Hash()
	if t, ok := s.traps[h]; ok {
		return t
	}
	var buf [64]mill.Move
	moves := s.pos.LegalMoves(buf[:0])
	lost := 0
	for _, m := range moves {
		if r, ok := childValue(s.eg, s.pos, m); ok && r.Outcome < 0 {
			lost++
		}
	}
	t := 0
	if len(moves) > 0 {
		t = trapWeight * lost / len(moves)
	}
	s.traps[h] = t
	return t
}

// trapWeight is trap's cost when every move loses. Where trap counts,
// the evaluation's lean is cut to an eighth (±12), so that two moves'
// leans differ by 24 at most, what a twentieth of the replies outweighs:
// the traps decide, and the evaluation only breaks near ties.
const trapWeight = 500

// OrderScore guesses a move's worth for ordering: mills first (removing
// the most useful piece), then blocks, then moves that build a two.
func (s *searchState) OrderScore(m mill.Move) int {
	p, g := s.pos, s.g
	me := p.SideToMove()
	own, opp, empty := p.Pieces(me), p.Pieces(me.Other()), p.Empty()
	if m.From != mill.NoPoint {
		own &^= bit(m.From)
		empty |= bit(m.From)
	}
	sc := 0
	if m.Remove != mill.NoPoint {
		sc += 1000
		for _, l := range g.linesOf[m.Remove] {
			if count(opp&g.lineMask[l]) == 2 && count(empty&g.lineMask[l]) == 1 {
				sc += 200 // breaks a threat
			}
		}
	}
	for _, l := range g.linesOf[m.To] {
		mask := g.lineMask[l]
		switch {
		case count(opp&mask) == 2:
			sc += 300 // blocks
		case count(own&mask) == 1 && opp&mask == 0:
			sc += 60 // builds a two
		}
	}
	if m.From != mill.NoPoint {
		for _, l := range g.linesOf[m.From] {
			if count(opp&g.lineMask[l]) == 2 {
				sc -= 250 // unblocks
			}
		}
	}
	return sc
}

// HistoryKey indexes a move by origin and destination.
func (s *searchState) HistoryKey(m mill.Move) int { return int(m.From+1)*s.points + int(m.To) }
func (s *searchState) HistorySize() int           { return (s.points + 1) * s.points }

// IsTactical marks mills for the quiescence search.
func (s *searchState) IsTactical(m mill.Move) bool { return m.Remove != mill.NoPoint }
