package mill_test

import (
	"slices"
	"strings"
	"testing"

	"stratagem/board/mill"
)

// Nine Men's Morris's mills and each point's neighbours, in the order the
// package's constant tables had them before boards became values. The
// order of the mills is the order of the evaluation's loops, and the point
// numbering that of move generation: both fix what a search does.
var (
	todaysPoints = "a1 d1 g1 g4 g7 d7 a7 a4 b2 d2 f2 f4 f6 d6 b6 b4 c3 d3 e3 e4 e5 d5 c5 c4"
	todaysMills  = []string{
		"a1 d1 g1", "g1 g4 g7", "g7 d7 a7", "a7 a4 a1",
		"b2 d2 f2", "f2 f4 f6", "f6 d6 b6", "b6 b4 b2",
		"c3 d3 e3", "e3 e4 e5", "e5 d5 c5", "c5 c4 c3",
		"d1 d2 d3", "g4 f4 e4", "d7 d6 d5", "a4 b4 c4",
	}
	todaysNeighbours = map[string]string{
		"a1": "d1 a4", "d1": "a1 g1 d2", "g1": "d1 g4", "g4": "g1 g7 f4",
		"g7": "g4 d7", "d7": "g7 a7 d6", "a7": "d7 a4", "a4": "a7 a1 b4",
		"b2": "d2 b4", "d2": "b2 f2 d1 d3", "f2": "d2 f4", "f4": "f2 f6 g4 e4",
		"f6": "f4 d6", "d6": "f6 b6 d7 d5", "b6": "d6 b4", "b4": "b6 b2 a4 c4",
		"c3": "d3 c4", "d3": "c3 e3 d2", "e3": "d3 e4", "e4": "e3 e5 f4",
		"e5": "e4 d5", "d5": "e5 c5 d6", "c5": "d5 c4", "c4": "c5 c3 b4",
	}
)

// joined writes points as names separated by spaces.
func joined(v *mill.Variant, ps []mill.Point) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = v.PointName(p)
	}
	return strings.Join(out, " ")
}

func TestNineMensMorrisIsTodaysBoard(t *testing.T) {
	v := mill.NineMensMorris
	var names []mill.Point
	for p := range mill.Point(v.NumPoints()) {
		names = append(names, p)
	}
	if got := joined(v, names); got != todaysPoints {
		t.Fatalf("points %q, want %q", got, todaysPoints)
	}
	mills := v.Mills()
	if len(mills) != len(todaysMills) {
		t.Fatalf("%d mills, want %d", len(mills), len(todaysMills))
	}
	for i, m := range mills {
		if got := joined(v, m[:]); got != todaysMills[i] {
			t.Errorf("mill %d is %q, want %q", i, got, todaysMills[i])
		}
	}
	for p := range mill.Point(v.NumPoints()) {
		if got, want := joined(v, v.Neighbours(p)), todaysNeighbours[v.PointName(p)]; got != want {
			t.Errorf("neighbours of %s: %q, want %q", v.PointName(p), got, want)
		}
		through := v.MillsThrough(p)
		var want []string
		for _, m := range todaysMills {
			if slices.Contains(strings.Fields(m), v.PointName(p)) {
				want = append(want, m)
			}
		}
		if len(through) != len(want) {
			t.Fatalf("%d mills through %s, want %v", len(through), v.PointName(p), want)
		}
		for i, m := range through {
			if joined(v, m[:]) != want[i] {
				t.Errorf("mill %d through %s: %q, want %q", i, v.PointName(p), joined(v, m[:]), want[i])
			}
		}
	}
	if v.Pieces() != 9 || !v.Flying() || v.QuietPlies() != 100 || v.Repetitions() != 3 || v.FullBoardDraw() || v.HasDiagonals() {
		t.Errorf("rules: %d pieces, flying %v, %d quiet plies, %d repetitions, full board draws %v, diagonals %v",
			v.Pieces(), v.Flying(), v.QuietPlies(), v.Repetitions(), v.FullBoardDraw(), v.HasDiagonals())
	}
}

