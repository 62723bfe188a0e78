package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/ai/millai/endgame"
	"stratagem/board/mill"
)

// MillChecker proves Mill puzzles with the endgame databases.
type MillChecker struct {
	eg  *endgame.Table
	ctx context.Context
}

// NewMillChecker returns a checker reading the shipped databases.
func NewMillChecker(ctx context.Context) *MillChecker {
	return &MillChecker{eg: endgame.Default(), ctx: ctx}
}

// value is a move's exact result for the side that plays it: +1 a win, 0
// a draw, -1 a loss, and the plies to the end (the move included).
type value struct{ outcome, plies int }

// after returns the exact value of m for the side to move of st, from the
// rules when m ends the game, otherwise from the databases.
func (c *MillChecker) after(st *mill.Position, m mill.Move) (value, error) {
	me := st.SideToMove()
	st.Apply(m)
	defer st.Undo()
	if o := st.Outcome(); o.Over() {
		switch o.Winner {
		case me:
			return value{1, 1}, nil
		case mill.NoColor:
			return value{0, 0}, nil
		}
		return value{-1, 1}, nil
	}
	r, ok := c.eg.Probe(st)
	if !ok {
		return value{}, fmt.Errorf("%s after %s: outside the endgame databases", st, m)
	}
	return value{-r.Outcome, r.Plies + 1}, nil
}

// moveValues returns every legal move of st with its exact value.
func (c *MillChecker) moveValues(st *mill.Position) ([]mill.Move, []value, error) {
	moves := st.LegalMoves(nil)
	vals := make([]value, len(moves))
	for i, m := range moves {
		v, err := c.after(st, m)
		if err != nil {
			return nil, nil, err
		}
		vals[i] = v
	}
	return moves, vals, nil
}

// atLeast returns the moves whose outcome is at least o.
func atLeast(moves []mill.Move, vals []value, o int) []mill.Move {
	var out []mill.Move
	for i, m := range moves {
		if vals[i].outcome >= o {
			out = append(out, m)
		}
	}
	return out
}

// millDefence returns the defender's stubbornest answer in a lost
// position: the move that holds out longest (the first in the rules'
// order among equals); or, when it is not lost, its first move that keeps
// the draw, with all such moves.
func millDefence(moves []mill.Move, vals []value) (mill.Move, []mill.Move) {
	best := 0
	for i, v := range vals {
		b := vals[best]
		if v.outcome > b.outcome || v.outcome == b.outcome && v.outcome < 0 && v.plies > b.plies {
			best = i
		}
	}
	var eq []mill.Move
	for i, v := range vals {
		if v.outcome == vals[best].outcome && (v.outcome >= 0 || v.plies == vals[best].plies) {
			eq = append(eq, moves[i])
		}
	}
	return moves[best], eq
}

// winLine returns the line of a win puzzle from p as the databases prove
// it: the only winning move at each of the player's turns and the
// defender's longest resistance between them, for as long as the win
// hangs on a single move. The line ends with the player's move that ends
// the game, or after which the defender's longest resistance leaves the
// player more than one winning move (the win is then safe: any of them
// wins). errNotPuzzle if the first turn has not exactly one winning move
// or the line would run past maxSteps of the player's moves.
func (c *MillChecker) winLine(p *mill.Position, maxSteps int) ([]mill.Move, error) {
	st := p.Clone()
	me := st.SideToMove()
	var line []mill.Move
	moves, vals, err := c.moveValues(st)
	if err != nil {
		return nil, err
	}
	for step := 1; ; step++ {
		wins := atLeast(moves, vals, 1)
		if len(wins) != 1 {
			return nil, errNotPuzzle
		}
		line = append(line, wins[0])
		st.Apply(wins[0])
		if o := st.Outcome(); o.Over() {
			if o.Winner != me {
				return nil, errNotPuzzle
			}
			return line, nil
		}
		dm, dv, err := c.moveValues(st)
		if err != nil {
			return nil, err
		}
		reply, _ := millDefence(dm, dv)
		st.Apply(reply)
		moves, vals, err = c.moveValues(st)
		if err != nil {
			return nil, err
		}
		if n := len(atLeast(moves, vals, 1)); n == 0 {
			return nil, fmt.Errorf("%s: the databases disagree with themselves after %s", st, reply)
		} else if n > 1 {
			return line, nil // the win is safe: it no longer hangs on one move
		}
		if step >= maxSteps {
			return nil, errNotPuzzle
		}
		line = append(line, reply)
	}
}

