package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/board/connect"
)

// connectGame is Connect Four on the standard 7×6 board (arena solve takes
// other sizes). Moves are 1-based columns, e.g. "4453".
func connectGame() game {
	return game{
		Name:     "connect",
		Defaults: [2]string{"perfect", "normal"},
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range connectai.Roster.All() {
				out = append(out, aiInfo{l.Name, l.Title + ": " + l.Description})
			}
			return out
		},
		Check: func(name string) error {
			return connectai.Roster.Check(name)
		},
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(player int, d time.Duration)) (gameResult, error) {
			var players [2]ai.Player[*connect.Position, int]
			for i, name := range [2]string{first, second} {
				p, err := connectai.Roster.New(name, seeds[i])
				if err != nil {
					return gameResult{}, err
				}
				players[i] = p
			}
			pos := connect.MustNew(connect.Standard)
			// How many of each perfect player's moves were exact (book or
			// solve), for the table's note.
			var exact, moves [2]int
			note := func() string {
				var parts []string
				for i, p := range players {
					if p.Name() == "perfect" {
						parts = append(parts, fmt.Sprintf("%s exact %d/%d", [2]string{"first", "second"}[i], exact[i], moves[i]))
					}
				}
				if len(parts) == 0 {
					return ""
				}
				return strings.Join(parts, ", ")
			}
			for !pos.Over() {
				side := int(pos.SideToMove()) // X = the first player
				start := time.Now()
				col, info, err := players[side].Choose(ctx, pos, ai.Limits{MoveTime: moveTime})
				moveDone(side, time.Since(start))
				moves[side]++
				if info.Exact {
					exact[side]++
				}
				if err != nil {
					return gameResult{}, fmt.Errorf("%s (%s) at move %d: %w", players[side].Name(), pos.SideToMove(), pos.Ply()+1, err)
				}
				if err := pos.Play(col); err != nil {
					// A broken AI loses the game, and the table says why.
					return gameResult{Winner: 1 - side, Reason: fmt.Sprintf("illegal column %d", col+1), Plies: pos.Ply()}, nil
				}
			}
			if w := pos.Winner(); w != connect.None {
				return gameResult{Winner: int(w), Reason: "four in a row", Plies: pos.Ply(), Note: note()}, nil
			}
			return gameResult{Winner: -1, Reason: "full board", Plies: pos.Ply(), Note: note()}, nil
		},
		// The game so far is a move sequence ("4453"; spaces and line
		// breaks allowed); the answer is the column, 1-based.
		NextMove: func(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
			p, err := connectai.Roster.New(name, seed)
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			text, err := io.ReadAll(in)
			if err != nil {
				return "", err
			}
			pos, err := connect.ParseMoves(connect.Standard, strings.NewReplacer("\r", " ", "\n", " ").Replace(string(text)))
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			if pos.Over() {
				return "", fmt.Errorf("%w: the game is over after %d moves", errInput, pos.Ply())
			}
			col, _, err := p.Choose(ctx, pos, ai.Limits{MoveTime: moveTime})
			if err != nil {
				return "", err
			}
			return strconv.Itoa(col + 1), nil
		},
	}
}

const solveUsage = `usage:
  arena solve -game connect [-w W -h H -n N] < positions.txt
      one move sequence per line (1-based columns, e.g. "4453"; anything after
      the first field is ignored, so the solver literature's "moves score" test
      files can be piped in; an empty line is the empty board). One exact score
      per line (connect.md: 0 draw, ⌈W·H/2⌉+1−s for a win with the s-th disc,
      negative for a loss). A bad line prints "?" and an error naming its line
      number on standard error; the rest are answered; the exit status is then 2.
`

// boardFlags defines -w, -h and -n, the Connect Four board of arena solve
// and arena book; the function returned reads them as a valid board the
// exact solver can take.
func boardFlags(fs *flag.FlagSet) func() (connect.Config, error) {
	w := fs.Int("w", connect.Standard.W, fmt.Sprintf("board width, %d–%d", connect.MinWidth, connect.MaxWidth))
	h := fs.Int("h", connect.Standard.H, fmt.Sprintf("board height, %d–%d (W·(H+1) ≤ 64 for the solver)", connect.MinHeight, connect.MaxHeight))
	n := fs.Int("n", connect.Standard.N, fmt.Sprintf("line length, %d–%d", connect.MinLine, connect.MaxLine))
	return func() (connect.Config, error) {
		cfg := connect.Config{W: *w, H: *h, N: *n}
		if err := cfg.Validate(); err != nil {
			return cfg, err
		}
		if !cfg.Fits64() {
			return cfg, fmt.Errorf("the solver needs W·(H+1) ≤ 64, not %v", cfg)
		}
		return cfg, nil
	}
}

// runSolve is "arena solve": exact scores of Connect Four positions.
func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena solve", solveUsage, "flags of arena solve", stderr)
	gameName := fs.String("game", "connect", "the game (only connect can be solved)")
	board := boardFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q (the positions go on standard input)", fs.Arg(0)))
	}
	if *gameName != "connect" {
		if _, err := findGame(*gameName); err != nil {
			return usageError(stderr, fs, err.Error())
		}
		return usageError(stderr, fs, fmt.Sprintf("arena solve is for connect only, not %s", *gameName))
	}
	cfg, err := board()
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	s, err := connectai.NewSolver(cfg, 0)
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	bad := 0
	for line := 1; sc.Scan(); line++ {
		score, err := solveLine(s, cfg, sc.Text())
		if err != nil {
			bad++
			fmt.Fprintln(out, "?")
			out.Flush()
			fmt.Fprintf(stderr, "arena solve: line %d: %v\n", line, err)
			continue
		}
		fmt.Fprintln(out, score)
		out.Flush()
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(stderr, "arena solve:", err)
		return 1
	}
	if bad > 0 {
		return 2
	}
	return 0
}

func solveLine(s *connectai.Solver, cfg connect.Config, text string) (int, error) {
	moves := ""
	if f := strings.Fields(text); len(f) > 0 {
		moves = f[0]
	}
	p, err := connect.ParseMoves(cfg, moves)
	if err != nil {
		return 0, err
	}
	if w := p.Winner(); w != connect.None {
		return 0, fmt.Errorf("the game is over: %s won with move %d", w, p.Ply())
	}
	return s.Solve(p, connectai.Limits{})
}
