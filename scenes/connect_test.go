package scenes

import (
	"testing"
	"time"

	"stratagem/board/connect"
)

func TestConnectClickDropsADisc(t *testing.T) {
	s := newTestSession()
	m, err := NewConnectScreen(ConnectConfig{Board: connect.Standard}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	x, _ := m.cellCentre(3, 0)
	tick(t, s, func(in *Input) { in.ClickAt(x, m.oy+20) })
	if got := m.Position().String(); got != "4" {
		t.Fatalf("a click over column 4 should drop a disc there; moves %q", got)
	}
	// Keyboard: Right moves the marker one column, Enter drops.
	for m.anim != nil {
		tick(t, s, nil)
	}
	tick(t, s, func(in *Input) { in.Press(ActRight) })
	tick(t, s, func(in *Input) { in.Press(ActConfirm) })
	if got := m.Position().String(); got != "45" {
		t.Fatalf("Right then Enter should play column 5; moves %q", got)
	}
	tick(t, s, func(in *Input) { in.Press(ActUndo) })
	if got := m.Position().String(); got != "4" {
		t.Fatalf("undo in hot-seat takes back one move; moves %q", got)
	}
}

func TestConnectWinShowsVictoryAndLine(t *testing.T) {
	s := newTestSession()
	m, err := NewConnectScreen(ConnectConfig{Board: connect.Standard}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	for _, col := range []int{0, 1, 0, 1, 0, 1} {
		m.pos.Apply(col)
	}
	m.play(s, 0) // Blue's fourth in column 1
	if len(m.pos.WinningLine()) != 4 {
		t.Fatalf("winning line %v", m.pos.WinningLine())
	}
	for i := 0; i < 200 && s.Stack.Len() == 1; i++ {
		tick(t, s, nil)
	}
	v, ok := s.Stack.Top().(*Victory)
	if !ok || v.title != "Blue wins!" {
		t.Fatalf("want the victory panel for Blue, top %T", s.Stack.Top())
	}
}

func TestConnectAnalysisOverlayFillsIn(t *testing.T) {
	s := newTestSession()
	cfg := connect.Config{W: 4, H: 4, N: 3} // small enough to solve at once
	m, err := NewConnectScreen(ConnectConfig{Board: cfg}, s)
	if err != nil {
		t.Fatal(err)
	}
	s.Stack.Reset(m)
	tick(t, s, func(in *Input) { in.Press(ActAnalysis) })
	deadline := time.Now().Add(10 * time.Second)
	for m.valGen != m.gen && time.Now().Before(deadline) {
		runUpdates(t, s, 1)
		time.Sleep(5 * time.Millisecond)
	}
	if m.valGen != m.gen || len(m.values) != cfg.W {
		t.Fatalf("the analysis never arrived (values %v)", m.values)
	}
	exact := 0
	for _, v := range m.values {
		if v.Exact {
			exact++
		}
	}
	if exact != cfg.W {
		t.Fatalf("a 4×4 board should be solved exactly in every column: %+v", m.values)
	}
}
