package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavola/ai/kpesolve"
	"tavola/internal/seeded"
	"tavola/rules/kpe"
)

// The sweep measures analyze without a table file on Kpé's small
// positions and writes its answers for ai/kpesolve's
// TestSweepAnswersAreExact (-kpe.answers FILE), which checks them against
// the exact reference: docs/AI.md, "Perfect play, the coach, analyze". A
// measurement of minutes: go test ./cmd/tavola-engine -run
// TestKpeAnalyzeSweep -kpe.sweep u7:0,p9:100 -kpe.sweep.out FILE -v.
var (
	sweepSets  = flag.String("kpe.sweep", "", "sweep analyze over Kpé positions: seeds:count,… (count 0: every board), u unlocked, l locked, p after plays (e.g. u7:0,l8:100,p9:50)")
	sweepTime  = flag.Int("kpe.sweep.time", 2000, "the sweep's analyze time budget, ms")
	sweepOut   = flag.String("kpe.sweep.out", "", "a file for the sweep's answers, one position a line")
	sweepSeed  = flag.Uint64("kpe.sweep.seed", 1, "the sweep's random seed")
	sweepFresh = flag.Bool("kpe.sweep.fresh", false, "a new engine for each position of the sweep, its tables not made beforehand")
)

// sweepCase is one position of the sweep: a position string and the
// moves played from it before analyze.
type sweepCase struct {
	pos   string
	plays []string
}

// randomBoard is a board of n seeds, in pit order A…d, drawn uniformly
// among the compositions.
func randomBoard(n int, rng *rand.Rand) [kpe.NumPits]int {
	b := kpesolve.Unrank(n, uint32(rng.IntN(kpesolve.Size(n))))
	var pits [kpe.NumPits]int
	for i := range pits {
		pits[i] = b.Pit(i)
	}
	return pits
}

// positionString writes a position of the board with the mover, started
// pits (letters or "-") and captures drawn at random summing to 48.
func positionString(pits [kpe.NumPits]int, mover string, south, north string, rng *rand.Rand) string {
	n := 0
	for _, k := range pits {
		n += k
	}
	off := kpe.NumPits*kpe.StartSeeds - n
	cs := rng.IntN(off + 1)
	return fmt.Sprintf("%d,%d,%d,%d/%d,%d,%d,%d %s %s %s %d %d", pits[0], pits[1], pits[2], pits[3],
		pits[4], pits[5], pits[6], pits[7], mover, south, north, cs, off-cs)
}

// randomStarted is a started set of one side's pits (letters), not all four.
func randomStarted(base byte, rng *rand.Rand) string {
	m := rng.IntN(15)
	s := ""
	for i := range 4 {
		if m>>i&1 != 0 {
			s += string(rune(base + byte(i)))
		}
	}
	if s == "" {
		return "-"
	}
	return s
}

// sweepCases lists the cases of one set of the flag: kind u (every board
// of n seeds, or count random ones, unlocked, as position strings), l
// (count random locked positions: a side with some pit not started) or p
// (count unlocked positions after 1–3 random moves).
func sweepCases(kind byte, n, count int, rng *rand.Rand) []sweepCase {
	movers := []string{"S", "N"}
	var out []sweepCase
	switch kind {
	case 'u':
		ks := make([]int, kpesolve.Size(n))
		for i := range ks {
			ks[i] = i
		}
		if count > 0 && count < len(ks) {
			rng.Shuffle(len(ks), func(i, j int) { ks[i], ks[j] = ks[j], ks[i] })
			ks = ks[:count]
			slices.Sort(ks)
		}
		for _, k := range ks {
			b := kpesolve.Unrank(n, uint32(k))
			var pits [kpe.NumPits]int
			for i := range pits {
				pits[i] = b.Pit(i)
			}
			pos := positionString(pits, movers[rng.IntN(2)], "ABCD", "abcd", rng)
			if g := kpe.New(); g.SetPosition(pos) == nil && !g.Outcome().Over {
				out = append(out, sweepCase{pos: pos})
			}
		}
	case 'l':
		for len(out) < count {
			south, north := "ABCD", "abcd"
			switch rng.IntN(3) {
			case 0:
				south = randomStarted('A', rng)
			case 1:
				north = randomStarted('a', rng)
			default:
				south, north = randomStarted('A', rng), randomStarted('a', rng)
			}
			pos := positionString(randomBoard(n, rng), movers[rng.IntN(2)], south, north, rng)
			if g := kpe.New(); g.SetPosition(pos) == nil && !g.Outcome().Over {
				out = append(out, sweepCase{pos: pos})
			}
		}
	case 'p':
		for len(out) < count {
			pos := positionString(randomBoard(n, rng), movers[rng.IntN(2)], "ABCD", "abcd", rng)
			g := kpe.New()
			if g.SetPosition(pos) != nil {
				continue
			}
			var plays []string
			for range 1 + rng.IntN(3) {
				acts := g.Actions(nil)
				if g.Outcome().Over || len(acts) == 0 {
					break
				}
				a := acts[rng.IntN(len(acts))]
				plays = append(plays, g.FormatAction(a))
				g.Apply(a, nil)
			}
			if len(plays) > 0 && !g.Outcome().Over {
				out = append(out, sweepCase{pos: pos, plays: plays})
			}
		}
	}
	return out
}

