// Package connectgame is Connect Four (connect-N on boards from 4×4 to 9×8)
// in Stratagem: its set-up options, its game screen in the shared game
// frame, and its sample screen.
package connectgame

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/scenes"
)

// The keys of the game's own set-up options, as the settings remember them.
const (
	optColumns = "columns"
	optRows    = "rows"
	optLine    = "line"
)

// Game describes Connect Four to the menus, the set-up, -scene and -autoplay.
func Game() *scenes.GameDesc {
	return &scenes.GameDesc{
		Keys: Keys,
		ID:   "connect",
		Setup: scenes.SetupSpec{
			Subtitle:     "connect.setup.subtitle",
			Levels:       connectai.Roster.Ladder(),
			Lab:          connectai.Roster.LabLevels(),
			DefaultLevel: connectai.Roster.Default(),
			Options: []scenes.Option{
				numberOption(optColumns, "connect.setup.columns", connect.MinWidth, connect.MaxWidth, connect.Standard.W),
				numberOption(optRows, "connect.setup.rows", connect.MinHeight, connect.MaxHeight, connect.Standard.H),
				numberOption(optLine, "connect.setup.line", connect.MinLine, connect.MaxLine, connect.Standard.N),
			},
			Start: scenes.StartWith(New),
		},
		Autoplay: [2]string{"master", "normal"},
		Records:  recordSpec(),
		HowTo:    howTo,
		Puzzle:   openPuzzle,
		Editor:   openEditor,
		Samples: []scenes.Sample{
			{Name: "connect", Open: sampleAnalysis},
			{Name: "connect-win", Open: sampleWin},
			{Name: "connect-victory", Open: sampleVictory},
			{Name: "connect-draw", Open: sampleDraw},
			{Name: "connect-large", Open: sampleLarge},
			{Name: "connect-hint", Open: sampleHint},
			{Name: "connect-end", Open: sampleEnd},
			{Name: "connect-review", Open: sampleReview},
			{Name: "connect-review-graded", Open: sampleReviewGraded},
			{Name: "connect-review-better", Open: sampleReviewBetter},
			{Name: "puzzle-connect", Open: samplePuzzle},
			{Name: "connect-editor", Open: sampleEditor([]int{3, 3, 2, 4, 4, 2, 5, 3, 1}, false)},
			{Name: "connect-editor-refused", Open: sampleEditor([]int{3, 3, 2, 2, 4, 4, 5}, true)},
		},
	}
}

// numberOption is a set-up row offering the whole numbers lo…hi.
func numberOption(key, label string, lo, hi, def int) scenes.Option {
	o := scenes.Option{Key: key, Label: label, Default: strconv.Itoa(def)}
	for i := lo; i <= hi; i++ {
		o.Values = append(o.Values, strconv.Itoa(i))
	}
	return o
}

// boardOf returns the board a match is played on: its options, the
// standard board for any that are missing, and the line cut to what fits
// on the board (the set-up offers every length with every size).
func boardOf(m scenes.Match) (connect.Config, error) {
	num := func(key string, def int) (int, error) {
		v := m.Option(key, strconv.Itoa(def))
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, fmt.Errorf("connect four: option %s is %q, not a number", key, v)
		}
		return n, nil
	}
	var c connect.Config
	var err error
	if c.W, err = num(optColumns, connect.Standard.W); err != nil {
		return c, err
	}
	if c.H, err = num(optRows, connect.Standard.H); err != nil {
		return c, err
	}
	if c.N, err = num(optLine, connect.Standard.N); err != nil {
		return c, err
	}
	c.N = min(c.N, max(c.W, c.H)) // a line must fit on the board
	return c, c.Validate()
}

// boardOptions returns the match options of board c (tests, samples).
func boardOptions(c connect.Config) map[string]string {
	return map[string]string{optColumns: strconv.Itoa(c.W), optRows: strconv.Itoa(c.H), optLine: strconv.Itoa(c.N)}
}

// playedTo opens match m with the discs of cols already dropped (no
// animation, no sound), for the samples.
func playedTo(s *scenes.Session, m scenes.Match, cols []int) (*Screen, error) {
	sc, err := New(s, m)
	if err != nil {
		return nil, err
	}
	if err := sc.PlayQuietly(s, cols...); err != nil {
		return nil, err
	}
	return sc, nil
}

// analyseNow shows the analysis overlay already filled in: analysed here,
// before the first frame, so that a screenshot shows it.
func (sc *Screen) analyseNow(budget time.Duration) {
	sc.ana.shown = true
	sc.ana.values = connectai.Analyse(context.Background(), sc.pos, budget)
	sc.ana.gen = sc.Gen()
}

// sampleAnalysis: a few discs into a game against Perfect on the standard
// board, the analysis overlay shown and already filled in, the cursor
// over a column with the drop preview.
func sampleAnalysis(s *scenes.Session) error {
	sc, err := playedTo(s, scenes.Match{AI: [2]string{"", "master"}}, []int{3, 3, 2, 4, 4, 2, 5, 3})
	if err != nil {
		return err
	}
	sc.analyseNow(2 * time.Second)
	sc.col = 1
	x, _ := sc.cellCentre(1, 0)
	s.Input.MouseX, s.Input.MouseY = x, sc.oy+10 // a screenshot keeps this cursor
	scenes.ShowSample(s, sc)
	return nil
}

