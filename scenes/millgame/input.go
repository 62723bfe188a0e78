package millgame

import (
	"math"

	"stratagem/assets"
	"stratagem/board/mill"
	"stratagem/scenes"
)

// arrows are the cursor keys and the direction each moves the cursor.
var arrows = [...]struct {
	key    scenes.Action
	dx, dy float64
}{{scenes.ActUp, 0, -1}, {scenes.ActDown, 0, 1}, {scenes.ActLeft, -1, 0}, {scenes.ActRight, 1, 0}}

// UpdatePerson turns clicks and keys on the board into moves.
func (m *Screen) UpdatePerson(s *scenes.Session) {
	in := &s.Input
	if p, ok := m.board.PointAt(m.pos.Variant(), in.MouseX, in.MouseY); ok {
		m.hover = p
		if in.MouseMoved {
			m.cursor, m.cursorShown = p, false
		}
	} else {
		m.hover = mill.NoPoint
	}
	for _, a := range arrows {
		if in.Just(a.key) {
			m.cursor = m.stepCursor(a.dx, a.dy)
			m.cursorShown = true
			m.hover = m.cursor
		}
	}
	if in.RightClicked && !m.owedNow() {
		m.selected, m.pending = mill.NoPoint, false
	}
	if in.Clicked && m.hover != mill.NoPoint {
		m.act(s, m.hover)
	} else if in.Just(scenes.ActConfirm) {
		m.cursorShown = true
		m.act(s, m.cursor)
	}
}

// stepCursor moves the keyboard cursor to the nearest point in direction (dx, dy).
func (m *Screen) stepCursor(dx, dy float64) mill.Point {
	v := m.pos.Variant()
	cx, cy := float64(v.File(m.cursor)), float64(6-v.Rank(m.cursor))
	best, bestScore := m.cursor, math.Inf(1)
	for p := range mill.Point(v.NumPoints()) {
		vx, vy := float64(v.File(p))-cx, float64(6-v.Rank(p))-cy
		along := vx*dx + vy*dy
		if along <= 0 {
			continue
		}
		across := math.Abs(vx*dy - vy*dx)
		if score := along + 2*across; score < bestScore {
			best, bestScore = p, score
		}
	}
	return best
}

// act is a click (or Enter) on point p.
func (m *Screen) act(s *scenes.Session, p mill.Point) {
	me := m.pos.SideToMove()
	legal := m.Legal()
	if m.pending {
		for _, mv := range legal {
			if mv.From == m.pendFrom && mv.To == m.pendTo && mv.Remove == p {
				if !m.Play(s, mv) && !m.owedNow() { // a puzzle refused it: the move is chosen again from the start
					m.pending, m.selected = false, mill.NoPoint
				}
				return
			}
		}
		return
	}
	from := mill.NoPoint
	placing := m.pos.PhaseOf(me) == mill.Placing
	// Pieces are picked up to move them once the hand is empty, or, where
	// the variant allows it (Lasker Morris), with pieces still in hand; a
	// click on an empty point with nothing picked up then places.
	if !placing || m.pos.Variant().MoveWhilePlacing() {
		if m.pos.At(p) == me {
			for _, mv := range legal {
				if mv.From == p {
					if m.selected == p && placing {
						m.selected = mill.NoPoint // put back down: place instead
					} else {
						m.selected = p
					}
					s.Play(assets.Click)
					return
				}
			}
			return
		}
		if m.selected == mill.NoPoint && !placing {
			return
		}
		from = m.selected
	}
	for _, mv := range legal {
		if mv.From == from && mv.To == p {
			// A mill against three pieces wins whatever it takes (Three
			// Men's Morris's every mill, a flying side's last mill): the
			// game ends on the mill, with no piece to choose.
			if mv.Remove != mill.NoPoint && !m.pos.MillWins() {
				m.pending, m.pendFrom, m.pendTo = true, from, p
				s.Play(assets.Place)
				return
			}
			if !m.Play(s, mv) { // a puzzle refused it
				m.selected = mill.NoPoint
			}
			return
		}
	}
	m.selected = mill.NoPoint
}
