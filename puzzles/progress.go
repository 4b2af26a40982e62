package puzzles

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Progress is a player's record with the puzzles, kept by the app between
// sessions: the rating, the streak of clean solves, and the puzzles done.
type Progress struct {
	Rating Rating
	Streak int
	Best   int             // the longest streak
	Done   map[string]bool // by puzzle id: true solved clean, false failed or solved with a hint
}

// NewProgress is a new player's.
func NewProgress() *Progress { return &Progress{Rating: NewRating, Done: map[string]bool{}} }

// Solve is how an attempt at a puzzle ended, as the progress counts it.
type Solve uint8

// The ends of an attempt.
const (
	// Failed: a wrong move, or the solution asked for.
	Failed Solve = iota
	// Hinted: solved after a hint, with no wrong move: half a win for the
	// rating (Glicko-2's 0.5), and the streak neither grows nor ends.
	Hinted
	// Clean: solved without a wrong move or a hint.
	Clean
)

// score is the attempt's result for Glicko-2.
func (s Solve) score() float64 {
	switch s {
	case Clean:
		return 1
	case Hinted:
		return 0.5
	}
	return 0
}

// MaxChange bounds what one attempt moves the player's rating by, up or
// down. Glicko-2 starts very unsure (NewRating's deviation, 350), so a new
// player's first failure would cost some 175 to 380 points by the puzzle's
// rating, and a first solve gain as much; puzzle sites bound the change
// while a rating is provisional. The deviation still shrinks as Glicko-2
// says, so the bound binds only for a new player's first few attempts: a
// streak of solves still climbs fast.
const MaxChange = 100

// Record counts an attempt at p: the rating moves against the puzzle's,
// by no more than MaxChange, a clean solve lengthens the streak, a solve
// with a hint leaves it as it was, and a failure ends it.
func (pr *Progress) Record(p *Puzzle, s Solve) {
	switch s {
	case Clean:
		pr.Streak++
		pr.Best = max(pr.Best, pr.Streak)
	case Failed:
		pr.Streak = 0
	}
	was := pr.Rating.R
	pr.Rating = pr.Rating.Update(p.Rating(), s.score())
	pr.Rating.R = min(max(pr.Rating.R, was-MaxChange), was+MaxChange)
	if pr.Done == nil {
		pr.Done = map[string]bool{}
	}
	pr.Done[p.ID] = s == Clean
}

// progressHeader is the first line of the progress's text; the number
// changes when the format does.
const progressHeader = "tavola-puzzles 1"

// maxProgressBytes bounds the progress's text (each shipped puzzle done
// takes a line of some 25 bytes).
const maxProgressBytes = 1 << 20

// Marshal writes the progress as UTF-8 text of lines, a key, one space
// and its values: the header, then the rating (R, RD and Sigma), the
// streak, the best streak, a line for each puzzle done (its id, solved or
// failed; ids in order), and an end line, so that a progress cut short is
// known as such:
//
//	tavola-puzzles 1
//	rating 1562.3 211.8 0.06
//	streak 2
//	best 3
//	done gravity-0007 solved
//	done kpe-0120 failed
//	end
//
// (A text of its own rather than JSON: encoding/json would add 170 KB to
// the browser's page.)
func (pr *Progress) Marshal() ([]byte, error) {
	var b strings.Builder
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	fmt.Fprintf(&b, "%s\nrating %s %s %s\nstreak %d\nbest %d\n", progressHeader,
		f(pr.Rating.R), f(pr.Rating.RD), f(pr.Rating.Sigma), pr.Streak, pr.Best)
	ids := make([]string, 0, len(pr.Done))
	for id := range pr.Done {
		if !validID(id) {
			return nil, fmt.Errorf("puzzles: progress: puzzle id %q", id)
		}
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		v := "failed"
		if pr.Done[id] {
			v = "solved"
		}
		fmt.Fprintf(&b, "done %s %s\n", id, v)
	}
	b.WriteString("end\n")
	return []byte(b.String()), nil
}

