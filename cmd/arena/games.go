package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/connectai"
	"stratagem/ai/hexai"
	"stratagem/ai/mechai"
	"stratagem/ai/millai"
	"stratagem/assets/lang"
	"stratagem/board/connect"
	"stratagem/board/hex"
	"stratagem/board/mill"
	"stratagem/board/record"
	"stratagem/board/rules"
	"stratagem/units"
	"stratagem/units/mech"
)

// The registry: each game's rules (package rules), its computer players,
// the players -p1 and -p2 (and -ai: the first) default to, and what its
// tables add. Adding a game is a line here and one in games.
var (
	millGame    = entry[*mill.Position, mill.Move]{rules: mill.Rules{}, roster: millai.Roster, defaults: [2]string{"hard", "easy"}, engine: true}
	hexGame     = entry[*units.Battle, units.Action]{rules: units.Rules{}, roster: hexai.Roster, defaults: [2]string{"seed-minimax", "random"}}
	connectGame = entry[*connect.Position, int]{rules: connect.Rules{Config: connect.Standard}, roster: connectai.Roster, defaults: [2]string{"perfect", "normal"}, engine: true}
	mechGame    = entry[*mech.Duel, mech.Action]{rules: mech.Rules{}, roster: mechai.Roster, defaults: [2]string{"tactical", "seed"},
		rotate: "map", rotation: hex.MechMapNames(), counts: mechCounts}

	games = []game{gameOf(millGame), gameOf(hexGame), gameOf(connectGame), gameOf(mechGame)}
)

// aiInfo names one computer player of a game.
type aiInfo struct {
	Name, Description string
}

// levelInfo is what arena says of the computer player l of the game
// called game (its ID), in English: its title and what it is (its
// details, or how it plays when the catalogue has no details), from the
// message catalogue, as the game's set-up shows them.
func levelInfo(game string, l ai.Level) string {
	key := "level." + game + "." + l.Name + "."
	args := l.Args(lang.Num)
	what := key + "details" // arena's readers want what the player is
	if !lang.Has(what) {
		what = key + "description"
	}
	return lang.T(key+"title", args...) + ": " + lang.T(what, args...)
}

// gameResult is how one game of a match ended.
type gameResult struct {
	Winner int    // 0: the player who moved first, 1: the second, -1: a draw
	Reason string // how it ended (the rules' reason code), for the table
	Plies  int
	Note   string // anything else the row should say, e.g. how many moves were exact
	// Ahead, in a drawn game whose rules weigh who was ahead (Hex Battle's
	// hit points left), is 1 + the player ahead (1: the first to move, 2:
	// the second); 0 when level or not weighed.
	Ahead int
	// Counts are figures of the finished game that the match sums up (mean,
	// least, most), such as the Mech Duel's strikes; the row shows them too.
	Counts []count
	// Record is the game's record (package record), as arena move reads
	// it: its players' levels set, their names, date and event the
	// match's to fill in.
	Record record.Record
}

// count is one figure of a game, such as "strikes" 3.
type count struct {
	Name string
	N    int
}

// game is what the match, the tournament, arena move and arena engine
// need from one game, whatever its state and move types: gameOf makes one
// from a registry entry.
type game struct {
	Name string
	// Defaults are the AIs of -p1 and -p2 (and -ai: the first) when not given.
	Defaults [2]string
	// AIs lists the names the game accepts for -p1, -p2 and -ai.
	AIs func() []aiInfo
	// Levels are the game's computer players (its roster's All).
	Levels func() []ai.Level
	// Check reports whether name is one of the game's AIs.
	Check func(name string) error
	// Choices are the keys of the variant that -map, -armies and -forces
	// set ("map", "armies", "forces"): the rules' tags.
	Choices []string
	// With returns the game with every game played with the variant's
	// choice key set to value; its errors name the choices.
	With func(key, value string) (game, error)
	// Heading names the choices made, for the headings: ", map open-field".
	Heading string
	// TwoMaps: consecutive games alternate between two variants (the Mech
	// Duel's maps without -map), so -swap gives Blue to p1, p2, p2, p1 in
	// turn (see firstPlayer) for each player to take each colour on each.
	TwoMaps bool
	// Play plays one game: first moves first. moveDone is called after
	// every move with its player (0: first, 1: second) and the time it took.
	Play func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, open opening, moveDone func(player int, d time.Duration)) (gameResult, error)
	// NextMove reads the game so far (a record) and returns the AI's next move.
	NextMove func(ctx context.Context, in io.Reader, ai string, seed uint64, moveTime time.Duration) (string, error)
	// Kind reads the game's records (package record).
	Kind record.Kind
	// Engine runs arena engine (engine.go); nil for the games whose moves
	// are not single words.
	Engine func(ctx context.Context, in io.Reader, out io.Writer, ai string, seed uint64, moveTime time.Duration) error
}

