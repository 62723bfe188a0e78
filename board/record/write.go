package record

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"stratagem/board/rules"
)

// The keys of the tags every record may hold, beside its game's choices.
const (
	keyGame      = "Game"
	keyEvent     = "Event"
	keyDate      = "Date"
	keyTime      = "Time"
	keyBlue      = "Blue"
	keyBlueLevel = "BlueLevel"
	keyRed       = "Red"
	keyRedLevel  = "RedLevel"
	keyResult    = "Result"
	keyEnding    = "Ending"
	keyVersion   = "Version"
	keyPosition  = "Position"
)

// commonKeys are those keys in the order a record writes them (the game's
// choices come after Game).
var commonKeys = []string{keyGame, keyEvent, keyDate, keyTime, keyBlue, keyBlueLevel, keyRed, keyRedLevel, keyResult, keyEnding, keyVersion, keyPosition}

// The layouts of Date and Time.
const (
	dateLayout = "2006-01-02"
	timeLayout = "15:04:05"
)

// Write writes r as a record: its tags, a blank line, its moves (in
// numbered pairs when every move is a single word, else one a line) and
// its result line. A record that could not be read back (a game's ID that
// is not a word, a move or name with a line break in it, a finished result
// without its ending) is an error, and nothing is written.
func Write(w io.Writer, r Record) error {
	text, err := Text(r)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}

// Text returns r as Write writes it.
func Text(r Record) (string, error) {
	if err := r.check(); err != nil {
		return "", err
	}
	var b strings.Builder
	tag := func(key, value string) {
		if value != "" {
			fmt.Fprintf(&b, "[%s %s]\n", key, quote(value))
		}
	}
	tag(keyGame, r.Game)
	for _, t := range r.Variant {
		tag(tagKey(t.Key), t.Value)
	}
	tag(keyEvent, r.Event)
	if !r.Date.IsZero() {
		utc := r.Date.UTC()
		tag(keyDate, utc.Format(dateLayout))
		if h, m, s := utc.Clock(); h+m+s > 0 {
			tag(keyTime, utc.Format(timeLayout))
		}
	}
	tag(keyBlue, r.Players[rules.Blue].Name)
	tag(keyBlueLevel, r.Players[rules.Blue].Level)
	tag(keyRed, r.Players[rules.Red].Name)
	tag(keyRedLevel, r.Players[rules.Red].Level)
	tag(keyResult, r.Result.Words())
	tag(keyEnding, r.Result.Ending)
	tag(keyVersion, r.Version)
	tag(keyPosition, r.Start)
	b.WriteString("\n")
	if paired(r.Moves) && r.Start == "" { // from a position set up, Red may move first: one a line
		for i := 0; i < len(r.Moves); i += 2 {
			fmt.Fprintf(&b, "%d. %s\n", i/2+1, strings.Join(r.Moves[i:min(i+2, len(r.Moves))], " "))
		}
	} else {
		for _, m := range r.Moves {
			b.WriteString(m + "\n")
		}
	}
	b.WriteString(r.Result.String() + "\n")
	return b.String(), nil
}

// paired reports whether moves are written in numbered pairs: every one
// is a single word (Mill's "a1-a4xb2", Connect Four's "4").
func paired(moves []string) bool {
	for _, m := range moves {
		if strings.ContainsFunc(m, unicode.IsSpace) {
			return false
		}
	}
	return true
}

// quote writes a tag's value between double quotes, a quote or a
// backslash in it after a backslash.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// check reports what in r a record cannot hold.
func (r Record) check() error {
	if !isCode(r.Game) {
		return fmt.Errorf("record: game %q: a game's ID is a lower-case word, such as mill", r.Game)
	}
	for _, t := range r.Variant {
		if !isCode(t.Key) || isCommonKey(tagKey(t.Key)) {
			return fmt.Errorf("record: %s's choice %q cannot be a tag's key", r.Game, t.Key)
		}
		if err := checkValue(t.Value); err != nil {
			return fmt.Errorf("record: %s %q: %w", t.Key, t.Value, err)
		}
	}
	for _, v := range []struct{ what, value string }{
		{"event", r.Event}, {"Blue's name", r.Players[0].Name}, {"Blue's level", r.Players[0].Level},
		{"Red's name", r.Players[1].Name}, {"Red's level", r.Players[1].Level}, {"version", r.Version},
		{"start position", r.Start},
	} {
		if v.value == "" {
			continue
		}
		if err := checkValue(v.value); err != nil {
			return fmt.Errorf("record: %s %q: %w", v.what, v.value, err)
		}
	}
	if err := checkResult(r.Result); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	for i, m := range r.Moves {
		if err := checkMove(m); err != nil {
			return fmt.Errorf("record: move %d %q: %w", i+1, m, err)
		}
	}
	return nil
}

// checkResult reports a result a record cannot hold.
func checkResult(r Result) error {
	switch {
	case !r.Over && r.Ending != "":
		return fmt.Errorf("an %s game has no ending (not %q)", r.Words(), r.Ending)
	case r.Over && r.Abandoned:
		return fmt.Errorf("a game that ended (%s) was not abandoned", r.Words())
	case r.Over && !isCode(r.Ending):
		return fmt.Errorf("result %s: its ending is a lower-case code, such as blocked, not %q", r.Words(), r.Ending)
	case r.Over && r.Winner != rules.Blue && r.Winner != rules.Red && r.Winner != rules.NoSide:
		return fmt.Errorf("result: no side %d", r.Winner)
	}
	return nil
}

// checkValue reports a tag's value a record cannot hold.
func checkValue(v string) error {
	if err := checkText(v); err != nil {
		return err
	}
	if len(v) > MaxValue {
		return fmt.Errorf("longer than %d bytes", MaxValue)
	}
	return nil
}

// checkMove reports a move's text that would not read back as itself.
func checkMove(m string) error {
	if err := checkText(m); err != nil {
		return err
	}
	switch {
	case m == "" || strings.TrimSpace(m) != m:
		return fmt.Errorf("empty, or with spaces around it")
	case strings.ContainsRune(m, '#') || strings.HasPrefix(m, "["):
		return fmt.Errorf("a move may not hold # nor start with [")
	case len(m) > MaxValue:
		return fmt.Errorf("longer than %d bytes", MaxValue)
	}
	if _, ok := parseResult(m); ok {
		return fmt.Errorf("it reads as a result")
	}
	if _, _, ok := cutPairNumber(m); ok {
		return fmt.Errorf("it reads as a pair's number")
	}
	return nil
}

// checkText reports text that is not UTF-8 or holds control characters
// (a line break among them).
func checkText(s string) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("not UTF-8 text")
	}
	if i := strings.IndexFunc(s, isControl); i >= 0 {
		return fmt.Errorf("holds the control character %U", []rune(s[i:])[0])
	}
	return nil
}

// isControl reports a control character a record's line may not hold: all
// but the tab.
func isControl(r rune) bool { return r != '\t' && unicode.IsControl(r) }

// isCode reports whether s is a code: lower-case letters, digits and
// hyphens, starting with a letter or digit ("mill", "fewer-than-three").
func isCode(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// isCommonKey reports whether key (any case) is one of every record's.
func isCommonKey(key string) bool {
	for _, k := range commonKeys {
		if strings.EqualFold(k, key) {
			return true
		}
	}
	return false
}
