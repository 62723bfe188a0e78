package hex

import (
	"math/rand/v2"
	"testing"
)

// SightLine agrees with ElevatedSight on random maps of levels and woods,
// and names a blocking step exactly when the sight is blocked.
func TestSightLineAgreesWithElevatedSight(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2))
	for range 30 {
		m, err := NewMap("sight", 12, 12)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range m.Hexes() {
			switch rng.IntN(6) {
			case 0:
				m.SetTerrain(h, LightWoods)
			case 1:
				m.SetTerrain(h, HeavyWoods)
			case 2:
				m.SetLevel(h, rng.IntN(4))
			}
		}
		hexes := m.Hexes()
		for range 200 {
			a, b := hexes[rng.IntN(len(hexes))], hexes[rng.IntN(len(hexes))]
			ta, tb := m.Level(a)+1, m.Level(b)+1
			want, wantWoods := m.ElevatedSight(a, b, ta, tb)
			steps, ok, woods := m.SightLine(a, b, ta, tb)
			blocks := false
			for _, s := range steps {
				blocks = blocks || s.Blocks()
			}
			if ok != want || woods != wantWoods || blocks == ok || len(steps) != max(0, Distance(a, b)-1) {
				t.Fatalf("%v to %v: SightLine %v %d (blocking %v, %d steps), ElevatedSight %v %d", a, b, ok, woods, blocks, len(steps), want, wantWoods)
			}
		}
	}
}
