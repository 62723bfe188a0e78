package connectgame

import (
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/board/rules"
	"stratagem/scenes"
)

// VictoryReport is the victory panel's account of the game: its numbers,
// each side's threats move by move (empty cells where one more disc of
// its colour would complete a line), and the deciding moment: the move
// that gave the winner more threats for good before the winning move, or
// the winning move when the threats were level until then.
func (sc *Screen) VictoryReport(s *scenes.Session, out rules.Outcome) scenes.VictoryReport {
	var series [2][]float64
	sc.Replay(func(_ int, p *connect.Position) {
		for pl := connect.X; pl <= connect.O; pl++ {
			series[pl] = append(series[pl], float64(threats(p, pl)))
		}
	})
	rep := scenes.VictoryReport{Stats: sc.VictoryStats(s), Chart: scenes.Chart{Title: lang.T("connect.victory.chart"), Series: series, Mark: -1}}
	if out.Draw() || len(series[0]) < 2 {
		return rep
	}
	// The winning move fills the threat it wins on: the lead is read
	// before it.
	n := len(series[0]) - 1
	k := scenes.LeadForGood([2][]float64{series[0][:n], series[1][:n]}, int(out.Winner))
	if k <= 0 {
		k = n // no lead in threats kept: the winning move itself decided
	}
	rep.Chart.Mark = k
	sc.Replay(func(step int, p *connect.Position) {
		if step == k {
			rep.Moment = lang.T("core.victory.at.move", "N", lang.Num(k), "What", describeLast(p))
		}
	})
	return rep
}

// threats counts the empty cells of p where a disc of pl would complete a
// line of the game's length: a square it threatens to win on, whether or
// not a disc can drop there yet.
func threats(p *connect.Position, pl connect.Player) int {
	cfg := p.Config()
	n := 0
	for col := 0; col < cfg.W; col++ {
		for row := p.Height(col); row < cfg.H; row++ {
			if completes(p, pl, col, row) {
				n++
			}
		}
	}
	return n
}

// completes reports whether a disc of pl on the empty cell (col, row)
// would make a line of the game's length.
func completes(p *connect.Position, pl connect.Player, col, row int) bool {
	cfg := p.Config()
	run := func(dc, dr int) int {
		k := 0
		for c, r := col+dc, row+dr; c >= 0 && c < cfg.W && r >= 0 && r < cfg.H && p.At(c, r) == pl; c, r = c+dc, r+dr {
			k++
		}
		return k
	}
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		if 1+run(d[0], d[1])+run(-d[0], -d[1]) >= cfg.N {
			return true
		}
	}
	return false
}
