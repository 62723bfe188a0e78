package record_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/board/connect"
	"stratagem/board/mill"
	"stratagem/board/record"
	"stratagem/board/rules"
	"stratagem/board/tictactoe"
	"stratagem/units"
	"stratagem/units/mech"
)

// kinds are every game's records.
var kinds = []record.Kind{
	record.KindOf(mill.Rules{}), record.KindOf(connect.Rules{Config: connect.Standard}),
	record.KindOf(units.Rules{}), record.KindOf(mech.Rules{}), record.KindOf(tictactoe.Rules{}),
}

// millGame is an unfinished Mill game: Blue closes a mill on line 11.
const millGame = `[Game "mill"]
[Variant "nine-mens-morris"]
[Date "2025-06-01"]
[Blue "Anna"]
[Red "Computer"]
[RedLevel "hard"]
[Result "unfinished"]

1. a1 b2
2. d1 b4
3. g1xb2 d2
unfinished
`

// connectGame is a Connect Four game Blue wins in column 1 on line 10.
const connectGame = `[Game "connect"]
[Board "7x6"]
[Line "4"]
[Result "Blue wins"]
[Ending "line"]

1. 1 2
2. 1 2
3. 1 2
4. 1
Blue wins (line)
`

func read(text string) (record.Record, error) {
	return record.Read(strings.NewReader(text), kinds...)
}

func TestReadsAGame(t *testing.T) {
	r, err := read(millGame)
	if err != nil {
		t.Fatal(err)
	}
	want := record.Record{
		Game: "mill", Variant: []rules.Tag{{Key: "variant", Value: "nine-mens-morris"}},
		Date:    time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC),
		Players: [2]record.Player{{Name: "Anna"}, {Name: "Computer", Level: "hard"}},
		Result:  record.Unfinished,
		Moves:   []string{"a1", "b2", "d1", "b4", "g1xb2", "d2"},
	}
	if r.Game != want.Game || !slices.Equal(r.Variant, want.Variant) || !r.Date.Equal(want.Date) || r.Players != want.Players ||
		!r.Result.Equal(want.Result) || !slices.Equal(r.Moves, want.Moves) {
		t.Errorf("read %+v\nwant %+v", r, want)
	}
	if got := r.Lines(); !slices.Equal(got, []int{9, 9, 10, 10, 11, 11}) {
		t.Errorf("lines %v", got)
	}
	if r.Players[0].Computer() || !r.Players[1].Computer() {
		t.Errorf("players %+v", r.Players)
	}
	text, err := record.Text(r)
	if err != nil || text != millGame {
		t.Errorf("written again (%v):\n%s", err, text)
	}

	c, err := read(connectGame)
	if err != nil || !c.Result.Equal(record.Win(rules.Blue, "line")) || len(c.Moves) != 7 {
		t.Errorf("connect: %+v, %v", c, err)
	}
}

