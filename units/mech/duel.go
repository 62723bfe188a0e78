package mech

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"stratagem/board/hex"
	"stratagem/board/zobrist"
	"stratagem/units/outcome"
)

// MaxTurns is the length of a duel: when turn 30 ends, the side with more
// armour and structure left wins.
const MaxTurns = 30

// MaxMechs is the most mechs a duel can hold (both sides together).
const MaxMechs = 8

// Phase is one of the six phases of a turn, in order.
type Phase int8

// The phases of a turn.
const (
	InitiativePhase Phase = iota
	MovementPhase
	ReactionPhase
	WeaponPhase
	PhysicalPhase
	EndPhase
	numPhases
)

var phaseNames = [numPhases]string{"initiative", "movement", "reaction", "weapon attacks", "physical attacks", "end of turn"}

func (p Phase) String() string {
	if p < 0 || p >= numPhases {
		return fmt.Sprintf("Phase(%d)", int8(p))
	}
	return phaseNames[p]
}

// Outcome says whether the duel is over and how: the Winner (meaningful
// when Over() and not Draw), Draw, and the Reason: outcome.Destroyed (the
// loser has no mechs left), AllDestroyed (a draw) or TurnLimit (the points
// decide), NotOver while the duel goes on.
type Outcome = outcome.Outcome

// NoSide marks "no side yet" (the initiative of a turn not yet rolled, no
// mech acted yet in this phase).
const NoSide Side = -1

// Duel is the state of one Mech Duel: the map with its clubs and fires, the
// mechs, the turn, the phase and who is to act. Apply and Undo change it in
// place; Clone copies it for another goroutine. A Duel is not safe for
// concurrent use.
type Duel struct {
	m     *hex.Map
	mechs []Mech
	start []Mech  // the mechs at the start, for Initial and Notation
	clubs []uint8 // per map index: clubs lying there
	fire  []bool  // per map index: burning
	// clubTotal is the number of clubs in the duel, lying or held.
	clubTotal int

	turn    int
	phase   Phase
	winner  Side // initiative winner of this turn, NoSide until rolled
	last    Side // side of the last mech to act in this phase, NoSide at its start
	outcome Outcome

	occ      hex.Occupancy // which mech stands where
	clubHash uint64        // Zobrist hash of clubs, kept up to date
	fireHash uint64

	// hits are the hits of the last attack still waiting for their
	// location rolls; closing: the current phase has ended and its end is
	// being resolved (the dice may still have rolls to make).
	hits    hitQueue
	closing bool

	history []Action
	undo    []undoRecord
	saved   []Mech // len(mechs) per undo record
	clubLog []clubChange

	search hex.Searcher[Node] // scratch for movement searches
}

type undoRecord struct {
	turn        int
	phase       Phase
	winner      Side
	last        Side
	outcome     Outcome
	clubLog     int
	clubHashOld uint64
	hits        hitQueue
	closing     bool
}

type clubChange struct {
	i   int32
	old uint8
}

// New returns a duel on m with the given designs: Blue's mechs on
// m.Starts[0] in order, Red's on m.Starts[1], each facing the hex-side that
// points most nearly at the first enemy start hex. Blue's mechs get IDs 0..,
// then Red's. Each side needs 1 to 4 mechs and as many start hexes. The duel
// keeps m and never changes it; clubs and fires start as the map's features.
func New(m *hex.Map, blue, red []DesignID) (*Duel, error) {
	forces := [NumSides][]DesignID{blue, red}
	var mechs []Mech
	for s, force := range forces {
		if len(force) < 1 || len(force) > MaxMechs/2 {
			return nil, fmt.Errorf("%v has %d mechs (1 to %d)", Side(s), len(force), MaxMechs/2)
		}
		if len(m.Starts[s]) < len(force) || len(m.Starts[1-s]) == 0 {
			return nil, fmt.Errorf("map %q has %d %v start hexes for %d mechs", m.Name, len(m.Starts[s]), Side(s), len(force))
		}
		enemy := m.Starts[1-s][0]
		for i, id := range force {
			pos := m.Starts[s][i]
			mechs = append(mechs, NewMech(id, Side(s), pos, Facing(pos, enemy)))
		}
	}
	return NewFrom(m, mechs)
}

