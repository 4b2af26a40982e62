package conformance

import (
	"fmt"
	"os"
	"testing"

	"tavola/rules/internal/ref"
)

// TestPerftFromTheStartsMatchesReference compares perft from every start
// position; depth 3 (Kpé 6) when TAVOLA_CONFORMANCE_DEEP is set, else 2
// (Kpé 4).
func TestPerftFromTheStartsMatchesReference(t *testing.T) {
	deep := os.Getenv("TAVOLA_CONFORMANCE_DEEP") != ""
	e := startEngine(t)
	for _, g := range gameSpecs {
		d := 2
		if g.name == "kpe" {
			d = 4
		}
		if deep {
			d++
			if g.name == "kpe" {
				d += 2
			}
		}
		for depth := 1; depth <= d; depth++ {
			e.mustEmpty("new " + g.name)
			want := fmt.Sprint(ref.Perft(g.new(), depth))
			if got := e.must(fmt.Sprintf("perft %d", depth)); got != want {
				t.Errorf("%s: perft %d = %s, want %s", g.name, depth, got, want)
			}
		}
	}
}
