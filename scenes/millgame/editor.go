package millgame

import (
	"context"
	"errors"
	"math"

	"stratagem/ai"
	"stratagem/ai/millai"
	"stratagem/assets"
	"stratagem/assets/lang"
	"stratagem/board/mill"
	"stratagem/render"
	"stratagem/scenes"
)

// Editor is Mill's position editor: the person puts pieces of the colour
// chosen on the points, sets the pieces in hand, the side to move and a
// removal the side to move still owes, reads at once why a position is
// refused, and plays the position (the match chosen in the set-up) or
// opens it with the analysis shown.
type Editor struct {
	match scenes.Match
	v     *mill.Variant
	d     mill.Setup

	colour, toMove, handBlue, handRed, removing *scenes.Choice
	panel                                       *scenes.EditorPanel

	board       render.MillBoard
	cursor      mill.Point
	cursorShown bool
	hover       mill.Point

	// What mill.Variant.SetUp made of d: the position (nil when refused),
	// the move whose removal is owed, and the refusal.
	pos     *mill.Position
	pending mill.Move
	err     error
}

// NewEditor opens the editor on the starting position of the match's
// variant; "Play from here" plays match m.
func NewEditor(s *scenes.Session, m scenes.Match) (*Editor, error) {
	v := mill.NineMensMorris
	if id := m.Option(optVariant, ""); id != "" {
		var err error
		if v, err = mill.VariantNamed(id); err != nil {
			return nil, err
		}
	}
	e := &Editor{match: m, v: v, board: render.MillBoard{X: 125, Y: 115, Size: 460}, hover: mill.NoPoint}
	sides := []string{lang.Cap(scenes.Side(0)["nom"]), lang.Cap(scenes.Side(1)["nom"])}
	counts := make([]string, v.Pieces()+1)
	for i := range counts {
		counts[i] = lang.Num(i)
	}
	e.colour = &scenes.Choice{Label: lang.T("editor.colour"), Options: sides}
	e.toMove = &scenes.Choice{Label: lang.T("editor.tomove"), Options: sides}
	e.handBlue = &scenes.Choice{Label: lang.T("editor.mill.hand", "Side", scenes.Side(0)), Options: counts}
	e.handRed = &scenes.Choice{Label: lang.T("editor.mill.hand", "Side", scenes.Side(1)), Options: counts}
	e.removing = &scenes.Choice{Label: lang.T("editor.mill.removing"), Options: append([]string{lang.T("editor.mill.removing.none")}, sides...)}
	e.panel = scenes.NewEditorPanel(variantTitle(v), e.colour, e.toMove, e.handBlue, e.handRed, e.removing)
	e.cursor = mill.Point(0)
	e.setStart()
	return e, nil
}

// openEditor is the GameDesc's Editor.
func openEditor(s *scenes.Session, m scenes.Match) (scenes.Scene, error) { return NewEditor(s, m) }

// setStart sets the variant's starting position up.
func (e *Editor) setStart() {
	e.d = e.v.NewGame().Describe()
	e.showSetup()
}

// showSetup puts d's hands, side and removal into the rows, and builds it.
func (e *Editor) showSetup() {
	e.handBlue.Index, e.handRed.Index = e.d.Hand[0], e.d.Hand[1]
	e.toMove.Index = int(e.d.ToMove)
	e.removing.Index = 0
	for c := range 2 {
		if e.d.Removing[c] {
			e.removing.Index = c + 1
		}
	}
	e.rebuild()
}

// readRows takes the hands, side and removal from the rows, and builds d.
func (e *Editor) readRows() {
	e.d.Hand = [2]int{e.handBlue.Index, e.handRed.Index}
	e.d.ToMove = mill.Color(e.toMove.Index)
	e.d.Removing = [2]bool{e.removing.Index == 1, e.removing.Index == 2}
	e.rebuild()
}

// rebuild sets d up as a position, or finds why it is refused.
func (e *Editor) rebuild() {
	e.pos, e.pending, e.err = e.v.SetUp(e.d)
}

// Setup returns the set-up on the screen (tests).
func (e *Editor) Setup() mill.Setup { return e.d }

