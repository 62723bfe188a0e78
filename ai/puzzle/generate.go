package puzzle

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"stratagem/board/connect"
)

// Options tune a generation.
type Options struct {
	Seed    uint64 // the self-play games' random choices
	PerBand int    // puzzles wanted in each band
	// OneStepShare caps the share of a band's puzzles solved in one move
	// (in percent): the positions hold far more of them than of longer
	// lines, and a collection of nothing but one-movers is dull.
	OneStepShare int
	MaxSteps     int // the longest line, in the player's moves
	// CapturePerBand (Mill) is how many capture puzzles a band gets, after
	// the endgame puzzles (0: none).
	CapturePerBand int
	Progress       func(string)        // hears a line now and then (nil: nothing)
	Deadline       time.Time           // stop looking for more positions then (zero: never)
	Want           func(Puzzle) string // test hook: overrides the grade ("" keeps it)
}

// Report says what a generation did, for arena's output and the docs.
type Report struct {
	Positions  int            // distinct positions looked at
	Candidates int            // of them, puzzles (before grading and selection)
	Graded     int            // candidates graded
	Kept       map[Band]int   // puzzles kept, per band
	Sources    map[Source]int // puzzles kept, per source
	Elapsed    time.Duration
}

func (o *Options) say(format string, args ...any) {
	if o.Progress != nil {
		o.Progress(fmt.Sprintf(format, args...))
	}
}

// collection gathers graded puzzles into bands up to the quota.
type collection struct {
	opt     Options
	game    string
	bands   map[Band][]Puzzle
	oneStep map[Band]int
	saves   map[Band]int
	// until is, per self-play game, the ply up to which its positions lie
	// on the line of a puzzle kept from it: a position there would give
	// the same puzzle again, a move later.
	until  map[uint64]int
	report Report
	seen   map[string]bool // the positions looked at, by their text
	first  int             // the number of puzzles before these: the IDs go on from it
	// solved keeps only puzzles some rung solves (capture puzzles: the mill
	// forced must also be what a rung playing for the game plays).
	solved bool
}

func newCollection(game string, opt Options) *collection {
	return &collection{opt: opt, game: game, bands: map[Band][]Puzzle{}, oneStep: map[Band]int{}, saves: map[Band]int{},
		until: map[uint64]int{}, seen: map[string]bool{}, report: Report{Kept: map[Band]int{}, Sources: map[Source]int{}}}
}

// skip reports whether the position at ply of self-play game g lies on
// the line of a puzzle already kept from that game.
func (c *collection) skip(g uint64, ply int) bool {
	u, ok := c.until[g]
	return ok && ply <= u
}

// fresh reports whether the position key, at ply of self-play game g, is
// worth looking at: bands to fill, not on a kept puzzle's line, not seen
// before (counted then).
func (c *collection) fresh(g uint64, ply int, key string) bool {
	if c.full() || c.skip(g, ply) || c.seen[key] {
		return false
	}
	c.seen[key] = true
	c.report.Positions++
	return true
}

// full reports whether every band has its quota.
func (c *collection) full() bool {
	for _, b := range Bands {
		if len(c.bands[b]) < c.opt.PerBand {
			return false
		}
	}
	return true
}

// room reports whether band b takes p: its quota is not reached, nor
// the share of one-movers (OneStepShare) or, in the easy and medium bands,
// of save puzzles (half) when p is one. The hard band takes what the
// ladder's searches cannot find, and in Connect Four that is mostly the
// only move that saves the game (Normal's seven plies see a win of up to
// four moves, and longer wins with a single right move at every step are
// rare), so it has no such share.
func (c *collection) room(b Band, p Puzzle) bool {
	if len(c.bands[b]) >= c.opt.PerBand {
		return false
	}
	if p.Goal == Save && b != Hard && c.saves[b] >= (c.opt.PerBand+1)/2 {
		return false
	}
	return p.Steps() > 1 || c.oneStep[b] < max(1, c.opt.PerBand*c.opt.OneStepShare/100)
}

// roomFrom reports whether a band that a grade from the rung at index
// from on gives (that rung, a stronger one, or none) takes p: if not,
// grading on is wasted.
func (c *collection) roomFrom(p Puzzle, from int) bool {
	names := append(slices.Clone(Rungs[c.game][from:]), "")
	for _, r := range names {
		if b, err := BandOf(c.game, r); err == nil && c.room(b, p) {
			return true
		}
	}
	return false
}

