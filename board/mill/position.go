package mill

import (
	"math/bits"

	"stratagem/board/rules"
)

// Color is a side of the rules contract: Blue moves first, Red second;
// NoColor is the colour of an empty point and of nobody (a draw).
type Color = rules.Side

// The colours.
const (
	Blue, Red, NoColor = rules.Blue, rules.Red, rules.NoSide
)

// Phase is what a player does on their turn.
type Phase int8

const (
	Placing Phase = iota // pieces still in hand
	Moving               // slide along a line
	Flying               // exactly three pieces left: jump anywhere
)

func (p Phase) String() string {
	return [...]string{"placing", "moving", "flying"}[p]
}

// Move is one whole turn: a placement (From == NoPoint) or a move/fly
// From→To, with the removal it causes (Remove == NoPoint when it closes no mill).
type Move struct {
	From, To, Remove Point
}

// Place returns the placement of a piece on p.
func Place(p Point) Move { return Move{From: NoPoint, To: p, Remove: NoPoint} }

// Step returns the move or fly from → to without removal.
func Step(from, to Point) Move { return Move{From: from, To: to, Remove: NoPoint} }

// WithRemoval returns m with a removal of r.
func (m Move) WithRemoval(r Point) Move { m.Remove = r; return m }

// IsPlacement reports whether m places a piece from hand.
func (m Move) IsPlacement() bool { return m.From == NoPoint }

type undoRec struct {
	move     Move
	hash     uint64
	quietPly int16
	moverCol Color
}

// returnBar is the move a side may not make on its next turn under
// Variant.NoReturnToMill: the piece now on at straight back to back, when
// that closes a mill. The zero value bars nothing.
type returnBar struct {
	set      bool
	at, back Point
}

// Position is a game in progress of one variant: the board, hands, side
// to move and the history needed for repetition, the quiet-move rule and
// Undo.
//
// Apply and Undo change the position in place; Clone copies it for a
// search on another goroutine.
type Position struct {
	v        *Variant
	occ      [2]uint32 // bit p set: that colour has a piece on point p
	hand     [2]int8
	side     Color
	quietPly int16 // plies in the moving phases since the last mill (or since placing ended)
	hash     uint64
	keys     []uint64 // hash of every position so far, the current one last
	undo     []undoRec
	// Variant.NoReturnToMill: the step each side may not make next, and
	// the bar each move replaced (for Undo; only where the rule applies,
	// so that the other variants' moves do not carry it).
	bar     [2]returnBar
	barUndo []returnBar
}

// NewGame returns the starting position of Nine Men's Morris: empty
// board, nine in each hand, Blue to move. Variant.NewGame starts another.
func NewGame() *Position { return NineMensMorris.NewGame() }

// Variant returns the board and rules the game is played by.
func (p *Position) Variant() *Variant { return p.v }

// Clone returns an independent copy, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.keys = append([]uint64(nil), p.keys...)
	q.undo = append([]undoRec(nil), p.undo...)
	q.barUndo = append([]returnBar(nil), p.barUndo...)
	return &q
}

// SideToMove returns whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// At returns the colour on point q, or NoColor if it is empty.
func (p *Position) At(q Point) Color {
	bit := uint32(1) << uint(q)
	switch {
	case p.occ[Blue]&bit != 0:
		return Blue
	case p.occ[Red]&bit != 0:
		return Red
	}
	return NoColor
}

// InHand returns how many pieces c still has to place.
func (p *Position) InHand(c Color) int { return int(p.hand[c]) }

// Left returns how many pieces c has left: on the board and in hand.
// Fewer than three lose the game.
func (p *Position) Left(c Color) int { return p.InHand(c) + p.OnBoard(c) }

// OnBoard returns how many pieces c has on the board.
func (p *Position) OnBoard(c Color) int { return bits.OnesCount32(p.occ[c]) }

// Pieces returns the bit set of c's points (bit p for point p).
func (p *Position) Pieces(c Color) uint32 { return p.occ[c] }

// Empty returns the bit set of empty points.
func (p *Position) Empty() uint32 { return ^(p.occ[0] | p.occ[1]) & p.v.all }

// PhaseOf returns the phase c is in.
func (p *Position) PhaseOf(c Color) Phase {
	switch {
	case p.hand[c] > 0:
		return Placing
	case p.OnBoard(c) == int(p.v.flyAt):
		return Flying
	}
	return Moving
}

// Hash returns the Zobrist hash of board, side to move, hand counts,
// variant and (Morabaraba) the moves barred by NoReturnToMill.
func (p *Position) Hash() uint64 { return p.hash }

