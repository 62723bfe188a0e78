package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"stratagem/ai/millai"
	"stratagem/board/mill"
)

// arena spar plays Mill between two engines that speak the UCI-style
// protocol of arena engine: ours (this program's arena engine, one process
// kept for the whole match) and another program's, such as Sanmill's
// console engine. It referees every move with board/mill, alternates
// colours, and prints a row a game, the score by colour and each side's move
// times by phase. docs/mill-sparring.md says how to build Sanmill and run
// scripts/mill-match.
//
// The referee's rules are board/mill's: threefold repetition and 100 plies
// of moving without a mill draw (a mill on the 100th ply resets the count);
// a side with no legal move or fewer than three pieces loses. An engine
// that answers "bestmove draw" (Sanmill's claim of a repetition or of its
// 100-ply rule, which it applies even when the 100th ply closes a mill),
// for a move or for the removal after its mill, ends the game as a draw; the row says "claimed" and whether board/mill
// agreed. An illegal move, an unreadable answer or no answer within the
// grace time loses the game for that engine (which is then restarted).
//
// With -borrow PHASE our side's moves in that phase (placing, or moving:
// every move after the placing) are asked of a second copy of the other
// engine ("lent"), and our engine plays the rest: it shows which phase of
// our play is worth more than the other engine's (docs/mill-sparring.md).
//
// With -clock our engine plays to a clock instead of a fixed time a move:
// it starts each game with -movetime on it, -movetime is added after each
// of its moves, and it is told its clock (go wtime … btime … winc … binc
// …): the time it saves on quick moves (the book's, forced ones, the
// endgame databases') it may spend on the next ones, so that its moves
// average -movetime at most. The other engine is told go as before.
//
// With -nodes N our engine is told "go nodes N" instead of a time, and with
// -their-nodes M the other engine "go nodes M" (Sanmill's engines honour
// it): a match whose budgets are positions, not seconds, gives the same
// budgets on a fast machine and a slow one, and two matches run side by
// side no longer take time from each other. -movetime then only bounds our
// engine's move (ten times it) and sets the grace. The summary gives each
// engine's mean positions a search, from the "nodes" of its last info line
// before each bestmove.

// sparEngine is one engine process.
type sparEngine struct {
	label string   // "ours" or "theirs"
	argv  []string // the command
	opts  []string // setoption lines sent after uci
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // the engine's output, line by line; closed when it exits
	log   io.Writer   // the whole conversation, when not nil

	searched positionCount // what its info lines said it searched
}

// positionCount sums the positions an engine reported searching, over the
// searches it reported them for.
type positionCount struct {
	searches, positions int64
}

// start launches the engine and waits for uciok and readyok.
func (e *sparEngine) start(grace time.Duration) error {
	e.cmd = exec.Command(e.argv[0], e.argv[1:]...)
	e.cmd.Stderr = os.Stderr
	in, err := e.cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := e.cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := e.cmd.Start(); err != nil {
		return fmt.Errorf("%s engine %q: %w", e.label, strings.Join(e.argv, " "), err)
	}
	e.in = in
	e.lines = make(chan string, 64)
	go func(lines chan<- string) {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- strings.TrimSpace(sc.Text())
		}
		close(lines)
	}(e.lines)
	if err := e.send("uci"); err != nil {
		return err
	}
	if _, err := e.await("uciok", grace); err != nil {
		return err
	}
	for _, o := range e.opts {
		if err := e.send(o); err != nil {
			return err
		}
	}
	return e.ready(grace)
}

// ready sends isready and waits for readyok.
func (e *sparEngine) ready(grace time.Duration) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	_, err := e.await("readyok", grace)
	return err
}

// stop ends the process (quit, then kill after a moment).
func (e *sparEngine) stop() {
	if e.cmd == nil || e.cmd.Process == nil {
		return
	}
	_ = e.send("quit")
	_ = e.in.Close()
	done := make(chan struct{})
	go func() { _ = e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		_ = e.cmd.Process.Kill()
		<-done
	}
	e.cmd = nil
}

