package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"stratagem/board/rules"
)

// counter is a toy game: the state is a number, a move adds 1, 2 or 3,
// and the game is over at 10 or beyond.
type counter struct{ n int }

// counterRules are counter's rules, as the rules contract wants them;
// only what the players here use answers.
type counterRules struct{ rules.Game[*counter, int] }

func (counterRules) Legal(c *counter, buf []int) []int {
	if c.n >= 10 {
		return buf[:0]
	}
	return append(buf[:0], 1, 2, 3)
}

// always plays the same move.
type always struct {
	name string
	move int
}

func (a always) Name() string { return a.name }

func (a always) Choose(ctx context.Context, c *counter, _ Limits) (int, Info, error) {
	if c.n >= 10 {
		return 0, Info{}, errOver
	}
	return a.move, Info{}, ctx.Err()
}

var errOver = errors.New("over")

func toyRoster(levels ...string) *Roster[*counter, int] {
	mk := func(name string, _ uint64) (Player[*counter, int], error) { return always{name, 1}, nil }
	r := &Roster[*counter, int]{Game: "Toy",
		Lab:   []Entry[*counter, int]{{Level: Level{Name: "seed"}, Make: mk}},
		Extra: []Entry[*counter, int]{{Level: Level{Name: "random"}, Make: mk}},
	}
	for _, l := range levels {
		r.Levels = append(r.Levels, Entry[*counter, int]{Level: Level{Name: l}, Make: mk})
	}
	return r
}

func TestRosterCoversLadderLabAndExtra(t *testing.T) {
	r := toyRoster("beginner", "easy", "normal", "hard", "master")
	want := []string{"beginner", "easy", "normal", "hard", "master", "seed", "random"}
	if got := r.Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	if n := len(r.All()); n != len(want) {
		t.Errorf("All() has %d levels, want %d", n, len(want))
	}
	for _, name := range want {
		if err := r.Check(" " + strings.ToUpper(name)); err != nil {
			t.Errorf("Check(%q): %v", name, err)
		}
		if p, err := r.New(name, 1); err != nil || p.Name() != name {
			t.Errorf("New(%q) = %v, %v", name, p, err)
		}
		if _, ok := r.Find(name); !ok {
			t.Errorf("Find(%q) found nothing", name)
		}
	}
	_, err := r.New("grandmaster", 1)
	if !errors.Is(err, ErrUnknown) || !strings.Contains(err.Error(), strings.Join(want, ", ")) {
		t.Errorf("New(grandmaster): %v", err)
	}
}

func TestDefaultIsTheMiddleRungAndStrongestTheTop(t *testing.T) {
	for _, tc := range []struct {
		levels            []string
		middle, strongest string
	}{
		{[]string{"beginner", "easy", "normal", "hard", "master"}, "normal", "master"},
		{[]string{"beginner", "easy", "normal", "hard"}, "normal", "hard"},
		{[]string{"easy", "normal", "hard"}, "normal", "hard"},
		{[]string{"easy"}, "easy", "easy"},
		{nil, "", ""},
	} {
		r := toyRoster(tc.levels...)
		if len(tc.levels) == 5 {
			six := toyRoster(append(tc.levels, "grandmaster")...)
			six.First = "normal"
			if got := six.Default(); got != "normal" {
				t.Errorf("six rungs with First: Default() = %q, want normal", got)
			}
		}
		if got := r.Default(); got != tc.middle {
			t.Errorf("%v: Default() = %q, want %q", tc.levels, got, tc.middle)
		}
		if got := r.Strongest(); got != tc.strongest {
			t.Errorf("%v: Strongest() = %q, want %q", tc.levels, got, tc.strongest)
		}
	}
}

func newSloppy(chance float64, seed uint64) *Sloppy[*counter, int] {
	return &Sloppy[*counter, int]{Label: "beginner", Inner: always{"beginner", 1}, Chance: chance,
		Rules: counterRules{}, Rng: rand.New(rand.NewPCG(seed, 1))}
}

func TestSloppyPlaysRandomMovesAtItsRate(t *testing.T) {
	for _, chance := range []float64{0, 0.3, 1} {
		p := newSloppy(chance, 7)
		random, other := 0, 0
		const n = 3000
		for range n {
			m, info, err := p.Choose(context.Background(), &counter{}, Limits{})
			if err != nil || m < 1 || m > 3 {
				t.Fatalf("chance %g: move %d, %v", chance, m, err)
			}
			if info.Note == RandomNote {
				random++
				if m != 1 {
					other++
				}
			}
		}
		// A random move is 2 or 3 two times in three.
		if share := float64(random) / n; share < chance-0.04 || share > chance+0.04 {
			t.Errorf("chance %g: %d random moves of %d", chance, random, n)
		}
		if chance > 0 && (other < random/2 || other > random*5/6) {
			t.Errorf("chance %g: %d of %d random moves differ from the inner player's", chance, other, random)
		}
	}
}

func TestSloppyIsSeededAndDefersAtTheEnd(t *testing.T) {
	moves := func(seed uint64) []int {
		p := newSloppy(0.5, seed)
		var out []int
		for range 50 {
			m, _, _ := p.Choose(context.Background(), &counter{}, Limits{})
			out = append(out, m)
		}
		return out
	}
	if a, b := moves(3), moves(3); !slices.Equal(a, b) {
		t.Errorf("the same seed played %v and %v", a, b)
	}
	if a, b := moves(3), moves(4); slices.Equal(a, b) {
		t.Errorf("two seeds played the same %v", a)
	}
	p := newSloppy(1, 1)
	if p.Name() != "beginner" {
		t.Errorf("Name() = %q", p.Name())
	}
	if _, _, err := p.Choose(context.Background(), &counter{n: 10}, Limits{}); !errors.Is(err, errOver) {
		t.Errorf("a finished game: %v, want the inner player's error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, info, err := p.Choose(ctx, &counter{}, Limits{}); !errors.Is(err, context.Canceled) || info.Note == RandomNote {
		t.Errorf("a cancelled context: %+v, %v, want the inner player's answer", info, err)
	}
}

// ClockBudget spends the increment while the clock holds no more, spreads
// what it saves over the next moves, and never spends what is not there.
func TestClockBudget(t *testing.T) {
	const s = time.Second
	for _, tc := range []struct {
		left, inc, want time.Duration
	}{
		{1 * s, 1 * s, 1 * s},  // nothing saved: the increment
		{9 * s, 1 * s, 2 * s},  // 8 s saved: an eighth of it more
		{41 * s, 1 * s, 4 * s}, // at most four increments
		{500 * time.Millisecond, 1 * s, 500 * time.Millisecond}, // never more than the clock
		{0, 1 * s, 10 * time.Millisecond},                       // run out: still a move
		{30 * s, 0, 1 * s},                                      // no increment: a thirtieth
		{0, 0, 10 * time.Millisecond},
	} {
		if got := ClockBudget(tc.left, tc.inc); got != tc.want {
			t.Errorf("ClockBudget(%v, %v) = %v, want %v", tc.left, tc.inc, got, tc.want)
		}
	}
}
