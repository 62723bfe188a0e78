package mill_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// Table tests of the rules of Lasker Morris, Morabaraba, Six and Three
// Men's Morris, each case a position, what the rules allow there and what
// they refuse (and, where it differs, what Nine or Twelve Men's Morris
// would do there instead).

// variantCase is a position of a variant and the rules there.
type variantCase struct {
	name    string
	v       *mill.Variant
	pos     string // a position (ParsePosition), or
	game    string // a game from the start (ParseGame)
	from    string // the piece whose moves are listed; "-" for placements; "" to skip
	moves   string // its legal moves, sorted
	count   int    // the number of legal moves, or 0 to skip
	legal   []string
	refused map[string]string // move: part of the reason
	outcome *mill.Outcome     // the outcome, when it is checked
	// other is another variant on the same board, and the moves it
	// allows and refuses there instead.
	other        *mill.Variant
	otherLegal   []string
	otherRefused []string
}

func (tc variantCase) position(t *testing.T, v *mill.Variant) *mill.Position {
	t.Helper()
	if tc.game != "" {
		return must(t, "ParseGame", v.ParseGame, tc.game)
	}
	return must(t, "ParsePosition", v.ParsePosition, tc.pos)
}

func (tc variantCase) check(t *testing.T) {
	p := tc.position(t, tc.v)
	checkInvariants(t, p)
	if got, ref := legal(p), refLegalMoves(p); !slices.Equal(got, ref) {
		t.Fatalf("LegalMoves %v, reference %v", got, ref)
	}
	if tc.count > 0 {
		if n := len(p.LegalMoves(nil)); n != tc.count {
			t.Errorf("%d legal moves, want %d: %v", n, tc.count, legal(p))
		}
	}
	if tc.from != "" {
		from := mill.NoPoint
		if tc.from != "-" {
			from = must(t, "ParsePoint", tc.v.ParsePoint, tc.from)
		}
		var got []string
		for _, m := range p.LegalMoves(nil) {
			if m.From == from {
				got = append(got, tc.v.FormatMove(m))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, fields(tc.moves)) {
			t.Errorf("moves of %s: %v, want %v", tc.from, got, fields(tc.moves))
		}
	}
	for _, s := range tc.legal {
		if m := must(t, "ParseMove", tc.v.ParseMove, s); !p.IsLegal(m) {
			t.Errorf("%s is refused, want it legal", s)
		}
	}
	for s, why := range tc.refused {
		m := must(t, "ParseMove", tc.v.ParseMove, s)
		if p.IsLegal(m) {
			t.Errorf("%s is legal, want it refused", s)
			continue
		}
		err := p.Clone().Play(m)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("Play(%s): %v, want a reason containing %q", s, err, why)
		}
	}
	if tc.outcome != nil {
		if o := p.Outcome(); o != *tc.outcome {
			t.Errorf("outcome %v, want %v", o, *tc.outcome)
		}
	}
	if tc.other != nil {
		q := tc.position(t, tc.other)
		for _, s := range tc.otherLegal {
			if m := must(t, "ParseMove", tc.other.ParseMove, s); !q.IsLegal(m) {
				t.Errorf("%s: %s is refused, want it legal", tc.other, s)
			}
		}
		for _, s := range tc.otherRefused {
			if m := must(t, "ParseMove", tc.other.ParseMove, s); q.IsLegal(m) {
				t.Errorf("%s: %s is legal, want it refused", tc.other, s)
			}
		}
	}
}