func (e *sparEngine) send(line string) error {
	if e.log != nil {
		fmt.Fprintf(e.log, "> %s: %s\n", e.label, line)
	}
	_, err := io.WriteString(e.in, line+"\n")
	return err
}

// errNoAnswer is an engine that did not answer in time (or exited).
var errNoAnswer = errors.New("no answer in time")

// await reads lines until one has the word prefix (at its start, or after
// other words as in Sanmill's "info score 4 bestmove d2") and returns the
// line from that word on.
func (e *sparEngine) await(prefix string, grace time.Duration) (string, error) {
	return e.awaitSeeing(prefix, grace, nil)
}

// awaitSeeing is await, calling seen (when not nil) with every line read,
// the one with prefix too.
func (e *sparEngine) awaitSeeing(prefix string, grace time.Duration, seen func(line string)) (string, error) {
	timer := time.NewTimer(grace)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%s engine exited: %w", e.label, errNoAnswer)
			}
			if e.log != nil {
				fmt.Fprintf(e.log, "< %s: %s\n", e.label, line)
			}
			if seen != nil {
				seen(line)
			}
			if strings.HasPrefix(line, prefix) {
				return line, nil
			}
			if i := strings.Index(line, " "+prefix+" "); i >= 0 {
				return line[i+1:], nil
			}
		case <-timer.C:
			return "", fmt.Errorf("%s engine waiting for %q: %w", e.label, prefix, errNoAnswer)
		}
	}
}

// bestmove sets the position and asks for a move: its token ("none",
// "draw" or a move) and the time it took. The "nodes" of the last info
// line before bestmove are added to the engine's count of positions.
func (e *sparEngine) bestmove(moves []string, goLine string, grace time.Duration) (string, time.Duration, error) {
	pos := "position startpos"
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	if err := e.send(pos); err != nil {
		return "", 0, err
	}
	start := time.Now()
	if err := e.send(goLine); err != nil {
		return "", 0, err
	}
	nodes := int64(-1)
	line, err := e.awaitSeeing("bestmove", grace, func(line string) {
		if n, ok := infoNodes(line); ok {
			nodes = n
		}
	})
	took := time.Since(start)
	if nodes >= 0 {
		e.searched.searches++
		e.searched.positions += nodes
	}
	if err != nil {
		return "", took, err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return "", took, fmt.Errorf("%s engine: %q names no move", e.label, line)
	}
	return f[1], took, nil
}

// nodesGo is the go command for a budget of n positions (0: go, the
// engine's own budget).
func nodesGo(n int64) string {
	if n <= 0 {
		return "go"
	}
	return fmt.Sprintf("go nodes %d", n)
}

// infoAfter returns the words after key in an engine's info line ("info
// depth 30 score cp 4 nodes 367549 bestmove f4", as Sanmill writes it, or
// ours "info depth 8 nodes 3643392 score 1274 time 1222"); not in an "info
// string" line, which is free text.
func infoAfter(line, key string) ([]string, bool) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "info" || f[1] == "string" {
		return nil, false
	}
	for i := 1; i+1 < len(f); i++ {
		if f[i] == key {
			return f[i+1:], true
		}
	}
	return nil, false
}

// infoNodes reads the number after "nodes" in an info line.
func infoNodes(line string) (int64, bool) {
	w, ok := infoAfter(line, "nodes")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(w[0], 10, 64)
	return n, err == nil && n >= 0
}