// errInput marks errors in what the user gave us (exit status 2).
var errInput = errors.New("bad input")

func findGame(name string) (game, error) {
	var names []string
	for _, g := range games {
		if g.Name == name {
			return g, nil
		}
		names = append(names, g.Name)
	}
	return game{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
}

// entry is one game of the registry, with state S and move M.
type entry[S, M any] struct {
	rules    rules.Game[S, M]
	roster   *ai.Roster[S, M]
	defaults [2]string
	// engine: the game's moves are single words, so arena engine can take
	// them in a position command.
	engine bool
	// rotate, when set, is a choice whose values (rotation) consecutive
	// games take in turn unless the run sets it (the Mech Duel's maps).
	rotate   string
	rotation []string
	// counts, when set, are the figures of a game that has ended (see
	// gameResult.Counts).
	counts func(S) []count
	// chosen are the choices the run made (-map and the like).
	chosen []rules.Tag
}

// maxPlies ends a runaway game as a draw: the rules end every game well
// before (Mill's draw rules, Hex Battle's 100 rounds, the Mech Duel's 30
// turns of about twenty actions and as many rolls each).
const maxPlies = 20000

// with returns e with the variant's choice key set to value for every game.
func (e entry[S, M]) with(key, value string) (entry[S, M], error) {
	r, err := e.rules.WithTag(key, value)
	if err != nil {
		return e, err
	}
	e.rules = r
	e.chosen = append(slices.DeleteFunc(slices.Clone(e.chosen), func(t rules.Tag) bool { return t.Key == key }), rules.Tag{Key: key, Value: value})
	return e, nil
}

// splitTimed splits an AI's name as the command line gives it into the
// roster's name and its own move time: "master@15s" is Master given 15 s a
// move whatever -movetime says (0 when no time is given), so that a match
// can set a player against the same player with more time.
func splitTimed(name string) (string, time.Duration, error) {
	base, at, ok := strings.Cut(name, "@")
	if !ok {
		return name, 0, nil
	}
	d, err := time.ParseDuration(at)
	if err != nil || d <= 0 {
		return "", 0, fmt.Errorf("%q: after @ comes the AI's own time a move, e.g. %s@15s", name, base)
	}
	return base, d, nil
}

// check reports whether name is one of e's AIs, with its own move time or
// not (see splitTimed).
func (e entry[S, M]) check(name string) error {
	base, _, err := splitTimed(name)
	if err != nil {
		return err
	}
	return e.roster.Check(base)
}

// newPlayer makes the AI called name (see splitTimed) with seed.
func (e entry[S, M]) newPlayer(name string, seed uint64) (ai.Player[S, M], error) {
	base, moveTime, err := splitTimed(name)
	if err != nil {
		return nil, err
	}
	p, err := e.roster.New(base, seed)
	if err != nil || moveTime == 0 {
		return p, err
	}
	return timedPlayer[S, M]{p, name, moveTime}, nil
}

// timedPlayer is a player with its own move time, which overrides the
// limits' (see splitTimed).
type timedPlayer[S, M any] struct {
	ai.Player[S, M]
	name     string
	moveTime time.Duration
}

// Name returns the name with its time, as the command line gave it.
func (p timedPlayer[S, M]) Name() string { return p.name }

// Choose chooses within the player's own move time.
func (p timedPlayer[S, M]) Choose(ctx context.Context, s S, lim ai.Limits) (M, ai.Info, error) {
	lim.MoveTime = p.moveTime
	return p.Player.Choose(ctx, s, lim)
}

// gameOf returns the game of e.
func gameOf[S, M any](e entry[S, M]) game {
	g := game{
		Name:     e.rules.ID(),
		Defaults: e.defaults,
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range e.roster.All() {
				out = append(out, aiInfo{l.Name, levelInfo(e.rules.ID(), l)})
			}
			return out
		},
		Levels:   e.roster.All,
		Check:    e.check,
		TwoMaps:  e.rotating(),
		Play:     e.play,
		NextMove: e.nextMove,
		Kind:     record.KindOf(e.rules),
		With: func(key, value string) (game, error) {
			on, err := e.with(key, value)
			if err != nil {
				return game{}, err
			}
			return gameOf(on), nil
		},
	}
	tags := e.rules.Tags()
	for _, t := range tags {
		g.Choices = append(g.Choices, t.Key)
	}
	// The heading names the choices made, and the first of the variant
	// (Hex Battle's field, Connect Four's board) also when left as it is,
	// unless the games take it in turn.
	heading := e.chosen
	if len(tags) > 0 && !e.rotating() && !slices.ContainsFunc(e.chosen, func(t rules.Tag) bool { return t.Key == tags[0].Key }) {
		heading = append([]rules.Tag{tags[0]}, heading...)
	}
	for _, t := range heading {
		g.Heading += ", " + t.Key + " " + t.Value
	}
	if e.engine {
		g.Engine = e.runEngine
	}
	return g
}

