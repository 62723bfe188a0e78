package connect

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestConfigLimits(t *testing.T) {
	for _, tc := range []struct {
		c    Config
		want string // "" = valid
	}{
		{Config{7, 6, 4}, ""},
		{Config{4, 4, 3}, ""},
		{Config{9, 8, 6}, ""},
		{Config{4, 8, 6}, ""},
		{Config{9, 4, 6}, ""},
		{Config{4, 4, 4}, ""},
		{Config{3, 6, 4}, "width 3"},
		{Config{10, 6, 4}, "width 10"},
		{Config{7, 3, 4}, "height 3"},
		{Config{7, 9, 4}, "height 9"},
		{Config{7, 6, 2}, "line length 2"},
		{Config{7, 6, 7}, "line length 7"},
		{Config{4, 4, 5}, "longer than the board"},
		{Config{5, 4, 6}, "longer than the board"},
	} {
		err := tc.c.Validate()
		if tc.want == "" {
			if err != nil {
				t.Errorf("%v: %v", tc.c, err)
			}
			if _, err := New(tc.c); err != nil {
				t.Errorf("New(%v): %v", tc.c, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one mentioning %q", tc.c, err, tc.want)
		}
		if _, err := New(tc.c); err == nil {
			t.Errorf("New(%v) accepted an invalid board", tc.c)
		}
	}
	if !(Config{7, 6, 4}).Fits64() || !(Config{8, 7, 4}).Fits64() || (Config{9, 7, 4}).Fits64() || (Config{9, 8, 4}).Fits64() {
		t.Error("Fits64 is wrong about 7x6, 8x7, 9x7 or 9x8")
	}
}

// TestLines plays a line in every direction on boards at the size limits.
func TestLines(t *testing.T) {
	for _, tc := range []struct {
		c      Config
		moves  string
		winner Player
		line   []Cell // the expected winning cells, in order
	}{
		{Standard, "1212121", X, []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}}},
		{Standard, "1122334", X, []Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{Standard, "12234334544", X, []Cell{{0, 0}, {1, 1}, {2, 2}, {3, 3}}},
		{Standard, "76654554344", X, []Cell{{3, 3}, {4, 2}, {5, 1}, {6, 0}}},
		{Standard, "71212121", O, []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}}},
		{Config{4, 4, 3}, "11223", X, []Cell{{0, 0}, {1, 0}, {2, 0}}},
		{Config{4, 4, 3}, "12121", X, []Cell{{0, 0}, {0, 1}, {0, 2}}},
		{Config{4, 4, 3}, "1223433", X, []Cell{{0, 0}, {1, 1}, {2, 2}}},
		{Config{4, 4, 3}, "4332122", X, []Cell{{1, 2}, {2, 1}, {3, 0}}},
		{Config{9, 8, 6}, "11223344556", X, []Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}}},
		{Config{9, 8, 6}, "99887766554", X, []Cell{{3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {8, 0}}},
		{Config{9, 8, 6}, "91919191919", X, []Cell{{8, 0}, {8, 1}, {8, 2}, {8, 3}, {8, 4}, {8, 5}}},
		{Config{4, 8, 6}, "12121212121", X, []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}}},
		{Config{9, 4, 6}, "11223344556", X, []Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}}},
		// Five in a row made by filling the gap: the whole run is the line.
		{Config{7, 6, 4}, "1122445", X, nil},
		{Config{7, 6, 4}, "112244563", X, nil},
	} {
		p, err := ParseMoves(tc.c, tc.moves)
		if err != nil {
			t.Fatalf("%v %q: %v", tc.c, tc.moves, err)
		}
		if p.Winner() != tc.winner && tc.moves != "1122445" {
			t.Errorf("%v %q: winner %v, want %v\n%s", tc.c, tc.moves, p.Winner(), tc.winner, p.Diagram())
		}
		if got := bruteWinner(p); got != p.Winner() {
			t.Errorf("%v %q: brute force says %v, Winner %v", tc.c, tc.moves, got, p.Winner())
		}
		if tc.line != nil {
			if got := p.WinningLine(); !slices.Equal(got, tc.line) {
				t.Errorf("%v %q: line %v, want %v", tc.c, tc.moves, got, tc.line)
			}
		}
		if !p.Over() || p.Draw() || len(p.LegalMoves(nil)) != 0 {
			if tc.moves != "1122445" {
				t.Errorf("%v %q: Over %v Draw %v legal %v after a win", tc.c, tc.moves, p.Over(), p.Draw(), p.LegalMoves(nil))
			}
		}
		if tc.c.HasLine(p.Discs(tc.winner)) != (p.Winner() == tc.winner) {
			t.Errorf("%v %q: HasLine disagrees", tc.c, tc.moves)
		}
	}
	// "1122445" is no win yet (X has 1,2 and 4,5); after O 6, X 3 joins them into five.
	p, _ := ParseMoves(Standard, "1122445")
	if p.Winner() != None {
		t.Fatalf("1122445: winner %v", p.Winner())
	}
	p, _ = ParseMoves(Standard, "112244563")
	if p.Winner() != X || len(p.WinningLine()) != 5 {
		t.Fatalf("11224453: winner %v line %v", p.Winner(), p.WinningLine())
	}
}

