package scenes

import (
	"fmt"

	"stratagem/ai/puzzle"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/progress"
)

// PuzzleControl is what the Puzzles screen hands a game with a puzzle to
// open: the words of its match line and status, and what to do when it
// is solved and for the next one.
type PuzzleControl struct {
	Title  string // the match line: which puzzle, which band
	Goal   string // the status: "Blue to play and win"
	Person int    // the side the person plays (0 Blue, 1 Red)
	Solved func(s *Session)
	Next   func(s *Session) // nil for the last puzzle of its band
}

// puzzleBook is the puzzles of one game.
type puzzleBook struct {
	game    *GameDesc
	puzzles []puzzle.Puzzle
}

// PuzzleList is the Puzzles screen: a game and a band chosen above, that
// band's puzzles as numbered buttons below, the solved ones marked.
type PuzzleList struct {
	books    []puzzleBook
	game     int
	band     int
	form     Form
	gameB    []*Button
	bandB    []*Button
	cells    []*Button
	shown    []puzzle.Puzzle // the band's puzzles, as the cells show them
	back     *Button
	progress progress.Progress
	path     string           // the progress file ("": not kept)
	writer   *progress.Writer // nil when not kept
	built    bool
}

// NewPuzzleList returns the Puzzles screen for the session's games that
// have puzzles. The progress is read from beside the settings; a file
// that cannot be read gives no puzzles solved, with a warning.
func NewPuzzleList(s *Session) *PuzzleList {
	l := &PuzzleList{}
	for _, g := range s.Games {
		if g.Puzzle == nil {
			continue
		}
		ps, err := puzzle.Shipped(g.ID)
		if err != nil {
			s.Warn(err.Error())
			continue
		}
		l.books = append(l.books, puzzleBook{g, ps})
	}
	l.path = puzzlesPath(s)
	l.progress = progress.Progress{Solved: map[string][]string{}}
	if l.path != "" {
		var warning string
		l.progress, warning = progress.Load(l.path)
		if warning != "" {
			s.Warn(warning)
		}
		l.writer = progress.WriterFor(l.path)
	}
	return l
}

// puzzlesPath is the progress file of the session ("" when nothing is
// kept: read-only sessions, no settings directory).
func puzzlesPath(s *Session) string { return keptBeside(s, progress.FileName) }

// HasPuzzles reports whether any game offers puzzles (the main menu's button).
func HasPuzzles(s *Session) bool {
	for _, g := range s.Games {
		if g.Puzzle != nil {
			return true
		}
	}
	return false
}

// Retranslate lays the screen out again in the language now in use.
func (l *PuzzleList) Retranslate(*Session) { l.built = false }

// Choose shows the puzzles of the game with ID id and band b (tests,
// samples); it reports whether there is such a game.
func (l *PuzzleList) Choose(id string, b puzzle.Band) bool {
	for i, bk := range l.books {
		if bk.game.ID == id {
			l.game = i
			for j, bb := range puzzle.Bands {
				if bb == b {
					l.band = j
				}
			}
			l.built = false
			return true
		}
	}
	return false
}

// Progress returns the puzzles solved (tests).
func (l *PuzzleList) Progress() *progress.Progress { return &l.progress }

// Flush waits until the progress handed to the file is written (tests).
func (l *PuzzleList) Flush() {
	if l.writer != nil {
		l.writer.Flush()
	}
}

// bandTitle is a band's name in the language in use.
func bandTitle(b puzzle.Band) string {
	switch b {
	case puzzle.Easy:
		return lang.T("puzzle.band.easy")
	case puzzle.Medium:
		return lang.T("puzzle.band.medium")
	}
	return lang.T("puzzle.band.hard")
}

// goalWords is the status of a puzzle of goal g for side.
func goalWords(g puzzle.Goal, side int) string {
	switch g {
	case puzzle.Save:
		return lang.T("puzzle.goal.save", "Side", Side(side))
	case puzzle.Capture:
		return lang.T("puzzle.goal.capture", "Side", Side(side))
	}
	return lang.T("puzzle.goal.win", "Side", Side(side))
}

// Grid of the puzzles' buttons.
const (
	cellW, cellH, cellGap = 54.0, 34.0, 6.0 // 20 a row: a band of 110 in six rows above Back
	cellCols              = 20
	gridTop               = 300.0
)

func (l *PuzzleList) build() {
	if l.built {
		return
	}
	l.built = true
	focus := l.form.Focus
	l.form.Items = nil
	l.gameB, l.bandB, l.cells = nil, nil, nil
	w := 260.0
	x0 := (render.Width - float64(len(l.books))*(w+16) + 16) / 2
	for i, bk := range l.books {
		b := &Button{R: Rect{x0 + float64(i)*(w+16), 150, w, 52}, Label: bk.game.Title(), On: i == l.game, Size: 24}
		l.gameB = append(l.gameB, b)
		l.form.Items = append(l.form.Items, b)
	}
	x0 = (render.Width - 3*(w+16) + 16) / 2
	for i, band := range puzzle.Bands {
		b := &Button{R: Rect{x0 + float64(i)*(w+16), 214, w, 46}, Label: bandTitle(band), On: i == l.band, Size: 22}
		l.bandB = append(l.bandB, b)
		l.form.Items = append(l.form.Items, b)
	}
	l.shown = nil
	if len(l.books) > 0 {
		l.shown = puzzle.InBand(l.books[l.game].puzzles, puzzle.Bands[l.band])
	}
	gx := (render.Width - cellCols*(cellW+cellGap) + cellGap) / 2
	for i := range l.shown {
		r, c := i/cellCols, i%cellCols
		b := &Button{R: Rect{gx + float64(c)*(cellW+cellGap), gridTop + float64(r)*(cellH+cellGap), cellW, cellH},
			Label: lang.Num(i + 1), Size: 17, On: l.progress.IsSolved(l.books[l.game].game.ID, l.shown[i].ID)}
		l.cells = append(l.cells, b)
		l.form.Items = append(l.form.Items, b)
	}
	l.back = &Button{R: Rect{(render.Width - 240) / 2, render.Height - 92, 240, 50}, Label: lang.T("core.back"), Size: 22}
	l.form.Items = append(l.form.Items, l.back)
	l.form.Focus = min(max(focus, 0), len(l.form.Items)-1)
}

