package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"stratagem/ai/millai/endgame"

	"stratagem/ai/millai"
	"stratagem/board/mill"
)

// Mill's middle-game puzzles ask the player to win a piece: to close a
// mill by force. captureSolver proves it by trying every move of both
// sides, with no evaluation and no pruning but the proof's own: the side
// to move "forces a mill within n" of its moves when one of its moves
// closes a mill (or wins the game), or when, with n ≥ 2, one of its quiet
// moves leaves the other side only answers that close no mill, do not
// end the game for it, and each leave it forcing a mill within n−1. The
// result is exact for the depth it is asked about.

// captureDepth is the most moves of the player a capture puzzle may take:
// 4 of its moves, 7 plies.
const captureDepth = 4

// captureSolver proves forced mills, remembering what it proved.
type captureSolver struct {
	forced map[captureKey]bool // the side to move forces a mill within n
	held   map[captureKey]bool // the side to move (the defender) cannot stop one within n
	nodes  int
}

type captureKey struct {
	hash uint64
	n    int8
}

func newCaptureSolver() *captureSolver {
	return &captureSolver{forced: map[captureKey]bool{}, held: map[captureKey]bool{}}
}

// forces reports whether the side to move of st closes a mill within n of
// its own moves whatever the other side does, before that side closes one
// (winning the game counts as the goal reached; a draw does not).
func (c *captureSolver) forces(st *mill.Position, n int) bool {
	if n <= 0 {
		return false
	}
	c.nodes++
	if mills, _ := st.MillMoves(nil); len(mills) > 0 {
		return true
	}
	key := captureKey{st.Hash(), int8(n)}
	if v, ok := c.forced[key]; ok {
		return v
	}
	me := st.SideToMove()
	res := false
	for _, m := range st.LegalMoves(nil) {
		st.Apply(m)
		if o := st.Outcome(); o.Over() {
			res = o.Winner == me
		} else {
			res = n >= 2 && c.cannotStop(st, n-1)
		}
		st.Undo()
		if res {
			break
		}
	}
	c.forced[key] = res
	return res
}

// cannotStop reports whether every move of the side to move of st (the
// defender) leaves the other side forcing a mill within n: none of them
// closes a mill or ends the game.
func (c *captureSolver) cannotStop(st *mill.Position, n int) bool {
	c.nodes++
	if mills, _ := st.MillMoves(nil); len(mills) > 0 {
		return false
	}
	key := captureKey{st.Hash(), int8(n)}
	if v, ok := c.held[key]; ok {
		return v
	}
	res := true
	for _, d := range st.LegalMoves(nil) {
		st.Apply(d)
		res = !st.Outcome().Over() && c.forces(st, n)
		st.Undo()
		if !res {
			break
		}
	}
	c.held[key] = res
	return res
}

// least returns the fewest of its own moves, at most n, within which the
// side to move of st forces a mill; 0 when it cannot within n.
func (c *captureSolver) least(st *mill.Position, n int) int {
	for k := 1; k <= n; k++ {
		if c.forces(st, k) {
			return k
		}
	}
	return 0
}

// reaches reports whether move m of the side to move of st forces a mill
// within n of its moves, m included.
func (c *captureSolver) reaches(st *mill.Position, m mill.Move, n int) bool {
	if m.Remove != mill.NoPoint {
		return true
	}
	me := st.SideToMove()
	st.Apply(m)
	defer st.Undo()
	if o := st.Outcome(); o.Over() {
		return o.Winner == me
	}
	return n >= 2 && c.cannotStop(st, n-1)
}

// square is a move without its removal: the moves that close the same
// mill are one choice for the player, whichever piece it then takes.
type square struct{ from, to mill.Point }

// rightMoves returns the moves of the side to move of st that force a
// mill within n, and how many different squares (from, to) they use.
func (c *captureSolver) rightMoves(st *mill.Position, n int) ([]mill.Move, int) {
	var right []mill.Move
	squares := map[square]bool{}
	for _, m := range st.LegalMoves(nil) {
		if c.reaches(st, m, n) {
			right = append(right, m)
			squares[square{m.From, m.To}] = true
		}
	}
	return right, len(squares)
}