// The hashes of standard positions as they were before boards became
// values. A change to the order in which the Zobrist keys are drawn
// changes them, and with them every table built from them.
func TestStandardHashesUnchanged(t *testing.T) {
	for _, tc := range []struct {
		game, pos string
		hash      uint64
	}{
		{game: "", hash: 0x5cb14181910e900e},
		{game: "d6", hash: 0xffeb71aec32100ca},
		{game: "a1 f6 g1 d1 a7 a4 g7 d7 g4xd1 d1 e4 f4 f2 d6 e5 b6xe5 b4 d5xa7 e4-e5 a4-a7 f2-d2 d5-c5 e5-d5 c5-c4 a1-a4 c4-c3",
			hash: 0xd8f66f44b118233e},
		{pos: "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue", hash: 0x7e33e648dfe40c1b},
		{pos: "blue: a1 d1 d6 c3 e4; red: b2 g7 f4 d5 a4; hand: 4 4; turn: red", hash: 0xd7b5c38ee77443c6},
		{pos: "blue: g7; red: ; hand: 8 9; turn: red", hash: 0xfa30565ca99ae62c},
	} {
		var p *mill.Position
		if tc.pos != "" {
			p = mustPos(t, tc.pos)
		} else {
			p = mustGame(t, tc.game)
		}
		if p.Hash() != tc.hash || p.HashFromScratch() != tc.hash {
			t.Errorf("hash of %q: %#016x, want %#016x", p, p.Hash(), tc.hash)
		}
	}
}

// The same board in two variants is two different positions: a search's
// table kept from one game to the next must not mix them up.
func TestVariantsHashApart(t *testing.T) {
	const pos = "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3; hand: 0 0; turn: blue"
	nine := must(t, "ParsePosition", mill.NineMensMorris.ParsePosition, pos)
	twelve := must(t, "ParsePosition", mill.TwelveMensMorris.ParsePosition, pos)
	if nine.Hash() == twelve.Hash() {
		t.Fatalf("the same board hashes alike in both variants: %#x", nine.Hash())
	}
	if twelve.Hash() != twelve.HashFromScratch() {
		t.Fatalf("Twelve Men's Morris: Hash %#x, from scratch %#x", twelve.Hash(), twelve.HashFromScratch())
	}
	// A variant rebuilt from the standard spec is another variant.
	copyOfNine, err := mill.NewVariant(mill.NineMensMorris.Spec())
	if err != nil {
		t.Fatal(err)
	}
	if copyOfNine.NewGame().Hash() == mill.NewGame().Hash() {
		t.Errorf("a variant built by NewVariant hashes as the standard one")
	}
	if !slices.Equal(copyOfNine.Mills(), mill.NineMensMorris.Mills()) {
		t.Errorf("the rebuilt variant has other mills")
	}
}

func TestTwelveMensMorrisBoard(t *testing.T) {
	v := mill.TwelveMensMorris
	if v.NumPoints() != 24 || v.NumMills() != 20 || v.Pieces() != 12 || !v.Flying() || !v.FullBoardDraw() || !v.HasDiagonals() {
		t.Fatalf("%d points, %d mills, %d pieces, flying %v, full board draws %v, diagonals %v",
			v.NumPoints(), v.NumMills(), v.Pieces(), v.Flying(), v.FullBoardDraw(), v.HasDiagonals())
	}
	// The standard mills first, in their order, then the diagonals.
	mills := v.Mills()
	for i, m := range mills[:16] {
		if got := joined(v, m[:]); got != todaysMills[i] {
			t.Errorf("mill %d is %q, want %q", i, got, todaysMills[i])
		}
	}
	for i, want := range []string{"a1 b2 c3", "g1 f2 e3", "g7 f6 e5", "a7 b6 c5"} {
		if got := joined(v, mills[16+i][:]); got != want {
			t.Errorf("diagonal %d is %q, want %q", i, got, want)
		}
	}
	for name, want := range map[string]string{
		"a1": "d1 a4 b2", "b2": "d2 b4 a1 c3", "c3": "d3 c4 b2", "d2": "b2 f2 d1 d3", "e5": "e4 d5 f6",
	} {
		p := pt(t, name)
		if got := joined(v, v.Neighbours(p)); got != want {
			t.Errorf("neighbours of %s: %q, want %q", name, got, want)
		}
	}
	if n := len(v.MillsThrough(pt(t, "b2"))); n != 3 {
		t.Errorf("%d mills through b2, want 3", n)
	}
	if !v.Adjacent(pt(t, "f6"), pt(t, "g7")) || mill.NineMensMorris.Adjacent(pt(t, "f6"), pt(t, "g7")) {
		t.Errorf("f6-g7 should be a step in Twelve Men's Morris only")
	}
	if g := v.NewGame(); g.InHand(mill.Blue) != 12 || g.InHand(mill.Red) != 12 || g.Variant() != v {
		t.Errorf("new game: hands %d %d, variant %v", g.InHand(mill.Blue), g.InHand(mill.Red), g.Variant())
	}
}

