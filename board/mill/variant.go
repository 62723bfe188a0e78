package mill

import (
	"fmt"
	"hash/fnv"
	"math/bits"
	"slices"
	"strings"
)

// The bounds every variant lives within. Sets of points are uint32 bit
// sets, so a board has at most 32 points; the per-point tables of a
// Variant are arrays of these sizes, which keeps the rules' inner loops
// free of slice headers and of checks against the board's size.
const (
	// MaxPoints is the most points a board may have.
	MaxPoints = 32
	// MaxLinesPerPoint is the most lines of three through one point. Four
	// is more than the boards of the family need: a corner of Twelve Men's
	// Morris or Morabaraba lies on three.
	MaxLinesPerPoint = 4
	// MaxPieces is the most pieces a side may start with: the two hands
	// together must fit on the largest board.
	MaxPieces = MaxPoints / 2
	// maxQuietPlies bounds the quiet-move limit: the count is an int16.
	maxQuietPlies = 10000
)

// VariantSpec describes a board and its rules in words and names; NewVariant
// checks it and turns it into a Variant. Every board is drawn on a 7×7 grid
// of files a–g and ranks 1–7, so a point's name says where it stands.
type VariantSpec struct {
	// ID names the variant in files and settings: short, lower case, stable.
	ID string
	// Name is the variant's name for people, e.g. "Nine Men's Morris".
	Name string
	// Short is a short name for command lines, e.g. "nine"; "" for none.
	// Records and settings keep the ID.
	Short string
	// Points names the points in their numbering order (Point 0 first),
	// each a file a–g and a rank 1–7: "a1", "d6". The numbering fixes the
	// order in which moves are generated, and so the searches.
	Points []string
	// Lines are the lines of three points along the sides and across the
	// squares, each its three points in order along it. Three pieces of a
	// colour on a line make a mill, and consecutive points of a line are
	// joined, so a piece steps from one to the next.
	Lines [][3]string
	// Diagonals are lines of three at 45 degrees, across the corners of
	// the squares. They make mills as Lines do; pieces step along them
	// only when DiagonalMoves is set. (Some old rule sets draw diagonals
	// for mills alone, others for both.)
	Diagonals     [][3]string
	DiagonalMoves bool
	// Links join two neighbouring points that lie on no common line, as
	// the short strokes that join the two squares of Six Men's Morris:
	// pieces step along a link, but two points make no mill.
	Links [][2]string
	// Pieces is how many pieces each side starts with in hand.
	Pieces int
	// Flying lets a side reduced to three pieces jump to any empty point.
	Flying bool
	// QuietPlies is the draw by the quiet-move rule: this many plies in
	// the moving phases without a mill (100: fifty moves each).
	QuietPlies int
	// Repetitions is the draw by repetition: the same position, with the
	// same side to move, for this many times (3).
	Repetitions int
	// FullBoardDraw makes a board filled by the placing a draw. Without
	// it, the side to move there cannot move and loses.
	FullBoardDraw bool
	// MoveWhilePlacing (Lasker Morris) lets a side with pieces in hand,
	// instead of placing one, move a piece of its own along a line. Its
	// phase is still Placing (PhaseOf) until its hand is empty; it flies
	// only with its hand empty.
	MoveWhilePlacing bool
	// NoReturnToMill is the rule of Morabaraba's Generally Accepted
	// Rules against a piece shuttling between two mills: a piece that
	// steps (or flies) out of a mill and closes another with that move
	// may not, on its side's next turn, go straight back to the point it
	// left if that closes a mill again. Any other move of it is allowed,
	// and after one turn of something else it may go back.
	NoReturnToMill bool
	// ThreesQuietPlies draws the game when a side is down to three
	// pieces (none in hand) and this many plies pass without a mill
	// (Morabaraba: 20, ten moves each); 0 for no such rule. The ordinary
	// quiet-move limit applies too, whichever comes first.
	ThreesQuietPlies int
}

