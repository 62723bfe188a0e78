package millgame

import (
	"slices"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/scenes"
	"stratagem/scenes/scenetest"
	"stratagem/scenes/settings"
)

// The set-up has a row of variants: every variant of the rules, by its
// ID, each titled by a message, Nine Men's Morris first and the default,
// with a picture of the board.
func TestSetupOffersEveryVariant(t *testing.T) {
	opts := Game().Setup.Options
	i := slices.IndexFunc(opts, func(o scenes.Option) bool { return o.Key == "variant" })
	if i < 0 {
		t.Fatal("the set-up has no row of variants")
	}
	o := opts[i]
	if o.Default != mill.NineMensMorris.ID() || o.Preview == nil || !lang.Has(o.Label) {
		t.Errorf("the row: default %q, preview %v, label %q", o.Default, o.Preview != nil, o.Label)
	}
	var ids []string
	for _, v := range mill.Variants() {
		ids = append(ids, v.ID())
	}
	if !slices.Equal(o.Values, ids) || len(o.Titles) != len(ids) {
		t.Fatalf("the row offers %v (%d titles), want %v", o.Values, len(o.Titles), ids)
	}
	for k := range o.Values {
		if !lang.Has(o.Titles[k]) || o.Title(k) == "" {
			t.Errorf("%s has no title", o.Values[k])
		}
	}
}

// The set-up remembers the variant of the last match, as the settings keep
// it, and starts the next match with it.
func TestSetupRemembersTheVariant(t *testing.T) {
	s := scenetest.NewSession(Game())
	if got := scenes.NewSetup(s, s.Games[0]).Match().Options["variant"]; got != mill.NineMensMorris.ID() {
		t.Errorf("a first visit offers %q, want Nine Men's Morris", got)
	}
	s.Settings.Games = map[string]settings.GameChoice{"mill": {Options: map[string]string{"variant": mill.LaskerMorris.ID()}}}
	match := scenes.NewSetup(s, s.Games[0]).Match()
	if got := match.Options["variant"]; got != mill.LaskerMorris.ID() {
		t.Fatalf("the set-up offers %q, want the remembered Lasker Morris", got)
	}
	m := scenetest.Open(t, s, New, match)
	if m.pos.Variant() != mill.LaskerMorris {
		t.Errorf("the match plays %s", m.pos.Variant())
	}
}

// variantMatch is a hot-seat match of v.
func variantMatch(v *mill.Variant) scenes.Match {
	return scenes.Match{Options: map[string]string{"variant": v.ID()}}
}

// clickOn clicks the point called name on the board of the game's variant.
func clickOn(t *testing.T, s *scenes.Session, m *Screen, name string) {
	t.Helper()
	p, err := m.pos.Variant().ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	x, y := m.board.PointPos(m.pos.Variant(), p)
	scenetest.Click(t, s, x, y)
	scenetest.Settle(t, s, m, 200)
}

// lastMove is the last move played, in the variant's notation.
func lastMove(m *Screen) string {
	mv, ok := m.pos.LastMove()
	if !ok {
		return ""
	}
	return m.pos.Variant().FormatMove(mv)
}

// In Lasker Morris a click on an empty point places a piece; a click on a
// piece of one's own, while pieces are still in hand, picks it up to move
// it, and a second click on it puts it back, to place instead. The panel
// says both ways.
func TestScreenPlaysLaskerMorris(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, variantMatch(mill.LaskerMorris))
	if m.pos.InHand(mill.Blue) != 10 {
		t.Fatalf("%d pieces in hand, want 10", m.pos.InHand(mill.Blue))
	}
	_, body := m.phaseRules()
	if !strings.Contains(body, "or click one of your pieces and move it") {
		t.Errorf("the panel does not say a piece may move: %q", body)
	}
	clickOn(t, s, m, "d1")
	clickOn(t, s, m, "f4")
	if got := m.pos.FormatGame(); got != "d1 f4" {
		t.Fatalf("the game is %q, want d1 f4", got)
	}
	// Blue moves d1 to d2 with nine pieces still in hand.
	clickOn(t, s, m, "d1")
	if m.selected == mill.NoPoint {
		t.Fatal("a click on Blue's own piece did not pick it up")
	}
	if d := m.decor(); d.Legal != targets(m.pos, m.selected) {
		t.Errorf("the points lit are not the piece's targets")
	}
	clickOn(t, s, m, "d2")
	if got := lastMove(m); got != "d1-d2" || m.pos.InHand(mill.Blue) != 9 {
		t.Fatalf("the last move is %q with %d in hand, want d1-d2 with 9", got, m.pos.InHand(mill.Blue))
	}
	if want := "Blue moved d1 to d2."; m.lastWords != want {
		t.Errorf("the panel tells the move as %q, want %q", m.lastWords, want)
	}
	if title, _ := m.phaseRules(); title != lang.T("mill.phase.placing") {
		t.Errorf("with pieces in hand the phase is %q, want placing", title)
	}
	// Red picks f4 up, puts it back, and places on g7.
	clickOn(t, s, m, "f4")
	clickOn(t, s, m, "f4")
	if m.selected != mill.NoPoint {
		t.Fatal("a second click did not put the piece back")
	}
	clickOn(t, s, m, "g7")
	if got := lastMove(m); got != "g7" {
		t.Fatalf("the last move is %q, want the placement g7", got)
	}
}

