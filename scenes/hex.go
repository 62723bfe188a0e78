package scenes

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/hexai"
	"stratagem/assets"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units"
)

// HexConfig says who commands each side: "" for a person, else a computer AI name.
type HexConfig struct {
	AI       [2]string
	Autoplay bool
}

// HexScreen is a Hex Battle in progress.
type HexScreen struct {
	cfg     HexConfig
	players [2]ai.Player[*units.Battle, units.Action]

	battle *units.Battle
	gen    uint64

	computer computerTurn[units.Action]

	// Cached for the current generation.
	legal    []units.Action
	legalGen uint64
	reach    *hex.Reach
	reachGen uint64

	hover    hex.Hex
	hoverOK  bool
	mouseX   float64
	mouseY   float64
	threat   *hex.Reach // the hovered enemy's reach
	threatOf int

	anim    *hexAnim
	log     []string // one line per ply, with its losses
	started time.Time
	end     endTimer

	layout  hex.Layout
	terrain render.Layer // the map without units, drawn once
	buttons Form
	waitB   *Button
	defB    *Button
	undoB   *Button
	menuB   *Button
}

// hexAnim walks a unit along its path, then shows the blow and the losses.
type hexAnim struct {
	unit        int
	path        []hex.Hex
	target      int
	kills       int
	retKills    int
	shoot       bool
	frame       int
	stepFrames  int
	hitFrames   int
	soundPlayed bool
}

func (a *hexAnim) moveFrames() int { return max(0, len(a.path)-1) * a.stepFrames }
func (a *hexAnim) total() int      { return a.moveFrames() + a.hitFrames }
func (a *hexAnim) done() bool      { return a.frame >= a.total() }

// NewHexScreen starts a battle on the standard map.
func NewHexScreen(cfg HexConfig, s *Session) (*HexScreen, error) {
	m := &HexScreen{cfg: cfg, threatOf: -1}
	var err error
	if m.players, err = computerPlayers(cfg.AI, s, hexai.Roster.New); err != nil {
		return nil, err
	}
	m.layout = hex.Layout{Size: 30, OriginX: 46, OriginY: 122}
	var b []*Button
	m.buttons, b = actionBar("Wait", "Defend", "Undo", "Menu")
	m.waitB, m.defB, m.undoB, m.menuB = b[0], b[1], b[2], b[3]
	m.Restart(s)
	return m, nil
}

// Restart begins the battle again with the same commanders.
func (m *HexScreen) Restart(s *Session) {
	m.battle = units.NewBattle(hex.BattleMap())
	m.log = nil
	m.anim = nil
	m.started = s.Now()
	m.end.reset()
	m.changed()
}

// Battle returns the battle (tests, screenshots).
func (m *HexScreen) Battle() *units.Battle { return m.battle }

func (m *HexScreen) changed() {
	m.gen++
	m.computer.reset()
	m.threat, m.threatOf = nil, -1
}

// Close cancels the search when the screen leaves the stack.
func (m *HexScreen) Close() { m.computer.reset() }

func (m *HexScreen) legalActions() []units.Action {
	if m.legalGen != m.gen || m.legal == nil {
		m.legal = m.battle.LegalActions(m.legal[:0])
		m.legalGen = m.gen
	}
	return m.legal
}

func (m *HexScreen) activeReach() *hex.Reach {
	id := m.battle.Active()
	if id < 0 {
		return nil
	}
	if m.reachGen != m.gen || m.reach == nil {
		m.reach = m.battle.Reachable(id)
		m.reachGen = m.gen
	}
	return m.reach
}

func (m *HexScreen) humanToAct() bool {
	return !m.battle.Outcome().Over() && m.players[m.battle.ToMove()] == nil
}

func (m *HexScreen) vsComputer() bool { return m.players[0] != nil || m.players[1] != nil }

