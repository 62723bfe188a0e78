package hex

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Random Hex Battle fields.
//
// RandomBattleMap draws a field on the standard start hexes (BattleStarts):
//
//  1. Terrain. Shallow pools, deep ponds with shallow shores and rock
//     outcrops, each a blob of a few hexes grown from a random hex of the top
//     half, and a road that wanders from a random row of the left edge to the
//     middle of the map. Every hex painted is painted the same at its place
//     turned half round, so the bottom half is the top half turned and the
//     field is symmetric by construction.
//  2. Repairs. A start hex on impassable ground becomes grass. While Blue's
//     archer sees an enemy start hex, a rock goes on a hex that both lines
//     of sight between them cross (never on the road or a start hex), and
//     its twin on the other half does the same for Red's archer. Passable
//     hexes cut off from the start hexes are filled in: deep water where
//     they touch deep water, rock elsewhere.
//  3. The field must then pass CheckBattleMap. When the repairs cannot make
//     it (a start hex walled in, the road cut off from the armies), it is
//     drawn again from the same stream with fewer features, down to a bare
//     field with only the road and the rocks the archers need.

// randomMapStream is the second word of the PCG state of RandomBattleMap:
// it keeps its stream apart from other uses of the same seed.
const randomMapStream = 0x6865786d6170 // "hexmap"

// randomMapAttempts is how many fields RandomBattleMap draws for a seed
// before it falls back to fallbackBattleMap. Six of them have features, and
// a bare field almost always passes: this is never reached in practice.
const randomMapAttempts = 64

// RandomBattleMap returns a new random Hex Battle field: BattleWidth ×
// BattleHeight, on the standard start hexes, with scattered rock, shallow
// and deep water and a road, the same after turning it half round, and
// passing CheckBattleMap. The same seed always gives the same field
// (math/rand/v2's PCG); its name is "Random map SEED".
func RandomBattleMap(seed uint64) *Map {
	rng := rand.New(rand.NewPCG(seed, randomMapStream))
	for attempt := range randomMapAttempts {
		if m := drawBattleMap(rng, attempt); m != nil {
			m.Name = fmt.Sprintf("Random map %d", seed)
			return m
		}
	}
	m := fallbackBattleMap()
	m.Name = fmt.Sprintf("Random map %d", seed)
	return m
}

// fallbackBattleMap is the field of last resort: bare grass, a straight
// road across the middle rows and the rocks that block the archers' sight.
// A test checks that it is drawn and passes.
func fallbackBattleMap() *Map {
	return drawBattleMap(rand.New(rand.NewPCG(0, randomMapStream)), -1)
}

// fieldPainter paints a field symmetrically: every change is made at a hex
// and at its place turned half round.
type fieldPainter struct {
	m      *Map
	rng    *rand.Rand
	starts map[Hex]bool
	road   map[Hex]bool
}

// set gives h and its twin terrain t; start hexes keep theirs.
func (p *fieldPainter) set(h Hex, t Terrain) {
	if !p.m.Contains(h) || p.starts[h] {
		return
	}
	p.m.SetTerrain(h, t)
	p.m.SetTerrain(p.m.Rotate180(h), t)
}

// blob returns a group of about size connected hexes grown from a random
// hex of the top half, away from the start edges.
func (p *fieldPainter) blob(size int) []Hex {
	start := Offset{Col: 1 + p.rng.IntN(BattleWidth-2), Row: p.rng.IntN(BattleHeight / 2)}.Hex()
	hs := []Hex{start}
	for tries := 0; len(hs) < size && tries < 4*size; tries++ {
		from := hs[p.rng.IntN(len(hs))]
		n := from.Neighbour(Direction(p.rng.IntN(NumDirections)))
		if p.m.Contains(n) && !slices.Contains(hs, n) {
			hs = append(hs, n)
		}
	}
	return hs
}

// drawBattleMap draws a field (attempt 0 the fullest; -1 the fallback's
// bare field with a straight road), repairs it and returns it, or nil when
// it cannot be made to pass CheckBattleMap.
func drawBattleMap(rng *rand.Rand, attempt int) *Map {
	m, _ := NewMap("", BattleWidth, BattleHeight) // the size is within the limits
	m.Starts = BattleStarts()
	p := &fieldPainter{m: m, rng: rng, starts: map[Hex]bool{}, road: map[Hex]bool{}}
	for _, hs := range m.Starts {
		for _, h := range hs {
			p.starts[h] = true
		}
	}
	// How many features of a kind: between lo and hi, fewer with every
	// attempt, none from the sixth on.
	scale := func(lo, hi int) int {
		if attempt < 0 {
			return 0
		}
		n := lo + rng.IntN(hi-lo+1)
		return n * max(0, 6-attempt) / 6
	}
	for range scale(1, 3) {
		for _, h := range p.blob(2 + rng.IntN(4)) {
			p.set(h, Shallow)
		}
	}
	for range scale(0, 2) {
		pond := p.blob(2 + rng.IntN(4))
		for _, h := range pond {
			p.set(h, Deep)
		}
		for _, h := range pond {
			for _, n := range h.Neighbours() {
				if m.Contains(n) && m.Terrain(n) == Grass && rng.IntN(2) == 0 {
					p.set(n, Shallow)
				}
			}
		}
	}
	for range scale(2, 4) {
		for _, h := range p.blob(1 + rng.IntN(4)) {
			p.set(h, Rock)
		}
	}
	p.drawRoad(attempt < 0)

	for _, hs := range m.Starts {
		for _, h := range hs {
			if !m.Terrain(h).Passable() {
				m.SetTerrain(h, Grass)
			}
		}
	}
	if !p.blockArcherSight() || !p.fillPockets() || CheckBattleMap(m) != nil {
		return nil
	}
	return m
}

