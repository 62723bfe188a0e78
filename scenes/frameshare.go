package scenes

import (
	"fmt"

	"stratagem/assets/lang"
	"stratagem/board/record"
	"stratagem/scenes/kept"
)

// Sharing the game on the screen: Copy game puts its record on the
// clipboard, Copy link (in a browser) a link that opens it, and Paste
// game opens the game on the clipboard in its review, on top: the game
// in progress stays below, as it was.

// updateShare follows the keys of sharing; it reports whether one was
// pressed.
func (f *Frame[S, M]) updateShare(s *Session) bool {
	in := &s.Input
	switch {
	case in.Just(ActCopyGame):
		f.CopyGame(s)
	case in.Just(ActPasteGame):
		s.Paste()
	case in.Just(ActCopyLink) && s.LinkBase != "":
		f.CopyLink(s)
	default:
		return false
	}
	return true
}

// recordText returns the game's record as it stands, as text.
func (f *Frame[S, M]) recordText(s *Session) (string, bool) {
	text, err := record.Text(f.CurrentRecord(s))
	if err != nil {
		s.Warn(fmt.Sprintf("could not write the game's record: %v", err))
		s.Tell(lang.T("records.copy.failed", "Why", lang.Verbatim(err.Error())))
		return "", false
	}
	return text, true
}

// CopyGame puts the game's record on the clipboard.
func (f *Frame[S, M]) CopyGame(s *Session) {
	if text, ok := f.recordText(s); ok {
		s.CopyText(text, lang.T("records.copied"))
	}
}

// CopyLink puts a link to the game on the clipboard: the page's address
// with the record in its fragment (a browser only).
func (f *Frame[S, M]) CopyLink(s *Session) {
	if text, ok := f.recordText(s); ok {
		s.CopyText(GameLink(s.LinkBase, text), lang.T("records.link.copied"))
	}
}

// GameLink returns the link to the page at base that opens the record
// text in review.
func GameLink(base, text string) string { return base + "#" + kept.EncodeLink(text) }

// shareButtons are the pause menu's Copy game and Paste game, side by side
// at y, and Copy link below them (drawn only in a browser).
func shareButtons(y float64) []Widget {
	w := 164.0
	x := (1280 - 340) / 2.0
	return []Widget{
		&Button{R: Rect{x, y, w, 46}, Label: lang.T("records.copy"), Size: 20},
		&Button{R: Rect{x + 340 - w, y, w, 46}, Label: lang.T("records.paste"), Size: 20},
		&Button{R: Rect{x, y + 54, 340, 40}, Label: lang.T("records.copylink"), Size: 20},
	}
}

// hideLink leaves Copy link out of the pause menu outside a browser, and
// returns the height of the menu's panel.
func (p *PauseMenu) hideLink(s *Session) float64 {
	if s.LinkBase == "" {
		p.form.Items[8].(*Button).Label = ""
		return 560
	}
	return 600
}