// play applies an action with its animation, sound and log line.
func (m *HexScreen) play(s *Session, a units.Action) {
	b := m.battle
	id := b.Active()
	line := b.FormatAction(a)
	anim := &hexAnim{unit: id, target: int(a.Target), stepFrames: s.Ticks(0.11), shoot: a.Kind == units.Shoot}
	if a.Kind == units.Move {
		anim.path = b.Path(id, a.To)
	}
	before := b.Units()
	var tFighters, aFighters int
	if a.Target >= 0 {
		tFighters, aFighters = before[a.Target].Fighters, before[id].Fighters
	}
	b.Apply(a)
	if a.Target >= 0 {
		after := b.Units()
		anim.kills = tFighters - after[a.Target].Fighters
		anim.retKills = aFighters - after[id].Fighters
		anim.hitFrames = s.Ticks(0.45)
		line += fmt.Sprintf(" (−%d", anim.kills)
		if anim.retKills > 0 {
			line += fmt.Sprintf(", back −%d", anim.retKills)
		}
		line += ")"
	}
	if len(anim.path) > 1 {
		s.Play(assets.Move)
	} else if a.Kind == units.Defend || a.Kind == units.Wait {
		s.Play(assets.Click)
	}
	m.log = append(m.log[:min(len(m.log), b.Ply()-1)], line)
	m.anim = anim
	m.changed()
}

// Undo takes back to the last decision of a person (one action in hot-seat).
func (m *HexScreen) Undo(s *Session) {
	b := m.battle
	person := func() bool { return m.players[b.ToMove()] == nil }
	if !undoToPerson(m.players[0] != nil && m.players[1] != nil, b.Ply, b.Undo, person) {
		return
	}
	m.anim = nil
	m.log = m.log[:min(len(m.log), b.Ply())]
	m.end.reset()
	m.changed()
	s.Play(assets.Click)
}

func (m *HexScreen) findAction(kind units.ActionKind) (units.Action, bool) {
	for _, a := range m.legalActions() {
		if a.Kind == kind {
			return a, true
		}
	}
	return units.Action{}, false
}

func (m *HexScreen) Update(s *Session) error {
	if gameKeys(s, m) {
		return nil
	}
	in := &s.Input
	human := m.humanToAct() && m.anim == nil
	_, canWait := m.findAction(units.Wait)
	m.waitB.Disabled = !human || !canWait
	m.defB.Disabled = !human
	m.undoB.Disabled = m.battle.Ply() == 0 || (m.players[0] != nil && m.players[1] != nil)
	switch m.buttons.Update(s) {
	case m.waitB:
		m.humanAction(s, units.Wait)
	case m.defB:
		m.humanAction(s, units.Defend)
	case m.undoB:
		m.Undo(s)
	case m.menuB:
		s.Stack.Push(NewPauseMenu(m))
		return nil
	}

	if m.anim != nil {
		a := m.anim
		// Enter or Space skips the rest of an animation (the computer's above all).
		if in.Just(ActConfirm) {
			a.frame = a.total()
		}
		a.frame++
		if a.target >= 0 && !a.soundPlayed && a.frame >= a.moveFrames() {
			s.Play(assets.Remove)
			a.soundPlayed = true
		}
		if a.done() {
			m.anim = nil
		}
	}

	if out := m.battle.Outcome(); out.Over() {
		m.computer.reset()
		if m.anim == nil && m.end.due(s) {
			m.showVictory(s, out)
		}
		return nil
	}
	if p := m.players[m.battle.ToMove()]; p != nil {
		m.updateComputer(s, p)
		return nil
	}
	if m.anim == nil {
		if in.Just(ActWait) {
			m.humanAction(s, units.Wait)
		}
		if in.Just(ActDefend) {
			m.humanAction(s, units.Defend)
		}
		m.updateHuman(s)
	}
	return nil
}

func (m *HexScreen) humanAction(s *Session, kind units.ActionKind) {
	if a, ok := m.findAction(kind); ok && m.humanToAct() && m.anim == nil {
		m.play(s, a)
	}
}

