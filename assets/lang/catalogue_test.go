package lang

import (
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
					t.Errorf("no translation of the %q file (%d messages)", area, len(ids))
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

// TestPluralFormsChosen counts knights in each language: the form N picks
// for a count is the one of its CLDR category (Croatian 1 and 21 alike,
// 2–4 and 22 alike, 5–20 and 25 alike; Spanish a million apart), and the
// categories read differently.
func TestPluralFormsChosen(t *testing.T) {
	category := map[string]func(n int) string{
		"en": oneOther, "fi": oneOther, "et": oneOther,
		"es": func(n int) string {
			switch {
			case n == 1:
				return "one"
			case n != 0 && n%1000000 == 0:
				return "many"
			}
			return "other"
		},
		"hr": func(n int) string {
			switch {
			case n%10 == 1 && n%100 != 11:
				return "one"
			case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
				return "few"
			}
			return "other"
		},
	}
	for _, l := range Languages {
		use(t, l.Code)
		byCategory := map[string]string{}
		for _, n := range []int{0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1000000} {
			got := N("hex.fighters", n, "Kind", Noun("kind.knight"))
			text := strings.Replace(got, Num(n), "#", 1)
			t.Logf("%s %d: %s", l.Code, n, got)
			c := category[l.Code](n)
			if prev, ok := byCategory[c]; ok && prev != text {
				t.Errorf("%s: %d is %q, another count of its form (%s) %q", l.Code, n, got, c, prev)
			}
			byCategory[c] = text
		}
		seen := map[string]string{}
		for c, text := range byCategory {
			if other, ok := seen[text]; ok {
				t.Errorf("%s: the forms %s and %s read the same: %q", l.Code, c, other, text)
			}
			seen[text] = c
		}
	}
}

func oneOther(n int) string {
	if n == 1 {
		return "one"
	}
	return "other"
}
