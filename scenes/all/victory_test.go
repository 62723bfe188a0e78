package all

import (
	"strings"
	"testing"

	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// Every game's victory panel tells the game: its numbers, a chart of the
// whole game (a value per side at every step, the deciding step marked),
// the deciding moment in words; and Change level opens that game's set-up.
func TestVictoryPanels(t *testing.T) {
	for _, c := range []struct{ game, sample string }{
		{"mill", "victory"}, {"hex", "hex-victory"}, {"connect", "connect-victory"}, {"mech", "mech-victory"},
	} {
		s := scenetest.NewSession(Games()...)
		if err := scenes.OpenScene(s, c.sample); err != nil {
			t.Fatalf("%s: %v", c.sample, err)
		}
		v, ok := s.Stack.Top().(*scenes.Victory)
		if !ok {
			t.Fatalf("%s: the top screen is %T, not the victory panel", c.sample, s.Stack.Top())
		}
		rep := v.Report()
		steps := len(rep.Chart.Series[0])
		if len(rep.Stats) == 0 || rep.Chart.Empty() || rep.Chart.Title == "" || steps != len(rep.Chart.Series[1]) {
			t.Errorf("%s: stats %q, chart %q of %d and %d steps", c.sample, rep.Stats, rep.Chart.Title, steps, len(rep.Chart.Series[1]))
		}
		if rep.Chart.Mark < 1 || rep.Chart.Mark >= steps {
			t.Errorf("%s: the deciding step %d is not a step of the game (1 to %d)", c.sample, rep.Chart.Mark, steps-1)
		}
		if rep.Moment == "" || strings.Contains(rep.Moment, "{{") {
			t.Errorf("%s: the deciding moment is %q", c.sample, rep.Moment)
		}
		scenetest.ClickWidget(t, s, v.Buttons()[2]) // Change level
		if setup, ok := s.Stack.Top().(*scenes.Setup); !ok || setup.Match().Game != c.game {
			t.Errorf("%s: Change level opened %T, not the set-up of %s", c.sample, s.Stack.Top(), c.game)
		}
	}
}