func (m *HexScreen) updateComputer(s *Session, p ai.Player[*units.Battle, units.Action]) {
	think := func() func(ctx context.Context) (units.Action, error) {
		b := m.battle.Clone() // a Battle is not safe to share with the search
		return func(ctx context.Context) (units.Action, error) {
			a, _, err := p.Choose(ctx, b, ai.Limits{})
			return a, err
		}
	}
	if a, ok := m.computer.step(m.gen, m.anim == nil, think, m.battle.IsLegal); ok {
		m.play(s, a)
	}
}

// target is what a click at the cursor would do.
type hexTarget struct {
	action units.Action
	ok     bool
	path   []hex.Hex
	pred   units.Prediction
}

// aim works out the action under the cursor: a move to an empty hex, an
// attack on an enemy (from the reachable neighbour nearest the cursor), or a shot.
func (m *HexScreen) aim() hexTarget {
	if !m.hoverOK || m.battle.Active() < 0 {
		return hexTarget{}
	}
	id := m.battle.Active()
	b := m.battle
	occupant := b.UnitAt(m.hover)
	var best units.Action
	found, bestD := false, math.Inf(1)
	for _, a := range m.legalActions() {
		switch {
		case occupant < 0 && a.Kind == units.Move && a.Target < 0 && a.To == m.hover:
			best, found = a, true
			bestD = 0
		case occupant >= 0 && int(a.Target) == occupant && a.Kind == units.Shoot:
			best, found, bestD = a, true, -1
		case occupant >= 0 && int(a.Target) == occupant && a.Kind == units.Move && bestD >= 0:
			x, y := m.layout.Center(a.To)
			if d := math.Hypot(x-m.mouseX, y-m.mouseY); d < bestD {
				best, found, bestD = a, true, d
			}
		}
	}
	if !found {
		return hexTarget{}
	}
	t := hexTarget{action: best, ok: true}
	if best.Kind == units.Move {
		t.path = b.Path(id, best.To)
	}
	if best.Target >= 0 {
		t.pred = b.Predict(best)
	}
	return t
}

func (m *HexScreen) updateHuman(s *Session) {
	in := &s.Input
	m.mouseX, m.mouseY = in.MouseX, in.MouseY
	h := m.layout.HexAt(in.MouseX, in.MouseY)
	m.hover, m.hoverOK = h, m.battle.Map().Contains(h)
	if !in.Clicked || !m.hoverOK {
		return
	}
	if t := m.aim(); t.ok {
		m.play(s, t.action)
	}
}

func (m *HexScreen) showVictory(s *Session, out units.Outcome) {
	title := "Draw"
	if !out.Draw {
		title = sideTitle(out.Winner) + " wins!"
	}
	effect := assets.Win
	if m.vsComputer() && !out.Draw {
		if m.players[out.Winner] == nil {
			title = "You win!"
		} else if m.players[out.Winner.Other()] == nil {
			title = "The computer wins"
			effect = assets.Lose
		}
	}
	initial := m.battle.Initial().Units()
	now := m.battle.Units()
	var lost [2][]string
	for i, u := range now {
		if d := initial[i].Fighters - u.Fighters; d > 0 {
			lost[u.Side] = append(lost[u.Side], fmt.Sprintf("%s %d", u.Kind, d))
		}
	}
	stats := []string{fmt.Sprintf("Rounds: %d   ·   actions: %d   ·   time: %s", m.battle.Round(), m.battle.Ply(), s.Now().Sub(m.started).Round(time.Second))}
	for side := units.Blue; side <= units.Red; side++ {
		l := "none"
		if len(lost[side]) > 0 {
			l = strings.Join(lost[side], ", ")
		}
		stats = append(stats, sideTitle(side)+" lost: "+l)
	}
	s.Play(effect)
	v := NewVictory(m, title, capitalise(out.Reason), stats)
	v.AutoRestart = m.cfg.Autoplay
	s.Stack.Push(v)
}

