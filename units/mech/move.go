package mech

import (
	"stratagem/board/hex"
)

// Node is a search node of the movement A*: a hex and the legs' facing.
type Node struct {
	Hex    hex.Hex
	Facing hex.Direction
}

// Search costs. A path's cost is MP·mpUnit + burning hexes entered·fireUnit
// + hexes entered·stepUnit: the MP spent decides, then (among paths of equal
// MP) the fewest burning hexes, then the fewest hexes entered. The tie-breaks
// make every search (A* or Dijkstra's) agree on a move's MP, heat and hexes
// moved, whatever path it happens to pick.
const (
	stepUnit   = 1
	fireUnit   = 32
	mpUnit     = 1024
	maxStepsMP = 32 // a mode's MP must stay below: steps and fires fit their fields
)

// decodeCost splits a search cost into MP, burning hexes and hexes entered.
func decodeCost(c int) (mp, fires, steps int) {
	return c / mpUnit, c % mpUnit / fireUnit, c % fireUnit
}

// FireHeat is the heat a mech gains for each burning hex it enters walking
// or running, or lands in jumping.
const FireHeat = 2

// MoveHeat returns the heat of a move in mode over hexes moved, having
// entered fires burning hexes: walking 1, running 2, jumping max(3, hexes),
// plus FireHeat per burning hex.
func MoveHeat(mode Mode, hexes, fires int) int {
	h := 0
	switch mode {
	case Walk:
		h = 1
	case Run:
		h = 2
	case Jump:
		h = max(3, hexes)
	}
	return h + FireHeat*fires
}

// TerrainCost returns the MP to enter a hex of terrain t walking or running
// before the level change (clear 1, light woods 2, heavy woods 3, rough 2,
// water depth 1: 2, depth 2: 4), and false for terrain that cannot be
// entered that way (building, rock).
func TerrainCost(t hex.Terrain) (int, bool) {
	switch t {
	case hex.Grass, hex.Road:
		return 1, true
	case hex.LightWoods, hex.Rough, hex.Shallow:
		return 2, true
	case hex.HeavyWoods:
		return 3, true
	case hex.Deep:
		return 4, true
	}
	return 0, false
}

// WaterDepth returns the depth of the water of terrain t (0 on dry land).
func WaterDepth(t hex.Terrain) int {
	switch t {
	case hex.Shallow:
		return 1
	case hex.Deep:
		return 2
	}
	return 0
}

// WoodsValue returns the sight and to-hit value of the woods of terrain t:
// light 1, heavy 2, else 0.
func WoodsValue(t hex.Terrain) int { return t.Woods() }

// Step limits: a step may change level by at most MaxClimb, and by at most
// MaxClimbBackward when walking backward.
const (
	MaxClimb         = 2
	MaxClimbBackward = 1
)

// CheckCell is the seed's checkCell: whether mech id may step from hex `from`
// to the adjacent hex to in mode (Walk or Run; backward for a step to the
// hex behind), and if so the MP it costs and the heat it adds (FireHeat when
// the hex burns). Refused: hexes off the map or holding another mech;
// building and rock; a level change above MaxClimb (MaxClimbBackward
// backward); for running, water and backward steps; any other mode.
func (d *Duel) CheckCell(id int, from, to hex.Hex, mode Mode, backward bool) (mp, heat int, ok bool) {
	mp, fire, ok := d.checkCell(id, from, to, mode, backward)
	if fire {
		heat = FireHeat
	}
	return mp, heat, ok
}

func (d *Duel) checkCell(id int, from, to hex.Hex, mode Mode, backward bool) (mp int, fire, ok bool) {
	if mode != Walk && mode != Run || (backward && mode != Walk) {
		return 0, false, false
	}
	i := d.m.Index(to)
	if i < 0 || (d.occ.AtIndex(i) >= 0 && d.occ.AtIndex(i) != id) {
		return 0, false, false
	}
	t := d.m.TerrainAt(i)
	cost, ok := TerrainCost(t)
	if !ok || (mode == Run && WaterDepth(t) > 0) {
		return 0, false, false
	}
	dl := d.m.Level(to) - d.m.Level(from)
	if dl < 0 {
		dl = -dl
	}
	if dl > MaxClimb || (backward && dl > MaxClimbBackward) {
		return 0, false, false
	}
	return cost + dl, d.fire[i], true
}

// mover is the movement graph of one mech in one mode, for hex.Searcher.
type mover struct {
	d    *Duel
	id   int
	mode Mode
}

