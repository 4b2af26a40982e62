// Command favicon draws Tavola's icons with the app's own sprite code: a
// piece of each player, the first over the second, on a transparent square
// (the favicon, the web app's "any" icons, the desktop's hicolor icons), or
// smaller on the page's background colour filling the square (the web
// app's maskable icon, whose corners a launcher may cut away: the pieces
// stay inside its safe circle, 80 % of the side). `make web`, `make
// install` and `make dist` run it under Xvfb when there is no display: the
// sprites package imports Ebitengine, which needs one to start, though the
// drawing itself is done on the CPU.
//
//	go run ./wasm/favicon -o favicon.png -size 64      one icon
//	go run ./wasm/favicon -web DIR                     favicon.png, icon-192.png, icon-512.png, icon-maskable-512.png
//	go run ./wasm/favicon -hicolor DIR                 DIR/NxN/apps/tavola.png for the desktop's sizes
package main

import (
	"errors"
	"flag"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"path/filepath"

	"tavola/sprites"
)

// webIcons are the site's icons (wasm/site's manifest names them).
var webIcons = []icon{
	{"favicon.png", 64, false},
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
}

// hicolorSizes are the sizes of the desktop's hicolor theme drawn.
var hicolorSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// background fills the maskable icon: the page's and the manifest's
// background colour (#23201c).
var background = color.RGBA{0x23, 0x20, 0x1c, 0xff}

type icon struct {
	name     string
	size     int
	maskable bool
}

func main() {
	out := flag.String("o", "", "write one icon to this PNG file")
	size := flag.Int("size", 64, "the side of the -o icon in pixels")
	maskable := flag.Bool("maskable", false, "draw the -o icon maskable (on the background, inside the safe circle)")
	web := flag.String("web", "", "write the site's icons into this folder")
	hicolor := flag.String("hicolor", "", "write the hicolor theme's icons under this folder (NxN/apps/tavola.png)")
	flag.Parse()
	if err := run(*out, *size, *maskable, *web, *hicolor); err != nil {
		fmt.Fprintln(os.Stderr, "favicon:", err)
		os.Exit(1)
	}
}

func run(out string, size int, maskable bool, web, hicolor string) error {
	if out == "" && web == "" && hicolor == "" {
		return errors.New("nothing to write: give -o, -web or -hicolor")
	}
	var icons []icon
	if out != "" {
		icons = append(icons, icon{out, size, maskable})
	}
	if web != "" {
		for _, i := range webIcons {
			icons = append(icons, icon{filepath.Join(web, i.name), i.size, i.maskable})
		}
	}
	if hicolor != "" {
		for _, s := range hicolorSizes {
			icons = append(icons, icon{filepath.Join(hicolor, fmt.Sprintf("%dx%d", s, s), "apps", "tavola.png"), s, false})
		}
	}
	for _, i := range icons {
		if err := write(i); err != nil {
			return err
		}
	}
	return nil
}

func write(i icon) error {
	if i.size < 16 || i.size > 512 {
		return fmt.Errorf("%s: size %d: want 16 to 512 pixels", i.name, i.size)
	}
	pal := sprites.DefaultPalette()
	c := sprites.NewCanvas(i.size, i.size)
	s := float64(i.size)
	// The two pieces span 0.07–0.93 of the side; maskable, 0.6 of that
	// about the centre, within 0.29 of it (the safe circle's radius is 0.4).
	k := 1.0
	if i.maskable {
		c.FillRect(0, 0, float32(s), float32(s), background)
		k = 0.6
	}
	d := int(s * 5 / 8 * k)
	c.Piece(pal, 1, d, s*(0.5+0.12*k), s*(0.5+0.12*k))
	c.Piece(pal, 0, d, s*(0.5-0.12*k), s*(0.5-0.12*k))
	if err := os.MkdirAll(filepath.Dir(i.name), 0o755); err != nil {
		return err
	}
	f, err := os.Create(i.name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, c.RGBA()); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", i.name, err)
	}
	return f.Close()
}
