// Package render draws boards, pieces, text and widgets onto an
// *ebiten.Image. Everything is laid out in a fixed virtual space of
// Width×Height units; a Canvas maps it to the real window so the picture
// scales cleanly (vector shapes and text are drawn at the real resolution,
// never stretched from a small bitmap). It knows nothing about scenes.
package render

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"stratagem/assets"
)

// The virtual screen every scene lays itself out in.
const (
	Width  = 1280
	Height = 720
)

// Canvas is a destination image plus the mapping from virtual units to its pixels.
type Canvas struct {
	Dst    *ebiten.Image
	Scale  float64 // pixels per virtual unit
	OX, OY float64 // pixel offset of the virtual origin (letterboxing)
	// AntiAlias smooths shape edges. It is costly per draw call (very much
	// so on software GL), so the screen draws its many small dynamic shapes
	// without it and gets smooth edges from Layers and sprites, which are
	// painted with it once.
	AntiAlias bool
	// Foot, if set, is raised to the foot of every text drawn (its last
	// line's, without the space under it): how far down a drawing's words
	// reach (the game frame's panel, whose key help
	// gives way to words that run into it).
	Foot *float64
}

// NewCanvas fits the virtual screen into dst, centred, keeping its aspect ratio.
func NewCanvas(dst *ebiten.Image) *Canvas {
	b := dst.Bounds()
	sx := float64(b.Dx()) / Width
	sy := float64(b.Dy()) / Height
	s := math.Min(sx, sy)
	return &Canvas{
		Dst:   dst,
		Scale: s,
		OX:    (float64(b.Dx()) - Width*s) / 2,
		OY:    (float64(b.Dy()) - Height*s) / 2,
	}
}

// ToVirtual converts a pixel position (e.g. the cursor) to virtual units.
func (c *Canvas) ToVirtual(px, py float64) (float64, float64) {
	if c.Scale == 0 {
		return px, py
	}
	return (px - c.OX) / c.Scale, (py - c.OY) / c.Scale
}

func (c *Canvas) pt(x, y float64) (float32, float32) {
	return float32(c.OX + x*c.Scale), float32(c.OY + y*c.Scale)
}

func (c *Canvas) len(v float64) float32 { return float32(v * c.Scale) }

// TextsOnly returns a canvas of the virtual screen's size that draws no
// pixels: its texts are fitted and observed (ObserveText), its shapes,
// layers and sprites cost nothing. Tests that look at what a screen says
// draw on it.
func TextsOnly() *Canvas { return &Canvas{Scale: 1} }

// Clear fills the whole destination (letterbox bars included).
func (c *Canvas) Clear(col color.Color) {
	if c.Dst != nil {
		c.Dst.Fill(col)
	}
}

// FillRect fills an axis-aligned rectangle.
func (c *Canvas) FillRect(x, y, w, h float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	px, py := c.pt(x, y)
	vector.DrawFilledRect(c.Dst, px, py, c.len(w), c.len(h), col, c.AntiAlias)
}

// StrokeRect outlines a rectangle.
func (c *Canvas) StrokeRect(x, y, w, h, width float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	px, py := c.pt(x, y)
	vector.StrokeRect(c.Dst, px, py, c.len(w), c.len(h), c.len(width), col, c.AntiAlias)
}

// FillCircle fills a disc.
func (c *Canvas) FillCircle(cx, cy, r float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	px, py := c.pt(cx, cy)
	vector.DrawFilledCircle(c.Dst, px, py, c.len(r), col, c.AntiAlias)
}

// StrokeCircle outlines a circle.
func (c *Canvas) StrokeCircle(cx, cy, r, width float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	px, py := c.pt(cx, cy)
	vector.StrokeCircle(c.Dst, px, py, c.len(r), c.len(width), col, c.AntiAlias)
}

