package hexgame

import (
	"stratagem/assets/lang"
	"stratagem/board/rules"
	"stratagem/scenes"
	"stratagem/units"
)

// VictoryReport is the victory panel's account of the battle: its
// numbers, the fighters each army had left action by action, and the
// deciding moment: the action that gave the winner the lead in fighters
// it kept, or the last blow when the armies were level until then.
func (m *Screen) VictoryReport(s *scenes.Session, out rules.Outcome) scenes.VictoryReport {
	var series [2][]float64
	var rounds []int // the round each step was played in
	m.Replay(func(_ int, b *units.Battle) {
		var left [2]float64
		for _, u := range b.Units() {
			if u.Fighters > 0 {
				left[u.Side] += float64(u.Fighters)
			}
		}
		series[0], series[1] = append(series[0], left[0]), append(series[1], left[1])
		rounds = append(rounds, b.Round())
	})
	rep := scenes.VictoryReport{Stats: m.VictoryStats(s), Chart: scenes.Chart{Title: lang.T("hex.victory.chart"), Series: series, Mark: -1}}
	if out.Draw() || len(series[0]) < 2 {
		return rep
	}
	k := scenes.LeadForGood(series, int(out.Winner))
	if k <= 0 {
		k = len(series[0]) - 1
	}
	rep.Chart.Mark = k
	if k-1 < len(m.log) {
		rep.Moment = lang.T("core.victory.at.round", "N", lang.Num(rounds[k-1]), "What", m.log[k-1].words)
	}
	return rep
}
