package millai

import (
	"context"
	"math/bits"
	"time"

	"stratagem/ai"
	"stratagem/ai/millai/endgame"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// This file is the analysis of a position for people (the analysis
// overlay and the graded review): who stands better and by how much, the
// best line, and what each side threatens. It says facts, not words: the
// game screen puts them into words (scenes/millgame).

// SideThreats is what one side could do with its next move, whoever is to
// move now.
type SideThreats struct {
	// Mills is the set of empty points (bit p for point p) where the side
	// could close a mill with its next move: two of its pieces on a line
	// with the third point empty, and a piece that may go there (any piece
	// while placing or flying; while moving, a piece off the line standing
	// next to the point).
	Mills uint32
	// Moving reports whether the side is in the moving phase (no piece in
	// hand, more than the pieces that fly): only then can it be shut in,
	// and only then do Steps, NearlyBlocked and Blocked say anything.
	Moving bool
	// Steps counts the side's moves along the lines: each of its pieces
	// once for every empty neighbour.
	Steps int
	// NearlyBlocked: the side has at most NearlyBlockedSteps moves left.
	NearlyBlocked bool
	// Blocked: the side has no move at all (it loses when it is to move).
	Blocked bool
}

// NearlyBlockedSteps is the most moves a side in the moving phase may have
// and still be called nearly blocked: one more of its points taken and it
// may have none.
const NearlyBlockedSteps = 2

// Double reports whether the side could close a mill at two points or
// more: the other side can block only one of them.
func (t SideThreats) Double() bool { return count(t.Mills) >= 2 }

// Threats returns what each side (index mill.Blue, mill.Red) of pos could
// do with its next move: where it could close a mill, and whether it is
// nearly or wholly shut in.
func Threats(pos *mill.Position) [2]SideThreats {
	g := geometryOf(pos.Variant())
	var out [2]SideThreats
	for _, c := range []mill.Color{mill.Blue, mill.Red} {
		out[c] = sideThreats(g, pos, c)
	}
	return out
}

func sideThreats(g *geometry, pos *mill.Position, c mill.Color) SideThreats {
	own, empty := pos.Pieces(c), pos.Empty()
	phase := pos.PhaseOf(c)
	var t SideThreats
	for l, mask := range g.lineMask {
		if count(own&mask) != 2 || empty&mask == 0 {
			continue
		}
		e := empty & mask
		p := mill.Point(bits.TrailingZeros32(e))
		switch phase {
		case mill.Placing:
			t.Mills |= e
		case mill.Flying:
			if own&^mask != 0 {
				t.Mills |= e
			}
		default:
			if g.neighbours[p]&own&^g.lineMask[l] != 0 {
				t.Mills |= e
			}
		}
	}
	if phase == mill.Moving {
		t.Moving = true
		t.Steps = steps(g, own, empty)
		t.Blocked = t.Steps == 0
		t.NearlyBlocked = t.Steps > 0 && t.Steps <= NearlyBlockedSteps
	}
	return t
}

// Standing is how the position stands in a few bands, as people say it:
// even, one side slightly better, better, or winning.
type Standing int

const (
	Even Standing = iota
	SlightlyBetter
	Better
	Winning
)

// The bands of the search's score (thousandths of a piece, for the side
// that leads): below SlightlyFrom even; from BetterFrom better; from
// WinningFrom winning. A piece is 1000; a threat the opponent must answer
// is worth about 400 in the moving phase (eval.go), so "slightly better"
// starts at a good part of a threat and "winning" at two pieces.
const (
	SlightlyFrom = 300
	BetterFrom   = 900
	WinningFrom  = 2000
)

// StandingOf puts a score for Blue into a band, and names the side that
// leads (mill.NoColor when even).
func StandingOf(blueScore int) (mill.Color, Standing) {
	leader, s := mill.Blue, blueScore
	if s < 0 {
		leader, s = mill.Red, -s
	}
	switch {
	case s >= WinningFrom:
		return leader, Winning
	case s >= BetterFrom:
		return leader, Better
	case s >= SlightlyFrom:
		return leader, SlightlyBetter
	}
	return mill.NoColor, Even
}

// Analysis is what the analysis of a position found.
type Analysis struct {
	Side mill.Color // the side to move
	// Score is the position's value for the side to move, in thousandths
	// of a piece (search.Mate-n: a win n plies away), after a search of
	// Depth plies and Nodes positions; from the databases it is ±search.Mate-Plies
	// or 0 (a draw).
	Score int
	Depth int
	Nodes int64
	// Known: the game's result with best play is certain, Winner wins
	// (mill.NoColor: a draw) in Plies plies (both sides' moves). From the
	// endgame databases (Endgame) or a forced win the search proved.
	Known   bool
	Endgame bool
	Winner  mill.Color
	Plies   int
	// Line is the best play from here: the best move first, a few moves
	// of both sides.
	Line    []mill.Move
	Threats [2]SideThreats
}

// ForBlue returns the score for Blue.
func (a Analysis) ForBlue() int {
	if a.Side == mill.Red {
		return -a.Score
	}
	return a.Score
}

// Standing is the position's band and the side that leads; for a known
// result, Winning for the winner (a known draw is Even).
func (a Analysis) Standing() (mill.Color, Standing) {
	if a.Known {
		if a.Winner == mill.NoColor {
			return mill.NoColor, Even
		}
		return a.Winner, Winning
	}
	return StandingOf(a.ForBlue())
}

// WinnerMoves is how many moves of its own the winner of a known result
// still makes, its winning move included.
func (a Analysis) WinnerMoves() int { return (a.Plies + 1) / 2 }

// LineLength is how many moves (plies) the analysis's best line shows.
const LineLength = 6

// AnalysisTime is the analysis's budget for a player when the limits give
// none.
const AnalysisTime = 1500 * time.Millisecond

// Analyse analyses pos for people: from the endgame databases when they
// hold it (both hands empty, five pieces a side at most, the 50-move count
// far enough from its end), else by a search within lim (0: AnalysisTime),
// with the databases below the root. It does not modify pos. A cancelled
// ctx gives its error; a finished game is ErrGameOver.
func Analyse(ctx context.Context, pos *mill.Position, lim ai.Limits) (Analysis, error) {
	if pos.Outcome().Over() {
		return Analysis{}, ErrGameOver
	}
	a := Analysis{Side: pos.SideToMove(), Threats: Threats(pos), Winner: mill.NoColor}
	eg := endgameFor(pos)
	if r, ok := probeUsable(eg, pos); ok {
		a.Known, a.Endgame, a.Plies = true, true, r.Plies
		switch r.Outcome {
		case 1:
			a.Winner, a.Score = a.Side, search.Mate-r.Plies
		case -1:
			a.Winner, a.Score = a.Side.Other(), -search.Mate+r.Plies
		}
		a.Line = endgameLine(eg, pos, LineLength)
		return a, ctx.Err()
	}
	st := newSearchState(pos.Clone(), 0, eg)
	s := search.New[mill.Move](search.Config{TableEntries: 1 << 18, QuiescenceDepth: 4}) // 6 MiB: made afresh for every position analysed
	if lim.MoveTime <= 0 {
		lim.MoveTime = AnalysisTime
	}
	ai.ProgressOf(ctx).AnswersEarly()
	_, info, err := s.Search(ctx, st, lim)
	if err != nil {
		return Analysis{}, err
	}
	if err := ctx.Err(); err != nil && info.Depth == 0 {
		return Analysis{}, err
	}
	a.Score, a.Depth, a.Nodes = info.Score, info.Depth, info.Nodes
	if abs(a.Score) >= search.MateThreshold {
		a.Known, a.Plies = true, search.Mate-abs(a.Score)
		a.Winner = a.Side
		if a.Score < 0 {
			a.Winner = a.Side.Other()
		}
	}
	a.Line = extendLine(eg, pos, info.PV, LineLength)
	return a, nil
}

// endgameFor returns the databases for pos's variant (Nine Men's Morris
// and those that move as it, endgame.Holds), or nil.
func endgameFor(pos *mill.Position) *endgame.Table {
	if !endgame.Holds(pos.Variant()) {
		return nil
	}
	return endgame.Default()
}

// probeUsable returns pos's value from the databases when they hold it and
// the 50-move count cannot end the game before the result: as the search
// trusts them (state.go's probe).
func probeUsable(eg *endgame.Table, pos *mill.Position) (endgame.Result, bool) {
	if eg == nil || pos.OnBoard(mill.Blue) > endgame.MaxPieces || pos.OnBoard(mill.Red) > endgame.MaxPieces {
		return endgame.Result{}, false
	}
	r, ok := eg.Probe(pos)
	if !ok || r.Outcome != 0 && pos.QuietPlies()+r.Plies >= pos.Variant().QuietPlies() {
		return endgame.Result{}, false
	}
	return r, true
}

// childValue is the value of playing m in pos for the side that plays it,
// from the databases: the game ended by it (a win in one ply), or the
// negated value of the position after it. ok is false when the databases
// do not hold that position.
func childValue(eg *endgame.Table, pos *mill.Position, m mill.Move) (endgame.Result, bool) {
	pos.Apply(m)
	defer pos.Undo()
	if o := pos.Outcome(); o.Over() {
		if o.Winner == pos.SideToMove() {
			return endgame.Result{Outcome: -1, Plies: 1}, true // cannot happen: a move never loses at once
		}
		if o.Winner == mill.NoColor {
			return endgame.Result{}, true
		}
		return endgame.Result{Outcome: 1, Plies: 1}, true
	}
	r, ok := probeUsable(eg, pos)
	if !ok {
		return endgame.Result{}, false
	}
	return endgame.Result{Outcome: -r.Outcome, Plies: r.Plies + 1}, true
}

// better reports whether result a is better than b for the side they
// belong to: a win beats a draw beats a loss; the faster win and the
// slower loss are better.
func better(a, b endgame.Result) bool {
	if a.Outcome != b.Outcome {
		return a.Outcome > b.Outcome
	}
	switch a.Outcome {
	case 1:
		return a.Plies < b.Plies
	case -1:
		return a.Plies > b.Plies
	}
	return false
}

// bestByEndgame returns the best move of pos by the databases, and its
// value; ok is false when some move leads where they do not reach.
func bestByEndgame(eg *endgame.Table, pos *mill.Position) (best mill.Move, value endgame.Result, ok bool) {
	first := true
	for _, m := range pos.LegalMoves(nil) {
		v, known := childValue(eg, pos, m)
		if !known {
			return best, value, false
		}
		if first || better(v, value) {
			best, value, first = m, v, false
		}
	}
	return best, value, !first
}

// endgameLine plays best moves from the databases from pos, up to n of
// them, while they hold the positions.
func endgameLine(eg *endgame.Table, pos *mill.Position, n int) []mill.Move {
	p := pos.Clone()
	var line []mill.Move
	for len(line) < n && !p.Outcome().Over() {
		m, _, ok := bestByEndgame(eg, p)
		if !ok {
			break
		}
		line = append(line, m)
		p.Apply(m)
	}
	return line
}

// extendLine returns the search's line pv, cut to n moves, carried on by
// the databases where it stops at a position they hold.
func extendLine(eg *endgame.Table, pos *mill.Position, pv []mill.Move, n int) []mill.Move {
	line := append([]mill.Move(nil), pv[:min(len(pv), n)]...)
	if len(line) >= n || eg == nil {
		return line
	}
	p := pos.Clone()
	for _, m := range line {
		if !p.IsLegal(m) {
			return line // never: the search's line is legal
		}
		p.Apply(m)
	}
	if _, ok := probeUsable(eg, p); ok {
		line = append(line, endgameLine(eg, p, n-len(line))...)
	}
	return line
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// steps counts the moves along the lines of the pieces own: each piece
// once for every empty neighbour.
func steps(g *geometry, own, empty uint32) int {
	n := 0
	points(own, func(p mill.Point) { n += count(g.neighbours[p] & empty) })
	return n
}
