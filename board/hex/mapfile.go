package hex

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The map text format, one "key: value" per line:
//
//	# River crossing: the Hex Battle field
//	name: River crossing
//	size: 15x12
//	blue: a2 a4 a6 a8 a10
//	red: o11 o9 o7 o5 o3
//	terrain:
//	. . . . . . . ~ . . . . . . .
//	 . . . . ^ ^ , ~ . . . . . . .
//	…
//
// Lines whose first non-blank character is '#' are comments; blank lines are
// ignored. "size" (width x height) must come before the grids. "blue" and
// "red" list each side's start hexes by name (column letter, row number from 1
// at the top) in the order the army is placed; either may be absent.
// "terrain:" is followed by one line per row, top to bottom, with one symbol
// per hex: . grass, = road, , shallow water, ~ deep water, ^ rock, and for
// the Mech Duel t light woods, T heavy woods, r rough, B building. Blanks
// between symbols are ignored; the formatter indents odd rows by one space so
// that the text looks like the odd-r grid. An optional "level:" grid gives
// each hex's elevation as a digit 0–9 (all 0 when absent), an optional
// "feature:" grid the Mech Duel's flags: . none, * fire, c club, @ both.
// Every key may
// appear once; "terrain" and "size" are required.

// ParseError is an error in map text, with the 1-based line and column
// (counted in characters; column 0 when the whole line is at fault).
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// ParseMap reads a map in the text format. Errors are *ParseError.
func ParseMap(text []byte) (*Map, error) {
	p := mapParser{lines: strings.Split(string(text), "\n")}
	for i, line := range p.lines {
		if !utf8.ValidString(line) {
			return nil, p.errorf(i+1, firstInvalidUTF8(line)+1, "not valid UTF-8")
		}
	}
	return p.parse()
}

// UnmarshalText replaces m with the map read from text.
func (m *Map) UnmarshalText(text []byte) error {
	parsed, err := ParseMap(text)
	if err != nil {
		return err
	}
	*m = *parsed
	return nil
}

type mapParser struct {
	lines []string
	ln    int // index of the current line
	m     *Map
	name  string
	seen  map[string]int // key → line it was on
	// starts: tokens with their positions, checked once the size is known
	starts [NumSides][]startToken
}

type startToken struct {
	text      string
	line, col int
}