// Facing returns the direction from `from` that points most nearly at to:
// the one whose neighbour is nearest to it (the first in Direction order
// among equals); East when to == from.
func Facing(from, to hex.Hex) hex.Direction {
	w := to.Sub(from)
	best, bestDot := hex.East, math.MinInt
	for d := range hex.Direction(hex.NumDirections) {
		// The dot product in cube coordinates measures the alignment.
		v := d.Vector()
		if dot := v.Q*w.Q + v.R*w.R + v.S()*w.S(); dot > bestDot {
			best, bestDot = d, dot
		}
	}
	return best
}

// NewFrom returns a duel on m with the given mechs (IDs are their indexes),
// at the initiative of turn 1, for tests, puzzles and custom set-ups. The
// mechs' fields are taken as given, except Done and Pending, which are
// cleared; every live mech must stand on its own hex of the map. A mech
// whose head or centre torso has no structure left is wrecked.
func NewFrom(m *hex.Map, mechs []Mech) (*Duel, error) {
	if len(mechs) > MaxMechs {
		return nil, fmt.Errorf("%d mechs are too many (at most %d)", len(mechs), MaxMechs)
	}
	d := &Duel{m: m, mechs: slices.Clone(mechs), turn: 1, occ: hex.NewOccupancy(m)}
	for id := range d.mechs {
		u := &d.mechs[id]
		if !u.Design.Valid() || (u.Side != Blue && u.Side != Red) {
			return nil, fmt.Errorf("mech %d has design %d and side %d", id, u.Design, u.Side)
		}
		if err := u.Stats().check(); err != nil {
			return nil, err
		}
		u.Done, u.Pending = false, [NumSections]int{}
		u.Facing = u.Facing.Turn(0)
		if err := checkMech(u); err != nil {
			return nil, fmt.Errorf("mech %d (%v): %w", id, u.Design, err)
		}
		if u.Lost(Head) || u.Lost(CentreTorso) {
			u.Wrecked = true
		}
		if !u.Alive() {
			u.Club = false
			continue
		}
		i := m.Index(u.Pos)
		if i < 0 {
			return nil, fmt.Errorf("mech %d (%v) stands on %v, off the map", id, u.Design, u.Pos)
		}
		if other := d.occ.AtIndex(i); other >= 0 {
			return nil, fmt.Errorf("mechs %d and %d both stand on %v", other, id, u.Pos)
		}
		d.occ.Set(u.Pos, id)
	}
	d.clubs = make([]uint8, m.Len())
	d.fire = make([]bool, m.Len())
	for i := range m.Len() {
		f := m.Features(m.Hex(i))
		if f&hex.Club != 0 {
			d.clubs[i] = 1
			d.clubHash ^= clubKey(i, 1)
		}
		if f&hex.Fire != 0 {
			d.fire[i] = true
			d.fireHash ^= zobrist.Mix(uint64(i) | 0xf1<<40)
		}
	}
	for id := range d.mechs {
		if d.mechs[id].Club {
			d.clubTotal++
		}
	}
	for _, n := range d.clubs {
		d.clubTotal += int(n)
	}
	d.start = slices.Clone(d.mechs)
	d.phase, d.winner, d.last = InitiativePhase, NoSide, NoSide
	d.outcome = d.sideOutcome()
	return d, nil
}

// checkMech reports fields outside their ranges.
func checkMech(u *Mech) error {
	for _, check := range mechInvariants {
		if err := check(u); err != nil {
			return err
		}
	}
	return nil
}

// mechInvariants are checkMech's groups of invariants, in the order they
// are checked: the order decides which broken invariant is reported.
var mechInvariants = []func(*Mech) error{
	checkMechTurn,
	checkMechRollsDue,
	checkMechFooting,
	checkMechDamage,
	checkMechParts,
	checkMechLosses,
	checkMechWeapons,
}

