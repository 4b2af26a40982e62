package scenes

import (
	"testing"

	"tavola/audio"
	"tavola/rules"
)

func TestSowingSoundsOneClickPerSeedInStepWithTheDrops(t *testing.T) {
	sowing := []rules.Event{
		{Kind: rules.PickedUp, From: 0, Count: 3},
		{Kind: rules.Sown, To: 1, Count: 7}, {Kind: rules.Sown, To: 2, Count: 7}, {Kind: rules.Sown, To: 3, Count: 7},
		{Kind: rules.Captured, Player: rules.First, From: 4, Count: 2},
	}
	tests := []struct {
		name  string
		ticks int
		want  []audio.Effect
	}{
		{"animated", 15, []audio.Effect{audio.Seed, audio.Seed, audio.Seed, audio.Capture}},
		{"no animation", 0, []audio.Effect{audio.Seed, audio.Capture}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := &play{}
			p.cues.schedule(sowing, tc.ticks)
			if len(p.cues.list) != len(tc.want) {
				t.Fatalf("cues %v, want %v", p.cues.list, tc.want)
			}
			for i, c := range p.cues.list {
				if c.effect != tc.want[i] {
					t.Errorf("cue %d = %v, want %v", i, c.effect, tc.want[i])
				}
				if i > 0 && tc.ticks > 0 && c.at <= p.cues.list[i-1].at {
					t.Errorf("cue %d at tick %d, not after the one before (%d)", i, c.at, p.cues.list[i-1].at)
				}
				if tc.ticks == 0 && c.at != 0 {
					t.Errorf("cue %d at tick %d with no animation, want 0", i, c.at)
				}
			}
		})
	}
}

func TestGravityMoveSoundsPlacementThenSlide(t *testing.T) {
	p := &play{}
	p.cues.schedule([]rules.Event{
		{Kind: rules.Placed, To: 36}, {Kind: rules.Moved, From: 36, To: 63}, {Kind: rules.GameOver, Player: rules.First},
	}, 15)
	want := []audio.Effect{audio.Place, audio.Slide, audio.Win}
	if len(p.cues.list) != 3 {
		t.Fatalf("cues %v, want %v", p.cues.list, want)
	}
	for i, c := range p.cues.list {
		if c.effect != want[i] || (i > 0 && c.at <= p.cues.list[i-1].at) {
			t.Errorf("cues %v, want %v in that order", p.cues.list, want)
		}
	}
}
