package units_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"stratagem/board/hex"
	"stratagem/units"
	"stratagem/units/internal/gametest"
	"stratagem/units/outcome"
)

// nb names the neighbour of the hex named s in direction d.
func nb(tb testing.TB, s string, d hex.Direction) string {
	tb.Helper()
	return at(tb, s).Neighbour(d).String()
}

func TestStrikeAndRetaliation(t *testing.T) {
	m := plainMap(t, hex.Grass)
	b := battle(t, m,
		unit(t, units.Swordsman, units.Blue, "c3"),
		unit(t, units.Pikeman, units.Red, nb(t, "c3", hex.East)))
	if b.Active() != 0 {
		t.Fatalf("swordsman (initiative 4) should act before the pikeman (3), active %d", b.Active())
	}
	a, err := b.ParseAction("Bswordsman c3 xRpikeman")
	if err != nil {
		t.Fatal(err)
	}
	want := units.Prediction{Damage: 14400, Kills: 1, RetaliationDamage: 12000, RetaliationKills: 1}
	if p := b.Predict(a); p != want {
		t.Errorf("Predict = %+v, want %+v", p, want)
	}
	gametest.Play(t, b, "Bswordsman c3 xRpikeman")
	sw, pk := b.Unit(0), b.Unit(1)
	if pk.Fighters != 15 || pk.Remainder != 3600 || !pk.Retaliated {
		t.Errorf("pikemen after the strike: %+v, want 15 fighters, remainder 36.00, retaliated", pk)
	}
	if sw.Fighters != 15 || sw.Remainder != 2200 || sw.Retaliated || !sw.Acted {
		t.Errorf("swordsmen after the retaliation: %+v, want 15 fighters, remainder 22.00", sw)
	}
	if b.Active() != 1 {
		t.Errorf("active %d, want the pikeman", b.Active())
	}
}

func TestRetaliationOncePerRound(t *testing.T) {
	m := plainMap(t, hex.Grass)
	target := nb(t, "c3", hex.East)
	b := battle(t, m,
		unit(t, units.Swordsman, units.Blue, "c3"),
		unit(t, units.Pikeman, units.Red, target),
		unit(t, units.Knight, units.Blue, nb(t, target, hex.SouthEast)))
	gametest.Play(t, b, "Bswordsman c3 xRpikeman", "Rpikeman defends")
	// The knight's attack meets no retaliation, and the pikemen defend at
	// 16 + 1 (defending) − 1 (retaliated): 16·12·(1 + 0.05·(10 − 16)) = 134.4;
	// with the remainder 36: 170.4 → 1 of 108, 62.4 left.
	knight := b.FormatAction(units.Action{Kind: units.Move, To: b.Unit(2).Pos, Target: 1})
	if p := b.Predict(units.Action{Kind: units.Move, To: b.Unit(2).Pos, Target: 1}); p.RetaliationDamage != 0 || p.Kills != 1 {
		t.Errorf("Predict second attack = %+v, want no retaliation", p)
	}
	gametest.Play(t, b, knight)
	if k := b.Unit(2); k.Fighters != 16 || k.Remainder != 0 {
		t.Errorf("knight hit back by a unit that already retaliated: %+v", k)
	}
	if pk := b.Unit(1); pk.Fighters != 14 || pk.Remainder != 6240 {
		t.Errorf("pikemen after the knight: %+v, want 14 fighters, remainder 62.40", pk)
	}
	if b.Round() != 2 || b.Unit(1).Retaliated {
		t.Fatalf("round %d, retaliated %v: the flag should end with the round", b.Round(), b.Unit(1).Retaliated)
	}
	if !b.Unit(1).Defending {
		t.Error("the pikemen's defence bonus ended without their moving")
	}
	// Round 2: a new round, a new retaliation. 15 swordsmen against 17 (still
	// defending): 15·10·0.85 = 127.5 + 62.4 = 189.9 → 1 of 108, 81.9 left; the
	// 13 pikemen strike back 13·8·1 = 104 + 22 = 126 → 1 of 98, 28 left.
	gametest.Play(t, b, "Bswordsman c3 xRpikeman")
	if pk := b.Unit(1); !pk.Retaliated || pk.Fighters != 13 || pk.Remainder != 8190 {
		t.Errorf("pikemen in round 2 %+v", pk)
	}
	if sw := b.Unit(0); sw.Fighters != 14 || sw.Remainder != 2800 {
		t.Errorf("no retaliation in round 2: swordsmen %+v", sw)
	}
}