func TestDrawOnFullBoard(t *testing.T) {
	// 4x4, N=4: columns filled in pairs never make four in a row.
	p, err := ParseMoves(Config{4, 4, 4}, "1212 2121 3434 4343")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Full() || !p.Draw() || !p.Over() || p.Winner() != None {
		t.Fatalf("full=%v draw=%v over=%v winner=%v\n%s", p.Full(), p.Draw(), p.Over(), p.Winner(), p.Diagram())
	}
	if err := p.Play(0); !errors.Is(err, ErrGameOver) {
		t.Errorf("Play on a full board: %v", err)
	}
}

func TestPlayErrors(t *testing.T) {
	p := MustNew(Config{4, 4, 4})
	for _, tc := range []struct {
		col  int
		want error
	}{{-1, ErrNoColumn}, {4, ErrNoColumn}} {
		if err := p.Play(tc.col); !errors.Is(err, tc.want) {
			t.Errorf("Play(%d): %v, want %v", tc.col, err, tc.want)
		}
	}
	for range 4 {
		if err := p.Play(0); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Play(0); !errors.Is(err, ErrColumnFull) {
		t.Errorf("Play into a full column: %v", err)
	}
	if p.Ply() != 4 {
		t.Errorf("a refused move changed the position: ply %d", p.Ply())
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
		move int
	}{
		{"44x3", `"x" is not a column number`, 3},
		{"448", "column 8 is not on a 7-column board", 3},
		{"0", "column 0 is not on a 7-column board", 1},
		{"4444444", "column 4 is full", 7},
		{"12121212", "the game is over: Blue won with move 7", 8},
		{"4,4", `"," is not a column number`, 2},
	} {
		_, err := ParseMoves(Standard, tc.text)
		var pe *ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) || pe.Move != tc.move {
			t.Errorf("%q: %v, want move %d: %s", tc.text, err, tc.move, tc.want)
		}
	}
	if _, err := ParseMoves(Config{3, 3, 3}, ""); err == nil {
		t.Error("ParseMoves accepted a bad board")
	}
	p, err := ParseMoves(Standard, " 44 53\t")
	if err != nil || p.String() != "4453" {
		t.Errorf("spaces: %v %q", err, p)
	}
}

func TestRandomGamesAgreeWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range allConfigs() {
		for range 20 {
			p := MustNew(c)
			var buf []int
			for !p.Over() {
				buf = p.LegalMoves(buf)
				p.Apply(buf[rng.IntN(len(buf))])
				if got := bruteWinner(p); got != p.Winner() {
					t.Fatalf("%v %s: Winner %v, brute force %v\n%s", c, p, p.Winner(), got, p.Diagram())
				}
			}
		}
	}
}
