package sprites

import (
	"strings"
	"testing"

	"golang.org/x/image/font"
)

func TestWrapKeepsEveryLineInsideTheWidth(t *testing.T) {
	f := cpuRegular(20)
	width := func(s string) float64 { return float64(font.MeasureString(f, s)) / 64 }
	long := strings.Repeat("seed ", 200)
	for _, tc := range []struct {
		name, s string
		maxW    float64
		lines   int
		cut     bool
	}{
		{"fits on one line", "Captured", 200, 1, false},
		{"two lines", "South captures nothing until each of their pits has been sown", 330, 2, false},
		{"too long: cut with an ellipsis", long, 300, maxWrapLines, true},
		{"one huge word", strings.Repeat("x", 300), 100, 1, true},
		{"empty", "", 100, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := wrap(tc.s, f, tc.maxW, maxWrapLines)
			if len(lines) != tc.lines {
				t.Fatalf("%d lines %q, want %d", len(lines), lines, tc.lines)
			}
			for _, l := range lines {
				if w := width(l); w > tc.maxW {
					t.Errorf("line %q is %.0f px wide, more than %.0f", l, w, tc.maxW)
				}
			}
			if cut := len(lines) > 0 && strings.HasSuffix(lines[len(lines)-1], "…"); cut != tc.cut {
				t.Errorf("cut %v, want %v: %q", cut, tc.cut, lines)
			}
			if !tc.cut && strings.Join(lines, " ") != strings.Join(strings.Fields(tc.s), " ") {
				t.Errorf("the lines %q lose words of %q", lines, tc.s)
			}
		})
	}
}