// TestReadsWhatPeopleWrite: a record written by hand or by another
// program reads the same: comments, Windows line ends, a byte order mark,
// keys in any case, tags in any order, moves unnumbered or run together
// as each game's notation allows, a Mill removal as a word of its own.
func TestReadsWhatPeopleWrite(t *testing.T) {
	for _, text := range []string{
		"\uFEFF# kept by hand\r\n[result \"Unfinished\"]\r\n[GAME \"mill\"]\r\n[redlevel \"hard\"]  # the computer\r\n[Red \"Computer\"]\r\n[Blue \"Anna\"]\r\n" +
			"[Date \"2025-06-01\"]\r\n\r\na1 b2 d1   # opening\r\nb4 g1 xb2\r\nd2\r\nUNFINISHED\r\n",
		"[Game \"mill\"]\n[Result \"unfinished\"]\n[Blue \"Anna\"]\n[Red \"Computer\"]\n[RedLevel \"hard\"]\n[Date \"2025-06-01\"]\n1.a1 b2\n2.   d1 b4\n3. g1xb2\n d2\n\n\nunfinished",
	} {
		r, err := read(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got, err := record.Text(r); err != nil || got != millGame {
			t.Errorf("%q: written as\n%s(%v)", text, got, err)
		}
	}
	r, err := read("[Game \"connect\"]\n[Result \"Blue wins\"]\n[Ending \"line\"]\n1212121\nblue WINS ( line )\n")
	if err != nil || len(r.Moves) != 7 || r.Variant[0].Value != "7x6" {
		t.Errorf("connect run together: %+v %v", r, err)
	}
}

// TestBrokenRecords: every broken record is refused with its line and
// what is wrong, in plain words.
func TestBrokenRecords(t *testing.T) {
	huge := millGame[:strings.Index(millGame, "1. ")] + strings.Repeat("# a long comment to make the file huge\n", record.MaxSize/38) + "unfinished\n"
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"empty", "", 0, "the file is empty"},
		{"blank", " \n\t\r\n", 0, "the file is empty"},
		{"only comments", "# a record\n#000\n", 0, "the file holds only comments"},
		{"binary junk", "PK\x03\x04\x14\x00\x00\x00\x08\x00", 1, "control character (U+0003): this looks like a binary file"},
		{"not UTF-8", "[Game \"mill\"]\n[Blue \"Ann\xe9\"]\n", 2, "not UTF-8 text"},
		{"huge", huge, 0, "larger than 1024 KiB"},
		{"long line", "[Game \"mill\"]\n[Blue \"" + strings.Repeat("A", record.MaxLine) + "\"]\n", 2, "more than a record's 4096"},
		{"a flood of tags", "[Game \"mill\"]\n" + strings.Repeat("[Key \"v\"]\n", 50000), 3, "a second Key tag (the first is on line 2)"},
		{"a long value", "[Game \"mill\"]\n[Event \"" + strings.Repeat("e", record.MaxValue+1) + "\"]\n", 2, "the Event tag's value is 2001 bytes long, more than a tag's 2000"},
		{"a move list", "d1 a1 g1\n", 1, "this is not a record"},
		{"no game", strings.Replace(millGame, "[Game \"mill\"]\n", "", 1), 0, "names no game"},
		{"unknown game", strings.Replace(millGame, `"mill"`, `"chess"`, 1), 1, `no game "chess" (the games: mill, connect, hex, mech, tictactoe)`},
		{"unknown tag", strings.Replace(millGame, "[Variant", "[Varient", 1), 2, `a record of mill has no tag "Varient" (its own: Variant;`},
		{"another game's tag", strings.Replace(millGame, "[Variant \"nine-mens-morris\"]", "[Map \"open-field\"]", 1), 2, `has no tag "Map"`},
		{"no such variant", strings.Replace(millGame, "nine-mens", "eleven-mens", 1), 2, `the variant "eleven-mens-morris": no Mill variant "eleven-mens-morris" (variants: nine (nine-mens-morris), twelve (twelve-mens-morris), lasker (lasker-morris), morabaraba, six (six-mens-morris), three (three-mens-morris))`},
		{"no such board", strings.Replace(connectGame, "7x6", "12x3", 1), 2, `the board "12x3": connect: width 12`},
		{"no such line", strings.Replace(connectGame, `[Line "4"]`, `[Line "four"]`, 1), 3, `the line "four": write the line's length`},
		{"twice a tag", strings.Replace(millGame, "[Date", "[Blue \"Bo\"]\n[Date", 1), 5, "a second Blue tag (the first is on line 3)"},
		{"tag without quotes", strings.Replace(millGame, `"Anna"`, "Anna", 1), 4, `is not a tag (its value is not in double quotes): a tag is written [Key "value"]`},
		{"tag unclosed", strings.Replace(millGame, `"Anna"]`, `"Anna]`, 1), 4, "its value has no closing quote"},
		{"tag after the moves", strings.Replace(millGame, "3. g1xb2 d2", "3. g1xb2 d2\n[Event \"late\"]", 1), 12, "a tag after the moves (they start on line 9)"},
		{"no result tag", strings.Replace(millGame, "[Result \"unfinished\"]\n", "", 1), 0, "the record has no Result tag"},
		{"bad result", strings.Replace(millGame, `[Result "unfinished"]`, `[Result "1-0"]`, 1), 7, `the result "1-0": it is "Blue wins", "Red wins", "draw", "unfinished" or "abandoned"`},
		{"result without ending", strings.Replace(connectGame, "[Ending \"line\"]\n", "", 1), 4, "no Ending tag says how the game ended"},
		{"ending of an unfinished game", strings.Replace(millGame, "[Result \"unfinished\"]", "[Result \"unfinished\"]\n[Ending \"blocked\"]", 1), 8, "an unfinished game has no Ending tag"},
		{"bad ending", strings.Replace(connectGame, `"line"]`, `"a line!"]`, 1), 5, `the ending "a line!": it is a code`},
		{"bad date", strings.Replace(millGame, "2025-06-01", "1/6/2025", 1), 3, "write it YEAR-MONTH-DAY"},
		{"time without date", strings.Replace(millGame, `[Date "2025-06-01"]`, `[Time "12:00:00"]`, 1), 3, "a Time tag needs a Date tag"},
		{"illegal move", strings.Replace(millGame, "2. d1 b4", "2. d1 a1", 1), 10, `"a1" is not a legal move (Red, move 4): illegal move a1: a1 is not empty`},
		{"no such move", strings.Replace(millGame, "2. d1 b4", "2. d1 z9", 1), 10, `"z9" is not a move (Red, move 4)`},
		{"a removal missing", strings.Replace(millGame, "g1xb2", "g1", 1), 11, `"g1" is not a legal move (Blue, move 5)`},
		{"not a column", strings.Replace(connectGame, "4. 1", "4. 8", 1), 10, `"8" is not a move (Blue, move 7): "8" is not a column of this board (1 to 7)`},
		{"cut short", strings.TrimSuffix(millGame, "unfinished\n"), 11, `the record ends without its result line (such as "Blue wins (blocked)" or "unfinished") after "3. g1xb2 d2": it may have been cut short`},
		{"cut after the tags", millGame[:strings.Index(millGame, "\n1. ")], 0, "ends after its tags"},
		{"wrong result line", strings.Replace(connectGame, "Blue wins (line)\n", "Red wins (line)\n", 1), 11, `the result line says "Red wins (line)", but the tags say "Blue wins (line)"`},
		{"result the moves deny", strings.NewReplacer(`"Blue wins"`, `"Red wins"`, "Blue wins (line)", "Red wins (line)").Replace(connectGame), 11, `the moves end the game "Blue wins (line)", but the record says "Red wins (line)"`},
		{"an end the rules did not reach", strings.NewReplacer(`[Result "unfinished"]`, "[Result \"Blue wins\"]\n[Ending \"blocked\"]", "\nunfinished", "\nBlue wins (blocked)").Replace(millGame), 13, `the record says "Blue wins (blocked)", but its moves leave the game going on (after move 6)`},
		{"a move after the end", strings.Replace(connectGame, "4. 1", "4. 1 3", 1), 10, `the game is over after move 7 (Blue wins (line)), but the record goes on with "3"`},
		{"wrong number", strings.Replace(millGame, "2. d1", "3. d1", 1), 10, "the line is numbered 3, but its first move is move 3 of the game, in pair 2"},
		{"pair zero", strings.Replace(millGame, "1. a1", "0. a1", 1), 9, "pairs are numbered from 1"},
		{"three moves a pair", strings.Replace(millGame, "2. d1 b4", "2. d1 b4 g1xb2", 1), 10, "a numbered line holds a pair of moves, Blue's and Red's, not 3"},
		{"empty pair", strings.Replace(millGame, "2. d1 b4", "2.", 1), 10, "pair 2 holds no moves"},
		{"after the result", millGame + "4. a7\n", 13, `"4. a7" comes after the result line (line 12), which ends the record`},
		{"two results", millGame + "unfinished\n", 12, "a second result line (the other is on line 13)"},
		{"resigned draw", strings.NewReplacer(`[Result "unfinished"]`, "[Result \"draw\"]\n[Ending \"resigned\"]", "\nunfinished", "\ndraw (resigned)").Replace(millGame), 13, "a resignation has a winner"},
		{"illegal move by the wrong side", strings.NewReplacer(`[Result "unfinished"]`, "[Result \"Blue wins\"]\n[Ending \"illegal-move\"]", "\nunfinished", "\nBlue wins (illegal-move)").Replace(millGame), 13,
			"the side that offered an illegal move loses, and after the last move Blue is to move"},
		{"move limit won", strings.NewReplacer(`[Result "unfinished"]`, "[Result \"Red wins\"]\n[Ending \"move-limit\"]", "\nunfinished", "\nRed wins (move-limit)").Replace(millGame), 13, "a game stopped at the limit of moves is a draw"},
		{"bad hex armies", "[Game \"hex\"]\n[Armies \"standard\"]\n[Result \"unfinished\"]\nunfinished\n", 2, `the armies "standard": want Blue's army and Red's split by /`},
		{"bad mech forces", "[Game \"mech\"]\n[Forces \"Ranger/Dragon\"]\n[Result \"unfinished\"]\nunfinished\n", 2, `the forces "Ranger/Dragon": Red's mechs:`},
		{"hex action on a line of two", "[Game \"hex\"]\n[Result \"unfinished\"]\nBflyer a2-e5 Rflyer waits\nunfinished\n", 3, `"Bflyer a2-e5 Rflyer waits" is not a move (Blue, move 1)`},
		{"mech dice tied", "[Game \"mech\"]\n[Result \"unfinished\"]\ninitiative 5-5\nunfinished\n", 3, `"initiative 5-5" is not a move (move 1): "initiative 5-5": the initiative dice tied 5-5: ties are rerolled`},
	} {
		_, err := read(tc.text)
		var e *record.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v, want a record.Error", tc.name, err)
			continue
		}
		if e.Line != tc.line || !strings.Contains(e.Msg, tc.want) || e.Fault {
			t.Errorf("%s: %q (line %d), want line %d and %q", tc.name, err, e.Line, tc.line, tc.want)
		}
		if tc.line > 0 && !strings.HasPrefix(err.Error(), "line ") {
			t.Errorf("%s: %q does not name its line", tc.name, err)
		}
	}
}