// rotating reports whether consecutive games take the rotation's values in
// turn: the run has not chosen the rotating choice.
func (e entry[S, M]) rotating() bool {
	if e.rotate == "" || len(e.rotation) < 2 {
		return false
	}
	return !slices.ContainsFunc(e.chosen, func(t rules.Tag) bool { return t.Key == e.rotate })
}

// rulesFor returns the rules of the game whose players have seeds: the
// rotation's value for it, when the choice rotates (consecutive games'
// seeds differ by 2).
func (e entry[S, M]) rulesFor(seeds [2]uint64) (rules.Game[S, M], error) {
	if !e.rotating() {
		return e.rules, nil
	}
	value := e.rotation[(min(seeds[0], seeds[1])/2)%uint64(len(e.rotation))]
	return e.rules.WithTag(e.rotate, value)
}

// play plays one game between the AIs first and second (first moves
// first), seeded with seeds.
func (e entry[S, M]) play(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, open opening, moveDone func(int, time.Duration)) (gameResult, error) {
	var players [2]ai.Player[S, M]
	for i, name := range [2]string{first, second} {
		p, err := e.newPlayer(name, seeds[i])
		if err != nil {
			return gameResult{}, err
		}
		players[i] = p
	}
	g, err := e.rulesFor(seeds)
	if err != nil {
		return gameResult{}, err
	}
	_, res, err := playGame(ctx, g, players, seeds, ai.Limits{MoveTime: moveTime}, open, moveDone, e.counts)
	return res, err
}

