package scenes

import (
	"fmt"
	"time"

	"stratagem/ai"
	"stratagem/board/rules"
	"stratagem/render"
)

// Screen is a game's screen in the game frame: how it draws the game and
// turns the person's input into moves. The rules are not its business: the
// frame keeps the game's state and plays every move through the game's
// rules (package rules), and tells the screen what changed. S is the
// game's state (a pointer), M its move; the frame calls these methods on
// the frame goroutine only.
type Screen[S, M any] interface {
	// NextRules returns the rules of the next game of the match (its
	// variant: the same each time, or Hex Battle's new random field).
	NextRules(s *Session) (rules.Game[S, M], error)
	// Started tells the screen that a game begins on st: the frame's live
	// state, which the frame changes through the rules and the screen
	// reads to draw.
	Started(s *Session, st S)
	// Played tells the screen of the move m the frame has just played
	// (its dice rolled); before is the position as it was. The screen
	// writes its log line and plays its sound, and returns its animation
	// (nil: none), which the frame drops for a move replayed quietly.
	Played(s *Session, m M, before S) Anim
	// UpdatePerson turns input on the board into moves (Frame.Play); the
	// frame calls it while a person is to act and nothing animates.
	UpdatePerson(s *Session)
	DrawBoard(c *render.Canvas, s *Session)
	// DrawPanel draws the game's part of the side panel inside area: the
	// rules of the phase, the move list or log.
	DrawPanel(c *render.Canvas, s *Session, area Rect)
	Status() Status
	// EndWords says how the game ended, in words, for the victory panel
	// ("Red cannot move").
	EndWords(o rules.Outcome) string
	// VictoryStats are the numbers the victory panel shows.
	VictoryStats(s *Session) []string
}

// Optional parts of a Screen.
type (
	// Commander adds the game's own buttons and keys (Wait, Defend, …) to
	// the action bar; Commands is asked every tick.
	Commander interface{ Commands() []Command }
	// ReviewCommander adds the game's own buttons and keys to the bar
	// while the person reviews the game (next mistake, the analysis),
	// beside "play from here" and "back to the game"; asked every tick.
	ReviewCommander interface{ ReviewCommands() []Command }
	// DiceSeeder seeds the dice of a game with chance (0: a fresh seed
	// from the session), for screens that must roll the same dice again
	// (samples, tests).
	DiceSeeder interface{ DiceSeed() uint64 }
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
	// KeyHelper adds words to the key help above the action bar: items
	// joined with " · ", which the help may break into lines between them.
	KeyHelper interface{ KeyHelp() string }
	// GameKeyer is a screen whose game has actions of its own: their keys
	// (GameKeys), which the frame adds to CoreKeys.
	GameKeyer interface{ GameKeys() KeyMap }
	// ChangeListener hears of every change of the position (a move, an
	// undo, a new game), to drop what it worked out for the old one.
	ChangeListener interface{ PositionChanged() }
	// Ticker is called at the start of every tick, whoever is to move:
	// for work of the screen's own (taking an analysis's answer) and
	// following the mouse while the computer plays.
	Ticker interface{ Tick(s *Session) }
)

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
	Key     Action // its action, or NoKey: the key map names its keys
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
	Match   Match
	Players [2]ai.Player[S, M] // nil for a person
	roster  *ai.Roster[S, M]
	screen  Screen[S, M]

	rules   rules.Game[S, M]
	state   S // the live position: only the frame changes it
	referee *rules.Referee[S, M]
	record  []string // the moves played, in the notation (the saved game)
	// The outcome and the legal moves of the position of generation
	// seenOut and seenLegal, worked out once per change.
	out                rules.Outcome
	legal              []M
	seenOut, seenLegal uint64

	gen      uint64 // bumped on every change of the position
	seenGen  uint64
	computer computerTurn[M]
	hinter   ai.Player[S, M]
	hinting  AIRunner[answer[M]]
	hint     *M
	hintGen  uint64

	playing playOut[M] // the computer playing the game out (playout.go)
	keys    KeyMap     // CoreKeys and the game's own (Keys)
	keysGen uint64     // the rebinding (KeysGen) keys was made for

	anim    Anim
	end     endTimer
	started time.Time
	bar     actionBar
	// panelFoot is how far down the panel's words reached in the last
	// Draw (render.Canvas.Foot); kept here so no frame allocates it.
	panelFoot float64
	hist      history[M]
	saved     saveState        // what this game handed to the save file (saving.go)
	puzzle    *puzzleRun[S, M] // the puzzle played (puzzleframe.go); nil in a game
	counted   bool             // the game's result is in the statistics, or is not to be (statscount.go)
	// setUp is the position a game from the position editor starts from
	// (StartFrom), which Restart starts from again; nil in a game from
	// the start.
	setUp *S
	kept  keepState // the game kept as a record (framekeep.go)
}