// checkMechTurn checks the state the mech's turn sets: twist, heat and heat
// sinks on.
func checkMechTurn(u *Mech) error {
	switch {
	case u.Twist < -1 || u.Twist > 1:
		return fmt.Errorf("twist %d", u.Twist)
	case u.Heat < 0 || u.Heat > 999:
		return fmt.Errorf("heat %d", u.Heat)
	case u.SinksOn < 0 || u.SinksOn > u.Sinks():
		return fmt.Errorf("%d of %d heat sinks on", u.SinksOn, u.Sinks())
	}
	return nil
}

// checkMechRollsDue checks what the mech has waiting for the dice: critical
// hits and checks, a fall, piloting and heat rolls.
func checkMechRollsDue(u *Mech) error {
	switch {
	case u.CritsDue < 0 || u.CritsDue > 3 || !u.CritLoc.Valid() || u.CritsDue == 0 && u.CritLoc != 0 ||
		int(u.CritsDue) > bits.OnesCount8(u.WorkingParts(u.CritLoc)):
		return fmt.Errorf("%d critical hits due on the %v", u.CritsDue, u.CritLoc)
	case u.CheckCrit&u.LostLocations() != 0:
		return fmt.Errorf("critical checks due on destroyed locations %v", u.CheckCrit)
	case u.FallDue < 0 || u.FallDue > int8(FallDamage(u.Design)) || u.Checks>>numReasons != 0:
		return fmt.Errorf("fall damage %d, piloting rolls %#x due", u.FallDue, u.Checks)
	case u.HeatChecks>>numHeatChecks != 0 || u.HeatChecks&ShutdownCheck != 0 && u.HeatChecks&StartupCheck != 0:
		return fmt.Errorf("heat rolls %#x due", u.HeatChecks)
	case u.Prone && u.Checks != 0:
		return fmt.Errorf("piloting rolls %#x due lying down", u.Checks)
	}
	return nil
}

// checkMechFooting checks that a standing mech can stand, and its movement
// this turn.
func checkMechFooting(u *Mech) error {
	switch {
	case !u.Prone && !u.Wrecked && !u.CanStand():
		return fmt.Errorf("standing without the legs or gyro to stand on")
	case u.Mode < Stand || u.Mode >= numModes || u.Moved < 0 || u.Moved >= maxStepsMP:
		return fmt.Errorf("moved %d hexes (%v)", u.Moved, u.Mode)
	}
	return nil
}

// checkMechDamage checks the armour of each section and the structure of
// each location against the design's, and that a destroyed location keeps
// no armour.
func checkMechDamage(u *Mech) error {
	ds := u.Stats()
	for s := range Section(NumSections) {
		if u.Armour[s] < 0 || u.Armour[s] > ds.Armour[s] {
			return fmt.Errorf("%v armour %d of %d", s, u.Armour[s], ds.Armour[s])
		}
		if u.Pending[s] < 0 {
			return fmt.Errorf("pending damage %d", u.Pending[s])
		}
		if u.Lost(s.Location()) && u.Armour[s] != 0 {
			return fmt.Errorf("%v destroyed with %d armour", s, u.Armour[s])
		}
	}
	for l := range Location(NumLocations) {
		if u.Structure[l] < 0 || u.Structure[l] > ds.Structure[l] {
			return fmt.Errorf("%v structure %d of %d", l, u.Structure[l], ds.Structure[l])
		}
	}
	return nil
}

// checkMechParts checks the critical hits: only on parts the location has,
// and no shots left in ammunition that exploded.
func checkMechParts(u *Mech) error {
	for l := range Location(NumLocations) {
		parts := u.Design.Parts(l)
		if u.Crits[l]>>len(parts) != 0 {
			return fmt.Errorf("%v: parts hit %08b of %d", l, u.Crits[l], len(parts))
		}
		for i, p := range parts {
			if p.Kind == AmmoPart && u.PartHit(l, i) && u.Ammo[p.Slot] != 0 {
				return fmt.Errorf("%v: exploded ammunition still holds %d shots", l, u.Ammo[p.Slot])
			}
		}
	}
	return nil
}