// playGame plays one game of g under seeds between players (players[0]
// moves first), each move within lim, and returns its final state and
// result. moveDone, when not nil, is called after every move a player
// chose with the player and the time it took. A player that answers with
// an illegal move loses the game, and the result says why; a player's
// error (a cancelled ctx among them) ends the game with that error.
func playGame[S, M any](ctx context.Context, g rules.Game[S, M], players [2]ai.Player[S, M], seeds [2]uint64, lim ai.Limits, open opening, moveDone func(int, time.Duration), counts func(S) []count) (S, gameResult, error) {
	s, err := g.New()
	if err != nil {
		return s, gameResult{}, err
	}
	ref := rules.NewReferee(g, seeds[0]*0x9e3779b97f4a7c15^seeds[1])
	if err := playOpening(ref, s, open); err != nil {
		return s, gameResult{}, err
	}
	var exact, moves [2]int
	// ended adds the game's figures and record to the result of a game
	// that has ended: by the rules, or otherwise as how says (nil: by
	// the rules).
	ended := func(res gameResult, how *record.Result) gameResult {
		if counts != nil {
			res.Counts = counts(s)
		}
		res.Record = record.Make(g, s)
		if how != nil {
			res.Record.Result = *how
		}
		for i, p := range players {
			res.Record.Players[i].Level = p.Name()
		}
		return res
	}
	for g.Ply(s) < maxPlies {
		o := g.Outcome(s)
		if o.Over {
			res := resultOf(o, g.Ply(s))
			if note := exactNote(players, exact, moves); note != "" {
				res.Note = note
			}
			return s, ended(res, nil), nil
		}
		if m, ok := ref.Waiting(s); ok {
			if _, err := ref.Play(s, m); err != nil {
				return s, gameResult{}, fmt.Errorf("%s: %w", rules.Where(g, s), err)
			}
			continue
		}
		side, _ := g.ToAct(s)
		start := time.Now()
		m, info, err := players[side].Choose(ctx, s, lim)
		if moveDone != nil {
			moveDone(int(side), time.Since(start))
		}
		moves[side]++
		if info.Exact {
			exact[side]++
		}
		if err != nil {
			return s, gameResult{}, fmt.Errorf("%s (%s): %w", players[side].Name(), rules.Where(g, s), err)
		}
		if _, err := ref.Play(s, m); err != nil {
			// A broken AI loses the game, and the table says why.
			lost := record.Win(side.Other(), record.IllegalMove)
			return s, ended(gameResult{Winner: int(side.Other()), Reason: "illegal " + g.Format(s, m), Plies: g.Ply(s)}, &lost), nil
		}
	}
	limit := record.Draw(record.MoveLimit)
	return s, ended(gameResult{Winner: -1, Reason: "ply-limit", Plies: g.Ply(s)}, &limit), nil
}

// resultOf turns a finished game's outcome into a row of the table. A draw
// whose rules weigh points (Hex Battle's hit points) says who was ahead.
func resultOf(o rules.Outcome, plies int) gameResult {
	res := gameResult{Winner: int(o.Winner), Reason: o.Reason, Plies: plies}
	if !o.Draw() || o.Facts.Points == [2]int{} {
		return res
	}
	blue, red := o.Facts.Points[rules.Blue], o.Facts.Points[rules.Red]
	switch {
	case blue > red:
		res.Ahead = 1
		res.Note = fmt.Sprintf("Blue ahead, points %d to %d", blue, red)
	case red > blue:
		res.Ahead = 2
		res.Note = fmt.Sprintf("Red ahead, points %d to %d", red, blue)
	default:
		res.Note = fmt.Sprintf("level, points %d each", blue)
	}
	return res
}

// exactNote says how many of each player's moves were exact (from an
// opening book or a solve), for the players that made any.
func exactNote[S, M any](players [2]ai.Player[S, M], exact, moves [2]int) string {
	var parts []string
	for i := range players {
		if exact[i] > 0 {
			parts = append(parts, fmt.Sprintf("%s exact %d/%d", [2]string{"first", "second"}[i], exact[i], moves[i]))
		}
	}
	return strings.Join(parts, ", ")
}

