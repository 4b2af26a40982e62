package analysis

import "testing"

func TestMarkChanceUsesLichessThresholds(t *testing.T) {
	for _, c := range []struct {
		before, after float64
		want          Mark
	}{
		{0.6, 0.6, Best}, {0.6, 0.595, Best}, {0.6, 0.58, Good}, {0.6, 0.55, Inaccuracy},
		{0.6, 0.50, Mistake}, {0.6, 0.45, Blunder}, {0.9, 0.0, Blunder}, {0.5, 0.7, Best},
	} {
		if got := MarkChance(c.before, c.after); got != c.want {
			t.Errorf("MarkChance(%v, %v) = %v, want %v", c.before, c.after, got, c.want)
		}
	}
}

func TestMarkSeeds(t *testing.T) {
	for _, c := range []struct {
		best, after int
		want        Mark
	}{
		{10, 10, Best}, {10, 8, Good}, {10, 6, Inaccuracy}, {10, 4, Mistake}, {10, 2, Mistake},
		{20, 10, Blunder}, {2, 0, Mistake}, {0, -2, Blunder}, {4, -2, Blunder}, {-4, -6, Good},
	} {
		if got := MarkSeeds(c.best, c.after); got != c.want {
			t.Errorf("MarkSeeds(%d, %d) = %v, want %v", c.best, c.after, got, c.want)
		}
	}
}

func TestMarkNamesReadBack(t *testing.T) {
	for m := Best; m <= Blunder; m++ {
		if got, ok := ParseMark(m.String()); !ok || got != m {
			t.Errorf("ParseMark(%q) = %v, %v", m.String(), got, ok)
		}
	}
	if _, ok := ParseMark("brilliant"); ok {
		t.Error("an unknown mark was read")
	}
}
