package connect

import "fmt"

// Setup describes a position to play from, as a position editor builds
// it: a board and the discs of each player on it. The side to move
// follows from the counts (X moves first). SetUp checks it and finds a
// game that leads to it.
type Setup struct {
	Config Config
	// Discs holds each player's cells, bit Config.Bit(col, row), as
	// Position.Discs returns them.
	Discs [2]Bitboard
}

// Describe returns the set-up of p's board and discs.
func (p *Position) Describe() Setup { return Setup{Config: p.cfg, Discs: p.discs} }

// At returns who has a disc at col, row (0 = bottom), or None.
func (d Setup) At(col, row int) Player {
	i := d.Config.Bit(col, row)
	switch {
	case d.Discs[X].Has(i):
		return X
	case d.Discs[O].Has(i):
		return O
	}
	return None
}

// Height returns how many cells of column col hold a disc, counting up
// from the bottom to the first empty one.
func (d Setup) Height(col int) int {
	h := 0
	for h < d.Config.H && d.At(col, h) != None {
		h++
	}
	return h
}

// SetupReason says why a set-up is not a position to play from. The words
// a player reads are the editor's; SetupError carries the facts.
type SetupReason int8

const (
	SetupOK          SetupReason = iota
	SetupBadBoard                // the board's size or line length is out of range
	SetupOffBoard                // a disc lies outside the board
	SetupTwoInOne                // a cell holds a disc of each player
	SetupFloating                // a disc has an empty cell under it
	SetupCounts                  // X has not as many discs as O, or one more
	SetupBothWon                 // both players have a line
	SetupWrongWinner             // the player with a line did not move last: play went on after the win
	SetupWonBefore               // no single last disc made every line: play went on after the win
	SetupUnreachable             // no order of moves leads to the discs
	SetupUndecided               // the search for an order of moves gave up (a very unusual board)
	SetupWon                     // a player has a line: the game is over
	SetupFull                    // the board is full: the game is over (a draw)
)

var setupCodes = [...]string{"ok", "bad-board", "off-board", "two-in-one-cell", "floating", "counts",
	"both-won", "wrong-winner", "won-before", "unreachable", "undecided", "won", "full"}

// Code names the reason for files and tests: "floating", "counts".
func (r SetupReason) Code() string {
	if r < 0 || int(r) >= len(setupCodes) {
		return fmt.Sprintf("reason-%d", r)
	}
	return setupCodes[r]
}

// Over reports whether the reason is a game already decided (the discs
// are a position of the rules, but nobody can move on from it).
func (r SetupReason) Over() bool { return r == SetupWon || r == SetupFull }

// SetupError is a set-up refused, with its reason and the facts the words
// need: the player it is about, a cell, and counts.
type SetupError struct {
	Reason   SetupReason
	Side     Player // the player concerned, or None
	Col, Row int    // the cell concerned (0-based), or -1
	Count    [2]int // the discs of X and O
	Err      error  // SetupBadBoard: what is wrong with the board
}

