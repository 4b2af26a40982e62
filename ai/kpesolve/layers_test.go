package kpesolve

import (
	"errors"
	"testing"
)

func TestLayersAgreeWithTheirTableFile(t *testing.T) {
	const maxN = 8
	l := NewLayers(maxN)
	if l.Has(0) || l.MaxSeeds() != maxN {
		t.Fatalf("unbuilt layers: Has(0) %v, MaxSeeds %d", l.Has(0), l.MaxSeeds())
	}
	if err := l.Build(nil); err != nil {
		t.Fatal(err)
	}
	if err := l.Build(nil); err == nil {
		t.Error("a second Build did not fail")
	}
	tab, err := SmallTables(maxN)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n <= maxN+1; n++ {
		select {
		case <-l.Solved(n):
		default:
			t.Fatalf("layer %d: Solved not closed after Build", n)
		}
		for k := range Size(n) {
			s := State{Unrank(n, uint32(k)), Unlocked}
			want, wok := tab.Lookup(s)
			got, gok := l.Lookup(s)
			if wok != gok || want != got {
				t.Fatalf("%v: in memory %+v %v, from the file %+v %v", s, got, gok, want, wok)
			}
		}
	}
	if !l.Has(maxN) || l.Has(maxN+1) {
		t.Errorf("Has(%d) %v, Has(%d) %v", maxN, l.Has(maxN), maxN+1, l.Has(maxN+1))
	}
	if _, ok := l.Lookup(State{Unrank(4, 0), Lock(1)}); ok {
		t.Error("a locked position was found")
	}
}

func TestLayersBuildStops(t *testing.T) {
	l := NewLayers(WebSeeds)
	asked := 0
	err := l.Build(func() bool { asked++; return asked > 3 })
	if !errors.Is(err, ErrStopped) {
		t.Fatalf("Build stopped: %v", err)
	}
	if !l.Has(2) || l.Has(3) {
		t.Errorf("stopped before layer 3: Has(2) %v, Has(3) %v", l.Has(2), l.Has(3))
	}
	for _, n := range []int{3, WebSeeds, WebSeeds + 1} {
		select {
		case <-l.Solved(n):
		default:
			t.Errorf("layer %d: Solved not closed once Build returned", n)
		}
	}
	if _, ok := l.Lookup(State{Unrank(3, 0), Unlocked}); ok {
		t.Error("an unsolved layer was found")
	}
}
