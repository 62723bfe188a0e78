package puzzle

import (
	"context"
	"errors"
	"fmt"
	"time"

	"stratagem/ai"
	"stratagem/board/rules"
)

// gradeTime is the move time the rungs get while grading: far beyond what
// their own bounds (a depth, a number of positions) let them use, so that
// those bounds, not the machine's speed, end every search and a grade is
// the same on every machine.
const gradeTime = time.Hour

// gradeSeed seeds the rungs' random choices among equal moves while
// grading, the same for every puzzle.
const gradeSeed = 1

// Rungs are the rungs of each game's ladder that grade its puzzles, weakest
// first. Beginner is left out: it is Easy playing random moves on a share
// of its turns, so whether it solves a puzzle is chance, not strength.
var Rungs = map[string][]string{
	Connect: {"easy", "normal", "hard", "master"},
	Mill:    {"easy", "normal", "hard", "master", "grandmaster"},
}

// bandOf maps a game's weakest solving rung to a band: the bands are cut
// so that each holds puzzles of a clearly different strength (see
// docs/puzzles.md). A puzzle no rung solves is hard.
var bandOf = map[string]map[string]Band{
	// Easy: Easy (two plies) sees it; medium: Normal's seven plies are
	// needed; hard: neither of the heuristic searches finds it, only the
	// solver of Hard or Master (or none).
	Connect: {"easy": Easy, "normal": Medium, "hard": Hard, "master": Hard, "": Hard},
	// Easy: the priority rules (closing a mill, blocking one) see it;
	// medium: a search of 3 or 5 plies (Normal, Hard) is needed; hard: only
	// the node-bounded searches of Master and Grandmaster (or none).
	Mill: {"easy": Easy, "normal": Medium, "hard": Medium, "master": Hard, "grandmaster": Hard, "": Hard},
}

// BandOf returns the band of a puzzle of game whose weakest solving rung
// is rung ("" for none).
func BandOf(game, rung string) (Band, error) {
	b, ok := bandOf[game][rung]
	if !ok {
		return "", fmt.Errorf("puzzle: %q is not a grading rung of %s", rung, game)
	}
	return b, nil
}

// grade returns the weakest of rungs that plays every one of the player's
// moves of line from start, the defender's answers being the line's; ""
// when none does. Each rung is a fresh player (seed gradeSeed), so that no
// table carries from one puzzle to the next.
//
// wanted, if not nil, is asked before each rung whether a grade from that
// rung on (that rung, a stronger one, or none) is still of use; when it is
// not, grade stops and returns errUnwanted (a generation whose bands of
// the harder puzzles are full need not run the strongest rungs).
//
// same, if not nil, says whether a rung's move got is as good as the
// line's want at step i (a capture puzzle takes any piece with its mill);
// nil: only want itself.
func grade[S any, M comparable](ctx context.Context, g rules.Game[S, M], roster *ai.Roster[S, M], rungs []string, start S, line []M, wanted func(from int) bool, same func(i int, got, want M) bool) (string, error) {
	for i, name := range rungs {
		if wanted != nil && !wanted(i) {
			return "", errUnwanted
		}
		p, err := roster.New(name, gradeSeed)
		if err != nil {
			return "", err
		}
		ok, err := plays(ctx, g, p, start, line, same)
		if err != nil {
			return "", fmt.Errorf("grading with %s: %w", name, err)
		}
		if ok {
			return name, nil
		}
	}
	return "", nil
}

// errUnwanted ends a grading whose answer is of no use (see grade).
var errUnwanted = errors.New("puzzle: grade not wanted")

// plays reports whether p chooses every one of the player's moves of line
// (or one same takes for it).
func plays[S any, M comparable](ctx context.Context, g rules.Game[S, M], p ai.Player[S, M], start S, line []M, same func(i int, got, want M) bool) (bool, error) {
	st := g.Clone(start)
	for i, m := range line {
		if i%2 == 0 {
			got, _, err := p.Choose(ctx, g.Clone(st), ai.Limits{MoveTime: gradeTime})
			if err != nil {
				return false, err
			}
			if got != m && (same == nil || !same(i, got, m)) {
				return false, nil
			}
		}
		g.Apply(st, m)
	}
	return true, nil
}
