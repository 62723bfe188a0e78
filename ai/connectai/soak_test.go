package connectai

import (
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/ai/aitest"
	"stratagem/board/connect"
	"stratagem/board/soak"
)

// TestSoakSelfPlay plays Easy, Normal and Perfect against each other, every
// pairing in turn, on boards from 4×4 to 9×8 (12 games, 6 with -short,
// 3,000 under make soak). Perfect's solves are cut at 20,000 nodes and
// then it searches as far as the same number of nodes allow, so the games
// are the same on any machine. Every move is legal and leaves the position
// given alone; on the small boards every exact answer is checked against
// the solver; every game ends, and its record reads back as the same game.
func TestSoakSelfPlay(t *testing.T) {
	n := soak.Count(6, 12, 3000)
	boards := []connect.Config{connect.Standard, {W: 4, H: 4, N: 3}, {W: 5, H: 4, N: 4}, {W: 6, H: 5, N: 4}, {W: 8, H: 7, N: 4}, {W: 9, H: 8, N: 5}}
	names := []string{"easy", "normal", "perfect"}
	lim := ai.Limits{MoveTime: time.Minute, MaxNodes: 20_000}
	players := map[string]ai.Player[*connect.Position, int]{}
	for i, name := range names {
		players[name] = aitest.New(t, Roster, name, uint64(i))
	}
	checkers := map[connect.Config]*Solver{}
	results := map[connect.Player]int{}
	exact := 0
	for g := range n {
		c := boards[g%len(boards)]
		first, second := names[g%3], names[g/3%3]
		check := func(p *connect.Position, col int, info ai.Info) {
			if info.Exact && c.Cells() <= 20 {
				s := checkers[c]
				if s == nil {
					s, _ = NewSolver(c, 16)
					checkers[c] = s
				}
				scores, _, err := s.MoveScores(p, Limits{})
				if err != nil || scores[col] != info.Score {
					t.Fatalf("game %d, %v at %q: column %d scores %d (%v), Perfect said %d", g, c, p, col+1, scores[col], err, info.Score)
				}
				exact++
			}
		}
		p := aitest.Play(t, connect.Rules{Config: c}, connect.MustNew(c), [2]ai.Player[*connect.Position, int]{players[first], players[second]},
			aitest.Options[*connect.Position, int]{Limits: lim, Chose: check})
		back, err := connect.ParseMoves(c, p.String())
		if err != nil || !back.Equal(p) || back.Winner() != p.Winner() {
			t.Fatalf("game %d, %v: the record %q does not read back: %v", g, c, p.String(), err)
		}
		results[p.Winner()]++
	}
	t.Logf("%d games: first player %d, second %d, drawn %d; %d exact answers checked", n, results[connect.X], results[connect.O], results[connect.None], exact)
}
