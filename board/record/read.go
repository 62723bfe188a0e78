package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"stratagem/board/rules"
)

// Kind is one game as the reader knows it, whatever its state and move
// types: KindOf makes one from the game's rules (with its default variant:
// the record's tags set the rest).
type Kind interface {
	// ID is the game's ID, as a record's Game tag names it.
	ID() string
	read(p *parsed) (Record, error)
}

// KindOf returns the kind of record of g's game.
func KindOf[S, M any](g rules.Game[S, M]) Kind { return kind[S, M]{g} }

type kind[S, M any] struct{ g rules.Game[S, M] }

func (k kind[S, M]) ID() string { return k.g.ID() }

func (k kind[S, M]) read(p *parsed) (Record, error) {
	r, _, _, err := replay(k.g, p)
	return r, err
}

// Read reads one record from in, of one of the games kinds, and checks
// it whole: its text, its tags, every move and its result (see the
// package's comment). Its error is an *Error naming the line, or the
// error of in.
func Read(in io.Reader, kinds ...Kind) (Record, error) {
	p, err := readParsed(in)
	if err != nil {
		return Record{}, err
	}
	game, err := p.game()
	if err != nil {
		return Record{}, err
	}
	var ids []string
	for _, k := range kinds {
		if k.ID() == game.value {
			return k.read(p)
		}
		ids = append(ids, k.ID())
	}
	return Record{}, errorf(game.line, "no game %q (the games: %s)", game.value, strings.Join(ids, ", "))
}

// ReadGame reads one record of g's game from in, as Read does, and
// returns it with the rules of its variant and its game replayed to its
// last move, for a program to go on with.
func ReadGame[S, M any](in io.Reader, g rules.Game[S, M]) (Record, rules.Game[S, M], S, error) {
	var none S
	p, err := readParsed(in)
	if err != nil {
		return Record{}, nil, none, err
	}
	game, err := p.game()
	if err != nil {
		return Record{}, nil, none, err
	}
	if game.value != g.ID() {
		return Record{}, nil, none, errorf(game.line, "this is a record of %q, not of %s", game.value, g.ID())
	}
	return replay(g, p)
}

// IsRecord reports whether text looks like a record rather than a bare
// list of moves: its first line that is not blank or a comment is a tag.
func IsRecord(text string) bool {
	text = strings.TrimPrefix(text, "\uFEFF")
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		return strings.HasPrefix(line, "[")
	}
	return false
}

// parsed is a record's text read into its parts, before its game reads
// them.
type parsed struct {
	tags       []tagLine
	moves      []moveLine
	result     Result
	resultLine int
}

// tagLine is one tag and the line it stands on.
type tagLine struct {
	key, value string
	line       int
}

// moveLine is one line of moves: its text without its pair's number, that
// number (0: none) and its line.
type moveLine struct {
	text       string
	pair, line int
}

// tag returns the tag key (any case), if the record has it.
func (p *parsed) tag(key string) (tagLine, bool) {
	for _, t := range p.tags {
		if strings.EqualFold(t.key, key) {
			return t, true
		}
	}
	return tagLine{}, false
}

// game returns the Game tag.
func (p *parsed) game() (tagLine, error) {
	t, ok := p.tag(keyGame)
	if !ok {
		return t, errorf(0, `the record names no game: its tags need one such as [Game "mill"]`)
	}
	return t, nil
}

// readParsed reads in (at most MaxSize bytes of it) and parses it.
func readParsed(in io.Reader) (*parsed, error) {
	data, err := io.ReadAll(io.LimitReader(in, MaxSize+1))
	if err != nil {
		return nil, err
	}
	return parse(data)
}

