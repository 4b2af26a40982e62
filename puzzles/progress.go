package puzzles

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"time"
)

// Progress is a player's record with the puzzles, kept by the app between
// sessions: the rating, the streak of clean solves, and the puzzles done.
type Progress struct {
	Rating Rating          `json:"rating"`
	Streak int             `json:"streak"`
	Best   int             `json:"best"` // the longest streak
	Done   map[string]bool `json:"done"` // by puzzle id: true solved clean, false failed
}

// NewProgress is a new player's.
func NewProgress() *Progress { return &Progress{Rating: NewRating, Done: map[string]bool{}} }

// Record counts an attempt at p: the rating moves against the puzzle's,
// a clean solve lengthens the streak and anything else ends it.
func (pr *Progress) Record(p *Puzzle, clean bool) {
	score := 0.0
	if clean {
		score = 1
		pr.Streak++
		pr.Best = max(pr.Best, pr.Streak)
	} else {
		pr.Streak = 0
	}
	pr.Rating = pr.Rating.Update(p.Rating(), score)
	if pr.Done == nil {
		pr.Done = map[string]bool{}
	}
	pr.Done[p.ID] = clean
}

// Marshal writes the progress as JSON.
func (pr *Progress) Marshal() ([]byte, error) { return json.Marshal(pr) }

// ReadProgress reads what Marshal wrote; anything else is refused and
// changes nothing.
func ReadProgress(b []byte) (*Progress, error) {
	pr := NewProgress()
	if err := json.Unmarshal(b, pr); err != nil {
		return nil, fmt.Errorf("puzzles: progress: %w", err)
	}
	r := pr.Rating
	if math.IsNaN(r.R) || r.RD < minRD || r.RD > maxRD || r.Sigma <= 0 || r.Sigma > 1 || pr.Streak < 0 || pr.Best < pr.Streak {
		return nil, fmt.Errorf("puzzles: progress: rating %+v, streak %d, best %d: out of range", r, pr.Streak, pr.Best)
	}
	if pr.Done == nil {
		pr.Done = map[string]bool{}
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