// Line draws a straight line.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	ax, ay := c.pt(x0, y0)
	bx, by := c.pt(x1, y1)
	vector.StrokeLine(c.Dst, ax, ay, bx, by, c.len(width), col, c.AntiAlias)
}

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// drawVertices paints triangles from a vector path in one colour. rule is
// ebiten.FillRuleFillAll for strokes and convex fills; concave shapes (a
// horse's head, a wing) need ebiten.FillRuleNonZero to fill right.
func (c *Canvas) drawVertices(vs []ebiten.Vertex, is []uint16, col color.Color, rule ebiten.FillRule) {
	if c.Dst == nil {
		return
	}
	r, g, b, a := col.RGBA() // premultiplied, as the colour scale mode below expects
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: c.AntiAlias, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha, FillRule: rule}
	c.Dst.DrawTriangles(vs, is, whitePixel, op)
}

func (c *Canvas) fillPath(p *vector.Path, col color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	c.drawVertices(vs, is, col, ebiten.FillRuleFillAll)
}

func (c *Canvas) roundRectPath(x, y, w, h, r float64) *vector.Path {
	r = math.Min(r, math.Min(w, h)/2)
	x0, y0 := c.pt(x, y)
	x1, y1 := c.pt(x+w, y+h)
	rr := c.len(r)
	var p vector.Path
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	p.ArcTo(x1, y0, x1, y0+rr, rr)
	p.LineTo(x1, y1-rr)
	p.ArcTo(x1, y1, x1-rr, y1, rr)
	p.LineTo(x0+rr, y1)
	p.ArcTo(x0, y1, x0, y1-rr, rr)
	p.LineTo(x0, y0+rr)
	p.ArcTo(x0, y0, x0+rr, y0, rr)
	p.Close()
	return &p
}

// FillRoundRect fills a rectangle with rounded corners of radius r. Without
// antialiasing on this canvas it is painted once, smooth, as a sprite.
func (c *Canvas) FillRoundRect(x, y, w, h, r float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	if !c.AntiAlias {
		c.roundRectSprite(x, y, w, h, r, 0, col)
		return
	}
	c.fillPath(c.roundRectPath(x, y, w, h, r), col)
}

// roundRectSprite draws a filled (width 0) or outlined rounded rectangle through the sprite cache.
func (c *Canvas) roundRectSprite(x, y, w, h, r, width float64, col color.Color) {
	cr, cg, cb, ca := col.RGBA()
	name := fmt.Sprintf("rrect %.1f %.1f %.1f %.1f %x", w, h, r, width, []uint32{cr, cg, cb, ca})
	hw, hh := w/2+width, h/2+width
	c.spriteBox(name, 0, 0, x+w/2, y+h/2, hw, hh, 1, func(s *Canvas) {
		if width == 0 {
			s.FillRoundRect(-w/2, -h/2, w, h, r, col)
		} else {
			s.StrokeRoundRect(-w/2, -h/2, w, h, r, width, col)
		}
	})
}

// StrokeRoundRect outlines a rounded rectangle.
func (c *Canvas) StrokeRoundRect(x, y, w, h, r, width float64, col color.Color) {
	if c.Dst == nil {
		return
	}
	if !c.AntiAlias {
		c.roundRectSprite(x, y, w, h, r, width, col)
		return
	}
	p := c.roundRectPath(x, y, w, h, r)
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: c.len(width), LineJoin: vector.LineJoinRound})
	c.drawVertices(vs, is, col, ebiten.FillRuleFillAll)
}

// Align places text relative to its anchor point.
type Align int

const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// TextStyle is how a piece of text looks, and the box it must fit.
type TextStyle struct {
	Size  float64 // in virtual units
	Bold  bool
	Color color.Color
	Align Align
	// Middle centres the text vertically on y; otherwise y is the top of the first line.
	Middle bool
	// MaxW is the width of the text's box in virtual units; 0 says none
	// was given (the test of drawn texts reports it). A text wider than
	// its box is wrapped at spaces when MaxLines allows, then drawn
	// smaller, down to MinShrink of Size; one that still does not fit is an
	// overflow, drawn as it is and reported to the text observer.
	MaxW float64
	// MaxLines is how many lines the box holds (0 or 1: one).
	MaxLines int
	// MaxH, if set, is the height of the box instead: as many lines as fit
	// it at the size tried (lines are 1.3 times the size apart).
	MaxH float64
	// Fixed keeps the text at its size whatever the player's text size:
	// for the few marks that belong to a drawing (a stack's count in its
	// tab, a level's number on the map) and grow only with it, and for a
	// title large already (the game's name on the main menu, the editor's
	// heading, the label of a button with a line under it), which grown
	// would run into the words under it.
	Fixed bool
}

