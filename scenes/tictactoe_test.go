package scenes_test

import (
	"fmt"
	"testing"

	"stratagem/ai/tictactoeai"
	"stratagem/assets/lang"
	"stratagem/board/rules"
	"stratagem/board/tictactoe"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// The proof that a new game is cheap: Tic-tac-toe (board/tictactoe, its
// players in ai/tictactoeai) shown in the game frame by this file alone —
// its screen and its description to the menus — goes through the set-up,
// plays against the generic alpha-beta through the AI runner, takes back,
// reviews and ends on the victory panel.

// tttScreen is Tic-tac-toe in the game frame: the nine cells in a square;
// a click on a cell, or the arrows and Enter, marks it.
type tttScreen struct {
	scenes.Frame[*tictactoe.Position, tictactoe.Cell]
	pos    *tictactoe.Position
	cursor tictactoe.Cell
}

// The board: cells of cellSize from (boardX, boardY), row 3 at the top.
const boardX, boardY, cellSize = 200.0, 150.0, 120.0

func cellCentre(c tictactoe.Cell) (x, y float64) {
	return boardX + (float64(c%3)+0.5)*cellSize, boardY + (float64(2-c/3)+0.5)*cellSize
}

func newTTT(s *scenes.Session, m scenes.Match) (*tttScreen, error) {
	sc := &tttScreen{cursor: 4}
	return sc, sc.Init(s, "tictactoe", tictactoeai.Roster, m, sc, "perfect")
}

func (sc *tttScreen) NextRules(*scenes.Session) (rules.Game[*tictactoe.Position, tictactoe.Cell], error) {
	return tictactoe.Rules{}, nil
}
func (sc *tttScreen) Started(_ *scenes.Session, p *tictactoe.Position) { sc.pos = p }
func (sc *tttScreen) Played(*scenes.Session, tictactoe.Cell, *tictactoe.Position) scenes.Anim {
	return nil
}
func (sc *tttScreen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	switch {
	case in.Clicked:
		col, row := int((in.MouseX-boardX)/cellSize), 2-int((in.MouseY-boardY)/cellSize)
		if in.MouseX >= boardX && in.MouseY >= boardY && col < 3 && row >= 0 {
			sc.Play(s, 3*row+col)
		}
	case in.Just(scenes.ActRight):
		sc.cursor = (sc.cursor + 1) % 9
	case in.Just(scenes.ActConfirm):
		sc.Play(s, sc.cursor)
	}
}
func (sc *tttScreen) DrawBoard(c *render.Canvas, _ *scenes.Session) {
	for cell := range 9 {
		x, y := cellCentre(cell)
		c.StrokeRect(x-cellSize/2, y-cellSize/2, cellSize, cellSize, 2, render.TextDim)
		if s := sc.pos.At(cell); s != rules.NoSide {
			c.Text(lang.Verbatim([]string{"X", "O"}[s]), x, y, render.TextStyle{Size: 60, Align: render.AlignCenter, Middle: true, Color: render.TextMain, MaxW: cellSize})
		}
	}
}
func (sc *tttScreen) DrawPanel(*render.Canvas, *scenes.Session, scenes.Rect) {}
func (sc *tttScreen) Status() scenes.Status {
	return scenes.Status{Text: lang.T("tictactoe.status.tomove", "Side", scenes.Side(int(sc.pos.ToMove())))}
}
func (sc *tttScreen) EndWords(o rules.Outcome) string {
	if o.Reason == "line" {
		return lang.T("tictactoe.end.line", "Side", scenes.Side(int(o.Winner)))
	}
	return lang.T("tictactoe.end.full")
}
func (sc *tttScreen) VictoryStats(*scenes.Session) []string {
	return []string{lang.T("tictactoe.victory.moves", "Moves", lang.Num(len(sc.pos.Moves())))}
}

// tttGame describes Tic-tac-toe to the menus.
func tttGame() *scenes.GameDesc {
	return &scenes.GameDesc{ID: "tictactoe",
		Setup: scenes.SetupSpec{Levels: tictactoeai.Roster.Ladder(),
			DefaultLevel: tictactoeai.Roster.Default(), Start: scenes.StartWith(newTTT)}}
}

func TestTicTacToeThroughTheFrame(t *testing.T) {
	s := scenetest.NewSession(tttGame())
	if err := scenes.OpenScene(s, "tictactoe-setup"); err != nil {
		t.Fatal(err)
	}
	scenetest.Press(t, s, scenes.ActConfirm) // Start: one player, Blue, against Perfect
	sc, ok := s.Stack.Top().(*tttScreen)
	if !ok || sc.Players[rules.Red] == nil || sc.Match.AI[rules.Red] != "perfect" {
		t.Fatalf("Start should open a game against Perfect, top %T", s.Stack.Top())
	}

	// Blue takes a corner with a click; Perfect answers through the AI runner.
	x, y := cellCentre(0)
	scenetest.Click(t, s, x, y)
	scenetest.Eventually(t, s, "Perfect's answer", func() bool { return sc.Ply() == 2 })
	if sc.pos.At(0) != rules.Blue || sc.pos.At(4) != rules.Red {
		t.Fatalf("after a1 Perfect must take the centre (anything else loses): %v", sc.Record())
	}

	// Undo takes back the answer and the person's move; redo plays both again.
	scenetest.Press(t, s, scenes.ActUndo)
	if sc.Ply() != 0 {
		t.Fatalf("undo against the computer leaves ply %d", sc.Ply())
	}
	scenetest.Press(t, s, scenes.ActRedo)
	if got := fmt.Sprint(sc.Record()); got != "[a1 b2]" {
		t.Fatalf("redo replays %s", got)
	}

	// The person plays on with Enter on the cursor's cell until the game
	// ends: against Perfect, a draw or a loss.
	for i := 0; !sc.Over(); i++ {
		if i > 200 {
			t.Fatal("the game does not end")
		}
		if sc.PersonToAct() {
			for !sc.IsLegal(sc.cursor) {
				scenetest.Press(t, s, scenes.ActRight)
			}
			scenetest.Press(t, s, scenes.ActConfirm)
		}
		scenetest.Eventually(t, s, "the computer's answer", func() bool { return sc.Over() || sc.PersonToAct() })
	}
	if o := sc.Outcome(); o.Winner == rules.Blue {
		t.Fatalf("the person beat Perfect: %v", sc.Record())
	}

	// The victory panel comes, says how the game ended, and Review steps
	// back through it.
	var v *scenes.Victory
	scenetest.TicksUntil(t, s, 200, "the victory panel", func() bool { v, _ = s.Stack.Top().(*scenes.Victory); return v != nil })
	if v.Title != "Draw" && v.Title != "The computer wins" {
		t.Fatalf("victory panel %q", v.Title)
	}
	scenetest.ClickButton(t, s, buttons(v), "Review the game")
	if !sc.Reviewing() {
		t.Fatal("Review the game did not start a review")
	}
	end := sc.Ply()
	scenetest.Press(t, s, scenes.ActLeft)
	if sc.Ply() != end-1 || sc.Over() {
		t.Fatalf("a step back in the review: ply %d of %d", sc.Ply(), end)
	}
	scenetest.Press(t, s, scenes.ActHome)
	if sc.Ply() != 0 {
		t.Fatalf("Home in the review: ply %d", sc.Ply())
	}
	scenetest.Press(t, s, scenes.ActBack) // back to the end
	if sc.Reviewing() || sc.Ply() != end || !sc.Over() {
		t.Fatalf("Esc leaves the review at the end: ply %d of %d", sc.Ply(), end)
	}
}

// buttons returns the victory panel's buttons.
func buttons(v *scenes.Victory) []*scenes.Button {
	var out []*scenes.Button
	for _, w := range v.Buttons() {
		if b, ok := w.(*scenes.Button); ok {
			out = append(out, b)
		}
	}
	return out
}