// parse reads the text of a record into its parts; it checks the text,
// the tags' shape and where the result line stands, not what they say.
func parse(data []byte) (*parsed, error) {
	if len(data) > MaxSize {
		return nil, errorf(0, "the file is larger than %d KiB, far more than a game record: it is not one", MaxSize/1024)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte order mark, as some editors write
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errorf(0, `the file is empty: a record starts with tags such as [Game "mill"]`)
	}
	p := &parsed{}
	seen := map[string]int{} // the tags' keys, lower case, and their lines
	var content []moveLine   // the lines after the tags, the result line among them
	for i, raw := range bytes.Split(data, []byte("\n")) {
		n := i + 1
		raw = bytes.TrimSuffix(raw, []byte("\r"))
		if err := checkLine(n, raw); err != nil {
			return nil, err
		}
		line := strings.TrimSpace(string(raw))
		if len(content) == 0 {
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if strings.HasPrefix(line, "[") {
				t, err := parseTag(n, line)
				if err != nil {
					return nil, err
				}
				if first, dup := seen[strings.ToLower(t.key)]; dup {
					return nil, errorf(n, "a second %s tag (the first is on line %d)", t.key, first)
				}
				seen[strings.ToLower(t.key)] = n
				p.tags = append(p.tags, t)
				continue
			}
		}
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = strings.TrimSpace(line[:j])
		}
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "[") {
			return nil, errorf(n, "a tag after the moves (they start on line %d): the tags come first", content[0].line)
		}
		content = append(content, moveLine{text: line, line: n})
	}
	if len(p.tags) == 0 && len(content) == 0 {
		return nil, errorf(0, `the file holds only comments: a record starts with tags such as [Game "mill"]`)
	}
	if len(p.tags) == 0 {
		return nil, errorf(content[0].line, `this is not a record: a record starts with tags such as [Game "mill"]`)
	}
	if len(content) == 0 {
		return nil, errorf(0, `the record ends after its tags, without its moves and its result line (such as "unfinished"): it may have been cut short`)
	}
	last := content[len(content)-1]
	for _, c := range content[:len(content)-1] {
		if _, ok := parseResult(c.text); ok {
			if _, lastToo := parseResult(last.text); lastToo {
				return nil, errorf(c.line, "a second result line (the other is on line %d)", last.line)
			}
			return nil, errorf(last.line, "%s comes after the result line (line %d), which ends the record", quoteShort(last.text), c.line)
		}
	}
	result, ok := parseResult(last.text)
	if !ok {
		return nil, errorf(last.line, `the record ends without its result line (such as "Blue wins (blocked)" or "unfinished") after %s: it may have been cut short`, quoteShort(last.text))
	}
	p.result, p.resultLine = result, last.line
	for _, c := range content[:len(content)-1] {
		if pair, rest, ok := cutPairNumber(c.text); ok {
			if pair == 0 {
				return nil, errorf(c.line, "%s: pairs are numbered from 1", quoteShort(c.text))
			}
			if rest == "" {
				return nil, errorf(c.line, "pair %d holds no moves", pair)
			}
			c.pair, c.text = pair, rest
		}
		p.moves = append(p.moves, c)
	}
	return p, nil
}

// checkLine reports a line n that no record has: too long, not UTF-8, or
// with control characters (binary data).
func checkLine(n int, line []byte) error {
	if len(line) > MaxLine {
		return errorf(n, "the line is %d bytes long, more than a record's %d: this is not a game record", len(line), MaxLine)
	}
	if !utf8.Valid(line) {
		return errorf(n, "the line is not UTF-8 text: this looks like a binary file, not a game record")
	}
	if i := bytes.IndexFunc(line, isControl); i >= 0 {
		r, _ := utf8.DecodeRune(line[i:])
		return errorf(n, "the line holds a control character (%U): this looks like a binary file, not a game record", r)
	}
	return nil
}