func TestAttackerDestroyedByRetaliation(t *testing.T) {
	m := plainMap(t, hex.Grass)
	b := battle(t, m,
		unit(t, units.Knight, units.Blue, "c3", 1),
		unit(t, units.Pikeman, units.Red, nb(t, "c3", hex.East)))
	// The pikemen act first (initiative 3): let them wait.
	gametest.Play(t, b, "Rpikeman waits")
	// 1 knight: 1·12·0.7 = 8.4, no kill; 16 pikemen strike back 16·8·1.3 = 166.4.
	gametest.Play(t, b, "Bknight c3 xRpikeman")
	if o := b.Outcome(); !o.Over() || o.Winner != units.Red || o.Reason != outcome.Destroyed {
		t.Fatalf("outcome %v", o)
	}
	if b.Active() != -1 || len(b.LegalActions(nil)) != 0 || b.UnitAt(at(t, "c3")) != -1 {
		t.Errorf("finished battle: active %d, legal %v", b.Active(), b.LegalActions(nil))
	}
	if err := b.Play(units.Action{Kind: units.Defend}); !errors.Is(err, units.ErrOver) {
		t.Errorf("Play after the end: %v", err)
	}
	b.Undo()
	if b.Outcome().Over() || b.Active() != 0 || b.Unit(0).Fighters != 1 {
		t.Errorf("undo: %v, active %d, %+v", b.Outcome(), b.Active(), b.Unit(0))
	}
}

func TestSideWithNoUnitsLoses(t *testing.T) {
	m := plainMap(t, hex.Grass)
	b := battle(t, m,
		unit(t, units.Swordsman, units.Blue, "c3"),
		unit(t, units.Archer, units.Red, nb(t, "c3", hex.West), 1))
	gametest.Play(t, b, "Bswordsman c3 xRarcher")
	if o := b.Outcome(); o.Winner != units.Blue || o.Draw || o.Reason != outcome.Destroyed {
		t.Errorf("outcome %v", o)
	}
	if u := b.Unit(1); u.Alive() || u.Fighters != 0 || u.Remainder != 0 {
		t.Errorf("destroyed archer %+v", u)
	}
}

func TestDefend(t *testing.T) {
	m := plainMap(t, hex.Grass)
	b := battle(t, m,
		unit(t, units.Pikeman, units.Blue, "c3"),
		unit(t, units.Archer, units.Red, "m10"))
	gametest.Play(t, b, "Bpikeman defends", "Rarcher defends")
	if !b.Unit(0).Defending || units.DefenceSkill(b.Unit(0), hex.Grass) != 17 {
		t.Fatalf("defending pikeman %+v", b.Unit(0))
	}
	gametest.Play(t, b, "Bpikeman defends") // round 2: no stacking
	if d := units.DefenceSkill(b.Unit(0), hex.Grass); d != 17 {
		t.Errorf("defending twice gives defence %d, want 17", d)
	}
	gametest.Play(t, b, "Rarcher waits")
	gametest.Play(t, b, "Rarcher defends") // round 3
	gametest.Play(t, b, "Bpikeman waits")
	if !b.Unit(0).Defending {
		t.Error("waiting ended the defence bonus")
	}
	gametest.Play(t, b, "Rarcher defends", "Bpikeman c3-d3")
	if b.Unit(0).Defending {
		t.Error("moving kept the defence bonus")
	}
	// Attacking without moving ends it too: the bonus is for a unit that neither moves nor attacks.
	b = battle(t, m,
		unit(t, units.Pikeman, units.Blue, "c3"),
		unit(t, units.Archer, units.Red, nb(t, "c3", hex.East)))
	gametest.Play(t, b, "Bpikeman defends", "Rarcher defends", "Bpikeman c3 xRarcher")
	if b.Unit(0).Defending {
		t.Error("attacking in place kept the defence bonus")
	}
}

