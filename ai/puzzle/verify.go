package puzzle

import (
	"context"
	"fmt"
)

// Checker proves one game's puzzles.
type Checker interface {
	// Verify proves p again (docs/puzzles.md says what that means for
	// each source): nil, or what is wrong with it.
	Verify(p Puzzle) error
}

// NewChecker returns the checker of game's puzzles.
func NewChecker(ctx context.Context, game string) (Checker, error) {
	switch game {
	case Connect:
		return NewConnectChecker(ctx)
	case Mill:
		return NewMillChecker(ctx), nil
	}
	return nil, fmt.Errorf("puzzle: no puzzles for the game %q (games: mill, connect)", game)
}

// Grade returns the weakest grading rung of game's ladder that solves p
// ("" for none).
func Grade(ctx context.Context, game string, p Puzzle) (string, error) {
	switch game {
	case Connect:
		return GradeConnect(ctx, p)
	case Mill:
		return GradeMill(ctx, p)
	}
	return "", fmt.Errorf("puzzle: no puzzles for the game %q", game)
}

// Generate makes game's puzzles (GenerateConnect, GenerateMill).
func Generate(ctx context.Context, game string, opt Options) ([]Puzzle, Report, error) {
	switch game {
	case Connect:
		return GenerateConnect(ctx, opt)
	case Mill:
		return GenerateMill(ctx, opt)
	}
	return nil, Report{}, fmt.Errorf("puzzle: no puzzles for the game %q", game)
}

// Finding is one puzzle that failed a check.
type Finding struct {
	ID  string
	Err error
}

// VerifyAll proves every puzzle of ps again and, with regrade, grades it
// again and checks its rung and band; it returns the failures (none: all
// good). progress, if not nil, hears after every puzzle.
func VerifyAll(ctx context.Context, game string, ps []Puzzle, regrade bool, progress func(done int)) ([]Finding, error) {
	chk, err := NewChecker(ctx, game)
	if err != nil {
		return nil, err
	}
	var bad []Finding
	for i, p := range ps {
		if ctx.Err() != nil {
			return bad, ctx.Err()
		}
		if err := chk.Verify(p); err != nil {
			bad = append(bad, Finding{p.ID, err})
		} else if regrade {
			if err := checkGrade(ctx, game, p); err != nil {
				bad = append(bad, Finding{p.ID, err})
			}
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	return bad, nil
}

// checkGrade grades p again and compares with its file's rung and band.
func checkGrade(ctx context.Context, game string, p Puzzle) error {
	rung, err := Grade(ctx, game, p)
	if err != nil {
		return fmt.Errorf("%s: grading: %v", p.ID, err)
	}
	if rung != p.Rung {
		return fmt.Errorf("%s: the weakest rung that solves it is %s, the file says %s", p.ID, orNone(rung), orNone(p.Rung))
	}
	b, err := BandOf(game, rung)
	if err != nil {
		return err
	}
	if b != p.Band {
		return fmt.Errorf("%s: solved first by %s, so band %s, the file says %s", p.ID, orNone(rung), b, p.Band)
	}
	return nil
}

func orNone(rung string) string {
	if rung == "" {
		return "no rung"
	}
	return rung
}
