package hexai

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
	"stratagem/board/hex"
	"stratagem/units"
)

// TestTuneMCTS plays MCTS settings against an opponent, sides swapped, for
// choosing the "mcts" defaults (docs/hex-ai.md). It runs only when
// HEXAI_TUNE is set, e.g.
//
//	HEXAI_TUNE="c=0.1 policy=greedy eps=0 depth=20 iters=400 games=4 opp=seed-minimax" \
//	    go test ./ai/hexai -run TuneMCTS -v
//
// The iteration budget, not the clock, ends every search, so a run is
// reproducible.
func TestTuneMCTS(t *testing.T) {
	spec := os.Getenv("HEXAI_TUNE")
	if spec == "" {
		t.Skip("set HEXAI_TUNE to tune MCTS")
	}
	cfg := DefaultMCTS(100 * time.Millisecond)
	games, opp, seed := 4, "seed-minimax", uint64(1)
	for _, kv := range strings.Fields(spec) {
		k, v, _ := strings.Cut(kv, "=")
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "c":
			cfg.C = f
		case "policy":
			cfg.Policy = map[string]Policy{"random": RandomPolicy, "greedy": GreedyPolicy}[v]
		case "eps":
			cfg.Epsilon = f
		case "depth":
			cfg.PlayoutDepth = int(f)
		case "scale":
			cfg.Scale = f
		case "iters":
			cfg.Iterations = int(f)
		case "games":
			games = int(f)
		case "seed":
			seed = uint64(f)
		case "opp":
			opp = v
		default:
			t.Fatalf("unknown setting %q", k)
		}
	}
	points, plies := 0, 0
	start := time.Now()
	for i := range games {
		me := withLimits(newMCTSPlayer("mcts", seed*1000+uint64(i), cfg, 0), minute)
		var other player
		if opp == "mcts" { // the defaults, with the same iteration budget
			ref := DefaultMCTS(0)
			ref.Iterations = cfg.Iterations
			other = withLimits(newMCTSPlayer("mcts", seed*1000+uint64(i)+500, ref, 0), minute)
		} else {
			other = mustPlayer(t, opp, seed*1000+uint64(i)+500)
		}
		players, side := [2]player{me, other}, units.Blue
		if i%2 == 1 {
			players, side = [2]player{other, me}, units.Red
		}
		b := units.NewBattle(hex.BattleMap())
		for !b.Outcome().Over() {
			a, _, err := players[b.ToMove()].Choose(context.Background(), b, ai.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			b.Apply(a)
		}
		switch o := b.Outcome(); {
		case o.Draw:
			points++
		case o.Winner == side:
			points += 2
		}
		plies += b.Ply()
		t.Logf("game %d (mcts %s): %v, %d plies", i+1, side, b.Outcome(), b.Ply())
	}
	t.Logf("RESULT %s vs %s: score %.2f over %d games, mean %d plies, %v",
		spec, opp, float64(points)/float64(2*games), games, plies/games, time.Since(start).Round(time.Second))
}
