package scenes

import (
	"fmt"
	"time"

	"stratagem/assets/lang"
	"stratagem/board/record"
	"stratagem/board/rules"
	"stratagem/render"
	"stratagem/scenes/kept"
)

// RecordsScreen lists the games kept (package kept), newest first: the
// game, the opponent, the result in words from the player's side, the
// date and the number of moves; a row of buttons above filters them by
// game, and the list goes by pages. A row chosen (a click, or the arrows)
// opens in its game's review with a second click or Enter; Export writes
// it to a file and says where, Delete asks first, Paste game opens a game
// from the clipboard.
type RecordsScreen struct {
	st    kept.Store // nil: games are not kept here
	kinds []record.Kind

	loading  <-chan loaded // the records being read; nil once read
	entries  []kept.Entry  // every record, newest first
	shown    []int         // the entries the filter shows, by index
	filter   int           // 0: every game; i: the i-th game that has records
	games    []*GameDesc   // the games that have records, as the filter's buttons
	page     int
	selected int // index in shown; -1 none

	form                            Form
	built                           bool
	filterB                         []*Button
	rows                            []*Button
	prev, next                      *Button
	open, export, del, paste, backB *Button
}

// loaded is the records read off the frame.
type loaded struct {
	entries  []kept.Entry
	warnings []string
	err      error
}

// Rows of the list on a page.
const recordsPerPage = 7

// NewRecordsScreen returns the Records screen over st (nil: games are not
// kept); the records are read on a goroutine of their own.
func NewRecordsScreen(s *Session, st kept.Store) *RecordsScreen {
	r := &RecordsScreen{st: st, kinds: RecordKinds(s), selected: -1}
	r.form.Focus = -1 // the first row, once there are rows
	for _, g := range s.Games {
		if g.Records != nil {
			r.games = append(r.games, g)
		}
	}
	r.reload(s)
	return r
}

// reload reads the records again, off the frame.
func (r *RecordsScreen) reload(s *Session) {
	if r.st == nil {
		return
	}
	if s.keeping() {
		s.keeper().Flush() // the game just ended is in the list too
	}
	ch := make(chan loaded, 1)
	st, kinds := r.st, r.kinds
	go func() {
		es, warnings, err := kept.Load(st, kinds...)
		ch <- loaded{es, warnings, err}
	}()
	r.loading = ch
}

// Wait waits until the records are read (tests, samples).
func (r *RecordsScreen) Wait(s *Session) {
	if r.loading != nil {
		r.take(s, <-r.loading)
	}
}

// take takes the records read.
func (r *RecordsScreen) take(s *Session, l loaded) {
	r.loading = nil
	for _, w := range l.warnings {
		s.Warn(w)
	}
	if l.err != nil {
		s.Warn(fmt.Sprintf("could not read the kept games: %v", l.err))
		s.Tell(lang.T("records.list.failed", "Why", lang.Verbatim(l.err.Error())))
	}
	r.entries = l.entries
	r.built = false
	s.Invalidate()
}

// Entries returns the records the filter shows, newest first (tests).
func (r *RecordsScreen) Entries() []kept.Entry {
	r.refilter()
	out := make([]kept.Entry, len(r.shown))
	for i, j := range r.shown {
		out[i] = r.entries[j]
	}
	return out
}

// Filter shows only the game with ID id ("": every game); it reports
// whether there is such a game (tests).
func (r *RecordsScreen) Filter(id string) bool {
	if id == "" {
		r.filter = 0
	} else {
		i := -1
		for k, g := range r.games {
			if g.ID == id {
				i = k
			}
		}
		if i < 0 {
			return false
		}
		r.filter = i + 1
	}
	r.page, r.selected, r.built = 0, -1, false
	return true
}

// Select chooses the i-th record shown (tests).
func (r *RecordsScreen) Select(i int) {
	r.refilter()
	if i >= 0 && i < len(r.shown) {
		r.selected, r.page, r.built = i, i/recordsPerPage, false
	}
}

// Keys are the screen's keys: the menus', copying and pasting, pages,
// Delete and Export.
func (r *RecordsScreen) Keys() KeyMap { return recordsKeys }

// Retranslate lays the screen out again in the language now in use.
func (r *RecordsScreen) Retranslate(*Session) { r.built = false }

