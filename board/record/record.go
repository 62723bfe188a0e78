// Package record reads and writes game records: one finished (or
// unfinished) game of any of Stratagem's games as plain UTF-8 text, over
// the rules contract (package rules). docs/records.md describes the format
// for players and other programs; in short:
//
//	[Game "mill"]
//	[Variant "nine-mens-morris"]
//	[Date "2025-06-01"]
//	[Blue "Anna"]
//	[Red "Computer"]
//	[RedLevel "hard"]
//	[Result "Blue wins"]
//	[Ending "blocked"]
//
//	1. d6 b4
//	2. d2 f4
//	...
//	Blue wins (blocked)
//
// Tag lines first, PGN's shape ([Key "value"]), which players of chess and
// of Sanmill's Mill know: a key and a quoted value that may hold spaces (Hex
// Battle's armies do). Then the moves in the game's own notation, as arena
// move reads them: a game whose moves are single words (Mill, Connect Four)
// in numbered pairs, Blue's move and Red's; a game whose moves hold spaces
// (Hex Battle, the Mech Duel) one a line. Last, a result line that repeats
// the Result and Ending tags, as PGN ends its moves with the result: a
// record cut short lacks it, and the reader says so.
//
// Reading checks everything: the text (size, line length, UTF-8, no binary
// control characters), the tags (every key known, every value one of the
// game's choices), every move (replayed through the game's rules, the
// dice a record of the Mech Duel carries included) and the result (the
// moves must end the game as the record says, or leave it going on when it
// says the game ended otherwise, by a resignation say). The first problem
// is an *Error naming its line, in plain words. Reading has no side
// effects and never panics on any input (a fuzz test keeps it so): a
// program that reads a broken record loses nothing of what it holds.
//
// The package has no Ebitengine and knows no game: the games a reader
// takes are given to it (KindOf), so the game screens, arena and the tests
// each hand it theirs.
package record

import (
	"fmt"
	"strings"
	"time"

	"stratagem/board/rules"
)

// Limits of what Read takes: a record is a few kilobytes; anything much
// larger is not one.
const (
	// MaxSize is the largest record Read reads, in bytes.
	MaxSize = 1 << 20
	// MaxLine is the longest line Read reads, in bytes.
	MaxLine = 4096
	// MaxValue is the longest value of a tag, and the longest move, in
	// bytes: short enough that a tag's line, its quotes and backslashes
	// doubled, stays within MaxLine.
	MaxValue = 2000
)

// Record is one game: which game and variant, who played, when, how it
// ended, and its moves. The game screens make one when a game ends (Make),
// arena writes one for every game of a match, and Read gives one back.
type Record struct {
	// Game is the game's ID ("mill", "hex", "connect", "mech").
	Game string
	// Variant are the game's choices, as its rules' Tags write them
	// ({"variant", "nine-mens-morris"}; Connect Four's board and line).
	Variant []rules.Tag
	// Event says where the game was played, free text ("arena match, seed
	// 3, game 2 of 10"); "" when not said.
	Event string
	// Date is when the game was played, to the second; zero when unknown.
	// A record writes it in UTC (its Date and Time tags), and Read gives
	// it back in UTC: a screen shows it in the player's own time.
	Date time.Time
	// Players are Blue's and Red's.
	Players [2]Player
	// Result is how the game ended, or that it did not.
	Result Result
	// Version is the version of the program that played the game (the
	// game's build, "v1.2.0"); "" when not said.
	Version string
	// Start is the position the game began from, in its game's position
	// text (rules.Positioner), when that is not the game's start: a
	// position set up in the position editor; "" for the start.
	Start string
	// Moves are the moves in the game's notation, one text a move, as
	// rules.Record writes them (a Mech Duel's moves carry their dice).
	Moves []string
	// lines are the lines the moves stood on, for messages: set by Read.
	lines []int
}

// Player is one side's player.
type Player struct {
	// Name is who played: a person's name, "Computer", arena's "arena p1";
	// "" when not said.
	Name string
	// Level is the computer player's name as its game's roster names it
	// ("hard", "seed-minimax"); "" for a person.
	Level string
}

// Computer reports whether the player is a computer player (has a level).
func (p Player) Computer() bool { return p.Level != "" }