// Init sets the frame up for a match of the game g (the screen that embeds
// f), whose ID is game, with the computer players of roster, and starts
// the first game.
// hintLevel names the computer player that answers the Hint key ("": no
// hints).
func (f *Frame[S, M]) Init(s *Session, game string, roster *ai.Roster[S, M], m Match, g Screen[S, M], hintLevel string) error {
	m.Game = game
	f.Match, f.roster, f.screen = m, roster, g
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
	f.keepAbandoned(s) // a game left before its end for a new one
	r, err := f.screen.NextRules(s)
	if err != nil {
		return err
	}
	st, err := r.New()
	if err != nil {
		return err
	}
	if f.setUp != nil {
		st = r.Clone(*f.setUp)
	}
	seed := uint64(0)
	if d, ok := f.screen.(DiceSeeder); ok {
		seed = d.DiceSeed()
	}
	if seed == 0 {
		seed = s.NextSeed()
	}
	f.rules, f.state, f.referee = r, st, rules.NewReferee(r, seed)
	f.record = f.record[:0]
	if f.setUp != nil {
		f.record = rules.Record(r, st) // the moves that lead to the position set up, if it keeps them
	}
	f.screen.Started(s, st)
	f.anim = nil
	f.started = s.Now()
	f.kept = keepState{began: f.started, session: s, done: f.setUp != nil && !f.setUpKept()} // kept with its position when the rules can write it
	f.end.reset()
	f.hist = history[M]{redo: f.hist.redo[:0]}
	f.counted = f.setUp != nil // a position from the editor, not played to: not a game against the level
	f.Changed()
	return nil
}

// SetUp begins the game afresh from st, a position set up rather than
// played to (tests and samples): the moves before it are not known.
func (f *Frame[S, M]) SetUp(s *Session, st S) {
	f.stopWork()
	f.state = st
	f.record = rules.Record(f.rules, st) // the moves that led there, if it knows them
	f.screen.Started(s, st)
	f.anim = nil
	f.started = s.Now()
	f.kept = keepState{began: f.started, session: s, done: true} // a record cannot say where a set-up began
	f.end.reset()
	f.hist = history[M]{}
	f.counted = true // a position set up, not played to: not a game against the level
	f.Changed()
}

// StartFrom begins the match again from st, a position set up in the
// position editor: the game starts there, and so does every game of the
// match after it (Restart, Play again). Such a game is not kept for
// Continue, whose saved moves start from the game's start.
func (f *Frame[S, M]) StartFrom(s *Session, st S) {
	start := f.rules.Clone(st)
	f.setUp = &start
	f.Restart(s)
}

// firstPly is the ply the game started at: the moves before it (those
// that lead to a position set up, as Connect Four's positions keep them)
// are not the game's, and neither undo nor the review goes back past it.
func (f *Frame[S, M]) firstPly() int {
	if f.setUp == nil {
		return 0
	}
	return f.rules.Ply(*f.setUp)
}

// FromSetUp reports whether the match plays from a position set up in the
// position editor (StartFrom).
func (f *Frame[S, M]) FromSetUp() bool { return f.setUp != nil }

// Restart begins a new game with the same players.
func (f *Frame[S, M]) Restart(s *Session) {
	if err := f.newGame(s); err != nil {
		s.Warn(fmt.Sprintf("could not start a new game: %v", err))
	}
}

// Changed records that the position, or who plays it, changed: answers
// and hints for the old one no longer apply, and the screen is to be drawn
// again. The frame calls it after every move it plays or takes back.
func (f *Frame[S, M]) Changed() {
	f.gen++
	f.computer.reset()
	f.hinting.Cancel()
	f.playing.runner.Cancel()
	f.hint = nil
	f.hist.noteChange(f.Ply())
	if l, ok := f.screen.(ChangeListener); ok {
		l.PositionChanged()
	}
}

