package mill_test

import (
	"testing"

	"stratagem/board/mill"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
)

// TestContract plays random games through the rules contract.
func TestContract(t *testing.T) {
	n := soak.Count(20, 100, 5000)
	reasons := rulestest.Check(t, mill.Rules{}, rulestest.Options{Games: n, Seed: 1, MaxPlies: 3000}, nil)
	t.Logf("%d games: %v", n, reasons)
}
