package mechgame

import (
	"stratagem/assets/lang"
	"stratagem/board/rules"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// VictoryReport is the victory panel's account of the duel: its numbers,
// the armour and internal structure each side's mechs had left action by
// action (a wreck has none), the step from which the winner kept the lead
// marked, and the deciding moment: what decided the duel (the banner's
// words).
func (m *Screen) VictoryReport(s *scenes.Session, out rules.Outcome) scenes.VictoryReport {
	var series [2][]float64
	m.Replay(func(_ int, d *mech.Duel) {
		var left [2]float64
		for _, u := range d.Mechs() {
			if u.Alive() {
				left[u.Side] += float64(u.TotalArmour() + u.TotalStructure())
			}
		}
		series[0], series[1] = append(series[0], left[0]), append(series[1], left[1])
	})
	rep := scenes.VictoryReport{Stats: m.VictoryStats(s), Chart: scenes.Chart{Title: lang.T("mech.victory.chart"), Series: series, Mark: -1}}
	if !out.Draw() {
		rep.Chart.Mark = scenes.LeadForGood(series, int(out.Winner))
	}
	if dec := m.decision(); dec.ok {
		rep.Moment = lang.Cap(dec.words)
	}
	return rep
}
