package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/board/connect"
)

// Connect Four's puzzles are on the standard board (7×6, four in a row),
// the one the solver proves every position of quickly.
var connectBoard = connect.Standard

// connectSolveNodes bounds one exact solve while making puzzles: a
// position the solver cannot settle within it is skipped (positions with a
// dozen discs or more nearly always settle in far fewer).
const connectSolveNodes = 40_000_000

// connectCentre lists the columns from the centre outwards (left of centre
// first): the order in which the line's defender picks among equally
// stubborn answers.
var connectCentre = []int{3, 2, 4, 1, 5, 0, 6}

// ConnectChecker proves Connect Four puzzles with the exact solver.
type ConnectChecker struct {
	s   *connectai.Solver
	ctx context.Context
}

// NewConnectChecker returns a checker with a solver of its own (32 MiB).
func NewConnectChecker(ctx context.Context) (*ConnectChecker, error) {
	s, err := connectai.NewSolver(connectBoard, 0)
	if err != nil {
		return nil, err
	}
	return &ConnectChecker{s: s, ctx: ctx}, nil
}

// scores returns the exact score of every column for the side to move
// (connectai's convention: > 0 wins, 0 draws, < 0 loses) and whether it
// is playable.
func (c *ConnectChecker) scores(p *connect.Position) ([]int, []bool, error) {
	return c.s.MoveScores(p, connectai.Limits{Ctx: c.ctx, MaxNodes: connectSolveNodes})
}

// keeping returns the playable columns scoring at least least, centre first.
func keeping(scores []int, legal []bool, least int) []int {
	var out []int
	for _, col := range connectCentre {
		if legal[col] && scores[col] >= least {
			out = append(out, col)
		}
	}
	return out
}

// stubbornest returns the defender's answer: the playable column of best
// score for it (the slowest loss, or the draw), centre first among equals,
// and all the columns of that score.
func stubbornest(scores []int, legal []bool) (int, []int) {
	best := -1 << 30
	for col, ok := range legal {
		if ok {
			best = max(best, scores[col])
		}
	}
	eq := keeping(scores, legal, best)
	return eq[0], eq
}

// errNotPuzzle says a position has no puzzle (not a failure of the tools).
var errNotPuzzle = errors.New("not a puzzle")

// winLine returns the line of a win puzzle from p: the only winning column
// at each of the player's turns, the defender's stubbornest answer between
// them, until the player's line of four; errNotPuzzle when a turn has not
// exactly one winning column or the win takes more than maxSteps moves.
func (c *ConnectChecker) winLine(p *connect.Position, maxSteps int) ([]int, error) {
	st := p.Clone()
	var line []int
	for step := 1; ; step++ {
		sc, legal, err := c.scores(st)
		if err != nil {
			return nil, err
		}
		wins := keeping(sc, legal, 1)
		if len(wins) != 1 {
			return nil, errNotPuzzle
		}
		line = append(line, wins[0])
		st.Apply(wins[0])
		if st.Winner() != connect.None {
			return line, nil
		}
		if step >= maxSteps || st.Over() {
			return nil, errNotPuzzle
		}
		sc, legal, err = c.scores(st)
		if err != nil {
			return nil, err
		}
		reply, _ := stubbornest(sc, legal)
		line = append(line, reply)
		st.Apply(reply)
	}
}

// saveLine returns the line of a save puzzle from p, a drawn position: the
// only column that does not lose at each of the player's turns, and
// between them the defender's answer that keeps the draw and leaves the
// player again a single move that does not lose (centre first among such
// answers); the line ends when no such answer is left. errNotPuzzle when p
// is not drawn, a turn has more or fewer than one such column, or the
// pressure lasts more than maxSteps moves.
func (c *ConnectChecker) saveLine(p *connect.Position, maxSteps int) ([]int, error) {
	st := p.Clone()
	var line []int
	sc, legal, err := c.scores(st)
	if err != nil {
		return nil, err
	}
	for step := 1; ; step++ {
		if best, _ := stubbornest(sc, legal); sc[best] != 0 {
			return nil, errNotPuzzle // won or lost: not a position to save
		}
		safe := keeping(sc, legal, 0)
		if len(safe) != 1 {
			return nil, errNotPuzzle
		}
		line = append(line, safe[0])
		st.Apply(safe[0])
		if st.Over() {
			return line, nil
		}
		reply, next, err := c.pressing(st)
		if err != nil {
			return nil, err
		}
		if reply < 0 {
			return line, nil // the game is safe: no answer forces a choice again
		}
		if step >= maxSteps {
			return nil, errNotPuzzle
		}
		line = append(line, reply)
		st.Apply(reply)
		sc, legal = next.scores, next.legal
	}
}

// scored is a position's column scores.
type scored struct {
	scores []int
	legal  []bool
}

// pressing returns the defender's answer in a save puzzle: among its
// answers that keep the game drawn (its best), the first, centre first,
// after which the player has exactly one column that does not lose, and
// the player's scores there; -1 when there is none.
func (c *ConnectChecker) pressing(st *connect.Position) (int, scored, error) {
	sc, legal, err := c.scores(st)
	if err != nil {
		return 0, scored{}, err
	}
	_, best := stubbornest(sc, legal)
	for _, col := range best {
		st.Apply(col)
		if st.Over() {
			st.Undo()
			continue
		}
		psc, plegal, err := c.scores(st)
		st.Undo()
		if err != nil {
			return 0, scored{}, err
		}
		if len(keeping(psc, plegal, 0)) == 1 {
			return col, scored{psc, plegal}, nil
		}
	}
	return -1, scored{}, nil
}