func TestReadGame(t *testing.T) {
	r, g, s, err := record.ReadGame(strings.NewReader(strings.Replace(connectGame, "7x6", "9x8", 1)), connect.Rules{Config: connect.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if cfg := g.(connect.Rules).Config; cfg.W != 9 || cfg.H != 8 || g.Ply(s) != 7 || !g.Outcome(s).Over || len(r.Moves) != 7 {
		t.Errorf("read %+v: %v at ply %d, %v", r, cfg, g.Ply(s), g.Outcome(s))
	}
	if _, _, _, err := record.ReadGame(strings.NewReader(millGame), connect.Rules{Config: connect.Standard}); err == nil ||
		err.Error() != `line 1: this is a record of "mill", not of connect` {
		t.Errorf("a Mill record as Connect Four: %v", err)
	}
}

func TestIsRecord(t *testing.T) {
	for text, want := range map[string]bool{millGame: true, "\uFEFF# note\n\n [Game \"x\"]": true, "d1 a1": false, "map open-field\nBflyer a2-e5": false, "": false} {
		if got := record.IsRecord(text); got != want {
			t.Errorf("IsRecord(%q) = %v", text, got)
		}
	}
}

// TestWriteRefuses: a record that would not read back is not written.
func TestWriteRefuses(t *testing.T) {
	good := record.Record{Game: "mill", Result: record.Unfinished, Moves: []string{"a1"}}
	if _, err := record.Text(good); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*record.Record){
		"game":           func(r *record.Record) { r.Game = "Mill Game" },
		"name":           func(r *record.Record) { r.Players[0].Name = "Anna\nBo" },
		"level":          func(r *record.Record) { r.Players[1].Level = "hard\x00" },
		"event":          func(r *record.Record) { r.Event = strings.Repeat("e", record.MaxValue+1) },
		"variant key":    func(r *record.Record) { r.Variant = []rules.Tag{{Key: "Result", Value: "x"}} },
		"move":           func(r *record.Record) { r.Moves = append(r.Moves, "b2 # note") },
		"empty move":     func(r *record.Record) { r.Moves = append(r.Moves, "") },
		"result as move": func(r *record.Record) { r.Moves = append(r.Moves, "draw (x)") },
		"numbered move":  func(r *record.Record) { r.Moves = append(r.Moves, "4.") },
		"no ending":      func(r *record.Record) { r.Result = record.Win(rules.Red, "") },
		"stray ending":   func(r *record.Record) { r.Result = record.Result{Winner: rules.NoSide, Ending: "blocked"} },
		"no side":        func(r *record.Record) { r.Result = record.Win(5, "blocked") },
	} {
		r := good
		r.Moves = slices.Clone(good.Moves)
		change(&r)
		var b strings.Builder
		if err := record.Write(&b, r); err == nil || b.Len() > 0 {
			t.Errorf("%s: written (%v):\n%s", name, err, b.String())
		}
	}
}

// TestMakeRecordsEveryGame: Make's record of a game of random moves, of
// each game, reads back to the same position and outcome.
func TestMakeRecordsEveryGame(t *testing.T) {
	plays(t, mill.Rules{Variant: mill.TwelveMensMorris}, 5)
	plays(t, connect.Rules{Config: connect.Config{W: 5, H: 4, N: 3}}, 5)
	plays(t, tictactoe.Rules{}, 5)
	plays(t, units.Rules{Map: "open-field"}, 1)
	plays(t, mech.Rules{Map: "mech-highlands"}, 1)
}

// plays plays n games of g with random moves (a few stopped early) and
// checks their records.
func plays[S, M any](t *testing.T, g rules.Game[S, M], n int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(n), 5))
	for i := range n {
		s, err := g.New()
		if err != nil {
			t.Fatal(err)
		}
		ref := rules.NewReferee(g, uint64(i))
		stop := 1 << 30
		if i%2 == 1 {
			stop = rng.IntN(30)
		}
		for g.Ply(s) < stop && !g.Outcome(s).Over {
			moves := g.Legal(s, nil)
			if _, err := ref.Play(s, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		rec := record.Make(g, s)
		rec.Date = time.Date(2025, 1, 2, 3, 4, 5, 0, time.FixedZone("EET", 2*3600))
		text, err := record.Text(rec)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "[Date \"2025-01-02\"]\n[Time \"01:04:05\"]\n") {
			t.Errorf("the date is not written in UTC:\n%s", text[:200])
		}
		back, g2, s2, err := record.ReadGame(strings.NewReader(text), g)
		if err != nil {
			t.Fatalf("%s game %d: %v\n%s", g.ID(), i, err, text)
		}
		if g2.Hash(s2) != g.Hash(s) || g2.Outcome(s2).String() != g.Outcome(s).String() || !back.Result.Equal(rec.Result) || !back.Date.Equal(rec.Date) {
			t.Errorf("%s game %d: read back to %v (%v), played to %v (%v)", g.ID(), i, g2.Outcome(s2), back.Result, g.Outcome(s), rec.Result)
		}
	}
}