// Result is how a game ended: by its rules (the rules' outcome), or
// otherwise (Resigned, IllegalMove, MoveLimit), or not yet (Unfinished),
// or never (Abandoned).
type Result struct {
	Over bool
	// Abandoned marks a game that was left before its end (the player
	// went back to the menu or began another game): not over, and not to
	// be carried on either. Its Winner is rules.NoSide, its Ending "".
	Abandoned bool
	// Winner is the side that won, rules.NoSide for a draw (and for a
	// game going on).
	Winner rules.Side
	// Ending says how it ended: the rules' reason code ("blocked",
	// "line") or one of Resigned, IllegalMove and MoveLimit; "" while
	// unfinished.
	Ending string
}

// The endings that the rules do not decide: the record's moves leave the
// game going on, and the record says how it ended all the same.
const (
	// Resigned: the loser gave up.
	Resigned = "resigned"
	// IllegalMove: the loser, to move, offered a move the rules do not
	// allow (a broken computer player in arena); the move is not recorded.
	IllegalMove = "illegal-move"
	// MoveLimit: a draw because the game ran longer than the program
	// plays one (arena's limit of plies).
	MoveLimit = "move-limit"
)

// Unfinished is the result of a game going on.
var Unfinished = Result{Winner: rules.NoSide}

// Abandoned is the result of a game left before its end: its moves leave
// it going on, as an unfinished game's do.
var Abandoned = Result{Winner: rules.NoSide, Abandoned: true}

// Win returns the result of a game side won by ending.
func Win(side rules.Side, ending string) Result {
	return Result{Over: true, Winner: side, Ending: ending}
}

// Draw returns the result of a game drawn by ending.
func Draw(ending string) Result { return Result{Over: true, Winner: rules.NoSide, Ending: ending} }

// ResultOf returns the result the rules' outcome o gives: Unfinished for
// a game going on.
func ResultOf(o rules.Outcome) Result {
	if !o.Over {
		return Unfinished
	}
	return Result{Over: true, Winner: o.Winner, Ending: o.Reason}
}

// String is the result as a record's result line writes it: "Blue wins
// (blocked)", "draw (repetition)", "unfinished", "abandoned".
func (r Result) String() string {
	if !r.Over {
		return r.Words()
	}
	return r.Words() + " (" + r.Ending + ")"
}

// Words is the result as the Result tag writes it: "Blue wins", "Red
// wins", "draw", "unfinished" or "abandoned".
func (r Result) Words() string {
	switch {
	case !r.Over && r.Abandoned:
		return "abandoned"
	case !r.Over:
		return "unfinished"
	case r.Winner == rules.Blue || r.Winner == rules.Red:
		return r.Winner.String() + " wins"
	}
	return "draw"
}

// Equal reports whether r and o say the same (a game going on is
// Unfinished, or Abandoned, whatever its Winner and Ending hold).
func (r Result) Equal(o Result) bool { return r.String() == o.String() }

// Make returns the record of the game s of g so far: its game, variant,
// moves and result (Unfinished while it goes on). Players, Date and Event
// are the caller's to fill in; a game that ended otherwise than by its
// rules sets Result too.
func Make[S, M any](g rules.Game[S, M], s S) Record {
	return Record{
		Game:    g.ID(),
		Variant: g.Tags(),
		Result:  ResultOf(g.Outcome(s)),
		Moves:   rules.Record(g, s),
	}
}

// MakeFrom is Make for a game that began at start, a position set up
// rather than the game's start: the record keeps start as its Start and
// the moves played from it. A game whose positions cannot be written
// (not a rules.Positioner) is an error.
func MakeFrom[S, M any](g rules.Game[S, M], start, s S) (Record, error) {
	pos, ok := g.(rules.Positioner[S])
	if !ok {
		return Record{}, fmt.Errorf("record: a game of %s cannot start from a position set up", g.ID())
	}
	r := Make(g, s)
	before := len(rules.Record(g, start)) // the moves that led to start, if its game keeps them
	if before > len(r.Moves) {
		return Record{}, fmt.Errorf("record: the game is not played on from its start position")
	}
	r.Moves = r.Moves[before:]
	r.Start = pos.PositionText(start)
	return r, nil
}

// Error is a problem of a record read: the line it is on (0 when it is
// about the whole record) and what is wrong, in plain words.
type Error struct {
	Line int
	Msg  string
	// Fault is set when the problem is the program's, not the record's:
	// a game's rules failed (panicked) on what the record holds.
	Fault bool
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// errorf returns an *Error on line.
func errorf(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}

// tagKey is how a record writes the key of a game's choice: its first
// letter upper case ("variant" is Variant).
func tagKey(key string) string {
	if key == "" {
		return key
	}
	return strings.ToUpper(key[:1]) + key[1:]
}