// ReturnBarred returns the step c may not make on its next turn if it
// closes a mill (Variant.NoReturnToMill): the piece on From, which left a
// mill on To to close another, straight back to To. False when nothing
// is barred.
func (p *Position) ReturnBarred(c Color) (Move, bool) {
	b := p.bar[c]
	if !b.set {
		return Move{NoPoint, NoPoint, NoPoint}, false
	}
	return Step(b.at, b.back), true
}

// Ply returns how many moves have been played since the start.
func (p *Position) Ply() int { return len(p.undo) }

// QuietPlies returns the plies counted towards the quiet-move rule (the
// 50-move rule of Nine Men's Morris).
func (p *Position) QuietPlies() int { return int(p.quietPly) }

// QuietLimit returns the count of QuietPlies that draws the game here: the
// variant's QuietPlies, or its ThreesQuietPlies when that is smaller and a
// side is down to three pieces with none in hand.
func (p *Position) QuietLimit() int { return int(p.quietLimit()) }

func (p *Position) quietLimit() int16 {
	v := p.v
	if v.threesQuiet > 0 && v.threesQuiet < v.quietPlies {
		for c := Blue; c <= Red; c++ {
			if p.hand[c] == 0 && bits.OnesCount32(p.occ[c]) == 3 {
				return v.threesQuiet
			}
		}
	}
	return v.quietPlies
}

// History returns the moves played so far, oldest first. The slice is a copy.
func (p *Position) History() []Move {
	out := make([]Move, len(p.undo))
	for i, u := range p.undo {
		out[i] = u.move
	}
	return out
}

// LastMove returns the latest move and true, or false at the start.
func (p *Position) LastMove() (Move, bool) {
	if len(p.undo) == 0 {
		return Move{NoPoint, NoPoint, NoPoint}, false
	}
	return p.undo[len(p.undo)-1].move, true
}

// InMill reports whether the piece on q (of either colour) stands in a mill.
func (p *Position) InMill(q Point) bool {
	c := p.At(q)
	if c == NoColor {
		return false
	}
	return p.v.inMill(p.occ[c], q)
}

// Removable returns the bit set of c's pieces that may be removed: those not
// in a mill, or all of them when every one stands in a mill.
func (p *Position) Removable(c Color) uint32 {
	v := p.v
	var free uint32
	for b := p.occ[c]; b != 0; b &= b - 1 {
		q := Point(bits.TrailingZeros32(b))
		if !v.inMill(p.occ[c], q) {
			free |= 1 << uint(q)
		}
	}
	if free == 0 {
		return p.occ[c]
	}
	return free
}

// LegalMoves appends every legal move for the side to move to buf and
// returns it. It returns no move when the game is over by material or when
// the side to move is blocked; repetition and the 50-move rule are left to
// Outcome.
func (p *Position) LegalMoves(buf []Move) []Move {
	v := p.v
	me, opp := p.side, p.side.Other()
	if p.Left(me) < 3 || p.Left(opp) < 3 {
		return buf
	}
	empty := p.Empty()
	removable := p.Removable(opp)
	add := func(from, to Point) {
		own := p.occ[me]
		if from != NoPoint {
			own &^= 1 << uint(from)
		}
		own |= 1 << uint(to)
		if v.inMill(own, to) && removable != 0 {
			for r := removable; r != 0; r &= r - 1 {
				buf = append(buf, Move{from, to, Point(bits.TrailingZeros32(r))})
			}
			return
		}
		buf = append(buf, Move{from, to, NoPoint})
	}
	start := len(buf)
	switch phase := p.PhaseOf(me); phase {
	case Placing, Moving:
		if phase == Placing {
			for e := empty; e != 0; e &= e - 1 {
				add(NoPoint, Point(bits.TrailingZeros32(e)))
			}
			if !v.moveWhilePlacing {
				break
			}
			// Lasker Morris: or move a piece along a line.
		}
		for b := p.occ[me]; b != 0; b &= b - 1 {
			from := Point(bits.TrailingZeros32(b))
			for t := v.neighbourMask[from] & empty; t != 0; t &= t - 1 {
				add(from, Point(bits.TrailingZeros32(t)))
			}
		}
	case Flying:
		for b := p.occ[me]; b != 0; b &= b - 1 {
			from := Point(bits.TrailingZeros32(b))
			for t := empty; t != 0; t &= t - 1 {
				add(from, Point(bits.TrailingZeros32(t)))
			}
		}
	}
	if p.bar[me].set {
		buf = p.dropBarred(buf, start)
	}
	return buf
}

