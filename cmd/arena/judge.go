package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"stratagem/ai/millai"
	"stratagem/board/mill"
)

// arena judge asks another engine (Sanmill's, at a fixed depth) what it
// thinks of our placing moves in the games arena spar logged: for every
// position of the placing phase where our engine was to move (as the
// second player, by default), our move now (or the logged one with
// -logged) and the judge's own choice. Where they differ, the judge
// searches the position after each, a ply shallower, and the difference
// of its two scores is what our move gave away in its eyes. A measure in
// minutes of what a match of hours measures only through its result
// (docs/mill-sparring.md, "Our placing judged by Sanmill").

// judgeCap bounds one move's shortfall, in the judge's units: a mate
// score counts as this much. Sanmill counts a piece as 5 and a free step
// as 1 (2 while moving), so 30 is six pieces.
const judgeCap = 30

// judgePosition is one position our engine was asked about.
type judgePosition struct {
	tokens []string // the moves so far, as the log has them (removals their own tokens)
	pos    *mill.Position
	logged string // the move our engine answered then
	mover  mill.Color
}

// readJudgeLog returns the placing positions of an arena spar -log where
// our engine was to move with side (mill.NoColor: either side).
func readJudgeLog(v *mill.Variant, r io.Reader, side mill.Color) ([]judgePosition, error) {
	var out []judgePosition
	var cur []string
	asked := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "> ours: position startpos"):
			f := strings.Fields(line)
			cur = nil
			if len(f) > 5 && f[4] == "moves" {
				cur = f[5:]
			}
			asked = true
		case strings.HasPrefix(line, "< ours: bestmove") && asked:
			asked = false
			f := strings.Fields(line)
			if len(f) < 4 {
				continue
			}
			pos, pending, err := replayTokens(v, cur)
			if err != nil {
				return nil, err
			}
			mover := pos.SideToMove()
			if pending != nil || pos.PhaseOf(mover) != mill.Placing || side != mill.NoColor && mover != side {
				continue
			}
			out = append(out, judgePosition{tokens: cur, pos: pos, logged: f[3], mover: mover})
		}
	}
	return out, sc.Err()
}

// readJudgeLogs is readJudgeLog over the files at paths, each position
// once (the first time it is met). An error names the file.
func readJudgeLogs(v *mill.Variant, paths []string, side mill.Color) ([]judgePosition, error) {
	var positions []judgePosition
	seen := map[string]bool{}
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		ps, err := readJudgeLog(v, f, side)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, p := range ps {
			if k := strings.Join(p.tokens, " "); !seen[k] {
				seen[k] = true
				positions = append(positions, p)
			}
		}
	}
	return positions, nil
}

// replayTokens plays the tokens of a Sanmill-style move list (a removal
// its own token after the move that closed the mill) from the start, and
// returns the last move when its removal is still to come (not yet played).
func replayTokens(v *mill.Variant, tokens []string) (*mill.Position, *mill.Move, error) {
	pos := v.NewGame()
	var pending *mill.Move
	for _, t := range tokens {
		if rest, ok := strings.CutPrefix(t, "x"); ok && pending != nil {
			p, err := v.ParsePoint(rest)
			if err != nil {
				return nil, nil, fmt.Errorf("%q in %q: %w", t, strings.Join(tokens, " "), err)
			}
			pending.Remove = p
			if err := pos.Play(*pending); err != nil {
				return nil, nil, fmt.Errorf("%q in %q: %w", t, strings.Join(tokens, " "), err)
			}
			pending = nil
			continue
		}
		mv, err := v.ParseMove(t)
		if err == nil && closesMill(pos, mv) {
			pending = &mv
			continue
		}
		if err == nil {
			err = pos.Play(mv)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%q in %q: %w", t, strings.Join(tokens, " "), err)
		}
	}
	return pos, pending, nil
}

// judgeScore is the judge's search of a position, with its table cleared
// first so that the order of the questions does not change the answers: its move and its score
// from Blue's side (Sanmill's "score cp N" is White's, its first player's),
// a mate as ±judgeCap.
func (e *sparEngine) judgeScore(tokens []string, depth int, grace time.Duration) (string, int, error) {
	pos := "position startpos"
	if len(tokens) > 0 {
		pos += " moves " + strings.Join(tokens, " ")
	}
	for _, l := range []string{"ucinewgame", pos, fmt.Sprintf("go depth %d", depth)} {
		if err := e.send(l); err != nil {
			return "", 0, err
		}
	}
	score, scored := 0, false
	line, err := e.awaitSeeing("bestmove", grace, func(line string) {
		if s, ok := parseJudgeScore(line); ok {
			score, scored = s, true
		}
	})
	if err != nil {
		return "", 0, err
	}
	f := strings.Fields(line)
	if len(f) < 2 || !scored {
		return "", 0, fmt.Errorf("%s engine: %q names no move or gives no score", e.label, line)
	}
	return f[1], score, nil
}

// shortfall is what a move of side gave away in the judge's eyes, from
// its scores (Blue's side) after that move and after its own choice:
// counted 0 to 10, so that neither a mate nor the judge's liking our move
// better a ply shallower outweighs the rest.
func shortfall(side mill.Color, afterMine, afterBest int) int {
	loss := afterBest - afterMine
	if side == mill.Red {
		loss = -loss
	}
	return max(0, min(10, loss))
}

// parseJudgeScore reads "score cp N", "score mate N" or "score N" in an
// info line, a mate as ±judgeCap and any score bounded by it.
func parseJudgeScore(line string) (int, bool) {
	w, ok := infoAfter(line, "score")
	if !ok {
		return 0, false
	}
	kind, val := "cp", w[0]
	if (w[0] == "cp" || w[0] == "mate") && len(w) > 1 {
		kind, val = w[0], w[1]
	}
	n, err := strconv.Atoi(val)
	switch {
	case err != nil:
		return 0, false
	case kind == "mate" && n > 0:
		return judgeCap, true
	case kind == "mate":
		return -judgeCap, true
	}
	return max(-judgeCap, min(judgeCap, n)), true
}