// saveLine returns the line of a save puzzle from p, a drawn position: the
// only move that does not lose at each of the player's turns, and between
// them the defender's first answer that keeps the draw and leaves the
// player again a single such move; it ends when no such answer is left.
func (c *MillChecker) saveLine(p *mill.Position, maxSteps int) ([]mill.Move, error) {
	st := p.Clone()
	var line []mill.Move
	for step := 1; ; step++ {
		moves, vals, err := c.moveValues(st)
		if err != nil {
			return nil, err
		}
		if len(atLeast(moves, vals, 1)) > 0 {
			return nil, errNotPuzzle // a won position is no position to save
		}
		safe := atLeast(moves, vals, 0)
		if len(safe) != 1 {
			return nil, errNotPuzzle
		}
		line = append(line, safe[0])
		st.Apply(safe[0])
		if st.Outcome().Over() {
			return nil, errNotPuzzle // a drawing move that ends the game: too plain a puzzle
		}
		moves, vals, err = c.moveValues(st)
		if err != nil {
			return nil, err
		}
		_, draws := millDefence(moves, vals)
		reply := mill.Move{From: mill.NoPoint, To: mill.NoPoint, Remove: mill.NoPoint}
		for _, m := range draws {
			st.Apply(m)
			pm, pv, err := c.moveValues(st)
			st.Undo()
			if err != nil {
				return nil, err
			}
			if len(atLeast(pm, pv, 0)) == 1 && len(atLeast(pm, pv, 1)) == 0 {
				reply = m
				break
			}
		}
		if reply.To == mill.NoPoint {
			return line, nil
		}
		if step >= maxSteps {
			return nil, errNotPuzzle
		}
		line = append(line, reply)
		st.Apply(reply)
	}
}

// MillPosition returns a Mill puzzle's start and its line, checking that
// they can be played.
func MillPosition(p Puzzle) (*mill.Position, []mill.Move, error) {
	start, err := mill.ParsePosition(p.Position)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: position: %v", p.ID, err)
	}
	if side := start.SideToMove(); millSide(side) != p.ToMove {
		return nil, nil, fmt.Errorf("%s: %s is to move, not %s", p.ID, millSide(side), p.ToMove)
	}
	st := start.Clone()
	line := make([]mill.Move, len(p.Line))
	for i, t := range p.Line {
		m, err := mill.ParseMove(t)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: move %d of the line: %v", p.ID, i+1, err)
		}
		if err := st.Play(m); err != nil {
			return nil, nil, fmt.Errorf("%s: move %d of the line (%s): %v", p.ID, i+1, t, err)
		}
		line[i] = m
	}
	return start, line, nil
}

func millSide(c mill.Color) string {
	if c == mill.Red {
		return "red"
	}
	return "blue"
}

// Verify proves a Mill puzzle again with the endgame databases: its line
// is the one its goal defines, move for move (docs/puzzles.md).
func (c *MillChecker) Verify(p Puzzle) error {
	start, line, err := MillPosition(p)
	if err != nil {
		return err
	}
	if p.Source == Search || p.Goal == Capture {
		return verifyCapture(p, start, line)
	}
	if p.Source != Endgame {
		return fmt.Errorf("%s: a Mill puzzle comes from the endgame databases or a search, not %q", p.ID, p.Source)
	}
	if !c.inDatabases(start) {
		return fmt.Errorf("%s: the position is not one the endgame databases hold", p.ID)
	}
	var want []mill.Move
	switch p.Goal {
	case Win:
		want, err = c.winLine(start, (len(line)+1)/2)
	case Save:
		want, err = c.saveLine(start, (len(line)+1)/2)
	}
	if errors.Is(err, errNotPuzzle) {
		return fmt.Errorf("%s: not exactly one right move at every step of its line, or the line does not end as a %s puzzle's must", p.ID, p.Goal)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", p.ID, err)
	}
	if !slices.Equal(want, line) {
		return fmt.Errorf("%s: the line should be %s, the file has %s", p.ID, millMovesText(want), millMovesText(line))
	}
	return nil
}

// inDatabases reports whether the databases hold st.
func (c *MillChecker) inDatabases(st *mill.Position) bool {
	_, ok := c.eg.Probe(st)
	return ok && !st.Outcome().Over()
}

func millMovesText(ms []mill.Move) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " "
		}
		s += m.String()
	}
	return s
}