func (p *mapParser) errorf(line, col int, format string, args ...any) error {
	return &ParseError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (p *mapParser) parse() (*Map, error) {
	p.seen = make(map[string]int)
	for ; p.ln < len(p.lines); p.ln++ {
		line, lineNo := strings.TrimSuffix(p.lines[p.ln], "\r"), p.ln+1
		body := strings.TrimLeft(line, " \t")
		if body == "" || body[0] == '#' {
			continue
		}
		col0 := len(line) - len(body) + 1 // column of the key
		colon := strings.IndexByte(body, ':')
		if colon < 0 {
			return nil, p.errorf(lineNo, col0, "expected \"key: value\" (name, size, blue, red, terrain, level or feature)")
		}
		key := body[:colon]
		rest := body[colon+1:]
		valCol := col0 + colon + 1 + (len(rest) - len(strings.TrimLeft(rest, " \t")))
		value := strings.TrimSpace(rest)
		if prev, dup := p.seen[key]; dup {
			return nil, p.errorf(lineNo, col0, "%q given again (first on line %d)", key, prev)
		}
		p.seen[key] = lineNo
		var err error
		switch key {
		case "name":
			err = p.parseName(value, lineNo, valCol)
		case "size":
			err = p.parseSize(value, lineNo, valCol)
		case "blue", "red":
			side := 0
			if key == "red" {
				side = 1
			}
			p.starts[side] = splitTokens(line, valCol-1, lineNo)
		case "terrain", "level", "feature":
			if value != "" {
				return nil, p.errorf(lineNo, valCol, "%q takes no value on its line: the grid starts on the next line", key)
			}
			if p.m == nil {
				return nil, p.errorf(lineNo, col0, "%q before \"size\"", key)
			}
			err = p.parseGrid(key)
		default:
			return nil, p.errorf(lineNo, col0, "unknown key %q (want name, size, blue, red, terrain, level or feature)", key)
		}
		if err != nil {
			return nil, err
		}
	}
	end := len(p.lines) // line number of the last line
	if p.m == nil {
		return nil, p.errorf(end, 0, "no \"size\" line")
	}
	if _, ok := p.seen["terrain"]; !ok {
		return nil, p.errorf(end, 0, "no \"terrain\" grid")
	}
	p.m.Name = p.name
	if err := p.placeStarts(); err != nil {
		return nil, err
	}
	return p.m, nil
}

func (p *mapParser) parseName(value string, line, col int) error {
	for i, r := range value {
		if unicode.IsControl(r) {
			return p.errorf(line, col+utf8.RuneCountInString(value[:i]), "control character %q in the name", r)
		}
	}
	p.name = value
	return nil
}

func (p *mapParser) parseSize(value string, line, col int) error {
	w, h, ok := strings.Cut(value, "x")
	wi, err1 := strconv.Atoi(w)
	hi, err2 := strconv.Atoi(h)
	if !ok || err1 != nil || err2 != nil {
		return p.errorf(line, col, "size %q is not WIDTHxHEIGHT, such as 15x12", value)
	}
	m, err := NewMap("", wi, hi)
	if err != nil {
		return p.errorf(line, col, "%v", err)
	}
	p.m = m
	return nil
}

// parseGrid reads the Height rows after the current line.
func (p *mapParser) parseGrid(key string) error {
	m := p.m
	header := p.ln + 1
	for row := 0; row < m.height; {
		p.ln++
		if p.ln >= len(p.lines) {
			return p.errorf(len(p.lines), 0, "%s grid (from line %d) ends after %d of %d rows", key, header, row, m.height)
		}
		line, lineNo := strings.TrimSuffix(p.lines[p.ln], "\r"), p.ln+1
		body := strings.TrimLeft(line, " \t")
		if body == "" || body[0] == '#' {
			continue
		}
		if strings.IndexByte(body, ':') >= 0 {
			return p.errorf(lineNo, 0, "%s grid (from line %d) has %d rows, want %d", key, header, row, m.height)
		}
		col := 0
		for i := 0; i < len(line); i++ {
			c := line[i]
			if c == ' ' || c == '\t' {
				continue
			}
			if col == m.width {
				return p.errorf(lineNo, i+1, "row %d has more than %d hexes", row+1, m.width)
			}
			idx := row*m.width + col
			switch key {
			case "terrain":
				t, ok := TerrainOfSymbol(c)
				if !ok {
					return p.errorf(lineNo, i+1, "%s is not a terrain symbol (. grass, = road, , shallow water, ~ deep water, ^ rock, t light woods, T heavy woods, r rough, B building)", quoteChar(line[i:]))
				}
				m.terrain[idx] = t
			case "feature":
				f, ok := FeatureOfSymbol(c)
				if !ok {
					return p.errorf(lineNo, i+1, "%s is not a feature symbol (. none, * fire, c club, @ fire and club)", quoteChar(line[i:]))
				}
				m.feature[idx] = f
			default:
				if c < '0' || c > '9' {
					return p.errorf(lineNo, i+1, "%s is not a level (a digit 0–9)", quoteChar(line[i:]))
				}
				m.level[idx] = int8(c - '0')
			}
			col++
		}
		if col < m.width {
			return p.errorf(lineNo, len(line)+1, "row %d has %d hexes, want %d", row+1, col, m.width)
		}
		row++
	}
	return nil
}

func (p *mapParser) placeStarts() error {
	seen := make(map[Hex]string)
	for side, toks := range p.starts {
		for _, tok := range toks {
			o, err := ParseOffset(tok.text)
			if err != nil {
				return p.errorf(tok.line, tok.col, "%v", err)
			}
			h := o.Hex()
			if !p.m.Contains(h) {
				return p.errorf(tok.line, tok.col, "%s start %s is off the %dx%d map", SideNames[side], tok.text, p.m.width, p.m.height)
			}
			if other, dup := seen[h]; dup {
				return p.errorf(tok.line, tok.col, "%s start %s is already a %s start", SideNames[side], tok.text, other)
			}
			seen[h] = SideNames[side]
			p.m.Starts[side] = append(p.m.Starts[side], h)
		}
	}
	return nil
}

// splitTokens splits line[from:] at blanks, remembering each token's column.
func splitTokens(line string, from, lineNo int) []startToken {
	var toks []startToken
	for i := from; i < len(line); {
		if line[i] == ' ' || line[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		toks = append(toks, startToken{text: line[i:j], line: lineNo, col: i + 1})
		i = j
	}
	return toks
}

func quoteChar(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	return strconv.QuoteRune(r)
}

func firstInvalidUTF8(s string) int {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return 0
}

// MarshalText writes m in the map text format; ParseMap reads it back as an
// equal map.
func (m *Map) MarshalText() ([]byte, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(m.Name) != m.Name || strings.ContainsFunc(m.Name, unicode.IsControl) || !utf8.ValidString(m.Name) {
		return nil, fmt.Errorf("map name %q cannot be written: it has control characters or surrounding blanks", m.Name)
	}
	return m.AppendText(nil), nil
}

// AppendText appends m in the map text format to b; see MarshalText, which
// also checks that the map can be written.
func (m *Map) AppendText(b []byte) []byte {
	buf := bytes.NewBuffer(b)
	if m.Name != "" {
		fmt.Fprintf(buf, "name: %s\n", m.Name)
	}
	fmt.Fprintf(buf, "size: %dx%d\n", m.width, m.height)
	for side, hs := range m.Starts {
		if len(hs) == 0 {
			continue
		}
		buf.WriteString(SideNames[side] + ":")
		for _, h := range hs {
			buf.WriteString(" " + h.String())
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("terrain:\n")
	m.writeGrid(buf, func(i int) byte { return m.terrain[i].Symbol() })
	if slices.ContainsFunc(m.level, func(l int8) bool { return l != 0 }) {
		buf.WriteString("level:\n")
		m.writeGrid(buf, func(i int) byte { return byte('0' + m.level[i]) })
	}
	if slices.ContainsFunc(m.feature, func(f Feature) bool { return f != 0 }) {
		buf.WriteString("feature:\n")
		m.writeGrid(buf, func(i int) byte { return m.feature[i].Symbol() })
	}
	return buf.Bytes()
}

// String returns the map in the text format.
func (m *Map) String() string { return string(m.AppendText(nil)) }

func (m *Map) writeGrid(buf *bytes.Buffer, cell func(int) byte) {
	for row := range m.height {
		if row&1 == 1 {
			buf.WriteByte(' ')
		}
		for col := range m.width {
			if col > 0 {
				buf.WriteByte(' ')
			}
			buf.WriteByte(cell(row*m.width + col))
		}
		buf.WriteByte('\n')
	}
}
