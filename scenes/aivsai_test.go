package scenes

import (
	"testing"

	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// TestAIvsAIGameRunsToTheEndThroughTheAppLoop plays a whole game of each
// game between two AIs through the app's own Update and Draw, at the fast
// animation speed: every move is chosen in slices, animated, listed and
// saved, and the game ends with its panel.
func TestAIvsAIGameRunsToTheEndThroughTheAppLoop(t *testing.T) {
	for _, name := range []string{"gravity", "kpe"} {
		t.Run(name, func(t *testing.T) {
			set := settings.Defaults()
			set.Speed = settings.Fast
			r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
			bot := session.Seat{AI: true, Level: 1}
			p, err := newPlay(r.app, name, [2]session.Seat{bot, bot})
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = p
			g := p.sess.Game()
			ticks := 0
			for ; !g.Outcome().Over || p.view.Animating(); ticks++ {
				if ticks > 60000 {
					t.Fatalf("no end after %d ticks and %d moves", ticks, len(p.sess.Moves()))
				}
				if err := r.tick(ticks%30 == 0); err != nil {
					t.Fatal(err)
				}
			}
			r.frames(2)
			if len(p.sess.Moves()) != g.Plies() || g.Plies() == 0 {
				t.Errorf("move list has %d entries for %d plies", len(p.sess.Moves()), g.Plies())
			}
			if p.over.head == "" || p.over.why == "" {
				t.Errorf("no end-of-game text: %q / %q", p.over.head, p.over.why)
			}
			if a, ok := r.store[session.Key(name)]; ok {
				t.Errorf("a finished game is still saved: %q", a)
			}
			t.Logf("%s: %d moves in %d ticks, %s (%s)", name, g.Plies(), ticks, p.over.head, p.over.why)
		})
	}
}
