package scenes

import (
	"context"
	"errors"
	"fmt"
	"time"

	"stratagem/ai"
	"stratagem/assets"
	"stratagem/render"
)

// Screen is what a game tells the game frame it is shown in. S is the
// game's state (a pointer), M its move; the frame calls these methods on
// the frame goroutine only.
type Screen[S, M any] interface {
	// Snapshot returns a copy of the live position that a search may own.
	Snapshot() S
	// ToAct returns the side (0 Blue, 1 Red) whose decision it is; ok is
	// false while no side decides (e.g. the dice of the Mech Duel's
	// initiative: see NoSideStepper).
	ToAct() (side int, ok bool)
	Outcome() Outcome
	Ply() int
	// History returns the moves played so far, in order.
	History() []M
	// Record returns the moves so far in the game's notation, one per ply
	// (a saved game), and ParseMove reads one for the live position.
	Record() []string
	ParseMove(text string) (M, error)
	// IsLegal tells whether the computer's answer may be played.
	IsLegal(m M) bool
	// AnyMove returns some legal move: played for a side whose computer
	// player failed, when the person asks for it.
	AnyMove() (M, bool)
	// Play applies m with its animation, sound and log line, and calls the
	// frame's Changed.
	Play(s *Session, m M)
	// TakeBack takes back the last ply (and its log line).
	TakeBack()
	// NewGame sets up a fresh game of the same match.
	NewGame(s *Session) error

	// UpdatePerson turns input on the board into moves; the frame calls it
	// while a person is to act and nothing animates.
	UpdatePerson(s *Session)
	DrawBoard(c *render.Canvas, s *Session)
	// DrawPanel draws the game's part of the side panel inside area: the
	// rules of the phase, the move list or log.
	DrawPanel(c *render.Canvas, s *Session, area Rect)
	Status() Status
	// VictoryStats are the numbers the victory panel shows.
	VictoryStats(s *Session) []string
}

// Optional parts of a Screen.
type (
	// Commander adds the game's own buttons and keys (Wait, Defend, …) to
	// the action bar; Commands is asked every tick.
	Commander interface{ Commands() []Command }
	// NoSideStepper moves the game on while no side decides (ToAct's ok is
	// false), e.g. by rolling dice.
	NoSideStepper interface{ StepNoSide(s *Session) }
	// Undoer replaces the frame's undo (back to the person's last decision)
	// with the game's own rule.
	Undoer interface {
		CanUndo() bool
		Undo(s *Session)
	}
	// MatchNoter adds a few words (a map's name) to the match line.
	MatchNoter interface{ MatchNote() string }
	// Worker is a screen with slow work of its own (an analysis): Working
	// names it while it runs, for the status box; StopWork cancels it when
	// the screen leaves the stack.
	Worker interface {
		Working() string
		StopWork()
	}
	// KeyHelper adds words to the key help above the action bar.
	KeyHelper interface{ KeyHelp() string }
	// ChangeListener hears of every change of the position (a move, an
	// undo, a new game), to drop what it worked out for the old one.
	ChangeListener interface{ PositionChanged() }
	// Ticker is called at the start of every tick, whoever is to move:
	// for work of the screen's own (taking an analysis's answer) and
	// following the mouse while the computer plays.
	Ticker interface{ Tick(s *Session) }
)

// Outcome is how a game ended, in the frame's terms.
type Outcome struct {
	Over   bool
	Winner int    // 0 Blue, 1 Red, -1 a draw
	Reason string // in plain words, e.g. "Red has no legal move"
}

// Status is the status box at the top of the panel: whose turn it is.
type Status struct {
	Text string
	// Mark draws a small figure of the side to move at (x, y), or is nil.
	Mark func(c *render.Canvas, x, y float64)
}

// Command is one button of the action bar and its key: the same table
// serves the button and the keyboard, so they cannot disagree.
type Command struct {
	Label   string // the button's label; "" leaves a gap in the bar
	Help    string // what the key help calls it ("" the label in lower case)
	Key     Action // its key, or NoKey
	KeyName string // how the key help names the key, e.g. "W"
	Enabled bool
	On      bool // the button shows as pressed in (the mode chosen)
	KeyOnly bool // a key without a button (it still shows in the key help)
	Do      func(s *Session)
}