// Variant is a board and its rules: the points, the lines that make mills,
// which points are joined, the pieces, flying and the draws. A Position
// carries its variant, and every rule reads it. A Variant is built once
// by NewVariant and never changes; it is shared by pointer.
type Variant struct {
	spec VariantSpec // a private copy, for Spec

	numPoints  int
	all        uint32 // the set of every point
	names      [MaxPoints]string
	file, rank [MaxPoints]int8

	lines     [][3]Point // Lines, then Diagonals: the mills, in order
	links     [][2]Point // Links, in order
	lineMasks []uint32   // each line as a bit set
	// millsAt holds, for each point, the bit sets of the lines through it
	// (nMillsAt of them), in the order of lines, the unused slots filled
	// with the first line again: the question "does this piece stand in a
	// mill?" reads one small array and checks the first two slots without
	// looking at the count (see inMill).
	millsAt  [MaxPoints][MaxLinesPerPoint]uint32
	nMillsAt [MaxPoints]int8
	linesAt  [MaxPoints][]int // the indexes in lines of the lines through each point

	neighbours    [MaxPoints][]Point // in the order the lines join them
	neighbourMask [MaxPoints]uint32

	pieces           int8
	flyAt            int8 // the count of pieces on the board that flies: 3, or -1 for nobody
	quietPlies       int16
	threesQuiet      int16 // ThreesQuietPlies, 0 for none
	repetitions      int
	fullBoardDraw    bool
	moveWhilePlacing bool
	noReturn         bool

	// hashSalt is folded into every position's hash, so positions of two
	// variants never share a hash (a search's table may outlive a game).
	// It is 0 for Nine Men's Morris, whose hashes stay what they were
	// before boards became values.
	hashSalt uint64

	// syms are the symmetries of the board (see Symmetry), identity first.
	syms [][MaxPoints]Point
}

// NewVariant checks spec and builds its variant.
func NewVariant(spec VariantSpec) (*Variant, error) {
	h := fnv.New64a()
	h.Write([]byte(spec.ID))
	return newVariant(spec, splitmix(h.Sum64())|1)
}

// splitmix spreads the bits of x (SplitMix64's finaliser).
func splitmix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// mustVariant is for the variants defined in this package, which the
// tests build.
func mustVariant(v *Variant, err error) *Variant {
	if err != nil {
		panic("mill: " + err.Error())
	}
	return v
}

func newVariant(spec VariantSpec, salt uint64) (*Variant, error) {
	v := &Variant{hashSalt: salt}
	if err := v.setRules(spec); err != nil {
		return nil, err
	}
	if err := v.setPoints(spec.Points); err != nil {
		return nil, fmt.Errorf("variant %s: %v", spec.ID, err)
	}
	if 2*spec.Pieces > v.numPoints {
		return nil, fmt.Errorf("variant %s: %d pieces a side do not fit on %d points", spec.ID, spec.Pieces, v.numPoints)
	}
	for _, l := range spec.Lines {
		if err := v.addLine(l, false, true); err != nil {
			return nil, fmt.Errorf("variant %s: line %s: %v", spec.ID, strings.Join(l[:], " "), err)
		}
	}
	for _, l := range spec.Diagonals {
		if err := v.addLine(l, true, spec.DiagonalMoves); err != nil {
			return nil, fmt.Errorf("variant %s: diagonal %s: %v", spec.ID, strings.Join(l[:], " "), err)
		}
	}
	for _, l := range spec.Links {
		if err := v.addLink(l); err != nil {
			return nil, fmt.Errorf("variant %s: link %s: %v", spec.ID, strings.Join(l[:], " "), err)
		}
	}
	for p := range v.numPoints {
		if v.nMillsAt[p] == 0 {
			return nil, fmt.Errorf("variant %s: point %s lies on no line", spec.ID, v.names[p])
		}
		for i := v.nMillsAt[p]; i < MaxLinesPerPoint; i++ {
			v.millsAt[p][i] = v.millsAt[p][0]
		}
	}
	v.spec = spec
	v.spec.Points = slices.Clone(spec.Points)
	v.spec.Lines = slices.Clone(spec.Lines)
	v.spec.Diagonals = slices.Clone(spec.Diagonals)
	v.spec.Links = slices.Clone(spec.Links)
	v.syms = v.findSymmetries()
	return v, nil
}