// refilter works out the entries the filter shows.
func (r *RecordsScreen) refilter() {
	r.shown = r.shown[:0]
	for i, e := range r.entries {
		if r.filter == 0 || r.games[r.filter-1].ID == e.Record.Game {
			r.shown = append(r.shown, i)
		}
	}
	pages := max(1, (len(r.shown)+recordsPerPage-1)/recordsPerPage)
	r.page = min(max(r.page, 0), pages-1)
	if r.selected >= len(r.shown) {
		r.selected = len(r.shown) - 1
	}
}

// pages returns the number of pages.
func (r *RecordsScreen) pages() int {
	return max(1, (len(r.shown)+recordsPerPage-1)/recordsPerPage)
}

func (r *RecordsScreen) build(s *Session) {
	if r.built {
		return
	}
	r.built = true
	r.refilter()
	focus := r.form.Focus
	r.form.Items = nil
	r.filterB, r.rows = nil, nil
	add := func(b *Button) *Button { r.form.Items = append(r.form.Items, b); return b }

	// The filter: every game, then each game.
	labels := []string{lang.T("records.filter.all")}
	for _, g := range r.games {
		labels = append(labels, g.Title())
	}
	w, gap := 220.0, 12.0
	x0 := (render.Width - float64(len(labels))*(w+gap) + gap) / 2
	for i, l := range labels {
		r.filterB = append(r.filterB, add(&Button{R: Rect{x0 + float64(i)*(w+gap), 112, w, 44}, Label: l, On: i == r.filter, Size: 20}))
	}

	// The page's rows.
	top, h, g := 170.0, 54.0, 6.0
	for k := r.page * recordsPerPage; k < min(len(r.shown), (r.page+1)*recordsPerPage); k++ {
		e := r.entries[r.shown[k]]
		y := top + float64(k-r.page*recordsPerPage)*(h+g)
		r.rows = append(r.rows, add(&Button{R: Rect{140, y, render.Width - 280, h}, Label: r.rowLabel(s, e.Record),
			Detail: r.rowDetail(s, e.Record), Size: 21, On: k == r.selected}))
	}
	// Pages, when there are more than one.
	r.prev, r.next = nil, nil
	if r.pages() > 1 {
		r.prev = add(&Button{R: Rect{render.Width/2 - 250, 592, 70, 34}, Label: "◄", Size: 18, Disabled: r.page == 0})
		r.next = add(&Button{R: Rect{render.Width/2 + 180, 592, 70, 34}, Label: "►", Size: 18, Disabled: r.page == r.pages()-1})
	}

	// The actions.
	none := r.selected < 0
	acts := []string{lang.T("records.open"), lang.T("records.export"), lang.T("records.delete"), lang.T("records.paste"), lang.T("core.back")}
	w, gap = 206, 12
	x0 = (render.Width - float64(len(acts))*(w+gap) + gap) / 2
	bs := make([]*Button, len(acts))
	for i, l := range acts {
		bs[i] = add(&Button{R: Rect{x0 + float64(i)*(w+gap), 628, w, 46}, Label: l, Size: 20})
	}
	r.open, r.export, r.del, r.paste, r.backB = bs[0], bs[1], bs[2], bs[3], bs[4]
	r.open.Disabled, r.export.Disabled, r.del.Disabled = none, none, none
	r.form.Focus = focus
	if focus < 0 || focus >= len(r.form.Items) || !r.form.Items[focus].Enabled() {
		r.form.Focus = indexOf(r.form.Items, r.paste) // nothing to choose: Paste game
		if len(r.rows) > 0 {
			r.form.Focus = len(r.filterB) + max(0, r.selected-r.page*recordsPerPage) // the row chosen, else the first
		}
	}
}

// rowLabel names the game and whom it was played against.
func (r *RecordsScreen) rowLabel(s *Session, rec record.Record) string {
	desc, _ := s.Game(rec.Game)
	title := lang.Verbatim(rec.Game)
	if desc != nil {
		title = desc.Title()
	}
	level := func(p record.Player) string {
		if desc != nil && offers(desc, p.Level) {
			return LevelTitle(desc.ID, desc.Setup.Level(p.Level))
		}
		return lang.Verbatim(p.Level)
	}
	blue, red := rec.Players[rules.Blue], rec.Players[rules.Red]
	switch {
	case blue.Computer() && red.Computer():
		return lang.T("records.row.computers", "Game", title, "Blue", level(blue), "Red", level(red))
	case red.Computer():
		return lang.T("records.row.against", "Game", title, "Level", level(red), "Side", Side(0))
	case blue.Computer():
		return lang.T("records.row.against", "Game", title, "Level", level(blue), "Side", Side(1))
	}
	return lang.T("records.row.two", "Game", title)
}