// judgeSides are -side's values: whose placing, and its words.
var judgeSides = map[string]struct {
	color mill.Color // mill.NoColor: either
	words string
}{
	"first":  {mill.Blue, "the first player's placing"},
	"second": {mill.Red, "the second player's placing"},
	"both":   {mill.NoColor, "placing"},
}

func runJudge(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena judge", usageText, "flags of arena judge", stderr)
	engine := fs.String("engine", "", "the judge's command line, e.g. \"/path/to/sanmill-rs\" (required)")
	var options optionList
	fs.Var(&options, "option", "NAME=VALUE sent to the judge as setoption (repeatable), e.g. SkillLevel=30")
	depth := fs.Int("depth", 12, "the judge's depth at the position; a ply less after each move")
	name := fs.String("ai", "timed", "our AI (see arena -list)")
	moveTime := fs.Duration("movetime", time.Second, "our time a move")
	seed := fs.Uint64("seed", 1, "seed for our AI's random choices")
	logged := fs.Bool("logged", false, "judge the moves the log has, not our engine's moves now")
	sideName := fs.String("side", "second", "whose placing to judge: first, second or both")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	side, sideOK := judgeSides[*sideName]
	switch {
	case fs.NArg() == 0:
		return usageError(stderr, fs, "name one or more logs of arena spar -log")
	case strings.TrimSpace(*engine) == "":
		return usageError(stderr, fs, "-engine is required: the judge's command line")
	case *depth < 2:
		return usageError(stderr, fs, fmt.Sprintf("-depth must be at least 2, not %d", *depth))
	case *moveTime <= 0:
		return usageError(stderr, fs, fmt.Sprintf("-movetime must be positive, not %v", *moveTime))
	case !sideOK:
		return usageError(stderr, fs, fmt.Sprintf("-side must be first, second or both, not %q", *sideName))
	}
	if err := millai.Roster.Check(*name); err != nil {
		return usageError(stderr, fs, err.Error())
	}
	v := mill.NineMensMorris
	positions, err := readJudgeLogs(v, fs.Args(), side.color)
	if err != nil {
		fmt.Fprintln(stderr, "arena judge:", err)
		return 1
	}
	var opts []string
	for _, o := range options {
		k, val, _ := strings.Cut(o, "=")
		opts = append(opts, fmt.Sprintf("setoption name %s value %s", k, val))
	}
	grace := 10*(*moveTime) + 10*time.Minute
	judge := &sparEngine{label: "judge", argv: strings.Fields(*engine), opts: opts}
	engines := []*sparEngine{judge}
	var ours *sparEngine
	if !*logged {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintln(stderr, "arena judge:", err)
			return 1
		}
		ours = &sparEngine{label: "ours", argv: []string{self, "engine", "-game", "mill", "-variant", v.ID(), "-ai", *name,
			"-movetime", moveTime.String(), "-seed", fmt.Sprint(*seed)}}
		engines = append(engines, ours)
	}
	defer func() {
		for _, e := range engines {
			e.stop()
		}
	}()
	for _, e := range engines {
		if err := e.start(grace); err != nil {
			fmt.Fprintln(stderr, "arena judge:", err)
			return 1
		}
	}
	var agree, big, worse, total int
	for i, p := range positions {
		if err := ctx.Err(); err != nil {
			return exitStatus(err, stderr)
		}
		mine := p.logged
		if ours != nil {
			if err := ours.send("ucinewgame"); err != nil {
				return exitStatus(err, stderr)
			}
			m, _, err := ours.bestmove(p.tokens, fmt.Sprintf("go movetime %d", moveTime.Milliseconds()), grace)
			if err != nil {
				return exitStatus(err, stderr)
			}
			mine = m
		}
		mv, err := v.ParseMove(mine)
		if err != nil {
			return exitStatus(fmt.Errorf("our move %q at %q: %w", mine, strings.Join(p.tokens, " "), err), stderr)
		}
		mineTokens := sparTokens(v, mv)
		best, _, err := judge.judgeScore(p.tokens, *depth, grace)
		if err != nil {
			return exitStatus(err, stderr)
		}
		if mineTokens[0] == best {
			agree++
			continue
		}
		_, afterMine, err := judge.judgeScore(append(slices.Clone(p.tokens), mineTokens...), *depth-1, grace)
		if err != nil {
			return exitStatus(err, stderr)
		}
		_, afterBest, err := judge.judgeScore(append(slices.Clone(p.tokens), best), *depth-1, grace)
		if err != nil {
			return exitStatus(err, stderr)
		}
		loss := shortfall(p.mover, afterMine, afterBest)
		total += loss
		if loss >= 2 {
			big++
			fmt.Fprintf(stdout, "%4d  %s: ours %s, the judge's %s, %d given away\n", i+1, strings.Join(p.tokens, " "), mine, best, loss)
		}
		if loss >= 4 {
			worse++
		}
	}
	n := len(positions)
	if n == 0 {
		fmt.Fprintln(stdout, "no placing position of ours in the logs")
		return 0
	}
	fmt.Fprintf(stdout, "%d positions (%s): ours the judge's move in %d (%.0f%%); given away %.3f a move on average (each counted 0 to 10); 2 or more in %d, 4 or more in %d\n",
		n, side.words, agree, 100*float64(agree)/float64(n), float64(total)/float64(n), big, worse)
	return 0
}
