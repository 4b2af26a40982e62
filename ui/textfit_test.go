package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"tavola/internal/absurd"
)

// tenPerRune measures every character as 10 pixels wide.
func tenPerRune(s string) float64 { return 10 * float64(utf8.RuneCountInString(s)) }

func TestFitTextWrapsCutsAndKeepsWhatFits(t *testing.T) {
	tests := []struct {
		name  string
		s     string
		w     float64
		lines int
		want  []string
	}{
		{"fits", "two  spaces kept", 200, 1, []string{"two  spaces kept"}},
		{"wrapped", "one two three four", 90, 3, []string{"one two", "three", "four"}},
		{"cut", "one two three four", 90, 2, []string{"one two", "three…"}},
		{"one line cut", "one two three four", 100, 1, []string{"one two…"}},
		{"long word broken", "abcdefghijkl xy", 50, 4, []string{"abcde", "fghij", "kl xy"}},
		{"long word cut", strings.Repeat("é", 30), 50, 2, []string{"ééééé", "éééé…"}},
		{"new lines", "a\nb c\n\nd", 100, 5, []string{"a", "b c", "", "d"}},
		{"new lines cut", "a\nb\nc", 100, 2, []string{"a", "b…"}},
		{"too narrow", "abc", 5, 1, []string{"…"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := FitText(tc.s, tc.w, tc.lines, 0, tenPerRune)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("fitText(%q, %v, %d) = %q, want %q", tc.s, tc.w, tc.lines, got, tc.want)
			}
		})
	}
}

func TestFitTextBoundsAbsurdStrings(t *testing.T) {
	calls, measured := 0, 0
	adv := func(s string) float64 {
		calls++
		measured += len(s)
		return tenPerRune(s)
	}
	for name, s := range absurd.Texts() {
		calls, measured = 0, 0
		got := FitText(s, 300, 3, 2, adv)
		if len(got) > 3 {
			t.Errorf("%s: %d lines, want at most 3", name, len(got))
		}
		for _, l := range got {
			if tenPerRune(l) > 300 {
				t.Errorf("%s: line %q is %v wide, over 300", name, l, tenPerRune(l))
			}
		}
		if !strings.HasSuffix(got[len(got)-1], Ellipsis) {
			t.Errorf("%s: last line %q does not end with …", name, got[len(got)-1])
		}
		// The work is bounded by the clamp, not by the string.
		if measured > 50*3*(300/2+1) {
			t.Errorf("%s: %d calls measured %d bytes", name, calls, measured)
		}
	}
}
