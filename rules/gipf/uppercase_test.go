package gipf

import "testing"

// TestUpperCaseColumnGIsNotTheGipfMark checks that readers accept upper-case
// coordinates in column g (spec §6) although G also marks a GIPF piece: the
// mark is followed by a coordinate, the column by a digit.
func TestUpperCaseColumnGIsNotTheGipfMark(t *testing.T) {
	tests := []struct {
		variant Variant
		pos     string
		in      string
		want    string
	}{
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", "G2", "g2"},
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", "G1-F2", "f2"},
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", "I1-G3", "i1-g3"},
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", "G7-G6", "g6"},
		{Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB", "GG2", "Gg2"},
		{Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB", "GG1-F2", "Gf2"},
		{Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB", "Gg2", "Gg2"},
	}
	for _, tc := range tests {
		g := load(t, tc.variant, tc.pos)
		a, err := g.ParseAction(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := g.FormatAction(a); got != tc.want {
			t.Errorf("%s: read as %s, want %s", tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{"G", "G9", "G1", "GG", "g2x"} {
		g := load(t, Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -")
		if _, err := g.ParseAction(bad); err == nil {
			t.Errorf("%s: accepted, want an error", bad)
		}
	}
}