func TestTerrainModifiersInBattle(t *testing.T) {
	m := plainMap(t, hex.Grass)
	m.SetTerrain(at(t, "c3"), hex.Road)
	m.SetTerrain(at(t, "d3"), hex.Shallow)
	b := battle(t, m,
		unit(t, units.Knight, units.Blue, "c3"),
		unit(t, units.Archer, units.Red, "d3"))
	// Knight on road: 11; archer in shallow water: 3. 16·12·(1 + 0.05·8) = 268.8 → 2 of 90, 88.8.
	a, err := b.ParseAction("Bknight c3 xRarcher")
	if err != nil {
		t.Fatal(err)
	}
	if p := b.Predict(a); p.Damage != 26880 || p.Kills != 2 || p.RetaliationDamage != 0 {
		t.Errorf("Predict = %+v, want 268.80 damage, 2 kills, no retaliation (archers never retaliate)", p)
	}
	gametest.Play(t, b, "Bknight c3 xRarcher")
	if u := b.Unit(1); u.Fighters != 14 || u.Remainder != 8880 || u.Retaliated {
		t.Errorf("archers %+v", u)
	}
	// The terrain counted is where the attacker stops, not where it started.
	b = battle(t, m,
		unit(t, units.Knight, units.Blue, "a1"),
		unit(t, units.Archer, units.Red, "d3"))
	mv, err := b.ParseAction("Bknight a1-c3 xRarcher")
	if err != nil {
		t.Fatal(err)
	}
	if p := b.Predict(mv); p.Damage != 26880 {
		t.Errorf("moving onto the road: %+v", p)
	}
}

func TestInitiativeOrder(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	// IDs: Blue 0 flyer, 1 swordsman, 2 knight, 3 pikeman, 4 archer; Red 5–9 the same.
	round1 := []int{0, 5, 1, 6, 3, 8, 2, 7, 4, 9}
	round2 := []int{5, 0, 6, 1, 8, 3, 7, 2, 9, 4}
	for r, want := range [][]int{round1, round2} {
		if got := append([]int{b.Active()}, b.Queue()...); !slices.Equal(got, want) {
			t.Errorf("round %d order %v, want %v", r+1, got, want)
		}
		var acted []int
		for b.Round() == r+1 {
			acted = append(acted, b.Active())
			gametest.Play(t, b, b.FormatAction(units.Action{Kind: units.Defend}))
		}
		if !slices.Equal(acted, want) {
			t.Errorf("round %d acted %v, want %v", r+1, acted, want)
		}
	}
}

// order plays a round in which the units named in waiters wait when they are
// first active; everybody defends otherwise. It returns the IDs in the order
// they made their final actions.
func order(t *testing.T, b *units.Battle, waiters ...int) []int {
	t.Helper()
	var acted []int
	r := b.Round()
	for b.Round() == r {
		id := b.Active()
		if slices.Contains(waiters, id) && !b.Unit(id).Waited {
			gametest.Play(t, b, b.UnitName(id)+" waits")
			if q := append([]int{b.Active()}, b.Queue()...); !slices.Contains(q, id) {
				t.Errorf("queue after %s waits: %v", b.UnitName(id), q)
			}
			continue
		}
		acted = append(acted, id)
		gametest.Play(t, b, b.UnitName(id)+" defends")
	}
	return acted
}

