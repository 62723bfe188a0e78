package scenes

import (
	"fmt"
	"math"

	"stratagem/ai"
	"stratagem/ai/rating"
	"stratagem/assets/lang"
	"stratagem/render"
	"stratagem/scenes/settings"
	"stratagem/scenes/stats"
)

// The rating scale's anchor: every game's Easy is rated 1,000 (package
// ai/rating, docs/ladder.md).
const (
	ratingAnchor   = "easy"
	ratingAnchorAt = 1000.0
)

// LadderFit returns the rungs of the game's ladder on the rating scale,
// fitted to the ladder's measured results (ai/rating's shipped files), or
// an error for a game whose ladder was not measured.
func LadderFit(g *GameDesc) (rating.Fit, error) {
	res, err := rating.Shipped(g.ID)
	if err != nil {
		return rating.Fit{}, err
	}
	var rungs []string
	for _, l := range g.Setup.Levels {
		rungs = append(rungs, l.Name)
	}
	return rating.FitLadder(rungs, res, ratingAnchor, ratingAnchorAt)
}

// RatingWords says, in the language in use, what the player's games of
// g tell of their strength: the rating with its margin and where it
// stands among the levels, what it rests on, and the level to try next;
// or, plainly, why there is no rating.
func RatingWords(g *GameDesc, st stats.Stats) []string {
	fit, err := LadderFit(g)
	if err != nil {
		return []string{lang.T("stats.rating.unknown")}
	}
	var recs []rating.Record
	played := false
	for _, r := range fit.Rungs {
		l := st.Line(g.ID, r.Name)
		played = played || l.Games() > 0
		recs = append(recs, rating.Record{Rung: r.Name, Wins: l.RatedWins, Draws: l.RatedDraws, Losses: l.RatedLosses})
	}
	for _, l := range st.Games[g.ID] {
		played = played || l.Games() > 0
	}
	est, ok, err := fit.Player(recs, g.Setup.DefaultLevel)
	switch {
	case err != nil:
		return []string{lang.T("stats.rating.unknown")}
	case !ok && played:
		return []string{lang.T("stats.rating.unrated")}
	case !ok:
		return []string{lang.T("stats.rating.none")}
	}
	title := func(name string) string { return LevelTitle(g.ID, g.Setup.Level(name)) }
	var where string
	switch below, above := fit.Place(est.Rating); {
	case below == "":
		where = lang.T("stats.where.below", "Level", title(above))
	case above == "":
		where = lang.T("stats.where.above", "Level", title(below))
	default:
		where = lang.T("stats.where.between", "Below", title(below), "Above", title(above))
	}
	return []string{
		lang.T("stats.rating.you", "Rating", lang.Num(roundTo(est.Rating, 10)), "Margin", lang.Num(roundTo(est.Margin(), 10)), "Where", where),
		lang.N("stats.rating.games", est.Games) + " " + lang.T("stats.suggest", "Level", title(fit.Suggest(est.Rating))),
	}
}

// roundTo rounds x to a multiple of step: "about 1,450", not 1,447.3.
func roundTo(x float64, step int) int { return int(math.Round(x/float64(step))) * step }

// statsPath is the statistics file of the session ("" when nothing is
// kept: read-only sessions, no settings directory).
func statsPath(s *Session) string { return keptBeside(s, stats.FileName) }

// keptBeside is the file name beside the session's settings, where what
// the player did is kept; "" when nothing is kept (read-only sessions, no
// settings directory).
func keptBeside(s *Session, name string) string {
	if s.ReadOnly {
		return ""
	}
	return settings.Beside(s.SettingsPath, name)
}

// StatsScreen is the Statistics screen: a game chosen above; its levels
// in a table (games, won, drawn, lost, the current streak, and each
// level's own rating); the player's rating on the levels' scale with the
// level to try next; and Reset (asked first) and Back.
type StatsScreen struct {
	games  []*GameDesc
	game   int
	stats  stats.Stats
	book   *stats.Book // nil when nothing is kept (the sample, a read-only session)
	form   Form
	gameB  []*Button
	reset  *Button
	back   *Button
	built  bool
	fits   map[string]*rating.Fit // by game ID, worked out once; nil entry: none
	rating []string               // the rating's words for the game shown
}

// NewStatsScreen returns the Statistics screen of the session's games,
// read from the statistics file (a file that cannot be used gives no
// games, with a warning).
func NewStatsScreen(s *Session) *StatsScreen {
	sc := &StatsScreen{games: s.Games, stats: stats.Empty(), fits: map[string]*rating.Fit{}}
	if path := statsPath(s); path != "" {
		sc.book = stats.For(path)
		if w := sc.book.Warning(); w != "" {
			s.Warn(w)
		}
		sc.stats = sc.book.Stats()
	}
	return sc
}

