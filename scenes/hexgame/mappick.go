package hexgame

import (
	"fmt"
	"math"
	"strings"

	"stratagem/assets/lang"
	"stratagem/board/hex"
	"stratagem/render"
	"stratagem/scenes"
)

// RandomMap is the set-up's value for a random field, a new one each
// battle; the battle's own map is then "random:SEED" in the match's
// options, so a saved battle continues on the same field.
const RandomMap = "random"

// MapOption is the set-up's choice of battlefield, with a small picture of
// it beside the row.
var MapOption = mapOption()

func mapOption() scenes.Option {
	return scenes.Option{Key: "map", Label: "hex.setup.map", Values: append(hex.BattleMapNames(), RandomMap),
		TitleOf: mapTitle, Default: hex.BattleMapName, Preview: drawMapPreview}
}

// mapTitle is the name of the battlefield called name (a file of
// assets/maps), as the set-up shows it.
func mapTitle(name string) string {
	if name == RandomMap {
		return lang.T("hex.setup.map.random")
	}
	return lang.T("map." + name)
}

// fieldName is the name of the battlefield spec names (a map's file
// name, or random:SEED) as the match line shows it; m is the map, whose
// own name stands for a map the catalogue does not name.
func fieldName(spec string, m *hex.Map) string {
	if seed, ok := strings.CutPrefix(spec, hex.RandomMapPrefix); ok {
		return lang.T("hex.map.random", "Number", lang.Verbatim(seed))
	}
	if id := "map." + spec; lang.Has(id) {
		return lang.T(id)
	}
	return lang.Verbatim(m.Name)
}

// previews keeps the maps the set-up has pictured (drawing runs on the
// frame loop's goroutine only).
var previews = map[string]*hex.Map{}

// previewSeed is the random field the set-up pictures for "random".
const previewSeed = 1

// drawMapPreview draws the field called value inside r: its terrain, each
// side's start hexes in its colour, and for a random field a note that it
// is only an example.
func drawMapPreview(c *render.Canvas, value string, r scenes.Rect) {
	m, ok := previews[value]
	if !ok {
		spec := value
		if value == RandomMap {
			spec = fmt.Sprintf("%s%d", hex.RandomMapPrefix, previewSeed)
		}
		var err error
		if m, err = hex.LoadBattleMap(spec); err != nil {
			return
		}
		previews[value] = m
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 10, render.Panel)
	if value == RandomMap {
		r.H -= 24 // room for the note under it
	}
	pad := 10.0
	w, h := float64(m.Width())+0.5, 1.5*float64(m.Height()-1)+2
	size := math.Min((r.W-2*pad)/(math.Sqrt(3)*w), (r.H-2*pad)/h)
	l := hex.Layout{Size: size}
	l.OriginX = r.X + (r.W-size*math.Sqrt(3)*w)/2 + size*math.Sqrt(3)/2
	l.OriginY = r.Y + (r.H-size*h)/2 + size
	render.DrawTerrain(c, l, m)
	for side, starts := range m.Starts {
		fill := render.BlueSide
		if side == 1 {
			fill = render.RedSide
		}
		for _, s := range starts {
			x, y := l.Center(s)
			c.FillCircle(x, y, size*0.55, fill)
		}
	}
	if value == RandomMap {
		c.Text(lang.T("hex.setup.map.example"), r.X+r.W/2, r.Y+r.H+8, render.TextStyle{Size: 16, Color: render.TextDim, Align: render.AlignCenter, Middle: true, MaxW: r.W - 8})
	}
}