func TestWaitOrdering(t *testing.T) {
	m := hex.BattleMap()
	all := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	tests := []struct {
		name    string
		round   int // the round to test (earlier rounds: everybody defends)
		waiters []int
		want    []int
	}{
		{"nobody waits", 1, nil, []int{0, 5, 1, 6, 3, 8, 2, 7, 4, 9}},
		{"blue flyer waits: acts last", 1, []int{0}, []int{5, 1, 6, 3, 8, 2, 7, 4, 9, 0}},
		{"both flyers wait: red first in odd rounds", 1, []int{0, 5}, []int{1, 6, 3, 8, 2, 7, 4, 9, 5, 0}},
		{"both flyers wait: blue first in even rounds", 2, []int{0, 5}, []int{6, 1, 8, 3, 7, 2, 9, 4, 0, 5}},
		{"lowest initiative waiter first", 1, []int{0, 1, 3}, []int{5, 6, 8, 2, 7, 4, 9, 3, 1, 0}},
		{"everybody waits: the order reverses", 1, all, []int{9, 4, 7, 2, 8, 3, 6, 1, 5, 0}},
		{"everybody waits in round 2", 2, all, []int{4, 9, 2, 7, 3, 8, 1, 6, 0, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := units.NewBattle(m)
			for b.Round() < tc.round {
				defendAll(t, b)
			}
			if got := order(t, b, tc.waiters...); !slices.Equal(got, tc.want) {
				t.Errorf("order %v, want %v", got, tc.want)
			}
		})
	}
	// After everybody has waited, the queue shows the reversed order and
	// nobody may wait twice.
	b := units.NewBattle(m)
	for range 10 {
		gametest.Play(t, b, b.UnitName(b.Active())+" waits")
	}
	if got := append([]int{b.Active()}, b.Queue()...); !slices.Equal(got, []int{9, 4, 7, 2, 8, 3, 6, 1, 5, 0}) {
		t.Errorf("queue after everybody waited %v", got)
	}
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Wait {
			t.Errorf("%s may wait twice in a round", b.UnitName(b.Active()))
		}
	}
}

func TestArcherRules(t *testing.T) {
	m := plainMap(t, hex.Grass)
	b := battle(t, m,
		unit(t, units.Archer, units.Blue, "c3"),
		unit(t, units.Knight, units.Red, "l3"),
		unit(t, units.Pikeman, units.Red, "c10"),
		unit(t, units.Swordsman, units.Red, nb(t, "c3", hex.West), 1))
	gametest.Play(t, b, "Rswordsman waits", "Rpikeman defends", "Rknight defends")
	var shots []string
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Move && a.Target >= 0 {
			t.Errorf("archer has a melee attack: %s", b.FormatAction(a))
		}
		if a.Kind == units.Shoot {
			shots = append(shots, b.FormatAction(a))
		}
	}
	// Any distance, adjacent enemies included.
	if want := []string{"Barcher shoots Rknight", "Barcher shoots Rpikeman", "Barcher shoots Rswordsman"}; !slices.Equal(shots, want) {
		t.Errorf("shots %v, want %v", shots, want)
	}
	// The knight defends (4 + 1): 16·12·(1 + 0.05·3) = 220.8 → 1 of 128, 92.8 left; no retaliation.
	gametest.Play(t, b, "Barcher xRknight")
	if k := b.Unit(1); k.Fighters != 15 || k.Remainder != 9280 || k.Retaliated {
		t.Errorf("knight after the shot %+v", k)
	}
	if a := b.Unit(0); a.Fighters != 16 || a.Remainder != 0 {
		t.Errorf("archer hit back: %+v", a)
	}
	// The swordsman (1 fighter) attacks the archer in melee: no retaliation.
	gametest.Play(t, b, "Rswordsman "+nb(t, "c3", hex.West)+" xBarcher")
	if a, s := b.Unit(0), b.Unit(3); a.Retaliated || s.Fighters != 1 {
		t.Errorf("archers retaliated: archer %+v, swordsman %+v", a, s)
	}

	// Rock blocks the line of sight; the ends are never checked.
	m.SetTerrain(at(t, "g3"), hex.Rock)
	b = battle(t, m,
		unit(t, units.Archer, units.Blue, "c3"),
		unit(t, units.Knight, units.Red, "l3"))
	gametest.Play(t, b, "Rknight defends")
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Shoot {
			t.Errorf("archer shoots through rock: %s", b.FormatAction(a))
		}
	}
	if _, err := b.ParseAction("Barcher shoots Rknight"); err == nil {
		t.Error("ParseAction accepted a shot through rock")
	}
}