func sideTitle(s units.Side) string { return capitalise(s.String()) }

// ---- drawing ----

func (m *HexScreen) unitPos(id int) (float64, float64) {
	u := m.battle.Unit(id)
	x, y := m.layout.Center(u.Pos)
	a := m.anim
	if a == nil || a.unit != id {
		return x, y
	}
	if n := len(a.path); n > 1 && a.frame < a.moveFrames() {
		i := a.frame / a.stepFrames
		t := float64(a.frame%a.stepFrames) / float64(a.stepFrames)
		x0, y0 := m.layout.Center(a.path[i])
		x1, y1 := m.layout.Center(a.path[i+1])
		return x0 + (x1-x0)*t, y0 + (y1-y0)*t
	}
	if a.target >= 0 && !a.shoot {
		// A lunge towards the target.
		k := float64(a.frame-a.moveFrames()) / float64(max(1, a.hitFrames))
		tx, ty := m.layout.Center(m.battle.Unit(a.target).Pos)
		l := math.Sin(math.Min(1, k*2)*math.Pi) * 0.3
		return x + (tx-x)*l, y + (ty-y)*l
	}
	return x, y
}

func (m *HexScreen) Draw(c *render.Canvas, s *Session) {
	b := m.battle
	m.terrain.Draw(c, m.layout, func(c *render.Canvas) { render.DrawTerrain(c, m.layout, b.Map()) })
	active := b.Active()
	human := m.humanToAct() && m.anim == nil
	var aim hexTarget
	if human {
		if r := m.activeReach(); r != nil {
			for _, h := range r.Destinations(nil) {
				c.FillHex(m.layout, h, 3, render.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.28))
			}
		}
		for _, a := range m.legalActions() {
			if a.Target >= 0 {
				c.StrokeHex(m.layout, b.Unit(int(a.Target)).Pos, 2, 3, render.Danger)
			}
		}
		m.drawThreat(c)
		aim = m.aim()
		if aim.ok {
			for i := 1; i < len(aim.path); i++ {
				x0, y0 := m.layout.Center(aim.path[i-1])
				x1, y1 := m.layout.Center(aim.path[i])
				c.Line(x0, y0, x1, y1, 5, render.WithAlpha(render.Accent, 0.85))
			}
			if aim.action.Kind == units.Move {
				c.StrokeHex(m.layout, aim.action.To, 2, 3, render.Accent)
			}
		}
		if m.hoverOK {
			c.StrokeHex(m.layout, m.hover, 1, 2, render.TextMain)
		}
	}
	if active >= 0 {
		pulse := 0.6 + 0.4*math.Sin(float64(s.Frame)/9)
		c.FillHex(m.layout, b.Unit(active).Pos, 2, render.WithAlpha(render.Accent, 0.35*pulse))
	}
	r := m.layout.Size * 0.72
	for id, u := range b.Units() {
		if !u.Alive() {
			continue
		}
		x, y := m.unitPos(id)
		render.DrawUnit(c, x, y, r, u, 1)
	}
	m.drawBlow(c)
	if aim.ok && aim.action.Target >= 0 {
		m.drawPrediction(c, aim)
	}
	m.drawQueue(c)
	m.drawPanel(c, s)
}

// drawThreat shades where the hovered enemy could reach and strike next.
func (m *HexScreen) drawThreat(c *render.Canvas) {
	if !m.hoverOK {
		return
	}
	id := m.battle.UnitAt(m.hover)
	if id < 0 || m.battle.Unit(id).Side == m.battle.ToMove() {
		return
	}
	if m.threatOf != id || m.threat == nil {
		m.threat, m.threatOf = m.battle.Reachable(id), id
	}
	for _, h := range m.threat.Destinations(nil) {
		c.FillHex(m.layout, h, 4, render.WithAlpha(render.Danger, 0.22))
	}
}

