package settings_test

import (
	"strings"
	"testing"

	"tavola/settings"
)

func TestSettingsRoundTripThroughText(t *testing.T) {
	s := settings.Settings{Speed: settings.Slow, Sound: false, Volume: 3, Palette: "contrast", Lang: "it", Hints: false, EvalBar: true}
	got, err := settings.Decode(s.Encode())
	if err != nil || got != s {
		t.Fatalf("Decode(Encode(%+v)) = %+v, %v", s, got, err)
	}
}

func TestABadSettingsLineKeepsTheOthers(t *testing.T) {
	tests := []struct {
		name, data, want string
		check            func(settings.Settings) bool
	}{
		{"speed", "speed warp\npalette contrast\nvolume 3\n", "line 1",
			func(s settings.Settings) bool {
				return s.Palette == "contrast" && s.Volume == 3 && s.Speed == settings.Normal
			}},
		{"volume", "speed fast\nvolume 11\n", "line 2",
			func(s settings.Settings) bool { return s.Speed == settings.Fast && s.Volume == 8 }},
		{"volume word", "volume loud\nhints false\n", "line 1",
			func(s settings.Settings) bool { return s.Volume == 8 && !s.Hints }},
		{"language", "sound false\nlang fr\n", "line 2",
			func(s settings.Settings) bool { return !s.Sound && s.Lang == "" }},
		{"hints", "hints maybe\nlang it\n", "line 1",
			func(s settings.Settings) bool { return s.Hints && s.Lang == "it" }},
		{"two bad lines", "speed warp\nlang it\nsound loud\n", "line 3",
			func(s settings.Settings) bool { return s.Lang == "it" && s.Sound && s.Speed == settings.Normal }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := settings.Decode([]byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one mentioning %q", err, tc.want)
			}
			if !tc.check(got) {
				t.Errorf("settings = %+v: the good lines of %q were not all kept", got, tc.data)
			}
		})
	}
}

func TestABadSettingsValueIsQuotedShort(t *testing.T) {
	_, err := settings.Decode([]byte("speed " + strings.Repeat("w", 5000) + "\n"))
	if err == nil || len(err.Error()) > 120 {
		t.Errorf("error of %d bytes, want a short one: %.200v", len(err.Error()), err)
	}
}

func TestUnknownSettingsKeysAreSkipped(t *testing.T) {
	got, err := settings.Decode([]byte("future 1\nspeed fast\n"))
	if err != nil || got.Speed != settings.Fast {
		t.Errorf("got %+v, %v", got, err)
	}
}