// twelveCase is a position of Twelve Men's Morris, and what the rules
// allow there: the legal moves of one piece (or of placing, from "") and
// the moves that must be legal or refused.
type twelveCase struct {
	name, pos  string
	from       string // the piece whose moves are listed; "" for placements
	moves      string // its legal moves, sorted, or "" to skip
	legal      []string
	refused    map[string]string // move: part of the reason
	nineMoves  string            // the same piece's moves under Nine Men's Morris, or "" to skip
	nineLegal  []string          // moves legal under Nine Men's Morris
	nineRefuse []string          // moves Nine Men's Morris refuses
}

func TestTwelveMensMorrisRules(t *testing.T) {
	for _, tc := range []twelveCase{{
		name:       "placing closes a diagonal mill",
		pos:        "blue: a1 b2; red: d1 g1; hand: 7 7; turn: blue",
		legal:      []string{"c3xd1", "c3xg1"},
		refused:    map[string]string{"c3": "must remove"},
		nineLegal:  []string{"c3"},
		nineRefuse: []string{"c3xd1"},
	}, {
		name:      "a piece steps along a diagonal",
		pos:       "blue: b2 d1 g4 d7 a4; red: g1 g7 d6 d3 f4; hand: 0 0; turn: blue",
		from:      "b2",
		moves:     "b2-a1 b2-b4 b2-c3 b2-d2",
		nineMoves: "b2-b4 b2-d2",
	}, {
		name:       "a step along a diagonal closes a diagonal mill",
		pos:        "blue: a1 b2 d3 g4 d7; red: g1 g7 d6 f4 a4; hand: 0 0; turn: blue",
		legal:      []string{"d3-c3xg1", "d3-c3xa4"},
		refused:    map[string]string{"d3-c3": "must remove"},
		nineLegal:  []string{"d3-c3"},
		nineRefuse: []string{"d3-c3xg1"},
	}, {
		name:    "a diagonal joins its neighbouring points only",
		pos:     "blue: e3 g4 d7 d6 b4; red: g1 a7 f4 d3 b6; hand: 0 0; turn: blue",
		refused: map[string]string{"e3-g1": "not empty", "e3-f6": "not next to"},
		legal:   []string{"e3-f2", "e3-e4"},
	}, {
		name:      "three pieces fly",
		pos:       "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3 d5; hand: 0 0; turn: blue",
		legal:     []string{"e5-c3", "a1-f6", "d1-g4", "e5-g1xb4"},
		refused:   map[string]string{"e5-g1": "must remove"},
		nineLegal: []string{"e5-c3", "a1-f6", "d1-g4", "e5-g1xb4"},
	}} {
		t.Run(tc.name, func(t *testing.T) { checkTwelveCase(t, tc) })
	}
}

func checkTwelveCase(t *testing.T, tc twelveCase) {
	for _, run := range []struct {
		v              *mill.Variant
		moves          string
		legal, refused []string
	}{
		{mill.TwelveMensMorris, tc.moves, tc.legal, nil},
		{mill.NineMensMorris, tc.nineMoves, tc.nineLegal, tc.nineRefuse},
	} {
		p := must(t, "ParsePosition", run.v.ParsePosition, tc.pos)
		checkInvariants(t, p)
		if got, ref := legal(p), refLegalMoves(p); !slices.Equal(got, ref) {
			t.Fatalf("%s: LegalMoves %v, reference %v", run.v, got, ref)
		}
		if run.moves != "" {
			from := must(t, "ParsePoint", run.v.ParsePoint, tc.from)
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if m.From == from {
					got = append(got, run.v.FormatMove(m))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, fields(run.moves)) {
				t.Errorf("%s: moves of %s %v, want %v", run.v, tc.from, got, fields(run.moves))
			}
		}
		for _, s := range run.legal {
			if m := must(t, "ParseMove", run.v.ParseMove, s); !p.IsLegal(m) {
				t.Errorf("%s: %s is refused, want it legal", run.v, s)
			}
		}
		for _, s := range run.refused {
			if m := must(t, "ParseMove", run.v.ParseMove, s); p.IsLegal(m) {
				t.Errorf("%s: %s is legal, want it refused", run.v, s)
			}
		}
		if run.v == mill.TwelveMensMorris {
			for s, why := range tc.refused {
				illegal(t, p, must(t, "ParseMove", run.v.ParseMove, s), why)
			}
		}
	}
}

// fullBoardGame fills the board of Twelve Men's Morris with no mill on the way.
const fullBoardGame = "a7 f4 a1 b4 c3 d7 d5 f6 c4 b2 g1 d6 e4 g7 e5 c5 d2 e3 g4 d3 b6 a4 f2 d1"

