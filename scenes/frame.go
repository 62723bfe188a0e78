package scenes

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"stratagem/ai"
	"stratagem/assets"
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
	// KeyHelper adds words to the key help above the action bar.
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
	Title   string
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

	anim    Anim
	end     endTimer
	started time.Time
	bar     actionBar
	hist    history[M]
	saved   saveState // what this game handed to the save file (saving.go)
}

// Init sets the frame up for a match of the game g (the screen that embeds
// f) with the computer players of roster, and starts the first game.
// hintLevel names the computer player that answers the Hint key ("": no
// hints).
func (f *Frame[S, M]) Init(s *Session, title string, roster *ai.Roster[S, M], m Match, g Screen[S, M], hintLevel string) error {
	f.Title, f.Match, f.roster, f.screen = title, m, roster, g
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
	r, err := f.screen.NextRules(s)
	if err != nil {
		return err
	}
	st, err := r.New()
	if err != nil {
		return err
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
	f.screen.Started(s, st)
	f.anim = nil
	f.started = s.Now()
	f.end.reset()
	f.hist = history[M]{redo: f.hist.redo[:0]}
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
	f.end.reset()
	f.hist = history[M]{}
	f.Changed()
}

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
	if f.keys == nil {
		f.keys = CoreKeys
		if g, ok := f.screen.(GameKeyer); ok {
			f.keys = CoreKeys.With(g.GameKeys())
		}
	}
	return f.keys
}

// State returns the live position. The screen reads it; only the frame
// changes it (Play).
func (f *Frame[S, M]) State() S { return f.state }

// Rules returns the rules of the game in progress.
func (f *Frame[S, M]) Rules() rules.Game[S, M] { return f.rules }

// Outcome returns the live position's outcome.
func (f *Frame[S, M]) Outcome() rules.Outcome {
	if f.seenOut != f.gen || f.gen == 0 {
		f.out, f.seenOut = f.rules.Outcome(f.state), f.gen
	}
	return f.out
}

// Over reports whether the game is over.
func (f *Frame[S, M]) Over() bool { return f.Outcome().Over }

// Legal returns the live position's legal moves: the frame's own slice,
// to read until the next change.
func (f *Frame[S, M]) Legal() []M {
	if f.seenLegal != f.gen || f.legal == nil {
		f.legal, f.seenLegal = f.rules.Legal(f.state, f.legal[:0]), f.gen
	}
	return f.legal
}

// ToAct returns the side whose decision it is, and false while no side
// decides (the game is over, or the dice are to roll).
func (f *Frame[S, M]) ToAct() (int, bool) {
	side, decides := f.rules.ToAct(f.state)
	return int(side), decides
}

// History returns the moves played so far, oldest first.
func (f *Frame[S, M]) History() []M { return f.rules.History(f.state) }

// Record returns the moves played so far in the game's notation, kept as
// they are played (the saved game is written after every move).
func (f *Frame[S, M]) Record() []string { return slices.Clone(f.record) }

// Ply returns the number of moves played.
func (f *Frame[S, M]) Ply() int { return f.rules.Ply(f.state) }

// IsLegal reports whether m may be played now.
func (f *Frame[S, M]) IsLegal(m M) bool { return !f.Over() && f.rules.IsLegal(f.state, m) }

// Play plays m, a move a person chose on the board or with a command: the
// frame checks it, rolls its dice, applies it, tells the screen (its
// animation, sound and log line) and the rest of the frame. It reports
// whether m was played: a move that is not legal now is not.
func (f *Frame[S, M]) Play(s *Session, m M) bool {
	if !f.IsLegal(m) {
		return false
	}
	f.apply(s, m, false)
	return true
}

// PlayQuietly plays moves at once, without sound or animation, as a
// saved game is restored (samples and tests set their positions so). A
// move that is not legal is an error, and the moves after it are not played.
func (f *Frame[S, M]) PlayQuietly(s *Session, moves ...M) error {
	for _, m := range moves {
		if !f.IsLegal(m) {
			return rules.Why(f.rules, f.state, m)
		}
		f.replay(s, m)
	}
	return nil
}

