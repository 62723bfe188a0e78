package lang

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// pluralForms are the CLDR plural categories of each language's whole
// numbers that a counting message must have (go-i18n picks among them).
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"fi": {"one", "other"},
	"et": {"one", "other"},
	"es": {"one", "many", "other"}, // many: a million, two million…
	"hr": {"one", "few", "other"},  // 1, 21 · 2–4, 22–24 · 5–20, 25…
}

// forms returns the texts of m by plural category.
func forms(m *i18n.Message) map[string]string {
	out := map[string]string{}
	for name, text := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
		if text != "" {
			out[name] = text
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`{{[^}]*?\.([A-Z][A-Za-z0-9]*)`)

// placeholders returns the names of the placeholders of every form of m
// ("Side" of {{.Side.nom}} and of {{cap .Side.gen}}).
func placeholders(m *i18n.Message) []string {
	var out []string
	for _, text := range forms(m) {
		for _, p := range placeholder.FindAllStringSubmatch(text, -1) {
			out = append(out, p[1])
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestEveryLanguageHasEveryMessage checks each language against English:
// the same messages, each with the same placeholders, and a counting
// message with every plural form the language has.
func TestEveryLanguageHasEveryMessage(t *testing.T) {
	c := loaded()
	en := c.messages["en"]
	for _, l := range Languages {
		t.Run(l.Code, func(t *testing.T) {
			msgs := c.messages[l.Code]
			for area, ids := range c.areas["en"] {
				if _, ok := c.areas[l.Code][area]; !ok {
					if os.Getenv("STRATAGEM_LANG_STRICT") != "" {
						t.Errorf("no translation of the %q file (%d messages)", area, len(ids))
					} else {
						t.Logf("the %q file is not translated yet (STRATAGEM_LANG_STRICT=1 makes this a failure)", area)
					}
					continue
				}
				for _, id := range ids {
					if _, ok := msgs[id]; !ok {
						t.Errorf("%s is missing", id)
					}
				}
			}
			for id, m := range en {
				tm, ok := msgs[id]
				if !ok {
					continue
				}
				if got, want := placeholders(tm), placeholders(m); !slices.Equal(got, want) {
					t.Errorf("%s: placeholders %v, English has %v", id, got, want)
				}
				if _, counts := forms(m)["one"]; counts {
					for _, f := range pluralForms[l.Code] {
						if _, ok := forms(tm)[f]; !ok {
							t.Errorf("%s counts but has no %q form", id, f)
						}
					}
				}
				for _, text := range forms(tm) {
					if strings.TrimSpace(text) == "" {
						t.Errorf("%s is empty", id)
					}
				}
			}
			for id := range msgs {
				if _, ok := en[id]; !ok && !nounForm(en, id) {
					t.Errorf("%s is not an English message (a leftover?)", id)
				}
			}
		})
	}
}

// nounForm reports whether id is a form of a noun English has (a
// language may need cases English does not: noun.side.blue.gen).
func nounForm(en map[string]*i18n.Message, id string) bool {
	i := strings.LastIndex(id, ".")
	if !strings.HasPrefix(id, "noun.") || i < 0 {
		return false
	}
	for enID := range en {
		if strings.HasPrefix(enID, id[:i+1]) {
			return true
		}
	}
	return false
}

// TestMessagesDescribed: every English message tells translators where it
// appears.
func TestMessagesDescribed(t *testing.T) {
	for id, m := range loaded().messages["en"] {
		if strings.TrimSpace(m.Description) == "" {
			t.Errorf("%s has no description for translators", id)
		}
	}
}
