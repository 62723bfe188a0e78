package hexai

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"stratagem/ai"
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
	spec := tuneSpec(t, "HEXAI_TUNE", "MCTS")
	cfg := DefaultMCTS(100 * time.Millisecond)
	tu := tuning{games: 4, seed: 1, opp: "seed-minimax"}
	parseTuning(t, spec, &cfg, &tu, nil)
	other := tu.opponent(t)
	if tu.opp == "mcts" { // the defaults, with the same iteration budget
		ref := DefaultMCTS(0)
		ref.Iterations = cfg.Iterations
		other = func(seed uint64) player { return withLimits(newMCTSPlayer("mcts", seed, ref, 0), minute) }
	}
	start := time.Now()
	points, plies := tu.play(t, "mcts", func(seed uint64) player {
		return withLimits(newMCTSPlayer("mcts", seed, cfg, 0), minute)
	}, other)
	t.Logf("RESULT %s vs %s: score %.2f over %d games, mean %d plies, %v",
		spec, tu.opp, float64(points)/float64(2*tu.games), tu.games, plies/tu.games, time.Since(start).Round(time.Second))
}

// TestTuneChampion plays a champion setting against an opponent, sides
// swapped, with a fixed iteration budget. It runs only when HEXAI_CHAMP is
// set, e.g.
//
//	HEXAI_CHAMP="widen=1 reuse=1 iters=1000 games=4 opp=mcts opptime=200ms" \
//	    go test ./ai/hexai -run TuneChampion -v
func TestTuneChampion(t *testing.T) {
	spec := tuneSpec(t, "HEXAI_CHAMP", "the champion")
	c := DefaultChampion(200 * time.Millisecond)
	tu := tuning{games: 4, seed: 1, opp: "mcts", oppTime: 200 * time.Millisecond}
	parseTuning(t, spec, &c.MCTS, &tu, func(k string, f float64) bool {
		switch k {
		case "reuse":
			c.NoReuse = f == 0
		case "rel":
			c.Relative = f != 0
		default:
			return false
		}
		return true
	})
	start := time.Now()
	points, _ := tu.play(t, "champion", func(seed uint64) player {
		return withLimits(newChampionPlayer("champion", seed, c, 0), minute)
	}, tu.opponent(t))
	t.Logf("%s: champion scores %.2f over %d games against %s (%v)", spec, float64(points)/float64(2*tu.games), tu.games, tu.opp, time.Since(start).Round(time.Second))
}

// tuneSpec returns the settings in the environment variable name, or skips
// the test: tuning runs only when asked for.
func tuneSpec(t *testing.T, name, what string) string {
	spec := os.Getenv(name)
	if spec == "" {
		t.Skipf("set %s to tune %s", name, what)
	}
	return spec
}

// tuning is what a tuning run reads from its environment variable, besides
// the MCTS settings.
type tuning struct {
	games   int
	seed    uint64
	opp     string
	oppTime time.Duration // the opponent's move time (0: its default)
}

// play plays tu.games battles between the players me and other make from
// the seed they are given, sides swapped, logging each battle under who;
// it returns me's points (2 a win, 1 a draw) and the plies played.
func (tu tuning) play(t *testing.T, who string, me, other func(seed uint64) player) (points, plies int) {
	for i := range tu.games {
		seed := tu.seed*1000 + uint64(i)
		b, side, p := swappedBattle(t, i, me(seed), other(seed+500))
		points += p
		plies += b.Ply()
		t.Logf("game %d (%s %v): %v, %d plies, Blue's hit points minus Red's %d", i+1, who, side, b.Outcome(), b.Ply(),
			HP(b, units.Blue)/units.Hundredths)
		if dir := os.Getenv("HEXAI_RECORDS"); dir != "" && b.Outcome().Draw {
			name := filepath.Join(dir, fmt.Sprintf("%s-game%d.txt", who, i+1))
			if err := os.WriteFile(name, []byte(strings.Join(b.Notation(), "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return points, plies
}

// opponent makes the roster's player tu.opp, tu.oppTime a move.
func (tu tuning) opponent(t *testing.T) func(seed uint64) player {
	return func(seed uint64) player {
		return withLimits(mustPlayer(t, tu.opp, seed), ai.Limits{MoveTime: tu.oppTime})
	}
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
