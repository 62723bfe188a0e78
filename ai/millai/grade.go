package millai

import (
	"context"
	"errors"
	"fmt"

	"stratagem/ai"
	"stratagem/ai/millai/endgame"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// Grading a game's moves for the review: each move compared with the best
// move at a fixed budget (a search of GradeDepth plies, so that the same
// game is graded the same on any machine) and, where they hold the
// position, with the endgame databases, which are exact. The thresholds
// are here and nowhere else; the words are the game screen's.

// The grades are ai.Grade's: ai.Best to ai.Blunder.

// GradeDepth is the depth of the grading's searches: the position before
// the move searched this deep, the position after it one ply less, with
// the quiescence search Hard uses. Two plies deeper than Hard plays: a
// game of 100 moves is graded in a few seconds (about 35 ms a move on one
// core, at most a quarter of a second).
const GradeDepth = 7

// The grades by the value lost against the best move, in thousandths of a
// piece (the evaluation's unit; a piece is 1000): up to BestWithin the
// move is as good as the best (the search's scores differ by such small
// amounts between equal moves); up to GoodWithin good; up to
// InaccuracyWithin an inaccuracy (under a piece's worth: a threat or some
// room given away); up to MistakeWithin a mistake (about a piece); beyond,
// a blunder. A forced win let go or a forced loss walked into is a blunder
// whatever the numbers.
const (
	BestWithin       = 50
	GoodWithin       = 300
	InaccuracyWithin = 800
	MistakeWithin    = 2000
)

// From the databases, a win made longer or a loss made shorter by up to
// SlowWithin plies is good; more is an inaccuracy.
const SlowWithin = 4

// gradeOfLoss is the grade of a move that loses loss against the best.
func gradeOfLoss(loss int) ai.Grade {
	switch {
	case loss <= BestWithin:
		return ai.Best
	case loss <= GoodWithin:
		return ai.Good
	case loss <= InaccuracyWithin:
		return ai.Inaccuracy
	case loss <= MistakeWithin:
		return ai.Mistake
	}
	return ai.Blunder
}

// Why names what a grade's explanation says.
type Why int

const (
	WhyNothing Why = iota
	// From the databases.
	WhyWonEndgameLost   // the move gave away a won endgame (now drawn or lost)
	WhyDrawnEndgameLost // the move turned a drawn endgame into a loss
	WhySlowerWin        // still won, In plies longer
	WhyFasterLoss       // still lost, In plies sooner
	// From the search.
	WhyForcedWinLost // the best move won by force; this one does not
	WhyForcedLoss    // after this move the opponent wins by force, its winning move In moves away
	WhyOpponentMill  // this let the opponent close a mill in In of its moves
	WhyMissedMill    // the better move closed a mill of the mover's own within In of its moves
	// From the threats after the opponent's best answer.
	WhyOpponentDouble // the opponent then threatens two mills at once: one gets through
	WhyShutIn         // the mover is then nearly shut in: In moves left
	WhyLessRoom       // the mover's pieces then have In fewer moves along the lines
)

// LessRoomSteps is the fewest moves along the lines that a move must
// cost the mover's pieces (after the opponent's best answer, against the
// better line) for the review to say so.
const LessRoomSteps = 3

// MoveGrade is the grade of one move and why.
type MoveGrade struct {
	Grade  ai.Grade
	Played mill.Move
	// Better is the best move in the position (Played itself when it was
	// the best).
	Better mill.Move
	// Loss is the value given away against Better, in thousandths of a
	// piece (0 when graded by the databases).
	Loss    int
	Endgame bool // graded by the endgame databases
	Why     Why
	In      int // the moves (or plies) Why counts
	Depth   int // the search's depth; 0 from the databases
	Nodes   int64
}

// ErrNotLegal is GradeMove's error for a move the position does not allow.
var ErrNotLegal = errors.New("millai: the move to grade is not legal in the position")

// GradeMove grades played, a move of before, against the best move there:
// by the endgame databases when they hold before and every position after
// a move of it, else by searches of GradeDepth plies (lim may tighten the
// depth or bound the nodes, for tests; its MoveTime guards a very slow
// machine). It does not modify before.
func GradeMove(ctx context.Context, before *mill.Position, played mill.Move, lim ai.Limits) (MoveGrade, error) {
	if before.Outcome().Over() {
		return MoveGrade{}, ErrGameOver
	}
	if !before.IsLegal(played) {
		return MoveGrade{}, fmt.Errorf("%w: %s", ErrNotLegal, before.Variant().FormatMove(played))
	}
	pos := before.Clone()
	if g, ok := gradeByEndgame(endgameFor(pos), pos, played); ok {
		return g, ctx.Err()
	}
	return gradeBySearch(ctx, pos, played, lim)
}

// gradeByEndgame grades played from the databases, when they know the
// value of every move of pos.
func gradeByEndgame(eg *endgame.Table, pos *mill.Position, played mill.Move) (MoveGrade, bool) {
	if _, ok := probeUsable(eg, pos); !ok {
		return MoveGrade{}, false
	}
	best, bv, ok := bestByEndgame(eg, pos)
	if !ok {
		return MoveGrade{}, false
	}
	pv, _ := childValue(eg, pos, played)
	g := MoveGrade{Played: played, Better: best, Endgame: true, Grade: ai.Best}
	if !better(bv, pv) {
		g.Better = played // as good as the best
		return g, true
	}
	switch {
	case bv.Outcome == 1 && pv.Outcome < 1:
		g.Grade, g.Why = ai.Blunder, WhyWonEndgameLost
	case bv.Outcome == 0 && pv.Outcome < 0:
		g.Grade, g.Why = ai.Blunder, WhyDrawnEndgameLost
	case bv.Outcome == 1:
		g.Why, g.In = WhySlowerWin, pv.Plies-bv.Plies
	default:
		g.Why, g.In = WhyFasterLoss, bv.Plies-pv.Plies
	}
	if g.Grade == ai.Best {
		g.Grade = ai.Good
		if g.In > SlowWithin {
			g.Grade = ai.Inaccuracy
		}
	}
	return g, true
}

// gradeLimits are the grading's searches' limits: GradeDepth, tightened by
// lim, and a time that only a very slow machine reaches.
func gradeLimits(lim ai.Limits) ai.Limits {
	out := ai.Limits{MaxDepth: ai.Tighter(GradeDepth, lim.MaxDepth), MaxNodes: lim.MaxNodes, MoveTime: lim.MoveTime}
	if out.MoveTime <= 0 {
		out.MoveTime = 30 * gradeSafety
	}
	return out
}

// gradeSafety scales the grading's guard against a very slow machine.
const gradeSafety = ai.RungMoveTime

// gradeSearcher is a fresh searcher for one of the grading's searches: no
// table or history carried from another search, no random choice, so
// that a move is graded the same whatever was graded before it.
func gradeSearcher() *search.Searcher[mill.Move] {
	return search.New[mill.Move](search.Config{TableEntries: 1 << 18, QuiescenceDepth: 4})
}

// gradeBySearch grades played by a search of the position before it and
// one of the position after it, one ply shallower: the same tree as the
// first search's for that move.
func gradeBySearch(ctx context.Context, pos *mill.Position, played mill.Move, lim ai.Limits) (MoveGrade, error) {
	lim = gradeLimits(lim)
	eg := endgameFor(pos)
	best, binfo, err := gradeSearcher().Search(ctx, newSearchState(pos.Clone(), 0, eg), lim)
	if err != nil {
		return MoveGrade{}, err
	}
	if err := ctx.Err(); err != nil {
		return MoveGrade{}, err
	}
	g := MoveGrade{Played: played, Better: best, Depth: binfo.Depth, Nodes: binfo.Nodes}
	bestScore := binfo.Score
	if best == played {
		g.Grade = ai.Best
		return g, nil
	}
	me := pos.SideToMove()
	after := pos.Clone()
	after.Apply(played)
	var playedScore int
	var reply []mill.Move // the opponent's best answer and the line after it
	if o := after.Outcome(); o.Over() {
		switch o.Winner {
		case me:
			playedScore = search.Mate - 1
		case mill.NoColor:
			playedScore = 0
		default:
			playedScore = -search.Mate + 1
		}
	} else {
		alim := lim
		alim.MaxDepth = max(1, lim.MaxDepth-1)
		_, ainfo, err := gradeSearcher().Search(ctx, newSearchState(after, 0, eg), alim)
		if err != nil {
			return MoveGrade{}, err
		}
		if err := ctx.Err(); err != nil {
			return MoveGrade{}, err
		}
		playedScore = -ainfo.Score
		if playedScore >= search.MateThreshold {
			playedScore-- // a ply further from the root than the after search counts it
		} else if playedScore <= -search.MateThreshold {
			playedScore++
		}
		reply = ainfo.PV
		g.Nodes += ainfo.Nodes
	}
	g.Loss = max(0, bestScore-playedScore)
	bestWins, playedWins := bestScore >= search.MateThreshold, playedScore >= search.MateThreshold
	bestLoses, playedLoses := bestScore <= -search.MateThreshold, playedScore <= -search.MateThreshold
	switch {
	case bestWins && playedWins, bestLoses && playedLoses:
		// A forced result either way: only its length differs.
		g.Grade = ai.Best
		if playedScore < bestScore {
			g.Grade = ai.Good
		}
		g.Loss = 0
	case bestWins:
		g.Grade, g.Why = ai.Blunder, WhyForcedWinLost
	case playedLoses:
		g.Grade, g.Why = ai.Blunder, WhyForcedLoss
		g.In = (search.Mate - abs(playedScore)) / 2 // the opponent's moves to its win
	default:
		g.Loss = min(g.Loss, search.MateThreshold)
		g.Grade = gradeOfLoss(g.Loss)
	}
	if g.Grade == ai.Best {
		g.Better = played // as good as the best
		return g, nil
	}
	if g.Why == WhyNothing && g.Grade >= ai.Inaccuracy {
		g.Why, g.In = explain(binfo.PV, reply)
	}
	if g.Why == WhyNothing && g.Grade >= ai.Inaccuracy {
		g.Why, g.In = explainThreats(pos, played, reply, binfo.PV)
	}
	return g, nil
}

// explainThreats compares the position after the move played and the
// opponent's best answer with the one after the best move and its answer:
// does the opponent now threaten two mills at once, is the mover (nearly)
// shut in, or have its pieces clearly less room, where the best line
// avoided it? In is the mover's moves left when shut in, and the moves
// along the lines it lost when it has less room.
func explainThreats(pos *mill.Position, played mill.Move, reply, best []mill.Move) (Why, int) {
	if len(reply) == 0 || len(best) < 2 {
		return WhyNothing, 0
	}
	me := pos.SideToMove()
	after := func(a, b mill.Move) (*mill.Position, bool) {
		p := pos.Clone()
		for _, m := range []mill.Move{a, b} {
			if p.Outcome().Over() || !p.IsLegal(m) {
				return nil, false
			}
			p.Apply(m)
		}
		return p, !p.Outcome().Over()
	}
	pp, ok1 := after(played, reply[0])
	pb, ok2 := after(best[0], best[1])
	if !ok1 || !ok2 {
		return WhyNothing, 0
	}
	tp, tb := Threats(pp), Threats(pb)
	if tp[me.Other()].Double() && !tb[me.Other()].Double() {
		return WhyOpponentDouble, 0
	}
	if (tp[me].NearlyBlocked || tp[me].Blocked) && !tb[me].NearlyBlocked && !tb[me].Blocked {
		return WhyShutIn, tp[me].Steps
	}
	// Room counts while the mover's pieces will step: not once they fly.
	if pp.PhaseOf(me) != mill.Flying && pb.PhaseOf(me) != mill.Flying {
		if lost := room(pb, me) - room(pp, me); lost >= LessRoomSteps {
			return WhyLessRoom, lost
		}
	}
	return WhyNothing, 0
}

// room counts the moves along the lines of side c's pieces on the board
// of p, whatever c's phase (see steps).
func room(p *mill.Position, c mill.Color) int {
	return steps(geometryOf(p.Variant()), p.Pieces(c), p.Empty())
}

// MillHorizon is how many of a side's own moves ahead the explanation
// looks for a mill it closes.
const MillHorizon = 3

// explain looks at the lines after the best move (best, the best move
// first) and after the move played (reply, the opponent's answer first)
// for what made the difference: the opponent closes a mill sooner after
// the move played, or the mover closed one sooner in the best line.
func explain(best, reply []mill.Move) (Why, int) {
	// In the best line the mover's moves are at even indexes, the
	// opponent's at odd; in the reply line the opponent's at even.
	oppBest, ownBest := firstMill(best, 1), firstMill(best, 0)
	oppPlayed, ownPlayed := firstMill(reply, 0), firstMill(reply, 1)
	if oppPlayed > 0 && oppPlayed <= MillHorizon && (oppBest == 0 || oppBest > oppPlayed) {
		return WhyOpponentMill, oppPlayed
	}
	if ownBest > 0 && ownBest <= MillHorizon && (ownPlayed == 0 || ownPlayed > ownBest) {
		return WhyMissedMill, ownBest
	}
	return WhyNothing, 0
}

// firstMill returns how many moves of one side (those at indexes first,
// first+2, …) of line come up to and including its first that closes a
// mill; 0 for none.
func firstMill(line []mill.Move, first int) int {
	n := 0
	for i := first; i < len(line); i += 2 {
		n++
		if line[i].Remove != mill.NoPoint {
			return n
		}
	}
	return 0
}