// Three Men's Morris: the cursor starts on the centre, and the first mill
// ends the game on the click that closes it.
func TestScreenPlaysThreeMensMorris(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, variantMatch(mill.ThreeMensMorris))
	if got := mill.ThreeMensMorris.PointName(m.cursor); got != "d4" {
		t.Errorf("the cursor starts on %s, want d4", got)
	}
	if err := m.PlayMoves(s, "a1 d1 d4 g1"); err != nil {
		t.Fatal(err)
	}
	// g7 closes a1 d4 g7: any piece it takes leaves Red two, so the mill
	// wins at once, with no piece to choose.
	clickOn(t, s, m, "g7")
	if m.pending {
		t.Fatal("the screen waits for a piece to take after the winning mill")
	}
	if o := m.pos.Outcome(); o != (mill.Outcome{Winner: mill.Blue, Reason: mill.FewerThan3}) {
		t.Errorf("after the mill: %v, want Blue to win", o)
	}
	// The words name the points of Three Men's Morris's board.
	if want := "Blue placed a piece on g7 and closed a mill. Blue removed Red's piece on d1."; m.lastWords != want {
		t.Errorf("the panel tells the move as %q, want %q", m.lastWords, want)
	}
}

// Morabaraba: the piece that left one mill for another is not offered the
// way straight back.
func TestScreenPlaysMorabaraba(t *testing.T) {
	s := scenetest.NewSession(Game())
	m := scenetest.Open(t, s, New, variantMatch(mill.Morabaraba))
	m.SetUp(s, mustPositionOf(mill.Morabaraba, morabarabaBefore))
	if err := m.PlayMoves(s, "g4-f4xb4 d7-d6"); err != nil {
		t.Fatal(err)
	}
	if _, body := m.phaseRules(); !strings.Contains(body, "The piece on f4 left a mill to close another: it may not go straight back to g4 this turn.") {
		t.Errorf("the panel does not say f4 may not go back: %q", body)
	}
	clickOn(t, s, m, "f4")
	if want := uint32(1) << uint(mustPoint("e4")); m.decor().Legal != want {
		t.Errorf("f4's targets %b, want e4 alone (g4 is barred)", m.decor().Legal)
	}
	clickOn(t, s, m, "g4")
	if got := lastMove(m); got != "d7-d6" {
		t.Errorf("f4 went back to g4: the last move is %q", got)
	}
}

// The variants' rules pages mark what the rules allow.
func TestVariantDiagramsAgreeWithTheRules(t *testing.T) {
	points := func(v *mill.Variant, names ...string) uint32 {
		var b uint32
		for _, n := range names {
			b |= 1 << uint(mustPointOf(v, n))
		}
		return b
	}
	if d := laskerDiagram(); d.decor.Legal != points(mill.LaskerMorris, "b2", "d1", "d3") || d.pos.InHand(mill.Blue) == 0 {
		t.Errorf("the Lasker page lights %b, want d2's free neighbours with pieces in hand", d.decor.Legal)
	}
	if d := morabarabaDiagram(); d.decor.Legal != points(mill.Morabaraba, "e4") {
		t.Errorf("the Morabaraba page lights %b, want e4 alone", d.decor.Legal)
	}
	if d := sixDiagram(); d.decor.Legal != points(mill.SixMensMorris, "d2") {
		t.Errorf("the Six Men's Morris page lights %b, want d2, along the link", d.decor.Legal)
	}
	for _, d := range []*diagram{twelveDiagram(), threeDiagram()} {
		if len(d.decor.Mills) != 1 {
			t.Errorf("%s: %d mills shown, want the diagonal one", d.pos.Variant(), len(d.decor.Mills))
		}
	}
	// Every variant after the standard game has a page of its own.
	n := 0
	for _, p := range howTo() {
		if p.Variant {
			n++
		}
	}
	if n != len(mill.Variants())-1 {
		t.Errorf("%d pages on variants, want %d", n, len(mill.Variants())-1)
	}
}
