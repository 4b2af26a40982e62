package prefs_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/scenes/prefs"
)

func TestSettingsRoundTripThroughText(t *testing.T) {
	s := prefs.Settings{Speed: prefs.Slow, Sound: false, Volume: 3, Palette: "contrast", Lang: "it", Hints: false}
	got, err := prefs.DecodeSettings(s.Encode())
	if err != nil || got != s {
		t.Fatalf("DecodeSettings(Encode(%+v)) = %+v, %v", s, got, err)
	}
}

func TestBadSettingsFallBackToDefaults(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"speed", "speed warp\n", "speed"},
		{"volume", "volume 11\n", "volume"},
		{"volume word", "volume loud\n", "line 1"},
		{"language", "sound true\nlang fr\n", "line 2"},
		{"hints", "hints maybe\n", "line 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := prefs.DecodeSettings([]byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one mentioning %q", err, tc.want)
			}
			if got != prefs.Defaults() {
				t.Errorf("settings = %+v, want the defaults", got)
			}
		})
	}
}

func TestUnknownSettingsKeysAreSkipped(t *testing.T) {
	got, err := prefs.DecodeSettings([]byte("future 1\nspeed fast\n"))
	if err != nil || got.Speed != prefs.Fast {
		t.Errorf("got %+v, %v", got, err)
	}
}

func TestStoresKeepTexts(t *testing.T) {
	dir := t.TempDir()
	stores := map[string]prefs.Store{"dir": prefs.Dir(filepath.Join(dir, "sub")), "memory": prefs.Memory{}}
	for name, s := range stores {
		t.Run(name, func(t *testing.T) {
			if _, err := s.Load("autosave"); !errors.Is(err, prefs.ErrNotFound) {
				t.Errorf("Load of a missing key: %v, want ErrNotFound", err)
			}
			if err := s.Save("autosave", []byte("one")); err != nil {
				t.Fatal(err)
			}
			if err := s.Save("autosave", []byte("two")); err != nil {
				t.Fatal(err)
			}
			if b, err := s.Load("autosave"); err != nil || string(b) != "two" {
				t.Errorf("Load = %q, %v; want two", b, err)
			}
		})
	}
}

func TestDirReportsAnUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "settings.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := prefs.Dir(dir).Load("settings"); err == nil || errors.Is(err, prefs.ErrNotFound) {
		t.Errorf("Load of a directory = %v, want a read error", err)
	}
}
