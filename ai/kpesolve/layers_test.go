package kpesolve

import (
	"errors"
	"testing"

	"tavola/internal/seeded"
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

// TestBuildForSolvesItsParityFirst stops BuildFor(7) after five layers:
// they must be the odd ones, the same as the table file's, and every
// Solved channel closed.
func TestBuildForSolvesItsParityFirst(t *testing.T) {
	const maxN = 10
	l := NewLayers(maxN)
	asked := 0
	if err := l.BuildFor(7, func() bool { asked++; return asked > 5 }); !errors.Is(err, ErrStopped) {
		t.Fatalf("BuildFor stopped: %v", err)
	}
	tab, err := SmallTables(maxN)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n <= maxN+1; n++ {
		if l.Has(n) != (n%2 == 1 && n <= maxN) {
			t.Errorf("after five layers for 7 seeds: Has(%d) %v", n, l.Has(n))
		}
		select {
		case <-l.Solved(n):
		default:
			t.Errorf("layer %d: Solved not closed once BuildFor returned", n)
		}
		if !l.Has(n) {
			continue
		}
		for k := range Size(n) {
			s := State{Unrank(n, uint32(k)), Unlocked}
			want, _ := tab.Lookup(s)
			if got, ok := l.Lookup(s); !ok || got != want {
				t.Fatalf("%v: in memory %+v %v, from the file %+v", s, got, ok, want)
			}
		}
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
	rng := seeded.New(11, 0)
	solved := 0
	for range 60 {
		n := 3 + rng.IntN(2)
		s := State{Unrank(n, uint32(rng.IntN(Size(n)))), Lock(rng.IntN(255))}
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

// TestLineGoesThroughTheOpening checks that a principal line from a
// locked position follows the locked positions to the opening's end (or
// the game's), every step worth the line's value, instead of stopping
// after one move where the tables know the value.
func TestLineGoesThroughTheOpening(t *testing.T) {
	l := NewLayers(8)
	if err := l.Build(nil); err != nil {
		t.Fatal(err)
	}
	rng := seeded.New(5, 0)
	long := 0
	for range 40 {
		s := State{Unrank(8, uint32(rng.IntN(Size(8)))), Lock(rng.IntN(255))}
		if s.Lock == Unlocked || len(Moves(s, nil)) == 0 {
			continue
		}
		src, err := l.Locked(s)
		if err != nil {
			t.Fatal(err)
		}
		res := (&Searcher{Src: src}).Solve(s, nil)
		if !res.Exact() || len(res.Line) == 0 {
			t.Fatalf("%v: [%d, %d], line %v: the locked tables should solve it", s, res.Lo, res.Hi, res.Line)
		}
		// Along the line every position but the last is locked, and each
		// step's value is the line's: the mover's value v becomes the
		// seeds taken minus the next mover's.
		v, at := res.Lo, s
		for i, pit := range res.Line {
			if at.Lock == Unlocked && i > 0 {
				t.Fatalf("%v: line %v goes on past the opening's end at move %d", s, res.Line, i)
			}
			m, ok := moveFrom(at, pit)
			if !ok {
				t.Fatalf("%v: line %v: move %d (pit %d) is not legal", s, res.Line, i, pit)
			}
			next := (&Searcher{Src: src}).Solve(m.Next, nil)
			if !next.Exact() || m.Taken-next.Lo != v {
				t.Fatalf("%v: line %v: move %d is worth %d-[%d, %d], the line %d", s, res.Line, i, m.Taken, next.Lo, next.Hi, v)
			}
			v, at = next.Lo, m.Next
		}
		if len(res.Line) > 1 {
			long++
		}
	}
	if long < 10 {
		t.Errorf("only %d lines of more than one move from 40 locked positions", long)
	}
}

// moveFrom is the move of s that sows pit.
func moveFrom(s State, pit int) (Move, bool) {
	for _, m := range Moves(s, nil) {
		if m.Pit == pit {
			return m, true
		}
	}
	return Move{}, false
}
