package millgame

import (
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/board/rules"
	"stratagem/scenes"
)

// VictoryReport is the victory panel's account of the game: its numbers,
// the pieces each side had (on the board and in hand) move by move, and
// the deciding moment: the move that gave the winner the lead in pieces it
// kept, or the last move when the pieces were level until then.
func (m *Screen) VictoryReport(s *scenes.Session, out rules.Outcome) scenes.VictoryReport {
	var series [2][]float64
	m.Replay(func(_ int, p *mill.Position) {
		for c := mill.Blue; c <= mill.Red; c++ {
			series[c] = append(series[c], float64(p.Left(c)))
		}
	})
	rep := scenes.VictoryReport{Stats: m.VictoryStats(s), Chart: scenes.Chart{Title: lang.T("mill.victory.chart"), Series: series, Mark: -1}}
	if out.Draw() || len(series[0]) < 2 {
		return rep
	}
	k := scenes.LeadForGood(series, int(out.Winner))
	if k <= 0 {
		k = len(series[0]) - 1
	}
	rep.Chart.Mark = k
	m.Replay(func(step int, p *mill.Position) {
		if step == k {
			words, _ := lastMoveWords(p)
			rep.Moment = lang.T("core.victory.at.move", "N", lang.Num(k), "What", words)
		}
	})
	return rep
}
