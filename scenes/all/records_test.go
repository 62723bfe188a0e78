package all

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"stratagem/board/connect"
	"stratagem/board/record"
	"stratagem/scenes"
	"stratagem/scenes/clip"
	"stratagem/scenes/connectgame"
	"stratagem/scenes/kept"
	"stratagem/scenes/scenetest"
)

// keepingSession is a session of every game that keeps its games in a
// folder of the test's, on a clock that goes a second on at every reading.
func keepingSession(t *testing.T) *scenes.Session {
	s := scenetest.NewSession(Games()...)
	s.RecordsPath = filepath.Join(t.TempDir(), "records") + "/"
	s.Version = "v9.9.9-test"
	now := time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { now = now.Add(time.Second); return now }
	return s
}

// connectGame starts a game of Connect Four over the main menu: a person
// (Blue) against the computer at Easy (Red).
func connectGame(t *testing.T, s *scenes.Session) *connectgame.Screen {
	desc, _ := s.Game("connect")
	m := desc.Setup.Defaults([2]string{"", "easy"})
	m.Game = "connect"
	sc, err := connectgame.New(s, m)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(sc)
	return sc
}

// A game played to its end is kept as a record that reads back to the same
// final position, with its players, result and the program's version; a
// game left for the menu before its end is kept marked abandoned; the
// Records screen lists both, newest first.
func TestGamesAreKept(t *testing.T) {
	s := keepingSession(t)
	sc := connectGame(t, s)
	if err := sc.PlayQuietly(s, 3, 2, 3, 2, 3, 2, 3); err != nil { // Blue's four in column 4
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	s.FlushRecords()
	es, warnings, err := kept.Load(s.Records(), scenes.RecordKinds(s)...)
	if err != nil || len(warnings) > 0 || len(es) != 1 {
		t.Fatalf("after a finished game: %d records, warnings %q, %v", len(es), warnings, err)
	}
	r := es[0].Record
	if !r.Result.Over || r.Result.Winner != 0 || r.Result.Ending != "line" || r.Version != "v9.9.9-test" ||
		r.Players[1].Level != "easy" || r.Players[0].Computer() {
		t.Errorf("the record says %+v", r)
	}
	_, g, pos, err := record.ReadGame(strings.NewReader(es[0].Text), connect.Rules{Config: connect.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if !pos.Equal(sc.Position()) || g.Ply(pos) != 7 {
		t.Errorf("the record replays to\n%v\nnot the game's\n%v", pos, sc.Position())
	}
	t.Logf("kept %s:\n%s", es[0].Name, es[0].Text)

	// A new game (the finished one is not kept again), played a little and
	// left for the menu, is kept as abandoned.
	sc.Restart(s)
	if err := sc.PlayQuietly(s, 0, 1); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	s.Stack.Reset(scenes.NewMainMenu()) // the pause menu's Main menu, after its question
	s.FlushRecords()
	es, _, _ = kept.Load(s.Records(), scenes.RecordKinds(s)...)
	if len(es) != 2 || !es[0].Record.Result.Abandoned || len(es[0].Record.Moves) != 2 || !es[1].Record.Result.Over {
		t.Fatalf("after a game left: %d records, the newest %v with %d moves", len(es), es[0].Record.Result, len(es[0].Record.Moves))
	}
	if !strings.Contains(es[0].Text, `[Result "abandoned"]`) {
		t.Errorf("the abandoned record:\n%s", es[0].Text)
	}

	// A game begun and left at once (no move) is not kept; nor is a new
	// game begun over a finished one.
	connectGame(t, s)
	s.Stack.Reset(scenes.NewMainMenu())
	s.FlushRecords()
	if names, _ := s.Records().List(); len(names) != 2 {
		t.Errorf("a game with no move was kept: %v", names)
	}

	// The Records screen from the main menu lists them.
	menu := scenes.NewMainMenu()
	s.Stack.Reset(menu)
	scenetest.Tick(t, s, nil)
	for range 2 {
		scenetest.Press(t, s, scenes.ActDown) // Play, Puzzles, Records
	}
	scenetest.Press(t, s, scenes.ActConfirm)
	rs, ok := s.Stack.Top().(*scenes.RecordsScreen)
	if !ok {
		t.Fatalf("Records opened %T", s.Stack.Top())
	}
	rs.Wait(s)
	if got := rs.Entries(); len(got) != 2 || got[0].Name != es[0].Name {
		t.Errorf("the Records screen lists %d records", len(got))
	}
}

// The Records screen: filter by game with the buttons and the arrows,
// choose with a click and open with a second into the game's review,
// delete after the question; pages when there are many.
func TestRecordsScreen(t *testing.T) {
	s := scenetest.NewSession(Games()...)
	if err := scenes.OpenScene(s, "records"); err != nil {
		t.Fatal(err)
	}
	rs := s.Stack.Top().(*scenes.RecordsScreen)
	all := rs.Entries()
	if len(all) != 5 {
		t.Fatalf("the sample lists %d records, want 5", len(all))
	}
	for i := 1; i < len(all); i++ {
		if all[i].Record.Date.After(all[i-1].Record.Date) {
			t.Errorf("record %d is newer than the one before it", i)
		}
	}
	rows := func() []string {
		var out []string
		for _, e := range rs.Entries() {
			out = append(out, e.Record.Game)
		}
		return out
	}
	if !rs.Filter("connect") || strings.Join(rows(), " ") != "connect connect" {
		t.Errorf("Connect Four's filter shows %v", rows())
	}
	scenetest.Press(t, s, scenes.ActRight) // the next game's filter: the Mech Duel
	if strings.Join(rows(), " ") != "mech" {
		t.Errorf("→ from Connect Four shows %v", rows())
	}
	scenetest.Press(t, s, scenes.ActLeft)
	scenetest.Press(t, s, scenes.ActLeft)
	scenetest.Press(t, s, scenes.ActLeft)
	scenetest.Press(t, s, scenes.ActLeft) // back to every game
	if len(rows()) != 5 {
		t.Errorf("← four times shows %v", rows())
	}
	// The words of a row: the game, the opponent, the result from the
	// player's side, the moves.
	want := []string{"Mill · against Hard · you played Blue", "You won", "23 moves"}
	b := findButton(t, s, rs, "Mill ·")
	for _, w := range want {
		if !strings.Contains(b.Label+" "+b.Detail, w) {
			t.Errorf("the Mill row %q / %q lacks %q", b.Label, b.Detail, w)
		}
	}
	// The second row: a click chooses it, a second click opens it.
	second := findButton(t, s, rs, "Connect Four · against")
	scenetest.ClickWidget(t, s, second)
	if s.Stack.Top() != rs {
		t.Fatalf("a first click opened %T", s.Stack.Top())
	}
	scenetest.ClickWidget(t, s, second)
	game, ok := s.Stack.Top().(interface {
		Reviewing() bool
		GameID() string
		Ply() int
	})
	if !ok || !game.Reviewing() || game.GameID() != "connect" || game.Ply() != 8 {
		t.Fatalf("the second click opened %T (reviewing, game, ply: %v)", s.Stack.Top(), ok && game.Reviewing())
	}
	s.Stack.Pop()
	// Delete asks first; Keep it keeps it, Delete deletes it.
	rs.Select(0)
	scenetest.Press(t, s, scenes.ActDelete)
	c, ok := s.Stack.Top().(*scenes.Confirm)
	if !ok {
		t.Fatalf("Delete opened %T, not its question", s.Stack.Top())
	}
	_, keep := c.Buttons()
	scenetest.ClickWidget(t, s, keep)
	if len(rs.Entries()) != 5 {
		t.Fatalf("Keep it deleted the game")
	}
	scenetest.Press(t, s, scenes.ActDelete)
	yes, _ := s.Stack.Top().(*scenes.Confirm).Buttons()
	scenetest.ClickWidget(t, s, yes)
	if left := rs.Entries(); len(left) != 4 || left[0].Record.Game == "mill" {
		t.Fatalf("after Delete: %d records, the first of %s", len(left), left[0].Record.Game)
	}
}

// findButton returns the button of the Records screen whose label starts
// with prefix, drawing the screen first so that it is laid out.
func findButton(t *testing.T, s *scenes.Session, rs *scenes.RecordsScreen, prefix string) *scenes.Button {
	t.Helper()
	scenetest.Tick(t, s, nil)
	for _, w := range rs.Widgets() {
		if b, ok := w.(*scenes.Button); ok && strings.HasPrefix(b.Label, prefix) {
			return b
		}
	}
	t.Fatalf("no row %q", prefix)
	return nil
}

// Pages: with more records than a page holds, PgDn and the ► button turn
// to the next page, which shows the rest.
func TestRecordsPages(t *testing.T) {
	s := keepingSession(t)
	st := kept.Dir(strings.TrimSuffix(s.RecordsPath, "/"))
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 17 {
		r := record.Record{Game: "connect", Variant: connect.Rules{Config: connect.Standard}.Tags(), Date: base.Add(time.Duration(i) * time.Hour),
			Result: record.Abandoned, Moves: []string{"4"}}
		text, err := record.Text(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := kept.Keep(st, r, []byte(text)); err != nil {
			t.Fatal(err)
		}
	}
	rs := scenes.NewRecordsScreen(s, s.Records())
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(rs)
	rs.Wait(s)
	scenetest.Tick(t, s, nil)
	if rs.Page() != 0 || rs.Pages() != 3 {
		t.Fatalf("page %d of %d, want 1 of 3", rs.Page()+1, rs.Pages())
	}
	scenetest.Press(t, s, scenes.ActPageDown)
	if rs.Page() != 1 {
		t.Errorf("PgDn: page %d", rs.Page()+1)
	}
	scenetest.Press(t, s, scenes.ActPageDown)
	scenetest.Press(t, s, scenes.ActPageDown)
	if rs.Page() != 2 || len(rs.Rows()) != 3 {
		t.Errorf("the last page: page %d with %d rows, want 3 with 3", rs.Page()+1, len(rs.Rows()))
	}
	scenetest.Press(t, s, scenes.ActPageUp)
	if rs.Page() != 1 {
		t.Errorf("PgUp: page %d", rs.Page()+1)
	}
}

// A game that cannot be opened — junk pasted, a file that is not a
// record, a record with an illegal move — is said on screen, naming the
// line, and what was shown stays as it was: the game in progress too.
func TestBadRecordsAreSaid(t *testing.T) {
	s := keepingSession(t)
	sc := connectGame(t, s)
	if err := sc.PlayQuietly(s, 3, 2); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"hello, this is not a game", "line 1: this is not a record"},
		{"\x00\x01\x02binary", "binary file"},
		{"[Game \"connect\"]\n[Result \"unfinished\"]\n\n1. 4 4\n2. 4 4\n3. 4 4\n4. 4\nunfinished\n", "line 7"},
	} {
		if s.OpenText(c.text, "The clipboard") {
			t.Errorf("%q opened", c.text)
		}
		if got := s.Notice(); !strings.Contains(got, "The clipboard holds no game") || !strings.Contains(got, c.want) {
			t.Errorf("%q: the message is %q, want one with %q", c.text, got, c.want)
		}
		if s.Stack.Top() != scenes.Scene(sc) || sc.Ply() != 2 {
			t.Errorf("%q: the game in progress is gone or changed: top %T, %d moves", c.text, s.Stack.Top(), sc.Ply())
		}
	}
	// Through the clipboard, when this machine has one: junk on it gives
	// the message, no clipboard gives its own; never a crash.
	cleared := false
	if err := clip.Write("junk on the clipboard"); err != nil {
		t.Logf("no clipboard here (%v): Paste game says so", err)
	} else {
		cleared = true
	}
	s.Tell("")
	scenetest.Press(t, s, scenes.ActPasteGame)
	scenetest.TicksUntil(t, s, 100, "the clipboard's answer", func() bool { return s.Notice() != "" })
	if got := s.Notice(); cleared && !strings.Contains(got, "line 1") || !cleared && !strings.Contains(got, "Could not paste: this system offers the game no clipboard") {
		t.Errorf("Paste game of junk: %q", got)
	}
	if s.Stack.Top() != scenes.Scene(sc) {
		t.Errorf("Paste game of junk left %T on top", s.Stack.Top())
	}
	// A good record on the clipboard opens in review, over the game.
	if cleared {
		scenetest.Press(t, s, scenes.ActCopyGame)
		scenetest.Press(t, s, scenes.ActPasteGame)
		scenetest.TicksUntil(t, s, 100, "the pasted game", func() bool { return s.Stack.Top() != scenes.Scene(sc) })
		if g, ok := s.Stack.Top().(*connectgame.Screen); !ok || !g.Reviewing() || g.Ply() != 2 {
			t.Errorf("the game copied and pasted opened %T", s.Stack.Top())
		}
	}
}

// A link holds the record whole.
func TestGameLink(t *testing.T) {
	text, err := os.ReadFile("../../docs/records/mech.txt")
	if err != nil {
		t.Fatal(err)
	}
	link := scenes.GameLink("https://example.org/stratagem/", string(text))
	frag := link[strings.IndexByte(link, '#'):]
	back, ok, err := kept.DecodeLink(frag)
	if err != nil || !ok || back != string(text) {
		t.Fatalf("the link gave back %d bytes of %d (%v)", len(back), len(text), err)
	}
	t.Logf("a Mech Duel of %d bytes makes a link of %d letters", len(text), len(link))
	s := scenetest.NewSession(Games()...)
	s.Stack.Reset(scenes.NewMainMenu())
	if !s.OpenText(back, "#game=") {
		t.Fatalf("the link's game did not open: %q", s.Notice())
	}
	if g, ok := s.Stack.Top().(interface{ Reviewing() bool }); !ok || !g.Reviewing() {
		t.Errorf("the link's game opened %T, not in review", s.Stack.Top())
	}
}

// A game left for the menu is kept as abandoned; continued later from the
// main menu and played to its end, its record replaces the abandoned one.
func TestContinuedGameReplacesItsAbandonedRecord(t *testing.T) {
	s := keepingSession(t)
	s.SavePath = filepath.Join(t.TempDir(), "savegame.json")
	sc := connectGame(t, s)
	// Two moves: Blue, the person, is to move, so the computer (Red) does
	// not think while the game is left or continued, however fast it is.
	if err := sc.PlayQuietly(s, 3, 2); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	s.Stack.Reset(scenes.NewMainMenu())
	s.FlushSave()
	s.FlushRecords()
	names, _ := s.Records().List()
	if len(names) != 1 {
		t.Fatalf("after the game was left: %v", names)
	}

	s2 := keepingSession(t) // the program started again, later
	s2.RecordsPath, s2.SavePath = s.RecordsPath, s.SavePath
	s2.Now = func() time.Time { return time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC) }
	menu := scenes.NewMainMenu()
	s2.Stack.Reset(menu)
	scenetest.Tick(t, s2, nil)
	if !menu.CanContinue() {
		t.Fatal("no Continue")
	}
	scenetest.Press(t, s2, scenes.ActConfirm)
	g, ok := s2.Stack.Top().(*connectgame.Screen)
	if !ok || g.Ply() != 2 {
		t.Fatalf("Continue opened %T (want Connect Four at its move 2)", s2.Stack.Top())
	}
	if err := g.PlayQuietly(s2, 3, 2, 3, 2, 3); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s2, nil)
	s2.FlushRecords()
	es, _, _ := kept.Load(s2.Records(), scenes.RecordKinds(s2)...)
	if len(es) != 1 || es[0].Name != names[0] || !es[0].Record.Result.Over || len(es[0].Record.Moves) != 7 {
		t.Fatalf("after the game continued and won: %d records (%v), want its one record, finished", len(es), names)
	}
}

