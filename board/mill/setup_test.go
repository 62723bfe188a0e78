package mill_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// setupOf reads a set-up written as ParsePosition's text, with no limits
// on the counts (the set-ups under test break them) and one more field,
// "removing: blue" (or red, or both).
func setupOf(t *testing.T, v *mill.Variant, s string) mill.Setup {
	t.Helper()
	d := mill.Setup{ToMove: mill.Blue}
	for _, field := range strings.Split(s, ";") {
		key, val, _ := strings.Cut(strings.TrimSpace(field), ":")
		val = strings.TrimSpace(val)
		switch key {
		case "blue", "red":
			c := mill.Blue
			if key == "red" {
				c = mill.Red
			}
			for _, name := range strings.Fields(val) {
				d.Pieces[c] |= 1 << uint(must(t, "ParsePoint", v.ParsePoint, name))
			}
		case "hand":
			if _, err := fmt.Sscanf(val, "%d %d", &d.Hand[0], &d.Hand[1]); err != nil {
				t.Fatalf("hand %q: %v", val, err)
			}
		case "turn":
			d.ToMove = map[string]mill.Color{"blue": mill.Blue, "red": mill.Red, "none": mill.NoColor}[val]
		case "removing":
			d.Removing = [2]bool{val == "blue" || val == "both", val == "red" || val == "both"}
		case "":
		default:
			t.Fatalf("unknown field %q", key)
		}
	}
	return d
}

// TestSetUpRefuses: every reason a set-up is refused, each with a set-up
// that has that fault first.
func TestSetUpRefuses(t *testing.T) {
	nine, lasker, three := mill.NineMensMorris, mill.LaskerMorris, mill.ThreeMensMorris
	for _, tc := range []struct {
		v     *mill.Variant
		setup string
		want  mill.SetupReason
		side  mill.Color
	}{
		{nine, "blue: a1; red: g7; hand: 8 8; turn: none", mill.SetupNoSide, mill.NoColor},
		{nine, "blue: a1 b2; red: a1; hand: 7 8; turn: red", mill.SetupTwoOnOnePoint, mill.NoColor},
		{nine, "blue: a1; red: g7; hand: 10 8; turn: blue", mill.SetupHandRange, mill.Blue},
		{nine, "blue: a1; red: g7; hand: 8 -1; turn: blue", mill.SetupHandRange, mill.Red},
		{nine, "blue: a1 d1 g1 a4 g4 a7 d7 g7; red: b2 d2; hand: 2 7; turn: red", mill.SetupTooMany, mill.Blue},
		{nine, "blue: a1; red: g7 d7; hand: 8 8; turn: red", mill.SetupTooMany, mill.Red},
		// Hands out of turn: Red has placed more than Blue, or Blue two more.
		{nine, "blue: a1; red: g7 d7; hand: 8 7; turn: blue", mill.SetupHandsOutOfTurn, mill.Blue},
		{nine, "blue: a1 d1 g4; red: g7; hand: 6 8; turn: red", mill.SetupHandsOutOfTurn, mill.Red},
		{nine, "blue: a1; red: g7; hand: 8 8; turn: red", mill.SetupHandsOutOfTurn, mill.Red},
		{nine, "blue: a1 d1 g1; red: g7 b4; hand: 6 7; turn: blue; removing: both", mill.SetupBothRemoving, mill.NoColor},
		{nine, "blue: a1 d1 g1; red: g7 b4; hand: 6 7; turn: red; removing: blue", mill.SetupRemovingOutOfTurn, mill.Blue},
		{nine, "blue: a1 d1 g4; red: g7 b4; hand: 6 7; turn: blue; removing: blue", mill.SetupNoMill, mill.Blue},
		{nine, "blue: a1 d1 g1; red: ; hand: 6 6; turn: blue; removing: blue", mill.SetupNothingToRemove, mill.Blue},
		// Blue's mill could only have been placed, and the hands say Red placed last.
		{nine, "blue: a1 d1 g1; red: g7 b4 d7; hand: 6 6; turn: blue; removing: blue", mill.SetupHandsOutOfTurn, mill.Blue},
		// The moving phase: the mill a1 d1 g1 with every point round it
		// taken, so no piece could have stepped into it; and Blue's
		// pieces are not three (no flying).
		{nine, "blue: a1 d1 g1 d2 a4 g4; red: b2 f2 d3 c4 e4 d6 d7; hand: 0 0; turn: blue; removing: blue", mill.SetupNoClosingMove, mill.Blue},
		{nine, "blue: a1 d1; red: g7 d7 a7; hand: 0 0; turn: blue", mill.SetupTooFew, mill.Blue},
		{three, "blue: a1 d1; red: g7 d7 a7; hand: 0 0; turn: red", mill.SetupTooFew, mill.Blue},
		// Blue to move, every Blue piece shut in.
		{nine, "blue: a1 d1 g1 a7; red: a4 d2 g4 d7; hand: 0 0; turn: blue", mill.SetupBlocked, mill.Blue},
		{lasker, "blue: a1; red: g7 d7 a7 a4; hand: 11 6; turn: blue", mill.SetupHandRange, mill.Blue},
	} {
		t.Run(tc.want.Code(), func(t *testing.T) {
			d := setupOf(t, tc.v, tc.setup)
			p, _, err := tc.v.SetUp(d)
			var se *mill.SetupError
			if !errors.As(err, &se) {
				t.Fatalf("%s: SetUp gave %v, want a refusal %s", tc.setup, err, tc.want.Code())
			}
			if se.Reason != tc.want || se.Side != tc.side {
				t.Fatalf("%s: refused for %s (%v), want %s (%v): %v", tc.setup, se.Reason.Code(), se.Side, tc.want.Code(), tc.side, err)
			}
			if (p != nil) != tc.want.Over() {
				t.Fatalf("%s: position %v returned with the refusal %s", tc.setup, p, tc.want.Code())
			}
		})
	}
}