func TestLaskerMorrisRules(t *testing.T) {
	lasker := mill.LaskerMorris
	for _, tc := range []variantCase{{
		name: "with pieces in hand, place or move along a line",
		v:    lasker, pos: "blue: a1 d2; red: g7 f4; hand: 7 7; turn: blue",
		// 20 empty points to place on, a1 steps to d1 and a4, d2 to b2, f2, d1, d3.
		count: 26, from: "d2", moves: "d2-b2 d2-d1 d2-d3 d2-f2",
		legal:        []string{"d6", "a1-a4", "a1-d1"},
		refused:      map[string]string{"a1-g1": "while pieces are in hand, a piece moves along a line", "g7-g4": "no Blue piece on g7"},
		other:        mill.NineMensMorris,
		otherLegal:   []string{"d6"},
		otherRefused: []string{"a1-a4", "d2-d3"},
	}, {
		name: "a move while placing closes a mill",
		v:    lasker, pos: "blue: a1 d1 g4; red: d2 b4 f6; hand: 6 6; turn: blue",
		legal:   []string{"g4-g1xd2", "g4-g1xb4", "g1xf6"},
		refused: map[string]string{"g4-g1": "must remove"},
	}, {
		name: "three on the board and more in hand do not fly",
		v:    lasker, pos: "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 2 0; turn: blue",
		legal:   []string{"e5-e4", "e5-d5", "c3"},
		refused: map[string]string{"e5-g1": "not next to e5"},
	}, {
		name: "with the hand empty, three pieces fly",
		v:    lasker, pos: "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue",
		legal:   []string{"e5-c3", "a1-f6", "e5-g1xb4"},
		refused: map[string]string{"c3": "no pieces in hand"},
	}, {
		name: "a blocked side with an empty hand loses",
		v:    lasker, pos: posBlockedB,
		outcome: &mill.Outcome{Winner: mill.Red, Reason: mill.Blocked},
	}, {
		name: "a side with pieces in hand is never blocked while a point is empty",
		v:    lasker, pos: strings.Replace(posBlockedB, "hand: 0 0", "hand: 1 0", 1),
		from: "-", moves: "b2 b4 b6 c3 c4 c5 d2 d3 d5 d6 e3 e4 e5 f2 f4 f6",
		outcome: &mill.Outcome{Reason: mill.NotOver, Winner: mill.NoColor},
	}} {
		t.Run(tc.name, tc.check)
	}
}

// In Lasker Morris moves made with pieces still in hand are reversible, so
// they count towards repetition and the quiet-move rule; a placement
// starts the count again.
func TestLaskerMorrisRepetitionWhilePlacing(t *testing.T) {
	p := must(t, "ParsePosition", mill.LaskerMorris.ParsePosition, "blue: a1 d2; red: g7 f4; hand: 8 8; turn: blue")
	shuffle := strings.Fields("a1-a4 g7-d7 a4-a1 d7-g7")
	for round := 1; round <= 2; round++ {
		for _, s := range shuffle {
			if o := p.Outcome(); o.Over() {
				t.Fatalf("over before %s: %v", s, o)
			}
			if err := p.Play(must(t, "ParseMove", mill.LaskerMorris.ParseMove, s)); err != nil {
				t.Fatal(err)
			}
			checkInvariants(t, p)
		}
		if p.Repetitions() != round+1 {
			t.Errorf("round %d: the start stands %d times, want %d", round, p.Repetitions(), round+1)
		}
	}
	if p.QuietPlies() != 8 {
		t.Errorf("QuietPlies %d after eight moves with pieces in hand, want 8", p.QuietPlies())
	}
	if o := p.Outcome(); o != (mill.Outcome{Winner: mill.NoColor, Reason: mill.Repetition}) {
		t.Errorf("outcome %v, want a draw by repetition", o)
	}
	p.Undo()
	if err := p.Play(must(t, "ParseMove", mill.LaskerMorris.ParseMove, "d6")); err != nil {
		t.Fatal(err)
	}
	if p.QuietPlies() != 0 || p.Outcome().Over() {
		t.Errorf("after a placement: QuietPlies %d, outcome %v", p.QuietPlies(), p.Outcome())
	}
}

