package hexgame

import (
	"stratagem/ai/hexai"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes"
	"stratagem/units"
)

// The quick combat's card, in the panel in place of the unit card: who
// fights for each side before it starts (while the pointer or the keyboard
// is on the Quick button) and while it runs, and once it is over a
// summary: how it ended, the rounds fought and each stack's losses.

// quickCard is what the card shows of a quick combat.
type quickCard int

const (
	quickNone    quickCard = iota
	quickAsk               // the Quick button is pointed at: who would fight
	quickRunning           // under way: who fights, how far it has got
	quickDone              // over: the summary
)

// quickShown returns what the panel shows of a quick combat.
func (m *Screen) quickShown(s *scenes.Session) quickCard {
	m.settleQuick()
	q := &m.quick
	switch {
	case q.running:
		return quickRunning
	case q.over && m.battle.Ply() == q.endPly && !m.Reviewing():
		return quickDone
	case s != nil && m.quickButtonAimed(&s.Input):
		return quickAsk
	}
	return quickNone
}

// quickButtonAimed reports whether the pointer or the keyboard's focus is
// on the Quick button, and it would start a quick combat.
func (m *Screen) quickButtonAimed(in *scenes.Input) bool {
	if m.Over() || m.Reviewing() {
		return false
	}
	label := lang.T("hex.cmd.quick")
	for i, b := range m.Buttons() {
		if b.Label == label && b.Enabled() && (b.R.Contains(in.MouseX, in.MouseY) || i == m.BarFocus()) {
			return true
		}
	}
	return false
}

// Sizes of the quick combat's card.
const (
	quickHead, quickText, quickRow = 16.0, 15.0, 20.0
)

// drawQuickCard draws the quick combat's card at (x, y), w wide, and
// returns where it ends.
func (m *Screen) drawQuickCard(c *render.Canvas, kind quickCard, x, y, w float64) float64 {
	q := &m.quick
	b := m.battle
	title := lang.T("hex.quick.title")
	var lines []string
	levels := q.levels
	switch kind {
	case quickAsk:
		lines = append(lines, lang.T("hex.quick.ask", "Key", m.Keys().Name(ActQuick)))
		levels = m.quickLevels()
	case quickRunning:
		lines = append(lines, lang.N("hex.quick.running", q.actions, "Key", m.Keys().Name(ActQuick)))
	case quickDone:
		title = lang.T("hex.quick.over")
		lines = append(lines, lang.T("hex.card.end", "Result", resultWords(b)),
			lang.T("hex.quick.rounds", "Rounds", lang.Num(b.Round()-q.round+1), "Actions", lang.Num(q.endPly-q.ply)))
	}
	st := render.TextStyle{Size: cardTitleSize, Bold: true, Color: render.Accent, MaxW: w, MaxLines: 2}
	y += c.Text(title, x, y, st).Height() + 2
	for _, l := range lines {
		st := render.TextStyle{Size: quickText, Color: render.TextMain, MaxW: w, MaxLines: 3}
		y += c.Text(l, x, y, st).Height() + 4
	}
	// Blue's column, then Red's: the side, who fights for it, and its
	// stacks' losses once it is over.
	colW := w/2 - 6
	end := y
	for side := range 2 {
		cx, cy := x+float64(side)*(w/2), y+4
		id := "hex.quick.side"
		if m.Match.AI[side] == "" && m.Match.AI[1-side] != "" { // one person, against the computer
			id = "hex.quick.side.you"
		}
		fill, _ := render.UnitColors(units.Side(side))
		head := lang.T(id, "Side", scenes.Side(side))
		st := render.TextStyle{Size: quickHead, Bold: true, Color: fill, MaxW: colW, MaxLines: 2}
		cy += c.Text(head, cx, cy, st).Height() + 1
		by := lang.T("hex.quick.by", "Level", m.levelTitle(levels[side]))
		st = render.TextStyle{Size: quickText, Color: render.TextDim, MaxW: colW, MaxLines: 2}
		cy += c.Text(by, cx, cy, st).Height() + 4
		if kind == quickDone {
			for i, u := range q.start {
				if int(u.Side) != side {
					continue
				}
				row := quickLoss(u, b.Unit(i))
				st := render.TextStyle{Size: quickText, Color: render.TextMain, MaxW: colW, MaxLines: 2}
				cy += c.Text(row, cx, cy, st).Height() + quickRow - quickText*1.3 // the lines as drawn, at the text size
			}
		}
		end = max(end, cy)
	}
	return end
}

// quickLoss says what a quick combat cost a stack: was as it began, now
// as it ended.
func quickLoss(was, now units.Unit) string {
	kind := kindNoun(was.Kind)
	switch lost := was.Fighters - now.Fighters; {
	case lost <= 0:
		return lang.T("hex.quick.loss.none", "Kind", kind)
	case now.Fighters <= 0:
		return lang.T("hex.quick.loss.all", "Kind", kind)
	default:
		return lang.N("hex.quick.loss", was.Fighters, "Kind", kind, "Lost", lang.Num(lost))
	}
}

// levelTitle is the name of the computer player name, as the set-up
// gives it ("Normal").
func (m *Screen) levelTitle(name string) string {
	level, ok := hexai.Roster.Find(name)
	if !ok {
		level.Name = name
	}
	return scenes.LevelTitle(m.GameID(), level)
}
