// Command favicon draws the browser build's icon with the app's own sprite
// code: a piece of each player, the first over the second, on a transparent
// square. `make web` runs it (under Xvfb when there is no display: the
// sprites package imports Ebitengine, which needs one to start, though the
// drawing itself is done on the CPU).
//
//	go run ./wasm/favicon -o wasm/dist/favicon.png -size 64
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"

	"tavola/sprites"
)

func main() {
	out := flag.String("o", "favicon.png", "the PNG to write")
	size := flag.Int("size", 64, "its side in pixels")
	flag.Parse()
	if err := write(*out, *size); err != nil {
		fmt.Fprintln(os.Stderr, "favicon:", err)
		os.Exit(1)
	}
}

func write(path string, size int) error {
	if size < 16 || size > 512 {
		return fmt.Errorf("size %d: want 16 to 512 pixels", size)
	}
	pal := sprites.DefaultPalette()
	c := sprites.NewCanvas(size, size)
	d := size * 5 / 8
	s := float64(size)
	c.Piece(pal, 1, d, s*0.62, s*0.62)
	c.Piece(pal, 0, d, s*0.38, s*0.38)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, c.RGBA()); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
