// Package lang holds every word a player reads, in each of the game's
// languages: one catalogue file a language (en.json, fi.json, …, embedded),
// read with go-i18n, and the functions the screens ask for their texts.
//
// A message is found by its ID ("menu.play") and may hold named
// placeholders ({{.Side}}); T fills them in. A message that counts
// something has a form for each of the language's CLDR plural categories
// (English "one" and "other"; Croatian "one", "few" and "other"); N picks
// the form for the count. Numbers are written as the language writes them
// (Num: "200 000" in Finnish, "200.000" in Spanish).
//
// One language is in use at a time, chosen with Use (the settings, the
// command line or the system's locale at start, Options later); Gen
// changes with every choice, so that what was worked out in words for one
// language (a log, a wrapped text) can be worked out again.
//
// Why go-i18n: it reads catalogue files (a language is one file a
// translator edits, no generated code), it knows CLDR's plural rules for
// every language, and its templates name their placeholders, so a test can
// check that each language has every message with the same placeholders.
// Numbers it leaves to golang.org/x/text, which formats them per language.
package lang

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"text/template"
	"unicode"
	"unicode/utf8"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Language is one of the game's languages: its code and its name in
// itself, as Options shows it.
type Language struct {
	Code, Name string
}

// Languages are the game's languages, English (the source) first.
var Languages = []Language{
	{"en", "English"},
	{"fi", "Suomi"},
	{"es", "Español"},
	{"hr", "Hrvatski"},
	{"et", "Eesti"},
}

// Pseudo is the code of the test language: every English message marked
// and made 40% longer (see pseudo.go). It is not offered to players.
const Pseudo = "pseudo"

//go:embed *.json
var files embed.FS

// catalogue is every language's messages, read once.
type catalogue struct {
	bundle     *i18n.Bundle
	localizers map[string]*i18n.Localizer
	printers   map[string]*message.Printer
	messages   map[string]map[string]*i18n.Message // by language, by ID
	areas      map[string]map[string][]string      // by language, by file's area ("" the core, "mill", …): its IDs
	err        error
}

var (
	load sync.Once
	cat  catalogue

	mu      sync.RWMutex
	current        = "en"
	gen     uint64 = 1
)

// loaded returns the catalogue, reading it the first time.
func loaded() *catalogue {
	load.Do(func() { cat = read(files) })
	return &cat
}

// read reads the catalogue files of fsys: each NAME.CODE.json or
// CODE.json holds messages of the language CODE.
func read(fsys fs.FS) catalogue {
	c := catalogue{bundle: i18n.NewBundle(language.English), localizers: map[string]*i18n.Localizer{},
		printers: map[string]*message.Printer{}, messages: map[string]map[string]*i18n.Message{},
		areas: map[string]map[string][]string{}}
	c.bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		c.err = err
		return c
	}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err == nil {
			var mf *i18n.MessageFile
			if mf, err = c.bundle.ParseMessageFileBytes(data, name); err == nil {
				code := mf.Tag.String()
				if c.messages[code] == nil {
					c.messages[code] = map[string]*i18n.Message{}
				}
				if c.areas[code] == nil {
					c.areas[code] = map[string][]string{}
				}
				area := strings.TrimSuffix(strings.TrimSuffix(path.Base(name), code+".json"), ".")
				for _, m := range mf.Messages {
					c.messages[code][m.ID] = m
					c.areas[code][area] = append(c.areas[code][area], m.ID)
				}
			}
		}
		if err != nil && c.err == nil {
			c.err = fmt.Errorf("lang: %s: %w", path.Base(name), err)
		}
	}
	for _, l := range Languages {
		c.localizers[l.Code] = i18n.NewLocalizer(c.bundle, l.Code)
		c.printers[l.Code] = message.NewPrinter(language.Make(l.Code))
	}
	c.addPseudo()
	return c
}

// Err reports a catalogue file that could not be read (a test checks it).
func Err() error { return loaded().err }

// Known reports whether code is one of Languages.
func Known(code string) bool {
	for _, l := range Languages {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Codes lists the codes of Languages: "en, fi, es, hr, et".
func Codes() string {
	var out []string
	for _, l := range Languages {
		out = append(out, l.Code)
	}
	return strings.Join(out, ", ")
}

// Use makes code (one of Languages, or Pseudo) the language in use; an
// unknown code is an error and changes nothing.
func Use(code string) error {
	if !Known(code) && code != Pseudo {
		return fmt.Errorf("no language %q (languages: %s)", code, Codes())
	}
	loaded()
	mu.Lock()
	defer mu.Unlock()
	if code != current {
		current = code
		gen++
	}
	return nil
}

// Current returns the code of the language in use.
func Current() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// Gen returns a number that changes whenever the language changes.
func Gen() uint64 {
	mu.RLock()
	defer mu.RUnlock()
	return gen
}

// T returns the message id in the language in use, its placeholders
// filled from args: pairs of a name and a value ("Side", "Blue"). A
// message missing from the language falls back to English; a message
// missing from English is its ID in brackets, so a test sees it.
func T(id string, args ...any) string { return localize(id, nil, args) }

// N is T for a message that counts: n picks its plural form and is its
// placeholder {{.Count}}, written as the language writes numbers.
func N(id string, n int, args ...any) string {
	return localize(id, n, append([]any{"Count", Num(n)}, args...))
}

func localize(id string, count any, args []any) string {
	c := loaded()
	code := Current()
	data := map[string]any{}
	for i := 0; i+1 < len(args); i += 2 {
		data[fmt.Sprint(args[i])] = args[i+1]
	}
	loc := c.localizers[code]
	if loc == nil {
		loc = c.localizers["en"]
	}
	out, err := loc.Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: data, PluralCount: count, Funcs: funcs})
	if err != nil && out == "" {
		return "[" + id + "]"
	}
	return out
}