// checkMechLosses checks that a loss takes what goes with it: a mech whose
// engine, cockpit, head or centre torso is destroyed is wrecked, and a
// side torso destroyed takes its arm.
func checkMechLosses(u *Mech) error {
	if !u.Wrecked && (u.EngineHits() >= EngineParts || u.hits(Head, CockpitPart) > 0) {
		return fmt.Errorf("the engine or cockpit destroyed, the mech not wrecked")
	}
	if u.Lost(LeftTorso) && !u.Lost(LeftArm) || u.Lost(RightTorso) && !u.Lost(RightArm) {
		return fmt.Errorf("a side torso destroyed without its arm")
	}
	if !u.Wrecked && (u.Lost(Head) || u.Lost(CentreTorso)) {
		return fmt.Errorf("the head or centre torso destroyed, the mech not wrecked")
	}
	return nil
}

// checkMechWeapons checks the weapons: fired only from slots the design
// has, ammunition within the weapon's and none in a destroyed location.
func checkMechWeapons(u *Mech) error {
	ds := u.Stats()
	if u.Fired&^(1<<len(ds.Weapons)-1) != 0 {
		return fmt.Errorf("fired slots %08b of %d weapons", u.Fired, len(ds.Weapons))
	}
	for w := range MaxWeapons {
		most := 0
		if w < len(ds.Weapons) {
			most = ds.Weapons[w].Stats().Ammo
		}
		if u.Ammo[w] < 0 || u.Ammo[w] > most {
			return fmt.Errorf("slot %d has %d shots (at most %d)", w+1, u.Ammo[w], most)
		}
		if u.Ammo[w] > 0 && u.Lost(ds.Mounts[w]) {
			return fmt.Errorf("slot %d keeps ammunition in a destroyed location", w+1)
		}
	}
	return nil
}

// Clone returns an independent copy of d, history included (so the copy can
// Undo too). The map is shared: it is never written.
func (d *Duel) Clone() *Duel {
	c := *d
	c.mechs = slices.Clone(d.mechs)
	c.clubs = slices.Clone(d.clubs)
	c.occ = d.occ.Clone()
	c.history = slices.Clone(d.history)
	c.undo = slices.Clone(d.undo)
	c.saved = slices.Clone(d.saved)
	c.clubLog = slices.Clone(d.clubLog)
	c.search = hex.Searcher[Node]{}
	return &c // start and fire are never written: shared
}

// Initial returns a new duel at this duel's starting position.
func (d *Duel) Initial() *Duel {
	c, err := NewFrom(d.m, d.start)
	if err != nil {
		panic("mech: the starting position was valid: " + err.Error())
	}
	return c
}

// Map returns the battlefield. Do not change it.
func (d *Duel) Map() *hex.Map { return d.m }

// Mechs returns the mechs; the index is the mech ID. The slice is d's own:
// read it, do not change it, and do not keep it across Apply or Undo.
func (d *Duel) Mechs() []Mech { return d.mechs }

// Mech returns a copy of mech id.
func (d *Duel) Mech(id int) Mech { return d.mechs[id] }

// MechAt returns the ID of the live mech standing on h, or −1.
func (d *Duel) MechAt(h hex.Hex) int { return d.occ.At(h) }

// Clubs returns the number of clubs lying on h.
func (d *Duel) Clubs(h hex.Hex) int {
	if i := d.m.Index(h); i >= 0 {
		return int(d.clubs[i])
	}
	return 0
}

// Burning reports whether h is on fire.
func (d *Duel) Burning(h hex.Hex) bool {
	if i := d.m.Index(h); i >= 0 {
		return d.fire[i]
	}
	return false
}

// Turn returns the current turn, 1..MaxTurns.
func (d *Duel) Turn() int { return d.turn }