// A file dropped on the window opens in review; a folder or a file that
// is not a record is said on screen, and the game in progress stays.
func TestDroppedFiles(t *testing.T) {
	s := keepingSession(t)
	sc := connectGame(t, s)
	good, err := os.ReadFile("../../docs/records/mill.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		files fstest.MapFS
		want  string
	}{
		{fstest.MapFS{"notes.txt": {Data: []byte("shopping: milk, bread")}}, "notes.txt holds no game this program can open: line 1"},
		{fstest.MapFS{"photo.png": {Data: []byte("\x89PNG\r\n\x1a\n\x00\x00")}}, "binary file"},
		{fstest.MapFS{"games/a.txt": {Data: good}}, "it is a folder"},
	} {
		s.Tell("")
		scenes.OpenDropped(s, c.files)
		if got := s.Notice(); !strings.Contains(got, c.want) {
			t.Errorf("dropped %v: the message is %q, want %q", c.files, got, c.want)
		}
		if s.Stack.Top() != scenes.Scene(sc) {
			t.Errorf("dropped %v: the top is %T, not the game", c.files, s.Stack.Top())
		}
	}
	scenes.OpenDropped(s, fstest.MapFS{"mill.txt": {Data: good}})
	if g, ok := s.Stack.Top().(interface {
		Reviewing() bool
		GameID() string
	}); !ok || !g.Reviewing() || g.GameID() != "mill" {
		t.Errorf("a record dropped opened %T", s.Stack.Top())
	}
}