// Refusal returns why the position cannot be played, in words, or "".
func (e *Editor) Refusal() string {
	if e.err == nil {
		return ""
	}
	return refusalWords(e.err)
}

// Playable reports whether the position can be played.
func (e *Editor) Playable() bool { return e.err == nil }

// Panel returns the side panel (tests).
func (e *Editor) Panel() *scenes.EditorPanel { return e.panel }

// Toggle is a click on point p: a piece of the colour chosen is put
// there, or, where one stands already, taken away; a piece of the other
// colour is replaced.
func (e *Editor) Toggle(p mill.Point) {
	c := mill.Color(e.colour.Index)
	b := uint32(1) << uint(p)
	had := e.d.Pieces[c]&b != 0
	e.d.Pieces[0] &^= b
	e.d.Pieces[1] &^= b
	if !had {
		e.d.Pieces[c] |= b
	}
	e.rebuild()
}

// Take is a right-click on point p: its piece is taken away.
func (e *Editor) Take(p mill.Point) {
	b := uint32(1) << uint(p)
	e.d.Pieces[0] &^= b
	e.d.Pieces[1] &^= b
	e.rebuild()
}

func (e *Editor) Update(s *scenes.Session) error {
	in := &s.Input
	onBoard := e.panel.OnBoard()
	switch e.panel.Update(s, e.Playable()) {
	case scenes.EditorBack:
		s.Stack.Pop()
		return nil
	case scenes.EditorChanged:
		e.readRows()
	case scenes.EditorClear:
		e.d.Pieces = [2]uint32{}
		e.d.Removing = [2]bool{}
		e.showSetup()
	case scenes.EditorStart:
		e.setStart()
	case scenes.EditorPlay:
		return e.open(s, e.match, false)
	case scenes.EditorAnalyse:
		return e.open(s, scenes.Match{Options: e.match.Options}, true)
	}
	if p, ok := e.board.PointAt(e.v, in.MouseX, in.MouseY); ok {
		if p != e.hover {
			s.Invalidate()
		}
		e.hover = p
		if in.MouseMoved {
			e.cursor, e.cursorShown = p, false
		}
	} else {
		e.hover = mill.NoPoint
	}
	switch {
	case in.Clicked && e.hover != mill.NoPoint:
		e.Toggle(e.hover)
		s.Play(assets.Place)
	case in.RightClicked && e.hover != mill.NoPoint:
		e.Take(e.hover)
		s.Play(assets.Remove)
	case onBoard && e.panel.OnBoard():
		for _, a := range arrows {
			if in.Just(a.key) {
				e.cursor, e.cursorShown = stepPoint(e.v, e.cursor, a.dx, a.dy), true
				s.Invalidate()
			}
		}
		if in.Just(scenes.ActConfirm) {
			e.cursorShown = true
			e.Toggle(e.cursor)
			s.Play(assets.Place)
		}
	}
	return nil
}

// open plays the position (or, with analyse, opens it for two players with
// the analysis shown) in a game screen over the editor: leaving the game
// comes back here.
func (e *Editor) open(s *scenes.Session, m scenes.Match, analyse bool) error {
	if e.pos == nil || e.err != nil {
		return nil
	}
	sc, err := PlayFrom(s, m, e.pos, e.pending)
	if err != nil {
		return err
	}
	if analyse {
		sc.toggleAnalysis(s)
	}
	s.Stack.Push(sc)
	return nil
}

// PlayFrom starts match m from pos, a position set up, in which the side
// to move still owes the removal of pending (To == NoPoint: none; see
// mill.Variant.SetUp). A person owing it picks the piece to remove first
// (a hint names one); a computer player picks it with a short search.
func PlayFrom(s *scenes.Session, m scenes.Match, pos *mill.Position, pending mill.Move) (*Screen, error) {
	if pos.Variant() != mill.NineMensMorris {
		opts := map[string]string{}
		for k, v := range m.Options {
			opts[k] = v
		}
		opts[optVariant] = pos.Variant().ID()
		m.Options = opts
	}
	sc, err := New(s, m)
	if err != nil {
		return nil, err
	}
	if pending.To != mill.NoPoint {
		sc.owed = &pending
		side := pos.SideToMove()
		owing := func(p ai.Player[*mill.Position, mill.Move]) ai.Player[*mill.Position, mill.Move] {
			return owingPlayer{inner: p, owed: pending}
		}
		if p := sc.Players[side]; p != nil {
			sc.Players[side] = owing(p)
		}
		sc.WrapHinter(owing) // a hint is a removal too
	}
	sc.StartFrom(s, pos)
	return sc, nil
}