func TestTwelveMensMorrisFullBoardIsADraw(t *testing.T) {
	p := must(t, "ParseGame", mill.TwelveMensMorris.ParseGame, fullBoardGame)
	checkInvariants(t, p)
	if p.Empty() != 0 || p.InHand(mill.Blue) != 0 || p.InHand(mill.Red) != 0 {
		t.Fatalf("the board is not full: %q", p)
	}
	want := mill.Outcome{Winner: mill.NoColor, Reason: mill.FullBoard}
	if o := p.Outcome(); o != want || !o.Draw() || o.String() != "draw (full-board)" {
		t.Fatalf("Outcome() = %+v (%v), want %+v", o, o, want)
	}
	if n := len(p.LegalMoves(nil)); n != 0 {
		t.Errorf("%d legal moves on a full board", n)
	}
	// One ply earlier the game goes on.
	p.Undo()
	if o := p.Outcome(); o.Over() {
		t.Errorf("with one piece still in hand: %v", o)
	}
	// The reason is one of its own.
	for _, r := range []mill.Reason{mill.NotOver, mill.FewerThan3, mill.Blocked, mill.Repetition, mill.FiftyMoves} {
		if r == mill.FullBoard {
			t.Errorf("FullBoard shares its value with reason %d", r)
		}
	}

	// Without the rule, the side to move cannot move and loses.
	spec := mill.TwelveMensMorris.Spec()
	spec.ID, spec.FullBoardDraw = "twelve-no-full-board-draw", false
	strict := mustVariant(t, spec)
	q := must(t, "ParseGame", strict.ParseGame, fullBoardGame)
	if o := q.Outcome(); o != (mill.Outcome{Winner: mill.Red, Reason: mill.Blocked}) {
		t.Errorf("without the full-board rule: %+v, want Red to win, Blue blocked", o)
	}
}

// A variant without flying: three pieces step like any others.
func TestNoFlying(t *testing.T) {
	spec := mill.NineMensMorris.Spec()
	spec.ID, spec.Name, spec.Flying = "no-flying", "No flying", false
	v := mustVariant(t, spec)
	p := must(t, "ParsePosition", v.ParsePosition, "blue: a1 d1 e5; red: b2 d2 f2 b4 g7 c5 e3 d5; hand: 0 0; turn: blue")
	if got := p.PhaseOf(mill.Blue); got != mill.Moving {
		t.Errorf("three pieces are %v, want moving", got)
	}
	if got, ref := legal(p), refLegalMoves(p); !slices.Equal(got, ref) || !slices.Equal(got, fields("a1-a4 d1-g1 e5-e4")) {
		t.Errorf("legal moves %v (reference %v), want a1-a4 d1-g1 e5-e4", got, ref)
	}
	illegal(t, p, mv(t, "e5-g1"), "not next to e5")
}

// MovesAs: what matters once the hands are empty. Lasker Morris (ten pieces,
// moving while placing) moves as Nine Men's Morris; a change to the board,
// flying, the draws or Morabaraba's rule against shuttling makes another
// game; the full-board rule, read only at the end of the placing, does not.
func TestMovesAs(t *testing.T) {
	nine := mill.NineMensMorris
	variant := func(id string, change func(*mill.VariantSpec)) *mill.Variant {
		spec := nine.Spec()
		spec.ID, spec.Name = id, id
		change(&spec)
		return mustVariant(t, spec)
	}
	for _, c := range []struct {
		v, w *mill.Variant
		want bool
	}{
		{nine, nine, true},
		{mill.LaskerMorris, nine, true},
		{nine, mill.LaskerMorris, true},
		{variant("eleven", func(s *mill.VariantSpec) { s.Pieces, s.FullBoardDraw = 11, true }), nine, true},
		{mill.TwelveMensMorris, nine, false},
		{mill.Morabaraba, mill.TwelveMensMorris, false},
		{mill.SixMensMorris, nine, false},
		{mill.ThreeMensMorris, nine, false},
		{variant("no-flying", func(s *mill.VariantSpec) { s.Flying = false }), nine, false},
		{variant("forty-moves", func(s *mill.VariantSpec) { s.QuietPlies = 80 }), nine, false},
		{variant("twice", func(s *mill.VariantSpec) { s.Repetitions = 2 }), nine, false},
		{variant("no-return", func(s *mill.VariantSpec) { s.NoReturnToMill = true }), nine, false},
		{variant("threes", func(s *mill.VariantSpec) { s.ThreesQuietPlies = 20 }), nine, false},
		{variant("diagonals-for-mills", func(s *mill.VariantSpec) {
			s.Diagonals = mill.TwelveMensMorris.Spec().Diagonals
		}), nine, false},
	} {
		if got := c.v.MovesAs(c.w); got != c.want {
			t.Errorf("%s moves as %s: %v, want %v", c.v.Name(), c.w.Name(), got, c.want)
		}
	}
}

