package render

import (
	"testing"

	"stratagem/board/hex"
	"stratagem/board/hex/hextest"
)

// Levels are written once per step of a hill, not in every hex: every
// patch of connected hexes of one level above 0 gets exactly one mark, on
// one of its own hexes.
func TestLevelsMarkedOncePerStep(t *testing.T) {
	l := hex.Layout{Size: 22}
	for _, name := range hex.MechMapNames() {
		m := hextest.Load(t, name)
		raised := 0
		for _, h := range m.Hexes() {
			if m.Level(h) != 0 {
				raised++
			}
		}
		// Label every patch by flood fill, independently of levelLabels.
		patch := map[hex.Hex]int{}
		patches := 0
		for _, start := range m.Hexes() {
			if _, done := patch[start]; done || m.Level(start) == 0 {
				continue
			}
			patches++
			queue := []hex.Hex{start}
			patch[start] = patches
			for len(queue) > 0 {
				h := queue[0]
				queue = queue[1:]
				for d := hex.Direction(0); d < hex.NumDirections; d++ {
					n := h.Neighbour(d)
					if _, done := patch[n]; !done && m.Contains(n) && m.Level(n) == m.Level(h) {
						patch[n] = patches
						queue = append(queue, n)
					}
				}
			}
		}
		marks := levelLabels(l, m)
		marked := map[int]bool{}
		for _, h := range marks {
			p, ok := patch[h]
			if !ok {
				t.Errorf("%s: a level mark on %v, a hex of level 0", name, h)
			}
			if marked[p] {
				t.Errorf("%s: two marks on the patch of %v", name, h)
			}
			marked[p] = true
		}
		if len(marked) != patches {
			t.Errorf("%s: %d of %d patches marked", name, len(marked), patches)
		}
		if len(marks)*3 > raised {
			t.Errorf("%s: %d level marks for %d raised hexes: still cluttered", name, len(marks), raised)
		}
	}
}