// owingPlayer is a computer player whose side starts a game set up in the
// editor owing a removal: the set-up's first move must be the move that
// closed the mill, with one of its removals. The player's own search
// would look at every move of the position before the mill, so the
// removal is chosen here: the one after which the opponent's best, by a
// short search of millai.Analyse, is worst (a removal that wins at once
// first). Every later move is the player's own.
type owingPlayer struct {
	inner ai.Player[*mill.Position, mill.Move]
	owed  mill.Move
}

// owedDepth is how deep the search that picks an owed removal looks.
const owedDepth = 4

func (o owingPlayer) Name() string { return o.inner.Name() }

func (o owingPlayer) Choose(ctx context.Context, pos *mill.Position, lim ai.Limits) (mill.Move, ai.Info, error) {
	if pos.Ply() != 0 {
		return o.inner.Choose(ctx, pos, lim)
	}
	best, bestScore, found := mill.Move{}, math.MaxInt, false
	for _, m := range pos.LegalMoves(nil) {
		if m.From != o.owed.From || m.To != o.owed.To {
			continue
		}
		after := pos.Clone()
		after.Apply(m)
		a, err := millai.Analyse(ctx, after, ai.Limits{MaxDepth: owedDepth, MoveTime: lim.MoveTime})
		score := a.Score // the opponent's, who is to move after the removal
		switch {
		case errors.Is(err, millai.ErrGameOver):
			return m, ai.Info{Note: "the removal wins"}, nil
		case err != nil:
			return mill.Move{}, ai.Info{}, err
		}
		if !found || score < bestScore {
			best, bestScore, found = m, score, true
		}
	}
	if !found {
		return o.inner.Choose(ctx, pos, lim)
	}
	return best, ai.Info{Depth: owedDepth, Score: -bestScore}, nil
}

// stepPoint moves a keyboard cursor from p to the nearest point of v in
// direction (dx, dy), as the game's cursor moves.
func stepPoint(v *mill.Variant, p mill.Point, dx, dy float64) mill.Point {
	cx, cy := float64(v.File(p)), float64(6-v.Rank(p))
	best, bestScore := p, math.Inf(1)
	for q := range mill.Point(v.NumPoints()) {
		vx, vy := float64(v.File(q))-cx, float64(6-v.Rank(q))-cy
		along := vx*dx + vy*dy
		if along <= 0 {
			continue
		}
		across := math.Abs(vx*dy - vy*dx)
		if score := along + 2*across; score < bestScore {
			best, bestScore = q, score
		}
	}
	return best
}

func (e *Editor) Draw(c *render.Canvas, s *scenes.Session) {
	scenes.DrawBackdrop(c)
	render.DrawMillBase(c, e.board, e.v)
	r := e.board.PieceRadius()
	for p := range mill.Point(e.v.NumPoints()) {
		x, y := e.board.PointPos(e.v, p)
		for col := mill.Blue; col <= mill.Red; col++ {
			if e.d.Pieces[col]&(1<<uint(p)) != 0 {
				render.DrawPiece(c, x, y, r, col, 1)
			}
		}
	}
	if e.hover != mill.NoPoint && !e.cursorShown {
		x, y := e.board.PointPos(e.v, e.hover)
		render.DrawMillCursor(c, x, y, r, render.TextDim)
	}
	if e.cursorShown {
		x, y := e.board.PointPos(e.v, e.cursor)
		render.DrawMillCursor(c, x, y, r, render.TextMain)
	}
	status, refused := e.statusWords(), e.err != nil
	board := lang.T("editor.mill.keys", "Confirm", scenes.Key(scenes.ActConfirm))
	e.panel.Draw(c, status, refused, scenes.EditorMatchWords(Game(), e.match), board)
}

