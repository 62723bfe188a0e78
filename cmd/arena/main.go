// Command arena plays Stratagem's computer players against each other
// without a window, and lets other programs play against them:
//
//	arena -game mill|hex|connect|mech -p1 AI -p2 AI -games N -movetime D -seed S [-swap] [-map M] [-w W -h H -n N]
//	arena -game mill|hex|mech -tournament A,B,C,... -games N -movetime D -seed S [-map M]
//	arena -list
//	arena move -game mill|hex|connect|mech -ai NAME -movetime D [-seed S] < moves.txt
//	arena record -check FILE...
//	arena solve -game connect [-w W -h H -n N] [-book=false] [-source] [-table BITS] [-threads N] < positions.txt
//	arena book -game connect -plies P [-workers W] -o FILE
//	arena puzzles [-game mill|connect|all] [-per-band N] [-out DIR] | -verify [-grade=false] [-dir DIR]
//	arena ratings [-game mill|hex|connect|mech|all] [-dir DIR] [-anchor RUNG] [-at R]
//
// Hex Battle plays every game of a match or tournament on the field -map
// names: a map of board/hex/maps or random:SEED for a random field (default
// river-crossing); the Mech Duel on the mech map -map names (default: the
// mech maps in turn), with the mechs -forces names for Blue and Red
// (default: the standard pair each); -map with another game, -forces with
// a game other than the Mech Duel and a name that is not one of the choices
// are usage errors that list the choices. A Hex Battle record for arena
// move has one action per line, in the notation of package units ("Bknight
// a6-d8 xRarcher"), after an optional first line "map NAME" naming its
// field in the same way.
//
// A match with -records DIR writes each game's record (package record,
// docs/records.md) to DIR/game-N.txt; arena move reads such a record of an
// unfinished game as well as a bare move list, and arena record -check
// reads records and checks every move and result.
//
// A match prints one row per game; for a game that counts something (the
// Mech Duel: the physical attacks made and the turns played) a line per
// count ("strikes per game: mean 2.5, min 0, max 7 (100 games)"); a line
// of each player's move times ("moves: p1 NAME mean T ms, max M ms; p2
// ...") and a last line "p1 W wins, p2 L wins, D draws, mean move T ms,
// max move M ms".
// Ctrl-C stops a match or a tournament: the game under way is abandoned,
// the summary of the games completed is printed with a line saying so, and
// the exit status is 130.
// A tournament plays -games games for every ordered pair of the AIs (the
// first named moves first) and prints a cross table of score shares and
// each AI's move times (tournament.go).
// Bad flags or input: a message on standard error and exit status 2.
package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"cmdline.invalid/version"

	"stratagem/board/connect"
	"stratagem/board/hex"
	"stratagem/board/mill"
	"stratagem/board/record"
	"stratagem/units/mech"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usageText = `usage:
  arena -game mill|hex|connect|mech -p1 AI -p2 AI -games N -movetime D -seed S [-swap] [-openings P] [-map M] [-records DIR]
      (-variant V, mill only: the rules' variant, nine (the default), twelve, lasker, morabaraba, six or three,
       or its full ID, e.g. lasker-morris; records name it by its ID)
      (-w W -h H -n N, connect only: the board's width and height and the line to make; default 7×6, 4)
      (an AI may carry its own time a move, e.g. -p2 master@15s, whatever -movetime says)
  arena -game mill|hex|mech -tournament A,B,C,... -games N -movetime D -seed S [-map M]
      (-map, hex: every game on that field, a map name or random:SEED; default river-crossing;
       mech: every duel on that map, mech-city or mech-highlands; default the two in turn)
      (-armies BLUE/RED, hex only: each standard or five KIND:FIGHTERS within 416 points, e.g.
       "standard/archer:20 archer:20 archer:20 pikeman:10 pikeman:10"; the armies go with the colours)
      (-forces BLUE/RED, mech only: each standard (Ranger,Bulldog) or 1 to 4 designs split by commas,
       e.g. "Ranger/Juggernaut" or "Kestrel,Kestrel,Warden/standard"; the forces go with the colours)
  arena -list
  arena -version   (the build: a release, or the commit it was built from; "unknown" outside git)
  arena move -game mill|hex|connect|mech -ai NAME -movetime D [-seed S] [-variant V]   (move list on standard input;
      hex: one action per line, e.g. "Bknight a6-d8 xRarcher", an optional first line "map NAME";
      connect: columns, e.g. "4453";
      mech: one action per line, e.g. "Branger walk c3-e5 SE", an optional first line "map NAME";
      or a game record of an unfinished game, as -records writes them: docs/records.md)
  arena record -check FILE...   (reads game records, as -records writes them, replays every move and
      checks the result: a line for each; a bad one named with its line, and exit status 2)
  arena solve -game connect [-w W -h H -n N] [-book=false] [-source] [-table BITS] [-threads N]   (one move sequence per line on standard input)
  arena book -game connect -plies P [-workers W] -o FILE   (builds the Connect Four opening book)
  arena sizes [-movetime D] [-cap D] [-plies P] [-w W -h H -n N]   (is Connect Four's Perfect exact from
      the first move on each board? times its solves)
  arena mill-db [-pieces K] [-out DIR]   (builds Mill's endgame databases; resumable)
  arena puzzles [-game mill|connect|all] [-per-band N] [-out DIR]   (makes the puzzles of Mill and Connect Four)
  arena puzzles -verify [-game mill|connect|all] [-grade=false] [-dir DIR]   (proves and grades the puzzles again)
  arena mill-book [-plies P] [-nodes N] -o FILE   (builds Mill's opening book)
  arena mill-book [-base BOOK] [-nodes N] -o FILE LOG...   (extends it along the games of arena spar -log)
  arena ratings [-game G|all] [-dir DIR]   (the ladder's rungs on Elo's scale, fitted to its pair results,
      and how well the fit predicts each pair: docs/ladder.md)
  arena engine -game mill|connect -ai NAME [-movetime D] [-seed S] [-variant V]   (one AI kept for whole games; UCI-style
      commands on standard input: uci, isready, ucinewgame, position startpos moves ..., go [movetime MS | wtime MS btime MS winc MS binc MS | nodes N], quit)
  arena spar -engine "PATH [ARGS]" [-option NAME=VALUE ...] [-ai NAME] -games N -movetime D [-openings P] [-log FILE] [-variant V]
           [-positions FILE] [-borrow placing|moving] [-clock] [-nodes N] [-their-nodes N]
      (Mill: our arena engine against another UCI-style engine, e.g. Sanmill's; docs/mill-sparring.md;
       -variant sets Sanmill's rule options too, and refuses six and three, which Sanmill cannot play;
       -positions starts the pairs of games from a file's positions in turn, one game's first moves a line;
       -borrow has a second copy of the other engine play our side's moves in that phase;
       -clock has ours play to a clock of -movetime a move, keeping what it saves for later moves;
       -nodes and -their-nodes give each engine a budget in positions a search (go nodes N), the same on any machine)
  arena judge -engine "PATH [ARGS]" [-option NAME=VALUE ...] [-depth D] [-ai NAME -movetime D | -logged] [-side first|second|both] LOG...
      (Mill, Nine Men's Morris: our placing moves in the games of arena spar -log files, judged by the other engine's
       search at a fixed depth: how often ours is its move, and what ours gave away in its eyes; docs/mill-sparring.md)
`

