package hex

// SightStep is one hex strictly between the ends of a line of sight (see
// SightLine): its level and woods, and whether it blocks the line — by its
// height (High: above both tops) or by bringing the woods to 3 or more
// (Woods3).
type SightStep struct {
	Hex          Hex
	Level, Woods int
	High, Woods3 bool
}

// Blocks reports whether the step blocks the line.
func (s SightStep) Blocks() bool { return s.High || s.Woods3 }

// SightLine is ElevatedSight with its reasons, for showing a player: the
// hexes strictly between a and b along the nudged line ElevatedSight goes
// by (the clear one with the fewer woods; with neither clear, the one
// blocked farther from a), each marked as it blocks or not, and the same
// verdict and woods as ElevatedSight.
func (m *Map) SightLine(a, b Hex, topA, topB int) (steps []SightStep, ok bool, woodsBetween int) {
	type line struct {
		steps   []SightStep
		clear   bool
		woods   int
		blocked int // index of the first blocking step
	}
	var lines [2]line
	for k, n := range [2]Nudge{NudgePlus, NudgeMinus} {
		ln := &lines[k]
		ln.clear, ln.blocked = true, -1
		count := Distance(a, b)
		for i := 1; i < count; i++ {
			h := lineSample(a, b, count, i, n)
			st := SightStep{Hex: h, Level: m.Level(h), Woods: m.Terrain(h).Woods()}
			st.High = st.Level > topA && st.Level > topB
			if ln.clear {
				ln.woods += st.Woods
				st.Woods3 = st.Woods > 0 && ln.woods >= 3
			}
			if st.Blocks() && ln.clear {
				ln.clear, ln.blocked = false, len(ln.steps)
			}
			ln.steps = append(ln.steps, st)
		}
	}
	best := 0
	switch {
	case lines[0].clear && lines[1].clear:
		if lines[1].woods < lines[0].woods {
			best = 1
		}
	case lines[1].clear:
		best = 1
	case !lines[0].clear && lines[1].blocked > lines[0].blocked:
		best = 1
	}
	ln := lines[best]
	if !ln.clear {
		return ln.steps, false, 0
	}
	return ln.steps, true, ln.woods
}
