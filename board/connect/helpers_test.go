package connect

import "math/rand/v2"

// bruteWinner scans every cell and direction: an independent check of the
// incremental line detection.
func bruteWinner(p *Position) Player {
	c := p.Config()
	for _, pl := range []Player{X, O} {
		for col := 0; col < c.W; col++ {
			for row := 0; row < c.H; row++ {
				for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
					k := 0
					for k < c.N {
						cc, rr := col+k*d[0], row+k*d[1]
						if cc < 0 || cc >= c.W || rr < 0 || rr >= c.H || p.At(cc, rr) != pl {
							break
						}
						k++
					}
					if k == c.N {
						return pl
					}
				}
			}
		}
	}
	return None
}

// allConfigs lists every board the spec allows.
func allConfigs() []Config {
	var out []Config
	for w := MinWidth; w <= MaxWidth; w++ {
		for h := MinHeight; h <= MaxHeight; h++ {
			for n := MinLine; n <= MaxLine; n++ {
				if c := (Config{w, h, n}); c.Validate() == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// randomGame plays random legal moves until the game ends.
func randomGame(c Config, rng *rand.Rand) *Position {
	p := MustNew(c)
	var buf []int
	for !p.Over() {
		buf = p.LegalMoves(buf)
		p.Apply(buf[rng.IntN(len(buf))])
	}
	return p
}