func TestSixMensMorrisBoard(t *testing.T) {
	v := mill.SixMensMorris
	if v.NumPoints() != 16 || v.NumMills() != 8 || len(v.Links()) != 4 || v.Pieces() != 6 || v.Flying() || v.HasDiagonals() {
		t.Fatalf("%d points, %d mills, %d links, %d pieces, flying %v, diagonals %v",
			v.NumPoints(), v.NumMills(), len(v.Links()), v.Pieces(), v.Flying(), v.HasDiagonals())
	}
	for name, want := range map[string]string{
		"d1": "a1 g1 d2", "d2": "b2 f2 d1", "b4": "b6 b2 a4", "g4": "g1 g7 f4", "a1": "d1 a4", "f6": "f4 d6",
	} {
		if got := joined(v, v.Neighbours(pt(t, name))); got != want {
			t.Errorf("neighbours of %s: %q, want %q", name, got, want)
		}
	}
	// A link makes no mill: d1 lies on one line only.
	if n := len(v.MillsThrough(pt(t, "d1"))); n != 1 {
		t.Errorf("%d mills through d1, want 1", n)
	}
	for _, name := range []string{"c3", "d4", "e5"} {
		if _, err := v.ParsePoint(name); err == nil {
			t.Errorf("%s is a point of Six Men's Morris", name)
		}
	}
}

func TestSixMensMorrisRules(t *testing.T) {
	six := mill.SixMensMorris
	for _, tc := range []variantCase{{
		name: "a piece steps along a link",
		v:    six, pos: "blue: d1 a4 f6 g7; red: a1 g1 b2 d6; hand: 0 0; turn: blue",
		from: "d1", moves: "d1-d2",
		legal: []string{"a4-b4", "a4-a7", "g7-g4", "f6-f4"},
	}, {
		name: "a step along a link closes a mill on the inner square",
		v:    six, pos: "blue: d1 b2 f2 a7; red: a1 g1 b6 d6; hand: 0 0; turn: blue",
		legal:   []string{"d1-d2xb6", "d1-d2xd6"},
		refused: map[string]string{"d1-d2": "must remove", "d1-a4": "not next to d1"},
	}, {
		name: "three pieces do not fly",
		v:    six, pos: "blue: d1 a4 g7; red: a1 g1 b2 d6 f4; hand: 0 0; turn: blue",
		count:   5, // d1-d2, a4-a7, a4-b4, g7-g4, g7-d7
		refused: map[string]string{"d1-f6": "not next to d1"},
	}, {
		name: "placing on the two points of a link makes no mill",
		v:    six, pos: "blue: d1; red: a1 b6; hand: 5 4; turn: blue",
		legal:   []string{"d2"},
		refused: map[string]string{"d2xa1": "closes no mill"},
	}} {
		t.Run(tc.name, tc.check)
	}
}

func TestThreeMensMorrisBoard(t *testing.T) {
	v := mill.ThreeMensMorris
	if v.NumPoints() != 9 || v.NumMills() != 8 || v.Pieces() != 3 || v.Flying() || !v.HasDiagonals() {
		t.Fatalf("%d points, %d mills, %d pieces, flying %v, diagonals %v", v.NumPoints(), v.NumMills(), v.Pieces(), v.Flying(), v.HasDiagonals())
	}
	d4 := must(t, "ParsePoint", v.ParsePoint, "d4")
	if got := fields(joined(v, v.Neighbours(d4))); !slices.Equal(got, fields("a1 d1 g1 a4 g4 a7 d7 g7")) {
		t.Errorf("neighbours of d4: %v, want every other point", got)
	}
	if n := len(v.MillsThrough(d4)); n != 4 {
		t.Errorf("%d mills through d4, want 4", n)
	}
	a1 := must(t, "ParsePoint", v.ParsePoint, "a1")
	if got := joined(v, v.Neighbours(a1)); got != "d1 a4 d4" {
		t.Errorf("neighbours of a1: %q", got)
	}
}

