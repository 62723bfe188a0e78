package mill_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"d6", "a1-a4", "a1-a4xb2", "d6xb2", "g7-c3xd5", "", " ", "x", "-", "a1-", "-a4",
		"a1-a1", "d4", "a1-a4xb2xc3", "a1xb2-a4", " d6 ", "a1–a4", "\xff", "e5-e5xe5",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := mill.ParseMove(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParseMove(%q): empty error", s)
			}
			return
		}
		valid := func(q mill.Point) bool { return q >= 0 && q < mill.Point(nine.NumPoints()) }
		if !valid(m.To) || (m.From != mill.NoPoint && !valid(m.From)) || (m.Remove != mill.NoPoint && !valid(m.Remove)) || m.From == m.To {
			t.Fatalf("ParseMove(%q) = %+v, not a well-formed move", s, m)
		}
		out := m.String()
		back, err := mill.ParseMove(out)
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %+v; String %q parses as %+v, %v", s, m, out, back, err)
		}
		if out != strings.TrimSpace(s) {
			t.Fatalf("ParseMove(%q) accepted a spelling other than %q", s, out)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{
		"blue: a1 d1; red: b2; hand: 7 8; turn: blue",
		posMoving, posFlying, posRemoval, posShuffle, posBlockedB,
		"", "hand: 9 9", "turn: red", "blue: a1 a1", "blue: a1; red: a1", "hand: 10 0",
		"hand: -1 3", "blue a1", "colour: a1", "blue: a1; hand: 9 0", "blue: a1 d1 g1; red: d6 d7",
		"BLUE: e5; Turn: RED; hand: 3 4 5", ";;;", "blue:;red:;hand:0 0;turn:red",
		"blue: a1 d4; red: g7 a7; hand: 1 1; turn: blue", "blue: d1 b2 f2; red: a1 g1 b6 d6; hand: 3 2; turn: blue",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range variants {
			fuzzPosition(t, v, s)
		}
	})
}

// fuzzPosition checks what ParsePosition of v makes of s.
func fuzzPosition(t *testing.T, v *mill.Variant, s string) {
	{
		p, err := v.ParsePosition(s)
		if err != nil {
			if p != nil {
				t.Fatalf("ParsePosition(%q) returned a position with error %v", s, err)
			}
			return
		}
		checkInvariants(t, p)
		out := p.String()
		q, err := v.ParsePosition(out)
		if err != nil {
			t.Fatalf("ParsePosition(%q).String() = %q does not parse: %v", s, out, err)
		}
		if q.String() != out || q.Hash() != p.Hash() {
			t.Fatalf("round trip of %q: %q, hash %#x vs %#x", out, q.String(), q.Hash(), p.Hash())
		}
		// Whatever was parsed can be played from.
		before := snap(p)
		ms := p.LegalMoves(nil)
		if got, ref := namesOn(v, ms), refLegalMoves(p); !slices.Equal(got, ref) {
			t.Fatalf("in %q: LegalMoves %v, reference %v", out, got, ref)
		}
		checkMillMoves(t, p, ms)
		o := p.Outcome()
		if (len(ms) == 0) != (o.Reason == mill.FewerThan3 || o.Reason == mill.Blocked) {
			t.Fatalf("in %q: %d legal moves but outcome %v", out, len(ms), o)
		}
		for _, m := range ms {
			p.Apply(m)
			checkInvariants(t, p)
			p.Undo()
			if !snap(p).equal(before) {
				t.Fatalf("in %q: Apply(%s)+Undo changed the position", out, m)
			}
		}
	}
}

// FuzzRandomGame plays the game the bytes choose: the first byte picks the
// variant (mill.Variants, byte mod their number), then each byte picks
// one of the legal moves (byte mod their number), except 0xff, which takes
// a move back.
func FuzzRandomGame(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
	f.Add([]byte(strings.Repeat("\x07\x03\x0b", 80)))
	f.Add([]byte(strings.Repeat("\x00", 300)))
	f.Add([]byte(strings.Repeat("\xfe\x01", 200)))
	f.Add([]byte("\x05\x09\xff\xff\x11\x2a\x03\xff\x07"))
	f.Add([]byte("the quick brown fox jumps over the lazy dog; mill mill mill mill mill mill mill"))
	for i := range variants { // a long game of each variant
		f.Add(append([]byte{byte(i)}, strings.Repeat("\x07\x03\x0b\x02", 80)...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v := nine
		if len(data) > 0 {
			v, data = variants[int(data[0])%len(variants)], data[1:]
		}
		p := v.NewGame()
		start := snap(p)
		var buf []mill.Move
		var stack []snapshot // the position before each move played
		for _, b := range data {
			if b == 0xff {
				if p.Ply() == 0 {
					continue
				}
				p.Undo()
				want := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if got := snap(p); !got.equal(want) {
					t.Fatalf("Undo:\n got %+v\nwant %+v", got, want)
				}
				continue
			}
			if p.Outcome().Over() {
				break
			}
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("game not over but no legal move in %q", p)
			}
			m := buf[int(b)%len(buf)]
			stack = append(stack, snap(p))
			if err := p.Play(m); err != nil {
				t.Fatalf("Play(%s) of a generated move: %v", m, err)
			}
			checkInvariants(t, p)
		}
		if p.Ply() != len(stack) {
			t.Fatalf("Ply() = %d after %d moves", p.Ply(), len(stack))
		}
		replay, err := v.ParseGame(p.FormatGame())
		if err != nil || replay.Hash() != p.Hash() || replay.String() != p.String() {
			t.Fatalf("ParseGame(FormatGame()) = %v, %v", replay, err)
		}
		for p.Ply() > 0 {
			p.Undo()
			checkInvariants(t, p)
		}
		if got := snap(p); !got.equal(start) {
			t.Fatalf("undoing every move gives %+v, want the start", got)
		}
	})
}