// bestFor picks, of moves (all of the side to move of st), the one after
// which the evaluation is best for the mover: the removal a mill takes,
// the defender's answer among equally long resistances. The first in the
// rules' order among equals.
func bestFor(st *mill.Position, moves []mill.Move) mill.Move {
	best, bestScore := moves[0], 0
	for i, m := range moves {
		st.Apply(m)
		score := -millai.Evaluate(st) // the evaluation is the side to move's: the mover's is its negation
		if st.Outcome().Over() {
			score = 1 << 30
		}
		st.Undo()
		if i == 0 || score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// captureLine returns the line of a capture puzzle from p: at the start
// no mill can be closed at once, the player forces one within k of its
// moves (k from 2 to maxSteps, the fewest), and exactly one square of its
// forces it within k (others may within more, as "mate in k" puzzles
// have it); it is
// played, the defender answers with the move that holds out longest (of
// those, one that leaves the player fewest ways, and the best for it by
// the evaluation among equals), and the line goes on while
// the player again has exactly one square that forces the mill in the
// moves left; it ends with the player's move that closes the mill (taking
// a piece after which the defender has no mill to close at once, the one
// the evaluation likes best; none such: no puzzle), or after which the
// defender's longest resistance leaves the player more than one way.
// errNotPuzzle when p is not such a puzzle.
func (c *captureSolver) captureLine(p *mill.Position, maxSteps int) ([]mill.Move, error) {
	st := p.Clone()
	if mills, any := st.MillMoves(nil); len(mills) > 0 || !any || st.Outcome().Over() {
		return nil, errNotPuzzle
	}
	k := c.least(st, maxSteps)
	if k < 2 {
		return nil, errNotPuzzle
	}
	if _, squares := c.rightMoves(st, k); squares != 1 {
		return nil, errNotPuzzle
	}
	var line []mill.Move
	for {
		right, squares := c.rightMoves(st, k)
		if squares != 1 {
			return nil, fmt.Errorf("%s: %d ways to force the mill in %d moves where one was found", st, squares, k)
		}
		m := right[0]
		if m.Remove != mill.NoPoint {
			// The mill, taking a piece after which the defender cannot
			// close one at once (the piece is won, not traded), the one
			// the evaluation likes best.
			var keep []mill.Move
			for _, r := range right {
				st.Apply(r)
				if mills, _ := st.MillMoves(nil); len(mills) == 0 {
					keep = append(keep, r)
				}
				st.Undo()
			}
			if len(keep) == 0 {
				return nil, errNotPuzzle
			}
			return append(line, bestFor(st, keep)), nil
		}
		line = append(line, m)
		st.Apply(m)
		if st.Outcome().Over() {
			return line, nil // the game won on the way
		}
		// The defender's longest resistance.
		replies := st.LegalMoves(nil)
		longest, kd := []mill.Move(nil), 0
		for _, d := range replies {
			st.Apply(d)
			n := c.least(st, k-1)
			st.Undo()
			if n == 0 {
				return nil, fmt.Errorf("%s: %s stops the mill the proof said it could not", st, d)
			}
			switch {
			case n > kd:
				longest, kd = []mill.Move{d}, n
			case n == kd:
				longest = append(longest, d)
			}
		}
		// Of those, the ones that leave the player fewest ways (a block
		// rather than a move elsewhere), and of them the evaluation's best.
		fewest, least := []mill.Move(nil), 0
		for _, d := range longest {
			st.Apply(d)
			_, squares := c.rightMoves(st, kd)
			st.Undo()
			switch {
			case fewest == nil || squares < least:
				fewest, least = []mill.Move{d}, squares
			case squares == least:
				fewest = append(fewest, d)
			}
		}
		reply := bestFor(st, fewest)
		st.Apply(reply)
		if least > 1 {
			return line, nil // the mill no longer hangs on one move
		}
		line = append(line, reply)
		k = kd
	}
}

// capturePuzzle makes a capture puzzle of p if it is one.
func (c *captureSolver) capturePuzzle(p *mill.Position, maxSteps int) (Puzzle, bool, error) {
	line, err := c.captureLine(p, maxSteps)
	if err == errNotPuzzle {
		return Puzzle{}, false, nil
	}
	if err != nil {
		return Puzzle{}, false, err
	}
	return Puzzle{Goal: Capture, ToMove: millSide(p.SideToMove()), Source: Search, Position: p.String(), Line: words(line)}, true, nil
}

// words writes moves in the game's notation.
func words(moves []mill.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// millMiddleGames plays self-play games as millGames does and calls visit
// with every position of them outside the endgame databases in which each
// side still has four pieces or more (board and hand), set up afresh.
func millMiddleGames(ctx context.Context, seed uint64, games int, visit func(game, ply int, p *mill.Position) error) error {
	rng := rand.New(rand.NewPCG(seed, 0x63617074))
	return selfPlay(ctx, rng, games, func(g int, pos *mill.Position) error {
		for _, c := range []mill.Color{mill.Blue, mill.Red} {
			if pos.Left(c) < 4 {
				return nil
			}
		}
		if pos.InHand(mill.Blue) == 0 && pos.InHand(mill.Red) == 0 &&
			pos.OnBoard(mill.Blue) <= endgame.MaxPieces && pos.OnBoard(mill.Red) <= endgame.MaxPieces {
			return nil // the databases' puzzles
		}
		fresh, err := mill.ParsePosition(pos.String())
		if err != nil {
			return err
		}
		return visit(g, pos.Ply(), fresh)
	})
}

// SameMillMove says, for the Mill puzzle p with line, whether a move got
// is as right as the line's want at step i: in a capture puzzle, the
// line's last move closes the mill, and any piece may be taken with it;
// otherwise only want itself. Grading and the Puzzles screen both use it.
func SameMillMove(p Puzzle, line []mill.Move) func(i int, got, want mill.Move) bool {
	return func(i int, got, want mill.Move) bool {
		if got == want {
			return true
		}
		return p.Goal == Capture && i == len(line)-1 && want.Remove != mill.NoPoint &&
			got.From == want.From && got.To == want.To && got.Remove != mill.NoPoint
	}
}

// verifyCapture proves a capture puzzle again: its line is the one
// captureLine gives from its position, move for move.
func verifyCapture(p Puzzle, start *mill.Position, line []mill.Move) error {
	if p.Goal != Capture || p.Source != Search {
		return fmt.Errorf("%s: a %s puzzle proved by %s: a search proves capture puzzles, and only those", p.ID, p.Goal, p.Source)
	}
	want, err := newCaptureSolver().captureLine(start, captureDepth)
	if err == errNotPuzzle {
		return fmt.Errorf("%s: not exactly one move that forces a mill within %d moves at every step of its line", p.ID, captureDepth)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", p.ID, err)
	}
	if !slices.Equal(want, line) {
		return fmt.Errorf("%s: the line should be %s, the file has %s", p.ID, millMovesText(want), millMovesText(line))
	}
	return nil
}

// GenerateCapture makes Mill's capture puzzles alone (generateCapture),
// numbered on from first.
func GenerateCapture(ctx context.Context, opt Options, first int) ([]Puzzle, Report, error) {
	start := time.Now()
	rep := Report{Kept: map[Band]int{}, Sources: map[Source]int{}}
	out, err := generateCapture(ctx, opt, first, &rep)
	rep.Elapsed = time.Since(start)
	return out, rep, err
}

// generateCapture makes capture puzzles from the middle-game positions of
// self-play games (millMiddleGames), proves and grades each and keeps up
// to opt.CapturePerBand a band, numbered on from first; it adds what it
// did to rep. Only puzzles some rung of the ladder solves are kept:
// winning a piece is not always the best plan (a rung playing for the
// game may see a blockade, or a faster win), and a puzzle whose forced
// mill the strongest rung turns down would teach the wrong thing.
func generateCapture(ctx context.Context, opt Options, first int, rep *Report) ([]Puzzle, error) {
	o := opt
	o.PerBand = opt.CapturePerBand
	col := newCollection(Mill, o)
	col.first, col.solved = first, true
	for round := uint64(0); !col.full() && round < 500; round++ {
		if !opt.Deadline.IsZero() && time.Now().After(opt.Deadline) {
			opt.say("capture puzzles: out of time after %d rounds", round)
			break
		}
		solver, last := newCaptureSolver(), -1
		err := millMiddleGames(ctx, opt.Seed+round, 20, func(g, ply int, p *mill.Position) error {
			game := 1<<40 | round<<16 | uint64(g)
			if g != last {
				solver, last = newCaptureSolver(), g // a game's positions share what was proved
			}
			if !col.fresh(game, ply, p.String()) {
				return nil
			}
			pz, ok, err := solver.capturePuzzle(p, captureDepth)
			if err != nil || !ok {
				return err
			}
			return col.add(ctx, pz, game, ply, gradeMill)
		})
		if err != nil {
			return nil, err
		}
	}
	out := col.puzzles()
	rep.Positions += col.report.Positions
	rep.Candidates += col.report.Candidates
	rep.Graded += col.report.Graded
	for b, n := range col.report.Kept {
		rep.Kept[b] += n
	}
	for s, n := range col.report.Sources {
		rep.Sources[s] += n
	}
	return out, nil
}