// chancy is tic-tac-toe as a game with dice: every move needs its roll,
// which the notation cannot carry; and it fails (panics) on "c3".
type chancy struct{ tictactoe.Rules }

func (chancy) Roll(_ *tictactoe.Position, c tictactoe.Cell, dice rules.Dice) tictactoe.Cell {
	dice.Roll2d6()
	return c
}

func (chancy) Parse(p *tictactoe.Position, s string) (tictactoe.Cell, error) {
	if s == "c3" {
		panic("the rules broke")
	}
	return tictactoe.ParseCell(s)
}

// TestDiceAndFaults: a move of a game with dice that lacks its roll is
// refused, and a game's rules that fail on a record are a fault of the
// program, reported, never a crash.
func TestDiceAndFaults(t *testing.T) {
	k := record.KindOf[*tictactoe.Position, tictactoe.Cell](chancy{})
	_, err := record.Read(strings.NewReader("[Game \"tictactoe\"]\n[Result \"unfinished\"]\n1. a1\nunfinished\n"), k)
	if err == nil || err.Error() != `line 3: "a1" lacks its dice (Blue, move 1): a record carries every roll` {
		t.Errorf("a move without dice: %v", err)
	}
	_, err = record.Read(strings.NewReader("[Game \"tictactoe\"]\n[Result \"unfinished\"]\n1. c3\nunfinished\n"), k)
	var e *record.Error
	if !errors.As(err, &e) || !e.Fault || e.Line != 3 || !strings.Contains(e.Msg, "the rules broke") {
		t.Errorf("a panic of the rules: %v", err)
	}
}