// dropBarred removes from buf[start:] the step the side to move may not
// make (Variant.NoReturnToMill): its barred piece straight back into the
// mill it left. It is kept out of LegalMoves's inner loop, which the
// variants without the rule run as fast as before.
func (p *Position) dropBarred(buf []Move, start int) []Move {
	b, me := p.bar[p.side], p.side
	own := p.occ[me]&^bit(b.at) | bit(b.back)
	if p.occ[me]&bit(b.at) == 0 || !p.v.inMill(own, b.back) {
		return buf // the piece is gone, or going back closes nothing: allowed
	}
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.From != b.at || m.To != b.back {
			out = append(out, m)
		}
	}
	return out
}

// IsLegal reports whether m is one of the legal moves.
func (p *Position) IsLegal(m Move) bool {
	var buf [64]Move
	for _, l := range p.LegalMoves(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}

// Apply plays m, which must be legal (see IsLegal or Play), and records it for Undo.
func (p *Position) Apply(m Move) {
	me, opp := p.side, p.side.Other()
	p.undo = append(p.undo, undoRec{move: m, hash: p.hash, quietPly: p.quietPly, moverCol: me})
	h := p.hash
	if m.From == NoPoint {
		h ^= zHand[me][p.hand[me]]
		p.hand[me]--
		h ^= zHand[me][p.hand[me]]
	} else {
		p.occ[me] &^= 1 << uint(m.From)
		h ^= zPiece[me][m.From]
	}
	p.occ[me] |= 1 << uint(m.To)
	h ^= zPiece[me][m.To]
	if m.Remove != NoPoint {
		p.occ[opp] &^= 1 << uint(m.Remove)
		h ^= zPiece[opp][m.Remove]
	}
	if p.v.noReturn {
		h = p.setBar(m, me, h)
	}
	h ^= zSide
	p.side = opp
	p.hash = h
	// The quiet-move count runs only once both hands are empty (where
	// pieces may move while others are in hand, from the last placement),
	// and a mill (or any placement, which is irreversible) starts it again.
	if m.From == NoPoint || m.Remove != NoPoint || ((p.hand[0] > 0 || p.hand[1] > 0) && !p.v.moveWhilePlacing) {
		p.quietPly = 0
	} else {
		p.quietPly++
	}
	p.keys = append(p.keys, h)
}

// setBar sets, after m by me, the step me may not make on its next turn
// (Variant.NoReturnToMill), keeps the bar it replaces for Undo, and
// returns the hash h with the bar changed. It is kept apart from Apply so
// that the variants without the rule pay one test for it.
func (p *Position) setBar(m Move, me Color, h uint64) uint64 {
	v := p.v
	var bar returnBar
	if m.From != NoPoint && v.inMill(p.occ[me], m.To) {
		// The pieces of me before the move: did the piece leave a mill?
		before := p.occ[me]&^bit(m.To) | bit(m.From)
		if v.inMill(before, m.From) {
			bar = returnBar{set: true, at: m.To, back: m.From}
		}
	}
	p.barUndo = append(p.barUndo, p.bar[me])
	h ^= p.bar[me].key(me) ^ bar.key(me)
	p.bar[me] = bar
	return h
}

// Undo takes back the last move. It does nothing at the start of the game.
func (p *Position) Undo() {
	n := len(p.undo)
	if n == 0 {
		return
	}
	u := p.undo[n-1]
	p.undo = p.undo[:n-1]
	p.keys = p.keys[:len(p.keys)-1]
	m, me := u.move, u.moverCol
	opp := me.Other()
	p.occ[me] &^= 1 << uint(m.To)
	if m.From == NoPoint {
		p.hand[me]++
	} else {
		p.occ[me] |= 1 << uint(m.From)
	}
	if m.Remove != NoPoint {
		p.occ[opp] |= 1 << uint(m.Remove)
	}
	p.side = me
	p.hash = u.hash
	p.quietPly = u.quietPly
	if p.v.noReturn {
		n := len(p.barUndo) - 1
		p.bar[me], p.barUndo = p.barUndo[n], p.barUndo[:n]
	}
}

// Play checks m and applies it, or returns an error saying why it is illegal.
func (p *Position) Play(m Move) error {
	for _, q := range []Point{m.From, m.To, m.Remove} {
		if q < NoPoint || int(q) >= p.v.numPoints || (q == NoPoint && q == m.To) {
			return p.illegal(m, "it names a point that is not on the board")
		}
	}
	if o := p.Outcome(); o.Over() {
		return p.illegal(m, "the game is over ("+o.String()+")")
	}
	if !p.IsLegal(m) {
		return p.illegal(m, p.whyIllegal(m))
	}
	p.Apply(m)
	return nil
}

// Repetitions returns how many times the current position has occurred,
// counting this one. Only positions since the last irreversible move can repeat.
func (p *Position) Repetitions() int {
	n := 0
	last := len(p.keys) - 1
	for i := last; i >= 0 && i >= last-int(p.quietPly); i -= 2 {
		if p.keys[i] == p.hash {
			n++
		}
	}
	return n
}