// Phase returns the current phase.
func (d *Duel) Phase() Phase { return d.phase }

// InitiativeWinner returns the side that won this turn's initiative (it acts
// second in every phase), or NoSide before it is rolled.
func (d *Duel) InitiativeWinner() Side { return d.winner }

// Outcome reports whether the duel is over and how.
func (d *Duel) Outcome() Outcome { return d.outcome }

// Ply returns the number of actions played since the start.
func (d *Duel) Ply() int { return len(d.history) }

// LastAction returns the latest action played, and false at the start.
func (d *Duel) LastAction() (Action, bool) {
	if len(d.history) == 0 {
		return Action{}, false
	}
	return d.history[len(d.history)-1], true
}

// History returns the actions played since the start, oldest first (a copy).
func (d *Duel) History() []Action { return slices.Clone(d.history) }

// Alive returns the number of live mechs of side s.
func (d *Duel) Alive(s Side) int {
	n := 0
	for i := range d.mechs {
		if d.mechs[i].Side == s && d.mechs[i].Alive() {
			n++
		}
	}
	return n
}

// Points returns the armour plus structure left on side s's live mechs.
func (d *Duel) Points(s Side) int {
	n := 0
	for i := range d.mechs {
		if d.mechs[i].Side == s {
			n += d.mechs[i].Points()
		}
	}
	return n
}

// ToAct returns the side to act now, and false during the initiative or
// while the rules wait for the dice (the dice act: see LegalActions), or
// when the duel is over.
func (d *Duel) ToAct() (Side, bool) {
	if d.outcome.Over() || d.phase == InitiativePhase {
		return NoSide, false
	}
	if _, c := d.nextChance(); c != NoChance {
		return NoSide, false
	}
	s := d.sideToAct()
	return s, s != NoSide
}

// CanAct reports whether mech id may take the next action. In the movement
// phase any mech of the side to act that has not moved may; in the other
// phases the mechs of a side act in ID order, so only Active may.
func (d *Duel) CanAct(id int) bool {
	if id < 0 || id >= len(d.mechs) {
		return false
	}
	s, ok := d.ToAct()
	if !ok || d.mechs[id].Side != s || d.mechs[id].Done {
		return false
	}
	return d.phase == MovementPhase || id == d.firstToAct(s)
}

// Active returns the mech to act now (in the movement phase, the first of
// those that may: see CanAct), or −1 during the initiative, while the dice
// roll, or when the duel is over.
func (d *Duel) Active() int {
	s, ok := d.ToAct()
	if !ok {
		return -1
	}
	return d.firstToAct(s)
}

func (d *Duel) firstToAct(s Side) int {
	for id := range d.mechs {
		if u := &d.mechs[id]; u.Side == s && !u.Done {
			return id
		}
	}
	return -1
}

// loser returns the side that lost this turn's initiative.
func (d *Duel) loser() Side { return d.winner.Other() }

// sideToAct returns the side whose mech acts next in this phase: the sides
// alternate, the initiative loser first; when one side has no mech left to
// act, the other acts until it has none either (then NoSide).
func (d *Duel) sideToAct() Side {
	first := d.loser()
	if d.last != NoSide {
		first = d.last.Other()
	}
	if d.firstToAct(first) >= 0 {
		return first
	}
	if d.firstToAct(first.Other()) >= 0 {
		return first.Other()
	}
	return NoSide
}

// beginPhase enters phase p (not the initiative) and marks Done the mechs
// that have nothing to do in it.
func (d *Duel) beginPhase(p Phase) {
	d.phase, d.last = p, NoSide
	for id := range d.mechs {
		u := &d.mechs[id]
		switch {
		case !u.Alive():
			u.Done = true
		case p == EndPhase:
			u.Done = false
		case u.Shutdown:
			u.Done = true
		case p == ReactionPhase:
			u.Done = u.Prone // a mech lying down cannot twist
		case p == WeaponPhase:
			u.Done = !d.hasWeaponOption(id)
		case p == PhysicalPhase:
			u.Done = !d.hasStrikeOption(id)
		default:
			u.Done = false
		}
	}
}