// add grades p, found at ply of self-play game g, with gradeFn and keeps
// it if its band has room.
func (c *collection) add(ctx context.Context, p Puzzle, g uint64, ply int, gradeFn func(context.Context, Puzzle, func(int) bool) (string, error)) error {
	c.report.Candidates++
	if !c.roomFrom(p, 0) {
		return nil
	}
	rung, err := gradeFn(ctx, p, func(from int) bool { return c.roomFrom(p, from) })
	if errors.Is(err, errUnwanted) {
		return nil
	}
	if err != nil {
		return err
	}
	c.report.Graded++
	if c.opt.Want != nil {
		if r := c.opt.Want(p); r != "" {
			rung = r
		}
	}
	if rung == "" && c.solved {
		return nil
	}
	b, err := BandOf(c.game, rung)
	if err != nil {
		return err
	}
	if !c.room(b, p) {
		return nil
	}
	p.Rung, p.Band = rung, b
	c.bands[b] = append(c.bands[b], p)
	if p.Steps() == 1 {
		c.oneStep[b]++
	}
	if p.Goal == Save {
		c.saves[b]++
	}
	c.until[g] = ply + len(p.Line)
	if c.report.Graded%25 == 0 {
		c.opt.say("%d candidates, %d graded; kept easy %d, medium %d, hard %d", c.report.Candidates, c.report.Graded,
			len(c.bands[Easy]), len(c.bands[Medium]), len(c.bands[Hard]))
	}
	return nil
}

// puzzles returns the puzzles kept, band by band, each band ordered by the
// length of its line and then its position, and numbered game-NNN.
func (c *collection) puzzles() []Puzzle {
	var out []Puzzle
	for _, b := range Bands {
		ps := c.bands[b]
		slices.SortStableFunc(ps, func(x, y Puzzle) int {
			return cmp.Or(cmp.Compare(rungIndex(c.game, x.Rung), rungIndex(c.game, y.Rung)), cmp.Compare(len(x.Line), len(y.Line)), cmp.Compare(x.Position, y.Position))
		})
		for _, p := range ps {
			p.ID = fmt.Sprintf("%s-%03d", c.game, c.first+len(out)+1)
			out = append(out, p)
			c.report.Kept[b]++
			c.report.Sources[p.Source]++
		}
	}
	return out
}

// rungIndex is the place of rung on the game's grading ladder (none last).
func rungIndex(game, rung string) int {
	if i := slices.Index(Rungs[game], rung); i >= 0 {
		return i
	}
	return len(Rungs[game])
}

// GenerateConnect makes Connect Four puzzles from the positions of
// self-play games (connectGames), proves each with the solver, grades it
// and keeps up to opt.PerBand a band.
func GenerateConnect(ctx context.Context, opt Options) ([]Puzzle, Report, error) {
	start := time.Now()
	chk, err := NewConnectChecker(ctx)
	if err != nil {
		return nil, Report{}, err
	}
	col := newCollection(Connect, opt)
	const minPly = 12 // earlier positions take the solver long and rarely have a single right move
	games := 0
	for round := uint64(0); !col.full(); round++ {
		if !opt.Deadline.IsZero() && time.Now().After(opt.Deadline) {
			opt.say("out of time after %d games", games)
			break
		}
		err := connectGames(ctx, opt.Seed+round, 20, func(g int, p *connect.Position) error {
			game := round<<16 | uint64(g)
			if p.Ply() < minPly || !col.fresh(game, p.Ply(), connectKey(p)) {
				return nil
			}
			pz, ok, err := chk.connectPuzzle(p, opt.MaxSteps)
			if err != nil || !ok {
				return nil // a position the solver did not settle within its bound is skipped
			}
			return col.add(ctx, pz, game, p.Ply(), gradeConnect)
		})
		games += 20
		if err != nil {
			return nil, col.report, err
		}
		if round > 1000 {
			break
		}
	}
	out := col.puzzles()
	col.report.Elapsed = time.Since(start)
	return out, col.report, nil
}

// connectKey names a position up to its mirror image, so that a position
// and its mirror make one puzzle.
func connectKey(p *connect.Position) string {
	c := p.Config()
	a := make([]byte, 0, c.W*c.H)
	b := make([]byte, 0, c.W*c.H)
	for col := 0; col < c.W; col++ {
		for row := 0; row < c.H; row++ {
			a = append(a, cellByte(p.At(col, row)))
			b = append(b, cellByte(p.At(c.W-1-col, row)))
		}
	}
	return min(string(a), string(b))
}

func cellByte(pl connect.Player) byte {
	switch pl {
	case connect.X:
		return 'x'
	case connect.O:
		return 'o'
	}
	return '.'
}