// TestLongestValues: the longest values a record may hold, quotes and
// backslashes at that, are written and read back.
func TestLongestValues(t *testing.T) {
	r := record.Record{Game: "mill", Result: record.Unfinished, Event: strings.Repeat(`"\`, record.MaxValue/2),
		Players: [2]record.Player{{Name: strings.Repeat("é", record.MaxValue/2)}, {Level: strings.Repeat("x", record.MaxValue)}}}
	text, err := record.Text(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := read(text)
	if err != nil || back.Event != r.Event || back.Players != r.Players {
		t.Errorf("read back as %v", err)
	}
}

// An abandoned game and the version of the program that played it: both
// written, read back the same, and checked as the other results are.
func TestAbandonedAndVersion(t *testing.T) {
	g := mill.Rules{}
	s, _ := g.New()
	for _, m := range []string{"a1", "b2", "d1"} {
		mv, err := g.Parse(s, m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(s, mv)
	}
	r := record.Make(g, s)
	r.Result, r.Version = record.Abandoned, "v1.2.0 (2026-11-29)"
	text, err := record.Text(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Result "abandoned"]`, `[Version "v1.2.0 (2026-11-29)"]`, "\nabandoned\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
	back, err := read(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !back.Result.Abandoned || back.Result.Over || back.Version != r.Version || !slices.Equal(back.Moves, r.Moves) {
		t.Errorf("read back %+v", back)
	}
	if back.Result.Equal(record.Unfinished) {
		t.Error("an abandoned game reads as unfinished")
	}
	// Moves that end the game cannot be an abandoned game's.
	ended := strings.Replace(strings.Replace(connectGame, `[Result "Blue wins"]`+"\n"+`[Ending "line"]`, `[Result "abandoned"]`, 1), "Blue wins (line)", "abandoned", 1)
	if _, err := read(ended); err == nil || !strings.Contains(err.Error(), `the moves end the game "Blue wins (line)", but the record says "abandoned"`) {
		t.Errorf("an abandoned record of a finished game: %v", err)
	}
	withEnding := strings.Replace(text, `[Result "abandoned"]`, `[Result "abandoned"]`+"\n"+`[Ending "blocked"]`, 1)
	if _, err := read(withEnding); err == nil || !strings.Contains(err.Error(), "an abandoned game has no Ending tag") {
		t.Errorf("an abandoned record with an ending: %v", err)
	}
	if _, err := record.Text(record.Record{Game: "mill", Result: record.Result{Over: true, Abandoned: true, Ending: "blocked"}}); err == nil {
		t.Error("a result both over and abandoned was written")
	}
}

// TestFromAPositionSetUp: a game begun from a position set up (the
// position editor) keeps that position as its Position tag and the moves
// played from it, one a line, and reads back to the same end; a broken
// position, numbered pairs or a game that cannot start from a position
// are refused with their line.
func TestFromAPositionSetUp(t *testing.T) {
	mr := mill.Rules{}
	start, err := mr.ParsePosition("blue: a1 g7; red: d7 b4; hand: 7 7; turn: red")
	if err != nil {
		t.Fatal(err)
	}
	s := mr.Clone(start)
	for _, m := range []string{"d1", "g1", "g4"} {
		if err := rules.PlayText(mr, s, m); err != nil {
			t.Fatal(err)
		}
	}
	cr := connect.Rules{Config: connect.Standard}
	cstart, _ := cr.ParsePosition("4453")
	cs := cr.Clone(cstart)
	for _, m := range []string{"3", "3"} {
		if err := rules.PlayText(cr, cs, m); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		make  func() (record.Record, error)
		start string
		moves int
	}{
		{func() (record.Record, error) { return record.MakeFrom(mr, start, s) }, "blue: a1 g7; red: d7 b4; hand: 7 7; turn: red", 3},
		{func() (record.Record, error) { return record.MakeFrom(cr, cstart, cs) }, "4453", 2},
	} {
		r, err := tc.make()
		if err != nil {
			t.Fatal(err)
		}
		if r.Start != tc.start || len(r.Moves) != tc.moves {
			t.Fatalf("start %q, moves %v: want %q and %d moves", r.Start, r.Moves, tc.start, tc.moves)
		}
		text, err := record.Text(r)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, `[Position "`+tc.start+`"]`) || strings.Contains(text, "1. ") {
			t.Fatalf("the record:\n%s", text)
		}
		back, err := read(text)
		if err != nil {
			t.Fatalf("%v in\n%s", err, text)
		}
		if back.Start != tc.start || !slices.Equal(back.Moves, r.Moves) {
			t.Fatalf("read back: start %q, moves %v", back.Start, back.Moves)
		}
	}
	if _, err := record.MakeFrom(units.Rules{}, nil, nil); err == nil {
		t.Error("a Hex Battle game from a position set up made a record")
	}
	for _, tc := range []struct{ text, want string }{
		{"[Game \"mill\"]\n[Result \"unfinished\"]\n[Position \"blue: a1 a1\"]\n\nunfinished\n", "line 3: the position"},
		{"[Game \"mill\"]\n[Result \"unfinished\"]\n[Position \"blue: a1 g7; red: d7 b4; hand: 7 7; turn: red\"]\n\n1. d1\nunfinished\n", "line 5: a game from a position set up"},
		{"[Game \"mill\"]\n[Result \"unfinished\"]\n[Position \"blue: a1 g7; red: d7 b4; hand: 7 7; turn: red\"]\n\nd7\nunfinished\n", "line 5"},
		{"[Game \"mech\"]\n[Result \"unfinished\"]\n[Position \"x\"]\n\nunfinished\n", "line 3: a game of mech cannot start"},
	} {
		_, err := read(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}
