package hexai

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units"
)

// TestTacticianFigures measures how each personality plays against the
// seed minimax: run with
//
//	TACTICIAN_FIGURES=4 go test -run TacticianFigures -v ./ai/hexai
//
// for 4 battles per personality (sides swapped every battle), 100 ms per
// tactician move. Per personality it prints the mean distance from the unit
// that acted to the nearest enemy after its actions, its attacks, waits and
// defends per round, and the results.
func TestTacticianFigures(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TACTICIAN_FIGURES"))
	if n <= 0 {
		t.Skip("set TACTICIAN_FIGURES=<battles per personality> to measure the personalities")
	}
	moveTime := 100 * time.Millisecond
	if d, err := time.ParseDuration(os.Getenv("TACTICIAN_MOVETIME")); err == nil {
		moveTime = d
	}
	t.Logf("%-11s %8s %8s %8s %8s %7s %6s %s", "personality", "distance", "attacks", "waits", "defends", "rounds", "ms", "won-drawn-lost")
	for i, p := range TacticianPersonalities() {
		var f tacticianFigures
		for g := range n {
			tc := NewTactician(p, NewSeededDie(uint64(100*i+g)))
			side := units.Side(g % 2)
			f.play(t, tc, ai.Limits{MoveTime: moveTime}, mustPlayer(t, "seed-minimax", 0), side)
		}
		t.Logf("%-11s %8.2f %8.2f %8.2f %8.2f %7.1f %6.1f %d-%d-%d", p.Name,
			float64(f.distance)/float64(max(f.distanceN, 1)),
			float64(f.attacks)/float64(f.rounds), float64(f.waits)/float64(f.rounds), float64(f.defends)/float64(f.rounds),
			float64(f.rounds)/float64(n), float64(f.think.Milliseconds())/float64(max(f.moves, 1)),
			f.won, f.drawn, f.lost)
	}
}

type tacticianFigures struct {
	distance, distanceN             int
	attacks, waits, defends, rounds int
	moves                           int
	think                           time.Duration
	won, drawn, lost                int
}

// play plays one battle of tc (on side, within lim) against opp and adds it up.
func (f *tacticianFigures) play(tb testing.TB, tc *Tactician, lim ai.Limits, opp player, side units.Side) {
	b := newBattle()
	for !b.Outcome().Over() {
		p, pl := opp, ai.Limits{}
		if b.ToMove() == side {
			p, pl = tc, lim
		}
		start := time.Now()
		a, _, err := p.Choose(context.Background(), b, pl)
		if err != nil {
			tb.Fatal(err)
		}
		id := b.Active()
		if p == tc {
			f.moves++
			f.think += time.Since(start)
			switch {
			case a.Attacks():
				f.attacks++
			case a.Kind == units.Wait:
				f.waits++
			case a.Kind == units.Defend:
				f.defends++
			}
		}
		if err := b.Play(a); err != nil {
			tb.Fatal(err)
		}
		if u := b.Unit(id); p == tc && u.Fighters > 0 {
			if d := nearestEnemyDistance(b, u); d >= 0 {
				f.distance += d
				f.distanceN++
			}
		}
	}
	f.rounds += b.Round()
	switch o := b.Outcome(); {
	case o.Draw:
		f.drawn++
	case o.Winner == side:
		f.won++
	default:
		f.lost++
	}
}

// nearestEnemyDistance is the hex distance from u to the nearest live
// enemy, or −1 when there is none.
func nearestEnemyDistance(b *units.Battle, u units.Unit) int {
	best := -1
	for _, e := range b.Units() {
		if e.Fighters > 0 && e.Side != u.Side {
			if d := hex.Distance(u.Pos, e.Pos); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}