// sanmillOptions are the setoption values (NAME=VALUE) that make Sanmill
// play by the rules of variant v, in the option names of its UCI engine
// (PiecesCount, HasDiagonalLines, MayMoveInPlacingPhase, ...), or an error
// when Sanmill has no options for its rules: its boards are the 24 points
// of three squares, with or without the four diagonals, and 9 to 12 pieces
// a side. Every rule is set, Nine Men's Morris's too, so that an engine
// left set to another variant is set back.
func sanmillOptions(v *mill.Variant) ([]string, error) {
	spec := v.Spec()
	cannot := func(why string) ([]string, error) {
		return nil, fmt.Errorf("the engine (Sanmill) cannot play %s: %s", v.Name(), why)
	}
	threeSquares := v.NumPoints() == mill.NineMensMorris.NumPoints() && v.Symmetries() == mill.NineMensMorris.Symmetries()
	switch {
	case !threeSquares || len(v.Links()) > 0:
		return cannot("its boards are the 24 points of three squares")
	case v.HasDiagonals() && (!spec.DiagonalMoves || v.NumMills() != mill.TwelveMensMorris.NumMills()):
		return cannot("its diagonals are the four across the corners, along which pieces move")
	case v.Pieces() < 9 || v.Pieces() > 12:
		return cannot(fmt.Sprintf("it takes 9 to 12 pieces a side, not %d", v.Pieces()))
	case v.Repetitions() != 3:
		return cannot("it draws at the third repetition only")
	case v.QuietPlies() < 10 || v.QuietPlies() > 200:
		return cannot(fmt.Sprintf("its quiet-move rule takes 10 to 200 plies, not %d", v.QuietPlies()))
	case v.ThreesQuietPlies() != 0 && (v.ThreesQuietPlies() < 5 || v.ThreesQuietPlies() >= v.QuietPlies()):
		return cannot(fmt.Sprintf("its rule at three pieces takes 5 plies to fewer than %d, not %d", v.QuietPlies(), v.ThreesQuietPlies()))
	}
	boardFull := 0 // the side to move, which cannot, loses
	if v.FullBoardDraw() {
		boardFull = 4 // a draw
	}
	endgame := v.QuietPlies() // no rule of its own at three pieces
	if v.ThreesQuietPlies() > 0 {
		endgame = v.ThreesQuietPlies()
	}
	return []string{
		fmt.Sprintf("PiecesCount=%d", v.Pieces()),
		fmt.Sprintf("HasDiagonalLines=%v", v.HasDiagonals()),
		fmt.Sprintf("MayFly=%v", v.Flying()),
		"FlyPieceCount=3",
		fmt.Sprintf("MayMoveInPlacingPhase=%v", v.MoveWhilePlacing()),
		fmt.Sprintf("RestrictRepeatedMillsFormation=%v", v.NoReturnToMill()),
		"MayRemoveMultiple=false", // one removal, even for two mills
		"MayRemoveFromMillsAlways=false",
		fmt.Sprintf("BoardFullAction=%d", boardFull),
		fmt.Sprintf("NMoveRule=%d", v.QuietPlies()),
		fmt.Sprintf("EndgameNMoveRule=%d", endgame),
		"ThreefoldRepetitionRule=true",
	}, nil
}

// sparMatch is one arena spar run.
type sparMatch struct {
	variant      *mill.Variant
	ours, theirs *sparEngine
	lent         *sparEngine // a second copy of theirs that plays our moves in the borrowed phase, or nil
	borrowMoving bool        // lent plays our moves after the placing (else during it)
	clock        bool        // ours plays to a clock of moveTime a move (-clock)
	nodes        int64       // ours is told go nodes N (-nodes; 0: a time)
	theirNodes   int64       // theirs (and lent) is told go nodes N (-their-nodes; 0: go)
	games        int
	moveTime     time.Duration // what the engines are told; the grace is more
	grace        time.Duration
	openings     int         // random plies at the start of each pair of games
	seed         uint64      // the openings' seed
	starts       []sparStart // -positions: the pairs' starts, in turn (nil: none)
	startsFrom   string      // the file they were read from
	out          io.Writer
}

// sparGame is how one game ended, from our side's view.
type sparGame struct {
	result string // "win", "draw" or "loss" (ours)
	reason string
	plies  int
}

// sparStart is a game's first moves, read from a -positions file.
type sparStart struct {
	line  int // in the file, for the reader of the match
	moves []mill.Move
}

