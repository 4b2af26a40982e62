package kpesolve

import (
	"flag"
	"math/bits"
	"os"
	"testing"

	"tavola/internal/seeded"
)

// fullTable names a table file for TestFullTable (e.g. one that
// tavola-engine solve kpe wrote); without it the test is skipped.
var fullTable = flag.String("kpe.table", "", "a Kpé table file for TestFullTable to check and measure")

// TestFullTable reads every position of a table file and checks what
// holds of every solved table: D ≤ Lo ≤ Hi ≤ U, and no position of a locked
// class on a cycle, so that its bounds hold whatever the history (D = Lo,
// U = Hi). It logs, by section group, the positions, those on a cycle and
// those whose bounds differ; then where random games from the start reach
// their first unlocked position and how far the search gets there in
// 200,000 nodes (docs/AI.md, "The start's value").
func TestFullTable(t *testing.T) {
	if *fullTable == "" {
		t.Skip("no -kpe.table file")
	}
	f, err := os.Open(*fullTable)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	metas, err := readDirectory(f, st.Size(), st.Size())
	if err != nil {
		t.Fatal(err)
	}
	type count struct{ n, cyc, du, lh int64 }
	var layers [Seeds + 1]count
	var locked [8]count // by pits started in all
	for _, m := range metas {
		c := &layers[m.n]
		if m.kind == kindClass {
			c = &locked[bits.OnesCount8(uint8(m.lock))]
		}
		for b := range m.ends {
			off, size := m.blockRange(b)
			buf := make([]byte, size)
			if _, err := f.ReadAt(buf, off); err != nil {
				t.Fatal(err)
			}
			blk, err := m.inflate(b, buf)
			if err != nil {
				t.Fatal(err)
			}
			for j := range len(blk.cols) / 4 {
				d, u, lo, hi, cyc := blk.bounds(m.n, j)
				if !(d <= lo && lo <= hi && hi <= u) {
					t.Fatalf("section %s, block %d, position %d: D=%d Lo=%d Hi=%d U=%d out of order", sectionName(m), b, j, d, lo, hi, u)
				}
				if m.kind == kindClass && (cyc || d != lo || u != hi) {
					t.Fatalf("section %s, block %d, position %d: a locked position on a cycle (%v) or with D=%d Lo=%d Hi=%d U=%d", sectionName(m), b, j, cyc, d, lo, hi, u)
				}
				c.n++
				if cyc {
					c.cyc++
				}
				if d < u {
					c.du++
				}
				if lo < hi {
					c.lh++
				}
			}
		}
	}
	for n, c := range layers {
		if c.n > 0 {
			t.Logf("unlocked, %2d seeds: %11d boards, %11d on a cycle, D<U %11d, Lo<Hi %11d", n, c.n, c.cyc, c.du, c.lh)
		}
	}
	for p, c := range locked {
		if c.n > 0 {
			t.Logf("locked, %d pits started: %11d positions, %d on a cycle, Lo<Hi %11d", p, c.n, c.cyc, c.lh)
		}
	}
	tab, err := Open(f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	tab.SetCache(1 << 15)
	// Where random games from the start leave the locked phase, by seeds
	// on the board and (Hi−Lo)/2 there.
	rng := seeded.New(3, 0)
	var entries [Seeds + 1][5]int
	for range 20_000 {
		s := StartState
		for s.Lock != Unlocked && len(Moves(s, nil)) > 0 {
			moves := Moves(s, nil)
			s = moves[rng.IntN(len(moves))].Next
		}
		if e, ok := tab.Lookup(s); ok && s.Lock == Unlocked {
			entries[s.Board.Total()][min(4, int(e.Hi-e.Lo)/2)]++
		}
	}
	for n, c := range entries {
		if c != [5]int{} {
			t.Logf("first unlocked position with %d seeds: %v games (Hi−Lo = 0, 2, 4, 6, 8)", n, c)
		}
	}
	rng = seeded.New(5, 0)
	tried, narrowed := 0, 0
	for games := 0; tried < 60 && games < 20_000; games++ { // none open: 20,000 games find none
		s := StartState
		for s.Lock != Unlocked && len(Moves(s, nil)) > 0 {
			moves := Moves(s, nil)
			s = moves[rng.IntN(len(moves))].Next
		}
		e, ok := tab.Lookup(s)
		if s.Lock != Unlocked || !ok || e.Lo == e.Hi {
			continue
		}
		tried++
		res := (&Searcher{Src: tab, Limit: 200_000}).Solve(s, nil)
		if res.Lo < int(e.Lo) || res.Hi > int(e.Hi) {
			t.Fatalf("%016x: the search widened the bounds [%d, %d] to [%d, %d]", uint64(s.Board), e.Lo, e.Hi, res.Lo, res.Hi)
		}
		if res.Lo > int(e.Lo) || res.Hi < int(e.Hi) {
			narrowed++
		}
	}
	t.Logf("first unlocked positions of random games with Lo<Hi: %d searched (200,000 nodes each), %d narrowed", tried, narrowed)
}

func sectionName(m *secMeta) string {
	return (&section{kind: m.kind, lock: m.lock, n: m.n}).name()
}