// apply plays m, which is legal, on the live position: quietly (no sound
// or animation) for a move replayed or restored.
func (f *Frame[S, M]) apply(s *Session, m M, quiet bool) {
	before := f.rules.Clone(f.state)
	m = f.referee.Settle(f.state, m)
	f.record = append(f.record[:min(len(f.record), f.Ply())], f.rules.Format(f.state, m))
	f.rules.Apply(f.state, m)
	var anim Anim
	if quiet {
		s.Hushed(func() { f.screen.Played(s, m, before) })
	} else {
		anim = f.screen.Played(s, m, before)
	}
	f.anim = anim
	f.Changed()
}

// Anim returns the animation running, or nil.
func (f *Frame[S, M]) Anim() Anim { return f.anim }

// Person reports whether side is played by a person.
func (f *Frame[S, M]) Person(side int) bool { return f.Players[side] == nil }

// PersonToAct reports whether a person decides now: the game is not over,
// a side decides and it is a person's.
func (f *Frame[S, M]) PersonToAct() bool {
	side, ok := f.ToAct()
	return ok && f.Person(side) && !f.Over() && !f.hist.reviewing && !f.PlayingOut()
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
	if t, ok := f.screen.(Ticker); ok {
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
		}
	}
	if f.computer.thinking() || f.hinting.Busy() || f.WorkUnderWay() != "" {
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
		return f.playing.what
	}
	if w, ok := f.screen.(Worker); ok {
		return w.Working()
	}
	return ""
}

// stepComputer starts the search for the side to move and plays its
// answer once the previous move's animation is over. It never waits.
func (f *Frame[S, M]) stepComputer(s *Session, side int) {
	p := f.Players[side]
	think := func() func(ctx context.Context) (answer[M], error) {
		st := f.rules.Clone(f.state) // the search gets its own copy; the screen keeps animating the live one
		return func(ctx context.Context) (answer[M], error) {
			m, info, err := p.Choose(ctx, st, ai.Limits{})
			return answer[M]{m, info}, err
		}
	}
	m, ok, failure := f.computer.step(f.gen, f.anim == nil, think, f.IsLegal)
	switch {
	case failure != nil:
		f.computerFailed(s, side, failure)
	case ok:
		f.apply(s, m, false)
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
	if m, ok := rules.AnyMove(f.rules, f.state); ok {
		f.apply(s, m, false)
	}
}

// askHint starts the search for a hint for the person to move.
func (f *Frame[S, M]) askHint(s *Session) {
	if f.hinter == nil || !f.PersonToAct() || f.hinting.Busy() {
		return
	}
	st, p := f.rules.Clone(f.state), f.hinter
	f.hinting.Start(f.gen, func(ctx context.Context) (answer[M], error) {
		m, info, err := p.Choose(ctx, st, ai.Limits{})
		return answer[M]{m, info}, err
	})
}

func (f *Frame[S, M]) pollHint(s *Session) {
	if a, gen, err, ok := f.hinting.Poll(); ok && gen == f.gen && err == nil && f.IsLegal(a.move) {
		f.hint, f.hintGen = &a.move, gen
		s.Invalidate()
	}
}

// Undo takes back to the last decision of a person (the game's own rule
// when it has one); Redo plays it again.
func (f *Frame[S, M]) Undo(s *Session) {
	if u, ok := f.screen.(Undoer); ok {
		u.Undo(s)
		return
	}
	f.UndoToPerson(s)
}

func (f *Frame[S, M]) canUndo() bool {
	if u, ok := f.screen.(Undoer); ok {
		return u.CanUndo()
	}
	return !f.BothComputer() && f.Ply() > 0
}

// UndoToPerson takes moves back until a person is to move again (at least
// one move): in hot-seat that is one move, against the computer the
// computer's reply and the person's move. It does nothing when the
// computer plays both sides or nothing has been played, and reports
// whether it took anything back.
func (f *Frame[S, M]) UndoToPerson(s *Session) bool {
	if f.BothComputer() || f.Ply() == 0 {
		return false
	}
	for f.StepBack(s) {
		if side, ok := f.ToAct(); ok && f.Person(side) {
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