func TestFlyerRules(t *testing.T) {
	// On road every walker's step costs ½, a flyer's always 1.
	m := plainMap(t, hex.Road)
	b := battle(t, m, unit(t, units.Flyer, units.Blue, "h6"), unit(t, units.Knight, units.Red, "a1"))
	r := b.Reachable(0)
	for _, h := range m.Hexes() {
		_, ok := r.Cost(h)
		if want := hex.Distance(h, at(t, "h6")) <= 8; ok != want {
			t.Errorf("flyer reaches %v: %v, want %v (terrain-blind, speed 8)", h, ok, want)
		}
	}
	if r := b.Reachable(1); !r.CanStop(at(t, "a11")) {
		t.Error("a knight on road should reach 10 hexes")
	}
	// Shallow water costs a flyer no more.
	m = plainMap(t, hex.Shallow)
	b = battle(t, m, unit(t, units.Flyer, units.Blue, "h6"), unit(t, units.Knight, units.Red, "a1"))
	if !b.Reachable(0).CanStop(at(t, "h12")) || b.Reachable(1).CanStop(at(t, "a4")) {
		t.Error("shallow water: flyer should reach 6 hexes, knight at most 2")
	}

	// A wall of deep water and rock, with units in the way: the flyer passes
	// over them but cannot stop on them.
	m = plainMap(t, hex.Grass)
	for row := range 12 {
		terr := hex.Deep
		if row%3 == 0 {
			terr = hex.Rock
		}
		m.SetTerrain(hex.Offset{Col: 5, Row: row}.Hex(), terr)
	}
	b = battle(t, m,
		unit(t, units.Flyer, units.Blue, "d6"),
		unit(t, units.Swordsman, units.Blue, "e6"),
		unit(t, units.Knight, units.Red, "g6"),
		unit(t, units.Pikeman, units.Blue, "c6"))
	if b.Active() != 0 {
		t.Fatal("flyer should act first")
	}
	dests := map[string]bool{}
	for _, a := range b.LegalActions(nil) {
		if a.Kind == units.Move && a.To != at(t, "d6") {
			dests[a.To.String()] = true
		}
	}
	for _, h := range []string{"f6", "f1", "e6", "g6", "c6"} {
		if dests[h] {
			t.Errorf("flyer may stop on %s (rock, deep water or a unit)", h)
		}
	}
	for _, h := range []string{"h6", "l6", "h7"} {
		if !dests[h] {
			t.Errorf("flyer cannot fly over the river and units to %s", h)
		}
	}
	if p := b.Path(0, at(t, "h6")); len(p) != 5 {
		t.Errorf("flyer path d6–h6 %v, want 4 steps straight over", p)
	}
	gametest.Play(t, b, "Bflyer d6-h6 xRknight")
}

func TestWalkersCannotPassThroughUnits(t *testing.T) {
	m := plainMap(t, hex.Grass)
	us := []units.Unit{unit(t, units.Knight, units.Blue, "f6"), unit(t, units.Archer, units.Red, "o12")}
	for _, n := range at(t, "f6").Neighbours() {
		us = append(us, units.Unit{Kind: units.Pikeman, Side: units.Blue, Pos: n, Fighters: 1})
	}
	b := battle(t, m, us...)
	for b.Active() != 0 {
		gametest.Play(t, b, b.UnitName(b.Active())+" defends")
	}
	legal := b.LegalActions(nil)
	if len(legal) != 2 || legal[0].Kind != units.Defend || legal[1].Kind != units.Wait {
		t.Errorf("boxed-in knight has %d actions: %v", len(legal), legal)
	}
	if d := b.Reachable(0).Destinations(nil); len(d) != 0 {
		t.Errorf("boxed-in knight reaches %v", d)
	}
	// The same box does not hold a flyer.
	us[0].Kind = units.Flyer
	b = battle(t, m, us...)
	if d := b.Reachable(0).Destinations(nil); len(d) < 100 {
		t.Errorf("a boxed-in flyer reaches only %d hexes", len(d))
	}
}

