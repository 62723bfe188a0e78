package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer caches a drawing that does not change from frame to frame (a board,
// a map's terrain) as an image the size of the destination. Vector shapes
// are costly to tessellate and antialias every frame, above all on software
// GL, so static parts are drawn once and then copied. The cache is redrawn
// when the window size or the key changes.
type Layer struct {
	img    *ebiten.Image
	scale  float64
	ox, oy float64
	key    any
	look   uint64  // the look's generation it was painted in
	text   float64 // the text scale it was painted at
}

// Draw copies the cached picture onto c, first drawing it with paint when
// the cache is missing, was made for another window size, for another key,
// or in another look or text size.
func (l *Layer) Draw(c *Canvas, key any, paint func(c *Canvas)) {
	if c.Dst == nil {
		paint(&Canvas{Scale: c.Scale, OX: c.OX, OY: c.OY, AntiAlias: true}) // a canvas of texts only
		return
	}
	b := c.Dst.Bounds()
	if l.img == nil || l.img.Bounds().Dx() != b.Dx() || l.img.Bounds().Dy() != b.Dy() ||
		l.scale != c.Scale || l.ox != c.OX || l.oy != c.OY || l.key != key ||
		l.look != current.Load().gen || l.text != TextScale() {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(b.Dx(), b.Dy())
		l.scale, l.ox, l.oy, l.key = c.Scale, c.OX, c.OY, key
		l.look, l.text = current.Load().gen, TextScale()
		paint(&Canvas{Dst: l.img, Scale: c.Scale, OX: c.OX, OY: c.OY, AntiAlias: true})
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	c.Dst.DrawImage(l.img, op)
}

// spriteKey names one cached sprite at one pixel size.
type spriteKey struct {
	name   string
	a, b   int
	pw, ph int // the sprite's half-size in device pixels
}

// sprites holds small pictures (pieces, unit badges, rounded boxes) painted
// once with antialiasing. Only the frame goroutine draws, so no lock is needed.
var sprites = map[spriteKey]*ebiten.Image{}

// maxSprites bounds the cache: resizing the window makes new sizes.
const maxSprites = 1024

// clearSprites forgets every sprite: they are painted again in the look
// now in use.
func clearSprites() {
	for k, im := range sprites {
		im.Deallocate()
		delete(sprites, k)
	}
}

// Sprite draws, centred on virtual (x, y), a picture of half-size half
// (virtual units) that paint draws around (0, 0); the picture is painted once
// per key and pixel size, then copied. alpha fades it.
func (c *Canvas) Sprite(name string, a, b int, x, y, half, alpha float64, paint func(c *Canvas)) {
	c.spriteBox(name, a, b, x, y, half, half, alpha, paint)
}

func (c *Canvas) spriteBox(name string, a, b int, x, y, halfW, halfH, alpha float64, paint func(c *Canvas)) {
	pw, ph := int(math.Ceil(halfW*c.Scale)), int(math.Ceil(halfH*c.Scale))
	if pw < 1 || ph < 1 {
		return
	}
	if c.Dst == nil {
		paint(&Canvas{Scale: c.Scale, OX: float64(pw + 1), OY: float64(ph + 1), AntiAlias: true}) // a canvas of texts only
		return
	}
	key := spriteKey{name, a, b, pw, ph}
	img, ok := sprites[key]
	if !ok {
		if len(sprites) >= maxSprites {
			for k, im := range sprites {
				im.Deallocate()
				delete(sprites, k)
			}
		}
		img = ebiten.NewImage(2*pw+2, 2*ph+2)
		// Map virtual (0, 0) to the image's centre at this canvas's scale.
		paint(&Canvas{Dst: img, Scale: c.Scale, OX: float64(pw + 1), OY: float64(ph + 1), AntiAlias: true})
		sprites[key] = img
	}
	cx, cy := c.pt(x, y)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(float64(cx)-float64(pw+1), float64(cy)-float64(ph+1))
	op.ColorScale.ScaleAlpha(float32(alpha))
	c.Dst.DrawImage(img, op)
}
