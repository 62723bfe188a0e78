package hexai

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/units"
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
	games, opp, seed, oppTime := 4, "mcts", uint64(1), 200*time.Millisecond
	for _, kv := range strings.Fields(spec) {
		k, v, _ := strings.Cut(kv, "=")
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "widen":
			c.Widen = f
		case "reuse":
			c.NoReuse = f == 0
		case "c":
			c.C = f
		case "depth":
			c.PlayoutDepth = int(f)
		case "scale":
			c.Scale = f
		case "iters":
			c.Iterations = int(f)
		case "games":
			games = int(f)
		case "seed":
			seed = uint64(f)
		case "opp":
			opp = v
		case "opptime":
			d, err := time.ParseDuration(v)
			if err != nil {
				t.Fatal(err)
			}
			oppTime = d
		default:
			t.Fatalf("unknown setting %q", k)
		}
	}
	points := 0
	start := time.Now()
	for i := range games {
		me := withLimits(newChampionPlayer("champion", seed*1000+uint64(i), c, 0), minute)
		other := withLimits(mustPlayer(t, opp, seed*1000+uint64(i)+500), ai.Limits{MoveTime: oppTime})
		blue, red, side := me, other, units.Blue
		if i%2 == 1 {
			blue, red, side = other, me, units.Red
		}
		b := playBattle(t, blue, red)
		o := b.Outcome()
		switch {
		case o.Draw:
			points++
		case o.Winner == side:
			points += 2
		}
		t.Logf("game %d: champion %v, %v, %d plies", i+1, side, o, b.Ply())
	}
	t.Logf("%s: champion scores %.2f over %d games against %s (%v)", spec, float64(points)/float64(2*games), games, opp, time.Since(start).Round(time.Second))
}