func (m *HexScreen) drawBlow(c *render.Canvas) {
	a := m.anim
	if a == nil || a.target < 0 || a.frame < a.moveFrames() {
		return
	}
	k := float64(a.frame-a.moveFrames()) / float64(max(1, a.hitFrames))
	tx, ty := m.layout.Center(m.battle.Unit(a.target).Pos)
	if a.shoot {
		sx, sy := m.layout.Center(m.battle.Unit(a.unit).Pos)
		t := math.Min(1, k*2.2)
		c.Line(sx+(tx-sx)*t*0.8, sy+(ty-sy)*t*0.8, sx+(tx-sx)*t, sy+(ty-sy)*t, 3, render.TextMain)
	}
	if k > 0.3 {
		alpha := 1 - (k-0.3)/0.7
		c.StrokeCircle(tx, ty, m.layout.Size*(0.7+k*0.5), 4, render.WithAlpha(render.Danger, alpha))
		c.Text(fmt.Sprintf("−%d", a.kills), tx, ty-m.layout.Size*(0.9+k*0.6), render.TextStyle{Size: 24, Bold: true, Color: render.WithAlpha(render.Danger, alpha), Align: render.AlignCenter, Middle: true})
		if a.retKills > 0 {
			ux, uy := m.unitPos(a.unit)
			c.Text(fmt.Sprintf("−%d", a.retKills), ux, uy-m.layout.Size*(0.9+k*0.6), render.TextStyle{Size: 22, Bold: true, Color: render.WithAlpha(render.Accent, alpha), Align: render.AlignCenter, Middle: true})
		}
	}
}

// drawPrediction labels the target under the cursor with the expected result.
func (m *HexScreen) drawPrediction(c *render.Canvas, t hexTarget) {
	tu := m.battle.Unit(int(t.action.Target))
	x, y := m.layout.Center(tu.Pos)
	lines := []string{fmt.Sprintf("kills %d", t.pred.Kills)}
	if t.action.Kind == units.Shoot {
		lines[0] = "shoot: " + lines[0]
	}
	if t.pred.RetaliationKills > 0 || t.pred.RetaliationDamage > 0 {
		lines = append(lines, fmt.Sprintf("back: kills %d", t.pred.RetaliationKills))
	} else if t.action.Kind == units.Move {
		lines = append(lines, "no retaliation")
	}
	w, h := 150.0, 12+22*float64(len(lines))
	bx, by := math.Min(x+22, 830-w), math.Max(y-h-22, 74)
	c.FillRoundRect(bx, by, w, h, 8, render.WithAlpha(render.Panel, 0.95))
	c.StrokeRoundRect(bx, by, w, h, 8, 2, render.Danger)
	for i, l := range lines {
		c.Text(l, bx+10, by+17+float64(i)*22, render.TextStyle{Size: 17, Bold: i == 0, Color: render.TextMain, Middle: true})
	}
}

