package hexai

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
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
	tu := tuning{games: 4, seed: 1, opp: "seed-minimax"}
	parseTuning(t, spec, &cfg, &tu, nil)
	games, opp, seed := tu.games, tu.opp, tu.seed
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
			other = withLimits(mustPlayer(t, opp, seed*1000+uint64(i)+500), ai.Limits{MoveTime: tu.oppTime})
		}
		b, side, p := swappedBattle(t, i, me, other)
		points += p
		plies += b.Ply()
		t.Logf("game %d (mcts %s): %v, %d plies", i+1, side, b.Outcome(), b.Ply())
	}
	t.Logf("RESULT %s vs %s: score %.2f over %d games, mean %d plies, %v",
		spec, opp, float64(points)/float64(2*games), games, plies/games, time.Since(start).Round(time.Second))
}

// tuning is what a tuning run reads from its environment variable, besides
// the MCTS settings.
type tuning struct {
	games   int
	seed    uint64
	opp     string
	oppTime time.Duration // the opponent's move time (0: its default)
}

// parseTuning reads the "key=value" fields of spec into m (c, policy, eps,
// depth, scale, iters, widen) and tu (games, seed, opp, opptime); more,
// when not nil, takes the keys of one test and reports whether it knew
// the key. An unknown key stops the test.
func parseTuning(t *testing.T, spec string, m *MCTS, tu *tuning, more func(k string, f float64) bool) {
	for _, kv := range strings.Fields(spec) {
		k, v, _ := strings.Cut(kv, "=")
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "c":
			m.C = f
		case "policy":
			m.Policy = map[string]Policy{"random": RandomPolicy, "greedy": GreedyPolicy}[v]
		case "eps":
			m.Epsilon = f
		case "depth":
			m.PlayoutDepth = int(f)
		case "scale":
			m.Scale = f
		case "iters":
			m.Iterations = int(f)
		case "widen":
			m.Widen = f
		case "games":
			tu.games = int(f)
		case "seed":
			tu.seed = uint64(f)
		case "opp":
			tu.opp = v
		case "opptime":
			d, err := time.ParseDuration(v)
			if err != nil {
				t.Fatal(err)
			}
			tu.oppTime = d
		default:
			if more == nil || !more(k, f) {
				t.Fatalf("unknown setting %q", k)
			}
		}
	}
}
