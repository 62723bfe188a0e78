package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/board/rules"
)

// arena engine keeps one AI alive for a whole game (or many), so that what
// it learnt on one move — its transposition table, its history — serves the
// next, and reads commands line by line, as a driver such as arena spar or
// another program's match script sends them. The commands are a small
// subset of the UCI protocol chess and Mill engines speak:
//
//	uci                          → id name …, uciok
//	isready                      → readyok
//	ucinewgame                   forget the earlier games (the table)
//	setoption name MoveTime value S   the time a move (seconds, as Sanmill takes it)
//	position startpos [moves M…] the game so far, in the game's notation
//	go [movetime MS] [depth D] [nodes N]
//	go wtime MS btime MS [winc MS binc MS] …   the clocks instead: the time
//	                             a move is the mover's share (ai.ClockBudget)
//	                             → info depth D nodes N score S time MS, bestmove M
//	quit                         (or the end of the input)
//
// In Mill a removal may come as its own token after the move that closed
// the mill ("d2-d1 xb4", as Sanmill writes it) or attached ("d2-d1xb4", as
// this project writes it); bestmove always attaches it. A finished game
// answers "bestmove none" and an "info string" saying why. A line the
// engine cannot use is answered with "info string" and the reason, and the
// engine goes on.

// goLimits reads a go command's arguments for side, the side to move:
// movetime, or else side's clock (wtime or btime, with winc or binc: see
// ai.ClockBudget), or else def, the engine's own time a move; depth and
// nodes. It returns the words it could not use.
func goLimits(args []string, side rules.Side, def time.Duration) (ai.Limits, []string) {
	lim := ai.Limits{MoveTime: def}
	var ignored []string
	var moveTime, left, inc time.Duration
	clock := false
	timeKey, incKey := "wtime", "winc"
	if side == rules.Red {
		timeKey, incKey = "btime", "binc"
	}
	for i := 0; i < len(args); i++ {
		n := int64(-1)
		if i+1 < len(args) {
			if v, err := strconv.ParseInt(args[i+1], 10, 64); err == nil {
				n = v
			}
		}
		ms := time.Duration(n) * time.Millisecond
		switch {
		case n > 0 && args[i] == "movetime":
			moveTime = ms
		case n >= 0 && args[i] == timeKey:
			left, clock = ms, true
		case n >= 0 && args[i] == incKey:
			inc = ms
		case n >= 0 && (args[i] == "wtime" || args[i] == "btime" || args[i] == "winc" || args[i] == "binc"):
			// the other side's clock
		case n > 0 && args[i] == "depth":
			lim.MaxDepth = int(n)
		case n > 0 && args[i] == "nodes":
			lim.MaxNodes = n
		default:
			ignored = append(ignored, args[i])
			continue
		}
		i++ // the number
	}
	switch {
	case moveTime > 0:
		lim.MoveTime = moveTime
	case clock:
		lim.MoveTime = ai.ClockBudget(left, inc)
	}
	return lim, ignored
}

// engineSession is one arena engine process.
type engineSession[S, M any] struct {
	g        rules.Game[S, M]
	player   ai.Player[S, M]
	moveTime time.Duration
	state    S // the position set (the start until a position command): Choose leaves it as it is
	out      io.Writer
}

// runEngine runs arena engine for e: the AI called name answers the
// commands read from in on out until quit or the end of in.
func (e entry[S, M]) runEngine(ctx context.Context, in io.Reader, out io.Writer, name string, seed uint64, moveTime time.Duration) error {
	p, err := e.newPlayer(name, seed)
	if err != nil {
		return fmt.Errorf("%w: %v", errInput, err)
	}
	es := &engineSession[S, M]{g: e.rules, player: p, moveTime: moveTime, out: out}
	if err := es.startpos(); err != nil {
		return err
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if fields[0] == "quit" {
			return nil
		}
		if err := es.command(ctx, fields); err != nil {
			return err
		}
	}
	return sc.Err()
}