// drawQueue shows this round's order: the unit acting now, then the rest.
func (m *HexScreen) drawQueue(c *render.Canvas) {
	b := m.battle
	c.Text(fmt.Sprintf("Round %d", b.Round()), 24, 38, render.TextStyle{Size: 20, Bold: true, Color: render.TextMain, Middle: true})
	order := b.Queue()
	if a := b.Active(); a >= 0 {
		order = append([]int{a}, order...)
	}
	x := 150.0
	for i, id := range order {
		u := b.Unit(id)
		r := 17.0
		if i == 0 {
			r = 22
		}
		render.DrawUnit(c, x, 36, r, u, 1)
		if u.Waited {
			c.Text("wait", x, 10, render.TextStyle{Size: 12, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
		}
		if i == 0 {
			c.StrokeCircle(x, 36, r+4, 3, render.Accent)
		}
		x += 2*r + 14
		if x > 820 {
			break
		}
	}
}

func (m *HexScreen) drawPanel(c *render.Canvas, s *Session) {
	b := m.battle
	x, w := panelX, panelW
	drawPanelHead(c, "Hex Battle", m.matchLine())

	c.FillRoundRect(x, 98, w-16, 58, 10, render.ButtonFill)
	status := ""
	if out := b.Outcome(); out.Over() {
		status = capitalise(out.String())
	} else if id := b.Active(); id >= 0 {
		u := b.Unit(id)
		fill, _ := render.UnitColors(u.Side)
		c.FillCircle(x+26, 127, 12, fill)
		status = fmt.Sprintf("%s %s to act", sideTitle(u.Side), u.Kind)
	}
	c.Text(status, x+48, 127, render.TextStyle{Size: 19, Bold: true, Color: render.TextMain, Middle: true})
	if m.computer.runner.Busy() {
		drawThinking(c, s, 127, "thinking")
	}

	// Tooltip: the hovered unit, else the active one.
	id := b.Active()
	if m.hoverOK {
		if h := b.UnitAt(m.hover); h >= 0 {
			id = h
		}
	}
	if id >= 0 {
		m.drawUnitInfo(c, x, 172, id)
	}
	if m.computer.err != "" {
		c.Text(m.computer.err, x+4, 300, render.TextStyle{Size: 15, Color: render.Danger, Middle: true})
	}

	c.Text("Battle log", x+4, 326, render.TextStyle{Size: 20, Bold: true, Color: render.Accent, Middle: true})
	drawLog(c, x+4, 346, m.log, 11, 15, 22, 60, "no actions yet")
	m.buttons.Draw(c)
	c.Text("W wait · D defend · U undo · Enter skips animation", x+(w-16)/2, 630, render.TextStyle{Size: 13, Color: render.TextDim, Align: render.AlignCenter, Middle: true})
}

func (m *HexScreen) drawUnitInfo(c *render.Canvas, x, y float64, id int) {
	b := m.battle
	u := b.Unit(id)
	st := u.Kind.Stats()
	t := b.Map().Terrain(u.Pos)
	fill, _ := render.UnitColors(u.Side)
	c.Text(fmt.Sprintf("%s %s · %s", sideTitle(u.Side), u.Kind, u.Pos.Offset()), x+4, y, render.TextStyle{Size: 19, Bold: true, Color: fill, Middle: true})
	top := st.HP*units.Hundredths - u.Remainder
	lines := []string{
		fmt.Sprintf("Fighters %d · top one %d/%d hp · on %s", u.Fighters, (top+units.Hundredths-1)/units.Hundredths, st.HP, t),
		fmt.Sprintf("Attack %d · defence %d · strength %d", units.AttackSkill(u, t), units.DefenceSkill(u, t), st.Strength),
		fmt.Sprintf("Speed %d · initiative %d", st.Speed, st.Initiative),
	}
	var flags []string
	if u.Defending {
		flags = append(flags, "defending")
	}
	if u.Retaliated {
		flags = append(flags, "has retaliated")
	}
	if u.Waited {
		flags = append(flags, "waited")
	}
	if u.Acted {
		flags = append(flags, "acted")
	}
	if len(flags) > 0 {
		lines = append(lines, capitalise(strings.Join(flags, ", ")))
	}
	for i, l := range lines {
		c.Text(l, x+4, y+24+float64(i)*22, render.TextStyle{Size: 16, Color: render.TextMain, Middle: true})
	}
}

func (m *HexScreen) matchLine() string {
	if !m.vsComputer() {
		return "Two players, hot-seat"
	}
	name := func(side units.Side) string {
		if m.players[side] != nil {
			return "Computer (" + hexLevelTitle(m.cfg.AI[side]) + ")"
		}
		return "You"
	}
	return fmt.Sprintf("Blue: %s   vs   Red: %s", name(units.Blue), name(units.Red))
}

func hexLevelTitle(name string) string {
	for _, l := range hexai.Roster.Levels {
		if l.Name == name {
			return l.Title
		}
	}
	return name
}
