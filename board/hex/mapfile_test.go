package hex_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"stratagem/board/hex"
)

const smallMap = `# a comment
name: Ford
size: 4x3
blue: a1 b3
red: d3
terrain:
. = , ~
 ^ . . .
. . = .
level:
0 1 2 3
 4 5 6 7
8 9 0 0
`

func TestParseMap(t *testing.T) {
	m := parse(t, smallMap)
	if m.Name != "Ford" || m.Width() != 4 || m.Height() != 3 {
		t.Fatalf("parsed %q %dx%d", m.Name, m.Width(), m.Height())
	}
	want := []hex.Terrain{hex.Grass, hex.Road, hex.Shallow, hex.Deep, hex.Rock, hex.Grass, hex.Grass, hex.Grass, hex.Grass, hex.Grass, hex.Road, hex.Grass}
	for i, w := range want {
		if got := m.TerrainAt(i); got != w || m.Terrain(m.Hex(i)) != w {
			t.Errorf("hex %v: %v, want %v", m.Hex(i), got, w)
		}
		if got, lw := m.Level(m.Hex(i)), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0}[i]; got != lw {
			t.Errorf("hex %v: level %d, want %d", m.Hex(i), got, lw)
		}
	}
	if got := m.Starts; len(got[0]) != 2 || got[0][0] != at(t, "a1") || got[0][1] != at(t, "b3") || len(got[1]) != 1 || got[1][0] != at(t, "d3") {
		t.Errorf("starts %v", got)
	}
	// Blanks between symbols are optional, and CRLF line ends are fine.
	compact := parse(t, "size: 4x3\r\nterrain:\r\n.=,~\r\n^...\r\n..=.\r\n")
	if compact.Terrain(at(t, "b1")) != hex.Road || compact.Terrain(at(t, "a2")) != hex.Rock {
		t.Error("compact rows misread")
	}
}

func TestFormatRoundTrips(t *testing.T) {
	maps := []*hex.Map{battleMap(t), parse(t, smallMap)}
	rng := rand.New(rand.NewPCG(6, 6))
	for range 50 {
		m := randomMap(t, rng, 1+rng.IntN(hex.MaxWidth), 1+rng.IntN(30), 0.3)
		m.Name = []string{"", "x", "Two words", "Järv ja sild"}[rng.IntN(4)]
		for i := range m.Len() {
			if rng.IntN(3) == 0 {
				m.SetLevel(m.Hex(i), rng.IntN(10))
			}
		}
		perm := rng.Perm(m.Len())
		for k, i := range perm[:rng.IntN(min(8, len(perm)))] {
			m.Starts[k%2] = append(m.Starts[k%2], m.Hex(i))
		}
		maps = append(maps, m)
	}
	for _, m := range maps {
		text := roundTrip(t, m)
		var u hex.Map
		if err := u.UnmarshalText(text); err != nil || !u.Equal(m) {
			t.Fatalf("UnmarshalText: %v", err)
		}
		if c := m.Clone(); !c.Equal(m) {
			t.Fatal("Clone differs")
		} else if c.SetTerrain(c.Hex(0), hex.Terrain((int(c.Terrain(c.Hex(0)))+1)%len(hex.Terrains()))); c.Equal(m) || m.Terrain(m.Hex(0)) == c.Terrain(c.Hex(0)) {
			t.Fatal("Clone shares terrain with the original")
		}
	}
	// The shipped file is written the way the formatter writes it, comments aside.
	m := battleMap(t)
	var body []string
	for _, line := range strings.Split(string(mustRead(t, "maps/river-crossing.txt")), "\n") {
		if !strings.HasPrefix(line, "#") {
			body = append(body, line)
		}
	}
	if got := strings.Join(body, "\n"); got != m.String() {
		t.Errorf("maps/river-crossing.txt is not in the formatter's layout:\n%s\nformatter:\n%s", got, m.String())
	}
}