// millPuzzle makes a puzzle of p if it has one: a win puzzle when exactly
// one move wins, a save puzzle when it is drawn and exactly one move does
// not lose.
func (c *MillChecker) millPuzzle(p *mill.Position, maxSteps int) (Puzzle, bool, error) {
	moves, vals, err := c.moveValues(p)
	if err != nil {
		return Puzzle{}, false, err
	}
	var line []mill.Move
	goal := Win
	switch wins := atLeast(moves, vals, 1); {
	case len(wins) == 1:
		line, err = c.winLine(p, maxSteps)
	case len(wins) == 0 && len(atLeast(moves, vals, 0)) == 1:
		goal = Save
		line, err = c.saveLine(p, maxSteps)
	default:
		return Puzzle{}, false, nil
	}
	if errors.Is(err, errNotPuzzle) {
		return Puzzle{}, false, nil
	}
	if err != nil {
		return Puzzle{}, false, err
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	return Puzzle{Goal: goal, ToMove: millSide(p.SideToMove()), Source: Endgame, Position: p.String(), Line: words}, true, nil
}

// GradeMill returns the weakest rung of Rungs[Mill] that solves p.
func GradeMill(ctx context.Context, p Puzzle) (string, error) {
	start, line, err := MillPosition(p)
	if err != nil {
		return "", err
	}
	return grade(ctx, mill.Rules{}, millai.Roster, Rungs[Mill], start, line, nil, SameMillMove(p, line))
}

func gradeMill(ctx context.Context, p Puzzle, wanted func(int) bool) (string, error) {
	start, line, err := MillPosition(p)
	if err != nil {
		return "", err
	}
	return grade(ctx, mill.Rules{}, millai.Roster, Rungs[Mill], start, line, wanted, SameMillMove(p, line))
}

// millGames plays self-play games of the lower rungs after a few random
// moves and calls visit with every position in which both hands are
// empty and each side has at most endgame.MaxPieces pieces, set up afresh
// (without the moves that led there: the puzzle starts from it).
func millGames(ctx context.Context, seed uint64, games int, visit func(game, ply int, p *mill.Position) error) error {
	rng := rand.New(rand.NewPCG(seed, 0x6d70757a))
	return selfPlay(ctx, rng, games, func(g int, pos *mill.Position) error {
		if pos.InHand(mill.Blue) > 0 || pos.InHand(mill.Red) > 0 ||
			pos.OnBoard(mill.Blue) > endgame.MaxPieces || pos.OnBoard(mill.Red) > endgame.MaxPieces {
			return nil
		}
		return visitWalks(rng, g, pos, visit)
	})
}

// selfPlay plays games self-play games of the lower rungs, each after a
// few random moves, and calls visit after every move that does not end
// the game.
func selfPlay(ctx context.Context, rng *rand.Rand, games int, visit func(g int, pos *mill.Position) error) error {
	names := []string{"beginner", "easy", "normal"}
	for g := 0; g < games; g++ {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var players [2]ai.Player[*mill.Position, mill.Move]
		for i := range players {
			p, err := millai.Roster.New(names[rng.IntN(len(names))], rng.Uint64())
			if err != nil {
				return err
			}
			players[i] = p
		}
		pos := mill.NewGame()
		opening := 2 + rng.IntN(6)
		for !pos.Outcome().Over() && pos.Ply() < 300 {
			var m mill.Move
			if pos.Ply() < opening {
				moves := pos.LegalMoves(nil)
				m = moves[rng.IntN(len(moves))]
			} else {
				var err error
				m, _, err = players[pos.SideToMove()].Choose(ctx, pos, ai.Limits{MoveTime: gradeTime})
				if err != nil {
					return err
				}
			}
			pos.Apply(m)
			if pos.Outcome().Over() {
				continue
			}
			if err := visit(g, pos); err != nil {
				return err
			}
		}
	}
	return nil
}

// walks is how many random playouts of a few moves millGames follows from
// each endgame position of a game, for positions a little off the
// players' own paths.
const walks = 3

// visitWalks visits pos set up afresh, then the ends of a few short random
// playouts from it that stay within the databases.
func visitWalks(rng *rand.Rand, g int, pos *mill.Position, visit func(int, int, *mill.Position) error) error {
	for w := 0; w <= walks; w++ {
		q, err := mill.ParsePosition(pos.String())
		if err != nil {
			return err
		}
		steps := 0
		if w > 0 {
			steps = 1 + rng.IntN(4)
		}
		for range steps {
			moves := q.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			q.Apply(moves[rng.IntN(len(moves))])
			if q.Outcome().Over() {
				break
			}
		}
		if q.Outcome().Over() {
			continue
		}
		fresh, err := mill.ParsePosition(q.String())
		if err != nil {
			return err
		}
		if err := visit(g, pos.Ply(), fresh); err != nil {
			return err
		}
	}
	return nil
}

// GenerateMill makes Mill puzzles from the endgame positions of self-play
// games (millGames), proves each with the databases, grades it and keeps
// up to opt.PerBand a band.
func GenerateMill(ctx context.Context, opt Options) ([]Puzzle, Report, error) {
	start := time.Now()
	chk := NewMillChecker(ctx)
	col := newCollection(Mill, opt)
	games := 0
	for round := uint64(0); !col.full() && round < 2000; round++ {
		if !opt.Deadline.IsZero() && time.Now().After(opt.Deadline) {
			opt.say("out of time after %d games", games)
			break
		}
		err := millGames(ctx, opt.Seed+round, 20, func(g, ply int, p *mill.Position) error {
			game := round<<16 | uint64(g)
			if !col.fresh(game, ply, p.String()) {
				return nil
			}
			pz, ok, err := chk.millPuzzle(p, opt.MaxSteps)
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			return col.add(ctx, pz, game, ply, gradeMill)
		})
		games += 20
		if err != nil {
			return nil, col.report, err
		}
	}
	out := col.puzzles()
	if opt.CapturePerBand > 0 {
		more, err := generateCapture(ctx, opt, len(out), &col.report)
		if err != nil {
			return nil, col.report, err
		}
		out = append(out, more...)
	}
	col.report.Elapsed = time.Since(start)
	return out, col.report, nil
}
