package scenes

import (
	"strings"

	"stratagem/assets/lang"
	"stratagem/render"
)

// VersionLabel is how the main menu names the build: "Stratagem
// 0.9.0-12-gabc1234" for the version v0.9.0-12-gabc1234 (a tag's v is
// dropped: players read a number), or that the version is unknown.
func VersionLabel(v string) string {
	if v == "" || v == "unknown" {
		return lang.T("dist.menu.version.unknown")
	}
	if len(v) > 1 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
		v = v[1:]
	}
	return lang.T("dist.menu.version", "Version", lang.Verbatim(v))
}

// drawVersion writes the build's version small in the top right corner,
// out of the way of the title and the buttons.
func drawVersion(c *render.Canvas, s *Session) {
	c.Text(VersionLabel(strings.TrimSpace(s.Version)), render.Width-14, 12, render.TextStyle{
		Size: 15, Color: render.TextDim, Align: render.AlignRight, MaxW: 420})
}