// rowDetail says the result from the player's side, the date and the
// moves.
func (r *RecordsScreen) rowDetail(s *Session, rec record.Record) string {
	when := lang.Verbatim("—")
	if !rec.Date.IsZero() {
		when = lang.Verbatim(rec.Date.In(time.Local).Format("2006-01-02 15:04"))
	}
	return lang.T("records.row.detail", "Result", ResultWords(rec), "Date", when, "Moves", lang.N("records.moves", len(rec.Moves)))
}

// ResultWords says a record's result in words, from the person's side
// when one side was the computer: "You won", "You lost", "Draw"; else
// "Blue won"; and "Abandoned", "Unfinished".
func ResultWords(rec record.Record) string {
	res := rec.Result
	switch {
	case res.Abandoned:
		return lang.T("records.result.abandoned")
	case !res.Over:
		return lang.T("records.result.unfinished")
	case res.Winner == rules.NoSide:
		return lang.T("records.result.draw")
	}
	person := rules.NoSide
	switch blue, red := rec.Players[rules.Blue].Computer(), rec.Players[rules.Red].Computer(); {
	case blue && !red:
		person = rules.Red
	case red && !blue:
		person = rules.Blue
	}
	switch {
	case person == rules.NoSide:
		return lang.T("records.result.side", "Side", Side(int(res.Winner)))
	case res.Winner == person:
		return lang.T("records.result.won")
	}
	return lang.T("records.result.lost")
}

// selectedEntry returns the record chosen.
func (r *RecordsScreen) selectedEntry() (kept.Entry, bool) {
	if r.selected < 0 || r.selected >= len(r.shown) {
		return kept.Entry{}, false
	}
	return r.entries[r.shown[r.selected]], true
}

func (r *RecordsScreen) Update(s *Session) error {
	if r.loading != nil {
		select {
		case l := <-r.loading:
			r.take(s, l)
		default:
			s.KeepTicking()
		}
	}
	r.build(s)
	in := &s.Input
	switch {
	case in.Just(ActBack):
		s.Stack.Pop()
		return nil
	case in.Just(ActLeft) && r.filter > 0:
		r.Filter(idOf(r.games, r.filter-2))
		return nil
	case in.Just(ActRight) && r.filter < len(r.games):
		r.Filter(r.games[r.filter].ID)
		return nil
	case in.Just(ActPageUp) && r.page > 0:
		r.turn(-1)
		return nil
	case in.Just(ActPageDown) && r.page < r.pages()-1:
		r.turn(1)
		return nil
	case in.Just(ActPasteGame):
		s.Paste()
		return nil
	case in.Just(ActCopyGame):
		if e, ok := r.selectedEntry(); ok {
			s.CopyText(e.Text, lang.T("records.copied"))
		}
		return nil
	case in.Just(ActDelete):
		r.askDelete(s)
		return nil
	case in.Just(ActExport):
		r.Export(s)
		return nil
	}
	before := r.selected
	w := r.form.Update(s)
	// The arrows choose the row they reach.
	for i, b := range r.rows {
		if r.form.Focus == indexOf(r.form.Items, b) {
			if k := r.page*recordsPerPage + i; k != r.selected {
				r.selected, r.built = k, false
			}
		}
	}
	if w == nil {
		return nil
	}
	for i, b := range r.filterB {
		if w == Widget(b) {
			r.Filter(idOf(r.games, i-1))
			return nil
		}
	}
	for i, b := range r.rows {
		if w == Widget(b) {
			k := r.page*recordsPerPage + i
			if in.Clicked && k != before {
				r.selected, r.built = k, false // a first click chooses; a second opens
				return nil
			}
			r.selected = k
			r.Open(s)
			return nil
		}
	}
	switch w {
	case Widget(r.prev):
		r.turn(-1)
	case Widget(r.next):
		r.turn(1)
	case Widget(r.open):
		r.Open(s)
	case Widget(r.export):
		r.Export(s)
	case Widget(r.del):
		r.askDelete(s)
	case Widget(r.paste):
		s.Paste()
	case Widget(r.backB):
		s.Stack.Pop()
	}
	return nil
}

