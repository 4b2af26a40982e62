package audio

import (
	"math"
	"slices"
	"testing"
)

// The effects' tests are in the package so that they loop over every
// effect up to effectCount: an effect added later is checked with the
// others, and one added without a recipe fails for its empty sound.

func TestEveryEffectIsAShortStereoSoundWithinRange(t *testing.T) {
	for e := range effectCount {
		s := Synth(e)
		if len(s) == 0 || len(s)%2 != 0 {
			t.Errorf("effect %d: %d samples, want a non-empty stereo buffer", e, len(s))
			continue
		}
		if secs := float64(len(s)/2) / SampleRate; secs > 1 {
			t.Errorf("effect %d lasts %.2f s, want under a second", e, secs)
		}
		var peak float64
		for i, x := range s {
			if math.IsNaN(float64(x)) || x < -1 || x > 1 {
				t.Fatalf("effect %d: sample %d = %v, out of [-1, 1]", e, i, x)
			}
			peak = max(peak, math.Abs(float64(x)))
		}
		if peak < 0.05 {
			t.Errorf("effect %d: peak %.3f, inaudible", e, peak)
		}
		if l, r := s[len(s)-2], s[len(s)-1]; math.Abs(float64(l)) > 0.05 || math.Abs(float64(r)) > 0.05 {
			t.Errorf("effect %d ends at %.3f, %.3f: it would click", e, l, r)
		}
	}
}

func TestEveryEffectIsTheSameEveryRunAndUnlikeTheOthers(t *testing.T) {
	var sounds [effectCount][]float32
	for e := range effectCount {
		sounds[e] = Synth(e)
		if !slices.Equal(sounds[e], Synth(e)) {
			t.Errorf("two syntheses of effect %d differ", e)
		}
		for o := range e {
			if slices.Equal(sounds[e], sounds[o]) {
				t.Errorf("effects %d and %d sound the same", o, e)
			}
		}
	}
}

func TestEveryEffectIsEncodedForThePlayer(t *testing.T) {
	s := New(true)
	for e := range effectCount {
		b, want := s.pcm[e], Synth(e)
		if len(b) != 4*len(want) || len(want) == 0 {
			t.Errorf("effect %d: %d bytes of PCM for %d samples, want 4 a sample", e, len(b), len(want))
			continue
		}
		// Little-endian float32, as NewPlayerF32FromBytes reads it.
		first := math.Float32frombits(uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24)
		if first != want[0] {
			t.Errorf("effect %d: first sample encoded as %v, want %v", e, first, want[0])
		}
	}
}
