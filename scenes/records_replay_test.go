package scenes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"tavola/rules/catalog"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage"
	"tavola/storage/shelf"
)

// TestGamesPlayedInTheAppOpenBackToTheSamePositions plays two games of
// every kind in the app, one to its end and one left in progress (random
// legal actions, a GIPF removal an action of its own, and in each a review
// that plays on from an earlier move and keeps the old moves as a
// variation), saves each with Ctrl+S, then reads
// the saved file back (every position on the way, the result) and opens it
// in another app started on the same folder, from its Saved games.
func TestGamesPlayedInTheAppOpenBackToTheSamePositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2026))
	for _, name := range catalog.Names() {
		for game := range 2 {
			sh := shelf.InMemory(storage.Memory{})
			r := newRig(t, Options{Keeping: keptIn(nil, sh)})
			p := startTwoPeople(t, r, name)
			// The game after each action of the main line, by its hash: a
			// GIPF game waiting for a removal has no position string.
			var positions []uint64
			branchAt := 6 + rng.IntN(10)
			plies := []int{400, 20}[game] // to its end, or in progress
			for ply := 0; ply < plies && !p.sess.Game().Outcome().Over; ply++ {
				if ply == branchAt {
					for range 3 {
						r.in.key(VerbLeft)
					}
					r.in.key(VerbConfirm) // Play from here
					r.in.key(VerbConfirm) // keep the moves after as a variation
					r.settle()
					if len(p.sess.Played()) != len(positions)-3 {
						t.Fatalf("%s: Play from here left %d actions of %d", name, len(p.sess.Played()), len(positions))
					}
					positions = positions[:len(positions)-3]
				}
				g := p.sess.Game()
				acts := g.Actions(nil)
				if err := p.apply(r.app, acts[rng.IntN(len(acts))]); err != nil {
					t.Fatal(err)
				}
				positions = append(positions, p.sess.Game().Hash())
			}
			r.settle()
			end := p.sess.Game()
			r.in.key(VerbSave)
			r.settle()

			names, err := sh.Names()
			if err != nil || len(names) != 1 {
				t.Fatalf("%s: the shelf holds %q (%v)", name, names, err)
			}
			text, _ := sh.Load(names[0])
			rec, err := record.Parse(string(text))
			if err != nil {
				t.Fatalf("%s game %d: the saved game does not read back: %v\n%s", name, game, err, text)
			}
			if !hasVariation(rec.Main) {
				t.Errorf("%s game %d: the moves played on from the review are not a variation:\n%s", name, game, text)
			}
			for k := range positions {
				g, _, err := rec.Replay(k + 1)
				if err != nil {
					t.Fatalf("%s game %d: replay to action %d: %v", name, game, k+1, err)
				}
				if g.Hash() != positions[k] {
					t.Fatalf("%s game %d: after action %d the record and the app stand apart\n%s", name, game, k+1, text)
				}
			}
			// The reader checked the result's tags against where the moves
			// end; they must be there.
			want := `[Result "*"]`
			if o := end.Outcome(); o.Over {
				want = fmt.Sprintf("[Reason %q]", o.Reason.String())
			}
			if !strings.Contains(string(text), want) {
				t.Errorf("%s game %d: the saved game lacks %s:\n%s", name, game, want, text)
			}
			t.Logf("%s game %d: %d actions, over %v", name, game, len(positions), end.Outcome().Over)

			// Another app on the same folder opens it from Saved games.
			r2 := newRig(t, Options{Keeping: keptIn(nil, sh)})
			r2.app.scene = newLibrary(r2.app, nil)
			r2.settle()
			r2.in.key(VerbConfirm)
			r2.settle()
			op := r2.playScene()
			if !slices.Equal(op.sess.Moves(), p.sess.Moves()) {
				t.Errorf("%s game %d: opened with moves %v, want %v", name, game, op.sess.Moves(), p.sess.Moves())
			}
			if op.sess.Game().Hash() != end.Hash() {
				t.Errorf("%s game %d: opened at another position than the game saved", name, game)
			}
			if got, want := op.sess.Game().Outcome(), end.Outcome(); got != want {
				t.Errorf("%s game %d: opened with the outcome %+v, want %+v", name, game, got, want)
			}
			again, err := record.Format(op.sess.Record())
			if err != nil || again != string(text) {
				t.Errorf("%s game %d: the opened game's record is\n%s\n(%v), saved\n%s", name, game, again, err, text)
			}
		}
	}
}

// startTwoPeople shows a new game of name between two people.
func startTwoPeople(t *testing.T, r *rig, name string) *play {
	t.Helper()
	g, err := r.app.deps.NewGame(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayFrom(r.app, s)
	r.app.scene = p
	return p
}

// hasVariation reports whether a move of l has a variation.
func hasVariation(l record.Line) bool {
	return slices.ContainsFunc(l.Moves, func(m record.Move) bool { return len(m.Variations) > 0 })
}