// run is the whole program; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-version" || args[0] == "--version") {
		fmt.Fprintln(stdout, "arena "+version.String())
		return 0
	}
	if len(args) > 0 && args[0] == "move" {
		return runMove(args[1:], stdin, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "record" {
		return runRecord(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "solve" {
		return runSolve(args[1:], stdin, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "spar" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		return runSpar(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "judge" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		return runJudge(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "engine" {
		return runEngine(args[1:], stdin, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "mill-db" {
		ctx, stop := millDBContext()
		defer stop()
		return runMillDB(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "mill-book" {
		ctx, stop := millDBContext()
		defer stop()
		return runMillBook(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "book" {
		return runBook(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "puzzles" {
		return runPuzzles(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "ratings" {
		return runRatings(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "sizes" {
		return runSizes(args[1:], stdout, stderr)
	}
	fs := newFlagSet("arena", usageText, "flags", stderr)
	gameName := fs.String("game", "mill", "the game: mill, hex, connect or mech")
	p1 := fs.String("p1", "", "AI of player 1 (see -list; default: mill hard, hex seed-minimax, connect perfect, mech tactical)")
	p2 := fs.String("p2", "", "AI of player 2 (see -list; default: mill easy, hex random, connect normal, mech seed)")
	n := fs.Int("games", 10, "number of games")
	moveTime := fs.Duration("movetime", 0, "time per move, e.g. 200ms (0: each AI's default)")
	seed := fs.Uint64("seed", 1, "seed for the AIs' random choices")
	swap := fs.Bool("swap", false, "alternate who moves first (player 1 moves first in odd games; in the Mech Duel without -map, in games 1, 4, 5, 8, ...: each player plays each colour on each map)")
	openings := fs.Int("openings", 0, "start every game with this many random moves (with -swap, both games of a pair share their opening)")
	list := fs.Bool("list", false, "list the AIs of every game")
	tourney := fs.String("tournament", "", "comma-separated AIs: play -games games for every ordered pair")
	records := fs.String("records", "", "a match only: write each game's record to `DIR`/game-N.txt (docs/records.md), as arena move and arena record -check read them")
	mapSpec := fs.String("map", "", "the map of every game: hex "+strings.Join(hex.BattleMapNames(), ", ")+", or "+hex.RandomMapPrefix+"SEED (default "+hex.BattleMapName+
		"); mech "+strings.Join(hex.MechMapNames(), ", ")+" (default: these in turn)")
	armies := fs.String("armies", "", "hex only: Blue's and Red's armies split by /, each standard or five KIND:FIGHTERS within 416 points (default standard/standard)")
	variant := fs.String("variant", "", "mill only: the rules' variant, "+millVariants()+" (default "+mill.NineMensMorris.Short()+")")
	forces := fs.String("forces", "", "mech only: Blue's and Red's mechs split by /, each standard ("+designNames(mech.StandardPair, ",")+
		") or 1 to 4 designs split by commas, of "+designNames(mech.Designs(), ", ")+" (default standard/standard)")
	boardW := fs.Int("w", 0, fmt.Sprintf("connect only: the board's width, %d–%d (default %d)", connect.MinWidth, connect.MaxWidth, connect.Standard.W))
	boardH := fs.Int("h", 0, fmt.Sprintf("connect only: the board's height, %d–%d (default %d)", connect.MinHeight, connect.MaxHeight, connect.Standard.H))
	line := fs.Int("n", 0, fmt.Sprintf("connect only: the line to make, %d–%d (default %d)", connect.MinLine, connect.MaxLine, connect.Standard.N))
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	if *list {
		printList(stdout)
		return 0
	}
	g, err := findGame(*gameName)
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	if *n < 1 {
		return usageError(stderr, fs, fmt.Sprintf("-games must be at least 1, not %d", *n))
	}
	if *openings < 0 {
		return usageError(stderr, fs, fmt.Sprintf("-openings must not be negative, not %d", *openings))
	}
	if *moveTime < 0 {
		return usageError(stderr, fs, fmt.Sprintf("-movetime must not be negative, not %v", *moveTime))
	}
	// A board's width and height are one choice: the one not given is
	// the standard board's.
	board := fmt.Sprintf("%dx%d", cmp.Or(*boardW, connect.Standard.W), cmp.Or(*boardH, connect.Standard.H))
	boardFlag := "w"
	if flagGiven(fs, "h") {
		boardFlag = "h"
	}
	for _, c := range []struct{ flag, key, value string }{{"map", "map", *mapSpec}, {"armies", "armies", *armies}, {"forces", "forces", *forces}, {"variant", "variant", *variant},
		{boardFlag, "board", board}, {"n", "line", strconv.Itoa(*line)}} {
		if !flagGiven(fs, c.flag) {
			continue
		}
		if !slices.Contains(g.Choices, c.key) {
			return usageError(stderr, fs, fmt.Sprintf("-%s chooses the %s of a game; %s has none to choose%s", c.flag, c.key, g.Name, choicesText(g)))
		}
		if g, err = g.With(c.key, c.value); err != nil {
			return usageError(stderr, fs, "-"+c.flag+": "+err.Error())
		}
	}
	// Ctrl-C ends a match or a tournament after printing what it completed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *tourney != "" {
		if *records != "" {
			return usageError(stderr, fs, "-records is for a match, not a tournament")
		}
		return runTournament(ctx, fs, *tourney, g, *n, *moveTime, *seed, stdout, stderr)
	}
	if *p1 == "" {
		*p1 = g.Defaults[0]
	}
	if *p2 == "" {
		*p2 = g.Defaults[1]
	}
	for _, ai := range []string{*p1, *p2} {
		if err := g.Check(ai); err != nil {
			return usageError(stderr, fs, err.Error())
		}
	}
	m := match{game: g, p1: *p1, p2: *p2, games: *n, moveTime: *moveTime, seed: *seed, swap: *swap, openings: *openings, records: *records}
	if m.records != "" {
		if err := os.MkdirAll(m.records, 0o755); err != nil {
			return usageError(stderr, fs, fmt.Sprintf("-records: %v", err))
		}
	}
	return exitStatus(m.play(ctx, stdout), stderr)
}

// exitStatus reports a match's or tournament's error and returns the exit
// status: 130 (as for a shell's Ctrl-C) when it was interrupted, 1 on an
// error, else 0.
func exitStatus(err error, stderr io.Writer) int {
	switch {
	case errors.Is(err, errInterrupted):
		return 130
	case err != nil:
		fmt.Fprintln(stderr, "arena:", err)
		return 1
	}
	return 0
}

func runTournament(ctx context.Context, fs *flag.FlagSet, list string, g game, n int, moveTime time.Duration, seed uint64, stdout, stderr io.Writer) int {
	var clash []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "p1" || f.Name == "p2" || f.Name == "swap" {
			clash = append(clash, "-"+f.Name)
		}
	})
	if len(clash) > 0 {
		return usageError(stderr, fs, fmt.Sprintf("-tournament plays every pair of its AIs: %s not allowed with it", strings.Join(clash, ", ")))
	}
	ais, err := parseTournament(list, g)
	if err != nil {
		return usageError(stderr, fs, err.Error())
	}
	t := tournament{game: g, ais: ais, games: n, moveTime: moveTime, seed: seed}
	return exitStatus(t.play(ctx, stdout), stderr)
}

// flagGiven reports whether the flag name was on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// newFlagSet returns a flag set that reports to stderr and whose usage is
// text followed by the flags.
func newFlagSet(name, text, flagsHeading string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, text, flagsHeading+":\n")
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args; on an error it returns the exit status (0 after
// -h, else 2; the flag package has printed the message) and false.
func parseFlags(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

func usageError(stderr io.Writer, fs *flag.FlagSet, msg string) int {
	fmt.Fprintln(stderr, "arena:", msg)
	fs.Usage()
	return 2
}

func printList(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, g := range games {
		for _, ai := range g.AIs() {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", g.Name, ai.Name, ai.Description)
		}
	}
	tw.Flush()
}

// match is one arena run.
type match struct {
	game     game
	p1, p2   string
	games    int
	moveTime time.Duration
	seed     uint64
	swap     bool
	openings int    // random plies at the start of every game
	records  string // the folder of the games' records ("": none)
}

// errInterrupted is returned by a match or tournament that ctx stopped
// (Ctrl-C) before its last game; what it completed has been printed.
var errInterrupted = errors.New("interrupted")

// moveTimes sums up the time players took for their moves.
type moveTimes struct {
	moves          int
	total, longest time.Duration
}

func (t *moveTimes) add(d time.Duration) {
	t.moves++
	t.total += d
	t.longest = max(t.longest, d)
}

func (t *moveTimes) merge(o moveTimes) {
	t.moves += o.moves
	t.total += o.total
	t.longest = max(t.longest, o.longest)
}

// meanMs and maxMs are the figures the tables print.
func (t moveTimes) meanMs() float64 {
	if t.moves == 0 {
		return 0
	}
	return float64(t.total.Microseconds()) / float64(t.moves) / 1000
}

func (t moveTimes) maxMs() float64 { return float64(t.longest.Microseconds()) / 1000 }

// firstPlayer is the player (0: p1) who plays Blue and moves first in game
// i (from 0) of a match: p1 unless -swap gives the even games to p2; when
// the games alternate between two maps (game.TwoMaps), -swap alternates
// the colours by pairs of games instead, p1, p2, p2, p1, so that each
// player plays each colour on each map (a map that favours one colour
// then favours neither player). The two games of a pair (2j, 2j+1) still
// have the colours exchanged, for -openings.
func firstPlayer(i int, swap, twoMaps bool) int {
	if !swap {
		return 0
	}
	first := i % 2
	if twoMaps && i/2%2 == 1 {
		first = 1 - first
	}
	return first
}

// gameSeeds are the seeds of the players of game k of a run seeded with
// seed, [0] for the one named first: consecutive games differ by 2.
func gameSeeds(seed uint64, k int) [2]uint64 {
	base := seed*1_000_003 + uint64(k)*2
	return [2]uint64{base + 1, base + 2}
}

// openingSeed is the seed of game k's random opening: with swap, games
// 2j and 2j+1 (the same players, colours exchanged) share one.
func openingSeed(seed uint64, k int, swap bool) uint64 {
	if swap {
		k -= k % 2
	}
	return seed*7_919 + uint64(k)
}

// interrupted reports whether err ended a game because ctx was cancelled
// (every player then returns ctx.Err()): the game under way is abandoned
// and the run ends with what it completed.
func interrupted(ctx context.Context, err error) bool {
	return err != nil && ctx.Err() != nil
}

// millVariants names Mill's variants for the usage: each short name and
// its ID, either of which -variant takes.
func millVariants() string {
	var ids []string
	for _, v := range mill.Variants() {
		ids = append(ids, v.Short()+" ("+v.ID()+")")
	}
	return strings.Join(ids, ", ")
}

// choicesText names the choices of g's variant for a usage error: "" when
// it has none.
func choicesText(g game) string {
	if len(g.Choices) == 0 {
		return ""
	}
	return " (its choices: " + strings.Join(g.Choices, ", ") + ")"
}

// designNames joins the names of ids with sep.
func designNames(ids []mech.DesignID, sep string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = id.String()
	}
	return strings.Join(names, sep)
}

// movetimeText is how a run's heading gives -movetime.
func movetimeText(d time.Duration) string {
	if d > 0 {
		return d.String()
	}
	return "each AI's default"
}

func (m match) play(ctx context.Context, out io.Writer) error {
	fmt.Fprintf(out, "%s: p1 %s vs p2 %s, %d games, movetime %s, seed %d, swap %v, random opening plies %d%s\n",
		m.game.Name, m.p1, m.p2, m.games, movetimeText(m.moveTime), m.seed, m.swap, m.openings, m.game.Heading)
	// Fixed widths rather than a tabwriter, so each row shows as its game ends.
	const row = "%5s  %-5s  %-8s  %-20s  %5s%s\n"
	fmt.Fprintf(out, row, "game", "blue", "result", "reason", "plies", "")
	var wins [2]int
	draws, played := 0, 0
	var ahead [2]int // draws with p1 or p2 ahead
	var times moveTimes
	var each [2]moveTimes // by player: [0] is p1
	var tallies []tally   // the games' counts, in the order they first came
	for i := range m.games {
		if ctx.Err() != nil {
			break
		}
		first := firstPlayer(i, m.swap, m.game.TwoMaps)
		names := [2]string{m.p1, m.p2}
		seeds := gameSeeds(m.seed, i) // seeds[k] belongs to player k+1
		order := [2]int{first, 1 - first}
		var game moveTimes
		var byPlayer [2]moveTimes
		open := opening{plies: m.openings, seed: openingSeed(m.seed, i, m.swap)}
		res, err := m.game.Play(ctx, names[order[0]], names[order[1]], [2]uint64{seeds[order[0]], seeds[order[1]]}, m.moveTime, open,
			func(side int, d time.Duration) { game.add(d); byPlayer[order[side]].add(d) })
		if interrupted(ctx, err) {
			break
		}
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		played++
		times.merge(game)
		each[0].merge(byPlayer[0])
		each[1].merge(byPlayer[1])
		result := "draw"
		if res.Winner >= 0 {
			w := order[res.Winner]
			wins[w]++
			result = fmt.Sprintf("p%d wins", w+1)
		} else {
			draws++
			if res.Ahead > 0 {
				w := order[res.Ahead-1]
				ahead[w]++
				res.Note = fmt.Sprintf("p%d (%s) %s", w+1, names[w], res.Note)
			}
		}
		note := ""
		if text := noteText(res); text != "" {
			note = "  " + text
		}
		tallies = addCounts(tallies, res.Counts)
		if m.records != "" {
			if err := m.writeRecord(i, order, res.Record); err != nil {
				return err
			}
		}
		fmt.Fprintf(out, row, fmt.Sprint(i+1), fmt.Sprintf("p%d", first+1), result, res.Reason, fmt.Sprint(res.Plies), note)
	}
	if ahead != [2]int{} {
		fmt.Fprintf(out, "draws with a side ahead: p1 ahead in %d, p2 ahead in %d\n", ahead[0], ahead[1])
	}
	for _, t := range tallies {
		fmt.Fprintf(out, "%s per game: mean %.1f, min %d, max %d (%d games)\n", t.name, t.mean(), t.least, t.most, t.games)
	}
	fmt.Fprintf(out, "moves: p1 %s mean %.1f ms, max %.1f ms; p2 %s mean %.1f ms, max %.1f ms\n",
		m.p1, each[0].meanMs(), each[0].maxMs(), m.p2, each[1].meanMs(), each[1].maxMs())
	fmt.Fprintf(out, "p1 %d wins, p2 %d wins, %d draws, mean move %.1f ms, max move %.1f ms\n",
		wins[0], wins[1], draws, times.meanMs(), times.maxMs())

	if played < m.games {
		fmt.Fprintf(out, "interrupted after %d of %d games\n", played, m.games)
		return errInterrupted
	}
	return nil
}

// writeRecord writes rec, the record of game i (from 0) whose Blue is
// player order[0] (0: p1), to the folder of records, with the players'
// names ("arena p1"), the date and the match.
func (m match) writeRecord(i int, order [2]int, rec record.Record) error {
	for side, k := range order {
		rec.Players[side].Name = fmt.Sprintf("arena p%d", k+1)
	}
	rec.Date = time.Now().Truncate(time.Second)
	rec.Event = fmt.Sprintf("arena match, seed %d, game %d of %d", m.seed, i+1, m.games)
	text, err := record.Text(rec)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(m.records, fmt.Sprintf("game-%d.txt", i+1)), []byte(text), 0o644)
}

// noteText is the note column of a game's row: its note, then its counts
// ("strikes 3, turns 12").
func noteText(res gameResult) string {
	var parts []string
	if res.Note != "" {
		parts = append(parts, res.Note)
	}
	for _, c := range res.Counts {
		parts = append(parts, fmt.Sprintf("%s %d", c.Name, c.N))
	}
	return strings.Join(parts, ", ")
}

// tally sums up one count over the games of a match.
type tally struct {
	name        string
	games, sum  int
	least, most int
}

func (t tally) mean() float64 { return float64(t.sum) / float64(t.games) }

// addCounts adds one game's counts to ts, a new tally for a name not seen
// before, and returns ts.
func addCounts(ts []tally, counts []count) []tally {
	for _, c := range counts {
		i := slices.IndexFunc(ts, func(t tally) bool { return t.name == c.Name })
		if i < 0 {
			ts = append(ts, tally{name: c.Name, least: c.N, most: c.N})
			i = len(ts) - 1
		}
		t := &ts[i]
		t.games++
		t.sum += c.N
		t.least, t.most = min(t.least, c.N), max(t.most, c.N)
	}
	return ts
}

// oneAI is what arena move and arena engine are told: a game, one of its
// AIs, a move time and a seed.
type oneAI struct {
	game     game
	ai       string
	moveTime time.Duration
	seed     uint64
}

// parseOneAI reads the flags of arena move or arena engine (name), whose
// input comes on standard input (what), and checks them, the game with
// plays (its error is a usage error); ok is false when the command is to
// end with code.
func parseOneAI(name, what string, args []string, stderr io.Writer, plays func(game) error) (o oneAI, code int, ok bool) {
	fs := newFlagSet(name, usageText, "flags of "+name, stderr)
	gameName := fs.String("game", "mill", "the game: mill, hex, connect or mech")
	ai := fs.String("ai", "", "the AI (see arena -list; default: mill hard, hex seed-minimax, connect perfect, mech tactical)")
	moveTime := fs.Duration("movetime", 0, "time a move (0: the AI's default)")
	seed := fs.Uint64("seed", 1, "seed for the AI's random choices")
	variant := fs.String("variant", "", "mill only: the rules' variant, "+millVariants()+" (default "+mill.NineMensMorris.Short()+")")
	if code, ok := parseFlags(fs, args); !ok {
		return o, code, false
	}
	if fs.NArg() > 0 {
		return o, usageError(stderr, fs, fmt.Sprintf("unexpected argument %q (%s go on standard input)", fs.Arg(0), what)), false
	}
	if *moveTime < 0 {
		return o, usageError(stderr, fs, fmt.Sprintf("-movetime must not be negative, not %v", *moveTime)), false
	}
	g, err := findGame(*gameName)
	if err != nil {
		return o, usageError(stderr, fs, err.Error()), false
	}
	if flagGiven(fs, "variant") {
		if !slices.Contains(g.Choices, "variant") {
			return o, usageError(stderr, fs, fmt.Sprintf("-variant chooses the variant of a game; %s has none to choose%s", g.Name, choicesText(g))), false
		}
		if g, err = g.With("variant", *variant); err != nil {
			return o, usageError(stderr, fs, "-variant: "+err.Error()), false
		}
	}
	if err := plays(g); err != nil {
		return o, usageError(stderr, fs, err.Error()), false
	}
	if *ai == "" {
		*ai = g.Defaults[0]
	}
	if err := g.Check(*ai); err != nil {
		return o, usageError(stderr, fs, err.Error()), false
	}
	return oneAI{game: g, ai: *ai, moveTime: *moveTime, seed: *seed}, 0, true
}

// failed reports a command's error on stderr and returns its exit status:
// 2 for bad input, else 1.
func failed(name string, err error, stderr io.Writer) int {
	fmt.Fprintln(stderr, name+":", strings.TrimPrefix(err.Error(), errInput.Error()+": "))
	if errors.Is(err, errInput) {
		return 2
	}
	return 1
}

func runMove(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, code, ok := parseOneAI("arena move", "the moves", args, stderr, func(game) error { return nil })
	if !ok {
		return code
	}
	m, err := o.game.NextMove(context.Background(), stdin, o.ai, o.seed, o.moveTime)
	if err != nil {
		return failed("arena move", err, stderr)
	}
	fmt.Fprintln(stdout, m)
	return 0
}