// TestNoAttackInRoundOne: on every Hex Battle map, every unit defends
// through round 1 and no legal action is an attack at any point.
func TestNoAttackInRoundOne(t *testing.T) {
	for _, name := range hex.BattleMapNames() {
		t.Run(name, func(t *testing.T) {
			m, err := hex.LoadBattleMap(name)
			if err != nil {
				t.Fatal(err)
			}
			noAttackInRoundOne(t, m)
		})
	}
}

// TestNoAttackInRoundOneOnRandomMaps: the same on the random maps of
// 1,000 seeds.
func TestNoAttackInRoundOneOnRandomMaps(t *testing.T) {
	for seed := range uint64(1000) {
		if noAttackInRoundOne(t, hex.RandomBattleMap(seed)); t.Failed() {
			t.Fatalf("seed %d:\n%s", seed, hex.RandomBattleMap(seed))
		}
	}
}

// noAttackInRoundOne lets every unit of the standard armies on m defend
// through round 1 and checks that none of them could attack instead.
func noAttackInRoundOne(t *testing.T, m *hex.Map) {
	t.Helper()
	b := units.NewBattle(m)
	var legal []units.Action
	turns := 0
	for b.Round() == 1 {
		legal = b.LegalActions(legal[:0])
		for _, a := range legal {
			if a.Attacks() {
				t.Errorf("%s: %s is possible from the start", m.Name, b.FormatAction(a))
			}
		}
		gametest.Play(t, b, b.UnitName(b.Active())+" defends")
		turns++
	}
	if turns != 2*len(units.ArmyOrder) {
		t.Errorf("%s: round 1 had %d turns", m.Name, turns)
	}
}

// TestBattleArmyMatchesTheUnits: the army that package hex checks maps
// with is the standard army: the same kinds in the same order, with their
// speeds, the flyer flying and the archer shooting.
func TestBattleArmyMatchesTheUnits(t *testing.T) {
	if len(hex.BattleArmy) != len(units.ArmyOrder) {
		t.Fatalf("hex.BattleArmy has %d units, the army %d", len(hex.BattleArmy), len(units.ArmyOrder))
	}
	for i, k := range units.ArmyOrder {
		want := hex.StartUnit{Name: k.String(), Speed: k.Stats().Speed, Fly: k == units.Flyer, Shoots: k == units.Archer}
		if got := hex.BattleArmy[i]; got != want {
			t.Errorf("start %d: hex.BattleArmy has %+v, the army %+v", i, got, want)
		}
	}
}

func TestStandardArmies(t *testing.T) {
	m := hex.BattleMap()
	b := units.NewBattle(m)
	if len(b.Units()) != 10 {
		t.Fatalf("%d units", len(b.Units()))
	}
	for id, u := range b.Units() {
		side, i := units.Side(id/5), id%5
		if u.Side != side || u.Kind != units.ArmyOrder[i] || u.Pos != m.Starts[side][i] || u.Fighters != 16 || u.Remainder != 0 {
			t.Errorf("unit %d: %+v", id, u)
		}
	}
	if got := b.UnitName(7); got != "Rknight" {
		t.Errorf("UnitName(7) = %q", got)
	}
	if b.Round() != 1 || b.Active() != 0 || b.Outcome().Over() || b.Ply() != 0 {
		t.Errorf("start: round %d, active %d, %v", b.Round(), b.Active(), b.Outcome())
	}
}

