package mill

import (
	"fmt"
	"math/bits"
)

// Setup describes a position to play from, as a position editor builds
// it: the pieces on the board, the pieces each side still has in hand,
// the side to move, and whether a side has just closed a mill and still
// has to remove a piece. The phase of each side follows from its hand and
// its pieces on the board. Variant.SetUp checks it and builds the position.
type Setup struct {
	// Pieces holds each colour's points as a bit set (bit p: point p), as
	// Position.Pieces returns them.
	Pieces [2]uint32
	// Hand is how many pieces each side still has to place.
	Hand [2]int
	// ToMove is the side whose turn it is.
	ToMove Color
	// Removing marks a side that has just closed a mill (the piece that
	// closed it stands on the board) and is still to choose the piece it
	// removes. Only the side to move can owe a removal: it is part of the
	// same turn.
	Removing [2]bool
}

// Describe returns the set-up of p's board, hands and side to move (its
// history, the quiet-move count and Morabaraba's barred return are not
// part of it).
func (p *Position) Describe() Setup {
	return Setup{Pieces: p.occ, Hand: [2]int{int(p.hand[0]), int(p.hand[1])}, ToMove: p.side}
}

// SetupReason says why a set-up is not a position to play from. The words
// a player reads are the editor's; SetupError carries the facts.
type SetupReason int8

const (
	SetupOK                SetupReason = iota
	SetupNoSide                        // the side to move is neither Blue nor Red
	SetupOffBoard                      // a piece stands on a point the board does not have
	SetupTwoOnOnePoint                 // a point holds a piece of each colour
	SetupHandRange                     // a hand below 0 or above the variant's pieces
	SetupTooMany                       // pieces on the board and in hand exceed the variant's pieces
	SetupHandsOutOfTurn                // the hands cannot be: each turn of the placing places one piece, Blue first
	SetupBothRemoving                  // both sides are marked to remove a piece
	SetupRemovingOutOfTurn             // the side not to move is marked to remove a piece
	SetupNoMill                        // the side marked to remove a piece has no mill on the board
	SetupNothingToRemove               // the side marked to remove a piece has no opponent's piece to remove
	SetupNoClosingMove                 // no move of the side to move could have closed its mill just now
	SetupTooFew                        // a side has fewer than three pieces: the game is over
	SetupBlocked                       // the side to move has no legal move: the game is over
	SetupFullBoard                     // the board is full where the variant calls that a draw: the game is over
)

var setupCodes = [...]string{"ok", "no-side", "off-board", "two-on-one-point", "hand-range", "too-many",
	"hands-out-of-turn", "both-removing", "removing-out-of-turn", "no-mill", "nothing-to-remove",
	"no-closing-move", "too-few", "blocked", "full-board"}

// Code names the reason for files and tests: "too-many", "blocked".
func (r SetupReason) Code() string {
	if r < 0 || int(r) >= len(setupCodes) {
		return fmt.Sprintf("reason-%d", r)
	}
	return setupCodes[r]
}

// Over reports whether the reason is a game already decided (the set-up
// is a position of the rules, but nobody can move on from it).
func (r SetupReason) Over() bool { return r == SetupTooFew || r == SetupBlocked || r == SetupFullBoard }

// SetupError is a set-up refused, with its reason and the facts the words
// need: the side it is about, a point, a count and the limit it broke.
type SetupError struct {
	Reason SetupReason
	Side   Color // the side concerned, or NoColor
	Point  Point // the point concerned, or NoPoint
	Count  int   // the count concerned (pieces, hand)
	Limit  int   // the limit it broke
}

func (e *SetupError) Error() string {
	s := "mill set-up refused: " + e.Reason.Code()
	if e.Side != NoColor {
		s += " (" + e.Side.String() + ")"
	}
	if e.Point != NoPoint {
		s += fmt.Sprintf(" at point %d", e.Point)
	}
	if e.Count != 0 || e.Limit != 0 {
		s += fmt.Sprintf(": %d, limit %d", e.Count, e.Limit)
	}
	return s
}

func refuse(r SetupReason, side Color) *SetupError {
	return &SetupError{Reason: r, Side: side, Point: NoPoint}
}

// SetUp checks d and builds the position it describes, with no history.
// When the side to move is still to remove a piece, the position is the
// one just before the move that closed the mill, and pending is that move
// without its removal (Remove == NoPoint): the game goes on with one of
// the legal moves pending.WithRemoval(r). Otherwise pending.To is NoPoint.
//
// A set-up is refused (a *SetupError) when it could not occur in a game
// (more pieces than the variant has, hands out of turn, a removal owed by
// the side not to move, …) or when the game would already be over in it
// (a side with fewer than three pieces, the side to move blocked): an
// editor plays from the position. A game over is refused with the
// position all the same (SetupReason.Over), for those who only ask
// whether the position can occur. The reasons are checked in a fixed
// order, so a set-up with several faults gets the first.
func (v *Variant) SetUp(d Setup) (pos *Position, pending Move, err error) {
	none := Move{From: NoPoint, To: NoPoint, Remove: NoPoint}
	if err := v.checkSetup(d); err != nil {
		return nil, none, err
	}
	me := d.ToMove
	switch {
	case d.Removing[0] && d.Removing[1]:
		return nil, none, refuse(SetupBothRemoving, NoColor)
	case d.Removing[me.Other()]:
		return nil, none, refuse(SetupRemovingOutOfTurn, me.Other())
	case d.Removing[me]:
		return v.setUpRemoval(d)
	}
	p := v.positionOf(d)
	if err := p.playable(); err != nil {
		return p, none, err
	}
	return p, none, nil
}

