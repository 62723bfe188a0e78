package scenes

// WalkFrames is how many ticks walking a path of n points takes.
func WalkFrames(n, stepFrames int) int { return max(0, n-1) * stepFrames }

// WalkAt returns where a figure walking along a path of n points is after
// frame ticks at stepFrames ticks a step; at gives each point's centre.
// moving is false once it has arrived (or for a path of fewer than two
// points): then it stands on the last point.
func WalkAt(n, frame, stepFrames int, at func(i int) (x, y float64)) (x, y float64, moving bool) {
	if n < 2 || frame >= WalkFrames(n, stepFrames) {
		if n == 0 {
			return 0, 0, false
		}
		x, y = at(n - 1)
		return x, y, false
	}
	i := frame / stepFrames
	t := float64(frame%stepFrames) / float64(stepFrames)
	x0, y0 := at(i)
	x1, y1 := at(i + 1)
	return x0 + (x1-x0)*t, y0 + (y1-y0)*t, true
}
