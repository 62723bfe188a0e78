package connectgame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stratagem/ai/puzzle"
	"stratagem/scenes"
	"stratagem/scenes/progress"
	"stratagem/scenes/scenetest"
)

// TestPuzzlePlayedToTheEnd opens a Connect Four puzzle of two moves or
// more from the Puzzles screen, tries a wrong column (refused, with the
// reason), plays the solution with clicks, the computer answering from the
// line, and sees it marked solved in the list and in the progress file.
func TestPuzzlePlayedToTheEnd(t *testing.T) {
	s := scenetest.NewSession(Game())
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	list := scenes.NewPuzzleList(s)
	s.Stack.Reset(list)
	ps, err := puzzle.Shipped("connect")
	if err != nil {
		t.Fatal(err)
	}
	var band puzzle.Band
	index := -1 // the first puzzle of two moves or more with a wrong column to try
	for _, b := range puzzle.Bands {
		for i, p := range puzzle.InBand(ps, b) {
			if start, _, err := puzzle.ConnectPosition(p); err == nil && len(p.Line) >= 3 && len(start.LegalMoves(nil)) >= 3 && index < 0 {
				band, index = b, i
			}
		}
	}
	if index < 0 {
		t.Fatal("no puzzle of two moves")
	}
	list.Choose("connect", band)
	scenetest.ClickWidget(t, s, list.Cells()[index])
	sc, ok := s.Stack.Top().(*Screen)
	if !ok || !sc.InPuzzle() {
		t.Fatalf("the puzzle did not open: top %T", s.Stack.Top())
	}
	start := sc.pos.Ply()
	right, _ := sc.PuzzleMove()
	wrong := (right + 1) % sc.cfg.W
	for !sc.pos.CanPlay(wrong) {
		wrong = (wrong + 1) % sc.cfg.W
	}
	x, _ := sc.cellCentre(wrong, 0)
	scenetest.Click(t, s, x, sc.oy+20)
	if sc.pos.Ply() != start || !strings.HasPrefix(sc.PuzzleMessage(), "Not this one") {
		t.Fatalf("a wrong column: %d moves played, words %q", sc.pos.Ply()-start, sc.PuzzleMessage())
	}
	for !sc.PuzzleSolved() {
		col, mine := sc.PuzzleMove()
		if !mine {
			scenetest.Eventually(t, s, "the defender's answer", func() bool { _, mine := sc.PuzzleMove(); return mine || sc.PuzzleSolved() })
			continue
		}
		scenetest.Settle(t, s, sc, 200)
		x, _ := sc.cellCentre(col, 0)
		scenetest.Click(t, s, x, sc.oy+20)
	}
	if got := sc.pos.Ply() - start; got < 3 {
		t.Fatalf("solved after %d moves", got)
	}
	scenetest.Press(t, s, scenes.ActBack) // back to the list
	if s.Stack.Top() != scenes.Scene(list) {
		t.Fatalf("Esc should go back to the list, top %T", s.Stack.Top())
	}
	if !list.Cells()[index].On {
		t.Fatal("the list does not mark the puzzle solved")
	}
	list.Flush()
	p, w := progress.Load(progress.PathBeside(s.SettingsPath))
	id := puzzle.InBand(ps, band)[index].ID
	if w != "" || !p.IsSolved("connect", id) {
		t.Fatalf("the progress file lacks %s (warning %q)", id, w)
	}
	// A new Puzzles screen reads it back.
	if again := scenes.NewPuzzleList(s); !again.Choose("connect", band) || !again.Cells()[index].On {
		t.Fatal("a new Puzzles screen does not show the puzzle solved")
	}
}

// TestPuzzleProgressCorrupt: a damaged progress file gives a list with
// nothing solved, a warning, and the file kept aside.
func TestPuzzleProgressCorrupt(t *testing.T) {
	s := scenetest.NewSession(Game())
	var warned []string
	s.Warn = func(m string) { warned = append(warned, m) }
	s.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	path := progress.PathBeside(s.SettingsPath)
	if err := os.WriteFile(path, []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	list := scenes.NewPuzzleList(s)
	list.Choose("connect", puzzle.Easy)
	for _, c := range list.Cells() {
		if c.On {
			t.Fatal("a puzzle marked solved from a broken file")
		}
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "corrupt") {
		t.Fatalf("warnings %q", warned)
	}
	if _, err := os.Stat(path + ".bad"); err != nil {
		t.Fatal("the broken file was not kept aside")
	}
}
