package puzzles

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// A Gravity win in one (only d1 completes a1-b1-c1; d2 and d3 land on d1
// too) and a Kpé endgame where A keeps +2 and D loses 8.
const sample = "# id\tgame\tgoal\tn\tlevel\tposition\tsolution\n" +
	"gravity-0001\tgravity\twin\t1\t1\t6bb/7b/8/8/8/8/8/www5 w\td1\n" +
	"kpe-0001\tkpe\tkeep\t2\t3\t3,0,0,1/0,0,2,0 S ABCD abcd 21 21\tA\n" +
	"gravity-0002\tgravity\twin\t3\t2\t6bb/7b/8/8/8/8/8/www5 w\th1 d1 g1\n"

func load(t *testing.T) []*Puzzle {
	t.Helper()
	set, err := Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestPuzzleFileRoundTrips(t *testing.T) {
	set := load(t)
	if len(set) != 3 {
		t.Fatalf("%d puzzles, want 3", len(set))
	}
	var b strings.Builder
	for _, p := range set {
		b.WriteString(p.Format() + "\n")
	}
	if want := sample[strings.IndexByte(sample, '\n')+1:]; b.String() != want {
		t.Errorf("written back:\n%s\nwant\n%s", b.String(), want)
	}
}

func TestBadPuzzleFilesAreRefusedWithTheLine(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"x\tgravity\twin\t1\t1\t8/8/8/8/8/8/8/8 w\tz9\n", "line 1"},
		{"x\tgravity\twin\t1\t1\t8/8/8/8/8/8/8/8 w\ta1\nx\tgravity\twin\t1\t1\t8/8/8/8/8/8/8/8 w\ta1\n", "line 2: puzzle x given twice"},
		{"x\tgravity\tlose\t1\t1\t8/8/8/8/8/8/8/8 w\ta1\n", "unknown goal"},
		{"x\tgravity\twin\t1\t0\t8/8/8/8/8/8/8/8 w\ta1\n", "level"},
		{"x\tgravity\twin\t1\t1\n", "fields"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", c.text, err, c.want)
		}
	}
}

func TestAttemptAcceptsTheSolutionAndRefusesOtherMoves(t *testing.T) {
	set := load(t)
	a, err := NewAttempt(set[1]) // Kpé: A keeps the value
	if err != nil {
		t.Fatal(err)
	}
	d, _ := a.Game().ParseAction("D")
	if v, _, _ := a.Try(d, nil); v != Wrong {
		t.Errorf("D: %v, want Wrong", v)
	}
	if a.Game().Plies() != 0 {
		t.Error("a wrong move changed the position")
	}
	mv, _ := a.Game().ParseAction("A")
	if v, _, _ := a.Try(mv, nil); v != Solved || !a.Done() || a.Clean() {
		t.Errorf("A after D: %v, done %v, clean %v; want solved, not clean", v, a.Done(), a.Clean())
	}
}

func TestGravityAcceptsAnEntryThatLandsLikeTheSolution(t *testing.T) {
	a, err := NewAttempt(load(t)[2]) // h1 first: g2 slides diagonally onto h1 too
	if err != nil {
		t.Fatal(err)
	}
	g2, _ := a.Game().ParseAction("g2")
	if v, _, _ := a.Try(g2, nil); v != Right {
		t.Errorf("g2 (lands on h1): %v, want Right", v)
	}
	g7, _ := a.Game().ParseAction("g7")
	if v, _, _ := a.Try(g7, nil); v != 0 {
		t.Errorf("a move while the reply is due: %v", v)
	}
}

