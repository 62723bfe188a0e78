package units_test

import (
	"testing"

	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
	"stratagem/units"
)

// TestContract plays random battles through the rules contract.
func TestContract(t *testing.T) {
	n := soak.Count(3, 10, 500)
	reasons := rulestest.Check(t, units.Rules{}, rulestest.Options{Games: n, Seed: 3, MaxPlies: 4000, Every: 7}, nil)
	t.Logf("%d battles: %v", n, reasons)
	reasons = rulestest.Check(t, units.Rules{Map: "random:5"}, rulestest.Options{Games: n, Seed: 4, MaxPlies: 4000, Every: 7}, nil)
	t.Logf("%d battles on a random field: %v", n, reasons)
}