func TestThreeMensMorrisRules(t *testing.T) {
	three := mill.ThreeMensMorris
	for _, tc := range []variantCase{{
		name: "a diagonal mill while placing wins at once",
		v:    three, game: "a1 d1 d4 g1 g7xd1",
		outcome: &mill.Outcome{Winner: mill.Blue, Reason: mill.FewerThan3},
	}, {
		name: "the mill must remove, and any piece outside a mill may go",
		v:    three, game: "a1 d1 d4 g1",
		legal:   []string{"g7xd1", "g7xg1", "a7"},
		refused: map[string]string{"g7": "must remove", "g7xa1": "no Red piece on a1"},
	}, {
		name: "pieces step along rows, columns and diagonals, and never fly",
		v:    three, pos: "blue: a1 d1 g4; red: a4 d7 g7; hand: 0 0; turn: blue",
		from: "a1", moves: "a1-d4",
		legal:   []string{"d1-g1", "d1-d4", "g4-g1xd7", "g4-d4"},
		refused: map[string]string{"a1-a7": "not next to a1", "d1-a7": "not next to d1"},
	}, {
		name: "a step that closes a line wins",
		v:    three, pos: "blue: a1 d4 g4; red: a4 d7 d1; hand: 0 0; turn: blue",
		legal: []string{"g4-g7xa4", "g4-g7xd7", "g4-g7xd1"},
	}, {
		name: "a side that cannot step loses",
		v:    three, pos: "blue: a1 a4 d1; red: g1 d4 a7; hand: 0 0; turn: blue",
		count:   0,
		outcome: &mill.Outcome{Winner: mill.Red, Reason: mill.Blocked},
	}} {
		t.Run(tc.name, tc.check)
	}
	// The first mill ends the game whichever piece it takes.
	p := must(t, "ParsePosition", three.ParsePosition, "blue: a1 d4 g4; red: a4 d7 d1; hand: 0 0; turn: blue")
	for _, m := range p.LegalMoves(nil) {
		if m.Remove == mill.NoPoint {
			continue
		}
		q := p.Clone()
		q.Apply(m)
		if o := q.Outcome(); o != (mill.Outcome{Winner: mill.Blue, Reason: mill.FewerThan3}) {
			t.Errorf("after %s: %v, want Blue to win", three.FormatMove(m), o)
		}
	}
}

// morabarabaShuttle is a position of the moving phase in which Blue's g4
// can leave the mill g1 g4 g7 to close f2 f4 f6.
const morabarabaShuttle = "blue: g1 g4 g7 f2 f6; red: a1 a7 d7 b4 c5; hand: 0 0; turn: blue"

