package mech

// HeatMP returns the walking MP a mech loses to its heat (BattleTech's heat
// scale): 1 from 5 heat, 2 from 10, 3 from 15, 4 from 20, 5 from 25.
func HeatMP(heat int) int { return min(5, max(0, heat/5)) }
