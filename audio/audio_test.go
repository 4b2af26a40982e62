package audio_test

import (
	"math"
	"slices"
	"testing"

	"tavola/audio"
)

func TestEffectsAreShortStereoSoundsWithinRange(t *testing.T) {
	for e := audio.Place; e <= audio.Click; e++ {
		s := audio.Synth(e)
		if len(s) == 0 || len(s)%2 != 0 {
			t.Fatalf("effect %d: %d samples, want a non-empty stereo buffer", e, len(s))
		}
		if secs := float64(len(s)/2) / audio.SampleRate; secs > 1 {
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
		if last := s[len(s)-2:]; math.Abs(float64(last[0])) > 0.05 {
			t.Errorf("effect %d ends at %.3f: it would click", e, last[0])
		}
	}
}

func TestEffectsAreTheSameEveryRun(t *testing.T) {
	if !slices.Equal(audio.Synth(audio.Capture), audio.Synth(audio.Capture)) {
		t.Error("two syntheses of the capture differ")
	}
	if slices.Equal(audio.Synth(audio.Place), audio.Synth(audio.Seed)) {
		t.Error("placement and seed drop sound the same")
	}
}

func TestSoundsStaySilentUntilUnlockedAndWhenDisabled(t *testing.T) {
	s := audio.New(true)
	s.Play(audio.Win) // before Unlock: nothing, and no device
	s.Unlock()        // disabled: still no device
	if s.Unlocked() {
		t.Error("a disabled Sounds opened the sound device")
	}
	s.SetVolume(1.7)
	if s.Volume() != 1 {
		t.Errorf("volume %v, want it clamped to 1", s.Volume())
	}
	s.SetMuted(true)
	if !s.Muted() {
		t.Error("not muted")
	}
}

func TestDeviceLikelyFollowsALSAConfiguration(t *testing.T) {
	t.Setenv("ALSA_CONFIG_PATH", "/usr/share/alsa/alsa.conf:/dev/null")
	if !audio.DeviceLikely() {
		t.Error("an ALSA configuration of our own (the CI null device) was not taken as a device")
	}
}