func (e *SetupError) Error() string {
	s := "connect set-up refused: " + e.Reason.Code()
	if e.Side != None {
		s += " (" + e.Side.String() + ")"
	}
	if e.Col >= 0 {
		s += fmt.Sprintf(" at column %d, row %d", e.Col+1, e.Row+1)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// maxSearch bounds the search for an order of moves: the positions
// (heights of the columns) it may look at before it gives up. Boards of
// a game give an answer after a few dozen; the bound keeps a contrived
// board from holding up an editor.
const maxSearch = 200_000

// SetUp checks d and returns a game that leads to its discs: the
// position after a sequence of moves (its history is that sequence, one
// of many that lead there). A set-up is refused (a *SetupError) when no
// game leads to it (floating discs, counts out of turn, play that went
// on after a win, discs that could not have been played in any order) or
// when the game is over in it (a line, a full board): an editor plays
// from the position. A game over is refused with the position all the
// same (SetupReason.Over), for those who only ask whether the position
// can occur. The reasons are checked in a fixed order, so a
// set-up with several faults gets the first.
func SetUp(d Setup) (*Position, error) {
	c := d.Config
	e := func(r SetupReason) *SetupError {
		return &SetupError{Reason: r, Side: None, Col: -1, Row: -1,
			Count: [2]int{d.Discs[X].Count(), d.Discs[O].Count()}}
	}
	if err := c.Validate(); err != nil {
		r := e(SetupBadBoard)
		r.Err = err
		return nil, r
	}
	board := c.BoardMask()
	for pl := X; pl <= O; pl++ {
		if !d.Discs[pl].AndNot(board).IsZero() {
			r := e(SetupOffBoard)
			r.Side = pl
			return nil, r
		}
	}
	for col := 0; col < c.W; col++ {
		for row := 0; row < c.H; row++ {
			i := c.Bit(col, row)
			if d.Discs[X].Has(i) && d.Discs[O].Has(i) {
				r := e(SetupTwoInOne)
				r.Col, r.Row = col, row
				return nil, r
			}
		}
		for row := d.Height(col) + 1; row < c.H; row++ {
			if who := d.At(col, row); who != None {
				r := e(SetupFloating)
				r.Side, r.Col, r.Row = who, col, row
				return nil, r
			}
		}
	}
	nx, no := d.Discs[X].Count(), d.Discs[O].Count()
	if nx != no && nx != no+1 {
		return nil, e(SetupCounts)
	}
	lastMover := O
	if nx > no {
		lastMover = X
	}
	xWon, oWon := c.HasLine(d.Discs[X]), c.HasLine(d.Discs[O])
	winner := None
	switch {
	case xWon && oWon:
		return nil, e(SetupBothWon)
	case xWon:
		winner = X
	case oWon:
		winner = O
	}
	if winner != None && winner != lastMover {
		r := e(SetupWrongWinner)
		r.Side = winner
		return nil, r
	}
	f := &orderFinder{d: d, n: nx + no, failed: map[uint64]bool{}}
	for col := 0; col < c.W; col++ {
		f.height[col] = d.Height(col)
	}
	found := false
	if winner == None {
		found = f.peel(f.n)
	} else {
		// The last move made every line of the winner: a top disc of the
		// winner's without which no line is left.
		lasts := 0
		for col := 0; col < c.W && !found; col++ {
			h := f.height[col]
			if h == 0 || d.At(col, h-1) != winner || c.HasLine(d.Discs[winner].Without(c.Bit(col, h-1))) {
				continue
			}
			lasts++
			f.height[col]--
			f.moves[f.n-1] = int8(col)
			found = f.peel(f.n - 1)
			f.height[col]++
		}
		if lasts == 0 {
			r := e(SetupWonBefore)
			r.Side = winner
			return nil, r
		}
	}
	switch {
	case !found && f.gaveUp:
		return nil, e(SetupUndecided)
	case !found:
		return nil, e(SetupUnreachable)
	}
	p := MustNew(c)
	for _, col := range f.moves[:f.n] {
		p.Apply(int(col))
	}
	switch {
	case winner != None:
		r := e(SetupWon)
		r.Side = winner
		return p, r
	case p.Full():
		return p, e(SetupFull)
	}
	return p, nil
}

// orderFinder looks for an order of moves that leads to a set-up's
// discs, from the last move back: the last disc is a top disc of the
// player who moved last, the one before it a top disc of the other, and
// so on down to the empty board. The state is the columns' heights (the
// discs below them are the set-up's), so a dead end is remembered by them.
type orderFinder struct {
	d      Setup
	n      int // discs on the board
	height [MaxWidth]int
	moves  [MaxWidth * MaxHeight]int8 // moves[i]: the column of the (i+1)-th move
	failed map[uint64]bool
	looked int
	gaveUp bool
}

// peel reports whether the lowest k discs left (heights) can be played in
// some order, and writes it into moves[:k].
func (f *orderFinder) peel(k int) bool {
	if k == 0 {
		return true
	}
	var key uint64
	for col := 0; col < f.d.Config.W; col++ {
		key = key<<4 | uint64(f.height[col])
	}
	if f.failed[key] {
		return false
	}
	if f.looked++; f.looked > maxSearch {
		f.gaveUp = true
		return false
	}
	mover := Player((k - 1) & 1) // the k-th move is X's when k is odd
	for col := 0; col < f.d.Config.W; col++ {
		h := f.height[col]
		if h == 0 || f.d.At(col, h-1) != mover {
			continue
		}
		f.height[col]--
		f.moves[k-1] = int8(col)
		ok := f.peel(k - 1)
		f.height[col]++
		if ok {
			return true
		}
		if f.gaveUp {
			return false
		}
	}
	f.failed[key] = true
	return false
}