// NewStatsSample returns the Statistics screen showing st, keeping
// nothing (the sample scene, tests).
func NewStatsSample(s *Session, st stats.Stats) *StatsScreen {
	return &StatsScreen{games: s.Games, stats: st, fits: map[string]*rating.Fit{}}
}

// Choose shows the game with ID id; it reports whether there is one.
func (sc *StatsScreen) Choose(id string) bool {
	for i, g := range sc.games {
		if g.ID == id {
			sc.game, sc.built = i, false
			return true
		}
	}
	return false
}

// Stats returns the statistics shown (tests).
func (sc *StatsScreen) Stats() stats.Stats { return sc.stats }

// ResetButton returns the Reset button (scripted input, tests).
func (sc *StatsScreen) ResetButton() *Button { sc.build(); return sc.reset }

// RatingLines returns the rating's words for the game shown (tests).
func (sc *StatsScreen) RatingLines() []string { sc.build(); return sc.rating }

// Retranslate lays the screen out again in the language now in use.
func (sc *StatsScreen) Retranslate(*Session) { sc.built = false }

func (sc *StatsScreen) build() {
	if sc.built {
		return
	}
	sc.built = true
	focus := sc.form.Focus
	sc.form.Items, sc.gameB = nil, nil
	w := 260.0
	x0 := (render.Width - float64(len(sc.games))*(w+16) + 16) / 2
	for i, g := range sc.games {
		b := &Button{R: Rect{x0 + float64(i)*(w+16), 122, w, 48}, Label: g.Title(), On: i == sc.game, Size: 22}
		sc.gameB = append(sc.gameB, b)
		sc.form.Items = append(sc.form.Items, b)
	}
	sc.reset = &Button{R: Rect{render.Width/2 - 330, render.Height - 96, 320, 50}, Label: lang.T("stats.reset"), Size: 21}
	sc.back = &Button{R: Rect{render.Width/2 + 10, render.Height - 96, 320, 50}, Label: lang.T("core.back"), Size: 21}
	sc.form.Items = append(sc.form.Items, sc.reset, sc.back)
	sc.form.Focus = min(max(focus, 0), len(sc.form.Items)-1)
	sc.rating = nil
	if len(sc.games) > 0 {
		g := sc.games[sc.game]
		sc.reset.Disabled = !sc.stats.Played(g.ID)
		sc.rating = RatingWords(g, sc.stats)
	}
}

// fit returns the ladder's fit of g, worked out once (nil: none).
func (sc *StatsScreen) fit(g *GameDesc) *rating.Fit {
	f, seen := sc.fits[g.ID]
	if !seen {
		if fit, err := LadderFit(g); err == nil {
			f = &fit
		}
		sc.fits[g.ID] = f
	}
	return f
}

func (sc *StatsScreen) Update(s *Session) error {
	sc.build()
	if sc.book != nil {
		if err := sc.book.Failure(); err != nil {
			s.Warn(fmt.Sprintf("could not keep the statistics: %v", err))
		}
	}
	if s.Input.Just(ActBack) {
		s.Stack.Pop()
		return nil
	}
	w := sc.form.Update(s)
	for i, b := range sc.gameB {
		if w == b {
			sc.game, sc.built = i, false
			return nil
		}
	}
	switch {
	case w == nil:
	case w == sc.back:
		s.Stack.Pop()
	case w == sc.reset && len(sc.games) > 0:
		g := sc.games[sc.game]
		s.Stack.Push(NewConfirm(lang.T("stats.reset.title"), lang.T("stats.reset.message", "Game", g.Title()),
			lang.T("stats.reset.yes"), lang.T("core.back"), func(*Session) { sc.Reset(g.ID) }))
	}
	return nil
}

// Reset forgets the games of the game with ID id, in the file too.
func (sc *StatsScreen) Reset(id string) {
	sc.stats.Reset(id)
	if sc.book != nil {
		sc.book.Reset(id)
	}
	sc.built = false
}

// statsRow is one level's row of the table.
type statsRow struct {
	level ai.Level
	line  stats.Line
}

// rows returns the table of g: every rung of the ladder, then the AI
// lab's players that have been played.
func (sc *StatsScreen) rows(g *GameDesc) []statsRow {
	var out []statsRow
	for _, l := range g.Setup.Levels {
		out = append(out, statsRow{l, sc.stats.Line(g.ID, l.Name)})
	}
	for _, l := range g.Setup.Lab {
		if line := sc.stats.Line(g.ID, l.Name); line.Games() > 0 {
			out = append(out, statsRow{l, line})
		}
	}
	return out
}