// readRecord reads the game so far for arena move on the rules g: a
// record (package record, as -records writes them) of a game that has not
// ended otherwise than by its rules (a game the rules ended is refused
// by arena move itself), or a bare move list: first lines "KEY VALUE"
// setting the variant's choices (the keys of g's tags), then the moves
// (rules.PlayText). Its errors name the line.
func readRecord[S, M any](g rules.Game[S, M], text string) (rules.Game[S, M], S, error) {
	var none S
	if record.IsRecord(text) {
		rec, g, s, err := record.ReadGame(strings.NewReader(text), g)
		if err != nil {
			return nil, none, err
		}
		if rec.Result.Over && !g.Outcome(s).Over {
			return nil, none, fmt.Errorf("the record says the game ended after %d moves: %v", g.Ply(s), rec.Result)
		}
		return g, s, nil
	}
	lines := strings.Split(text, "\n")
	var keys []string
	for _, t := range g.Tags() {
		keys = append(keys, t.Key)
	}
	for i, line := range lines {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		key, value, _ := strings.Cut(strings.TrimSpace(line), " ")
		if key == "" {
			continue
		}
		if !slices.ContainsFunc(keys, func(k string) bool { return strings.EqualFold(k, key) }) {
			break
		}
		value = strings.TrimSpace(value)
		if value == "" || (strings.EqualFold(key, "map") && strings.ContainsAny(value, " \t")) {
			return nil, none, fmt.Errorf("line %d: %q: a choice is a line \"%s VALUE\" (choices: %s)", i+1, line, strings.ToLower(key), strings.Join(keys, ", "))
		}
		on, err := g.WithTag(strings.ToLower(key), value)
		if err != nil {
			return nil, none, fmt.Errorf("line %d: %w", i+1, err)
		}
		g = on
		lines[i] = "" // the line numbers of the moves' errors stay right
	}
	s, err := g.New()
	if err != nil {
		return nil, none, err
	}
	if err := rules.PlayText(g, s, strings.Join(lines, "\n")); err != nil {
		return nil, none, err
	}
	return g, s, nil
}

// opening is the start of a game that -openings draws at random: plies
// uniformly random legal moves (forced ones, such as the Mech Duel's
// initiative, do not count) drawn from seed. Both games of a -swap pair get
// the same seed, so each side plays each opening once.
type opening struct {
	plies int
	seed  uint64
}

// playOpening plays open's random moves on s. Openings are short (a few
// plies), and a game that one ends is an error rather than a game.
func playOpening[S, M any](ref *rules.Referee[S, M], s S, open opening) error {
	if open.plies == 0 {
		return nil
	}
	g := ref.Game
	rng := rand.New(rand.NewPCG(open.seed, 0x6f70656e))
	for n := 0; n < open.plies; {
		if g.Outcome(s).Over {
			return fmt.Errorf("the random opening ended the game at ply %d: ask for fewer -openings plies", g.Ply(s))
		}
		m, forced := ref.Waiting(s)
		if !forced {
			moves := g.Legal(s, nil)
			m = moves[rng.IntN(len(moves))]
			n++
		}
		if _, err := ref.Play(s, m); err != nil {
			return fmt.Errorf("opening %s: %w", rules.Where(g, s), err)
		}
	}
	if g.Outcome(s).Over {
		return fmt.Errorf("the random opening ended the game at ply %d: ask for fewer -openings plies", g.Ply(s))
	}
	return nil
}

// nextMove is arena move: the game so far is read from in, a record in
// the game's notation, and the AI's move is returned in it.
func (e entry[S, M]) nextMove(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
	p, err := e.newPlayer(name, seed)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errInput, err)
	}
	text, err := io.ReadAll(in)
	if err != nil {
		return "", err
	}
	g, s, err := readRecord(e.rules, string(text))
	if err != nil {
		return "", fmt.Errorf("%w: %v", errInput, err)
	}
	if o := g.Outcome(s); o.Over {
		return "", fmt.Errorf("%w: the game is over after %d moves: %v", errInput, g.Ply(s), o)
	}
	if m, ok := rules.NewReferee(g, seed).Waiting(s); ok {
		return g.Format(s, m), nil // the dice's turn: the caller rolls them
	}
	m, _, err := p.Choose(ctx, s, ai.Limits{MoveTime: moveTime})
	if err != nil {
		return "", err
	}
	return g.Format(s, m), nil
}

// mechCounts are the figures of a duel the match sums up: the physical
// attacks made (hit or miss) and the turns played.
func mechCounts(d *mech.Duel) []count {
	strikes := 0
	for _, a := range d.History() {
		if a.Kind == mech.Strike {
			strikes++
		}
	}
	return []count{{"strikes", strikes}, {"turns", d.Turn()}}
}
