package connect

import (
	"math/rand/v2"
	"testing"

	"stratagem/board/rules/rulestest"
	"stratagem/board/soak"
)

// TestApplyUndo: every Apply keeps the hash equal to a fresh computation,
// and undoing the whole game restores the empty board exactly.
func TestApplyUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range allConfigs() {
		for range 5 {
			p := MustNew(c)
			empty := p.Clone()
			var snaps []*Position
			var buf []int
			for !p.Over() {
				snaps = append(snaps, p.Clone())
				buf = p.LegalMoves(buf)
				col := buf[rng.IntN(len(buf))]
				win := p.IsWinningMove(col)
				p.Apply(col)
				if win != (p.Winner() != None) {
					t.Fatalf("%v %s: IsWinningMove said %v", c, p, win)
				}
				if p.Hash() != p.HashFromScratch() {
					t.Fatalf("%v %s: hash drifted", c, p)
				}
			}
			for i := len(snaps) - 1; i >= 0; i-- {
				p.Undo()
				if !p.Equal(snaps[i]) || p.Hash() != snaps[i].Hash() || p.String() != snaps[i].String() {
					t.Fatalf("%v: undo to ply %d gave %s, want %s", c, i, p, snaps[i])
				}
			}
			if !p.Equal(empty) || p.Hash() != 0 {
				t.Fatalf("%v: not empty after undoing everything", c)
			}
		}
	}
}

// TestTranspositionsHashAlike: the same discs reached in another order hash alike.
func TestTranspositionsHashAlike(t *testing.T) {
	a, _ := ParseMoves(Standard, "4453")
	b, _ := ParseMoves(Standard, "4354")
	if !a.Equal(b) || a.Hash() != b.Hash() {
		t.Fatalf("4453 and 4354: equal %v, hashes %x %x", a.Equal(b), a.Hash(), b.Hash())
	}
	c, _ := ParseMoves(Standard, "3454")
	if a.Equal(c) || a.Hash() == c.Hash() {
		t.Fatal("4453 and 3454 (other discs) hash alike")
	}
}

func TestCloneIsIndependent(t *testing.T) {
	p, _ := ParseMoves(Standard, "4453")
	q := p.Clone()
	q.Apply(0)
	if p.String() != "4453" || q.String() != "44531" {
		t.Fatalf("clone shares state: %s %s", p, q)
	}
}

func TestNotationRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range allConfigs() {
		p := randomGame(c, rng)
		q, err := ParseMoves(c, p.String())
		if err != nil || !q.Equal(p) {
			t.Fatalf("%v %s: %v", c, p, err)
		}
	}
}

// TestSoak plays thousands of random games on random boards (3,000; 300
// with -short, a million under make soak): each ends within W·H moves with
// a correct result and no panic.
func TestSoak(t *testing.T) {
	games := soak.Count(300, 3000, 1_000_000)
	rng := rand.New(rand.NewPCG(7, 8))
	configs := allConfigs()
	results := map[Player]int{}
	for range games {
		c := configs[rng.IntN(len(configs))]
		p := randomGame(c, rng)
		if p.Ply() > c.Cells() || !p.Over() || bruteWinner(p) != p.Winner() {
			t.Fatalf("%v %s: ply %d over %v winner %v", c, p, p.Ply(), p.Over(), p.Winner())
		}
		if p.Winner() == None && !p.Full() {
			t.Fatalf("%v %s: ended without a line or a full board", c, p)
		}
		results[p.Winner()]++
	}
	if results[X] == 0 || results[O] == 0 {
		t.Errorf("random games never won by one side: %v", results)
	}
	t.Logf("results of %d random games: X %d, O %d, draws %d", games, results[X], results[O], results[None])
}

// TestContract plays random games through the rules contract on a few
// boards.
func TestContract(t *testing.T) {
	for _, cfg := range []Config{Standard, {W: 4, H: 4, N: 3}, {W: 9, H: 8, N: 6}} {
		n := soak.Count(20, 100, 3000)
		reasons := rulestest.Check(t, Rules{Config: cfg}, rulestest.Options{Games: n, Seed: 2, MaxPlies: cfg.Cells()}, rulestest.Hooks[*Position]{})
		t.Logf("%v, %d games: %v", cfg, n, reasons)
	}
}
