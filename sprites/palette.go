package sprites

import "image/color"

// Palette is the set of colours everything on the screen is drawn with. The
// two players' pieces differ by marking as well as colour in every palette
// (the first player's pieces carry a ring, the second's a cross), so no
// palette relies on colour alone.
type Palette struct {
	// Name is the stable key of the palette ("classic"), for settings files.
	Name string

	// Background fills the window behind everything; Panel is the fill of
	// menus and side panels; Text and TextDim are their writing; Accent marks
	// the focused button and AccentText is written on it.
	Background, Panel, Text, TextDim, Accent, AccentText color.RGBA

	// Frame is the wooden rim around a board; BoardLight and BoardDark are
	// the alternating Gravity squares; Grid draws lines and coordinates.
	Frame, BoardLight, BoardDark, Grid color.RGBA

	// Piece is each player's piece colour (indexed by rules.Player), Edge its
	// outline, and Mark the colour of its ring or cross.
	Piece, Edge, Mark [2]color.RGBA

	// Pit is the hollow of a Kpé pit, PitRim its rim, Seeds the tints seeds
	// are drawn in (chosen per seed, for a natural look), SeedEdge their
	// outline, and Count the colour of the number on every pit.
	Pit, PitRim, SeedEdge, Count color.RGBA
	Seeds                        [3]color.RGBA

	// Side tints each player's half of a board (their row of pits, the
	// capture tray) so the owner reads at a glance.
	Side [2]color.RGBA

	// LastMove marks the squares of the last move, Hint the legal targets,
	// Preview the hovered move's effect, and Win the winning line. Hint is a
	// violet in every palette, far from the other three (and from Accent)
	// for every kind of colour vision, and mid-bright, so that it shows on
	// light squares and dark wood alike.
	LastMove, Hint, Preview, Win color.RGBA
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

func rgba(v uint32, a uint8) color.RGBA {
	// Colours are stored premultiplied, as Ebitengine expects.
	c := rgb(v)
	c.R = uint8(uint32(c.R) * uint32(a) / 255)
	c.G = uint8(uint32(c.G) * uint32(a) / 255)
	c.B = uint8(uint32(c.B) * uint32(a) / 255)
	c.A = a
	return c
}

// palettes is the read-only table behind Palettes and PaletteByName; callers
// only ever get copies.
var palettes = [...]Palette{
	{
		Name:       "classic",
		Background: rgb(0x23201c), Panel: rgb(0x34302a), Text: rgb(0xf3ead8), TextDim: rgb(0xa89f8e),
		Accent: rgb(0xd9a441), AccentText: rgb(0x23201c),
		Frame: rgb(0x6b4a2e), BoardLight: rgb(0xe8d3a9), BoardDark: rgb(0xd6bb87), Grid: rgb(0x7a5a3a),
		Piece: [2]color.RGBA{rgb(0xf7f3ea), rgb(0x2a2725)},
		Edge:  [2]color.RGBA{rgb(0x8c8273), rgb(0x0d0c0b)},
		Mark:  [2]color.RGBA{rgb(0xb8ab95), rgb(0x9a928a)},
		Pit:   rgb(0x4a3220), PitRim: rgb(0x8a6440), SeedEdge: rgb(0x3b2a1a), Count: rgb(0xfff6e0),
		Seeds:    [3]color.RGBA{rgb(0xc9b48a), rgb(0xb89c6c), rgb(0xd8c8a4)},
		Side:     [2]color.RGBA{rgba(0xf7f3ea, 40), rgba(0x000000, 60)},
		LastMove: rgba(0x3fa7d6, 200), Hint: rgba(0x8855ee, 170), Preview: rgba(0x5cc86b, 170),
		Win: rgb(0xe4572e),
	},
	{
		Name:       "night",
		Background: rgb(0x101418), Panel: rgb(0x1c232b), Text: rgb(0xdde6ee), TextDim: rgb(0x7f8c99),
		Accent: rgb(0x5aa9e6), AccentText: rgb(0x101418),
		Frame: rgb(0x2b3640), BoardLight: rgb(0x5d6d7c), BoardDark: rgb(0x4f5e6c), Grid: rgb(0x9fb0c0),
		Piece: [2]color.RGBA{rgb(0xe9eef2), rgb(0x15191d)},
		Edge:  [2]color.RGBA{rgb(0x7d8a96), rgb(0x000000)},
		Mark:  [2]color.RGBA{rgb(0xa4b1bd), rgb(0x7d8a96)},
		Pit:   rgb(0x1a2129), PitRim: rgb(0x3d4b58), SeedEdge: rgb(0x0b0e11), Count: rgb(0xf5f8fa),
		Seeds:    [3]color.RGBA{rgb(0xc7b899), rgb(0xb3a27f), rgb(0xd9cdb3)},
		Side:     [2]color.RGBA{rgba(0xffffff, 30), rgba(0x000000, 70)},
		LastMove: rgba(0xf2c14e, 200), Hint: rgba(0x9944ff, 170), Preview: rgba(0x7bd389, 170),
		Win: rgb(0xff6b6b),
	},
	{
		// contrast follows the Okabe–Ito colour-blind safe set: orange and
		// blue pieces (also ring and cross), vermillion for the winning line,
		// sky blue for the last move and bluish green for previews, on
		// neutral greys; the hints are a violet that stays apart from all of
		// them under every kind of colour blindness (palette_test.go).
		Name:       "contrast",
		Background: rgb(0x000000), Panel: rgb(0x1f1f1f), Text: rgb(0xffffff), TextDim: rgb(0xbdbdbd),
		Accent: rgb(0xf0e442), AccentText: rgb(0x000000),
		Frame: rgb(0x3a3a3a), BoardLight: rgb(0xd9d9d9), BoardDark: rgb(0xbfbfbf), Grid: rgb(0x000000),
		Piece: [2]color.RGBA{rgb(0xe69f00), rgb(0x0072b2)},
		Edge:  [2]color.RGBA{rgb(0x000000), rgb(0x000000)},
		Mark:  [2]color.RGBA{rgb(0x000000), rgb(0xffffff)},
		Pit:   rgb(0x2b2b2b), PitRim: rgb(0x8c8c8c), SeedEdge: rgb(0x000000), Count: rgb(0xffffff),
		Seeds:    [3]color.RGBA{rgb(0xf0e442), rgb(0xe6d83c), rgb(0xfff07a)},
		Side:     [2]color.RGBA{rgba(0xe69f00, 60), rgba(0x0072b2, 80)},
		LastMove: rgba(0x56b4e9, 220), Hint: rgba(0x9944ff, 190), Preview: rgba(0x009e73, 200),
		Win: rgb(0xd55e00),
	},
}

// Palettes returns every palette, "classic" first (the default), as copies
// the caller may keep.
func Palettes() []Palette {
	out := make([]Palette, len(palettes))
	copy(out, palettes[:])
	return out
}

// PaletteByName returns a copy of the palette called name, or false when no
// palette has that name (a settings file written by another version).
func PaletteByName(name string) (*Palette, bool) {
	for i := range palettes {
		if palettes[i].Name == name {
			p := palettes[i]
			return &p, true
		}
	}
	return nil, false
}

// DefaultPalette returns a copy of the first palette, "classic".
func DefaultPalette() *Palette {
	p := palettes[0]
	return &p
}