// Cells returns the buttons of the band's puzzles (scripted input, tests).
func (l *PuzzleList) Cells() []*Button { l.build(); return l.cells }

func (l *PuzzleList) Update(s *Session) error {
	l.build()
	if l.writer != nil {
		if err := l.writer.Failure(); err != nil {
			s.Warn(fmt.Sprintf("could not keep the puzzles solved: %v", err))
		}
	}
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := l.form.Update(s)
	if w == nil {
		return nil
	}
	for i, b := range l.gameB {
		if w == b {
			l.game, l.built = i, false
			return nil
		}
	}
	for i, b := range l.bandB {
		if w == b {
			l.band, l.built = i, false
			return nil
		}
	}
	for i, b := range l.cells {
		if w == b {
			l.Open(s, i)
			return nil
		}
	}
	if w == l.back {
		s.Stack.Pop()
	}
	return nil
}

// Open opens the band's puzzle at index i (0-based) on its game's board.
func (l *PuzzleList) Open(s *Session, i int) {
	if err := l.open(s, i, false); err != nil {
		s.Warn(err.Error())
	}
}

// open opens puzzle i of the band shown; replace puts it in place of the
// puzzle screen on top (Next puzzle).
func (l *PuzzleList) open(s *Session, i int, replace bool) error {
	l.build()
	if i < 0 || i >= len(l.shown) {
		return fmt.Errorf("no puzzle %d here (%d shown)", i+1, len(l.shown))
	}
	bk := l.books[l.game]
	band := puzzle.Bands[l.band]
	p := l.shown[i]
	person := 0
	if p.ToMove == "red" {
		person = 1
	}
	ctl := PuzzleControl{
		Title:  lang.T("puzzle.title", "Number", lang.Num(i+1), "Count", lang.Num(len(l.shown)), "Band", bandTitle(band)),
		Goal:   goalWords(p.Goal, person),
		Person: person,
		Solved: func(s *Session) {
			if l.progress.Solve(bk.game.ID, p.ID) && l.writer != nil {
				l.writer.Save(&l.progress)
			}
			l.built = false
		},
	}
	if i+1 < len(l.shown) {
		ctl.Next = func(s *Session) {
			if err := l.open(s, i+1, true); err != nil {
				s.Warn(err.Error())
			}
		}
	}
	sc, err := bk.game.Puzzle(s, p, ctl)
	if err != nil {
		return fmt.Errorf("puzzle %s: %v", p.ID, err)
	}
	if replace {
		s.Stack.Replace(sc)
	} else {
		s.Stack.Push(sc)
	}
	return nil
}

func (l *PuzzleList) Draw(c *render.Canvas, s *Session) {
	l.build()
	DrawBackdrop(c)
	DrawTitle(c, lang.T("puzzle.list.title"), "")
	l.form.Draw(c)
	for _, b := range l.cells {
		if b.On { // solved: a tick in the corner
			x, y := b.R.X+b.R.W-9, b.R.Y+9
			c.Line(x-5, y, x-2, y+4, 2, render.TextMain)
			c.Line(x-2, y+4, x+4, y-4, 2, render.TextMain)
		}
	}
	if len(l.books) > 0 {
		bk := l.books[l.game]
		ids := make([]string, len(l.shown))
		for i, p := range l.shown {
			ids[i] = p.ID
		}
		line := lang.T("puzzle.list.solved", "Solved", lang.Num(l.progress.Count(bk.game.ID, ids)), "Count", lang.Num(len(ids)))
		c.Text(line, render.Width/2, 280, render.TextStyle{Size: 20, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 80})
	}
	KeyHint(c, lang.T("puzzle.list.keys", "Confirm", Key(ActConfirm), "Back", Key(ActBack)))
}

// OpenPuzzleSample shows the Puzzles screen with the puzzle at index
// (0-based) of game's band open on top of it, for the samples; it returns
// the puzzle's screen.
func OpenPuzzleSample(s *Session, game string, band puzzle.Band, index int) (Scene, error) {
	s.Stack.Reset(NewMainMenu())
	l := NewPuzzleList(s)
	s.Stack.Push(l)
	if !l.Choose(game, band) {
		return nil, fmt.Errorf("no puzzles of %q", game)
	}
	l.build()
	if index >= len(l.shown) {
		return nil, fmt.Errorf("%s has %d %s puzzles, not %d", game, len(l.shown), band, index+1)
	}
	if err := l.open(s, index, false); err != nil {
		return nil, err
	}
	return s.Stack.Top(), nil
}