// streakWords writes a line's current streak ("3 wins"); a dash before
// any game.
func streakWords(l stats.Line) string {
	switch l.StreakOf {
	case "win":
		return lang.N("stats.streak.win", l.Streak)
	case "draw":
		return lang.N("stats.streak.draw", l.Streak)
	case "loss":
		return lang.N("stats.streak.loss", l.Streak)
	}
	return lang.Verbatim("–")
}

// The table's columns: where each starts and how wide it is; the
// numbers are right-aligned in theirs.
var statsCols = [...]struct{ x, w float64 }{
	{110, 230},  // level
	{350, 170},  // its rating
	{540, 100},  // games
	{660, 100},  // won
	{780, 120},  // drawn
	{920, 100},  // lost
	{1040, 140}, // streak (left-aligned)
}

func (sc *StatsScreen) Draw(c *render.Canvas, s *Session) {
	sc.build()
	DrawBackdrop(c)
	DrawTitle(c, lang.T("stats.title"), "")
	sc.form.Draw(c)
	if len(sc.games) == 0 {
		return
	}
	g := sc.games[sc.game]
	fit := sc.fit(g)
	rows := sc.rows(g)
	const top, rowH = 190.0, 30.0
	head := render.TextStyle{Size: 17, Bold: true, Color: render.TextDim, Middle: true}
	cell := render.TextStyle{Size: 19, Color: render.TextMain, Middle: true}
	put := func(col int, text string, y float64, st render.TextStyle) {
		st.MaxW = statsCols[col].w
		x := statsCols[col].x
		if col > 0 && col < len(statsCols)-1 {
			st.Align, x = render.AlignRight, x+statsCols[col].w
		}
		c.Text(text, x, y, st)
	}
	titles := []string{"stats.column.level", "stats.column.rating", "stats.column.games", "stats.column.won", "stats.column.drawn", "stats.column.lost", "stats.column.streak"}
	for i, id := range titles {
		put(i, lang.T(id), top, head)
	}
	left, right := statsCols[0].x-10, statsCols[len(statsCols)-1].x+statsCols[len(statsCols)-1].w
	c.Line(left, top+rowH/2+2, right, top+rowH/2+2, 1, render.PanelBorder)
	for i, r := range rows {
		y := top + float64(i+1)*rowH + 4
		if i%2 == 0 {
			c.FillRect(left, y-rowH/2, right-left, rowH, render.WithAlpha(render.Panel, 0.7))
		}
		put(0, LevelTitle(g.ID, r.level), y, cell)
		rated := lang.Verbatim("–")
		if fit != nil {
			if rung, ok := fit.Rung(r.level.Name); ok {
				rated = lang.Num(roundTo(rung.Rating, 10))
			}
		}
		put(1, rated, y, cell)
		for j, n := range []int{r.line.Games(), r.line.Wins, r.line.Draws, r.line.Losses} {
			put(j+2, lang.Num(n), y, cell)
		}
		put(6, streakWords(r.line), y, cell)
	}
	y := top + float64(len(rows)+1)*rowH + 14
	for i, line := range sc.rating {
		st := render.TextStyle{Size: 19, Color: render.TextMain, MaxW: right - left, MaxLines: 2}
		if i == 0 {
			st.Size, st.Bold, st.Color = 21, true, render.Accent
		}
		y += c.Text(line, left, y, st).Height() + 6
	}
	small := render.TextStyle{Size: 15, Color: render.TextDim, MaxW: right - left, MaxLines: 2}
	if fit != nil {
		scale := lang.T("stats.scale", "Anchor", LevelTitle(g.ID, g.Setup.Level(ratingAnchor)), "Rating", lang.Num(int(ratingAnchorAt)))
		y += c.Text(scale, left, y, small).Height() + 4
	}
	c.Text(lang.T("stats.counted"), left, y, small)
	KeyHint(c, lang.T("stats.keys", "Confirm", Key(ActConfirm), "Back", Key(ActBack)))
}

// SampleStats are made-up results for the sample scene: a player who
// beats Mill's Easy, wins most games against Normal and about half
// against Hard; and a few games of the other games.
func SampleStats() stats.Stats {
	st := stats.Empty()
	add := func(game, level string, results string) {
		for _, r := range results {
			switch r {
			case 'W':
				st.Add(game, level, stats.Win, true)
			case 'D':
				st.Add(game, level, stats.Draw, true)
			case 'L':
				st.Add(game, level, stats.Loss, true)
			}
		}
	}
	add("mill", "easy", "WWWWW")
	add("mill", "normal", "WLWWDWLWWLWW")
	add("mill", "hard", "LDLWLWDLWW")
	add("mill", "seed", "WW")
	add("connect", "normal", "WLDLLW")
	add("hex", "easy", "WWL")
	return st
}
