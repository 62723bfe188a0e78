package scenes

import (
	"fmt"

	"stratagem/board/rules"
	"stratagem/scenes/stats"
)

// countResult adds the game that has just ended to the player's
// statistics (package stats): a game of one person against the computer,
// counted once, the first time it ends (a result taken back and played
// again is not counted twice). Not counted: games of two people (hot-seat)
// and of the computer against itself, puzzles, games from a position set
// up rather than played to, and a game whose computer side the person
// took over. The rating counts only the games played as the ladder was
// measured: every set-up option but the map at its first choice
// (ratedMatch).
func (f *Frame[S, M]) countResult(s *Session, out rules.Outcome) {
	if f.counted || f.puzzle != nil || f.Match.Autoplay {
		return
	}
	f.counted = true
	person := -1
	for side := range 2 {
		if f.Person(side) && !f.Person(1-side) && f.Match.AI[1-side] != "" {
			person = side
		}
	}
	path := statsPath(s)
	if person < 0 || path == "" {
		return
	}
	r := stats.Loss
	switch {
	case out.Draw():
		r = stats.Draw
	case int(out.Winner) == person:
		r = stats.Win
	}
	b := stats.For(path)
	if w := b.Warning(); w != "" {
		s.Warn(w)
	}
	if err := b.Failure(); err != nil {
		s.Warn(fmt.Sprintf("could not keep the statistics: %v", err))
	}
	b.Add(f.Match.Game, f.Match.AI[1-person], r, ratedMatch(s, f.Match))
}

// ratedMatch reports whether m was played as the ladder was measured: each
// of the game's set-up options at its first choice (Nine Men's Morris,
// Connect Four's 7×6 board, the standard armies and mechs), the map
// excepted, which changes the field and not the rules.
func ratedMatch(s *Session, m Match) bool {
	desc, ok := s.Game(m.Game)
	if !ok {
		return false
	}
	for _, o := range desc.Setup.Options {
		if o.Key != "map" && m.Option(o.Key, o.Default) != o.Default {
			return false
		}
	}
	return true
}