func TestMorabarabaRules(t *testing.T) {
	mora := mill.Morabaraba
	if mora.Pieces() != 12 || !mora.HasDiagonals() || !mora.FullBoardDraw() || !mora.NoReturnToMill() || mora.ThreesQuietPlies() != 20 ||
		mora.NumMills() != mill.TwelveMensMorris.NumMills() {
		t.Fatalf("Morabaraba: %d pieces, diagonals %v, full board draws %v, no return %v, quiet plies at three %d, %d mills",
			mora.Pieces(), mora.HasDiagonals(), mora.FullBoardDraw(), mora.NoReturnToMill(), mora.ThreesQuietPlies(), mora.NumMills())
	}
	p := must(t, "ParsePosition", mora.ParsePosition, morabarabaShuttle)
	play(t, p, "g4-f4xb4", "d7-d6")
	checkInvariants(t, p)
	bar, ok := p.ReturnBarred(mill.Blue)
	if !ok || mora.FormatMove(bar) != "f4-g4" {
		t.Fatalf("ReturnBarred(Blue) = %s, %v; want f4-g4", mora.FormatMove(bar), ok)
	}
	if got, ref := legal(p), refLegalMoves(p); !slices.Equal(got, ref) {
		t.Fatalf("LegalMoves %v, reference %v", got, ref)
	}
	for _, s := range []string{"f4-g4xa1", "f4-g4xa7"} {
		illegal(t, p, must(t, "ParseMove", mora.ParseMove, s), "may not go straight back")
	}
	for _, s := range []string{"f4-e4", "f2-e3", "g1-d1"} {
		if !p.IsLegal(must(t, "ParseMove", mora.ParseMove, s)) {
			t.Errorf("%s is refused, want it legal", s)
		}
	}
	// The same board without the history bars nothing, and hashes apart.
	fresh := must(t, "ParsePosition", mora.ParsePosition, p.String())
	if _, ok := fresh.ReturnBarred(mill.Blue); ok || fresh.Hash() == p.Hash() {
		t.Errorf("a fresh position: barred %v, hash equal %v", ok, fresh.Hash() == p.Hash())
	}
	if !fresh.IsLegal(must(t, "ParseMove", mora.ParseMove, "f4-g4xa1")) {
		t.Errorf("f4-g4xa1 refused without the history")
	}
	// After one turn of something else it may go back.
	q := p.Clone()
	play(t, q, "f2-e3", "d6-d7", "f4-g4xa1")
	// Twelve Men's Morris has no such rule.
	twelve := must(t, "ParsePosition", mill.TwelveMensMorris.ParsePosition, morabarabaShuttle)
	play(t, twelve, "g4-f4xb4", "d7-d6", "f4-g4xa1")
	// A step out of a mill that closes none bars nothing; nor does a
	// mill closed by a piece that was in none.
	r := must(t, "ParsePosition", mora.ParsePosition, morabarabaShuttle)
	play(t, r, "g4-f4xb4", "d7-d6", "f4-e4", "d6-d7")
	if _, ok := r.ReturnBarred(mill.Blue); ok {
		t.Errorf("a quiet step left a bar")
	}
	// Undo puts the bar back as it was.
	p.Undo()
	p.Undo()
	if _, ok := p.ReturnBarred(mill.Blue); ok {
		t.Errorf("undone to the start, a bar is left")
	}
	if p.Hash() != p.HashFromScratch() {
		t.Errorf("hash after undo differs from scratch")
	}
}

// Once a side is down to three pieces, ten moves each without a mill draw
// a game of Morabaraba; Twelve Men's Morris plays on.
func TestMorabarabaTenMovesAtThree(t *testing.T) {
	const start = "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue"
	mora := must(t, "ParsePosition", mill.Morabaraba.ParsePosition, start)
	twelve := must(t, "ParsePosition", mill.TwelveMensMorris.ParsePosition, start)
	if mora.QuietLimit() != 20 || twelve.QuietLimit() != 100 {
		t.Fatalf("QuietLimit: Morabaraba %d, Twelve %d; want 20, 100", mora.QuietLimit(), twelve.QuietLimit())
	}
	for mora.QuietPlies() < 20 {
		if o := mora.Outcome(); o.Over() {
			t.Fatalf("over after %d quiet plies: %v", mora.QuietPlies(), o)
		}
		// A quiet move to a position not seen before, the same in both.
		var next mill.Move
		found := false
		for _, m := range mora.LegalMoves(nil) {
			if m.Remove != mill.NoPoint {
				continue
			}
			mora.Apply(m)
			fresh := mora.Repetitions() == 1
			mora.Undo()
			if fresh {
				next, found = m, true
				break
			}
		}
		if !found {
			t.Fatalf("no quiet move in %q", mora)
		}
		play(t, mora, mill.Morabaraba.FormatMove(next))
		play(t, twelve, mill.TwelveMensMorris.FormatMove(next))
	}
	if o := mora.Outcome(); o != (mill.Outcome{Winner: mill.NoColor, Reason: mill.FiftyMoves}) {
		t.Errorf("Morabaraba after ten moves each at three: %v, want a draw", o)
	}
	if out := (mill.Rules{Variant: mill.Morabaraba}).Outcome(mora); out.Reason != "quiet-moves" || out.Facts.Count != 10 {
		t.Errorf("the contract's outcome: %s, count %d; want quiet-moves, 10", out.Reason, out.Facts.Count)
	}
	if o := twelve.Outcome(); o.Over() {
		t.Errorf("Twelve Men's Morris ended: %v", o)
	}
}