func TestMarshalTextRefusesWhatCannotBeReadBack(t *testing.T) {
	m := battleMap(t)
	for _, name := range []string{" padded", "line\nbreak", "tab\tin"} {
		c := m.Clone()
		c.Name = name
		if _, err := c.MarshalText(); err == nil {
			t.Errorf("name %q was written", name)
		}
	}
	c := m.Clone()
	c.Starts[1] = append(c.Starts[1], c.Starts[0][0])
	if _, err := c.MarshalText(); err == nil || !strings.Contains(err.Error(), "also a blue start") {
		t.Errorf("a hex that is both sides' start: %v", err)
	}
	c = m.Clone()
	c.Starts[0] = append(c.Starts[0], hex.Hex{Q: -5})
	if _, err := c.MarshalText(); err == nil || !strings.Contains(err.Error(), "off the") {
		t.Errorf("a start off the map: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	grid := "terrain:\n. .\n. .\n"
	for _, tc := range []struct {
		name, text string
		line, col  int
		msg        string
	}{
		{"empty", "", 1, 0, `no "size"`},
		{"no terrain", "size: 2x2\n", 2, 0, `no "terrain"`},
		{"not key value", "size: 2x2\nhello\n", 2, 1, `expected "key: value"`},
		{"unknown key", "size: 2x2\n  colour: red\n", 2, 3, `unknown key "colour"`},
		{"bad size", "size: 2 by 2\n", 1, 7, `not WIDTHxHEIGHT`},
		{"huge size", "size: 27x2\n", 1, 7, `outside 1x1 to 26x99`},
		{"zero size", "size: 0x5\n", 1, 7, `outside`},
		{"duplicate key", "size: 2x2\nname: a\nname: b\n" + grid, 3, 1, `"name" given again (first on line 2)`},
		{"grid before size", grid, 1, 1, `"terrain" before "size"`},
		{"value after terrain", "size: 2x2\nterrain: . .\n", 2, 10, `takes no value`},
		{"bad symbol", "size: 2x2\nterrain:\n. .\n. x\n", 4, 3, `'x' is not a terrain symbol`},
		{"bad symbol unicode", "size: 2x2\nterrain:\n. .\n. ≈\n", 4, 3, `'≈' is not a terrain symbol`},
		{"short row", "size: 3x2\nterrain:\n. . .\n. .\n", 4, 4, `row 2 has 2 hexes, want 3`},
		{"long row", "size: 2x2\nterrain:\n. . .\n. .\n", 3, 5, `row 1 has more than 2 hexes`},
		{"too few rows", "size: 2x3\nterrain:\n. .\n. .\nblue: a1\n", 5, 0, `terrain grid (from line 2) has 2 rows, want 3`},
		{"grid at end of file", "size: 2x3\nterrain:\n. .\n. .", 4, 0, `ends after 2 of 3 rows`},
		{"bad level", "size: 2x2\n" + grid + "level:\n0 1\n2 a\n", 7, 3, `'a' is not a level`},
		{"bad start name", "size: 2x2\nblue: a1 1a\n" + grid, 2, 10, `"1a" is not a hex name`},
		{"start off map", "size: 2x2\nred: a1 c1\n" + grid, 2, 9, `red start c1 is off the 2x2 map`},
		{"start on both sides", "size: 2x2\nblue: b2\nred:  b2\n" + grid, 3, 7, `red start b2 is already a blue start`},
		{"duplicate start", "size: 2x2\nblue: a1 a1\n" + grid, 2, 10, `blue start a1 is already a blue start`},
		{"control character in name", "name: a\x01b\nsize: 2x2\n" + grid, 1, 8, `control character`},
		{"columns count characters", "name: ÄÖ\x7f\nsize: 2x2\n" + grid, 1, 9, `control character`},
		{"invalid UTF-8", "size: 2x2\n# caf\xe9\n" + grid, 2, 6, `not valid UTF-8`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := hex.ParseMap([]byte(tc.text))
			if err == nil {
				t.Fatalf("parsed %v", m)
			}
			var pe *hex.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			if pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("error %q (line %d, column %d), want line %d, column %d, containing %q", err, pe.Line, pe.Col, tc.line, tc.col, tc.msg)
			}
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Errorf("error %q does not start with its line", err)
			}
		})
	}
}

func FuzzParseMap(f *testing.F) {
	f.Add(smallMap)
	f.Add(string(mustRead(f, "maps/river-crossing.txt")))
	f.Add(string(mustRead(f, "maps/mech-highlands.txt")))
	f.Add(string(mustRead(f, "maps/mech-city.txt")))
	f.Add("size: 2x1\nterrain:\ntB\nfeature:\n*@\n")
	f.Add("size: 2x2\nterrain:\n..\n..\n")
	f.Add("size: 1x1\nblue: a1\nterrain:\n=\nlevel:\n7\n")
	f.Add("name:\u00a0x\u00a0\nsize: 3x1\nterrain:\n^~,\n")
	f.Add("size: 2x2\nterrain:\n# c\n. .\n\n. .\nred:\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 8<<10 { // larger than any map (26x99) needs
			t.Skip()
		}
		m, err := hex.ParseMap([]byte(text))
		if err != nil {
			var pe *hex.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Msg == "" {
				t.Fatalf("bad error %v", err)
			}
			return
		}
		if err := m.Validate(); err != nil {
			t.Fatalf("accepted an invalid map: %v", err)
		}
		roundTrip(t, m)
	})
}