// A record that cannot be written is said in the log and on screen, and
// the game goes on.
func TestKeepFailureIsSaid(t *testing.T) {
	s := keepingSession(t)
	blocker := filepath.Join(t.TempDir(), "blocker")
	if err := os.WriteFile(blocker, []byte("a file where the folder should be"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.RecordsPath = filepath.Join(blocker, "records") + "/"
	var warned []string
	s.Warn = func(m string) { warned = append(warned, m) }
	sc := connectGame(t, s)
	if err := sc.PlayQuietly(s, 3, 2, 3, 2, 3, 2, 3); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	s.FlushRecords()
	if got := s.Notice(); !strings.Contains(got, "This game could not be kept") || len(warned) != 1 || !strings.Contains(warned[0], "could not keep the game") {
		t.Errorf("on screen %q, in the log %q", got, warned)
	}
	scenetest.RunUpdates(t, s, 60) // the game goes on: its victory panel comes
	if _, ok := s.Stack.Top().(*scenes.Victory); !ok {
		t.Errorf("after the failure the top is %T, not the victory panel", s.Stack.Top())
	}
}

// A record opened and played on from ("Play from here") becomes a game of
// its own: kept when it is left, as a new record; the record opened is not
// kept again.
func TestPlayOnFromARecord(t *testing.T) {
	s := keepingSession(t)
	s.SavePath = filepath.Join(t.TempDir(), "savegame.json")
	s.Stack.Reset(scenes.NewMainMenu())
	text := "[Game \"connect\"]\n[Red \"Computer\"]\n[RedLevel \"easy\"]\n[Result \"abandoned\"]\n\n1. 4 3\nabandoned\n"
	if !s.OpenText(text, "test") {
		t.Fatal(s.Notice())
	}
	g := s.Stack.Top().(*connectgame.Screen)
	scenetest.Press(t, s, scenes.ActBack) // back to the game's end, and left: nothing kept
	if g.Reviewing() {
		t.Fatal("Esc did not end the review")
	}
	scenetest.Tick(t, s, nil)
	s.Stack.Reset(scenes.NewMainMenu())
	s.FlushRecords()
	if names, _ := s.Records().List(); len(names) != 0 {
		t.Fatalf("a record looked at was kept again: %v", names)
	}
	s.FlushSave()
	if _, err := os.Stat(s.SavePath); err == nil {
		t.Fatal("a record looked at replaced the saved game of Continue")
	}
	s.OpenText(text, "test")
	g = s.Stack.Top().(*connectgame.Screen)
	scenetest.Press(t, s, scenes.ActConfirm) // Play from here
	if g.Reviewing() || g.Players[1] == nil {
		t.Fatalf("Play from here: reviewing %v, Red's player %v (want the record's Easy)", g.Reviewing(), g.Players[1])
	}
	if g.InProgress() {
		t.Error("a record opened, not played on, counts as a game in progress")
	}
	if !g.Play(s, 3) {
		t.Fatal("Blue's move in column 4 was refused")
	}
	scenetest.Tick(t, s, nil)
	if !g.InProgress() {
		t.Error("a record played on is not a game in progress")
	}
	s.FlushSave()
	if _, err := os.Stat(s.SavePath); err != nil {
		t.Errorf("a record played on is not saved for Continue: %v", err)
	}
	s.Stack.Reset(scenes.NewMainMenu())
	s.FlushRecords()
	es, _, _ := kept.Load(s.Records(), scenes.RecordKinds(s)...)
	if len(es) != 1 || !es[0].Record.Result.Abandoned || len(es[0].Record.Moves) < 3 || es[0].Record.Players[1].Level != "easy" {
		t.Fatalf("after playing on and leaving: %d records %+v", len(es), es)
	}
}

// A game from the position editor is kept with its position (a Position
// tag) and only the moves played from it, and opens again from there.
func TestEditorGameIsKeptWithItsPosition(t *testing.T) {
	s := keepingSession(t)
	sc := connectGame(t, s)
	start, err := connect.Rules{Config: connect.Standard}.ParsePosition("4453")
	if err != nil {
		t.Fatal(err)
	}
	sc.StartFrom(s, start)
	if err := sc.PlayQuietly(s, 2, 2); err != nil {
		t.Fatal(err)
	}
	scenetest.Tick(t, s, nil)
	want := sc.Position().Clone()
	s.Stack.Reset(scenes.NewMainMenu()) // left before its end: abandoned
	s.FlushRecords()
	es, warnings, err := kept.Load(s.Records(), scenes.RecordKinds(s)...)
	if err != nil || len(warnings) > 0 || len(es) != 1 {
		t.Fatalf("%d records, warnings %q, %v", len(es), warnings, err)
	}
	r := es[0].Record
	if r.Start != "4453" || len(r.Moves) != 2 || !r.Result.Abandoned || !strings.Contains(es[0].Text, `[Position "4453"]`) {
		t.Fatalf("the record:\n%s", es[0].Text)
	}
	if err := scenes.OpenRecord(s, []byte(es[0].Text)); err != nil {
		t.Fatal(err)
	}
	opened, ok := s.Stack.Top().(*connectgame.Screen)
	if !ok || !opened.Reviewing() {
		t.Fatalf("the record opened %T", s.Stack.Top())
	}
	for opened.StepForward(s) {
	}
	if !opened.Position().Equal(want) {
		t.Errorf("the record opens at\n%v\nnot the game's\n%v", opened.Position(), want)
	}
}
