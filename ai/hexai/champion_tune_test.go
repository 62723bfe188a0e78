package hexai

import (
	"os"
	"testing"
	"time"

	"stratagem/ai"
)

// TestTuneChampion plays a champion setting against an opponent, sides
// swapped, with a fixed iteration budget. It runs only when HEXAI_CHAMP is
// set, e.g.
//
//	HEXAI_CHAMP="widen=1 reuse=1 iters=1000 games=4 opp=mcts opptime=200ms" \
//	    go test ./ai/hexai -run TuneChampion -v
func TestTuneChampion(t *testing.T) {
	spec := os.Getenv("HEXAI_CHAMP")
	if spec == "" {
		t.Skip("set HEXAI_CHAMP to tune the champion")
	}
	c := DefaultChampion(200 * time.Millisecond)
	tu := tuning{games: 4, seed: 1, opp: "mcts", oppTime: 200 * time.Millisecond}
	parseTuning(t, spec, &c.MCTS, &tu, func(k string, f float64) bool {
		if k == "reuse" {
			c.NoReuse = f == 0
		}
		return k == "reuse"
	})
	games, opp, seed := tu.games, tu.opp, tu.seed
	points := 0
	start := time.Now()
	for i := range games {
		me := withLimits(newChampionPlayer("champion", seed*1000+uint64(i), c, 0), minute)
		other := withLimits(mustPlayer(t, opp, seed*1000+uint64(i)+500), ai.Limits{MoveTime: tu.oppTime})
		b, side, p := swappedBattle(t, i, me, other)
		points += p
		t.Logf("game %d: champion %v, %v, %d plies", i+1, side, b.Outcome(), b.Ply())
	}
	t.Logf("%s: champion scores %.2f over %d games against %s (%v)", spec, float64(points)/float64(2*games), games, opp, time.Since(start).Round(time.Second))
}
