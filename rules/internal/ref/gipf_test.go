package ref

import "testing"

// TestGipfReferenceGeometry checks the reference board against
// docs/rules/gipf.md: 37 spots, 24 dots, 42 entries, 21 lines, one entry
// from each corner dot and the entries the rules name.
func TestGipfReferenceGeometry(t *testing.T) {
	if n := len(geo.spots); n != 37 {
		t.Errorf("%d spots, want 37", n)
	}
	if n := len(geo.name) - len(geo.spots); n != 24 {
		t.Errorf("%d dots, want 24", n)
	}
	if n := len(geo.entries); n != 42 {
		t.Errorf("%d entries, want 42", n)
	}
	if n := len(geo.lines); n != 21 {
		t.Errorf("%d lines, want 21", n)
	}
	from := map[string][]string{}
	for _, e := range geo.entries {
		from[e.dot] = append(from[e.dot], spotName(e.spots[0]))
	}
	for dot, want := range map[string][]string{
		"a1": {"b2"}, "a5": {"b5"}, "e1": {"e2"}, "e9": {"e8"}, "i1": {"h2"}, "i5": {"h5"},
		"a2": {"b2", "b3"}, "b1": {"b2", "c2"}, "f1": {"f2", "e2"}, "i2": {"h3", "h2"},
	} {
		got := map[string]bool{}
		for _, s := range from[dot] {
			got[s] = true
		}
		if len(got) != len(want) {
			t.Errorf("%s leads onto %v, want %v", dot, from[dot], want)
			continue
		}
		for _, s := range want {
			if !got[s] {
				t.Errorf("%s leads onto %v, want %v", dot, from[dot], want)
			}
		}
	}
	lengths := map[int]int{}
	for _, l := range geo.lines {
		lengths[len(l)]++
	}
	if lengths[4] != 6 || lengths[5] != 6 || lengths[6] != 6 || lengths[7] != 3 {
		t.Errorf("line lengths %v, want 4,5,6,7,6,5,4 in each direction", lengths)
	}
}
