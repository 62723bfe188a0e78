package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"stratagem/ai"
)

// aiInfo names one computer player of a game.
type aiInfo struct {
	Name, Description string
}

// gameResult is how one game of a match ended.
type gameResult struct {
	Winner int    // 0: the player who moved first, 1: the second, -1: a draw
	Reason string // how it ended, for the table
	Plies  int
	Note   string // anything else the row should say, e.g. how many moves were exact
	// Ahead, in a drawn game whose rules weigh who was ahead (Hex Battle's
	// hit points left), is 1 + the player ahead (1: the first to move, 2:
	// the second); 0 when level or not weighed.
	Ahead int
	// Counts are figures of the finished game that the match sums up (mean,
	// least, most), such as the Mech Duel's strikes; the row shows them too.
	Counts []count
	// Record is the game's moves in the game's notation, as arena move
	// reads them (Hex Battle's and the Mech Duel's with their "map" line).
	Record string
}

// count is one figure of a game, such as "strikes" 3.
type count struct {
	Name string
	N    int
}

// game is what the match, the tournament and arena move need from each
// game, whatever its state and move types: rules.game makes one from a
// game's rules.
type game struct {
	Name string
	// Defaults are the AIs of -p1 and -p2 (and -ai: the first) when not given.
	Defaults [2]string
	// AIs lists the names the game accepts for -p1, -p2 and -ai.
	AIs func() []aiInfo
	// Check reports whether name is one of the game's AIs.
	Check func(name string) error
	// Play plays one game: first moves first. moveDone is called after
	// every move with its player (0: first, 1: second) and the time it took.
	Play func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, open opening, moveDone func(player int, d time.Duration)) (gameResult, error)
	// NextMove reads the game so far as a move list and returns the AI's next move.
	NextMove func(ctx context.Context, in io.Reader, ai string, seed uint64, moveTime time.Duration) (string, error)
	// Engine runs arena engine (engine.go); nil for the games it does not play.
	Engine func(ctx context.Context, in io.Reader, out io.Writer, ai string, seed uint64, moveTime time.Duration) error
	// Map names the map every game is played on, for the headings; "" for
	// the games without maps to choose from.
	Map string
	// OnMap returns the game with every game played on the map named spec
	// (-map); nil for the games without maps to choose from. Its errors
	// name the maps.
	OnMap func(spec string) (game, error)
	// OnArmies returns the game with every game played with the armies
	// text names (-armies); nil for the games without armies to choose.
	OnArmies func(text string) (game, error)
	// Forces names the forces every game is played with, for the headings:
	// "" for the game's own.
	Forces string
	// TwoMaps: consecutive games alternate between two maps (the Mech
	// Duel without -map), so -swap gives Blue to p1, p2, p2, p1 in turn
	// (see firstPlayer) for each player to take each colour on each map.
	TwoMaps bool
	// OnForces returns the game with every game played with the forces
	// text names (-forces); nil for the games without forces to choose.
	OnForces func(text string) (game, error)
}

// games is the registry; planned games are known by name but not playable yet.
var (
	games   = []game{millRules().game(), hexRules().game(), connectRules().game(), mechRules().game()}
	planned []string
)

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
	for _, p := range planned {
		if p == name {
			return game{}, fmt.Errorf("game %q is not available yet (games: %s)", name, strings.Join(names, ", "))
		}
	}
	if len(planned) == 0 {
		return game{}, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
	}
	return game{}, fmt.Errorf("unknown game %q (games: %s; planned: %s)", name, strings.Join(names, ", "), strings.Join(planned, ", "))
}