// turn goes d pages on, choosing the first row there.
func (r *RecordsScreen) turn(d int) {
	r.page = min(max(r.page+d, 0), r.pages()-1)
	r.selected = r.page * recordsPerPage
	r.built = false
	r.form.Focus = -1
}

// idOf returns the ID of games[i], or "" (every game) when i is not one.
func idOf(games []*GameDesc, i int) string {
	if i < 0 || i >= len(games) {
		return ""
	}
	return games[i].ID
}

func indexOf(items []Widget, w Widget) int {
	for i, x := range items {
		if x == w {
			return i
		}
	}
	return -1
}

// Open opens the record chosen in its game's review.
func (r *RecordsScreen) Open(s *Session) {
	e, ok := r.selectedEntry()
	if !ok {
		return
	}
	s.OpenText(e.Text, e.Name)
}

// Export writes the record chosen to a file and says where.
func (r *RecordsScreen) Export(s *Session) {
	e, ok := r.selectedEntry()
	if !ok {
		return
	}
	where, err := kept.Export("", e.Name, []byte(e.Text))
	if err != nil {
		s.Warn(fmt.Sprintf("could not export %s: %v", e.Name, err))
		s.Tell(lang.T("records.export.failed", "Why", lang.Verbatim(err.Error())))
		return
	}
	if s.Browser {
		s.Tell(lang.T("records.export.downloaded", "Name", lang.Verbatim(where)))
		return
	}
	s.Tell(lang.T("records.export.done", "Path", lang.Verbatim(where)))
}

// askDelete asks before the record chosen is deleted.
func (r *RecordsScreen) askDelete(s *Session) {
	e, ok := r.selectedEntry()
	if !ok {
		return
	}
	what := r.rowLabel(s, e.Record) + "\n" + r.rowDetail(s, e.Record)
	s.Stack.Push(NewConfirm(lang.T("records.delete.title"), what, lang.T("records.delete.yes"), lang.T("records.delete.no"),
		func(s *Session) { r.Delete(s, e.Name) }))
}

// Delete deletes the record called name and reads the list again.
func (r *RecordsScreen) Delete(s *Session, name string) {
	if err := r.st.Remove(name); err != nil {
		s.Warn(fmt.Sprintf("could not delete %s: %v", name, err))
		s.Tell(lang.T("records.delete.failed", "Why", lang.Verbatim(err.Error())))
		return
	}
	for i, e := range r.entries {
		if e.Name == name {
			r.entries = append(r.entries[:i], r.entries[i+1:]...)
			break
		}
	}
	r.built = false
	s.Invalidate()
}

func (r *RecordsScreen) Draw(c *render.Canvas, s *Session) {
	r.build(s)
	DrawBackdrop(c)
	DrawTitle(c, lang.T("records.title"), "")
	r.form.Draw(c)
	mid := render.TextStyle{Size: 22, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: render.Width - 200, MaxLines: 2}
	switch {
	case r.st == nil:
		c.Text(lang.T("records.none.here"), render.Width/2, 360, mid)
	case r.loading != nil:
		c.Text(lang.T("records.loading"), render.Width/2, 360, mid)
	case len(r.entries) == 0:
		c.Text(lang.T("records.none"), render.Width/2, 360, mid)
	case len(r.shown) == 0:
		c.Text(lang.T("records.none.game"), render.Width/2, 360, mid)
	}
	if r.pages() > 1 {
		c.Text(lang.T("records.page", "Page", lang.Num(r.page+1), "Pages", lang.Num(r.pages()), "Count", lang.Num(len(r.shown))),
			render.Width/2, 609, render.TextStyle{Size: 18, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: 340})
	}
	KeyHint(c, lang.T("records.keys", "Updown", Key(ActUp)+"/"+Key(ActDown), "Arrows", Arrows(), "Confirm", Key(ActConfirm), "Delete", recordsKeys.Name(ActDelete),
		"Paste", recordsKeys.Name(ActPasteGame), "Back", Key(ActBack)))
}

// Widgets returns the screen's buttons, as laid out (tests).
func (r *RecordsScreen) Widgets() []Widget { return r.form.Items }

// Rows returns the rows of the page shown (tests).
func (r *RecordsScreen) Rows() []*Button { return r.rows }

// Page returns the page shown, from 0, and Pages how many there are
// (tests).
func (r *RecordsScreen) Page() int  { return r.page }
func (r *RecordsScreen) Pages() int { return r.pages() }