// connectStart reads a puzzle's start (columns, 1-based, from the start).
func connectStart(text string) (*connect.Position, error) {
	if text == "-" {
		text = ""
	}
	return connect.ParseMoves(connectBoard, text)
}

// connectMoves reads a line's columns (1-based).
func connectMoves(line []string) ([]int, error) {
	out := make([]int, len(line))
	for i, t := range line {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > connectBoard.W {
			return nil, fmt.Errorf("move %d of the line: %q is not a column 1-%d", i+1, t, connectBoard.W)
		}
		out[i] = n - 1
	}
	return out, nil
}

// ConnectPosition returns a Connect Four puzzle's start and its line
// (0-based columns), checking that they can be played.
func ConnectPosition(p Puzzle) (*connect.Position, []int, error) {
	start, err := connectStart(p.Position)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: position: %v", p.ID, err)
	}
	if side := start.SideToMove(); sideName(side) != p.ToMove {
		return nil, nil, fmt.Errorf("%s: %s is to move, not %s", p.ID, sideName(side), p.ToMove)
	}
	line, err := connectMoves(p.Line)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", p.ID, err)
	}
	st := start.Clone()
	for i, col := range line {
		if err := st.Play(col); err != nil {
			return nil, nil, fmt.Errorf("%s: move %d of the line (%d): %v", p.ID, i+1, col+1, err)
		}
	}
	return start, line, nil
}

// sideName is a side as the files write it.
func sideName(s connect.Player) string {
	if s == connect.O {
		return "red"
	}
	return "blue"
}

// Verify proves a Connect Four puzzle again with the solver, as docs/puzzles.md
// states: the line is the one the puzzle's goal defines, move for move.
func (c *ConnectChecker) Verify(p Puzzle) error {
	start, line, err := ConnectPosition(p)
	if err != nil {
		return err
	}
	if p.Source != Solved {
		return fmt.Errorf("%s: a Connect Four puzzle comes from the solver, not %q", p.ID, p.Source)
	}
	var want []int
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
		return fmt.Errorf("%s: the line should be %s, the file has %s", p.ID, columnsText(want), columnsText(line))
	}
	return nil
}

// columnsText writes columns 1-based, split by spaces.
func columnsText(cols []int) string {
	s := ""
	for i, c := range cols {
		if i > 0 {
			s += " "
		}
		s += strconv.Itoa(c + 1)
	}
	return s
}

// connectPuzzle makes a puzzle of p if it has one: a win puzzle when
// exactly one column wins, a save puzzle when it is drawn and exactly one
// column does not lose. The puzzle's ID and band are left to the caller.
func (c *ConnectChecker) connectPuzzle(p *connect.Position, maxSteps int) (Puzzle, bool, error) {
	sc, legal, err := c.scores(p)
	if err != nil {
		return Puzzle{}, false, err
	}
	var line []int
	goal := Win
	switch {
	case len(keeping(sc, legal, 1)) == 1:
		line, err = c.winLine(p, maxSteps)
	case len(keeping(sc, legal, 0)) == 1 && len(keeping(sc, legal, 1)) == 0:
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
	for i, col := range line {
		words[i] = strconv.Itoa(col + 1)
	}
	return Puzzle{Goal: goal, ToMove: sideName(p.SideToMove()), Source: Solved, Position: p.String(), Line: words}, true, nil
}

// GradeConnect returns the weakest rung of Rungs[Connect] that solves p.
func GradeConnect(ctx context.Context, p Puzzle) (string, error) { return gradeConnect(ctx, p, nil) }

func gradeConnect(ctx context.Context, p Puzzle, wanted func(int) bool) (string, error) {
	start, line, err := ConnectPosition(p)
	if err != nil {
		return "", err
	}
	return grade(ctx, connect.Rules{Config: connectBoard}, connectai.Roster, Rungs[Connect], start, line, wanted, nil)
}

// connectGames plays the self-play games the positions come from: the
// lower rungs of the ladder against each other (fast, and making the
// mistakes that leave a single right move), after a few random moves so
// that no two games are alike. It calls visit with every position of
// every game (the game's moves so far).
func connectGames(ctx context.Context, seed uint64, games int, visit func(game int, p *connect.Position) error) error {
	rng := rand.New(rand.NewPCG(seed, 0x70757a7a))
	names := []string{"beginner", "easy", "normal"}
	for g := 0; g < games; g++ {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var players [2]ai.Player[*connect.Position, int]
		for i := range players {
			p, err := connectai.Roster.New(names[rng.IntN(len(names))], rng.Uint64())
			if err != nil {
				return err
			}
			players[i] = p
		}
		pos := connect.MustNew(connectBoard)
		opening := 2 + rng.IntN(6)
		for !pos.Over() {
			var col int
			if pos.Ply() < opening {
				moves := pos.LegalMoves(nil)
				col = moves[rng.IntN(len(moves))]
			} else {
				var err error
				col, _, err = players[pos.Ply()%2].Choose(ctx, pos, ai.Limits{MoveTime: gradeTime})
				if err != nil {
					return err
				}
			}
			pos.Apply(col)
			if pos.Over() {
				break
			}
			if err := visit(g, pos); err != nil {
				return err
			}
		}
	}
	return nil
}