// In Morabaraba as in the others, shuffling to and fro draws by repetition.
func TestMorabarabaRepetition(t *testing.T) {
	p := must(t, "ParsePosition", mill.Morabaraba.ParsePosition, morabarabaShuttle)
	for range 2 {
		play(t, p, "f6-e5", "d7-d6", "e5-f6", "d6-d7")
	}
	if o := p.Outcome(); o != (mill.Outcome{Winner: mill.NoColor, Reason: mill.Repetition}) {
		t.Errorf("outcome %v, want a draw by repetition", o)
	}
}

func TestNewVariantRefusesBadLinksAndRules(t *testing.T) {
	base := mill.SixMensMorris.Spec()
	cases := []struct {
		why  string
		edit func(s *mill.VariantSpec)
	}{
		{"not a point", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"d1", "d4"}) }},
		{"to itself", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"d1", "d1"}) }},
		{"joined already", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"d2", "d1"}) }},
		{"lie on one line", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"a1", "g1"}) }},
		{"passes over", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"d1", "d6"}) }},
		{"file, rank or 45-degree", func(s *mill.VariantSpec) { s.Links = append(s.Links, [2]string{"a1", "b4"}) }},
		{"quiet-move limit at three", func(s *mill.VariantSpec) { s.ThreesQuietPlies = -1 }},
		{"a rule for flying", func(s *mill.VariantSpec) { s.ThreesQuietPlies = 20 }},
		{"one lower-case word", func(s *mill.VariantSpec) { s.Short = "Six" }},
	}
	for _, tc := range cases {
		spec := base
		spec.Links = slices.Clone(base.Links)
		tc.edit(&spec)
		if _, err := mill.NewVariant(spec); err == nil || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("NewVariant: error %v, want one mentioning %q", err, tc.why)
		}
	}
	// The links a variant returns are its own copy.
	spec := mill.SixMensMorris.Spec()
	spec.Links[0][0] = "z9"
	if mill.SixMensMorris.Spec().Links[0][0] != "d1" {
		t.Errorf("changing a spec changed the variant")
	}
}

func TestVariantNamed(t *testing.T) {
	for name, want := range map[string]*mill.Variant{
		"nine": mill.NineMensMorris, "nine-mens-morris": mill.NineMensMorris,
		"twelve": mill.TwelveMensMorris, "twelve-mens-morris": mill.TwelveMensMorris,
		"lasker": mill.LaskerMorris, "lasker-morris": mill.LaskerMorris,
		"morabaraba": mill.Morabaraba,
		"six":        mill.SixMensMorris, "six-mens-morris": mill.SixMensMorris,
		"three": mill.ThreeMensMorris, "three-mens-morris": mill.ThreeMensMorris,
	} {
		v, err := mill.VariantNamed(name)
		if err != nil || v != want {
			t.Errorf("VariantNamed(%q) = %v, %v; want %v", name, v, err, want)
		}
		r, err := mill.Rules{}.WithTag("variant", name)
		if err != nil {
			t.Errorf("WithTag(variant, %q): %v", name, err)
			continue
		}
		// Records name the variant by its ID.
		if tags := r.Tags(); len(tags) != 1 || tags[0].Value != want.ID() {
			t.Errorf("WithTag(variant, %q).Tags() = %v, want the ID %s", name, tags, want.ID())
		}
	}
	_, err := mill.VariantNamed("eleven")
	if err == nil || !strings.Contains(err.Error(), "lasker (lasker-morris)") || !strings.Contains(err.Error(), "morabaraba") {
		t.Errorf("VariantNamed(eleven): %v, want the names listed", err)
	}
	// Every variant has a short name of its own and an ID of its own.
	seen := map[string]bool{}
	for _, v := range mill.Variants() {
		for _, n := range []string{v.ID(), v.Short()} {
			if seen[n] && n != v.ID() {
				t.Errorf("the name %q is used twice", n)
			}
			seen[n] = true
		}
		if v.Short() == "" {
			t.Errorf("%s has no short name", v)
		}
	}
}
