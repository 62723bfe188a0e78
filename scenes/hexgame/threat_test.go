package hexgame

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/units"
)

// Pointing at a hex the stack to act can reach tells, in words, which
// enemy stacks could strike it there before it acts again and what they
// could cost it: exactly those units.ThreatsAfter finds, each named on a
// line of its own with its damage range, and nobody's reach painted.
func TestThreatPreview(t *testing.T) {
	_, m := openSample(t, sampleThreat)
	b := m.battle
	th, lines, ok := m.ThreatPreview()
	if !ok || len(th.List) < 2 {
		t.Fatalf("the sample should point at a hex where several enemies could strike: ok %v, %d threats", ok, len(th.List))
	}
	if th.Unit != b.Active() || th.At != m.aim.hover {
		t.Fatalf("the preview is of unit %d at %v, want the active %d at the pointer's %v", th.Unit, th.At, b.Active(), m.aim.hover)
	}
	var want units.Threats
	b.ThreatsAfter(units.Action{Kind: units.Move, To: th.At, Target: units.NoTarget}, &want)
	if len(want.List) != len(th.List) || want.MaxKills != th.MaxKills {
		t.Fatalf("the preview holds %d threats (%d lost at most), the rules %d (%d)", len(th.List), th.MaxKills, len(want.List), want.MaxKills)
	}
	if want := lang.N("hex.threat.head", len(th.List), "Hex", hexName(th.At)); lines[0] != want {
		t.Fatalf("heading %q, want %q", lines[0], want)
	}
	for i, e := range th.List {
		line := lines[1+i]
		dmg := numberRange(hitPoints(e.MinDamage, false), hitPoints(e.MaxDamage, true))
		name := strings.ToLower(stackName(b, e.Enemy)["pl"])
		if !strings.Contains(line, dmg) || !strings.Contains(strings.ToLower(line), name) {
			t.Fatalf("line %q should name %q and the damage %s", line, name, dmg)
		}
	}
	if len(m.aim.zone) != 0 {
		t.Fatalf("the preview painted %d hexes of enemy reach", len(m.aim.zone))
	}
	// A hex it can reach where no enemy could strike: says so.
	quiet := hex.Hex{}
	found := false
	for _, a := range m.Legal() {
		if a.Kind == units.Move && a.Target < 0 {
			b.ThreatsAfter(a, &want)
			if len(want.List) == 0 {
				quiet, found = a.To, true
				break
			}
		}
	}
	if !found {
		t.Fatal("the knights should have a hex out of every enemy's reach")
	}
	x, y := m.layout.Center(quiet)
	m.pointAt(x, y)
	th, lines, ok = m.ThreatPreview()
	if !ok || len(th.List) != 0 || len(lines) != 1 || lines[0] != lang.T("hex.threat.none", "Hex", hexName(quiet)) {
		t.Fatalf("at %v, out of reach: preview %v %q", quiet, ok, lines)
	}
	// A hex it cannot reach: no preview.
	for _, h := range b.Map().Hexes() {
		if m.aim.reach.CanStop(h) || b.UnitAt(h) >= 0 {
			continue
		}
		x, y := m.layout.Center(h)
		m.pointAt(x, y)
		if _, _, ok := m.ThreatPreview(); ok {
			t.Fatalf("a preview at %v, out of the knights' reach", h)
		}
		break
	}
}

// The mark of a reachable hex reads on every terrain a stack can stop on:
// its dot, or the dark ring round it, stands out from the lit hex by a
// contrast of at least 3:1 (WCAG's for graphics), and so does the white
// border from the terrain outside.
func TestReachMarkReadsOnEveryTerrain(t *testing.T) {
	for _, tc := range []struct {
		name string
		fill color.Color
	}{{"grass", render.GrassFill}, {"road", render.RoadFill}, {"shallow water", render.ShallowFill}} {
		lit := over(reachFill, tc.fill)
		dot := contrast(over(reachDot, lit), lit)
		ring := contrast(over(darkEdge, lit), lit)
		t.Logf("%s: dot %.2f:1, ring %.2f:1, lit against unlit %.2f:1", tc.name, dot, ring, contrast(lit, tc.fill))
		if max(dot, ring) < 3 {
			t.Errorf("on %s the reach's dot stands out %.2f:1 and its ring %.2f:1, want 3:1", tc.name, dot, ring)
		}
		if c := contrast(over(reachEdge, tc.fill), tc.fill); c < 1.5 && contrast(over(reachEdge, lit), lit) < 1.5 {
			t.Errorf("on %s the reach's border stands out only %.2f:1", tc.name, c)
		}
	}
}

// over composites colour c over the opaque colour under it.
func over(c, under color.Color) color.Color {
	r, g, b, a := c.RGBA()
	ur, ug, ub, _ := under.RGBA()
	mix := func(x, y uint32) uint8 { return uint8((x + y*(0xffff-a)/0xffff) >> 8) } // c premultiplied
	return color.RGBA{mix(r, ur), mix(g, ug), mix(b, ub), 0xff}
}

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is a colour's relative luminance (WCAG).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}