// Successors lists the nodes one action away: turning one hex-side either
// way, a step forward, and (walking) a step backward.
func (mv *mover) Successors(n Node, dst []Node) []Node {
	dst = append(dst,
		Node{n.Hex, n.Facing.Turn(-1)},
		Node{n.Hex, n.Facing.Turn(1)},
		Node{n.Hex.Neighbour(n.Facing), n.Facing})
	if mv.mode == Walk {
		dst = append(dst, Node{n.Hex.Neighbour(n.Facing.Opposite()), n.Facing})
	}
	return dst
}

// cost is the step cost of the search (see stepUnit): a turn costs 1 MP, a
// step what CheckCell says.
func (mv *mover) cost(from, to Node) (int, bool) {
	if from.Hex == to.Hex {
		if hex.TurnsBetween(from.Facing, to.Facing) == 1 {
			return mpUnit, true
		}
		return 0, false
	}
	if from.Facing != to.Facing {
		return 0, false
	}
	backward := from.Hex.Neighbour(from.Facing) != to.Hex
	if backward && from.Hex.Neighbour(from.Facing.Opposite()) != to.Hex {
		return 0, false
	}
	mp, fire, ok := mv.d.checkCell(mv.id, from.Hex, to.Hex, mv.mode, backward)
	if !ok {
		return 0, false
	}
	c := mp*mpUnit + stepUnit
	if fire {
		c += fireUnit
	}
	return c, true
}

// MoveProblem returns the A* problem of moving mech id in mode (Walk or Run)
// from where it stands to the node goal within its MP now (Mech.MP: heat
// and damage count): nodes are hex and
// facing, a step costs its MP (with the tie-breaks of the package doc), and
// the heuristic is the hex distance to the goal (every hex entered costs at
// least 1 MP), or on the goal's hex the turns to the goal's facing (1 MP
// each). It never overestimates and is consistent, and only the goal itself
// has h = 0, so A* expands no node Dijkstra's algorithm would not. Set
// Heuristic to nil for Dijkstra's algorithm.
func (d *Duel) MoveProblem(id int, mode Mode, goal Node) hex.Problem[Node] {
	u := &d.mechs[id]
	mv := &mover{d, id, mode}
	return hex.Problem[Node]{
		Graph: mv,
		Cost:  mv.cost,
		Heuristic: func(n Node) int {
			if n.Hex == goal.Hex {
				return hex.TurnsBetween(n.Facing, goal.Facing) * mpUnit
			}
			return hex.Distance(n.Hex, goal.Hex) * (mpUnit + stepUnit)
		},
		Start:   Node{u.Pos, u.Facing},
		Goal:    hex.At(goal),
		MaxCost: u.MP(mode)*mpUnit + mpUnit - 1,
	}
}

// MovePath returns the path of a move action of mech a.Mech (found by A*
// for walking and running; the start and landing nodes for a jump; the mech's
// node for standing), and false if the move is impossible. Its node costs
// are in Action's MP, Hexes and Heat as moveAction fills them.
func (d *Duel) MovePath(a Action) ([]Node, bool) {
	id := int(a.Mech)
	if id < 0 || id >= len(d.mechs) || !d.mechs[id].Alive() {
		return nil, false
	}
	u := &d.mechs[id]
	start := Node{u.Pos, u.Facing}
	switch a.Mode {
	case Stand:
		return []Node{start}, a.To == u.Pos && a.Facing == u.Facing
	case GetUp:
		if _, ok := d.getUp(id, a.Facing); !ok {
			return nil, false
		}
		return []Node{start, {a.To, a.Facing}}, true
	case Jump:
		if _, ok := d.jump(id, a.To, a.Facing); !ok {
			return nil, false
		}
		return []Node{start, {a.To, a.Facing}}, true
	case Walk, Run:
		r := d.search.FindPath(d.MoveProblem(id, a.Mode, Node{a.To, a.Facing.Turn(0)}))
		if !r.Found || len(r.Path) < 2 {
			return nil, false
		}
		return r.Path, true
	}
	return nil, false
}

