package mech_test

import (
	"testing"

	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units/mech"
)

// TestContract plays random duels through the rules contract.
func TestContract(t *testing.T) {
	n := soak.Count(2, 4, 200)
	reasons := rulestest.Check(t, mech.Rules{}, rulestest.Options{Games: n, Seed: 5, MaxPlies: 20000, Every: 11}, nil)
	t.Logf("%d duels: %v", n, reasons)
}
