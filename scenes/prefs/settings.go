package prefs

import (
	"fmt"
	"strconv"
	"strings"
)

// Speed is the animation speed setting, in the order of render.Speed.
type Speed uint8

// The animation speeds.
const (
	Normal Speed = iota
	Fast
	Slow
	Off
)

var speedNames = [...]string{"normal", "fast", "slow", "off"}

// String is the word the settings file uses.
func (s Speed) String() string {
	if int(s) < len(speedNames) {
		return speedNames[s]
	}
	return "normal"
}

// Settings are the choices of the settings screen.
type Settings struct {
	Speed   Speed
	Sound   bool
	Volume  int    // 0–10
	Palette string // a sprites palette name
	Lang    string // "" follows the system; "en" or "it"
	Hints   bool   // legal-move hints shown
}

// Defaults are the settings of a first run.
func Defaults() Settings {
	return Settings{Speed: Normal, Sound: true, Volume: 8, Palette: "classic", Hints: true}
}

// Encode writes the settings as "key value" lines.
func (s Settings) Encode() []byte {
	return fmt.Appendf(nil, "speed %s\nsound %t\nvolume %d\npalette %s\nlang %s\nhints %t\n",
		s.Speed, s.Sound, s.Volume, s.Palette, langWord(s.Lang), s.Hints)
}

func langWord(l string) string {
	if l == "" {
		return "auto"
	}
	return l
}

// DecodeSettings reads settings written by Encode. Keys it does not know
// (from a newer version) are skipped; a bad value is an error, and the
// caller then keeps the defaults.
func DecodeSettings(data []byte) (Settings, error) {
	s := Defaults()
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		var err error
		switch key {
		case "speed":
			err = fmt.Errorf("unknown speed %q", val)
			for i, n := range speedNames {
				if n == val {
					s.Speed, err = Speed(i), nil
				}
			}
		case "sound":
			s.Sound, err = strconv.ParseBool(val)
		case "volume":
			s.Volume, err = strconv.Atoi(val)
			if err == nil && (s.Volume < 0 || s.Volume > 10) {
				err = fmt.Errorf("volume %d out of 0–10", s.Volume)
			}
		case "palette":
			s.Palette = val
		case "lang":
			switch val {
			case "auto":
				s.Lang = ""
			case "en", "it":
				s.Lang = val
			default:
				err = fmt.Errorf("unknown language %q", val)
			}
		case "hints":
			s.Hints, err = strconv.ParseBool(val)
		}
		if err != nil {
			return Defaults(), fmt.Errorf("prefs: settings line %d: %w", i+1, err)
		}
	}
	return s, nil
}
