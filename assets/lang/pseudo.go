package lang

import (
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// The pseudo-language is English made 40% longer, its letters accented and
// each message marked «…» at both ends, for tests: a screen drawn in it
// shows at once a text that does not come from the catalogue (plain
// letters) and a box too small for a longer language (an overflow).

// pseudoTag is the pseudo-language's tag in the bundle: en-XA, the
// accented pseudo-locale of the usual tools.
var pseudoTag = language.MustParse("en-XA")

// addPseudo adds the pseudo-language, made from the English messages.
func (c *catalogue) addPseudo() {
	var msgs []*i18n.Message
	for _, m := range c.messages["en"] {
		p := *m
		for _, form := range []*string{&p.Zero, &p.One, &p.Two, &p.Few, &p.Many, &p.Other} {
			if *form != "" {
				*form = PseudoText(*form)
			}
		}
		msgs = append(msgs, &p)
	}
	if err := c.bundle.AddMessages(pseudoTag, msgs...); err != nil && c.err == nil {
		c.err = err
	}
	c.localizers[Pseudo] = i18n.NewLocalizer(c.bundle, pseudoTag.String())
	c.printers[Pseudo] = message.NewPrinter(language.English)
}

// accents maps the plain letters to accented ones (every one that has an
// accented form in the game's fonts).
var accents = strings.NewReplacer(
	"a", "á", "e", "é", "i", "í", "o", "ó", "u", "ú", "y", "ý", "c", "ç", "n", "ñ", "s", "š", "z", "ž",
	"A", "Á", "E", "É", "I", "Í", "O", "Ó", "U", "Ú", "Y", "Ý", "C", "Ç", "N", "Ñ", "S", "Š", "Z", "Ž")

// PseudoText returns text in the pseudo-language: «, the text with its
// letters accented (placeholders {{…}} left as they are), 40% more in
// tildes, ».
func PseudoText(text string) string {
	var b strings.Builder
	b.WriteString("«")
	rest := text
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			b.WriteString(accents.Replace(rest))
			break
		}
		b.WriteString(accents.Replace(rest[:i]))
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			b.WriteString(rest[i:])
			break
		}
		b.WriteString(rest[i : i+j+2])
		rest = rest[i+j+2:]
	}
	// The padding in words of five, so that a long message wraps as a
	// longer language's would, instead of one unbreakable word.
	for n := (len([]rune(text))*2+4)/5 - 1; n > 0; n -= 6 {
		b.WriteString(" " + strings.Repeat("~", min(n, 5)))
	}
	b.WriteString("»")
	return b.String()
}