// checkSetup checks what can be read off d alone: the side, the points,
// the counts and the hands' turn order.
func (v *Variant) checkSetup(d Setup) *SetupError {
	if d.ToMove != Blue && d.ToMove != Red {
		return refuse(SetupNoSide, NoColor)
	}
	for c := Blue; c <= Red; c++ {
		if off := d.Pieces[c] &^ v.all; off != 0 {
			e := refuse(SetupOffBoard, c)
			e.Point = popPoint(off)
			return e
		}
	}
	if both := d.Pieces[0] & d.Pieces[1]; both != 0 {
		e := refuse(SetupTwoOnOnePoint, NoColor)
		e.Point = popPoint(both)
		return e
	}
	n := int(v.pieces)
	for c := Blue; c <= Red; c++ {
		if d.Hand[c] < 0 || d.Hand[c] > n {
			e := refuse(SetupHandRange, c)
			e.Count, e.Limit = d.Hand[c], n
			return e
		}
		if total := bits.OnesCount32(d.Pieces[c]) + d.Hand[c]; total > n {
			e := refuse(SetupTooMany, c)
			e.Count, e.Limit = total, n
			return e
		}
	}
	if !d.Removing[d.ToMove] {
		return v.checkHands(d.Hand, d.ToMove)
	}
	return nil
}

// checkHands checks that hands can stand with side to move: while a
// piece is in hand, every turn places one, Blue first, so Blue has placed
// as many pieces as Red (Blue to move) or one more (Red to move). Where
// pieces may move while others are in hand (Lasker Morris), a turn need
// not place, and any hands may stand.
func (v *Variant) checkHands(hand [2]int, toMove Color) *SetupError {
	if v.moveWhilePlacing || (hand[0] == 0 && hand[1] == 0) {
		return nil
	}
	ahead := hand[Red] - hand[Blue] // how many more Blue has placed
	if (toMove == Blue && ahead == 0) || (toMove == Red && ahead == 1) {
		return nil
	}
	e := refuse(SetupHandsOutOfTurn, toMove)
	e.Count, e.Limit = hand[Blue], hand[Red]
	return e
}

// positionOf builds the position of d, which checkSetup accepted.
func (v *Variant) positionOf(d Setup) *Position {
	p := &Position{v: v, occ: d.Pieces, hand: [2]int8{int8(d.Hand[0]), int8(d.Hand[1])}, side: d.ToMove}
	p.hash = p.computeHash()
	p.keys = []uint64{p.hash}
	return p
}

// playable refuses a position in which the game is already over.
func (p *Position) playable() *SetupError {
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if total := p.Left(c); total < 3 {
			e := refuse(SetupTooFew, c)
			e.Count, e.Limit = total, 3
			return e
		}
	}
	switch o := p.Outcome(); o.Reason {
	case FullBoard:
		return refuse(SetupFullBoard, NoColor)
	case Blocked:
		return refuse(SetupBlocked, p.side)
	}
	return nil
}

// setUpRemoval builds the position of d in which the side to move has
// just closed a mill and owes a removal: the position before a move that
// closed it, and that move. Of the moves that could have done it, the
// first found is taken: a placement if the hands allow one, else a step
// (or a fly) into a point of a mill. They differ only in what came
// before, which a set-up does not tell; the removals open to the side are
// the same after each.
func (v *Variant) setUpRemoval(d Setup) (*Position, Move, error) {
	none := Move{From: NoPoint, To: NoPoint, Remove: NoPoint}
	me, opp := d.ToMove, d.ToMove.Other()
	own := d.Pieces[me]
	var inMill uint32
	for b := own; b != 0; b &= b - 1 {
		if q := popPoint(b); v.inMill(own, q) {
			inMill |= bit(q)
		}
	}
	switch {
	case inMill == 0:
		return nil, none, refuse(SetupNoMill, me)
	case d.Pieces[opp] == 0:
		return nil, none, refuse(SetupNothingToRemove, me)
	}
	var last *SetupError
	for b := inMill; b != 0; b &= b - 1 {
		to := popPoint(b)
		// The placement of the piece on to, if a piece could come from hand.
		if d.Hand[me] < int(v.pieces) {
			before := d
			before.Pieces[me] &^= bit(to)
			before.Hand[me]++
			before.Removing = [2]bool{}
			p, err := v.beforeClosing(before, Place(to))
			if err == nil {
				return p, Place(to), nil
			}
			last = err
		}
		// A step (or fly) of the piece on to from an empty point.
		for e := v.all &^ (d.Pieces[0] | d.Pieces[1]); e != 0; e &= e - 1 {
			from := popPoint(e)
			before := d
			before.Pieces[me] = before.Pieces[me]&^bit(to) | bit(from)
			before.Removing = [2]bool{}
			if p, err := v.beforeClosing(before, Step(from, to)); err == nil {
				return p, Step(from, to), nil
			}
		}
	}
	if last != nil && last.Reason == SetupHandsOutOfTurn && (d.Hand[0] > 0 || d.Hand[1] > 0) && !v.moveWhilePlacing {
		// The placing is under way, so only a placement could have closed
		// the mill, and the hands say it was not the side's turn to place.
		return nil, none, last
	}
	return nil, none, refuse(SetupNoClosingMove, me)
}

// beforeClosing returns the position of before if it is one to play from
// and m (a move that closes a mill, its removal to come) is legal in it.
func (v *Variant) beforeClosing(before Setup, m Move) (*Position, *SetupError) {
	if err := v.checkSetup(before); err != nil {
		return nil, err
	}
	p := v.positionOf(before)
	if err := p.playable(); err != nil {
		return nil, err
	}
	var buf [64]Move
	for _, l := range p.LegalMoves(buf[:0]) {
		if l.From == m.From && l.To == m.To && l.Remove != NoPoint {
			return p, nil
		}
	}
	return nil, refuse(SetupNoClosingMove, before.ToMove)
}
