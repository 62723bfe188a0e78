package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"stratagem/ai/puzzle"
)

const puzzlesUsage = `usage:
  arena puzzles [-game mill|connect|all] [-per-band N] [-seed S] [-max-steps K] [-time D] [-out DIR]
                [-capture C [-capture-only]]
      makes the puzzles of Mill and Connect Four (ai/puzzle, docs/puzzles.md): positions
      from self-play games of the ladder's lower rungs, each proved to have exactly one
      winning (or only saving) move at every step of its line — Connect Four by the exact
      solver, Mill by the endgame databases — graded by the weakest rung that plays the
      whole line, and kept up to N a band (easy, medium, hard). Mill also gets up to C a
      band of capture puzzles (win a piece: exactly one move forces a mill, proved by
      trying every move of both sides to the line's depth); -capture-only makes those
      again and keeps the shipped endgame puzzles. Writes DIR/GAME.txt (by default
      ai/puzzle/data, the files the game is built with).
  arena puzzles -verify [-game mill|connect|all] [-grade=false] [-dir DIR]
      proves every puzzle again and grades it again (unless -grade=false), the files
      built into arena or, with -dir, DIR/GAME.txt; one line per failure, and the exit
      status 1 when any puzzle fails.
`

// runPuzzles is "arena puzzles".
func runPuzzles(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena puzzles", puzzlesUsage, "flags of arena puzzles", stderr)
	game := fs.String("game", "all", "mill, connect or all")
	verify := fs.Bool("verify", false, "check the puzzles instead of making them")
	regrade := fs.Bool("grade", true, "with -verify: grade every puzzle again too")
	dir := fs.String("dir", "", "with -verify: read DIR/GAME.txt instead of the built-in files")
	perBand := fs.Int("per-band", 110, "puzzles a band")
	seed := fs.Uint64("seed", 1, "seed of the self-play games")
	maxSteps := fs.Int("max-steps", 5, "the longest line, in the player's moves")
	capture := fs.Int("capture", 40, "Mill: capture puzzles (win a piece by force, from the middle game) a band, after the endgame puzzles")
	captureOnly := fs.Bool("capture-only", false, "Mill: make the capture puzzles again, keeping the shipped endgame puzzles as they are")
	limit := fs.Duration("time", 20*time.Minute, "stop looking for positions after this long, a game")
	out := fs.String("out", filepath.Join("ai", "puzzle", "data"), "where the files go")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	games := puzzle.Games
	switch {
	case fs.NArg() > 0:
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	case *game != "all" && !slices.Contains(puzzle.Games, *game):
		return usageError(stderr, fs, fmt.Sprintf("-game %q: want %s or all", *game, strings.Join(puzzle.Games, ", ")))
	case *perBand < 1:
		return usageError(stderr, fs, fmt.Sprintf("-per-band must be at least 1, not %d", *perBand))
	case *maxSteps < 1:
		return usageError(stderr, fs, fmt.Sprintf("-max-steps must be at least 1, not %d", *maxSteps))
	case *limit <= 0:
		return usageError(stderr, fs, fmt.Sprintf("-time must be positive, not %v", *limit))
	case *capture < 0:
		return usageError(stderr, fs, fmt.Sprintf("-capture must be 0 or more, not %d", *capture))
	case *captureOnly && (*game != puzzle.Mill || *capture == 0):
		return usageError(stderr, fs, "-capture-only is for -game mill, with -capture above 0")
	case *dir != "" && !*verify:
		return usageError(stderr, fs, "-dir is for -verify; -out names where new puzzles go")
	}
	if *game != "all" {
		games = []string{*game}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *verify {
		return verifyPuzzles(ctx, games, *dir, *regrade, stdout, stderr)
	}
	for _, g := range games {
		start := time.Now()
		opt := puzzle.Options{Seed: *seed, PerBand: *perBand, OneStepShare: 30, MaxSteps: *maxSteps, Deadline: start.Add(*limit),
			Progress: func(s string) { fmt.Fprintf(stdout, "%s: %s (%v)\n", g, s, time.Since(start).Round(time.Second)) }}
		made := fmt.Sprintf("arena puzzles -game %s -per-band %d -seed %d -max-steps %d", g, *perBand, *seed, *maxSteps)
		if g == puzzle.Mill {
			opt.CapturePerBand = *capture
			made += fmt.Sprintf(" -capture %d", *capture)
		}
		if *captureOnly {
			made += " -capture-only"
		}
		var ps []puzzle.Puzzle
		var rep puzzle.Report
		var err error
		if *captureOnly {
			ps, rep, err = remakeCapture(ctx, opt)
		} else {
			ps, rep, err = puzzle.Generate(ctx, g, opt)
		}
		if err != nil {
			fmt.Fprintf(stderr, "arena puzzles: %s: %v\n", g, err)
			return 1
		}
		header := []string{
			fmt.Sprintf("Stratagem puzzles: %s. Made by `%s`; checked by `arena puzzles -verify`.", g, made),
			"ID | band | goal | to move | proved by | weakest rung that solves it | position | line (player, defender, player, ...)",
		}
		path := filepath.Join(*out, puzzle.FileName(g))
		if err := writePuzzles(path, header, ps); err != nil {
			fmt.Fprintln(stderr, "arena puzzles:", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: %d puzzles to %s: easy %d, medium %d, hard %d (from %d positions, %d candidates, %d graded) in %v\n",
			g, len(ps), path, rep.Kept[puzzle.Easy], rep.Kept[puzzle.Medium], rep.Kept[puzzle.Hard], rep.Positions, rep.Candidates, rep.Graded, rep.Elapsed.Round(time.Second))
	}
	return 0
}

// remakeCapture keeps the shipped Mill puzzles that are not capture
// puzzles and makes the capture puzzles again after them.
func remakeCapture(ctx context.Context, opt puzzle.Options) ([]puzzle.Puzzle, puzzle.Report, error) {
	shipped, err := puzzle.Shipped(puzzle.Mill)
	if err != nil {
		return nil, puzzle.Report{}, err
	}
	var keep []puzzle.Puzzle
	for _, p := range shipped {
		if p.Goal != puzzle.Capture {
			keep = append(keep, p)
		}
	}
	more, rep, err := puzzle.GenerateCapture(ctx, opt, len(keep))
	if err != nil {
		return nil, rep, err
	}
	return append(keep, more...), rep, nil
}

// writePuzzles writes a puzzle file through a temporary file.
func writePuzzles(path string, header []string, ps []puzzle.Puzzle) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path + ".tmp")
	if err != nil {
		return err
	}
	if err := puzzle.Write(f, header, ps); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(path+".tmp", path)
}