// TestSetUpAccepts: set-ups of each phase and variant are built as they
// are described, with the phase following from the hands.
func TestSetUpAccepts(t *testing.T) {
	for _, tc := range []struct {
		v      *mill.Variant
		setup  string
		phases [2]mill.Phase
	}{
		{mill.NineMensMorris, "hand: 9 9; turn: blue", [2]mill.Phase{mill.Placing, mill.Placing}},
		{mill.NineMensMorris, "blue: a1; red: g7; hand: 8 8; turn: blue", [2]mill.Phase{mill.Placing, mill.Placing}},
		{mill.NineMensMorris, "blue: a1 d1; red: g7; hand: 7 8; turn: red", [2]mill.Phase{mill.Placing, mill.Placing}},
		{mill.NineMensMorris, "blue: a1 d1 g1 b4; red: g7 d6 f6 c4; hand: 0 0; turn: red", [2]mill.Phase{mill.Moving, mill.Moving}},
		{mill.NineMensMorris, "blue: a1 d1 g4; red: g7 d6 f6 c4; hand: 0 0; turn: blue", [2]mill.Phase{mill.Flying, mill.Moving}},
		{mill.NineMensMorris, "blue: a1 d1 g4; red: g7 d6 f6 c4 b2; hand: 0 1; turn: red", [2]mill.Phase{mill.Flying, mill.Placing}},
		// Lasker Morris: a turn may move instead of placing, so any hands stand.
		{mill.LaskerMorris, "blue: a1 d1 g4; red: g7; hand: 2 9; turn: blue", [2]mill.Phase{mill.Placing, mill.Placing}},
		{mill.SixMensMorris, "blue: a1 d1 g4; red: g7 b2; hand: 3 4; turn: red", [2]mill.Phase{mill.Placing, mill.Placing}},
		{mill.ThreeMensMorris, "blue: a1 d4 g4; red: g7 d7 a4; hand: 0 0; turn: blue", [2]mill.Phase{mill.Moving, mill.Moving}},
		{mill.Morabaraba, "blue: a1 d1 g4 b6; red: g7 d6; hand: 8 9; turn: red", [2]mill.Phase{mill.Placing, mill.Placing}},
	} {
		d := setupOf(t, tc.v, tc.setup)
		p, pending, err := tc.v.SetUp(d)
		if err != nil {
			t.Errorf("%s %s: refused: %v", tc.v.ID(), tc.setup, err)
			continue
		}
		if pending.To != mill.NoPoint {
			t.Errorf("%s %s: a removal pending (%v) that the set-up does not owe", tc.v.ID(), tc.setup, pending)
		}
		if got := p.Describe(); got != d {
			t.Errorf("%s %s: built %s", tc.v.ID(), tc.setup, p)
		}
		if ph := [2]mill.Phase{p.PhaseOf(mill.Blue), p.PhaseOf(mill.Red)}; ph != tc.phases {
			t.Errorf("%s %s: phases %v, want %v", tc.v.ID(), tc.setup, ph, tc.phases)
		}
		if p.Hash() != p.HashFromScratch() || p.Ply() != 0 {
			t.Errorf("%s %s: hash or history wrong", tc.v.ID(), tc.setup)
		}
	}
}