// TestKpeAnalyzeSweep runs analyze (time budget -kpe.sweep.time) on one
// engine without a table file, its small tables built first (or, with
// -kpe.sweep.fresh, on a new engine for each position, whose tables are
// made as it asks), over the sets of -kpe.sweep, and reports per set how
// many answers are exact and how long they took.
func TestKpeAnalyzeSweep(t *testing.T) {
	if *sweepSets == "" {
		t.Skip("a measurement: run with -kpe.sweep")
	}
	e := newEngine()
	e.useKpeTables(nil)
	defer func() { e.small.close() }()
	began := time.Now()
	if got, _ := e.Do("new kpe"); got != ok("") {
		t.Fatalf("new kpe: %q", got)
	}
	l := e.small.start(-1)
	for n := 0; n <= l.MaxSeeds(); n++ {
		<-l.Solved(n)
		if n%2 == 0 || n == l.MaxSeeds() {
			t.Logf("layer %d solved after %v", n, time.Since(began).Round(time.Millisecond))
		}
	}
	var out *os.File
	if *sweepOut != "" {
		var err error
		if out, err = os.Create(*sweepOut); err != nil {
			t.Fatal(err)
		}
		defer out.Close()
	}
	rng := seeded.New(*sweepSeed, 7)
	for _, set := range strings.Split(*sweepSets, ",") {
		kind := set[0]
		if kind >= '0' && kind <= '9' {
			kind = 'u'
		} else {
			set = set[1:]
		}
		seeds, count, okSet := strings.Cut(set, ":")
		n, err1 := strconv.Atoi(seeds)
		c, err2 := strconv.Atoi(count)
		if !okSet || err1 != nil || err2 != nil {
			t.Fatalf("-kpe.sweep: %q is not seeds:count", set)
		}
		cases := sweepCases(kind, n, c, rng)
		var exact int
		var total, worst time.Duration
		var times []time.Duration
		for _, tc := range cases {
			if *sweepFresh {
				e.small.close()
				e = newEngine()
				e.useKpeTables(nil)
			}
			if got, _ := e.Do("setposition kpe " + tc.pos); got != ok("") {
				t.Fatalf("setposition kpe %s: %q", tc.pos, got)
			}
			for _, p := range tc.plays {
				if got, _ := e.Do("play " + p); got != ok("") {
					t.Fatalf("%s play %s: %q", tc.pos, p, got)
				}
			}
			t0 := time.Now()
			ans, _ := e.Do("analyze time " + strconv.Itoa(*sweepTime))
			took := time.Since(t0)
			total += took
			worst = max(worst, took)
			times = append(times, took)
			f := strings.Fields(ans)
			isExact := len(f) >= 4 && f[len(f)-1] == "exact"
			if len(f) < 4 || f[0] != "=" {
				t.Fatalf("%s %v: analyze %q", tc.pos, tc.plays, ans)
			}
			if isExact {
				exact++
			}
			if out != nil {
				fmt.Fprintf(out, "%c%d\t%s\t%s\t%s\t%d\n", kind, n, tc.pos, strings.Join(tc.plays, " "), strings.TrimSpace(strings.TrimPrefix(ans, "=")), took.Milliseconds())
			}
		}
		slices.Sort(times)
		med := time.Duration(0)
		if len(times) > 0 {
			med = times[len(times)/2]
		}
		t.Logf("%c%d: %d positions, %d exact (%.1f %%), analyze %v on average, median %v, at most %v",
			kind, n, len(cases), exact, 100*float64(exact)/float64(max(len(cases), 1)), (total / time.Duration(max(len(cases), 1))).Round(time.Millisecond),
			med.Round(time.Millisecond), worst.Round(time.Millisecond))
	}
}