func TestQuietRoundsDraw(t *testing.T) {
	b := units.NewBattle(hex.BattleMap())
	for r := 1; r <= units.QuietRounds; r++ {
		if b.Outcome().Over() {
			t.Fatalf("over before round %d: %v", r, b.Outcome())
		}
		defendAll(t, b)
	}
	if o := b.Outcome(); !o.Draw || o.Reason != outcome.QuietRounds || b.Round() != units.QuietRounds {
		t.Errorf("after %d quiet rounds: %v (round %d)", units.QuietRounds, o, b.Round())
	}

	// Damage without a fighter lost does not count as a loss; a kill resets the count.
	m := plainMap(t, hex.Grass)
	b = battle(t, m,
		unit(t, units.Archer, units.Blue, "c3", 1),
		unit(t, units.Knight, units.Red, "j3"),
		unit(t, units.Swordsman, units.Blue, "h8"),
		unit(t, units.Pikeman, units.Red, nb(t, "h8", hex.East)))
	gametest.Play(t, b, "Bswordsman defends", "Rpikeman defends", "Rknight defends", "Barcher shoots Rknight") // 1·12·1.15 = 13.8
	if b.Round() != 2 || b.QuietRoundsSoFar() != 1 || b.Unit(1).Remainder != 1380 {
		t.Errorf("round %d, quiet %d, knight %+v", b.Round(), b.QuietRoundsSoFar(), b.Unit(1))
	}
	gametest.Play(t, b, "Bswordsman h8 xRpikeman")
	defendAll(t, b)
	if b.QuietRoundsSoFar() != 0 {
		t.Errorf("quiet %d after a round with kills", b.QuietRoundsSoFar())
	}
}

func TestNewBattleFromRejects(t *testing.T) {
	m := plainMap(t, hex.Grass)
	m.SetTerrain(at(t, "e5"), hex.Rock)
	bad := [][]units.Unit{
		{unit(t, units.Knight, units.Blue, "c3"), unit(t, units.Knight, units.Red, "c3")},
		{unit(t, units.Knight, units.Blue, "e5")},
		{{Kind: units.Knight, Side: units.Blue, Pos: hex.Offset{Col: 20, Row: 3}.Hex(), Fighters: 1}},
		{{Kind: 9, Side: units.Blue, Pos: at(t, "a1"), Fighters: 1}},
		{{Kind: units.Knight, Side: units.Blue, Pos: at(t, "a1"), Fighters: 1, Remainder: 12800}},
		{{Kind: units.Knight, Side: units.Blue, Pos: at(t, "a1"), Fighters: -1}},
	}
	for _, us := range bad {
		if _, err := units.NewBattleFrom(m, us); err == nil {
			t.Errorf("NewBattleFrom(%+v) succeeded", us)
		}
	}
}

// TestPredictBlowIsPredict: PredictBlow, given the units and terrains of
// an attack, says what Battle.Predict says of it, for every attack met in
// random battles on the standard field (shots, melee, retaliation spent or
// not, stacks destroyed).
func TestPredictBlowIsPredict(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	m := hex.BattleMap()
	checked := 0
	for range 20 {
		b := units.NewBattle(m)
		for !b.Outcome().Over() && b.Ply() < 400 {
			acts := b.LegalActions(nil)
			for _, a := range acts {
				if !a.Attacks() {
					continue
				}
				att, def := b.Unit(b.Active()), b.Unit(int(a.Target))
				att.Pos, att.Defending = a.To, false
				got := units.PredictBlow(att, def, m.Terrain(att.Pos), m.Terrain(def.Pos), a.Kind == units.Move)
				if want := b.Predict(a); got != want {
					t.Fatalf("%s: PredictBlow %+v, Predict %+v", b.FormatAction(a), got, want)
				}
				checked++
			}
			b.Apply(acts[rng.IntN(len(acts))])
		}
	}
	if checked < 1000 {
		t.Errorf("only %d attacks checked", checked)
	}
	t.Logf("%d attacks checked", checked)
}
