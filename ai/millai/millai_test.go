package millai

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/mill"
	"stratagem/board/soak"
)

func mustPos(t testing.TB, s string) *mill.Position {
	t.Helper()
	p, err := mill.ParsePosition(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return p
}

// mustPlayer returns the player called name, which every call gives lim.
func mustPlayer(t testing.TB, name string, seed uint64, lim ai.Limits) player {
	t.Helper()
	return ai.WithLimits(aitest.New(t, Roster, name, seed), lim)
}

// mustAlphaBeta returns the alpha-beta level called name.
func mustAlphaBeta(t testing.TB, name string, seed uint64) *AlphaBeta {
	t.Helper()
	return aitest.New(t, Roster, name, seed).(*AlphaBeta)
}

// choose asks p for a move and checks it is legal and pos unchanged.
func choose(t testing.TB, p player, pos *mill.Position) mill.Move {
	t.Helper()
	before, hash, ply := pos.String(), pos.Hash(), pos.Ply()
	m, _, err := p.Choose(context.Background(), pos, ai.Limits{})
	if err != nil {
		t.Fatalf("%s on %s: %v", p.Name(), pos, err)
	}
	if pos.String() != before || pos.Hash() != hash || pos.Ply() != ply {
		t.Fatalf("%s changed the position: %s -> %s", p.Name(), before, pos)
	}
	if !pos.IsLegal(m) {
		t.Fatalf("%s chose illegal %v in %s", p.Name(), m, pos)
	}
	return m
}

// losesAtOnce reports whether after m the opponent has a move that ends
// the game in its favour.
func losesAtOnce(pos *mill.Position, m mill.Move) bool {
	p := pos.Clone()
	me := p.SideToMove()
	p.Apply(m)
	if o := p.Outcome(); o.Over() {
		return o.Winner != me
	}
	for _, r := range p.LegalMoves(nil) {
		p.Apply(r)
		o := p.Outcome()
		p.Undo()
		if o.Over() && o.Winner == me.Other() {
			return true
		}
	}
	return false
}

func TestLevelsAndNames(t *testing.T) {
	aitest.CheckLadder(t, Roster, []string{"beginner", "easy", "normal", "hard", "master", "grandmaster"}, "normal", "grandmaster")
	names := Roster.Names()
	if !slices.Equal(names, []string{"beginner", "easy", "normal", "hard", "master", "grandmaster", "seed", "timed", "random"}) {
		t.Errorf("names %v", names)
	}
	for _, n := range names {
		p, err := Roster.New(n, 1)
		if err != nil || p.Name() != n {
			t.Errorf("New(%q): %v, %v", n, p, err)
		}
	}
	_, err := Roster.New("champion", 1)
	if err == nil || !strings.Contains(err.Error(), "beginner, easy, normal, hard, master, grandmaster, seed, timed, random") {
		t.Errorf("unknown name: %v", err)
	}
}

// TestRungsAreBoundedByWork checks that every searching rung has a depth
// or node bound of its own, so its strength does not depend on the
// machine's speed; its move time is only the rungs' safety net
// (ai.RungMoveTime), so that a slow machine never makes a player wait.
func TestRungsAreBoundedByWork(t *testing.T) {
	for _, l := range Roster.Levels {
		p, err := Roster.New(l.Name, 1)
		if err != nil {
			t.Fatal(err)
		}
		ab, ok := p.(*AlphaBeta)
		if !ok {
			continue // the priority players answer at once
		}
		set := ab.set
		if set.maxDepth == 0 && set.maxNodes == 0 {
			t.Errorf("%s is bounded by the clock alone", l.Name)
		}
		if set.moveTime != ai.RungMoveTime {
			t.Errorf("%s: a %v safety budget, want the rungs' %v", l.Name, set.moveTime, ai.RungMoveTime)
		}
	}
}

// TestBeginnerMissesMillsSometimes: the bottom rung makes the mistakes a
// first-time player can see (a random move instead of a mill in one), but
// most of the time it still plays like Easy.
func TestBeginnerMissesMillsSometimes(t *testing.T) {
	pos := mustPos(t, "blue: a1 d1; red: b2 b6; hand: 7 7; turn: blue")
	missed := 0
	const n = 100
	for seed := range uint64(n) {
		if m := choose(t, mustPlayer(t, "beginner", seed, ai.Limits{}), pos); m.To.String() != "g1" {
			missed++
		}
	}
	if missed == 0 || missed > n/2 {
		t.Errorf("beginner missed the mill on g1 with %d of %d seeds", missed, n)
	}
}

// fixedDepth bounds the searches of the tests that expect a particular
// move: the answer must not depend on how deep the machine's speed lets a
// timed search go (Hard's choice in the second position of
// TestHardBlocksThreat changes at depth 9). The minute is only a safety net.
var fixedDepth = ai.Limits{MoveTime: time.Minute, MaxDepth: 6}

func TestHardClosesMillInOne(t *testing.T) {
	for _, tc := range []struct{ pos, to string }{
		{"blue: a1 d1; red: b2 b4; hand: 5 5; turn: blue", "g1"},
		// Moving: a4 steps to b4 (b2 b4 b6), which red c4 would block next.
		{"blue: b2 b6 a4 g1 e3; red: c4 d7 f6 g4 d2; hand: 0 0; turn: blue", "b4"},
		// Flying: any piece may fly in.
		{"blue: a1 d1 e5; red: b2 d6 f4 c3 a7 g7; hand: 0 0; turn: blue", "g1"},
	} {
		pos := mustPos(t, tc.pos)
		m := choose(t, mustPlayer(t, "hard", 1, fixedDepth), pos)
		if m.To.String() != tc.to || m.Remove == mill.NoPoint {
			t.Errorf("%s: chose %v, want the mill on %s", tc.pos, m, tc.to)
		}
	}
}

func TestHardBlocksThreat(t *testing.T) {
	for _, tc := range []struct{ pos, to string }{
		// Placing: red threatens b6.
		{"blue: a1 c5; red: b2 b4; hand: 7 7; turn: blue", "b6"},
		// Moving: red b2 threatens to step into b4 (a4 b4 c4); blue b6 can step in first.
		{"blue: b6 g1 e3 c5 f4; red: a4 c4 b2 d7 g4; hand: 0 0; turn: blue", "b4"},
	} {
		pos := mustPos(t, tc.pos)
		m := choose(t, mustPlayer(t, "hard", 2, fixedDepth), pos)
		if m.To.String() != tc.to {
			t.Errorf("%s: chose %v, want the block on %s", tc.pos, m, tc.to)
		}
	}
}

func TestHardAvoidsLosingMoves(t *testing.T) {
	for _, s := range []string{
		// Blue flies with three pieces; red threatens f4-f2: only a fly to f2 survives.
		"blue: a1 g7 c3; red: b2 d2 f4 e5 d7; hand: 0 0; turn: blue",
		// Red flies; blue threatens g4-g1: only a fly to g1 survives.
		"blue: a1 d1 g4 d6 b4; red: a7 c5 e3; hand: 0 0; turn: red",
	} {
		pos := mustPos(t, s)
		safe, losing := 0, 0
		for _, m := range pos.LegalMoves(nil) {
			if losesAtOnce(pos, m) {
				losing++
			} else {
				safe++
			}
		}
		if safe == 0 || losing == 0 {
			t.Fatalf("%s: %d safe, %d losing moves: not a useful test position", s, safe, losing)
		}
		for seed := range uint64(5) {
			m := choose(t, mustPlayer(t, "hard", seed, fixedDepth), pos)
			if losesAtOnce(pos, m) {
				t.Errorf("%s: seed %d chose %v, which loses at once", s, seed, m)
			}
		}
	}
}

// playGame plays a whole game of Nine Men's Morris between two players,
// checking every move, and returns the final position.
func playGame(t testing.TB, blue, red player, seen map[string]int) *mill.Position {
	t.Helper()
	return playGameOf(t, mill.NineMensMorris, blue, red, seen)
}

// playGameOf plays a whole game of variant v (see playGame).
func playGameOf(t testing.TB, v *mill.Variant, blue, red player, seen map[string]int) *mill.Position {
	t.Helper()
	players := [2]player{blue, red}
	count := func(pos *mill.Position, m mill.Move, _ ai.Info) {
		if seen != nil {
			me := pos.SideToMove()
			seen[players[me].Name()+" "+pos.PhaseOf(me).String()]++
			if m.Remove != mill.NoPoint {
				seen[players[me].Name()+" removal"]++
			}
		}
	}
	pos := aitest.Play(t, mill.Rules{Variant: v}, v.NewGame(), players, aitest.Options[*mill.Position, mill.Move]{MaxPlies: 3000, Chose: count})
	if !pos.Outcome().Over() {
		t.Fatalf("game did not end in 3000 plies: %s", pos.FormatGame())
	}
	return pos
}

func TestEasyPlaysLegallyInEveryPhase(t *testing.T) {
	seen := map[string]int{}
	games := 60
	if testing.Short() {
		games = 20
	}
	for g := range games {
		seed := uint64(g)
		easy := mustPlayer(t, "easy", seed, ai.Limits{})
		var other player
		switch g % 3 {
		case 0:
			other = mustPlayer(t, "random", seed+1000, ai.Limits{})
		case 1:
			other = mustPlayer(t, "easy", seed+2000, ai.Limits{})
		default:
			// Normal's 3 plies, not the clock, end its search: the games
			// are the same on any machine.
			other = mustPlayer(t, "normal", seed+3000, ai.Limits{MoveTime: time.Minute})
		}
		if g%2 == 0 {
			playGame(t, easy, other, seen)
		} else {
			playGame(t, other, easy, seen)
		}
	}
	for _, k := range []string{"easy placing", "easy moving", "easy flying", "easy removal"} {
		if seen[k] == 0 {
			t.Errorf("easy never played a %q move in %d games: %v", k, games, seen)
		}
	}
}

func TestEasyPriorities(t *testing.T) {
	// Placing: make the mill (×8) rather than block (×7).
	pos := mustPos(t, "blue: a1 d1; red: b2 b4; hand: 7 7; turn: blue")
	for seed := range uint64(10) {
		if m := choose(t, mustPlayer(t, "easy", seed, ai.Limits{}), pos); m.To.String() != "g1" || m.Remove == mill.NoPoint {
			t.Errorf("seed %d: chose %v, want the mill on g1", seed, m)
		}
	}
	// Placing: block when there is no mill to make.
	pos = mustPos(t, "blue: a1 g7; red: b2 b4; hand: 7 7; turn: blue")
	for seed := range uint64(10) {
		if m := choose(t, mustPlayer(t, "easy", seed, ai.Limits{}), pos); m.To.String() != "b6" {
			t.Errorf("seed %d: chose %v, want the block on b6", seed, m)
		}
	}
	// Removal: prefer breaking the enemy's two-in-a-line (×5).
	pos = mustPos(t, "blue: a1 d1; red: b2 b4 e5; hand: 7 6; turn: blue")
	for seed := range uint64(10) {
		m := choose(t, mustPlayer(t, "easy", seed, ai.Limits{}), pos)
		if r := m.Remove.String(); r != "b2" && r != "b4" {
			t.Errorf("seed %d: chose %v, want to remove b2 or b4", seed, m)
		}
	}
	// Moving: close the mill by a step.
	pos = mustPos(t, "blue: a1 d1 g4 c4 e3; red: b2 d2 f6 d7 a7; hand: 0 0; turn: blue")
	if m := choose(t, mustPlayer(t, "easy", 3, ai.Limits{}), pos); m.From.String() != "g4" || m.To.String() != "g1" {
		t.Errorf("moving: chose %v, want g4-g1", m)
	}
}

// TestEasyClosesAMillItSees: Easy (and so Beginner's thinking moves)
// closes a mill it can close, and otherwise blocks one of the opponent's,
// whatever the seed's line scores prefer, in every phase. Each position is
// asked with 20 seeds; want lists the moves allowed (without the removal,
// which must be made when the move closes a mill).
func TestEasyClosesAMillItSees(t *testing.T) {
	tests := []struct {
		name, pos string
		want      []string
	}{
		// Issue 41's game: d6 b2 d7 d5 f6 b6 e4. b4 closes b2-b4-b6 on the
		// middle of the line (scored 400), as much as c5-d5-e5's two free
		// ends beside d5 (200 + 200), so the seed's scores played c5.
		{"placing: a mill on a line's middle", "blue: d6 d7 f6 e4; red: b2 d5 b6; hand: 5 6; turn: red", []string{"b4"}},
		{"placing: a mill at a line's end", "blue: a1 d1; red: b2 b6; hand: 7 7; turn: blue", []string{"g1"}},
		{"placing: either of two mills", "blue: a1 d1 a7 d7; red: b2 b6 f2 f6; hand: 5 5; turn: blue", []string{"g1", "g7"}},
		{"placing: a mill rather than a block", "blue: a1 d1; red: b2 b4; hand: 7 7; turn: blue", []string{"g1"}},
		// a4 blocks a1-a4-a7 on the line's middle (350); c5-d5-e5's ends
		// beside d5 score 400.
		{"placing: a block on a line's middle", "blue: d5; red: a1 a7; hand: 8 7; turn: blue", []string{"a4"}},
		{"placing: a block at a line's end", "blue: a1 g7; red: b2 b4; hand: 7 7; turn: blue", []string{"b6"}},
		{"moving: a mill by a step", "blue: a1 d1 g4 c4 e3; red: b2 d2 f6 d7 a7; hand: 0 0; turn: blue", []string{"g4-g1"}},
		{"flying: a mill by a flight", "blue: a1 g1 d5; red: a7 g7 c4 e4 b6; hand: 0 0; turn: blue", []string{"d5-d1"}},
		{"flying: a block by a flight", "blue: a4 g4 d5; red: a7 g7 c3 e5 b2; hand: 0 0; turn: blue", []string{"a4-d7", "g4-d7", "d5-d7"}},
	}
	for _, tc := range tests {
		pos := mustPos(t, tc.pos)
		for seed := range uint64(20) {
			m := choose(t, mustPlayer(t, "easy", seed, ai.Limits{}), pos)
			step := m
			step.Remove = mill.NoPoint
			if !slices.Contains(tc.want, step.String()) {
				t.Errorf("%s: seed %d chose %v, want one of %v", tc.name, seed, m, tc.want)
				break
			}
		}
	}
}

// TestSeedPlaysTheLineScores: the AI lab's "seed" is the seed's player as
// written: in issue 41's game it sometimes prefers starting c5-d5-e5 to
// the mill on b4, as the seed's line scores tie them.
func TestSeedPlaysTheLineScores(t *testing.T) {
	pos := mustPos(t, "blue: d6 d7 f6 e4; red: b2 d5 b6; hand: 5 6; turn: red")
	seen := map[string]int{}
	for seed := range uint64(40) {
		m := choose(t, mustPlayer(t, "seed", seed, ai.Limits{}), pos)
		seen[m.To.String()]++
	}
	if seen["b4"] == 0 || seen["c5"]+seen["e5"] == 0 || len(seen) > 3 {
		t.Errorf("the seed's player chose %v in 40 games; want b4 and c5 or e5, nothing else", seen)
	}
}

func TestEasyVariesItsOpening(t *testing.T) {
	seen := map[mill.Move]bool{}
	for seed := range uint64(30) {
		seen[choose(t, mustPlayer(t, "easy", seed, ai.Limits{}), mill.NewGame())] = true
	}
	if len(seen) < 3 {
		t.Errorf("30 seeds gave only %d different first moves", len(seen))
	}
}

func TestDeterministicUnderSeed(t *testing.T) {
	record := func(blue, red string) string {
		a := mustPlayer(t, blue, 11, ai.Limits{MoveTime: time.Minute}) // the depth cap, not the clock, ends normal's search
		b := mustPlayer(t, red, 12, ai.Limits{MoveTime: time.Minute})
		return playGame(t, a, b, nil).FormatGame()
	}
	for _, pair := range [][2]string{{"easy", "random"}, {"normal", "easy"}} {
		if r1, r2 := record(pair[0], pair[1]), record(pair[0], pair[1]); r1 != r2 {
			t.Errorf("%v: two games with the same seeds differ:\n%s\n%s", pair, r1, r2)
		}
	}
}

func TestHardBeatsEasyQuickly(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	for g := range 2 {
		// A depth cap rather than the clock, so a loaded machine cannot change the games.
		hard := mustPlayer(t, "hard", uint64(g), ai.Limits{MoveTime: time.Minute, MaxDepth: 4})
		easy := mustPlayer(t, "easy", uint64(g)+100, ai.Limits{})
		var pos *mill.Position
		var hardColor mill.Color
		if g == 0 {
			pos, hardColor = playGame(t, hard, easy, nil), mill.Blue
		} else {
			pos, hardColor = playGame(t, easy, hard, nil), mill.Red
		}
		if o := pos.Outcome(); o.Winner != hardColor {
			t.Errorf("game %d: hard (%s) did not win: %s\n%s", g, hardColor, o, pos.FormatGame())
		}
	}
}

func TestBudgetRespected(t *testing.T) {
	mid := midgame(t)
	for _, name := range []string{"hard", "master"} {
		for _, pos := range []*mill.Position{mill.NewGame(), mid} {
			budget := 100 * time.Millisecond
			ab := mustAlphaBeta(t, name, 1)
			p := ai.WithLimits[*mill.Position, mill.Move](ab, ai.Limits{MoveTime: budget})
			start := time.Now()
			choose(t, p, pos)
			el := time.Since(start)
			t.Logf("%s: %v for a %v budget (depth %d, %d nodes)", name, el, budget, ab.LastInfo().Depth, ab.LastInfo().Nodes)
			// Only a very late answer is wrong: a busy machine may be late by
			// a lot, and the times themselves belong to benchmarks and arena.
			if el > budget+5*time.Second {
				t.Errorf("%s took %v for a %v budget", name, el, budget)
			}
		}
	}
}

// TestCancellation: a search that cannot end by itself within the test (the
// timed player spends its whole 30 s, where Master's 200,000 positions end
// in a few dozen milliseconds, before a busy machine may wake this test to
// cancel it) answers the cancellation with a legal move.
func TestCancellation(t *testing.T) {
	p := mustAlphaBeta(t, "timed", 1)
	ctx, cancel := context.WithCancel(context.Background())
	pos := midgame(t)
	type result struct {
		m   mill.Move
		err error
	}
	done := make(chan result, 1)
	go func() {
		m, _, err := p.Choose(ctx, pos, ai.Limits{MoveTime: 30 * time.Second})
		done <- result{m, err}
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case r := <-done:
		if !errors.Is(r.err, context.Canceled) {
			t.Errorf("err %v, want context.Canceled", r.err)
		}
		if !pos.IsLegal(r.m) {
			t.Errorf("cancelled search returned illegal %v", r.m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("search did not return within 10 s of cancellation")
	}
	// The player is usable again at once (the lock was released).
	q := mustPos(t, "blue: a1 d1; red: b2 b4; hand: 5 5; turn: blue")
	choose(t, ai.WithLimits[*mill.Position, mill.Move](p, ai.Limits{MoveTime: 100 * time.Millisecond}), q)
}

func TestGameOverIsAnError(t *testing.T) {
	pos := mustPos(t, "blue: a1 d1; red: b2 b4 c3; hand: 0 0; turn: blue")
	for _, n := range Roster.Names() {
		if _, _, err := mustPlayer(t, n, 1, ai.Limits{MoveTime: 50 * time.Millisecond}).Choose(context.Background(), pos, ai.Limits{}); !errors.Is(err, ErrGameOver) {
			t.Errorf("%s: err %v, want ErrGameOver", n, err)
		}
	}
}

// mirror swaps the colours of a position description.
func mirror(s string) string {
	r := strings.NewReplacer("blue", "RED", "red", "BLUE")
	s = strings.ToLower(r.Replace(s))
	// hand counts are "blue red": swap them too.
	i := strings.Index(s, "hand: ")
	var b, rd int
	fmt.Sscanf(s[i:], "hand: %d %d", &b, &rd)
	return strings.Replace(s, fmt.Sprintf("hand: %d %d", b, rd), fmt.Sprintf("hand: %d %d", rd, b), 1)
}

func TestEvaluateIsColourBlind(t *testing.T) {
	pos := mill.NewGame()
	r := mustPlayer(t, "random", 7, ai.Limits{})
	for pos.Ply() < 200 && !pos.Outcome().Over() {
		s := pos.String()
		m, err := mill.ParsePosition(mirror(s))
		if err != nil {
			t.Fatal(err)
		}
		if a, b := Evaluate(mustPos(t, s)), Evaluate(m); a != b {
			t.Fatalf("%s: %d, mirrored %d", s, a, b)
		}
		mv, _, _ := r.Choose(context.Background(), pos, ai.Limits{})
		pos.Apply(mv)
	}
}

// midgame returns a position in the moving phase reached by a fixed game.
func midgame(t testing.TB) *mill.Position {
	t.Helper()
	pos, err := mill.ParseGame(midgameMoves)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// midgameMoves is a game (normal against normal) into the moving phase:
// blue g1 g4 g7 a4 d2 b4 d5, red d1 d7 a7 f4 f6 d6 b6 c3, blue to move.
const midgameMoves = "a1 f6 g1 d1 a7 a4 g7 d7 g4xd1 d1 e4 f4 f2 d6 e5 b6xe5 b4 d5xa7 e4-e5 a4-a7 f2-d2 d5-c5 e5-d5 c5-c4 a1-a4 c4-c3"

func TestSearchLevelsVaryTheirOpening(t *testing.T) {
	for _, name := range []string{"normal", "hard", "master"} {
		seen := map[mill.Move]bool{}
		for seed := range uint64(12) {
			// Equal values by symmetry show at any depth.
			p := mustPlayer(t, name, seed, ai.Limits{MoveTime: time.Minute, MaxDepth: 3})
			seen[choose(t, p, mill.NewGame())] = true
		}
		if len(seen) < 2 {
			t.Errorf("%s: 12 seeds all opened with %v", name, seen)
		}
	}
}

// TestSoakSelfPlay plays games between the players cheap enough for a
// soak, every pairing in turn (random, easy, Normal's 3 plies and Hard's
// search cut at 4 plies; 16 games, 4 with -short, 10,000 under make soak):
// every move is legal and leaves the position given alone (choose), every
// game ends by the rules, and its record reads back as the same position.
func TestSoakSelfPlay(t *testing.T) {
	n := soak.Count(4, 16, 10_000)
	names := []string{"random", "easy", "normal", "hard"}
	// The depths, not the clock, end the searches: the same games on any machine.
	lim := ai.Limits{MoveTime: time.Minute, MaxDepth: 4}
	reasons := map[mill.Reason]int{}
	plies := 0
	for g := range n {
		blue, red := names[g%4], names[g/4%4]
		pos := playGame(t, mustPlayer(t, blue, uint64(2*g), lim), mustPlayer(t, red, uint64(2*g+1), lim), nil)
		o := pos.Outcome()
		if !o.Over() {
			t.Fatalf("game %d (%s against %s) did not end: %s", g, blue, red, pos.FormatGame())
		}
		back, err := mill.ParseGame(pos.FormatGame())
		if err != nil || back.Hash() != pos.Hash() || back.String() != pos.String() {
			t.Fatalf("game %d: the record does not read back (%v): %s", g, err, pos.FormatGame())
		}
		reasons[o.Reason]++
		plies += pos.Ply()
	}
	t.Logf("%d games, %.0f plies on average; endings %v", n, float64(plies)/float64(n), reasons)
}

// A draw costs the side to move leadDraw for each piece it is ahead (on
// the board or in hand) and is worth as much to a side behind; the search
// state scores a draw so, from the searching side's view on either turn.
func TestDrawCostFollowsTheLead(t *testing.T) {
	set := searchSettings{contempt: 20, leadDraw: 150}
	for _, c := range []struct {
		name, pos string
		want      int
	}{
		{"level", "blue: a1 d1; red: g4 g7; hand: 7 7; turn: blue", 20},
		{"two up", "blue: a1 d1 b2 f6; red: g4 g7; hand: 5 5; turn: blue", 320},
		{"two down", "blue: a1 d1 b2 f6; red: g4 g7; hand: 5 5; turn: red", -280},
		{"a piece in hand counts", "blue: a1; red: g4 g7 d7; hand: 8 5; turn: blue", 170},
	} {
		pos, err := mill.ParsePosition(c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		cost := set.drawCost(pos)
		if cost != c.want {
			t.Errorf("%s: drawCost = %d, want %d", c.name, cost, c.want)
		}
		st := newSearchState(pos.Clone(), cost, nil)
		if got := st.draw(); got != -c.want {
			t.Errorf("%s: a draw with the searching side to move scores %d, want %d", c.name, got, -c.want)
		}
		moves := pos.LegalMoves(nil)
		st.pos.Apply(moves[0])
		if got := st.draw(); got != c.want {
			t.Errorf("%s: a draw with the other side to move scores %d, want %d", c.name, got, c.want)
		}
	}
	if timedSearch.leadDraw <= 0 {
		t.Error("the timed player no longer prices a draw by the lead")
	}
}
