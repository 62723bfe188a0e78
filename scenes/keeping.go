package scenes

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stratagem/assets/lang"
	"stratagem/board/record"
	"stratagem/render"
	"stratagem/scenes/clip"
	"stratagem/scenes/kept"
)

// The session's part in keeping games: the Keeper that writes the
// records, the messages on screen that say what came of keeping, copying
// and pasting, and the records that arrive from outside (pasted, dropped
// on the window).

// keeping reports whether games are kept.
func (s *Session) keeping() bool { return s.RecordsPath != "" && !s.ReadOnly }

// keeper returns the Keeper of the session's records.
func (s *Session) keeper() *kept.Keeper { return kept.KeeperFor(s.RecordsPath) }

// Records returns the store of the records kept, or nil when games are
// not kept.
func (s *Session) Records() kept.Store {
	if s.RecordsPath == "" {
		return nil
	}
	return s.keeper().Store()
}

// FlushRecords waits until the records handed are written, and tells of
// a failure: for when the program ends, and tests.
func (s *Session) FlushRecords() {
	if !s.keeping() {
		return
	}
	s.keeper().Flush()
	s.warnKeepFailure()
}

// warnKeepFailure tells the player, in the log and on screen, of a game
// that could not be kept. The game goes on.
func (s *Session) warnKeepFailure() {
	if !s.keeping() {
		return
	}
	if err := s.keeper().Failure(); err != nil {
		s.Warn(fmt.Sprintf("could not keep the game: %v", err))
		s.Tell(lang.T("records.keep.failed", "Why", lang.Verbatim(err.Error())))
	}
}

// tickKeeping runs at the start of every tick: failures of the Keeper,
// the message on screen, the clipboard's answer.
func (s *Session) tickKeeping() {
	s.warnKeepFailure()
	if s.notice.text != "" {
		if s.Tick >= s.notice.until {
			s.notice.text = ""
			s.Invalidate()
		} else {
			s.KeepTicking()
		}
	}
	if s.pasting != nil {
		s.KeepTicking()
		select {
		case p := <-s.pasting:
			s.pasting = nil
			switch {
			case p.Err != nil:
				s.Tell(lang.T("records.paste.failed", "Why", lang.Verbatim(p.Err.Error())))
			case strings.TrimSpace(p.Text) == "":
				s.Tell(lang.T("records.paste.empty"))
			default:
				s.OpenText(p.Text, lang.T("records.from.clipboard"))
			}
		default:
		}
	}
}

// notice is a message on screen for a few seconds.
type notice struct {
	text  string
	from  int64 // the tick it came at
	until int64 // the tick it goes at
}

// noticeSeen takes the message away at the player's first click or key
// once it has been in sight for half a second (the click that brought it
// does not), a tick late: it looks at the tick's input before the next
// begins. The click or key still does what it does.
func (s *Session) noticeSeen() {
	if s.notice.text != "" && s.Tick >= s.notice.from+30 && s.Input.Gesture() {
		s.notice.text = ""
		s.Invalidate()
	}
}

// Tell shows a message for the player on screen for a few seconds, over
// whatever is shown, or until the player clicks or presses a key.
func (s *Session) Tell(msg string) {
	s.notice = notice{text: msg, from: s.Tick, until: s.Tick + 60*6}
	s.Invalidate()
	s.KeepTicking()
}

// Notice returns the message on screen, or "" (tests).
func (s *Session) Notice() string { return s.notice.text }

// drawNotice draws the message on screen, at the top, over everything.
func drawNotice(c *render.Canvas, s *Session) {
	if s.notice.text == "" {
		return
	}
	st := render.TextStyle{Size: 20, Color: render.TextMain, Align: render.AlignCenter, MaxW: 900, MaxLines: 3}
	h := render.FitText(s.notice.text, st).Height()*render.TextScale() + 28
	r := Rect{(render.Width - 960) / 2, 12, 960, h}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 12, render.Panel)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 12, 2, render.Accent)
	c.Text(s.notice.text, render.Width/2, r.Y+14, st)
}

// pasted is the clipboard's answer to Paste game.
type pasted = clip.Answer

// Paste asks for the clipboard's text and opens the game it holds, or
// says why not; the answer may come a few ticks later (a browser).
func (s *Session) Paste() {
	if s.pasting == nil {
		s.pasting = clip.Read()
		s.KeepTicking()
	}
}

// CopyText puts text on the clipboard and says so, or why not; what is
// the message of success.
func (s *Session) CopyText(text, what string) {
	if err := clip.Write(text); err != nil {
		s.Warn(fmt.Sprintf("could not copy: %v", err))
		s.Tell(lang.T("records.copy.failed", "Why", lang.Verbatim(err.Error())))
		return
	}
	s.Tell(what)
}

// OpenText opens the record text in its game's review on top of what is
// shown, or says on screen why it cannot be (naming where it came from);
// whatever was shown stays, a game in progress too.
func (s *Session) OpenText(text, from string) bool {
	if err := OpenRecord(s, []byte(text)); err != nil {
		s.OpenFailed(from, err)
		return false
	}
	return true
}

// OpenFailed tells the player, in the log and on screen, that the game
// from from could not be opened, and why.
func (s *Session) OpenFailed(from string, err error) {
	s.Warn(fmt.Sprintf("%s: %v", from, err))
	s.Tell(lang.T("records.open.failed", "From", lang.Verbatim(from), "Why", lang.Verbatim(err.Error())))
}

// takeDropped opens a record file dropped on the window (the first, if
// several are).
func takeDropped(s *Session) {
	if files := ebiten.DroppedFiles(); files != nil {
		OpenDropped(s, files)
	}
}

// OpenDropped opens the first of the files dropped on the window (files,
// as Ebitengine gives them) in its game's review, or says on screen why
// it cannot: a folder, a file that cannot be read, one that is not a
// record (with its line). What was shown stays.
func OpenDropped(s *Session, files fs.FS) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return
	}
	name := entries[0].Name()
	if entries[0].IsDir() {
		s.Tell(lang.T("records.open.failed", "From", lang.Verbatim(name), "Why", lang.T("records.drop.folder")))
		return
	}
	f, err := files.Open(name)
	if err != nil {
		s.Tell(lang.T("records.open.failed", "From", lang.Verbatim(name), "Why", lang.Verbatim(err.Error())))
		return
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	if err != nil {
		s.Tell(lang.T("records.open.failed", "From", lang.Verbatim(name), "Why", lang.Verbatim(err.Error())))
		return
	}
	s.OpenText(string(data), name)
}