func TestGravityAcceptsAnyMoveThatWinsAtOnce(t *testing.T) {
	a, err := NewAttempt(load(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	d3, _ := a.Game().ParseAction("d3") // slides down to d1
	if v, _, _ := a.Try(d3, nil); v != Solved || !a.Clean() {
		t.Errorf("d3: %v, clean %v; want a clean solve", v, a.Clean())
	}
}

func TestAttemptPlaysTheRepliesOfTheLine(t *testing.T) {
	a, err := NewAttempt(load(t)[2]) // h1, then Black's d1, then g1
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := a.Reply(nil); ok {
		t.Error("a reply was played on the player's move")
	}
	d2, _ := a.Game().ParseAction("h1")
	if v, _, _ := a.Try(d2, nil); v != Right {
		t.Fatalf("h1: %v, want Right", v)
	}
	if a.PlayerToMove() {
		t.Fatal("the player is to move after h1")
	}
	act, _, ok := a.Reply(nil)
	if !ok || a.Game().Plies() != 2 {
		t.Fatalf("the reply was not played (%v)", ok)
	}
	_ = act
	h, ok := a.Hint()
	if !ok || a.Game().FormatAction(h) != "g1" {
		t.Errorf("hint %v %v, want g1", a.Game().FormatAction(h), ok)
	}
	if v, _, _ := a.Try(h, nil); v != Solved || a.Clean() {
		t.Errorf("g1: %v, clean %v; want solved, not clean (a hint was spent)", v, a.Clean())
	}
}

func TestProgressRecordsStreaksAndPicksNearTheRating(t *testing.T) {
	set := load(t)
	pr := NewProgress()
	pr.Record(set[0], Clean)
	pr.Record(set[2], Clean)
	if pr.Streak != 2 || pr.Best != 2 || pr.Rating.R <= NewRating.R {
		t.Errorf("after two clean solves: %+v", pr)
	}
	pr.Record(set[1], Failed)
	if pr.Streak != 0 || pr.Best != 2 {
		t.Errorf("after a failure: streak %d best %d", pr.Streak, pr.Best)
	}
	b, err := pr.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadProgress(b)
	if err != nil || back.Rating != pr.Rating || back.Best != 2 || len(back.Done) != 3 {
		t.Errorf("read back %+v, %v", back, err)
	}
	if again, err := back.Marshal(); err != nil || string(again) != string(b) {
		t.Errorf("written again it reads\n%s\nnot\n%s", again, b)
	}
	r := rand.New(rand.NewPCG(1, 1))
	if p := pr.Next(set, "gravity", r); p != nil {
		t.Errorf("every Gravity puzzle is done, yet %s was picked", p.ID)
	}
	if p := NewProgress().Next(set, "gravity", r); p == nil || p.Game != "gravity" {
		t.Errorf("picked %v for a new player", p)
	}
}

func TestOneAttemptMovesANewRatingByAtMostMaxChange(t *testing.T) {
	bound := false
	for level := 1; level <= 6; level++ {
		p := &Puzzle{ID: "gravity-9999", Game: "gravity", Level: level}
		for _, s := range []Solve{Failed, Hinted, Clean} {
			pr := NewProgress()
			pr.Record(p, s)
			if d := pr.Rating.R - NewRating.R; math.Abs(d) > MaxChange || s == Failed && d >= 0 || s == Clean && d <= 0 {
				t.Errorf("level %d, %v: a first attempt moved the rating by %+.1f, want at most ±%d", level, s, d, MaxChange)
			}
			if raw := NewRating.Update(p.Rating(), s.score()).R - NewRating.R; math.Abs(raw) > MaxChange {
				bound = true
			}
		}
	}
	if !bound {
		t.Error("Glicko-2 alone never went past the bound: the test checks nothing")
	}
	// A real streak still climbs, and a failure after it still costs.
	p := &Puzzle{ID: "gravity-9999", Game: "gravity", Level: 4}
	pr := NewProgress()
	for range 6 {
		pr.Record(p, Clean)
	}
	if d := pr.Rating.R - NewRating.R; d < 2.5*MaxChange {
		t.Errorf("six clean solves moved the rating by %+.1f, want over %d", d, int(2.5*MaxChange))
	}
	was := pr.Rating.R
	if pr.Record(p, Failed); pr.Rating.R >= was || was-pr.Rating.R > MaxChange {
		t.Errorf("a failure after the streak: %.1f to %.1f", was, pr.Rating.R)
	}
}

func TestDailyIsTheSameOnADateAndChanges(t *testing.T) {
	var set []*Puzzle
	for i := range 30 {
		set = append(set, &Puzzle{ID: string(rune('a' + i)), Game: "gravity"})
	}
	day := time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	late := time.Date(2026, 12, 2, 23, 59, 0, 0, time.FixedZone("x", 5*3600))
	if Daily(set, "gravity", day) != Daily(set, "gravity", late) {
		t.Error("two times of one date gave two puzzles")
	}
	seen := map[string]bool{}
	for d := range 30 {
		seen[Daily(set, "gravity", day.AddDate(0, 0, d)).ID] = true
	}
	if len(seen) != 30 {
		t.Errorf("30 days gave %d puzzles, want each of the 30 once", len(seen))
	}
	if Daily(set, "kpe", day) != nil {
		t.Error("a game without puzzles has a daily one")
	}
}

func TestReadProgressRefusesWhatMarshalDoesNotWrite(t *testing.T) {
	good := "tavola-puzzles 1\nrating 1500 350 0.06\nstreak 1\nbest 2\ndone gravity-0001 solved\nend\n"
	pr, err := ReadProgress([]byte(good))
	if err != nil || pr.Streak != 1 || pr.Best != 2 || !pr.Done["gravity-0001"] || pr.Rating != (Rating{1500, 350, 0.06}) {
		t.Fatalf("the good progress read %+v, %v", pr, err)
	}
	for name, text := range map[string]string{
		"empty":              "",
		"JSON":               `{"rating":{"R":1500,"RD":350,"Sigma":0.06}}`,
		"another header":     strings.Replace(good, "tavola-puzzles 1", "tavola-puzzles 9", 1),
		"cut short":          strings.TrimSuffix(good, "end\n"),
		"no rating":          strings.Replace(good, "rating 1500 350 0.06\n", "", 1),
		"a rating twice":     strings.Replace(good, "streak 1", "rating 1500 350 0.06\nstreak 1", 1),
		"a negative RD":      strings.Replace(good, "350", "-3", 1),
		"a NaN rating":       strings.Replace(good, "1500", "NaN", 1),
		"a streak over best": strings.Replace(good, "streak 1", "streak 3", 1),
		"a negative streak":  strings.Replace(good, "streak 1", "streak -1", 1),
		"a word for a count": strings.Replace(good, "best 2", "best two", 1),
		"a puzzle twice":     strings.Replace(good, "end\n", "done gravity-0001 failed\nend\n", 1),
		"a bad verdict":      strings.Replace(good, "solved", "maybe", 1),
		"a bad id":           strings.Replace(good, "gravity-0001", "gravity 0001", 1),
		"an unknown line":    strings.Replace(good, "end\n", "colour blue\nend\n", 1),
		"a line after end":   good + "best 3\n",
	} {
		if pr, err := ReadProgress([]byte(text)); err == nil {
			t.Errorf("%s: read as %+v", name, pr)
		}
	}
}
