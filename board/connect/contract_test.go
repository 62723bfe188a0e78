package connect_test

import (
	"testing"

	"stratagem/board/connect"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
)

// TestContract plays random games through the rules contract on a few
// boards.
func TestContract(t *testing.T) {
	for _, cfg := range []connect.Config{connect.Standard, {W: 4, H: 4, N: 3}, {W: 9, H: 8, N: 6}} {
		n := soak.Count(20, 100, 3000)
		reasons := rulestest.Check(t, connect.Rules{Config: cfg}, rulestest.Options{Games: n, Seed: 2, MaxPlies: cfg.Cells()}, rulestest.Hooks[*connect.Position]{})
		t.Logf("%v, %d games: %v", cfg, n, reasons)
	}
}