// Anim is an animation a game plays after a move; the frame steps it, lets
// Enter or Space skip it, and waits for it before the next move.
type Anim interface {
	// Step advances one tick and reports whether the animation goes on.
	Step(s *Session) bool
	// Skip jumps to the end: the next Step finishes.
	Skip()
}

// Frame is the part every game screen shares: the players and the
// computer's turns, undo, restart, hint, the animation of the last move,
// the side panel with its status box and action bar, the victory panel,
// and what happens when a computer player fails. A game's screen embeds a
// Frame, implements Screen and calls Init.
type Frame[S, M any] struct {
	Title   string
	Match   Match
	Players [2]ai.Player[S, M] // nil for a person
	roster  *ai.Roster[S, M]
	game    Screen[S, M]

	gen      uint64 // bumped on every change of the position
	seenGen  uint64
	computer computerTurn[M]
	hinter   ai.Player[S, M]
	hinting  AIRunner[answer[M]]
	hint     *M
	hintGen  uint64

	anim    Anim
	end     endTimer
	started time.Time
	bar     actionBar
	hist    history[M]
	// wroteSave: this game is the one in the save file.
	wroteSave bool
}

// Init sets the frame up for a match of the game g (the screen that embeds
// f) with the computer players of roster, and starts the first game.
// hintLevel names the computer player that answers the Hint key ("": no
// hints).
func (f *Frame[S, M]) Init(s *Session, title string, roster *ai.Roster[S, M], m Match, g Screen[S, M], hintLevel string) error {
	f.Title, f.Match, f.roster, f.game = title, m, roster, g
	for side, name := range m.AI {
		if name == "" {
			continue
		}
		p, err := roster.New(name, s.NextSeed())
		if err != nil {
			return err
		}
		f.Players[side] = p
	}
	if hintLevel != "" {
		h, err := roster.New(hintLevel, s.NextSeed())
		if err != nil {
			return err
		}
		f.hinter = h
	}
	return f.newGame(s)
}

func (f *Frame[S, M]) newGame(s *Session) error {
	f.stopWork()
	if err := f.game.NewGame(s); err != nil {
		return err
	}
	f.anim = nil
	f.started = s.Now()
	f.end.reset()
	f.hist = history[M]{redo: f.hist.redo[:0]}
	f.Changed()
	return nil
}

// Restart begins a new game with the same players.
func (f *Frame[S, M]) Restart(s *Session) {
	if err := f.newGame(s); err != nil {
		s.Warn(fmt.Sprintf("could not start a new game: %v", err))
	}
}

// Changed records that the position changed: answers and hints for the
// old one no longer apply, and the screen is to be drawn again.
func (f *Frame[S, M]) Changed() {
	f.gen++
	f.computer.reset()
	f.hinting.Cancel()
	f.hint = nil
	f.hist.noteChange(f.game.Ply())
	if l, ok := f.game.(ChangeListener); ok {
		l.PositionChanged()
	}
}

// GameID returns the ID of the game the frame shows.
func (f *Frame[S, M]) GameID() string { return f.Match.Game }

// Gen returns the position's generation: it changes with every move.
func (f *Frame[S, M]) Gen() uint64 { return f.gen }

// Close cancels the searches when the screen leaves the stack.
func (f *Frame[S, M]) Close() { f.stopWork() }

func (f *Frame[S, M]) stopWork() {
	f.computer.reset()
	f.hinting.Cancel()
	if w, ok := f.game.(Worker); ok {
		w.StopWork()
	}
}

// Animate starts a as the animation of the move just played.
func (f *Frame[S, M]) Animate(a Anim) { f.anim = a }

// Anim returns the animation running, or nil.
func (f *Frame[S, M]) Anim() Anim { return f.anim }

// Person reports whether side is played by a person.
func (f *Frame[S, M]) Person(side int) bool { return f.Players[side] == nil }