// advance moves the duel on until someone (or the dice) is to act or the
// duel is over: it stops while the rules wait for a roll (Awaiting), and
// closes the phases in which nobody is left to act. Closing an attack phase
// applies its damage (then the rolls it causes); closing the end phase
// resolves the heat (then its rolls) before the next turn starts.
func (d *Duel) advance() {
	for !d.outcome.Over() && d.phase != InitiativePhase {
		if _, c := d.nextChance(); c != NoChance {
			return
		}
		if !d.closing && d.sideToAct() != NoSide {
			return
		}
		switch d.phase {
		case MovementPhase:
			d.beginPhase(ReactionPhase)
		case ReactionPhase:
			d.beginPhase(WeaponPhase)
		case WeaponPhase, PhysicalPhase:
			if !d.closing {
				d.closing = true
				d.applyPending()
				continue
			}
			d.closing = false
			if d.outcome = d.sideOutcome(); !d.outcome.Over() {
				d.beginPhase(d.phase + 1)
			}
		case EndPhase:
			if !d.closing {
				d.closing = true
				d.heatPhase()
				continue
			}
			d.closing = false
			d.endTurn()
		}
	}
}

// Heat thresholds of the end of turn.
const (
	HeatDamage1  = 15 // above: 1 point of internal damage
	HeatDamage2  = 26 // above: 2 points
	HeatShutdown = 30 // at or above: shut down for the next turn
)

// HeatDamage returns the internal damage a mech takes ending the turn with
// the given heat (after dissipation).
func HeatDamage(heat int) int {
	switch {
	case heat > HeatDamage2:
		return 2
	case heat > HeatDamage1:
		return 1
	}
	return 0
}

// endTurn ends the turn once its heat is resolved: the win rules; otherwise
// the next turn starts.
func (d *Duel) endTurn() {
	if d.outcome = d.sideOutcome(); d.outcome.Over() {
		return
	}
	if d.turn >= MaxTurns {
		blue, red := d.Points(Blue), d.Points(Red)
		switch {
		case blue > red:
			d.outcome = Outcome{Winner: Blue, Reason: outcome.TurnLimit}
		case red > blue:
			d.outcome = Outcome{Winner: Red, Reason: outcome.TurnLimit}
		default:
			d.outcome = Outcome{Draw: true, Reason: outcome.TurnLimit}
		}
		return
	}
	d.turn++
	d.phase, d.winner, d.last = InitiativePhase, NoSide, NoSide
	for id := range d.mechs {
		u := &d.mechs[id]
		u.Twist, u.Mode, u.Moved, u.Fired, u.Done = 0, Stand, 0, 0, false
	}
}

// sideOutcome reports a side with no mechs left.
func (d *Duel) sideOutcome() Outcome {
	return outcome.LastStanding(d.Alive(Blue), d.Alive(Red))
}

// setClubs sets the clubs lying on the hex at index i, logging the change
// for Undo and keeping the hash.
func (d *Duel) setClubs(i int, n uint8) {
	old := d.clubs[i]
	if old == n {
		return
	}
	d.clubLog = append(d.clubLog, clubChange{int32(i), old})
	d.clubHash ^= clubKey(i, old) ^ clubKey(i, n)
	d.clubs[i] = n
}

func clubKey(i int, n uint8) uint64 {
	if n == 0 {
		return 0
	}
	return zobrist.Mix(uint64(i)<<8 | uint64(n) | 0xc1<<40)
}

// InitiativeRolls returns this turn's initiative rolls (Blue's, Red's), or
// 0, 0 before they are rolled.
func (d *Duel) InitiativeRolls() (blue, red int) {
	if d.winner == NoSide {
		return 0, 0
	}
	for i := len(d.history) - 1; i >= 0; i-- {
		if a := d.history[i]; a.Kind == Initiative {
			return int(a.Rolls[0]), int(a.Rolls[1])
		}
	}
	return 0, 0
}
