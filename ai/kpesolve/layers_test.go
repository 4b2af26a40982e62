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

func TestLockedTablesGiveTheBruteForceValue(t *testing.T) {
	l := NewLayers(6)
	if err := l.Build(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Locked(State{Unrank(4, 0), Unlocked}); err == nil {
		t.Error("locked classes from an unlocked position")
	}
	if _, err := l.Locked(State{Unrank(7, 0), Lock(3)}); err == nil {
		t.Error("locked classes above the layers")
	}
	rng := xorshift(11)
	solved := 0
	for range 60 {
		n := 3 + rng.intn(2)
		s := State{Unrank(n, uint32(rng.intn(Size(n)))), Lock(rng.intn(255))}
		src, err := l.Locked(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := src.Lookup(s); !ok {
			t.Fatalf("%v: the locked tables do not hold their own position", s)
		}
		want, ok := bruteLimited(s, 200_000)
		if !ok {
			continue
		}
		solved++
		if res := (&Searcher{Src: src}).Solve(s, nil); !res.Exact() || res.Lo != want {
			t.Fatalf("%v: the search on the locked tables finds [%d, %d], brute force %d", s, res.Lo, res.Hi, want)
		}
	}
	if solved < 20 {
		t.Errorf("brute force solved only %d positions of 60", solved)
	}
	t.Logf("%d positions of 3 and 4 seeds checked against brute force", solved)
}
