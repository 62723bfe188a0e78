package hex

import (
	"math/rand/v2"
	"testing"
)

// TestRandomMapFallback: the field of last resort is drawn and passes, and
// so do bare fields (the attempts without features) from almost every
// stream, so that RandomBattleMap never runs out of attempts in practice.
func TestRandomMapFallback(t *testing.T) {
	m := fallbackBattleMap()
	if m == nil {
		t.Fatal("the fallback field cannot be drawn")
	}
	if err := CheckBattleMap(m); err != nil {
		t.Fatalf("the fallback field: %v\n%s", err, m)
	}
	if !m.Equal(fallbackBattleMap()) {
		t.Error("the fallback field is drawn differently twice")
	}
	failed := 0
	const streams = 500
	for seed := range uint64(streams) {
		if drawBattleMap(rand.New(rand.NewPCG(seed, randomMapStream)), 6) == nil {
			failed++
		}
	}
	if failed > streams/100 {
		t.Errorf("%d of %d bare fields fail", failed, streams)
	}
}