// statusWords says whether the position can be played, and if not why.
func (e *Editor) statusWords() string {
	if e.err != nil {
		return refusalWords(e.err)
	}
	side := scenes.Side(int(e.pos.SideToMove()))
	if e.pending.To != mill.NoPoint {
		return lang.T("editor.mill.ready.remove", "Side", side)
	}
	phase := map[mill.Phase]string{mill.Placing: "editor.mill.phase.placing", mill.Moving: "editor.mill.phase.moving",
		mill.Flying: "editor.mill.phase.flying"}[e.pos.PhaseOf(e.pos.SideToMove())]
	return lang.T("editor.mill.ready", "Side", side, "Phase", lang.T(phase))
}

// refusalWords says in plain words why a set-up is refused.
func refusalWords(err error) string {
	var se *mill.SetupError
	if !errors.As(err, &se) {
		return lang.T("editor.refused.other")
	}
	side := scenes.Side(int(se.Side))
	switch se.Reason {
	case mill.SetupTooMany:
		return lang.T("editor.mill.refused.toomany", "Side", side, "Limit", lang.Num(se.Limit))
	case mill.SetupHandsOutOfTurn:
		return lang.T("editor.mill.refused.hands", "First", scenes.Side(0), "Second", scenes.Side(1))
	case mill.SetupBothRemoving, mill.SetupRemovingOutOfTurn:
		return lang.T("editor.mill.refused.removingturn")
	case mill.SetupNoMill:
		return lang.T("editor.mill.refused.nomill", "Side", side)
	case mill.SetupNothingToRemove:
		return lang.T("editor.mill.refused.nothing", "Side", side)
	case mill.SetupNoClosingMove:
		return lang.T("editor.mill.refused.noclosing", "Side", side)
	case mill.SetupTooFew:
		return lang.T("editor.mill.refused.toofew", "Side", side)
	case mill.SetupBlocked:
		return lang.T("editor.mill.refused.blocked", "Side", side)
	case mill.SetupFullBoard:
		return lang.T("editor.mill.refused.full")
	}
	return lang.T("editor.refused.other")
}

// editorSample is the position of the editor's sample: the placing near
// its end, Blue to place.
const editorSample = "blue: a1 d1 g4 b4 d2 f4 e5; red: a7 d7 g7 b6 d6 c4 e3; hand: 2 2; turn: blue"

// editorBlocked is a set-up the editor refuses: Blue to move, every Blue
// piece shut in.
const editorBlocked = "blue: a1 d1 g1 a7; red: a4 d2 g4 d7; hand: 0 0; turn: blue"

// editorOwed is a set-up in which Red has just closed the mill a7-d7-g7
// and still owes the removal.
const editorOwed = "blue: a1 d1 g1 b2 d2; red: a7 d7 g7 b6 f6; hand: 3 3; turn: red"

// sampleOwedHint: a game played from the editor's editorOwed, the person
// Red against Hard, with the hint for the removal owed shown.
func sampleOwedHint(s *scenes.Session) error {
	d := mustPosition(editorOwed).Describe()
	d.Removing[mill.Red] = true
	pos, pending, err := mill.NineMensMorris.SetUp(d)
	if err != nil {
		return err
	}
	s.Stack.Reset(scenes.NewMainMenu())
	m, err := PlayFrom(s, OnePlayer(mill.Red, "hard"), pos, pending)
	if err != nil {
		return err
	}
	s.Stack.Push(m)
	return m.AwaitHint(s, m)
}

// sampleEditor returns a sample of the editor (against Hard, the person
// Blue) showing the set-up written as pos, over the main menu.
func sampleEditor(pos string) func(*scenes.Session) error {
	return func(s *scenes.Session) error {
		e, err := NewEditor(s, OnePlayer(mill.Blue, "hard"))
		if err != nil {
			return err
		}
		p := mustPosition(pos)
		e.d = p.Describe()
		e.showSetup()
		scenes.ShowSample(s, e)
		return nil
	}
}