// readStarts reads a -positions file: one game's first moves a line, in
// the notation records and arena move use ("b4 f4 b2xa4 a4-a1"), legal in
// variant v from its start and not ending the game. Blank lines and lines
// beginning with # are skipped. The error names the line.
func readStarts(r io.Reader, v *mill.Variant) ([]sparStart, error) {
	var starts []sparStart
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		pos, err := v.ParseGame(text)
		if err != nil {
			return nil, fmt.Errorf("line %d, %v", n, err)
		}
		if pos.Outcome().Over() {
			return nil, fmt.Errorf("line %d: the game is already over (%s)", n, pos.Outcome().Reason.Code())
		}
		starts = append(starts, sparStart{line: n, moves: pos.History()})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(starts) == 0 {
		return nil, errors.New("no positions in it (one game's first moves a line)")
	}
	return starts, nil
}

// phaseTimes are one side's move times by the mover's phase.
type phaseTimes [3]moveTimes

// turn asks the engine to move for pos's side to move and returns the
// move, checked, or why the engine lost (an error for a failure of ours,
// e.g. a broken pipe). claimed is set when the engine claimed a draw.
func (m *sparMatch) turn(e *sparEngine, pos *mill.Position, tokens []string, goLine string) (mv mill.Move, took time.Duration, claimed bool, forfeit string, err error) {
	tok, took, err := e.bestmove(tokens, goLine, m.grace)
	if errors.Is(err, errNoAnswer) {
		return mv, took, false, "no answer in time", nil
	}
	if err != nil {
		return mv, took, false, "", err
	}
	switch tok {
	case "draw":
		return mv, took, true, "", nil
	case "none", "(none)", "0000":
		// The referee asks only while board/mill has moves to play.
		return mv, took, false, fmt.Sprintf("no move (%q) with %d legal", tok, len(pos.LegalMoves(nil))), nil
	}
	mv, err = pos.Variant().ParseMove(tok)
	if err != nil {
		return mv, took, false, fmt.Sprintf("unreadable move %q", tok), nil
	}
	if mv.Remove == mill.NoPoint && closesMill(pos, mv) {
		// Sanmill's way: the removal is a move of its own, asked for once
		// the mill stands.
		rm, more, err := e.bestmove(append(tokens, tok), goLine, m.grace)
		took += more
		if errors.Is(err, errNoAnswer) {
			return mv, took, false, "no answer in time", nil
		}
		if err != nil {
			return mv, took, false, "", err
		}
		if rm == "draw" {
			// A claim at the removal is judged as any other (Sanmill v7.4.6
			// made one there).
			return mv, took, true, "", nil
		}
		p, perr := pos.Variant().ParsePoint(strings.TrimPrefix(rm, "x"))
		if !strings.HasPrefix(rm, "x") || perr != nil {
			return mv, took, false, fmt.Sprintf("%q is not a removal after the mill %s", rm, tok), nil
		}
		mv.Remove = p
	}
	if !pos.IsLegal(mv) {
		return mv, took, false, "illegal move " + pos.Variant().FormatMove(mv), nil
	}
	return mv, took, false, "", nil
}

// closesMill reports whether the move from-to (no removal given) closes a
// mill: every legal move with that origin and destination then removes.
func closesMill(pos *mill.Position, mv mill.Move) bool {
	for _, l := range pos.LegalMoves(nil) {
		if l.From == mv.From && l.To == mv.To {
			return l.Remove != mill.NoPoint
		}
	}
	return false
}

// sparTokens writes mv, a move of variant v, as the protocol's tokens:
// the removal apart.
func sparTokens(v *mill.Variant, mv mill.Move) []string {
	body := mv
	body.Remove = mill.NoPoint
	out := []string{v.FormatMove(body)}
	if mv.Remove != mill.NoPoint {
		out = append(out, "x"+v.PointName(mv.Remove))
	}
	return out
}

