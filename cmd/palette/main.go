// Command palette checks the game's palettes for colour-blind players. It
// prints, for each look and each screen's marks (render.MarkSets), the
// smallest CIEDE2000 difference between two marks as a person with normal
// vision, protanopia, deuteranopia and tritanopia sees them (Machado et
// al. 2009), and the pair it is between; with -sim it writes a screenshot
// as each of the three sees it.
//
//	go run ./cmd/palette
//	go run ./cmd/palette -sim shot.png   # writes shot-protanopia.png, …
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"

	"stratagem/render"
	"stratagem/render/cvd"
)

func main() {
	sim := flag.String("sim", "", "write the PNG `FILE` as each colour-blind vision sees it, beside it")
	all := flag.Bool("pairs", false, "print every pair, not only the closest of each screen")
	flag.Parse()
	if *sim != "" {
		if err := simulate(*sim); err != nil {
			fmt.Fprintln(os.Stderr, "palette:", err)
			os.Exit(1)
		}
		return
	}
	for _, l := range looks() {
		render.SetLook(l)
		fmt.Printf("%s palette%s\n", l.Palette, map[bool]string{true: ", high contrast"}[l.HighContrast])
		fmt.Printf("  %-28s", "screen")
		for _, v := range cvd.Visions {
			fmt.Printf(" %-34s", v)
		}
		fmt.Println()
		for _, set := range render.MarkSets() {
			fmt.Printf("  %-28s", set.Screen)
			for _, v := range cvd.Visions {
				p := Closest(set, v)
				fmt.Printf(" %5.1f %-28s", p.DeltaE, p.A+" / "+p.B)
			}
			fmt.Println()
			if *all {
				for _, p := range Pairs(set, cvd.Normal) {
					fmt.Printf("    %-40s", p.A+" / "+p.B)
					for _, v := range cvd.Visions {
						fmt.Printf(" %5.1f", Between(p.MA, p.MB, v))
					}
					fmt.Println()
				}
			}
		}
		fmt.Println()
	}
}

// looks are the looks to check.
func looks() []render.Look {
	var out []render.Look
	for _, p := range render.Palettes {
		for _, hc := range []bool{false, true} {
			out = append(out, render.Look{Palette: p, HighContrast: hc})
		}
	}
	return out
}

func simulate(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		return err
	}
	for _, v := range cvd.Visions[1:] {
		out := strings.TrimSuffix(path, ".png") + "-" + v.String() + ".png"
		if err := write(out, cvd.SimulateImage(v, img)); err != nil {
			return err
		}
		fmt.Println(out)
	}
	return nil
}

func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