// funcs are the functions a message may use: {{cap .Side.nom}} begins a
// sentence with a noun written in lower case mid-sentence.
var funcs = template.FuncMap{"cap": Cap}

// Cap returns s with its first letter in upper case.
func Cap(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Num writes a whole number as the language in use writes it: "1,000"
// in English, "1 000" in Finnish and Estonian, "1.000" in Spanish and
// Croatian.
func Num(n int) string {
	c := loaded()
	p := c.printers[Current()]
	if p == nil {
		p = c.printers["en"]
	}
	return p.Sprint(number.Decimal(n))
}

// Has reports whether the catalogue has the message id in English.
func Has(id string) bool {
	_, ok := loaded().messages["en"][id]
	return ok
}

// Forms are a noun's forms in the language in use, by their names: the
// cases and numbers the language's messages need ("nom", "gen", "adess"…
// in Finnish; English needs few). A message picks one in its placeholder:
// "{{.Side.nom}} wins".
type Forms map[string]string

// Noun returns the forms of the noun id ("side.blue", "kind.archer"): the
// messages noun.ID.FORM of the language in use, English where it has none.
func Noun(id string) Forms {
	c := loaded()
	prefix := "noun." + id + "."
	out := Forms{}
	for _, code := range []string{"en", Current()} {
		for mid := range c.messages[code] {
			if form, ok := strings.CutPrefix(mid, prefix); ok {
				out[form] = T(mid)
			}
		}
	}
	return out
}

// Verbatim marks s as meant to be shown as it is in every language:
// notation ("b4-a4"), a unit's proper name, a number. It returns s, and in
// the pseudo-language s between ‹ and ›, so that the test of drawn texts
// tells it from a text that was forgotten.
func Verbatim(s string) string {
	if Current() == Pseudo && s != "" {
		return "‹" + s + "›"
	}
	return s
}

// FromLocale returns the code of the game's language a locale names
// ("fi_FI.UTF-8", "es-ES", "hr"), or "" when it names none of them.
func FromLocale(locale string) string {
	code, _, _ := strings.Cut(locale, ".")
	code, _, _ = strings.Cut(code, "@")
	if f := strings.FieldsFunc(code, func(r rune) bool { return r == '_' || r == '-' }); len(f) > 0 {
		code = strings.ToLower(f[0])
	}
	if Known(code) {
		return code
	}
	return ""
}

// System returns the language the desktop's locale asks for: the first
// of LC_ALL, LC_MESSAGES and LANG that is set decides, as POSIX has it;
// English when it names none of the game's languages.
func System(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if code := FromLocale(v); code != "" {
				return code
			}
			return "en"
		}
	}
	return "en"
}

// Preferred returns the first of a browser's languages (navigator.languages,
// most wanted first) that the game has, or English.
func Preferred(locales []string) string {
	for _, l := range locales {
		if code := FromLocale(l); code != "" {
			return code
		}
	}
	return "en"
}

// Choose returns the language to start in: the command line's code, else
// the one the settings keep, else the system's. A saved code the game
// does not know gives a warning, and the system's language.
func Choose(flag, saved, system string) (code, warning string) {
	switch {
	case flag != "":
		return flag, ""
	case saved == "":
		return system, ""
	case Known(saved):
		return saved, ""
	}
	return system, fmt.Sprintf("settings: no language %q (languages: %s); using %s", saved, Codes(), system)
}

// Add adds messages (by ID, one form each) to the English catalogue, for
// games that live outside it: tests' small games. Other languages fall
// back to them.
func Add(messages map[string]string) error {
	c := loaded()
	var msgs []*i18n.Message
	for id, text := range messages {
		m := &i18n.Message{ID: id, Other: text}
		msgs = append(msgs, m)
		mu.Lock()
		c.messages["en"][id] = m
		mu.Unlock()
	}
	return c.bundle.AddMessages(language.English, msgs...)
}

// IDs returns the IDs of the English messages, sorted (tests).
func IDs() []string {
	c := loaded()
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for id := range c.messages["en"] {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}