// play plays one game of the pair-th pair, ours moving first when
// oursFirst; times collects each side's move times ([0] ours).
func (m *sparMatch) play(oursFirst bool, pair int, times *[2]phaseTimes) (sparGame, error) {
	for _, e := range m.engines() {
		if err := e.send("ucinewgame"); err != nil {
			return sparGame{}, err
		}
		if err := e.ready(m.grace); err != nil {
			return sparGame{}, err
		}
	}
	pos := m.variant.NewGame()
	var tokens []string
	if len(m.starts) > 0 {
		// The pair's position from the file, the file's positions in turn.
		for _, mv := range m.starts[pair%len(m.starts)].moves {
			if err := pos.Play(mv); err != nil {
				return sparGame{}, err // read legal
			}
			tokens = append(tokens, sparTokens(pos.Variant(), mv)...)
		}
	}
	// The opening: random moves, the same for both games of a pair.
	rng := rand.New(rand.NewPCG(m.seed*7_919+uint64(pair), 0x6f70656e))
	for range m.openings {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 || pos.Outcome().Over() {
			break
		}
		mv := moves[rng.IntN(len(moves))]
		pos.Apply(mv)
		tokens = append(tokens, sparTokens(pos.Variant(), mv)...)
	}
	left := m.moveTime // our clock, with -clock
	oursColour := mill.Blue
	if !oursFirst {
		oursColour = mill.Red
	}
	for {
		if o := pos.Outcome(); o.Over() {
			g := sparGame{result: "draw", reason: o.Reason.Code(), plies: pos.Ply()}
			if o.Winner != mill.NoColor {
				g.result = map[bool]string{true: "win", false: "loss"}[o.Winner == oursColour]
			}
			return g, nil
		}
		side := pos.SideToMove()
		who, e, goLine := 0, m.ours, fmt.Sprintf("go movetime %d", m.moveTime.Milliseconds())
		switch {
		case m.nodes > 0:
			goLine = nodesGo(m.nodes)
		case m.clock:
			ms, inc := max(0, left.Milliseconds()), m.moveTime.Milliseconds()
			goLine = fmt.Sprintf("go wtime %d btime %d winc %d binc %d", ms, ms, inc, inc)
		}
		phase := pos.PhaseOf(side)
		if side != oursColour {
			who, e, goLine = 1, m.theirs, nodesGo(m.theirNodes)
		} else if m.lent != nil && (phase == mill.Placing) != m.borrowMoving {
			e, goLine = m.lent, nodesGo(m.theirNodes)
		}
		mv, took, claimed, forfeit, err := m.turn(e, pos, tokens, goLine)
		if err != nil {
			return sparGame{}, err
		}
		times[who][phase].add(took)
		if e == m.ours {
			left += m.moveTime - took
		}
		if claimed {
			agree := "board/mill plays on"
			if v := pos.Variant(); pos.QuietPlies() >= pos.QuietLimit()-1 || pos.Repetitions() >= v.Repetitions()-1 {
				agree = "at the rule's edge"
			}
			return sparGame{result: "draw", reason: fmt.Sprintf("%s claimed a draw (%s)", e.label, agree), plies: pos.Ply()}, nil
		}
		if forfeit != "" {
			e.stop()
			if err := e.start(m.grace); err != nil {
				return sparGame{}, err
			}
			res := map[bool]string{true: "loss", false: "win"}[who == 0]
			return sparGame{result: res, reason: e.label + ": " + forfeit, plies: pos.Ply()}, nil
		}
		if err := pos.Play(mv); err != nil {
			return sparGame{}, err // checked legal above
		}
		tokens = append(tokens, sparTokens(pos.Variant(), mv)...)
	}
}