func TestNewVariantRefusesBadSpecs(t *testing.T) {
	base := mill.NineMensMorris.Spec()
	cases := []struct {
		why  string
		edit func(s *mill.VariantSpec)
	}{
		{"one word", func(s *mill.VariantSpec) { s.ID = "" }},
		{"no name", func(s *mill.VariantSpec) { s.Name = "" }},
		{"pieces a side", func(s *mill.VariantSpec) { s.Pieces = 2 }},
		{"do not fit", func(s *mill.VariantSpec) { s.Pieces = 13 }},
		{"quiet-move limit", func(s *mill.VariantSpec) { s.QuietPlies = 0 }},
		{"repetitions", func(s *mill.VariantSpec) { s.Repetitions = 1 }},
		{"named twice", func(s *mill.VariantSpec) { s.Points = append(s.Points[:23:23], "a1") }},
		{"file a–g", func(s *mill.VariantSpec) { s.Points = append(s.Points[:23:23], "h4") }},
		{"points, want", func(s *mill.VariantSpec) { s.Points = make([]string, 33) }},
		{"not a point", func(s *mill.VariantSpec) { s.Lines = append(s.Lines[:16:16], [3]string{"a1", "d4", "g1"}) }},
		{"comes twice", func(s *mill.VariantSpec) { s.Lines = append(s.Lines[:16:16], [3]string{"a1", "a1", "g1"}) }},
		{"given twice", func(s *mill.VariantSpec) { s.Lines = append(s.Lines[:16:16], [3]string{"g1", "d1", "a1"}) }},
		{"along a file or a rank", func(s *mill.VariantSpec) { s.Lines = append(s.Lines[:16:16], [3]string{"a1", "b2", "c3"}) }},
		{"along a file or a rank", func(s *mill.VariantSpec) { s.Lines = append(s.Lines[:16:16], [3]string{"d1", "a1", "g1"}) }},
		{"45-degree", func(s *mill.VariantSpec) { s.Diagonals = [][3]string{{"a1", "d2", "g1"}} }},
		{"45-degree", func(s *mill.VariantSpec) { s.Diagonals = [][3]string{{"a1", "c3", "b2"}} }},
		{"lies on no line", func(s *mill.VariantSpec) { s.Points = append(s.Points[:24:24], "d4") }},
		{"more than 4 lines pass through c1", func(s *mill.VariantSpec) {
			// A fan of five lines from c1.
			s.Points = strings.Fields("a1 b1 c1 d1 e1 c2 c3 a3 b2 d2 e3")
			s.Pieces = 3
			s.Lines = [][3]string{{"a1", "b1", "c1"}, {"b1", "c1", "d1"}, {"c1", "d1", "e1"}, {"c1", "c2", "c3"}}
			s.Diagonals = [][3]string{{"a3", "b2", "c1"}, {"c1", "d2", "e3"}}
		}},
	}
	for _, tc := range cases {
		spec := base
		spec.Points, spec.Lines = slices.Clone(base.Points), slices.Clone(base.Lines)
		tc.edit(&spec)
		v, err := mill.NewVariant(spec)
		if err == nil {
			t.Errorf("NewVariant accepted a spec that should fail with %q: %v", tc.why, v)
			continue
		}
		if !strings.Contains(err.Error(), tc.why) {
			t.Errorf("NewVariant: error %q does not mention %q", err, tc.why)
		}
	}
	// The spec a variant returns is its own copy.
	spec := mill.NineMensMorris.Spec()
	spec.Points[0], spec.Lines[0][0] = "z9", "z9"
	if mill.NineMensMorris.PointName(0) != "a1" || mill.NineMensMorris.Spec().Lines[0][0] != "a1" {
		t.Errorf("changing a spec changed the variant")
	}
}

// mustVariant builds a variant or stops the test.
func mustVariant(t testing.TB, spec mill.VariantSpec) *mill.Variant {
	t.Helper()
	v, err := mill.NewVariant(spec)
	if err != nil {
		t.Fatalf("NewVariant(%s): %v", spec.ID, err)
	}
	return v
}