// sampleWin: a hot-seat game on the standard board just won by Red with a
// diagonal, the line ringed, before the victory panel comes up.
func sampleWin(s *scenes.Session) error {
	sc, err := playedTo(s, scenes.Match{}, []int{4, 3, 5, 4, 5, 6, 6, 5, 6})
	if err != nil {
		return err
	}
	sc.Play(s, 6) // Red's fourth on the diagonal
	sc.Anim().Skip()
	scenes.ShowSample(s, sc)
	return nil
}

// sampleVictory: the game of sampleWin against the computer (Normal, Red),
// and its victory panel.
func sampleVictory(s *scenes.Session) error {
	sc, err := playedTo(s, scenes.Match{AI: [2]string{"", "normal"}}, []int{4, 3, 5, 4, 5, 6, 6, 5, 6})
	if err != nil {
		return err
	}
	sc.Players[1] = nil // the last move is played here, not searched
	sc.Play(s, 6)
	scenes.ShowSample(s, sc)
	return scenes.TickToVictory(s)
}

// drawnSmall is a hot-seat game on the smallest board, 4×4 with 3 in a
// row, that fills the board with no line.
var drawnSmall = []int{3, 0, 1, 2, 0, 0, 1, 2, 2, 2, 0, 1, 1, 3, 3, 3}

// sampleDraw: the smallest board, full, the game drawn.
func sampleDraw(s *scenes.Session) error {
	sc, err := playedTo(s, scenes.Match{Options: boardOptions(connect.Config{W: 4, H: 4, N: 3})}, drawnSmall[:len(drawnSmall)-1])
	if err != nil {
		return err
	}
	sc.Play(s, drawnSmall[len(drawnSmall)-1])
	sc.Anim().Skip()
	scenes.ShowSample(s, sc)
	return nil
}

// sampleLarge: the largest board, 9×8, a few discs into a game against
// Normal, the analysis shown (estimates: no solver fits this board) and
// the disc in hand over column 7.
func sampleLarge(s *scenes.Session) error {
	match := scenes.Match{AI: [2]string{"", "normal"}, Options: boardOptions(connect.Config{W: 9, H: 8, N: 4})}
	sc, err := playedTo(s, match, []int{4, 4, 3, 5, 5, 3, 2, 6})
	if err != nil {
		return err
	}
	sc.analyseNow(time.Second)
	sc.col = 6
	scenes.ShowSample(s, sc)
	return nil
}

// sampleHint: a game against Perfect, the person (Blue) to move, a hint
// asked with H and arrived, the disc in hand over another column.
func sampleHint(s *scenes.Session) error {
	sc, err := New(s, scenes.Match{AI: [2]string{"", "master"}})
	if err != nil {
		return err
	}
	if err := sc.PlayQuietly(s, 3, 3, 2, 4, 4, 2, 5, 3); err != nil {
		return err
	}
	scenes.ShowSample(s, sc)
	tick(s, scenes.ActHint)
	deadline := time.Now().Add(30 * time.Second)
	for {
		h, ok := sc.Hint()
		if ok {
			sc.col = 1
			if h == sc.col {
				sc.col = 6
			}
			x, _ := sc.cellCentre(sc.col, 0)
			s.Input.MouseX, s.Input.MouseY = x, sc.oy+10 // a screenshot keeps this cursor
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("connect-hint: no hint came")
		}
		time.Sleep(5 * time.Millisecond)
		tick(s, scenes.NoKey)
	}
}

// sampleReview: a game against Normal looked back through: three moves
// back from the latest, the analysis shown for the position reviewed.
func sampleReview(s *scenes.Session) error {
	sc, err := playedTo(s, scenes.Match{AI: [2]string{"", "normal"}}, []int{3, 3, 2, 4, 4, 2, 5, 3})
	if err != nil {
		return err
	}
	scenes.ShowSample(s, sc)
	tick(s, scenes.ActReview)
	for range 3 {
		tick(s, scenes.ActLeft)
	}
	if !sc.Reviewing() || sc.pos.Ply() != 5 {
		return errors.New("connect-review: the review did not step back")
	}
	sc.analyseNow(time.Second)
	return nil
}

// tick runs one update of the top scene, with action a pressed (NoKey: none).
func tick(s *scenes.Session, a scenes.Action) {
	s.NewTick()
	if a != scenes.NoKey {
		s.Input.Press(a)
	}
	_ = s.Stack.Top().Update(s)
}

// sampleEnd: a game against Normal won by the person (Blue) with a
// diagonal; the victory panel came up and was closed (Esc) to see the
// board: the line ringed, the other discs faded.
func sampleEnd(s *scenes.Session) error {
	sc, err := New(s, scenes.Match{AI: [2]string{"", "normal"}})
	if err != nil {
		return err
	}
	if err := sc.PlayQuietly(s, 3, 4, 4, 5, 5, 6, 5, 6, 6, 0); err != nil {
		return err
	}
	scenes.ShowSample(s, sc)
	sc.Play(s, 6) // Blue's fourth on the diagonal
	for i := 0; i < 600; i++ {
		if _, ok := s.Stack.Top().(*scenes.Victory); ok {
			tick(s, scenes.ActBack) // See the board
			return nil
		}
		tick(s, scenes.NoKey)
	}
	return errors.New("connect-end: the victory panel never came")
}