// PersonToAct reports whether a person decides now: the game is not over,
// a side decides and it is a person's.
func (f *Frame[S, M]) PersonToAct() bool {
	side, ok := f.game.ToAct()
	return ok && f.Person(side) && !f.game.Outcome().Over && !f.hist.reviewing
}

// VsComputer reports whether a computer plays at least one side.
func (f *Frame[S, M]) VsComputer() bool { return f.Players[0] != nil || f.Players[1] != nil }

// BothComputer reports whether the computer plays both sides.
func (f *Frame[S, M]) BothComputer() bool { return f.Players[0] != nil && f.Players[1] != nil }

// Hint returns the hinted move for the current position, if one has arrived.
func (f *Frame[S, M]) Hint() (M, bool) {
	if f.hint == nil || f.hintGen != f.gen {
		var none M
		return none, false
	}
	return *f.hint, true
}

// Thinking reports whether the computer is searching its move.
func (f *Frame[S, M]) Thinking() bool { return f.computer.thinking() }

// Elapsed returns the time since the game began.
func (f *Frame[S, M]) Elapsed(s *Session) time.Duration {
	return s.Now().Sub(f.started).Round(time.Second)
}

// Update runs one tick of the game screen.
func (f *Frame[S, M]) Update(s *Session) error {
	defer f.afterTick(s)
	if t, ok := f.game.(Ticker); ok {
		t.Tick(s)
	}
	if f.updateBar(s) || f.hist.reviewing {
		return nil // the bar opened the pause menu or restarted the game; or a review: nobody plays
	}
	in := &s.Input
	if f.anim != nil {
		if in.Just(ActConfirm) {
			f.anim.Skip() // Enter or Space skips the rest of an animation
			in.Consume(ActConfirm)
		}
		if !f.anim.Step(s) {
			f.anim = nil
		}
		s.Invalidate()
	}
	f.pollHint(s)
	if out := f.game.Outcome(); out.Over {
		f.computer.reset()
		if f.anim == nil && f.end.due(s) {
			f.showVictory(s, out)
		}
		return nil
	}
	side, ok := f.game.ToAct()
	switch {
	case !ok:
		if st, can := f.game.(NoSideStepper); can && f.anim == nil {
			st.StepNoSide(s)
		}
	case f.Players[side] != nil:
		f.stepComputer(s, side)
	case f.anim == nil:
		f.game.UpdatePerson(s)
	}
	return nil
}

// afterTick asks for a redraw when the position changed this tick, and for
// the next tick while anything moves on by itself: an animation, a search,
// the pause before the victory panel, dice that roll by themselves.
func (f *Frame[S, M]) afterTick(s *Session) {
	// The bar as the tick left the game: it is drawn next, and a sleeping
	// game may show it for a long time.
	game, frame := f.commands()
	f.bar.layout(game, frame, f.keyHelp())
	if f.gen != f.seenGen {
		f.seenGen = f.gen
		s.Invalidate()
		if !f.hist.reviewing {
			f.save(s)
		}
	}
	if f.computer.thinking() || f.hinting.Busy() || f.working() != "" {
		s.InvalidateEvery(thinkingDotTicks) // the "thinking…" dots
	}
	if f.hist.reviewing {
		return
	}
	_, decides := f.game.ToAct()
	over := f.game.Outcome().Over
	if f.anim != nil || f.computer.pending != nil || (over && !f.end.shown) || (!over && !decides) {
		s.KeepTicking()
	}
	if !over && decides && !f.PersonToAct() && !f.computer.failed {
		s.KeepTicking() // the computer's turn
	}
}

func (f *Frame[S, M]) working() string {
	if w, ok := f.game.(Worker); ok {
		return w.Working()
	}
	return ""
}

// stepComputer starts the search for the side to move and plays its
// answer once the previous move's animation is over. It never waits.
func (f *Frame[S, M]) stepComputer(s *Session, side int) {
	p := f.Players[side]
	think := func() func(ctx context.Context) (answer[M], error) {
		st := f.game.Snapshot() // the search gets its own copy; the screen keeps animating the live one
		return func(ctx context.Context) (answer[M], error) {
			m, info, err := p.Choose(ctx, st, ai.Limits{})
			return answer[M]{m, info}, err
		}
	}
	m, ok, failure := f.computer.step(f.gen, f.anim == nil, think, f.game.IsLegal)
	switch {
	case failure != nil:
		f.computerFailed(s, side, failure)
	case ok:
		f.game.Play(s, m)
	}
}

