package audio_test

import (
	"testing"

	"tavola/audio"
)

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
