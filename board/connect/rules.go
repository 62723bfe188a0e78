package connect

import (
	"fmt"
	"strconv"
	"strings"

	"stratagem/board/rules"
)

// Rules is Connect Four on the board of Config as the rules contract
// (package rules) sees it. Moves are 0-based columns, written 1-based.
//
// Its outcome's reason codes: "line" (the winner joined Config.N in a row)
// and "full-board" (a draw). Its facts: Count, the line's length N;
// Pieces, each side's discs; Marks, the cells of the winning line, each
// as col*H + row (row 0 at the bottom).
type Rules struct{ Config Config }

// ID returns "connect".
func (Rules) ID() string { return "connect" }

// New returns the empty board.
func (r Rules) New() (*Position, error) { return New(r.Config) }

func (Rules) Clone(p *Position) *Position        { return p.Clone() }
func (Rules) Legal(p *Position, buf []int) []int { return p.LegalMoves(buf) }
func (Rules) IsLegal(p *Position, col int) bool  { return !p.Over() && p.CanPlay(col) }
func (Rules) Apply(p *Position, col int)         { p.Apply(col) }
func (Rules) Undo(p *Position)                   { p.Undo() }
func (Rules) Ply(p *Position) int                { return p.Ply() }
func (Rules) History(p *Position) []int          { return p.Moves() }
func (Rules) Hash(p *Position) uint64            { return p.Hash() }
func (Rules) Format(_ *Position, col int) string { return strconv.Itoa(col + 1) }

// ToAct returns the side to drop a disc; nobody once the game is over.
func (Rules) ToAct(p *Position) (rules.Side, bool) {
	return p.SideToMove(), !p.Over()
}

// Parse reads a column, 1-based.
func (Rules) Parse(p *Position, text string) (int, error) {
	col, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || col < 1 || col > p.cfg.W {
		return 0, fmt.Errorf("%q is not a column of this board (1 to %d)", text, p.cfg.W)
	}
	return col - 1, nil
}

// Check returns why col may not be played in p (nil when it may).
func (Rules) Check(p *Position, col int) error { return p.Clone().Play(col) }

// Split cuts a line into its moves: columns written apart ("4 4 5 3"), or
// together as the solver literature writes them ("4453") — every board
// has at most nine columns, so each is one digit.
func (Rules) Split(line string) []string {
	var out []string
	for _, word := range strings.Fields(line) {
		for _, r := range word {
			out = append(out, string(r))
		}
	}
	return out
}

// Tags are the board ("7x6") and the line's length ("4").
func (r Rules) Tags() []rules.Tag {
	return []rules.Tag{{Key: "board", Value: fmt.Sprintf("%dx%d", r.Config.W, r.Config.H)}, {Key: "line", Value: strconv.Itoa(r.Config.N)}}
}

// WithTag sets the board ("board", "WxH") or the line's length ("line").
func (r Rules) WithTag(key, value string) (rules.Game[*Position, int], error) {
	cfg := r.Config
	switch key {
	case "board":
		w, h, ok := strings.Cut(value, "x")
		var errW, errH error
		cfg.W, errW = strconv.Atoi(w)
		cfg.H, errH = strconv.Atoi(h)
		if !ok || errW != nil || errH != nil {
			return nil, fmt.Errorf("board %q: write it WIDTHxHEIGHT, such as 7x6", value)
		}
		// The line's length is checked against the board once both are
		// set (New): a record sets the board first.
		if err := (Config{W: cfg.W, H: cfg.H, N: MinLine}).Validate(); err != nil {
			return nil, err
		}
		return Rules{Config: cfg}, nil
	case "line":
		n, err := strconv.Atoi(value)
		if err != nil {
			return nil, fmt.Errorf("line %q: write the line's length, such as 4", value)
		}
		cfg.N = n
	default:
		return nil, &rules.UnknownTagError{Game: "connect", Key: key, Keys: []string{"board", "line"}}
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return Rules{Config: cfg}, nil
}

// Outcome returns the position's outcome with its facts.
func (Rules) Outcome(p *Position) rules.Outcome {
	if !p.Over() {
		return rules.Outcome{Winner: rules.NoSide}
	}
	out := rules.Outcome{Over: true, Winner: rules.NoSide, Reason: "full-board"}
	out.Facts.Count = p.cfg.N
	out.Facts.Pieces = [2]int{p.discs[X].Count(), p.discs[O].Count()}
	if w := p.Winner(); w != None {
		out.Winner, out.Reason = w, "line"
		for _, c := range p.WinningLine() {
			out.Facts.Marks = append(out.Facts.Marks, c.Col*p.cfg.H+c.Row)
		}
	}
	return out
}

// PositionText writes p as its columns played from the empty board ("4453").
func (Rules) PositionText(p *Position) string { return p.String() }

// ParsePosition plays the columns of text on the rules' empty board (ParseMoves).
func (r Rules) ParsePosition(text string) (*Position, error) { return ParseMoves(r.Config, text) }