// setRules checks and copies the counts and switches of spec.
func (v *Variant) setRules(spec VariantSpec) error {
	switch {
	case spec.ID == "" || strings.ContainsAny(spec.ID, " \t\n"):
		return fmt.Errorf("variant %q: the ID must be one word", spec.ID)
	case spec.Name == "":
		return fmt.Errorf("variant %s: no name", spec.ID)
	case spec.Pieces < 3 || spec.Pieces > MaxPieces:
		return fmt.Errorf("variant %s: %d pieces a side, want 3 to %d", spec.ID, spec.Pieces, MaxPieces)
	case spec.QuietPlies < 1 || spec.QuietPlies > maxQuietPlies:
		return fmt.Errorf("variant %s: a quiet-move limit of %d plies, want 1 to %d", spec.ID, spec.QuietPlies, maxQuietPlies)
	case spec.Repetitions < 2:
		return fmt.Errorf("variant %s: a draw after %d repetitions, want 2 or more", spec.ID, spec.Repetitions)
	case spec.ThreesQuietPlies < 0 || spec.ThreesQuietPlies > maxQuietPlies:
		return fmt.Errorf("variant %s: a quiet-move limit at three pieces of %d plies, want 0 (none) to %d", spec.ID, spec.ThreesQuietPlies, maxQuietPlies)
	case spec.ThreesQuietPlies > 0 && !spec.Flying:
		return fmt.Errorf("variant %s: a quiet-move limit at three pieces is a rule for flying, and its pieces do not fly", spec.ID)
	case spec.Short != "" && (strings.ContainsAny(spec.Short, " \t\n") || spec.Short != strings.ToLower(spec.Short)):
		return fmt.Errorf("variant %s: the short name %q must be one lower-case word", spec.ID, spec.Short)
	}
	v.pieces = int8(spec.Pieces)
	v.flyAt = -1
	if spec.Flying {
		v.flyAt = 3
	}
	v.quietPlies = int16(spec.QuietPlies)
	v.repetitions = spec.Repetitions
	v.fullBoardDraw = spec.FullBoardDraw
	v.threesQuiet = int16(spec.ThreesQuietPlies)
	v.moveWhilePlacing = spec.MoveWhilePlacing
	v.noReturn = spec.NoReturnToMill
	return nil
}

// setPoints checks the point names and records where each point stands.
func (v *Variant) setPoints(names []string) error {
	if len(names) < 3 || len(names) > MaxPoints {
		return fmt.Errorf("%d points, want 3 to %d", len(names), MaxPoints)
	}
	for i, name := range names {
		if len(name) != 2 || name[0] < 'a' || name[0] > 'g' || name[1] < '1' || name[1] > '7' {
			return fmt.Errorf("point %q is not a file a–g and a rank 1–7", name)
		}
		if slices.Contains(names[:i], name) {
			return fmt.Errorf("point %s is named twice", name)
		}
		v.names[i] = name
		v.file[i], v.rank[i] = int8(name[0]-'a'), int8(name[1]-'1')
	}
	v.numPoints = len(names)
	v.all = uint32(uint64(1)<<len(names) - 1)
	return nil
}

// addLine adds a line of three as a mill, and joins its consecutive points
// when moves is set. A diagonal runs at 45 degrees, any other line along a
// file or a rank; either way its middle point lies half-way.
func (v *Variant) addLine(names [3]string, diagonal, moves bool) error {
	var line [3]Point
	var mask uint32
	for i, name := range names {
		p, ok := v.pointNamed(name)
		if !ok {
			return fmt.Errorf("%q is not a point of the board", name)
		}
		if mask&bit(p) != 0 {
			return fmt.Errorf("%s comes twice", name)
		}
		line[i], mask = p, mask|bit(p)
	}
	df, dr := v.file[line[1]]-v.file[line[0]], v.rank[line[1]]-v.rank[line[0]]
	evenly := df == v.file[line[2]]-v.file[line[1]] && dr == v.rank[line[2]]-v.rank[line[1]]
	if diagonal && !(evenly && df != 0 && (df == dr || df == -dr)) {
		return fmt.Errorf("its points are not evenly spaced, in order, along a 45-degree line")
	}
	if !diagonal && !(evenly && (df == 0) != (dr == 0)) {
		return fmt.Errorf("its points are not evenly spaced, in order, along a file or a rank")
	}
	if slices.Contains(v.lineMasks, mask) {
		return fmt.Errorf("it is given twice")
	}
	for _, p := range line {
		if v.nMillsAt[p] == MaxLinesPerPoint {
			return fmt.Errorf("more than %d lines pass through %s", MaxLinesPerPoint, v.names[p])
		}
		v.millsAt[p][v.nMillsAt[p]] = mask
		v.nMillsAt[p]++
		v.linesAt[p] = append(v.linesAt[p], len(v.lines))
	}
	v.lines = append(v.lines, line)
	v.lineMasks = append(v.lineMasks, mask)
	if moves {
		for j := 0; j < 2; j++ {
			v.join(line[j], line[j+1])
		}
	}
	return nil
}

