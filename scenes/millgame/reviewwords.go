package millgame

import (
	"image/color"
	"math"
	"strings"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
)

// The words of the analysis and of the graded review, all here: what
// millai found (facts, codes) said as the catalogue says it
// (assets/lang/mill.en.json, "mill.analysis.*" and "mill.grade.*"). Moves
// and points are notation, as the list of moves writes them.

// verdictWords says how the position stands: a certain result ("Red wins
// in 14 moves", from the endgame databases or a win the search proved),
// else the band of the search's score ("Blue is slightly better").
func verdictWords(a millai.Analysis) string {
	if a.Known {
		if a.Winner == mill.NoColor {
			return lang.T("mill.analysis.draw")
		}
		return lang.N("mill.analysis.wins", a.WinnerMoves(), "Side", side(a.Winner))
	}
	leader, band := a.Standing()
	args := []any{"Side", side(leader)}
	switch band {
	case millai.SlightlyBetter:
		return lang.T("mill.analysis.slightly", args...)
	case millai.Better:
		return lang.T("mill.analysis.better", args...)
	case millai.Winning:
		return lang.T("mill.analysis.winning", args...)
	}
	return lang.T("mill.analysis.even")
}

// sourceWords says where the verdict comes from: the databases (certain),
// a win the search proved (certain), or how far the computer looked.
func sourceWords(a millai.Analysis) string {
	switch {
	case a.Endgame:
		return lang.T("mill.analysis.source.endgame")
	case a.Known:
		return lang.N("mill.analysis.source.forced", a.Depth)
	}
	return lang.N("mill.analysis.source.search", a.Depth)
}

// lineWords writes the best line in notation: "Best line: d6-d5, a4-a1xb6".
func lineWords(v *mill.Variant, line []mill.Move) string {
	if len(line) == 0 {
		return ""
	}
	moves := make([]string, len(line))
	for i, mv := range line {
		moves[i] = v.FormatMove(mv)
	}
	return lang.T("mill.analysis.line", "Moves", lang.Verbatim(strings.Join(moves, ", ")))
}

// pointList writes a set of points in notation, joined by commas.
func pointList(v *mill.Variant, set uint32) string {
	var names []string
	for p := range mill.Point(v.NumPoints()) {
		if set&(1<<uint(p)) != 0 {
			names = append(names, v.PointName(p))
		}
	}
	return strings.Join(names, ", ")
}

// threatLine is one sentence about a side's threats, in its colour.
type threatLine struct {
	text string
	side mill.Color
}

// threatWords names what each side could do with its next move: the side
// to move first. A side that can close a mill says where ("Red threatens
// a mill at d7"; two points: only one can be blocked); a side nearly or
// wholly shut in says so. With nothing to say of either side, one line
// says so.
func threatWords(pos *mill.Position, th [2]millai.SideThreats) []threatLine {
	v, me := pos.Variant(), pos.SideToMove()
	var out []threatLine
	for _, c := range []mill.Color{me, me.Other()} {
		t := th[c]
		args := []any{"Side", side(c), "Points", lang.Verbatim(pointList(v, t.Mills))}
		switch {
		case t.Mills == 0:
		case c == me:
			out = append(out, threatLine{lang.T("mill.analysis.threat.now", args...), c})
		case t.Double():
			out = append(out, threatLine{lang.T("mill.analysis.threat.double", args...), c})
		default:
			out = append(out, threatLine{lang.T("mill.analysis.threat", args...), c})
		}
		switch {
		case t.Blocked && c != me:
			out = append(out, threatLine{lang.T("mill.analysis.blocked", args...), c})
		case t.NearlyBlocked:
			out = append(out, threatLine{lang.N("mill.analysis.nearlyblocked", t.Steps, args...), c})
		}
	}
	if len(out) == 0 {
		out = append(out, threatLine{lang.T("mill.analysis.nothreats"), mill.NoColor})
	}
	return out
}

// blueShare is how much of the evaluation bar is Blue's, 0 to 1: a
// certain result fills it, a score leans it (half of it at a piece and a
// half).
func blueShare(a millai.Analysis) float64 {
	if a.Known {
		switch a.Winner {
		case mill.Blue:
			return 1
		case mill.Red:
			return 0
		}
		return 0.5
	}
	return 0.5 + 0.5*math.Tanh(float64(a.ForBlue())/1500)
}

// gradeLabel names a grade as a short sentence ("A mistake.").
func gradeLabel(g ai.Grade) string {
	switch g {
	case ai.Best:
		return lang.T("mill.grade.best")
	case ai.Good:
		return lang.T("mill.grade.good")
	case ai.Inaccuracy:
		return lang.T("mill.grade.inaccuracy")
	case ai.Mistake:
		return lang.T("mill.grade.mistake")
	case ai.Blunder:
		return lang.T("mill.grade.blunder")
	}
	return ""
}

// gradeColour is the colour a grade's words and its mark in the list of
// moves are drawn in.
func gradeColour(g ai.Grade) color.Color {
	switch g {
	case ai.Best:
		return render.Legal
	case ai.Inaccuracy:
		return render.Accent
	case ai.Mistake, ai.Blunder:
		return render.Danger
	}
	return render.TextMain
}

// whyWords explains a grade where the databases or the search show why;
// "" where they do not. mover is the side that played the move.
func whyWords(g millai.MoveGrade, mover mill.Color) string {
	args := []any{"Side", side(mover), "Opponent", side(mover.Other())}
	moves := (g.In + 1) / 2 // plies to the moves of one side
	switch g.Why {
	case millai.WhyWonEndgameLost:
		return lang.T("mill.grade.why.wonendgame", args...)
	case millai.WhyDrawnEndgameLost:
		return lang.T("mill.grade.why.drawnendgame", args...)
	case millai.WhySlowerWin:
		return lang.N("mill.grade.why.slowerwin", moves, args...)
	case millai.WhyFasterLoss:
		return lang.N("mill.grade.why.fasterloss", moves, args...)
	case millai.WhyForcedWinLost:
		return lang.T("mill.grade.why.forcedwin", args...)
	case millai.WhyForcedLoss:
		return lang.N("mill.grade.why.forcedloss", g.In, args...)
	case millai.WhyOpponentMill:
		return lang.N("mill.grade.why.opponentmill", g.In, args...)
	case millai.WhyMissedMill:
		return lang.N("mill.grade.why.missedmill", g.In, args...)
	case millai.WhyOpponentDouble:
		return lang.T("mill.grade.why.opponentdouble", args...)
	case millai.WhyShutIn:
		return lang.N("mill.grade.why.shutin", g.In, args...)
	case millai.WhyLessRoom:
		return lang.N("mill.grade.why.lessroom", g.In, args...)
	}
	return ""
}

// reviewWords is what the review's panel says of the move it talks about:
// its grade, why, and the better move (marked on the board when shown);
// "grading…" while it waits for its grade. v is the board's variant.
func reviewWords(v *mill.Variant, g millai.MoveGrade, mover mill.Color, shown bool) string {
	parts := []string{gradeLabel(g.Grade)}
	if why := whyWords(g, mover); why != "" {
		parts = append(parts, why)
	}
	if g.Better != g.Played {
		better := lang.Verbatim(v.FormatMove(g.Better))
		if shown {
			parts = append(parts, lang.T("mill.grade.better.shown", "Move", better, "Played", lang.Verbatim(v.FormatMove(g.Played)), "Side", side(mover)))
		} else {
			parts = append(parts, lang.T("mill.grade.better", "Move", better, "Key", Keys.Name(ActBetter)))
		}
	}
	return sentences(parts...)
}
