package lang

import (
	"strings"
	"testing"
)

func use(t *testing.T, code string) {
	t.Helper()
	if err := Use(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = Use("en") })
}

func TestCatalogueReads(t *testing.T) {
	if err := Err(); err != nil {
		t.Fatal(err)
	}
	if !Has("core.menu.play") || T("core.menu.play") != "Play" {
		t.Fatalf("core.menu.play is %q", T("core.menu.play"))
	}
	if got := T("no.such.message"); got != "[no.such.message]" {
		t.Errorf("a missing message reads %q", got)
	}
}

func TestPlaceholdersPluralsAndNumbers(t *testing.T) {
	if got := T("core.victory.wins", "Side", Noun("side.red")); got != "Red wins!" {
		t.Errorf("Red wins: %q", got)
	}
	for n, want := range map[int]string{1: "after 1 move", 12: "after 12 moves", 1234: "after 1,234 moves"} {
		if got := N("core.menu.after.moves", n); got != want {
			t.Errorf("%d moves: %q, want %q", n, got, want)
		}
	}
	if got := Num(200000); got != "200,000" {
		t.Errorf("Num(200000) in English = %q", got)
	}
}

func TestUseRefusesAnUnknownLanguage(t *testing.T) {
	before := Gen()
	if err := Use("de"); err == nil || !strings.Contains(err.Error(), "en, fi, es, hr, et") {
		t.Errorf("Use(de): %v", err)
	}
	if Gen() != before || Current() != "en" {
		t.Error("a refused language changed the one in use")
	}
	use(t, "fi")
	if Gen() == before || Current() != "fi" {
		t.Error("Use(fi) changed nothing")
	}
}

func TestPseudo(t *testing.T) {
	use(t, Pseudo)
	got := T("core.victory.wins", "Side", Noun("side.blue"))
	if !strings.HasPrefix(got, "«") || !strings.HasSuffix(got, "»") || strings.ContainsAny(got, "aeiou") {
		t.Errorf("the pseudo-language's message %q is not marked and accented", got)
	}
	if n, en := len([]rune(got)), len([]rune("Blue wins!")); n < en*14/10 {
		t.Errorf("%q is not 40%% longer than the English", got)
	}
	if got := PseudoText("after {{.Count}} moves"); !strings.Contains(got, "{{.Count}}") {
		t.Errorf("PseudoText changed a placeholder: %q", got)
	}
}

func TestSystemLanguage(t *testing.T) {
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	tests := []struct {
		vars map[string]string
		want string
	}{
		{nil, "en"},
		{map[string]string{"LANG": "fi_FI.UTF-8"}, "fi"},
		{map[string]string{"LANG": "fi_FI.UTF-8", "LC_MESSAGES": "hr_HR.UTF-8"}, "hr"},
		{map[string]string{"LANG": "fi_FI.UTF-8", "LC_MESSAGES": "hr_HR", "LC_ALL": "et_EE.UTF-8"}, "et"},
		{map[string]string{"LANG": "es_ES@euro"}, "es"},
		{map[string]string{"LANG": "fi_FI.UTF-8", "LC_ALL": "de_DE.UTF-8"}, "en"}, // LC_ALL decides, and the game has no German
		{map[string]string{"LANG": "C"}, "en"},
		{map[string]string{"LANG": "POSIX"}, "en"},
	}
	for _, tc := range tests {
		if got := System(env(tc.vars)); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.vars, got, tc.want)
		}
	}
	for _, tc := range []struct {
		locales []string
		want    string
	}{{nil, "en"}, {[]string{"de-DE", "es-419", "en"}, "es"}, {[]string{"et"}, "et"}, {[]string{"HR-hr"}, "hr"}, {[]string{""}, "en"}} {
		if got := Preferred(tc.locales); got != tc.want {
			t.Errorf("navigator.languages %q: %s, want %s", tc.locales, got, tc.want)
		}
	}
}

func TestChoose(t *testing.T) {
	for _, tc := range []struct{ flag, saved, system, want string }{
		{"", "", "fi", "fi"},
		{"", "es", "fi", "es"},
		{"hr", "es", "fi", "hr"},
		{"", "xx", "fi", "fi"},
	} {
		got, warning := Choose(tc.flag, tc.saved, tc.system)
		if got != tc.want || (warning != "") != (tc.saved == "xx") {
			t.Errorf("Choose(%q, %q, %q) = %q, %q; want %q", tc.flag, tc.saved, tc.system, got, warning, tc.want)
		}
	}
}
