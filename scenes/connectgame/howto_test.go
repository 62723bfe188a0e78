package connectgame

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"stratagem/ai/connectai"
	"stratagem/board/connect"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
)

// The rules open from -scene howto-connect; → turns every page, each with
// a title, a few paragraphs and a diagram that draws something in its box
// (CONNECT_SHOTS=/tmp/dir go test -run HowTo keeps the pages to look at).
func TestHowToPages(t *testing.T) {
	dir := os.Getenv("CONNECT_SHOTS")
	scenetest.TurnHowToPages(t, Game(), func(s *scenes.Session, i int, p scenes.HowToPage) {
		img := scenetest.DrawScreen(t, s)
		scenetest.SavePNG(t, img, dir, fmt.Sprintf("howto-%d", i+1))
		// The diagram's box is the panel's colour; the diagram draws a
		// board on it.
		area := scenes.Rect{X: 690, Y: 160, W: 480, H: 420}
		drawn := 0
		for y := area.Y + 20; y < area.Y+area.H-20; y += 4 {
			for x := area.X + 20; x < area.X+area.W-20; x += 4 {
				if rgbDistance(img.RGBAAt(int(x), int(y)), render.Panel) > 40 {
					drawn++
				}
			}
		}
		if drawn < 300 {
			t.Errorf("page %d (%s): the diagram drew %d samples only", i+1, p.Title, drawn)
		}
	})
}

// The diagrams show what they say: each of the three lines is a win of
// its direction, the drawn board is full with no line, the disc in hand
// falls where the picture says, the analysis's labels are the solver's,
// and the hinted column wins at once.
func TestHowToDiagramsAreTrue(t *testing.T) {
	for _, l := range lineMoves {
		p := played(lineBoard, l.moves)
		line := p.WinningLine()
		if p.Winner() != connect.X || len(line) != 4 {
			t.Fatalf("%s: winner %v, line %v", l.name, p.Winner(), line)
		}
		dc, dr := line[3].Col-line[0].Col, line[3].Row-line[0].Row
		want := map[string][2]int{"across": {3, 0}, "up": {0, 3}, "diagonal": {3, 3}}[l.name]
		if [2]int{abs(dc), abs(dr)} != want {
			t.Errorf("%s: the line %v runs %d, %d", l.name, line, dc, dr)
		}
	}
	if p := played(connect.Config{W: 4, H: 4, N: 3}, drawnSmall); !p.Draw() {
		t.Error("the full board should be a draw")
	}
	if p := played(dropBoard, dropMoves); p.Over() || p.SideToMove() != connect.O || !p.CanPlay(dropColumn) {
		t.Errorf("the drop: Red is to drop in column %d of %q", dropColumn+1, p.String())
	}

	p := played(analysisBoard, analysisMoves)
	if p.SideToMove() != connect.O {
		t.Fatal("the analysis page says Red is to move")
	}
	got := connectai.Analyse(context.Background(), p, 5*time.Second)
	for i := range got {
		got[i].Score, got[i].Depth = 0, 0 // the labels show the result and its length
	}
	if !slices.Equal(got, analysisValues) {
		t.Errorf("the analysis page's labels %+v, the solver says %+v", analysisValues, got)
	}
	if analysisValues[analysisWin].Result != connectai.Win || analysisValues[analysisLoss].Result != connectai.Loss {
		t.Errorf("the analysis page's captions explain column %d as a win and %d as a loss: %+v", analysisWin+1, analysisLoss+1, analysisValues)
	}

	p = played(hintBoard, hintMoves)
	if p.SideToMove() != connect.X || !p.IsWinningMove(hintColumn) || hintHandColumn == hintColumn {
		t.Errorf("the hint page: Blue to move, column %d wins at once (%q)", hintColumn+1, p.String())
	}
	for col := 0; col < hintBoard.W; col++ {
		if col != hintColumn && p.IsWinningMove(col) {
			t.Errorf("the hint page: column %d wins as well", col+1)
		}
	}
}