// moveAction returns the complete move action of mech id in mode to the node
// (to, facing): its MP, hexes moved and heat filled in; false if impossible.
func (d *Duel) moveAction(id int, mode Mode, to hex.Hex, facing hex.Direction) (Action, bool) {
	u := &d.mechs[id]
	a := Action{Kind: Move, Mech: int8(id), Mode: mode, To: to, Facing: facing}
	switch mode {
	case Stand:
		return a, to == u.Pos && facing == u.Facing
	case GetUp:
		if to != u.Pos {
			return a, false
		}
		return d.getUp(id, facing)
	case Jump:
		return d.jump(id, to, facing)
	case Walk, Run:
		if facing != facing.Turn(0) {
			return a, false
		}
		r := d.search.FindPath(d.MoveProblem(id, mode, Node{to, facing}))
		if !r.Found || len(r.Path) < 2 {
			return a, false
		}
		return d.walkAction(id, mode, Node{to, facing}, r.Cost), true
	}
	return a, false
}

func (d *Duel) walkAction(id int, mode Mode, n Node, cost int) Action {
	mp, fires, steps := decodeCost(cost)
	return Action{Kind: Move, Mech: int8(id), Mode: mode, To: n.Hex, Facing: n.Facing,
		MP: int8(mp), Hexes: int8(steps), Heat: int8(MoveHeat(mode, steps, fires))}
}

// jump returns the jump of mech id to (to, facing): to is another hex within
// its jump MP, on the map and free, whose level differs from the start's by
// at most the jump MP, up or down; any terrain (building and rock
// included); the facing is free.
func (d *Duel) jump(id int, to hex.Hex, facing hex.Direction) (Action, bool) {
	u := &d.mechs[id]
	jmp := u.MP(Jump)
	dist := hex.Distance(u.Pos, to)
	i := d.m.Index(to)
	if dist < 1 || dist > jmp || i < 0 || d.occ.AtIndex(i) >= 0 || facing != facing.Turn(0) ||
		abs(d.m.Level(to)-d.m.Level(u.Pos)) > jmp {
		return Action{}, false
	}
	fires := 0
	if d.fire[i] {
		fires = 1
	}
	return Action{Kind: Move, Mech: int8(id), Mode: Jump, To: to, Facing: facing,
		MP: int8(dist), Hexes: int8(dist), Heat: int8(MoveHeat(Jump, dist, fires))}, true
}

// Moves appends to buf every move of mech id in mode, whether or not it is
// its turn (the screen shows any mech's reach): for Stand the one standing
// action; for Walk and Run every node (hex and facing) other than the start
// reachable within the MP, in order of cost (from Explore); for Jump every
// landing hex ring by ring outward, each with the six facings; for GetUp
// (a mech lying down) standing up facing each way. Each action carries its
// MP, hexes moved and heat.
func (d *Duel) Moves(id int, mode Mode, buf []Action) []Action {
	u := &d.mechs[id]
	if !u.Alive() {
		return buf
	}
	switch mode {
	case Stand:
		return append(buf, Action{Kind: Move, Mech: int8(id), Mode: Stand, To: u.Pos, Facing: u.Facing})
	case Walk, Run:
		p := d.MoveProblem(id, mode, Node{})
		start := p.Start
		tree := d.search.Explore(p)
		for _, n := range tree.Nodes() {
			if n == start {
				continue
			}
			c, _ := tree.Cost(n)
			buf = append(buf, d.walkAction(id, mode, n, c))
		}
	case GetUp:
		for f := range hex.Direction(hex.NumDirections) {
			if a, ok := d.getUp(id, f); ok {
				buf = append(buf, a)
			}
		}
	case Jump:
		jmp := u.MP(Jump)
		if jmp == 0 {
			return buf
		}
		for _, h := range hex.Range(u.Pos, jmp) {
			for f := range hex.Direction(hex.NumDirections) {
				if a, ok := d.jump(id, h, f); ok {
					buf = append(buf, a)
				} else {
					break // the facing does not matter
				}
			}
		}
	}
	return buf
}

// getUp returns the move of mech id standing up facing f, and false if it
// cannot: it must lie down, be able to stand (CanStand) and have a walking
// MP. It takes the whole movement, counts as walking (its heat, its to-hit
// modifier), and needs a piloting roll (Rolls[0]).
func (d *Duel) getUp(id int, f hex.Direction) (Action, bool) {
	u := &d.mechs[id]
	if !u.Prone || !u.CanStand() || u.WalkMP() < 1 || f != f.Turn(0) {
		return Action{}, false
	}
	return Action{Kind: Move, Mech: int8(id), Mode: GetUp, To: u.Pos, Facing: f,
		MP: int8(u.WalkMP()), Heat: int8(MoveHeat(Walk, 0, 0))}, true
}