// startpos sets the game's start.
func (e *engineSession[S, M]) startpos() error {
	st, err := e.g.New()
	if err != nil {
		return fmt.Errorf("the start position: %w", err) // a broken rules package, not the driver's doing
	}
	e.state = st
	return nil
}

// command answers one line; only a failure to write (or a cancelled ctx)
// is an error, a bad line is answered with "info string".
func (e *engineSession[S, M]) command(ctx context.Context, f []string) error {
	say := func(format string, args ...any) error {
		_, err := fmt.Fprintf(e.out, format+"\n", args...)
		return err
	}
	switch f[0] {
	case "uci":
		return say("id name Stratagem %s (%s)\nid author the Stratagem developers\nuciok", e.player.Name(), e.g.ID())
	case "isready":
		return say("readyok")
	case "ucinewgame":
		if n, ok := e.player.(ai.NewGamer); ok {
			n.NewGame()
		}
		return e.startpos()
	case "setoption":
		// setoption name MoveTime value 1
		if len(f) == 5 && f[1] == "name" && strings.EqualFold(f[2], "MoveTime") && f[3] == "value" {
			if s, err := strconv.ParseFloat(f[4], 64); err == nil && s > 0 {
				e.moveTime = time.Duration(s * float64(time.Second))
				return nil
			}
		}
		return say("info string ignored: %s (only MoveTime is an option)", strings.Join(f, " "))
	case "position":
		if len(f) < 2 || f[1] != "startpos" || (len(f) > 2 && f[2] != "moves") {
			return say("info string ignored: %s (position startpos [moves …])", strings.Join(f, " "))
		}
		st, err := e.g.New()
		if err == nil && len(f) > 3 {
			err = rules.PlayText(e.g, st, strings.Join(f[3:], " "))
		}
		if err != nil {
			if err := e.startpos(); err != nil {
				return err
			}
			return say("info string bad position, the game is reset: %v", err)
		}
		e.state = st
		return nil
	case "go":
		return e.goCommand(ctx, f[1:], say)
	}
	return say("info string unknown command: %s", strings.Join(f, " "))
}

// goCommand searches the position set and answers with info and bestmove.
func (e *engineSession[S, M]) goCommand(ctx context.Context, args []string, say func(string, ...any) error) error {
	side, _ := e.g.ToAct(e.state)
	lim, ignored := goLimits(args, side, e.moveTime)
	// Limits it does not know (infinite…) are said and passed over: a
	// driver waiting for bestmove still gets one.
	for _, a := range ignored {
		if err := say("info string ignored: %s (go takes movetime MS, wtime MS btime MS winc MS binc MS, depth D, nodes N)", a); err != nil {
			return err
		}
	}
	s := e.state
	if o := e.g.Outcome(s); o.Over {
		return say("info string the game is over after %d moves: %v\nbestmove none", e.g.Ply(s), o)
	}
	start := time.Now()
	m, info, err := e.player.Choose(ctx, s, lim)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return say("info string the AI failed: %v\nbestmove none", err)
	}
	ms := time.Since(start).Milliseconds()
	if err := say("info depth %d nodes %d score %d time %d", info.Depth, info.Nodes, info.Score, ms); err != nil {
		return err
	}
	return say("bestmove %s", e.g.Format(s, m))
}

func runEngine(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, code, ok := parseOneAI("arena engine", "the commands", args, stderr, func(g game) error {
		if g.Engine == nil {
			var can []string
			for _, other := range games {
				if other.Engine != nil {
					can = append(can, other.Name)
				}
			}
			return fmt.Errorf("arena engine plays %s (games whose moves are single words), not %s", strings.Join(can, " and "), g.Name)
		}
		return nil
	})
	if !ok {
		return code
	}
	if err := o.game.Engine(context.Background(), stdin, stdout, o.ai, o.seed, o.moveTime); err != nil {
		return failed("arena engine", err, stderr)
	}
	return 0
}