// verifyPuzzles is arena puzzles -verify.
func verifyPuzzles(ctx context.Context, games []string, dir string, regrade bool, stdout, stderr io.Writer) int {
	failed := false
	for _, g := range games {
		start := time.Now()
		var ps []puzzle.Puzzle
		var err error
		if dir == "" {
			ps, err = puzzle.Shipped(g)
		} else {
			ps, err = readPuzzles(filepath.Join(dir, puzzle.FileName(g)))
		}
		if err != nil {
			fmt.Fprintln(stderr, "arena puzzles:", err)
			return 1
		}
		bad, err := puzzle.VerifyAll(ctx, g, ps, regrade, nil)
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(stderr, "arena puzzles: interrupted")
			return 130
		}
		if err != nil {
			fmt.Fprintln(stderr, "arena puzzles:", err)
			return 1
		}
		for _, f := range bad {
			fmt.Fprintf(stdout, "%s: FAILED %v\n", g, f.Err)
		}
		count := map[puzzle.Band]int{}
		for _, p := range ps {
			count[p.Band]++
		}
		what := "proved"
		if regrade {
			what = "proved and graded"
		}
		fmt.Fprintf(stdout, "%s: %d puzzles (easy %d, medium %d, hard %d) %s again: %d failed, in %v\n",
			g, len(ps), count[puzzle.Easy], count[puzzle.Medium], count[puzzle.Hard], what, len(bad), time.Since(start).Round(time.Millisecond))
		if len(bad) > 0 || len(ps) == 0 {
			failed = true
		}
	}
	if failed {
		return 1
	}
	return 0
}

func readPuzzles(path string) ([]puzzle.Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ps, err := puzzle.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ps, nil
}