// pairSummary sums the pairs of games that shared an opening (ours first,
// then ours second; results are ours, game by game): how many pairs gave
// ours 2, 1½, 1, ½ and 0 points, and how many the side moving first (or
// second) won both times, whichever engine it was. An opening that one
// colour wins whoever plays it says more about the opening than about the
// engines. An unpaired last game is left out; no pair, no line.
func pairSummary(results []string) string {
	points := map[string]int{"win": 2, "draw": 1, "loss": 0} // half-points
	var byPoints [5]int
	firstBoth, secondBoth, pairs := 0, 0, 0
	for i := 0; i+1 < len(results); i += 2 {
		a, b := results[i], results[i+1] // ours first, ours second
		byPoints[points[a]+points[b]]++
		pairs++
		switch {
		case a == "win" && b == "loss":
			firstBoth++
		case a == "loss" && b == "win":
			secondBoth++
		}
	}
	if pairs == 0 {
		return ""
	}
	return fmt.Sprintf("pairs on one opening (%d), ours' points: 2: %d, 1½: %d, 1: %d, ½: %d, 0: %d; "+
		"the side moving first won both games in %d, the side moving second in %d",
		pairs, byPoints[4], byPoints[3], byPoints[2], byPoints[1], byPoints[0], firstBoth, secondBoth)
}

// engines are the match's engine processes.
func (m *sparMatch) engines() []*sparEngine {
	if m.lent != nil {
		return []*sparEngine{m.ours, m.theirs, m.lent}
	}
	return []*sparEngine{m.ours, m.theirs}
}

// run plays the match and prints it.
func (m *sparMatch) run(ctx context.Context) error {
	fmt.Fprintf(m.out, "mill (%s): ours %q vs theirs %q, %d games, colours alternating, movetime %v, random opening plies %d\n",
		m.variant.ID(), strings.Join(m.ours.argv[1:], " "), strings.Join(m.theirs.argv, " "), m.games, m.moveTime, m.openings)
	if len(m.starts) > 0 {
		lines := make([]string, len(m.starts))
		for i, st := range m.starts {
			lines[i] = fmt.Sprint(st.line)
		}
		fmt.Fprintf(m.out, "positions from %s: %d, played in turn, each by a pair of games (lines %s)\n",
			m.startsFrom, len(m.starts), strings.Join(lines, ", "))
	}
	if m.lent != nil {
		phase := map[bool]string{false: "placing", true: "moving (all after the placing)"}[m.borrowMoving]
		fmt.Fprintf(m.out, "ours borrows: its %s moves are a second copy of theirs'; the times and results below count them as ours\n", phase)
	}
	if m.clock {
		fmt.Fprintf(m.out, "ours plays to a clock: %v added after each of its moves, what it saves kept for later ones\n", m.moveTime)
	}
	if m.nodes > 0 || m.theirNodes > 0 {
		budget := func(n int64, otherwise string) string {
			if n > 0 {
				return fmt.Sprintf("%d positions a search", n)
			}
			return otherwise
		}
		fmt.Fprintf(m.out, "budgets by positions: ours %s, theirs %s\n",
			budget(m.nodes, m.moveTime.String()+" a move"), budget(m.theirNodes, "its own budget"))
	}
	const row = "%5s  %-6s  %-5s  %-40s  %5s\n"
	fmt.Fprintf(m.out, row, "game", "first", "ours", "reason", "plies")
	var score [2][3]int // [ours first?][win, draw, loss]
	var times [2]phaseTimes
	var results []string // ours, game by game
	played := 0
	for i := range m.games {
		if ctx.Err() != nil {
			break
		}
		oursFirst := i%2 == 0
		g, err := m.play(oursFirst, i/2, &times)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		played++
		results = append(results, g.result)
		first := map[bool]string{true: "ours", false: "theirs"}[oursFirst]
		c := map[bool]int{true: 0, false: 1}[oursFirst]
		score[c][map[string]int{"win": 0, "draw": 1, "loss": 2}[g.result]]++
		fmt.Fprintf(m.out, row, fmt.Sprint(i+1), first, g.result, g.reason, fmt.Sprint(g.plies))
	}
	total := [3]int{score[0][0] + score[1][0], score[0][1] + score[1][1], score[0][2] + score[1][2]}
	fmt.Fprintf(m.out, "ours moving first: %d wins, %d draws, %d losses; ours second: %d wins, %d draws, %d losses\n",
		score[0][0], score[0][1], score[0][2], score[1][0], score[1][1], score[1][2])
	if m.openings > 0 || len(m.starts) > 0 {
		if line := pairSummary(results); line != "" {
			fmt.Fprintln(m.out, line)
		}
	}
	for who, label := range []string{"ours", "theirs"} {
		var parts []string
		for ph, name := range []string{"placing", "moving", "flying"} {
			t := times[who][ph]
			if t.moves > 0 {
				parts = append(parts, fmt.Sprintf("%s %d moves mean %.0f ms max %.0f ms", name, t.moves, t.meanMs(), t.maxMs()))
			}
		}
		fmt.Fprintf(m.out, "move times, %s: %s\n", label, strings.Join(parts, "; "))
	}
	var parts []string
	for _, e := range m.engines() {
		if c := e.searched; c.searches > 0 {
			parts = append(parts, fmt.Sprintf("%s %d over %d searches", e.label, c.positions/c.searches, c.searches))
		}
	}
	if len(parts) > 0 {
		fmt.Fprintf(m.out, "positions a search (mean, as each engine reported them; a removal asked apart is a search of its own): %s\n", strings.Join(parts, "; "))
	}
	points := float64(total[0]) + float64(total[1])/2
	fmt.Fprintf(m.out, "ours %d wins, %d draws, %d losses of %d games: %.1f%% of the points\n",
		total[0], total[1], total[2], played, 100*points/float64(max(played, 1)))
	if played < m.games {
		fmt.Fprintf(m.out, "interrupted after %d of %d games\n", played, m.games)
		return errInterrupted
	}
	return nil
}