// GameID returns the ID of the game the frame shows.
func (f *Frame[S, M]) GameID() string { return f.Match.Game }

// Gen returns the position's generation: it changes with every move.
func (f *Frame[S, M]) Gen() uint64 { return f.gen }

// Close cancels the searches when the screen leaves the stack, and waits
// until the game's save is written: the menu may read it next.
func (f *Frame[S, M]) Close() {
	f.stopWork()
	f.keepAbandoned(f.kept.session) // left for the menu before its end
	f.flushSave()
}

func (f *Frame[S, M]) stopWork() {
	f.computer.reset()
	f.hinting.Cancel()
	f.playing.runner.Cancel()
	if w, ok := f.screen.(Worker); ok {
		w.StopWork()
	}
}

// Animate replaces the animation running (nil stops it).
func (f *Frame[S, M]) Animate(a Anim) { f.anim = a }

// Keys returns the screen's key map: CoreKeys and the game's own.
func (f *Frame[S, M]) Keys() KeyMap {
	if f.keys == nil || f.keysGen != KeysGen() {
		f.keys, f.keysGen = CoreKeys.With(ShareKeys), KeysGen()
		if g, ok := f.screen.(GameKeyer); ok {
			f.keys = f.keys.With(g.GameKeys())
		}
	}
	return f.keys
}

// Anim returns the animation running, or nil.
func (f *Frame[S, M]) Anim() Anim { return f.anim }

// Elapsed returns the time since the game began.
func (f *Frame[S, M]) Elapsed(s *Session) time.Duration {
	return s.Now().Sub(f.started).Round(time.Second)
}

// Clock writes a length of time as a clock shows it, the same in every
// language: "4:05", "1:02:09".
func Clock(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Update runs one tick of the game screen.
func (f *Frame[S, M]) Update(s *Session) error {
	defer f.afterTick(s)
	if t, ok := f.screen.(Ticker); ok {
		t.Tick(s)
	}
	if f.updateShare(s) || f.updateBar(s) || f.hist.reviewing {
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
	if f.puzzle != nil && f.updatePuzzle(s) {
		return nil
	}
	if f.PlayingOut() {
		f.pollPlayOut(s)
		return nil // nobody else moves meanwhile
	}
	if out := f.Outcome(); out.Over {
		f.computer.reset()
		if f.anim == nil && f.end.due(s) {
			f.showVictory(s, out)
		}
		return nil
	}
	side, ok := f.ToAct()
	switch {
	case !ok:
		// The dice's turn: the frame rolls them once the last move is shown.
		if m, waiting := f.referee.Waiting(f.state); waiting && f.anim == nil {
			f.apply(s, m, false)
		}
	case f.Players[side] != nil:
		f.stepComputer(s, side)
	case f.anim == nil:
		f.screen.UpdatePerson(s)
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
	f.bar.layout(game, frame, f.Keys(), f.keyHelp())
	if f.gen != f.seenGen {
		f.seenGen = f.gen
		s.Invalidate()
		if !f.hist.reviewing {
			f.save(s)
			f.keepIfOver(s)
		}
	}
	if f.computer.thinking() || f.hinting.Busy() {
		s.InvalidateEvery(progressTicks) // the "thinking…" dots and the search's progress bar
	} else if f.WorkUnderWay() != "" {
		s.InvalidateEvery(thinkingDotTicks) // the "thinking…" dots
	}
	if f.PlayingOut() {
		s.KeepTicking()
	}
	if f.hist.reviewing {
		return
	}
	_, decides := f.ToAct()
	over := f.Over()
	if f.anim != nil || f.computer.pending != nil || (over && !f.end.shown) || (!over && !decides) {
		s.KeepTicking()
	}
	if !over && decides && !f.PersonToAct() && !f.computer.failed {
		s.KeepTicking() // the computer's turn
	}
}

// WorkUnderWay names the slow work under way besides the computer's move
// (a play-out, the screen's analysis), for the status box; "" for none.
func (f *Frame[S, M]) WorkUnderWay() string {
	if f.PlayingOut() {
		return f.playOutNote()
	}
	if w, ok := f.screen.(Worker); ok {
		return w.Working()
	}
	return ""
}

// thinkingDotTicks is how often the "thinking…" dots move on;
// progressTicks how often the bar of a search's progress is drawn again.
const thinkingDotTicks, progressTicks = 20, 10

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
