package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLinesCountAndStreak(t *testing.T) {
	var s Stats
	for _, step := range []struct {
		r        Result
		rated    bool
		streak   int
		streakOf string
	}{
		{Win, true, 1, "win"}, {Win, true, 2, "win"}, {Win, false, 3, "win"},
		{Loss, true, 1, "loss"}, {Draw, true, 1, "draw"}, {Draw, false, 2, "draw"}, {Loss, true, 1, "loss"},
	} {
		s.Add("mill", "hard", step.r, step.rated)
		l := s.Line("mill", "hard")
		if l.Streak != step.streak || l.StreakOf != step.streakOf {
			t.Fatalf("after a %v: streak %d %q, want %d %q", step.r, l.Streak, l.StreakOf, step.streak, step.streakOf)
		}
	}
	l := s.Line("mill", "hard")
	if l.Wins != 3 || l.Draws != 2 || l.Losses != 2 || l.Games() != 7 || l.RatedWins != 2 || l.RatedDraws != 1 || l.RatedLosses != 2 || l.RatedGames() != 5 {
		t.Fatalf("%+v", l)
	}
	if s.Line("mill", "easy").Games() != 0 || s.Line("connect", "hard").Games() != 0 || s.Played("connect") || !s.Played("mill") {
		t.Fatal("a line of another level or game was counted")
	}
	c := s.Clone()
	s.Reset("mill")
	if s.Played("mill") || !c.Played("mill") {
		t.Fatal("Reset did not forget the game, or the clone shared it")
	}
}

func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	b := For(path)
	if w := b.Warning(); w != "" || len(b.Stats().Games) != 0 {
		t.Fatalf("no file: %v, warning %q", b.Stats(), w)
	}
	b.Add("mill", "normal", Win, true)
	b.Add("mill", "normal", Loss, true)
	b.Add("connect", "master", Draw, false)
	b.Flush()
	if err := b.Failure(); err != nil {
		t.Fatal(err)
	}
	s, w := Load(path)
	if w != "" || s.Line("mill", "normal") != b.Stats().Line("mill", "normal") || s.Line("connect", "master").Draws != 1 {
		t.Fatalf("read back %+v, warning %q", s, w)
	}
	b.Reset("mill")
	b.Flush()
	if s, _ := Load(path); s.Played("mill") || !s.Played("connect") {
		t.Fatalf("after Reset: %+v", s)
	}
	if For(path) != b {
		t.Fatal("a second book for the same file")
	}
}

func TestCorruptFileGivesNoGames(t *testing.T) {
	for _, body := range []string{
		"{not json",
		"\x00\x01\x02 binary junk",
		`{"version": 9, "games": {}}`,
		`{"version": 1, "games": {}, "extra": 1}`,
		`{"version": 1, "games": {"mill": {"hard": {"wins": -3}}}}`,
		`{"version": 1, "games": {"mill": {"hard": {"wins": 1, "ratedWins": 2, "streak": 1, "streakOf": "win"}}}}`,
		`{"version": 1, "games": {"mill": {"hard": {"wins": 1, "streak": 5, "streakOf": "win"}}}}`,
		`{"version": 1, "games": {"mill": {"hard": {"wins": 1, "streak": 1, "streakOf": "victory"}}}}`,
		`{"version": 1, "games": {}} {"version": 1}`,
	} {
		path := filepath.Join(t.TempDir(), FileName)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		s, w := Load(path)
		if len(s.Games) != 0 || !strings.Contains(w, "corrupt") || !strings.Contains(w, "kept as") {
			t.Fatalf("%q: %v, warning %q", body, s, w)
		}
		if old, err := os.ReadFile(path + ".bad"); err != nil || string(old) != body {
			t.Fatalf("%q: the old file was not kept aside: %v", body, err)
		}
		// The book starts empty and tells the warning once, then counts on.
		b := For(path)
		if w := b.Warning(); !strings.Contains(w, "corrupt") && w != "" {
			t.Fatalf("%q: book warning %q", body, w)
		}
		b.Add("mill", "hard", Win, true)
		b.Flush()
		if s, w := Load(path); w != "" || s.Line("mill", "hard").Wins != 1 {
			t.Fatalf("%q: after a game: %+v, %q", body, s, w)
		}
	}
}

func TestWriteFailureIsTold(t *testing.T) {
	dir := t.TempDir()
	block := filepath.Join(dir, "file")
	if err := os.WriteFile(block, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	b := For(filepath.Join(block, FileName)) // a directory that is a file
	b.Add("mill", "hard", Win, true)
	b.Flush()
	if err := b.Failure(); err == nil {
		t.Fatal("no failure told")
	}
	if err := b.Failure(); err != nil {
		t.Fatal("a failure told twice")
	}
	if b.Stats().Line("mill", "hard").Wins != 1 {
		t.Fatal("the game was lost with the write")
	}
}

// Flush of a path waits for what its book was handed, and does nothing
// for a path no book was made for.
func TestFlushByPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	Flush(path) // no book yet: returns at once
	For(path).Add("mill", "hard", Win, true)
	Flush(path)
	if st, w := Load(path); w != "" || st.Line("mill", "hard").Wins != 1 {
		t.Fatalf("after Flush the file holds %+v (warning %q)", st, w)
	}
}
