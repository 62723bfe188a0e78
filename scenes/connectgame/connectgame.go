// Package connectgame is Connect Four (connect-N on boards from 4×4 to 9×8)
// in Stratagem: its set-up options, its game screen in the shared game
// frame, and its sample screen.
package connectgame

import (
	"context"
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
		ID:          "connect",
		Title:       "Connect Four",
		Description: "Drop discs, join four — on boards from 4×4 to 9×8, against a perfect solver.",
		Setup: scenes.SetupSpec{
			Subtitle:      "Drop discs, join a line — set up the board and the match",
			ComputerLabel: "Computer",
			Levels:        connectai.Roster.Levels,
			DefaultLevel:  "normal",
			Options: []scenes.Option{
				numberOption(optColumns, "Columns", connect.MinWidth, connect.MaxWidth, connect.Standard.W),
				numberOption(optRows, "Rows", connect.MinHeight, connect.MaxHeight, connect.Standard.H),
				numberOption(optLine, "In a row to win", connect.MinLine, connect.MaxLine, connect.Standard.N),
			},
			Start: func(s *scenes.Session, m scenes.Match) (scenes.Scene, error) {
				return New(s, m)
			},
		},
		Autoplay: [2]string{"perfect", "normal"},
		Samples: []scenes.Sample{
			{Name: "connect", Open: sampleAnalysis},
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

// sampleAnalysis: a few discs into a game against Perfect on the standard
// board, the analysis overlay shown and already filled in (analysed here,
// before the first frame, so a screenshot shows it), the cursor over a
// column with the drop preview.
func sampleAnalysis(s *scenes.Session) error {
	sc, err := New(s, scenes.Match{AI: [2]string{"", "perfect"}})
	if err != nil {
		return err
	}
	for _, col := range []int{3, 3, 2, 4, 4, 2, 5, 3} {
		sc.pos.Apply(col)
	}
	sc.Changed()
	sc.ana.shown = true
	sc.ana.values = connectai.Analyse(context.Background(), sc.pos, 2*time.Second)
	sc.ana.gen = sc.Gen()
	sc.col = 1
	x, _ := sc.cellCentre(1, 0)
	s.Input.MouseX, s.Input.MouseY = x, sc.oy+10 // a screenshot keeps this cursor
	s.Stack.Reset(scenes.NewMainMenu())
	s.Stack.Push(sc)
	return nil
}