// rules adapts one game, with state S and move M, to the arena: how a game
// starts, who is to act, how a move is played and how a game ends, and the
// notation of arena move. Adding a game means writing one of these and
// listing its game() in games.
type rules[S, M any] struct {
	name     string
	roster   *ai.Roster[S, M]
	defaults [2]string // -p1 and -p2 (and -ai: the first) when not given

	// newGame sets up the game played under seeds and returns its state and
	// the function that plays a move on it, checking it (the Mech Duel
	// rolls the move's dice first).
	newGame func(seeds [2]uint64) (S, func(M) error, error)
	// forced returns a move nobody chooses, to be played at once (the Mech
	// Duel's initiative, rolled by play); nil: there are none.
	forced func(S) (M, bool)
	// toAct is the side to act: 0 the first player, 1 the second.
	toAct func(S) int
	ply   func(S) int
	// result returns how the game ended, once it is over.
	result func(S) (gameResult, bool)
	// maxPlies ends a runaway game as a draw, for limitReason (0: the game
	// always ends by itself first).
	maxPlies    int
	limitReason string
	// where says who erred where, for errors: "(Blue) at ply 12".
	where func(S) string
	// illegal is the table's reason when a player answers with an illegal move.
	illegal func(S, M) string
	// legal returns the legal moves of a game not over, for -openings; it
	// must leave the state as it is.
	legal func(S) []M
	// note, when set, is the row's note on a finished game, given the
	// players' names and how many of each one's moves were exact.
	note func(names [2]string, exact, moves [2]int) string
	// counts, when set, are the figures of a game that has ended (see
	// gameResult.Counts).
	counts func(S) []count

	// parse reads a record for arena move (its errors are the user's).
	parse func(text string) (S, error)
	// ended says why a record's game is over ("" while it is not).
	ended func(S) string
	// format writes a move in the game's notation.
	format func(S, M) string
	// notation, when set, writes the moves of a game as played (with the
	// dice the referee rolled) for its record; else the moves are written
	// as they are asked for.
	notation func(S) []string
	// mapOf, when set, names the map of a game for its record (else
	// mapName does).
	mapOf func(S) string
	// engineRecord joins the moves of arena engine's position command into
	// a record parse reads; nil: arena engine does not play the game.
	engineRecord func(moves []string) string

	// mapName is the map every game is played on ("" for a game without a
	// choice of maps), and onMap returns the rules with every game on the
	// map named spec, or an error naming the maps (nil: no choice).
	mapName string
	onMap   func(spec string) (*rules[S, M], error)
	// onArmies returns the rules with the armies text names (nil: a game
	// without armies to choose).
	onArmies func(text string) (*rules[S, M], error)
	// forces names the forces of every game ("" for the game's own), and
	// onForces returns the rules with the forces text names, or an error
	// naming the choices (nil: a game without forces to choose).
	forces   string
	onForces func(text string) (*rules[S, M], error)
	// twoMaps: consecutive games alternate between two maps (game.TwoMaps).
	twoMaps bool
}

// game returns the registry entry of r.
func (r *rules[S, M]) game() game {
	return game{
		Name:     r.name,
		Defaults: r.defaults,
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range r.roster.All() {
				what := l.Details // arena's readers want what the player is
				if what == "" {
					what = l.Description
				}
				out = append(out, aiInfo{l.Name, l.Title + ": " + what})
			}
			return out
		},
		Check: r.roster.Check,
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, open opening, moveDone func(int, time.Duration)) (gameResult, error) {
			var players [2]ai.Player[S, M]
			for i, name := range [2]string{first, second} {
				p, err := r.roster.New(name, seeds[i])
				if err != nil {
					return gameResult{}, err
				}
				players[i] = p
			}
			_, res, err := play(ctx, r, players, seeds, ai.Limits{MoveTime: moveTime}, open, moveDone)
			return res, err
		},
		NextMove: r.nextMove,
		Engine:   engineOf(r),
		Map:      r.mapName,
		OnMap:    choiceOf(r.onMap),
		OnArmies: choiceOf(r.onArmies),
		Forces:   r.forces,
		OnForces: choiceOf(r.onForces),
		TwoMaps:  r.twoMaps,
	}
}

// choiceOf turns one of the rules' choices (of maps, armies, forces) into
// the registry's, or nil when the rules have none.
func choiceOf[S, M any](choose func(string) (*rules[S, M], error)) func(string) (game, error) {
	if choose == nil {
		return nil
	}
	return func(text string) (game, error) {
		on, err := choose(text)
		if err != nil {
			return game{}, err
		}
		return on.game(), nil
	}
}

// engineOf returns r's arena engine, or nil when r has none.
func engineOf[S, M any](r *rules[S, M]) func(context.Context, io.Reader, io.Writer, string, uint64, time.Duration) error {
	if r.engineRecord == nil {
		return nil
	}
	return r.engine
}

