package record_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"stratagem/board/record"
	"stratagem/board/rules"
	"stratagem/units"
	"stratagem/units/mech"
)

// FuzzRead: any text, however broken or hostile, reads without a panic:
// a record, or a *record.Error that is the record's fault (not a fault of
// the program) on one of its lines. A record read writes again, and what
// it writes reads back as the same text.
func FuzzRead(f *testing.F) {
	f.Add(millGame)
	f.Add(connectGame)
	f.Add(strings.Replace(millGame, "2. d1 b4", "2. d1 a1", 1))
	f.Add("[Game \"connect\"]\n[Result \"Blue wins\"]\n[Ending \"line\"]\n1212121\nblue wins (line)\n")
	f.Add("[Game \"tictactoe\"]\n[Result \"draw\"]\n[Ending \"full-board\"]\n1. a1 b2\n2. c3 b1\n3. b3 a3\n4. c1 c2\n5. a2\ndraw (full-board)\n")
	f.Add(fuzzSeed(units.Rules{Map: "random:3"}, 60))
	f.Add(fuzzSeed(mech.Rules{}, 60))
	f.Add("\uFEFF# note\r\n[game \"mill\"]\r\n[result \"unfinished\"]\r\nd1 a1 xd1\r\nunfinished")
	f.Add("PK\x03\x04\x00\xff")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := read(text)
		if err != nil {
			var e *record.Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: not a record.Error: %v", text, err)
			}
			if e.Fault || e.Line < 0 || e.Line > strings.Count(text, "\n")+1 {
				t.Fatalf("%q: %v (line %d, fault %v)", text, err, e.Line, e.Fault)
			}
			return
		}
		written, err := record.Text(r)
		if err != nil {
			t.Fatalf("%q: read as %+v, which cannot be written: %v", text, r, err)
		}
		again, err := read(written)
		if err != nil {
			t.Fatalf("%q: written as\n%s\nwhich does not read back: %v", text, written, err)
		}
		if rewritten, _ := record.Text(again); rewritten != written {
			t.Fatalf("%q: written as\n%s\nthen as\n%s", text, written, rewritten)
		}
	})
}

// fuzzSeed returns the record of a game of g of random moves, stopped
// after at most plies moves.
func fuzzSeed[S, M any](g rules.Game[S, M], plies int) string {
	s, err := g.New()
	if err != nil {
		panic(err)
	}
	ref := rules.NewReferee(g, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	for g.Ply(s) < plies && !g.Outcome(s).Over {
		moves := g.Legal(s, nil)
		if _, err := ref.Play(s, moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	text, err := record.Text(record.Make(g, s))
	if err != nil {
		panic(err)
	}
	return text
}