// parseTag reads a tag line, [Key "value"], a comment allowed after it.
func parseTag(n int, line string) (tagLine, error) {
	bad := func(why string) (tagLine, error) {
		return tagLine{}, errorf(n, `%s is not a tag (%s): a tag is written [Key "value"], such as [Game "mill"]`, quoteShort(line), why)
	}
	rest := strings.TrimSpace(line[1:])
	end := strings.IndexFunc(rest, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') })
	if end <= 0 {
		return bad("its key is not a word")
	}
	key := rest[:end]
	rest = strings.TrimSpace(rest[end:])
	if !strings.HasPrefix(rest, `"`) {
		return bad("its value is not in double quotes")
	}
	var value strings.Builder
	i := 1
	for ; i < len(rest) && rest[i] != '"'; i++ {
		if rest[i] == '\\' {
			i++
			if i == len(rest) || (rest[i] != '"' && rest[i] != '\\') {
				return bad(`a backslash in a value comes only before " or \`)
			}
		}
		value.WriteByte(rest[i])
	}
	if i == len(rest) {
		return bad("its value has no closing quote")
	}
	if value.Len() > MaxValue {
		return tagLine{}, errorf(n, "the %s tag's value is %d bytes long, more than a tag's %d", key, value.Len(), MaxValue)
	}
	rest = strings.TrimSpace(rest[i+1:])
	if !strings.HasPrefix(rest, "]") {
		return bad("no ] after its value")
	}
	if rest = strings.TrimSpace(rest[1:]); rest != "" && !strings.HasPrefix(rest, "#") {
		return bad("text after its ]")
	}
	return tagLine{key: key, value: value.String(), line: n}, nil
}

// cutPairNumber cuts the number of a numbered pair ("12." and the spaces
// after it) from the start of a line of moves.
func cutPairNumber(line string) (n int, rest string, ok bool) {
	digits := 0
	for digits < len(line) && line[digits] >= '0' && line[digits] <= '9' {
		digits++
	}
	if digits == 0 || digits == len(line) || line[digits] != '.' {
		return 0, line, false
	}
	n, err := strconv.Atoi(line[:digits])
	if err != nil || digits > 6 {
		return 0, line, false
	}
	return n, strings.TrimSpace(line[digits+1:]), true
}

// parseResult reads a result line: "Blue wins (blocked)", "Red wins
// (resigned)", "draw (repetition)" or "unfinished", in any case.
func parseResult(s string) (Result, bool) {
	words, ending, hasEnding := strings.Cut(strings.TrimSpace(s), "(")
	r, ok := parseResultWords(strings.TrimSpace(words))
	if !ok || r.Over != hasEnding {
		return Result{}, false
	}
	if r.Over {
		ending, closed := strings.CutSuffix(ending, ")")
		ending = strings.ToLower(strings.TrimSpace(ending))
		if !closed || !isCode(ending) {
			return Result{}, false
		}
		r.Ending = ending
	}
	return r, true
}

// parseResultWords reads a Result tag's value: "Blue wins", "Red wins",
// "draw", "unfinished" or "abandoned", in any case and spacing.
func parseResultWords(s string) (Result, bool) {
	switch strings.ToLower(strings.Join(strings.Fields(s), " ")) {
	case "blue wins":
		return Result{Over: true, Winner: rules.Blue}, true
	case "red wins":
		return Result{Over: true, Winner: rules.Red}, true
	case "draw":
		return Result{Over: true, Winner: rules.NoSide}, true
	case "unfinished":
		return Unfinished, true
	case "abandoned":
		return Abandoned, true
	}
	return Result{}, false
}

// quoteShort quotes text for a message, cut to a few words.
func quoteShort(text string) string {
	const most = 40
	if utf8.RuneCountInString(text) > most {
		text = string([]rune(text)[:most]) + "…"
	}
	return strconv.Quote(text)
}

// replay reads the tags and replays the moves of p through g's rules,
// and checks the result against where the moves end.
func replay[S, M any](g rules.Game[S, M], p *parsed) (rec Record, _ rules.Game[S, M], s S, err error) {
	var none S
	fail := func(err error) (Record, rules.Game[S, M], S, error) { return Record{}, nil, none, err }
	rec.Game = g.ID()
	var gameKeys []string // the game's own keys, as a record writes them
	for _, t := range g.Tags() {
		gameKeys = append(gameKeys, tagKey(t.Key))
	}
	var variant []tagLine
	var date, clock, result, ending, start *tagLine
	for i := range p.tags {
		t := &p.tags[i]
		switch strings.ToLower(t.key) {
		case "game":
		case "event":
			rec.Event = t.value
		case "version":
			rec.Version = t.value
		case "position":
			start = t
		case "date":
			date = t
		case "time":
			clock = t
		case "blue":
			rec.Players[rules.Blue].Name = t.value
		case "bluelevel":
			rec.Players[rules.Blue].Level = t.value
		case "red":
			rec.Players[rules.Red].Name = t.value
		case "redlevel":
			rec.Players[rules.Red].Level = t.value
		case "result":
			result = t
		case "ending":
			ending = t
		default:
			if !slices.ContainsFunc(gameKeys, func(k string) bool { return strings.EqualFold(k, t.key) }) {
				theirs := "it has none of its own"
				if len(gameKeys) > 0 {
					theirs = "its own: " + strings.Join(gameKeys, ", ")
				}
				return fail(errorf(t.line, "a record of %s has no tag %q (%s; every record's: %s)", g.ID(), t.key, theirs, strings.Join(commonKeys, ", ")))
			}
			variant = append(variant, *t)
		}
	}
	if date != nil {
		d, err := time.ParseInLocation(dateLayout, date.value, time.UTC)
		if err != nil {
			return fail(errorf(date.line, "the date %s: write it YEAR-MONTH-DAY, such as 2025-06-01", quoteShort(date.value)))
		}
		rec.Date = d
	}
	if clock != nil {
		if date == nil {
			return fail(errorf(clock.line, "a Time tag needs a Date tag"))
		}
		c, err := time.Parse(timeLayout, clock.value)
		if err != nil {
			return fail(errorf(clock.line, "the time %s: write it HOURS:MINUTES:SECONDS, such as 14:05:00", quoteShort(clock.value)))
		}
		rec.Date = rec.Date.Add(time.Duration(c.Hour())*time.Hour + time.Duration(c.Minute())*time.Minute + time.Duration(c.Second())*time.Second)
	}
	if result == nil {
		return fail(errorf(0, `the record has no Result tag, such as [Result "Blue wins"] or [Result "unfinished"]`))
	}
	r, ok := parseResultWords(result.value)
	if !ok {
		return fail(errorf(result.line, `the result %s: it is "Blue wins", "Red wins", "draw", "unfinished" or "abandoned"`, quoteShort(result.value)))
	}
	switch {
	case r.Over && ending == nil:
		return fail(errorf(result.line, `the result is %q, but no Ending tag says how the game ended, such as [Ending "blocked"]`, r.Words()))
	case !r.Over && ending != nil:
		return fail(errorf(ending.line, "an %s game has no Ending tag", r.Words()))
	case ending != nil:
		if r.Ending = strings.ToLower(ending.value); !isCode(r.Ending) {
			return fail(errorf(ending.line, "the ending %s: it is a code of lower-case words joined by hyphens, such as blocked or fewer-than-three", quoteShort(ending.value)))
		}
	}
	if !r.Equal(p.result) {
		return fail(errorf(p.resultLine, "the result line says %q, but the tags say %q", p.result.String(), r.String()))
	}
	rec.Result = r

	// The variant: the game's choices in the order its rules take them
	// (Connect Four's board before its line).
	for _, key := range gameKeys {
		i := slices.IndexFunc(variant, func(t tagLine) bool { return strings.EqualFold(t.key, key) })
		if i < 0 {
			continue
		}
		t := variant[i]
		var on rules.Game[S, M]
		err := safely(func() (err error) { on, err = g.WithTag(strings.ToLower(key), t.value); return err })
		if err != nil {
			return fail(faultOr(t.line, t.value, err, func() error {
				if msg := err.Error(); strings.HasPrefix(strings.ToLower(msg), strings.ToLower(key)+" ") {
					return errorf(t.line, "the %s", msg) // the game's words name the choice already
				}
				return errorf(t.line, "the %s %s: %v", strings.ToLower(key), quoteShort(t.value), err)
			}))
		}
		g = on
	}
	rec.Variant = g.Tags()
	if err := safely(func() (err error) { s, err = g.New(); return err }); err != nil {
		line := 0
		if len(variant) > 0 {
			line = variant[len(variant)-1].line
		}
		return fail(faultOr(line, "the variant", err, func() error {
			return errorf(line, "the game cannot be set up this way: %v", err)
		}))
	}

	// A game from a position set up begins there.
	if start != nil {
		pos, ok := g.(rules.Positioner[S])
		if !ok {
			return fail(errorf(start.line, "a game of %s cannot start from a position set up", g.ID()))
		}
		var at S
		if err := safely(func() (err error) { at, err = pos.ParsePosition(start.value); return err }); err != nil {
			return fail(faultOr(start.line, start.value, err, func() error {
				return errorf(start.line, "the position %s: %v", quoteShort(start.value), err)
			}))
		}
		s, rec.Start = at, start.value
	}
	startPly := g.Ply(s)

	// The moves, each checked and played.
	chance, _ := g.(rules.Chance[S, M])
	for _, ml := range p.moves {
		if ml.pair > 0 {
			if start != nil {
				return fail(errorf(ml.line, "a game from a position set up has its moves one a line, not in numbered pairs (Red may move first)"))
			}
			if ply := g.Ply(s) - startPly; ply != 2*(ml.pair-1) {
				return fail(errorf(ml.line, "the line is numbered %d, but its first move is move %d of the game, in pair %d", ml.pair, ply+1, ply/2+1))
			}
		}
		var words []string
		if err := safely(func() error { words = g.Split(ml.text); return nil }); err != nil {
			return fail(faultOr(ml.line, ml.text, err, nil))
		}
		if ml.pair > 0 && len(words) > 2 {
			return fail(errorf(ml.line, "a numbered line holds a pair of moves, Blue's and Red's, not %d", len(words)))
		}
		for _, word := range words {
			if err := playWord(g, chance, s, word, ml.line, &rec); err != nil {
				return fail(err)
			}
		}
	}

	// The result: where the moves end the game, or how the record says
	// the game ended otherwise.
	o := g.Outcome(s)
	if o.Over {
		if ended := ResultOf(o); !ended.Equal(rec.Result) {
			return fail(errorf(p.resultLine, "the moves end the game %q, but the record says %q", ended.String(), rec.Result.String()))
		}
		return rec, g, s, nil
	}
	side, decides := g.ToAct(s)
	switch r := rec.Result; {
	case !r.Over:
	case r.Ending == Resigned && r.Winner == rules.NoSide:
		return fail(errorf(p.resultLine, "%q: a resignation has a winner", r.String()))
	case r.Ending == Resigned:
	case r.Ending == IllegalMove && (!decides || r.Winner != side.Other()):
		return fail(errorf(p.resultLine, "%q: the side that offered an illegal move loses, and after the last move %s", r.String(), toAct(side, decides)))
	case r.Ending == IllegalMove:
	case r.Ending == MoveLimit && r.Winner != rules.NoSide:
		return fail(errorf(p.resultLine, "%q: a game stopped at the limit of moves is a draw", r.String()))
	case r.Ending == MoveLimit:
	default:
		return fail(errorf(p.resultLine, "the record says %q, but its moves leave the game going on (after move %d)", r.String(), g.Ply(s)))
	}
	return rec, g, s, nil
}

// toAct says who is to act, for a message.
func toAct(side rules.Side, decides bool) string {
	if !decides {
		return "no side is to move"
	}
	return side.String() + " is to move"
}

// playWord reads the move word on line of s and plays it, and adds it to
// rec as the notation writes it.
func playWord[S, M any](g rules.Game[S, M], chance rules.Chance[S, M], s S, word string, line int, rec *Record) error {
	err := safely(func() error {
		if o := g.Outcome(s); o.Over {
			return errorf(line, "the game is over after move %d (%s), but the record goes on with %s", g.Ply(s), ResultOf(o), quoteShort(word))
		}
		where := rules.Where(g, s)
		m, err := g.Parse(s, word)
		if err != nil {
			return errorf(line, "%s is not a move (%s): %v", quoteShort(word), where, err)
		}
		if chance != nil {
			var d missingDice
			chance.Roll(s, m, &d)
			if d.asked {
				return errorf(line, "%s lacks its dice (%s): a record carries every roll", quoteShort(word), where)
			}
		}
		if !g.IsLegal(s, m) {
			return errorf(line, "%s is not a legal move (%s): %v", quoteShort(word), where, rules.Why(g, s, m))
		}
		rec.Moves = append(rec.Moves, g.Format(s, m))
		rec.lines = append(rec.lines, line)
		g.Apply(s, m)
		return nil
	})
	if err != nil {
		return faultOr(line, word, err, func() error { return err })
	}
	return nil
}

// missingDice notes that a move asked for dice: it lacked its own.
type missingDice struct{ asked bool }

func (d *missingDice) Roll2d6() int { d.asked = true; return 7 }

// panicked is the error of safely when f panicked.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprint(p.value) }

// faultOr returns the error of a step of the rules on text at line: a
// fault of the program when the rules panicked (see safely), else err as
// made by orElse.
func faultOr(line int, text string, err error, orElse func() error) error {
	var p panicked
	if errors.As(err, &p) {
		return &Error{Line: line, Fault: true,
			Msg: fmt.Sprintf("the rules failed on %s (%v): this is a fault of the program, not of the record; please report it", quoteShort(text), p.value)}
	}
	return orElse()
}

// safely runs f and returns its error, or a panicked error when it
// panics: no record, however made, crashes its reader.
func safely(f func() error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = panicked{v}
		}
	}()
	return f()
}

// Lines returns the lines of r's record that its moves stood on, one a
// move, when r was read (nil for a record made in code): a screen that
// shows a record can point at a move's line.
func (r Record) Lines() []int { return slices.Clone(r.lines) }
