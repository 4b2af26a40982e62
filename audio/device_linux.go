//go:build linux && !android

package audio

import (
	"os"
	"path/filepath"
)

// DeviceLikely reports whether a sound device is probably there. The sound
// library cannot be asked safely: when it fails to open the device the
// error ends the game loop. On Linux a device is assumed when the kernel
// has sound cards (/dev/snd), when ALSA is given its own configuration
// (ALSA_CONFIG_PATH, such as a null device for CI) or when a PulseAudio or
// PipeWire server is reachable.
func DeviceLikely() bool {
	if os.Getenv("ALSA_CONFIG_PATH") != "" || os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if _, err := os.Stat("/dev/snd"); err == nil {
		return true
	}
	if rt := os.Getenv("XDG_RUNTIME_DIR"); rt != "" {
		for _, s := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(rt, s)); err == nil {
				return true
			}
		}
	}
	return false
}
