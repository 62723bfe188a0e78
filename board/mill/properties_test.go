package mill_test

import (
	"slices"
	"testing"
	"time"

	"stratagem/board/mill"
	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
)

// TestRandomGameProperties plays seeded random games of each variant and
// checks, at every ply, the move generator against the reference and
// against IsLegal/Play, and that Apply/Undo of every legal move restores
// the position exactly.
func TestRandomGameProperties(t *testing.T) {
	for _, v := range variants {
		t.Run(v.ID(), func(t *testing.T) { randomGameProperties(t, v) })
	}
}

// checkMillMoves checks MillMoves against the legal moves ms of p: the
// mills among them, in their order, and whether there is any move.
func checkMillMoves(t *testing.T, p *mill.Position, ms []mill.Move) {
	t.Helper()
	var want []mill.Move
	for _, m := range ms {
		if m.Remove != mill.NoPoint {
			want = append(want, m)
		}
	}
	got, any := p.MillMoves(nil)
	if !slices.Equal(got, want) || any != (len(ms) > 0) {
		t.Fatalf("MillMoves in %q: %v, any move %v; want %v, %v", p, got, any, want, len(ms) > 0)
	}
}

func randomGameProperties(t *testing.T, v *mill.Variant) {
	games := 60
	if testing.Short() {
		games = 10
	}
	rng := newRand(1)
	var buf []mill.Move
	for game := 0; game < games; game++ {
		p := v.NewGame()
		for !p.Outcome().Over() {
			if p.Ply() > maxGamePlies(v) {
				t.Fatalf("game %d: not over after %d plies", game, p.Ply())
			}
			checkInvariants(t, p)
			buf = p.LegalMoves(buf[:0])
			ms := slices.Clone(buf)
			got := namesOn(v, ms)
			checkMillMoves(t, p, ms)

			// Unique, and exactly the moves the rules allow.
			if len(slices.Compact(slices.Clone(got))) != len(got) {
				t.Fatalf("game %d ply %d: duplicate moves in %v", game, p.Ply(), got)
			}
			if ref := refLegalMoves(p); !slices.Equal(got, ref) {
				t.Fatalf("game %d ply %d in %q:\n LegalMoves %v\n reference  %v", game, p.Ply(), p, got, ref)
			}
			// LegalMoves appends to the buffer it is given.
			prefix := []mill.Move{mill.Place(0)}
			if more := p.LegalMoves(prefix); len(more) != len(ms)+1 || more[0] != mill.Place(0) || !slices.Equal(more[1:], ms) {
				t.Fatalf("LegalMoves does not append to its buffer")
			}

			before := snap(p)
			for _, m := range ms {
				if !p.IsLegal(m) {
					t.Fatalf("IsLegal(%s) = false for a generated move in %q", m, p)
				}
				p.Apply(m)
				checkInvariants(t, p)
				if p.Ply() != before.ply+1 || p.SideToMove() == before.side {
					t.Fatalf("Apply(%s): ply %d, side %v", m, p.Ply(), p.SideToMove())
				}
				if last, _ := p.LastMove(); last != m {
					t.Fatalf("Apply(%s): LastMove %s", m, last)
				}
				p.Undo()
				if after := snap(p); !after.equal(before) {
					t.Fatalf("Apply(%s)+Undo:\n got %+v\nwant %+v", m, after, before)
				}
				q := p.Clone()
				if err := q.Play(m); err != nil {
					t.Fatalf("Play(%s) of a generated move: %v", m, err)
				}
			}
			// Moves that are not generated are refused by IsLegal.
			for _, m := range nearMisses(v, ms) {
				if p.IsLegal(m) {
					t.Fatalf("IsLegal(%s) = true, but it is not generated in %q", m, p)
				}
			}
			if err := p.Play(ms[rng.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		checkMillMoves(t, p, p.LegalMoves(nil)) // the game's end: blocked, perhaps
		// Undo everything: back to the start.
		for p.Ply() > 0 {
			p.Undo()
			checkInvariants(t, p)
		}
		if !snap(p).equal(snap(v.NewGame())) {
			t.Fatalf("game %d: undoing every move gives %+v", game, snap(p))
		}
	}
}

// nearMisses returns moves close to the legal ones that are not legal:
// every other from/to/removal combination on the board.
func nearMisses(v *mill.Variant, legalMoves []mill.Move) []mill.Move {
	ok := map[mill.Move]bool{}
	for _, m := range legalMoves {
		ok[m] = true
	}
	var out []mill.Move
	for _, m := range legalMoves {
		for r := mill.NoPoint; int(r) < v.NumPoints(); r++ {
			if c := m.WithRemoval(r); !ok[c] {
				out = append(out, c)
			}
		}
		for to := range mill.Point(v.NumPoints()) {
			if c := (mill.Move{From: m.From, To: to, Remove: mill.NoPoint}); !ok[c] {
				out = append(out, c)
			}
		}
	}
	return out
}

func TestClone(t *testing.T) {
	rng := newRand(3)
	for game := 0; game < 50; game++ {
		p := mill.NewGame()
		playRandom(p, rng, 10+rng.IntN(150))
		orig := snap(p)
		hist := p.History()
		q := p.Clone()
		if !snap(q).equal(orig) || !slices.Equal(q.History(), hist) {
			t.Fatalf("clone differs:\n got %+v\nwant %+v", snap(q), orig)
		}
		// Changing the clone (undo, then other moves) leaves the original alone.
		undoUpTo(q, 5)
		playRandom(q, rng, 8)
		if got := snap(p); !got.equal(orig) || !slices.Equal(p.History(), hist) {
			t.Fatalf("game %d: playing on the clone changed the original:\n got %+v\nwant %+v", game, got, orig)
		}
		// And the other way round.
		qs, qh := snap(q), q.History()
		undoUpTo(p, 3)
		playRandom(p, rng, 8)
		if got := snap(q); !got.equal(qs) || !slices.Equal(q.History(), qh) {
			t.Fatalf("game %d: playing on the original changed the clone", game)
		}
		// The clone undoes back to the start on its own.
		for q.Ply() > 0 {
			q.Undo()
		}
		if !snap(q).equal(snap(mill.NewGame())) {
			t.Fatalf("clone undone to the start: %+v", snap(q))
		}
	}
}

// TestSoak plays many random games of each variant from the start to the
// end, checking the invariants and an independent account of the game at
// every ply: 1,000 (100 with -short, 100,000 under make soak).
func TestSoak(t *testing.T) {
	for _, v := range variants {
		t.Run(v.ID(), func(t *testing.T) { soakVariant(t, v) })
	}
}

func soakVariant(t *testing.T, v *mill.Variant) {
	games := soak.Count(100, 1000, 100_000)
	start := time.Now()
	rng := newRand(2024)
	var (
		buf     []mill.Move
		plies   int
		longest int
		reasons = map[mill.Reason]int{}
		flights int
	)
	for game := 0; game < games; game++ {
		p := v.NewGame()
		seen := map[string]int{soakKey(p): 1} // independent repetition count
		quiet := 0                            // independent quiet-move count
		hand := [2]int{v.Pieces(), v.Pieces()}
		for {
			checkInvariants(t, p)
			for c := mill.Blue; c <= mill.Red; c++ {
				if p.InHand(c) > hand[c] {
					t.Fatalf("game %d ply %d: %v's hand grew", game, p.Ply(), c)
				}
				hand[c] = p.InHand(c)
			}
			if p.Repetitions() != seen[soakKey(p)] {
				t.Fatalf("game %d ply %d: Repetitions() = %d, position seen %d times", game, p.Ply(), p.Repetitions(), seen[soakKey(p)])
			}
			if from, to := refBarred(p); from != mill.NoPoint {
				if bar, ok := p.ReturnBarred(p.SideToMove()); !ok || bar != mill.Step(from, to) {
					t.Fatalf("game %d ply %d: ReturnBarred %v %v, the history bars %s-%s", game, p.Ply(), bar, ok, v.PointName(from), v.PointName(to))
				}
			} else if bar, ok := p.ReturnBarred(p.SideToMove()); ok {
				t.Fatalf("game %d ply %d: ReturnBarred %s, the history bars nothing", game, p.Ply(), v.FormatMove(bar))
			}
			if p.QuietPlies() != quiet {
				t.Fatalf("game %d ply %d: QuietPlies() = %d, want %d", game, p.Ply(), p.QuietPlies(), quiet)
			}
			buf = p.LegalMoves(buf[:0])
			o := p.Outcome()
			if want := expectedOutcome(p, len(buf), seen[soakKey(p)], quiet); o != want {
				t.Fatalf("game %d ply %d in %q: Outcome() = %+v, want %+v", game, p.Ply(), p, o, want)
			}
			if o.Over() {
				reasons[o.Reason]++
				if o.Reason == mill.Blocked && len(refLegalMoves(p)) != 0 {
					t.Fatalf("game %d: blocked, but the reference finds %v in %q", game, refLegalMoves(p), p)
				}
				break
			}
			if p.Ply() >= maxGamePlies(v) {
				t.Fatalf("game %d not over after %d plies", game, p.Ply())
			}
			if p.PhaseOf(p.SideToMove()) == mill.Flying {
				flights++
			}
			m := buf[rng.IntN(len(buf))]
			if err := p.Play(m); err != nil {
				t.Fatalf("game %d: Play(%s): %v", game, m, err)
			}
			handsFull := p.InHand(mill.Blue) > 0 || p.InHand(mill.Red) > 0
			if m.IsPlacement() || m.Remove != mill.NoPoint || (handsFull && !v.MoveWhilePlacing()) {
				quiet = 0
			} else {
				quiet++
			}
			seen[soakKey(p)]++
		}
		plies += p.Ply()
		longest = max(longest, p.Ply())
	}
	elapsed := time.Since(start)
	t.Logf("%d games, %d plies (longest %d, bound %d) in %v; endings: %d fewer than 3, %d blocked, %d repetition, %d fifty moves, %d full board; %d flying turns",
		games, plies, longest, maxGamePlies(v), elapsed, reasons[mill.FewerThan3], reasons[mill.Blocked],
		reasons[mill.Repetition], reasons[mill.FiftyMoves], reasons[mill.FullBoard], flights)
	// Random play must reach every kind of ending, or the soak is not
	// exercising the rules it claims to. (A full board needs the whole
	// placing without a mill: random play all but never manages it.) A few
	// endings random play all but never reaches in some variants; the
	// table tests of variants_test.go play them instead.
	if games >= 1000 {
		for _, r := range []mill.Reason{mill.FewerThan3, mill.Blocked, mill.Repetition, mill.FiftyMoves} {
			if rarely[v.ID()][r] {
				continue
			}
			if reasons[r] == 0 {
				t.Errorf("no game ended by reason %d in %d games", r, games)
			}
		}
		if flights == 0 && v.Flying() {
			t.Errorf("no flying in %d games", games)
		}
	}
}

// rarely are the endings random play all but never reaches, by variant:
// in Lasker Morris a side with pieces in hand can always place one, and
// few games empty both hands with a side blocked; in Morabaraba the ten
// moves at three pieces end first most games that would repeat; in Three
// Men's Morris a line comes long before a side is walled in or 100 quiet
// plies pass.
var rarely = map[string]map[mill.Reason]bool{
	mill.LaskerMorris.ID():    {mill.Blocked: true},
	mill.Morabaraba.ID():      {mill.Repetition: true},
	mill.ThreeMensMorris.ID(): {mill.Blocked: true, mill.FiftyMoves: true},
}

// soakKey is what makes a position the same position for the repetition
// rule: the board, hands and side to move (String), and the steps barred
// by Morabaraba's rule.
func soakKey(p *mill.Position) string {
	key := p.String()
	for c := mill.Blue; c <= mill.Red; c++ {
		if m, ok := p.ReturnBarred(c); ok {
			key += "; " + c.String() + " may not go back " + p.Variant().FormatMove(m)
		}
	}
	return key
}

// expectedOutcome applies the rules text to what the test has tracked itself.
func expectedOutcome(p *mill.Position, legalMoves, seen, quiet int) mill.Outcome {
	v := p.Variant()
	me := p.SideToMove()
	for _, c := range []mill.Color{me, me.Other()} {
		if p.OnBoard(c)+p.InHand(c) < 3 {
			return mill.Outcome{Winner: c.Other(), Reason: mill.FewerThan3}
		}
	}
	switch {
	case v.FullBoardDraw() && p.OnBoard(mill.Blue)+p.OnBoard(mill.Red) == v.NumPoints():
		return mill.Outcome{Winner: mill.NoColor, Reason: mill.FullBoard}
	case legalMoves == 0:
		return mill.Outcome{Winner: me.Other(), Reason: mill.Blocked}
	case seen >= v.Repetitions():
		return mill.Outcome{Winner: mill.NoColor, Reason: mill.Repetition}
	case quiet >= v.QuietPlies():
		return mill.Outcome{Winner: mill.NoColor, Reason: mill.FiftyMoves}
	case v.ThreesQuietPlies() > 0 && quiet >= v.ThreesQuietPlies() &&
		(p.InHand(mill.Blue) == 0 && p.OnBoard(mill.Blue) == 3 || p.InHand(mill.Red) == 0 && p.OnBoard(mill.Red) == 3):
		return mill.Outcome{Winner: mill.NoColor, Reason: mill.FiftyMoves}
	}
	return mill.Outcome{Winner: mill.NoColor, Reason: mill.NotOver}
}

// TestContract plays random games through the rules contract.
func TestContract(t *testing.T) {
	n := soak.Count(20, 100, 5000)
	for _, v := range mill.Variants() {
		reasons := rulestest.Check(t, mill.Rules{Variant: v}, rulestest.Options{Games: n, Seed: 1, MaxPlies: 3000}, rulestest.Hooks[*mill.Position]{})
		t.Logf("%s, %d games: %v", v.Name(), n, reasons)
	}
}