// play plays one game of r under seeds between players (players[0] moves
// first), each move within lim, and returns its final state and result.
// moveDone, when not nil, is called after every move a player chose with
// the player and the time it took. A player that answers with an illegal
// move loses the game, and the result says why; a player's error (a
// cancelled ctx among them) ends the game with that error.
func play[S, M any](ctx context.Context, r *rules[S, M], players [2]ai.Player[S, M], seeds [2]uint64, lim ai.Limits, open opening, moveDone func(int, time.Duration)) (S, gameResult, error) {
	s, playMove, err := r.newGame(seeds)
	if err != nil {
		return s, gameResult{}, err
	}
	// Every move is written down as it is played, for the record, unless
	// the game writes its own notation at the end.
	var record []string
	if r.notation == nil {
		playMove = writeDown(r, s, playMove, &record)
	}
	if err := playOpening(r, s, playMove, open); err != nil {
		return s, gameResult{}, err
	}
	var exact, moves [2]int
	// ended adds the game's figures and record to the result of a game
	// that has ended.
	ended := func(res gameResult) gameResult {
		if r.counts != nil {
			res.Counts = r.counts(s)
		}
		if r.notation != nil {
			record = r.notation(s)
		}
		mapName := r.mapName
		if r.mapOf != nil {
			mapName = r.mapOf(s)
		}
		res.Record = r.recordText(mapName, record)
		return res
	}
	for r.maxPlies == 0 || r.ply(s) < r.maxPlies {
		if res, over := r.result(s); over {
			if r.note != nil {
				res.Note = r.note([2]string{players[0].Name(), players[1].Name()}, exact, moves)
			}
			return s, ended(res), nil
		}
		if r.forced != nil {
			if m, ok := r.forced(s); ok {
				if err := playMove(m); err != nil {
					return s, gameResult{}, fmt.Errorf("%s: %w", r.where(s), err)
				}
				continue
			}
		}
		side := r.toAct(s)
		start := time.Now()
		m, info, err := players[side].Choose(ctx, s, lim)
		if moveDone != nil {
			moveDone(side, time.Since(start))
		}
		moves[side]++
		if info.Exact {
			exact[side]++
		}
		if err != nil {
			return s, gameResult{}, fmt.Errorf("%s %s: %w", players[side].Name(), r.where(s), err)
		}
		if err := playMove(m); err != nil {
			// A broken AI loses the game, and the table says why.
			return s, ended(gameResult{Winner: 1 - side, Reason: r.illegal(s, m), Plies: r.ply(s)}), nil
		}
	}
	return s, ended(gameResult{Winner: -1, Reason: r.limitReason, Plies: r.ply(s)}), nil
}

// writeDown returns play that also appends each move played, in r's
// notation, to record.
func writeDown[S, M any](r *rules[S, M], s S, play func(M) error, record *[]string) func(M) error {
	return func(m M) error {
		text := r.format(s, m)
		if err := play(m); err != nil {
			return err
		}
		*record = append(*record, text)
		return nil
	}
}

// recordText joins the moves of a game into a record arena move reads:
// with a first line naming the map for the games with a choice of maps.
func (r *rules[S, M]) recordText(mapName string, moves []string) string {
	if r.engineRecord != nil {
		return r.engineRecord(moves) + "\n"
	}
	text := strings.Join(moves, "\n") + "\n"
	if mapName != "" && r.onMap != nil {
		text = "map " + mapName + "\n" + text
	}
	return text
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
func playOpening[S, M any](r *rules[S, M], s S, playMove func(M) error, open opening) error {
	if open.plies == 0 {
		return nil
	}
	rng := rand.New(rand.NewPCG(open.seed, 0x6f70656e))
	for n := 0; n < open.plies; {
		if _, over := r.result(s); over {
			return fmt.Errorf("the random opening ended the game at ply %d: ask for fewer -openings plies", r.ply(s))
		}
		if r.forced != nil {
			if m, ok := r.forced(s); ok {
				if err := playMove(m); err != nil {
					return fmt.Errorf("opening %s: %w", r.where(s), err)
				}
				continue
			}
		}
		moves := r.legal(s)
		if len(moves) == 0 {
			return fmt.Errorf("opening %s: no legal move", r.where(s))
		}
		if err := playMove(moves[rng.IntN(len(moves))]); err != nil {
			return fmt.Errorf("opening %s: %w", r.where(s), err)
		}
		n++
	}
	if _, over := r.result(s); over {
		return fmt.Errorf("the random opening ended the game at ply %d: ask for fewer -openings plies", r.ply(s))
	}
	return nil
}

// nextMove is arena move: the game so far is read from in, in the game's
// notation, and the AI's move is returned in it.
func (r *rules[S, M]) nextMove(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
	p, err := r.roster.New(name, seed)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errInput, err)
	}
	text, err := io.ReadAll(in)
	if err != nil {
		return "", err
	}
	s, err := r.parse(string(text))
	if err != nil {
		return "", fmt.Errorf("%w: %v", errInput, err)
	}
	if why := r.ended(s); why != "" {
		return "", fmt.Errorf("%w: %s", errInput, why)
	}
	m, _, err := p.Choose(ctx, s, ai.Limits{MoveTime: moveTime})
	if err != nil {
		return "", err
	}
	return r.format(s, m), nil
}

// cutMapLine reads the optional map line of a record for arena move: when
// the first line with anything on it but a comment is "map NAME", it
// returns NAME and the record with that line blanked (so that the line
// numbers of errors stay right); otherwise "" and the record as it is.
// maps names the maps, for the error on a map line without one name.
func cutMapLine(text, maps string) (name, rest string, err error) {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if !strings.EqualFold(f[0], "map") {
			break
		}
		if len(f) != 2 {
			return "", "", fmt.Errorf("line %d: %q: a map line is \"map NAME\" (maps: %s)", i+1, line, maps)
		}
		lines[i] = ""
		return f[1], strings.Join(lines, "\n"), nil
	}
	return "", text, nil
}