// TestSetUpRemoval: a side owing a removal gets the position before a
// move that closed its mill, and that move; every removal it then makes
// leaves the set-up's board less the piece removed, and the removals
// offered are the ones the rules allow.
func TestSetUpRemoval(t *testing.T) {
	for _, tc := range []struct {
		v     *mill.Variant
		setup string
		from  string // "" a placement
	}{
		// Placing: Blue has placed a1 d1 g1 (the third of them last).
		{mill.NineMensMorris, "blue: a1 d1 g1; red: g7 b4; hand: 6 7; turn: blue; removing: blue", ""},
		// Moving: Blue's g1 came from g4 (the only empty neighbour).
		{mill.NineMensMorris, "blue: a1 d1 g1 b2 d2 f2; red: a7 d7 g7 b6 d6 f6 a4; hand: 0 0; turn: blue; removing: blue", "g4"},
		// Red flies with three pieces, or placed its last piece: both could be.
		{mill.NineMensMorris, "blue: a1 d1 b2 d2 f2 b4; red: a7 d7 g7; hand: 0 0; turn: red; removing: red", ""},
		// Blue flies with three pieces (Red placed last, so Blue did not).
		{mill.NineMensMorris, "blue: a1 d1 g1; red: a7 d7 b2 d2 f2 b4 c4; hand: 0 0; turn: blue; removing: blue", "fly"},
		{mill.ThreeMensMorris, "blue: a1 d1 g1; red: g7 a4 d7; hand: 0 0; turn: blue; removing: blue", "step"},
	} {
		d := setupOf(t, tc.v, tc.setup)
		p, pending, err := tc.v.SetUp(d)
		if err != nil {
			t.Fatalf("%s: refused: %v", tc.setup, err)
		}
		if pending.To == mill.NoPoint || pending.Remove != mill.NoPoint {
			t.Fatalf("%s: pending %v, want a move without its removal", tc.setup, pending)
		}
		if (tc.from == "") != pending.IsPlacement() {
			t.Errorf("%s: pending %s, want from %q", tc.setup, tc.v.FormatMove(pending), tc.from)
		}
		me := d.ToMove
		opp := me.Other()
		removals := 0
		for _, m := range p.LegalMoves(nil) {
			if m.From != pending.From || m.To != pending.To {
				continue
			}
			removals++
			q := p.Clone()
			q.Apply(m)
			want := d
			want.Pieces[opp] &^= 1 << uint(m.Remove)
			want.ToMove, want.Removing = opp, [2]bool{}
			if got := q.Describe(); got != want {
				t.Errorf("%s: after %s got %s", tc.setup, tc.v.FormatMove(m), q)
			}
		}
		want := p.Removable(opp)
		if removals == 0 || removals != popCount(want) {
			t.Errorf("%s: %d removals, want %d", tc.setup, removals, popCount(want))
		}
	}
}

