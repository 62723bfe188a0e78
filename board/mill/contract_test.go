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
	for _, v := range mill.Variants() {
		reasons := rulestest.Check(t, mill.Rules{Variant: v}, rulestest.Options{Games: n, Seed: 1, MaxPlies: 3000}, rulestest.Hooks[*mill.Position]{})
		t.Logf("%s, %d games: %v", v.Name(), n, reasons)
	}
}