// computerFailed tells the person that the computer player of side failed
// and offers a way on; with the computer on both sides (autoplay) it plays
// a legal move for it and goes on.
func (f *Frame[S, M]) computerFailed(s *Session, side int, err error) {
	who := fmt.Sprintf("The computer playing %s (%s)", SideName(side), f.roster.Title(f.Match.AI[side]))
	detail := err.Error()
	var pe *PanicError
	if errors.As(err, &pe) {
		s.Warn(fmt.Sprintf("%s crashed: %v\n%s", who, pe.Value, pe.Stack))
		detail = "it crashed"
	} else {
		s.Warn(fmt.Sprintf("%s failed: %v", who, err))
	}
	msg := fmt.Sprintf("%s could not choose a move: %s.", who, detail)
	if f.BothComputer() {
		f.playAnyMove(s)
		return
	}
	s.Play(assets.Lose)
	s.Stack.Push(newAIFailed(msg, SideName(side), func(s *Session) { f.playAnyMove(s) }, func(s *Session) {
		f.Players[side] = nil // hot-seat for that side from now on
		f.Match.AI[side] = ""
		f.Changed()
	}))
}

func (f *Frame[S, M]) playAnyMove(s *Session) {
	if m, ok := f.game.AnyMove(); ok {
		f.game.Play(s, m)
	}
}

// askHint starts the search for a hint for the person to move.
func (f *Frame[S, M]) askHint(s *Session) {
	if f.hinter == nil || !f.PersonToAct() || f.hinting.Busy() {
		return
	}
	st, p := f.game.Snapshot(), f.hinter
	f.hinting.Start(f.gen, func(ctx context.Context) (answer[M], error) {
		m, info, err := p.Choose(ctx, st, ai.Limits{})
		return answer[M]{m, info}, err
	})
}

func (f *Frame[S, M]) pollHint(s *Session) {
	if a, gen, err, ok := f.hinting.Poll(); ok && gen == f.gen && err == nil && f.game.IsLegal(a.move) {
		f.hint, f.hintGen = &a.move, gen
		s.Invalidate()
	}
}

// Undo takes back to the last decision of a person (the game's own rule
// when it has one); Redo plays it again.
func (f *Frame[S, M]) Undo(s *Session) {
	if u, ok := f.game.(Undoer); ok {
		u.Undo(s)
		return
	}
	f.UndoToPerson(s)
}

func (f *Frame[S, M]) canUndo() bool {
	if u, ok := f.game.(Undoer); ok {
		return u.CanUndo()
	}
	return !f.BothComputer() && f.game.Ply() > 0
}

// UndoToPerson takes moves back until a person is to move again (at least
// one move): in hot-seat that is one move, against the computer the
// computer's reply and the person's move. It does nothing when the
// computer plays both sides or nothing has been played, and reports
// whether it took anything back.
func (f *Frame[S, M]) UndoToPerson(s *Session) bool {
	g := f.game
	if f.BothComputer() || g.Ply() == 0 {
		return false
	}
	for f.StepBack(s) {
		if side, ok := g.ToAct(); ok && f.Person(side) {
			break
		}
	}
	s.Play(assets.Click)
	return true
}

// SideName is the name of side 0 (Blue) or 1 (Red).
func SideName(side int) string {
	if side == 1 {
		return "Red"
	}
	return "Blue"
}

// thinkingDotTicks is how often the "thinking…" dots move on.
const thinkingDotTicks = 20

// endTimer waits a moment after the last animation of a finished game
// before the victory panel appears, and shows it once.
type endTimer struct {
	frames int
	shown  bool
}

func (e *endTimer) reset() { *e = endTimer{} }

// due reports, once, that the victory panel should be shown now.
func (e *endTimer) due(s *Session) bool {
	e.frames++
	if !e.shown && e.frames >= s.Ticks(0.6) {
		e.shown = true
		return true
	}
	return false
}