// validID reports whether id can stand in a done line: 1 to 64 bytes of
// letters, digits and dashes.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// ReadProgress reads what Marshal wrote; anything else is refused, naming
// the line, and changes nothing.
func ReadProgress(b []byte) (*Progress, error) {
	if len(b) > maxProgressBytes {
		return nil, fmt.Errorf("puzzles: progress: %d bytes, over %d", len(b), maxProgressBytes)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if lines[0] != progressHeader {
		return nil, fmt.Errorf("puzzles: progress: line 1 is %.40q, want %q", lines[0], progressHeader)
	}
	if len(lines) < 5 || lines[len(lines)-1] != "end" {
		return nil, fmt.Errorf("puzzles: progress: cut short (no end line)")
	}
	pr := NewProgress()
	seen := map[string]bool{}
	for i, line := range lines[1 : len(lines)-1] {
		bad := func(why string) error {
			return fmt.Errorf("puzzles: progress: line %d (%.40q): %s", i+2, line, why)
		}
		f := strings.Split(line, " ")
		key := f[0]
		if key != "done" && seen[key] {
			return nil, bad("given twice")
		}
		seen[key] = true
		switch {
		case key == "rating" && len(f) == 4:
			var v [3]float64
			for k, s := range f[1:] {
				x, err := strconv.ParseFloat(s, 64)
				if err != nil {
					return nil, bad("not a number")
				}
				v[k] = x
			}
			pr.Rating = Rating{R: v[0], RD: v[1], Sigma: v[2]}
		case (key == "streak" || key == "best") && len(f) == 2:
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 0 {
				return nil, bad("not a count")
			}
			if key == "streak" {
				pr.Streak = n
			} else {
				pr.Best = n
			}
		case key == "done" && len(f) == 3 && validID(f[1]) && (f[2] == "solved" || f[2] == "failed"):
			if _, twice := pr.Done[f[1]]; twice {
				return nil, bad("the puzzle is given twice")
			}
			pr.Done[f[1]] = f[2] == "solved"
		default:
			return nil, bad("not a line of the progress")
		}
	}
	if !seen["rating"] || !seen["streak"] || !seen["best"] {
		return nil, fmt.Errorf("puzzles: progress: the rating, the streak and the best streak are each needed")
	}
	r := pr.Rating
	if math.IsNaN(r.R) || math.IsInf(r.R, 0) || r.RD < minRD || r.RD > maxRD || r.Sigma <= 0 || r.Sigma > 1 || pr.Best < pr.Streak {
		return nil, fmt.Errorf("puzzles: progress: rating %+v, streak %d, best %d: out of range", r, pr.Streak, pr.Best)
	}
	return pr, nil
}

// Next picks the player's next puzzle of game among set: one not done
// yet whose rating is nearest the player's, drawn by r among the few
// nearest so that two sessions differ. It returns nil when every puzzle
// of the game is done.
func (pr *Progress) Next(set []*Puzzle, game string, r *rand.Rand) *Puzzle {
	const few = 5
	var near []*Puzzle
	for _, p := range set {
		if p.Game != game || pr.Done[p.ID] {
			continue
		}
		near = append(near, p)
	}
	if len(near) == 0 {
		return nil
	}
	dist := func(p *Puzzle) float64 { return math.Abs(p.Rating().R - pr.Rating.R) }
	// A partial selection: the few nearest, in the set's order for ties.
	for i := 0; i < min(few, len(near)); i++ {
		k := i
		for j := i + 1; j < len(near); j++ {
			if dist(near[j]) < dist(near[k]) {
				k = j
			}
		}
		near[i], near[k] = near[k], near[i]
	}
	return near[r.IntN(min(few, len(near)))]
}

// Daily is the puzzle of the day of game: the same for everyone on a
// date (the date's calendar day, wherever the player is), a different one
// each day until the set comes round again.
func Daily(set []*Puzzle, game string, day time.Time) *Puzzle {
	var of []*Puzzle
	for _, p := range set {
		if p.Game == game {
			of = append(of, p)
		}
	}
	if len(of) == 0 {
		return nil
	}
	y, m, d := day.Date()
	n := uint64(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
	// The days walk a fixed shuffle of the set, so that neighbouring days
	// do not get neighbouring puzzles.
	perm := rand.New(rand.NewPCG(0x7a601a, uint64(len(of)))).Perm(len(of))
	return of[perm[n%uint64(len(of))]]
}