func runSpar(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena spar", usageText, "flags of arena spar", stderr)
	engine := fs.String("engine", "", "the other engine's command line, e.g. \"/path/to/sanmill\" (required)")
	var options optionList
	fs.Var(&options, "option", "NAME=VALUE sent to the other engine as setoption (repeatable), e.g. SkillLevel=30")
	name := fs.String("ai", "timed", "our AI (see arena -list)")
	n := fs.Int("games", 20, "number of games (colours alternate: ours first in odd games)")
	moveTime := fs.Duration("movetime", time.Second, "our time a move; give the other engine the same with -option")
	seed := fs.Uint64("seed", 1, "seed for our AI's random choices")
	logFile := fs.String("log", "", "write the whole conversation with both engines to this file")
	openings := fs.Int("openings", 0, "start every game with this many random moves, the same for both games of a pair (the summary then adds up each pair)")
	positions := fs.String("positions", "", "start the pairs of games from the positions in this file, in turn: one game's first moves a line, e.g. \"b4 f4 b2xa4\" (# comments); the summary then adds up each pair")
	borrow := fs.String("borrow", "", "placing or moving: our side's moves in that phase are asked of a second copy of the other engine")
	clock := fs.Bool("clock", false, "our engine plays to a clock: -movetime is added after each of its moves and what it saves it may spend later")
	nodes := fs.Int64("nodes", 0, "our engine's budget in positions for each move (go nodes N) instead of -movetime, which then only bounds it at ten times")
	theirNodes := fs.Int64("their-nodes", 0, "the other engine's budget in positions for each search (go nodes N, where it is told go; Sanmill's engines honour it)")
	variantName := fs.String("variant", "", "the rules' variant, "+millVariants()+" (default "+mill.NineMensMorris.Short()+
		"); the other engine is told its rules as Sanmill's options")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	case strings.TrimSpace(*engine) == "":
		return usageError(stderr, fs, "-engine is required: the other engine's command line")
	case *n < 1:
		return usageError(stderr, fs, fmt.Sprintf("-games must be at least 1, not %d", *n))
	case *openings < 0 || *openings > 16:
		return usageError(stderr, fs, fmt.Sprintf("-openings must be 0 to 16 (placing moves), not %d", *openings))
	case *openings > 0 && *positions != "":
		return usageError(stderr, fs, "-openings and -positions are two ways to start the games: give one")
	case *moveTime <= 0:
		return usageError(stderr, fs, fmt.Sprintf("-movetime must be positive, not %v", *moveTime))
	case *nodes < 0 || *theirNodes < 0:
		return usageError(stderr, fs, "-nodes and -their-nodes must be positive (or 0: no bound by positions)")
	case *nodes > 0 && *clock:
		return usageError(stderr, fs, "-nodes and -clock are two budgets for our engine: give one")
	case *borrow != "" && *borrow != "placing" && *borrow != "moving":
		return usageError(stderr, fs, fmt.Sprintf("-borrow must be placing or moving, not %q", *borrow))
	}
	if err := millai.Roster.Check(*name); err != nil {
		return usageError(stderr, fs, err.Error())
	}
	variant := mill.NineMensMorris
	if *variantName != "" {
		v, err := mill.VariantNamed(*variantName)
		if err != nil {
			return usageError(stderr, fs, "-variant: "+err.Error())
		}
		variant = v
	}
	var starts []sparStart
	if *positions != "" {
		f, err := os.Open(*positions)
		if err != nil {
			return usageError(stderr, fs, "-positions: "+err.Error())
		}
		starts, err = readStarts(f, variant)
		f.Close()
		if err != nil {
			return usageError(stderr, fs, fmt.Sprintf("-positions %s: %v", *positions, err))
		}
	}
	// The other engine's rules come first, so that an -option can still
	// change one.
	rulesOpts, err := sanmillOptions(variant)
	if err != nil {
		return usageError(stderr, fs, "-variant: "+err.Error())
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "arena spar:", err)
		return 1
	}
	var log io.Writer
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			fmt.Fprintln(stderr, "arena spar:", err)
			return 1
		}
		defer f.Close()
		log = f
	}
	var opts []string
	for _, o := range append(rulesOpts, options...) {
		k, v, _ := strings.Cut(o, "=")
		opts = append(opts, fmt.Sprintf("setoption name %s value %s", k, v))
	}
	// The grace: a move may take its time and a little more, on a busy
	// machine much more; past it the engine loses the game.
	grace := 10*(*moveTime) + 10*time.Second
	oursTime := *moveTime
	if *nodes > 0 {
		oursTime = 10 * *moveTime // the positions end its search; this only bounds it
	}
	m := &sparMatch{
		variant: variant,
		ours: &sparEngine{label: "ours", log: log,
			argv: []string{self, "engine", "-game", "mill", "-variant", variant.ID(), "-ai", *name, "-movetime", oursTime.String(), "-seed", fmt.Sprint(*seed)}},
		theirs:     &sparEngine{label: "theirs", argv: strings.Fields(*engine), opts: opts, log: log},
		games:      *n,
		moveTime:   *moveTime,
		grace:      grace,
		openings:   *openings,
		seed:       *seed,
		starts:     starts,
		startsFrom: *positions,
		clock:      *clock,
		nodes:      *nodes,
		theirNodes: *theirNodes,
		out:        stdout,
	}
	if *borrow != "" {
		m.lent = &sparEngine{label: "lent", argv: m.theirs.argv, opts: opts, log: log}
		m.borrowMoving = *borrow == "moving"
	}
	stopAll := func() {
		for _, e := range m.engines() {
			e.stop()
		}
	}
	for _, e := range m.engines() {
		if err := e.start(grace); err != nil {
			fmt.Fprintln(stderr, "arena spar:", err)
			stopAll()
			return 1
		}
	}
	err = m.run(ctx)
	stopAll()
	return exitStatus(err, stderr)
}

// optionList is a repeatable NAME=VALUE flag.
type optionList []string

func (o *optionList) String() string { return strings.Join(*o, ",") }

func (o *optionList) Set(v string) error {
	if k, _, ok := strings.Cut(v, "="); !ok || k == "" {
		return fmt.Errorf("%q: want NAME=VALUE", v)
	}
	*o = append(*o, v)
	return nil
}