// addLink joins two points that share no line: neighbours on the grid
// along a file, a rank or a 45-degree line, with no other point between.
func (v *Variant) addLink(names [2]string) error {
	var ends [2]Point
	for i, name := range names {
		p, ok := v.pointNamed(name)
		if !ok {
			return fmt.Errorf("%q is not a point of the board", name)
		}
		ends[i] = p
	}
	a, b := ends[0], ends[1]
	df, dr := int(v.file[b])-int(v.file[a]), int(v.rank[b])-int(v.rank[a])
	switch {
	case a == b:
		return fmt.Errorf("it joins %s to itself", names[0])
	case !(df == 0 || dr == 0 || df == dr || df == -dr):
		return fmt.Errorf("its points are not on one file, rank or 45-degree line")
	case v.neighbourMask[a]&bit(b) != 0:
		return fmt.Errorf("its points are joined already")
	}
	for _, l := range v.lineMasks {
		if l&bit(a) != 0 && l&bit(b) != 0 {
			return fmt.Errorf("its points lie on one line already")
		}
	}
	steps := max(abs(df), abs(dr))
	for k := 1; k < steps; k++ {
		f, r := int(v.file[a])+df/steps*k, int(v.rank[a])+dr/steps*k
		for q := range v.numPoints {
			if int(v.file[q]) == f && int(v.rank[q]) == r {
				return fmt.Errorf("it passes over %s", v.names[q])
			}
		}
	}
	v.links = append(v.links, ends)
	v.join(a, b)
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// join makes a and b neighbours, once.
func (v *Variant) join(a, b Point) {
	if v.neighbourMask[a]&bit(b) != 0 {
		return
	}
	v.neighbours[a] = append(v.neighbours[a], b)
	v.neighbours[b] = append(v.neighbours[b], a)
	v.neighbourMask[a] |= bit(b)
	v.neighbourMask[b] |= bit(a)
}

func bit(p Point) uint32 { return 1 << uint(p) }

// pointNamed returns the point called name.
func (v *Variant) pointNamed(name string) (Point, bool) {
	for i := range v.numPoints {
		if v.names[i] == name {
			return Point(i), true
		}
	}
	return NoPoint, false
}

// inMill reports whether own (a colour's pieces) holds a whole line through q.
// It is the rules' innermost question, asked for every move generated: the
// first two slots are checked at once (every point of the standard board
// lies on exactly two lines, and a point on one line has it twice), the
// others only where more lines meet.
func (v *Variant) inMill(own uint32, q Point) bool {
	m := &v.millsAt[q]
	if own&m[0] == m[0] || own&m[1] == m[1] {
		return true
	}
	return v.nMillsAt[q] > 2 && (own&m[2] == m[2] || own&m[3] == m[3])
}

// ID returns the variant's identifier, e.g. "nine-mens-morris".
func (v *Variant) ID() string { return v.spec.ID }

// Name returns the variant's name for people, e.g. "Nine Men's Morris".
func (v *Variant) Name() string { return v.spec.Name }

// String returns the variant's name.
func (v *Variant) String() string { return v.spec.Name }

// Short returns the variant's short name for command lines, e.g. "nine"
// ("" when it has none).
func (v *Variant) Short() string { return v.spec.Short }

// Spec returns the description the variant was built from (a copy: a new
// variant may start from it).
func (v *Variant) Spec() VariantSpec {
	s := v.spec
	s.Points = slices.Clone(s.Points)
	s.Lines = slices.Clone(s.Lines)
	s.Diagonals = slices.Clone(s.Diagonals)
	s.Links = slices.Clone(s.Links)
	return s
}

// NumPoints returns how many points the board has; they are numbered from 0.
func (v *Variant) NumPoints() int { return v.numPoints }

// AllPoints returns the set of every point of the board.
func (v *Variant) AllPoints() uint32 { return v.all }

// Contains reports whether p is a point of the board.
func (v *Variant) Contains(p Point) bool { return p >= 0 && int(p) < v.numPoints }

// PointName returns p's name, e.g. "d6", or "-" for a point off the board.
func (v *Variant) PointName(p Point) string {
	if !v.Contains(p) {
		return "-"
	}
	return v.names[p]
}

// File returns p's column on the 7×7 grid, 0 (a) to 6 (g).
func (v *Variant) File(p Point) int { return int(v.file[p]) }

// Rank returns p's row on the 7×7 grid, 0 (rank 1) to 6 (rank 7).
func (v *Variant) Rank(p Point) int { return int(v.rank[p]) }

// ParsePoint reads a point name such as "d6".
func (v *Variant) ParsePoint(s string) (Point, error) {
	if p, ok := v.pointNamed(s); ok {
		return p, nil
	}
	return NoPoint, fmt.Errorf("%q is not a point of the board (%s, %s, %s, …, %s)",
		s, v.names[0], v.names[1], v.names[2], v.names[v.numPoints-1])
}

// Mills returns the lines of three that make a mill, diagonals last, each
// with its points in order along it (a copy).
func (v *Variant) Mills() [][3]Point { return slices.Clone(v.lines) }

// NumMills returns how many lines make a mill.
func (v *Variant) NumMills() int { return len(v.lines) }

// MillsThrough returns the lines through p, in the order of Mills (a copy).
func (v *Variant) MillsThrough(p Point) [][3]Point {
	out := make([][3]Point, len(v.linesAt[p]))
	for i, l := range v.linesAt[p] {
		out[i] = v.lines[l]
	}
	return out
}

// Links returns the pairs of points joined without making a mill (a copy).
func (v *Variant) Links() [][2]Point { return slices.Clone(v.links) }

// Neighbours returns the points a piece on p may step to (a copy).
func (v *Variant) Neighbours(p Point) []Point { return slices.Clone(v.neighbours[p]) }

// NeighbourSet returns the points a piece on p may step to, as a bit set.
func (v *Variant) NeighbourSet(p Point) uint32 { return v.neighbourMask[p] }

// Adjacent reports whether a piece may step from a to b.
func (v *Variant) Adjacent(a, b Point) bool { return v.neighbourMask[a]&bit(b) != 0 }

// HasDiagonals reports whether some lines run at 45 degrees.
func (v *Variant) HasDiagonals() bool { return len(v.spec.Diagonals) > 0 }

// Pieces returns how many pieces each side starts with.
func (v *Variant) Pieces() int { return int(v.pieces) }

// Flying reports whether a side reduced to three pieces flies.
func (v *Variant) Flying() bool { return v.flyAt > 0 }

// QuietPlies returns the plies without a mill, in the moving phases, that
// draw the game (100 in Nine Men's Morris: the 50-move rule).
func (v *Variant) QuietPlies() int { return int(v.quietPlies) }

// Repetitions returns how many times a position must occur to draw.
func (v *Variant) Repetitions() int { return v.repetitions }

// FullBoardDraw reports whether a board filled by the placing is a draw.
func (v *Variant) FullBoardDraw() bool { return v.fullBoardDraw }

// MoveWhilePlacing reports whether a side with pieces in hand may move a
// piece on the board instead of placing one (Lasker Morris).
func (v *Variant) MoveWhilePlacing() bool { return v.moveWhilePlacing }

// NoReturnToMill reports whether a piece that left a mill to close another
// may not go straight back to close the first again (Morabaraba).
func (v *Variant) NoReturnToMill() bool { return v.noReturn }

// MovesAs reports whether a game of v, once both hands are empty, goes on
// by w's rules: the same board (its points in the same order, its lines,
// diagonals and links) and the same rules for stepping, flying, removing
// and drawing. What only the placing reads may differ: the pieces a side
// starts with, moving while placing, a board filled by the placing. So
// Lasker Morris moves as Nine Men's Morris, and an ending of one is an
// ending of the other (the endgame databases of ai/millai hold both).
func (v *Variant) MovesAs(w *Variant) bool {
	a, b := v.spec, w.spec
	return slices.Equal(a.Points, b.Points) && slices.Equal(a.Lines, b.Lines) &&
		slices.Equal(a.Diagonals, b.Diagonals) && a.DiagonalMoves == b.DiagonalMoves &&
		slices.Equal(a.Links, b.Links) && a.Flying == b.Flying &&
		a.QuietPlies == b.QuietPlies && a.Repetitions == b.Repetitions &&
		a.NoReturnToMill == b.NoReturnToMill && a.ThreesQuietPlies == b.ThreesQuietPlies
}

// ThreesQuietPlies returns the plies without a mill that draw once a side
// is down to three pieces (Morabaraba's ten moves each), or 0.
func (v *Variant) ThreesQuietPlies() int { return int(v.threesQuiet) }

// NewGame returns the starting position: empty board, every piece in
// hand, Blue to move.
func (v *Variant) NewGame() *Position {
	p := &Position{v: v, hand: [2]int8{v.pieces, v.pieces}, side: Blue}
	p.hash = p.computeHash()
	p.keys = append(p.keys, p.hash)
	return p
}

// popPoint returns the lowest point of the non-empty set b.
func popPoint(b uint32) Point { return Point(bits.TrailingZeros32(b)) }
