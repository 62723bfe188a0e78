package hexai

import (
	"stratagem/ai/search"
	"stratagem/units"
)

// The spec's improved alpha-beta (hexbattle.md, "AI"): the thesis's
// minimax made a real search — iterative deepening within the move time,
// a transposition table kept from action to action, move ordering (the
// table's action, predicted kills, killers and history), over the same
// positional hit-point evaluation. It is the shared ai/search with a
// Hex Battle state; since a side often acts several times in a row, the
// state tells the search whose turn it is (search.Sider).

// AlphaBeta is the lab's "alphabeta" player; with Relations in its
// evaluation "alphabeta-rel", with FirstStrikes "alphabeta-first". It
// searches for the whole move time (DefaultMoveTime unless the limits give
// one); MaxDepth and MaxNodes bound it too.
type AlphaBeta = search.Player[*units.Battle, units.Action]

// newAlphaBeta returns the alpha-beta player called name, with term
// (divided by ThreatShare) added to the hit points; nil: none.
func newAlphaBeta(name string, term Eval) *AlphaBeta {
	p := search.NewPlayer[*units.Battle, units.Action](name, search.Config{TableEntries: 1 << 20, WholeTime: true})
	p.MoveTime = DefaultMoveTime
	p.State = func(b *units.Battle) (search.State[units.Action], error) {
		if b.Outcome().Over() {
			return nil, ErrOver
		}
		return &battleState{b: b.Clone(), term: term}, nil
	}
	return p
}

// ThreatShare divides the Relations or FirstStrikes term before it
// joins the hit points in "alphabeta-rel" and "alphabeta-first": a threat
// is worth a quarter of the damage it threatens (it is not carried out
// yet; with Relations the enemy may also move away or strike first).
const ThreatShare = 4

// battleState is a battle as ai/search sees it.
type battleState struct {
	b    *units.Battle
	term Eval // see AlphaBeta
}

func (s *battleState) Moves(buf []units.Action) []units.Action { return s.b.LegalActions(buf) }
func (s *battleState) Apply(a units.Action)                    { s.b.Apply(a) }
func (s *battleState) Undo()                                   { s.b.Undo() }
func (s *battleState) Hash() uint64                            { return s.b.Hash() }
func (s *battleState) SideToMove() int                         { return int(s.b.ToMove()) }
func (s *battleState) NoMoves() int                            { return 0 } // every unit can always defend

// Evaluate is the positional hit-point evaluation for the side to act,
// in hit points (the position a tie-breaker below one).
func (s *battleState) Evaluate() int {
	side := s.b.ToMove()
	hp := HP(s.b, side)
	if s.term != nil {
		hp += s.term(s.b, side) / ThreatShare
	}
	return hp/units.Hundredths*64 + Position(s.b, side)/16
}

// Terminal scores a finished battle for the side the battle names to act
// (Blue once it is over, see units.Battle.ToMove).
func (s *battleState) Terminal() (int, bool) {
	o := s.b.Outcome()
	switch {
	case !o.Over():
		return 0, false
	case o.Draw:
		return 0, true
	case o.Winner == s.b.ToMove():
		return search.Mate, true
	}
	return -search.Mate, true
}

// OrderScore tries attacks first, the deadliest first, then moves, then
// Wait and Defend.
func (s *battleState) OrderScore(a units.Action) int {
	if a.Target >= 0 {
		p := s.b.Predict(a)
		return 1_000_000 + (p.Damage-p.RetaliationDamage)/units.Hundredths
	}
	switch a.Kind {
	case units.Wait, units.Defend:
		return 0
	}
	return 1000
}
