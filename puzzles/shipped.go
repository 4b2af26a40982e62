package puzzles

import (
	"embed"
	"fmt"
)

// data holds the shipped puzzle files, one a game, written by
// tavola-engine puzzles from a fixed seed (make puzzles).
//
//go:embed data/*.tsv
var data embed.FS

// ShippedGames are the games with shipped puzzles, by protocol name.
var ShippedGames = []string{"gipf-standard", "gravity", "kpe"}

// ShippedFile is the text of game's shipped puzzle file.
func ShippedFile(game string) (string, error) {
	b, err := data.ReadFile("data/" + game + ".tsv")
	if err != nil {
		return "", fmt.Errorf("puzzles: no shipped puzzles of %q", game)
	}
	return string(b), nil
}

// Shipped returns the shipped puzzles of game, in their file's order.
func Shipped(game string) ([]*Puzzle, error) {
	text, err := ShippedFile(game)
	if err != nil {
		return nil, err
	}
	set, err := Parse(text)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %s.tsv: %w", game, err)
	}
	return set, nil
}