func popCount(b uint32) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// TestSetUpRoundTrip: every position of seeded random games of every
// variant, described and set up again, is the same position (board,
// hands, side to move, hash) or, where the game is over by the board,
// refused for the reason the rules give; and a removal set up as owed
// after every move that made one offers the same removals.
func TestSetUpRoundTrip(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	for _, v := range mill.Variants() {
		positions, over, removals := 0, 0, 0
		for g := range games {
			rng := newRand(uint64(g) + 1)
			p := v.NewGame()
			for p.Ply() < maxGamePlies(v) {
				checkRoundTrip(t, p)
				positions++
				if o := p.Outcome(); o.Over() {
					over++
					break
				}
				moves := p.LegalMoves(nil)
				m := moves[rng.IntN(len(moves))]
				if m.Remove != mill.NoPoint {
					checkRemovalRoundTrip(t, p, m)
					removals++
				}
				p.Apply(m)
			}
		}
		t.Logf("%s: %d positions (%d ends), %d removals set up", v.ID(), positions, over, removals)
	}
}

func checkRoundTrip(t *testing.T, p *mill.Position) {
	t.Helper()
	v := p.Variant()
	q, pending, err := v.SetUp(p.Describe())
	o := p.Outcome()
	var se *mill.SetupError
	switch {
	case o.Reason == mill.Blocked || o.Reason == mill.FewerThan3 || o.Reason == mill.FullBoard:
		want := map[mill.Reason]mill.SetupReason{mill.Blocked: mill.SetupBlocked, mill.FewerThan3: mill.SetupTooFew, mill.FullBoard: mill.SetupFullBoard}[o.Reason]
		if !errors.As(err, &se) || se.Reason != want || q == nil {
			t.Fatalf("%s %s (%v): SetUp gave %v, want %s", v.ID(), p, o, err, want.Code())
		}
	case err != nil:
		t.Fatalf("%s %s after %s: refused: %v", v.ID(), p, p.FormatGame(), err)
	case pending.To != mill.NoPoint:
		t.Fatalf("%s %s: a removal pending", v.ID(), p)
	}
	if q.String() != p.String() || q.Describe() != p.Describe() {
		t.Fatalf("%s: set up %s, want %s", v.ID(), q, p)
	}
	_, barredBlue := p.ReturnBarred(mill.Blue)
	_, barredRed := p.ReturnBarred(mill.Red)
	if !barredBlue && !barredRed && q.Hash() != p.Hash() {
		t.Fatalf("%s %s: hash %x, want %x", v.ID(), p, q.Hash(), p.Hash())
	}
}

// checkRemovalRoundTrip sets up the position just after m's move and
// before its removal, and checks the removals it offers are m's.
func checkRemovalRoundTrip(t *testing.T, p *mill.Position, m mill.Move) {
	t.Helper()
	v := p.Variant()
	me := p.SideToMove()
	d := p.Describe()
	if m.IsPlacement() {
		d.Hand[me]--
	} else {
		d.Pieces[me] &^= 1 << uint(m.From)
	}
	d.Pieces[me] |= 1 << uint(m.To)
	d.Removing[me] = true
	q, pending, err := v.SetUp(d)
	if err != nil {
		t.Fatalf("%s %s then %s: the removal refused: %v", v.ID(), p, v.FormatMove(m), err)
	}
	var got, want []string
	for _, l := range q.LegalMoves(nil) {
		if l.From == pending.From && l.To == pending.To {
			got = append(got, v.PointName(l.Remove))
		}
	}
	for _, l := range p.LegalMoves(nil) {
		if l.From == m.From && l.To == m.To {
			want = append(want, v.PointName(l.Remove))
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("%s %s then %s: removals %v, want %v", v.ID(), p, v.FormatMove(m), got, want)
	}
}
