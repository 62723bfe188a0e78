package hexai

import (
	"math"
	"math/rand/v2"

	"stratagem/board/hex"
	"stratagem/units"
)

// Die is the tactician's source of randomness (the seed game's Die
// interface), injected so that tests can fix it.
type Die interface {
	// Roll returns a number in [0, 1).
	Roll() float64
}

// NewSeededDie returns a Die whose rolls follow seed: the one used in play.
func NewSeededDie(seed uint64) Die {
	return &seededDie{rng: rand.New(rand.NewPCG(seed, 0x74616374))}
}

type seededDie struct{ rng *rand.Rand }

func (d *seededDie) Roll() float64 { return d.rng.Float64() }

// FixedDie always rolls the same number; FixedDie(0.5) adds no noise at all.
type FixedDie float64

// Roll returns d.
func (d FixedDie) Roll() float64 { return float64(d) }

// Weights of the value logic. Values are measured in unit worths (see
// worth): destroying a whole swordsman stack is worth 1.
const (
	// ApproachWeight is the value of one hex closer to the nearest enemy
	// at aggressiveness 1.
	ApproachWeight = 0.04
	// InRangeWeight is the value of each enemy within striking range after
	// a move without an attack, at aggressiveness 1.
	InRangeWeight = 0.05
	// NoiseScale bounds the Die's noise: at randomness r a value moves by
	// at most ±r·NoiseScale.
	NoiseScale = 0.25
)

// ValueLogic values one action combination (the seed's ValueLogic class):
// the three parameters are given at creation.
type ValueLogic struct {
	Aggressiveness float64 // 0–1: raises the value of attacks, of closing in, of enemies in range
	Defensiveness  float64 // 0–1: weighs the threat assessment and the retaliation
	Randomness     float64 // 0–1: the bound of the Die's noise, in NoiseScale units
	Die            Die     // nil means no noise
}

// worth is the value of a whole unit of kind k: the damage a full stack of
// it deals in one strike against defence skill 10, in units of a swordsman
// stack's. It is fixed per kind — a stack's worth does not shrink with its
// fighters: a weakened stack still acts, strikes back and holds a hex, so
// (as in the seed) a unit in bad condition is the more desirable target.
func worth(k units.Kind) float64 {
	st := k.Stats()
	ref := units.Swordsman.Stats()
	return float64(st.Strength*(100+5*(st.Attack-10))) / float64(ref.Strength*(100+5*(ref.Attack-10)))
}

// health is u's remaining hit points in hundredths (at least 1).
func health(u units.Unit) float64 { return float64(max(u.Health(), 1)) }

// noise is the bounded random part of a value.
func (l *ValueLogic) noise() float64 {
	if l.Die == nil || l.Randomness == 0 {
		return 0
	}
	return l.Randomness * NoiseScale * (2*l.Die.Roll() - 1)
}

// attackValue values unit att (standing on from) striking target: the
// seed's "target's value divided by (target hit points + attackedCount)
// times the expected hit share, raised by aggressiveness". Hit points and
// attackedCount are counted in the same currency — strikes like this one:
// the target's hit points are health/nominal strikes (nominal =
// fighters·strength, what the attacker deals at equal skills) and each
// simulated attack already made on it counts one more strike; the expected
// hit share is the share of the nominal damage that lands (formula 1's
// multiplier: the defender's defence skill acts here). So the gain is
// worth·min(1, damage/(health + attackedCount·nominal)): the share of the
// target's worth this strike takes, the first simulated strikes on a unit
// taking the first hits. Our rules add the retaliation (none for shots or
// against archers, none when the target has struck back this round or
// dies): the share of the attacker's worth it would cost, weighed by
// defensiveness.
func (l *ValueLogic) attackValue(m *hex.Map, att aiUnit, from hex.Hex, target aiUnit, melee bool) float64 {
	a, t := att.Unit, target.Unit
	a.Pos, a.Defending = from, false
	at, tt := m.Terrain(from), m.Terrain(t.Pos)
	p := units.PredictBlow(a, t, at, tt, melee)
	nominal := float64(a.Fighters * a.Kind.Stats().Strength * units.Hundredths)
	gain := worth(t.Kind) * min(1, float64(p.Damage)/(health(t)+float64(target.attackedCount)*nominal))
	v := (1 + l.Aggressiveness) * gain
	if p.RetaliationDamage > 0 {
		loss := worth(a.Kind) * min(1, float64(p.RetaliationDamage)/health(a))
		v -= (1 + l.Defensiveness) * loss
	}
	return v
}

// danger is the threat enemy e poses to u where u stands: the share of u's
// worth one strike of e would take, divided by 1 + e's attackedCount (an
// enemy attacked in the simulation has probably lost fighters).
func danger(m *hex.Map, e aiUnit, u units.Unit) float64 {
	d, _, _ := units.Damage(e.Unit, u, m.Terrain(e.Pos), m.Terrain(u.Pos))
	return worth(u.Kind) * min(1, float64(d)/health(u)) / float64(1+e.attackedCount)
}

// threatMap is the threat assessment for one unit at one point of the
// simulation: for every hex, the summed danger of the enemies that could
// strike the unit there — walkers and flyers that can reach a hex next to
// it, archers that see it.
type threatMap struct {
	at        []float64 // per map index, for the unit not defending
	origin    float64   // at the unit's own hex
	defending float64   // at its own hex if it defends (+1 defence skill)
	mark      []uint32
	stamp     uint32
}