// MinShrink is the smallest fraction of its size a text is drawn at to
// fit its box.
const MinShrink = 0.8

func (c *Canvas) face(st TextStyle) text.Face {
	// Round the pixel size so resizing the window reuses a few cached faces.
	px := math.Max(4, math.Round(st.Size*c.Scale*2)/2)
	if st.Bold {
		return assets.BoldFace(px)
	}
	return assets.Face(px)
}

// Text draws s (which may hold newlines) at virtual (x, y), fitted to
// its box (see TextStyle.MaxW), and returns the fit it was drawn with
// (FitText's), so that what comes under it can be placed by the text as
// drawn.
func (c *Canvas) Text(s string, x, y float64, st TextStyle) Fit {
	fit := FitText(s, st)
	if c.Foot != nil && s != "" {
		// The last line's foot, without the space under it that parts it
		// from a next line.
		gap := (lineSpacing - 1) * fit.Size
		foot := y + fit.Height() - gap
		if st.Middle {
			foot = y + fit.Height()/2 - gap/2
		}
		*c.Foot = max(*c.Foot, foot)
	}
	if o := observer.Load(); o != nil {
		(*o)(DrawnText{Text: s, X: x, Y: y, Style: st, Fit: fit})
	}
	if c.Dst == nil {
		return fit
	}
	st.Size = fit.Size
	f := c.face(st)
	px, py := c.pt(x, y)
	op := &text.DrawOptions{}
	op.LineSpacing = st.Size * c.Scale * lineSpacing
	switch st.Align {
	case AlignCenter:
		op.PrimaryAlign = text.AlignCenter
	case AlignRight:
		op.PrimaryAlign = text.AlignEnd
	}
	if st.Middle {
		op.SecondaryAlign = text.AlignCenter
	}
	op.GeoM.Translate(float64(px), float64(py))
	op.ColorScale.ScaleWithColor(st.Color)
	text.Draw(c.Dst, fit.Text, f, op)
	return fit
}

// MeasureText returns the size of s in virtual units, drawn at the
// given size and the player's text size (SetTextScale).
func MeasureText(s string, size float64, bold bool) (w, h float64) {
	return measureText(s, size*TextScale(), bold)
}

// measureText measures s at exactly the given size.
func measureText(s string, size float64, bold bool) (w, h float64) {
	var f text.Face
	if bold {
		f = assets.BoldFace(size)
	} else {
		f = assets.Face(size)
	}
	return text.Measure(s, f, size*lineSpacing)
}

// Wrap breaks s into lines no wider than width virtual units at the given
// size, at spaces. Each word is measured once and a line's width taken as
// the sum of its words and spaces (shaping whole lines again for every
// word made long paragraphs slow).
//
// Like MeasureText, it measures at the player's text size.
func Wrap(s string, size, width float64, bold bool) []string {
	return wrap(s, size*TextScale(), width, bold)
}

// wrap is Wrap at exactly the given size.
func wrap(s string, size, width float64, bold bool) []string {
	var lines []string
	space, _ := measureText(" ", size, bold)
	for _, para := range splitLines(s) {
		line, lineW := "", 0.0
		for _, word := range splitWords(para) {
			w, _ := measureText(word, size, bold)
			switch {
			case line == "":
				line, lineW = word, w
			case lineW+space+w > width:
				lines = append(lines, line)
				line, lineW = word, w
			default:
				line, lineW = line+" "+word, lineW+space+w
			}
		}
		lines = append(lines, line)
	}
	return lines
}