// drawRoad lays the road from a random row of the left edge (row 6, the
// straight one, when straight) to the hex above the middle, each step one
// that brings it a hex closer, and its twin from the hex below the middle
// to the right edge; the two halves meet there.
func (p *fieldPainter) drawRoad(straight bool) {
	row := 1 + p.rng.IntN(BattleHeight-2)
	if straight {
		row = BattleHeight/2 - 1
	}
	end := Offset{Col: BattleWidth / 2, Row: BattleHeight/2 - 1}.Hex()
	h := Offset{Col: 0, Row: row}.Hex()
	for {
		p.m.SetTerrain(h, Road)
		p.m.SetTerrain(p.m.Rotate180(h), Road)
		p.road[h], p.road[p.m.Rotate180(h)] = true, true
		d := Distance(h, end)
		if d == 0 {
			return
		}
		// Steps that get closer; east counts twice, so the road runs
		// mostly straight.
		var next []Hex
		for _, dir := range []Direction{East, East, NorthEast, SouthEast, SouthWest, West, NorthWest} {
			if n := h.Neighbour(dir); p.m.Contains(n) && Distance(n, end) == d-1 {
				next = append(next, n)
			}
		}
		h = next[p.rng.IntN(len(next))]
	}
}

// archer returns the index in BattleArmy of the shooter.
func archer() int {
	for i, u := range BattleArmy {
		if u.Shoots {
			return i
		}
	}
	return -1
}

// blockArcherSight puts rocks (and their twins) between Blue's archer and
// every enemy start hex it sees; by symmetry Red's archer then sees none
// either. It reports false when a line of sight has no hex a rock may go on.
func (p *fieldPainter) blockArcherSight() bool {
	a := p.m.Starts[0][archer()]
	for _, e := range p.m.Starts[1] {
		for p.m.LineOfSight(a, e) {
			// Rock on a hex both nudged lines cross blocks both; where they
			// share none, one rock on each clear line.
			plus := AppendLine(nil, a, e, NudgePlus)
			minus := AppendLine(nil, a, e, NudgeMinus)
			shared := p.rockSpots(plus, func(h Hex) bool { return slices.Contains(minus, h) })
			if len(shared) > 0 {
				p.set(p.pick(a, shared), Rock)
				continue
			}
			for _, n := range [2]Nudge{NudgePlus, NudgeMinus} {
				if !lineClear(a, e, n, p.m.BlocksSight) {
					continue
				}
				spots := p.rockSpots(AppendLine(nil, a, e, n), func(Hex) bool { return true })
				if len(spots) == 0 {
					return false
				}
				p.set(p.pick(a, spots), Rock)
			}
		}
	}
	return true
}

// rockSpots returns the hexes strictly inside line that keep is true for
// and a rock may go on: not the road, not a start hex.
func (p *fieldPainter) rockSpots(line []Hex, keep func(Hex) bool) []Hex {
	var out []Hex
	for _, h := range line[1 : len(line)-1] {
		if !p.road[h] && !p.starts[h] && keep(h) {
			out = append(out, h)
		}
	}
	return out
}

// pick chooses a spot for a rock: at random among those two to four hexes
// from the archer at a (near enough to screen it, not hemming it in), else
// among all.
func (p *fieldPainter) pick(a Hex, spots []Hex) Hex {
	var near []Hex
	for _, h := range spots {
		if d := Distance(a, h); d >= 2 && d <= 4 {
			near = append(near, h)
		}
	}
	if len(near) > 0 {
		spots = near
	}
	return spots[p.rng.IntN(len(spots))]
}

// fillPockets fills the passable hexes that cannot be walked to from the
// start hexes: deep water where they touch deep water, rock elsewhere. It
// reports false when a start hex or the road is among them (filling would
// wall in an army or cut the road). The walkable part holds both sides'
// starts, so it is its own twin, and so is what is filled.
func (p *fieldPainter) fillPockets() bool {
	m := p.m
	unreached := m.unreachedOnFoot(m.Starts[0][0])
	for _, h := range unreached {
		if p.starts[h] || p.road[h] {
			return false
		}
	}
	fill := make([]Terrain, len(unreached))
	for i, h := range unreached {
		fill[i] = Rock
		for _, n := range h.Neighbours() {
			if m.Contains(n) && m.Terrain(n) == Deep {
				fill[i] = Deep
			}
		}
	}
	for i, h := range unreached {
		m.SetTerrain(h, fill[i])
	}
	return true
}