// compute fills t for unit id of s. The enemies' reach is worked out as if
// the unit had left its hex: that is where it stands when a move has taken
// it elsewhere, and a walker's path to strike it where it stands never
// leads through its own hex.
func (t *threatMap) compute(s *simulation, los *losTable, id int) {
	s.vacated = id
	defer func() { s.vacated = -1 }()
	n := s.m.Len()
	if len(t.at) != n {
		t.at, t.mark, t.stamp = make([]float64, n), make([]uint32, n), 0
	}
	clear(t.at)
	t.origin, t.defending = 0, 0
	u := s.us[id].Unit
	u.Defending = false
	ud := u
	ud.Defending = true
	oi := s.m.Index(u.Pos)
	for eid := range s.us {
		e := s.us[eid]
		if e.Fighters <= 0 || e.Side == u.Side {
			continue
		}
		d := danger(s.m, e, u)
		if d <= 0 {
			continue
		}
		covers := false
		if e.Kind == units.Archer {
			row := los.row(s.m.Index(e.Pos))
			for i, seen := range row {
				if seen {
					t.at[i] += d
				}
			}
			covers = row[oi]
		} else {
			t.stamp++
			s.reach.Compute(s.m, e.Pos, e.Kind.Stats().Speed*hex.HalfPoints,
				hex.Movement{Fly: e.Kind == units.Flyer, Occupied: s.occupied})
			for i := range n {
				h := s.m.Hex(i)
				if !s.reach.CanStop(h) {
					continue
				}
				for dir := range hex.Direction(hex.NumDirections) {
					if j := s.m.NeighbourIndex(i, dir); j >= 0 && t.mark[j] != t.stamp {
						t.mark[j] = t.stamp
						t.at[j] += d
					}
				}
			}
			covers = t.mark[oi] == t.stamp
		}
		if covers {
			t.origin += d
			t.defending += danger(s.m, e, ud)
		}
	}
}

// nearestEnemy returns the hex distance from h to the nearest live enemy of
// side (a large number when there is none).
func (s *simulation) nearestEnemy(side units.Side, h hex.Hex) int {
	best := math.MaxInt32
	for id := range s.us {
		if e := &s.us[id]; e.Fighters > 0 && e.Side != side {
			best = min(best, hex.Distance(h, e.Pos))
		}
	}
	return best
}

// enemiesInRange counts the live enemies unit u could strike next time it
// acts if it stood on h: for an archer those in sight; for the others those
// within its speed plus one hex (as the crow flies: a cheap stand-in for its
// reach).
func (s *simulation) enemiesInRange(los *losTable, u units.Unit, h hex.Hex) int {
	n := 0
	hi := s.m.Index(h)
	for id := range s.us {
		e := &s.us[id]
		if e.Fighters <= 0 || e.Side == u.Side {
			continue
		}
		if u.Kind == units.Archer {
			if los.visible(hi, s.m.Index(e.Pos)) {
				n++
			}
		} else if hex.Distance(h, e.Pos) <= u.Kind.Stats().Speed+1 {
			n++
		}
	}
	return n
}

// value values action combination a of unit id in simulation s, whose
// threat assessment for that unit is tm. Before the Die's noise:
//   - move (& end or & attack): defensiveness × (threat at the origin −
//     threat at the destination) + aggressiveness × ApproachWeight × hexes
//     gained towards the nearest enemy (not for archers, who shoot from
//     afar); a move & end adds aggressiveness × InRangeWeight × the enemies
//     in range of the destination (the unit has not attacked yet), a move &
//     attack adds the attack's value;
//   - attack without moving, or an archer's shot: the attack's value;
//   - wait: the same threat assessment, for a unit that stays where it is:
//     defensiveness × (threat at the origin − threat at the origin) = 0 —
//     waiting is worth staying put, and what it buys (acting after the
//     enemy) shows in the simulated reply;
//   - end (our Defend): the same assessment with the +1 defence skill that
//     defending gives: defensiveness × (threat − threat when defending).
func (l *ValueLogic) value(s *simulation, los *losTable, tm *threatMap, id int, a units.Action) float64 {
	u := &s.us[id]
	var v float64
	switch a.Kind {
	case units.Wait:
		v = 0 // defensiveness × (threat at the origin − the same threat)
	case units.Defend:
		v = l.Defensiveness * (tm.origin - tm.defending)
	case units.Shoot:
		v = l.attackValue(s.m, *u, u.Pos, s.us[a.Target], false)
	case units.Move:
		if a.To != u.Pos {
			v = l.Defensiveness * (tm.origin - tm.at[s.m.Index(a.To)])
			if u.Kind != units.Archer {
				gained := s.nearestEnemy(u.Side, u.Pos) - s.nearestEnemy(u.Side, a.To)
				v += l.Aggressiveness * ApproachWeight * float64(gained)
			}
			if a.Target < 0 {
				v += l.Aggressiveness * InRangeWeight * float64(s.enemiesInRange(los, u.Unit, a.To))
			}
		}
		if a.Target >= 0 {
			v += l.attackValue(s.m, *u, a.To, s.us[a.Target], true)
		}
	}
	return v + l.noise()
}
