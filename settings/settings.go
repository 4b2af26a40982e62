// Package settings is the player's choices of the settings screen, as the
// app uses them and as they are written in the settings file (package
// storage keeps the file; the screens read and change the choices).
package settings

import (
	"errors"
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
	Coach   bool   // the Kpé coach shows what each pit is worth
	EvalBar bool   // the evaluation bar shows while a person plays
}

// Defaults are the settings of a first run.
func Defaults() Settings {
	return Settings{Speed: Normal, Sound: true, Volume: 8, Palette: "classic", Hints: true}
}

// Encode writes the settings as "key value" lines.
func (s Settings) Encode() []byte {
	return fmt.Appendf(nil, "speed %s\nsound %t\nvolume %d\npalette %s\nlang %s\nhints %t\ncoach %t\nevalbar %t\n",
		s.Speed, s.Sound, s.Volume, s.Palette, langWord(s.Lang), s.Hints, s.Coach, s.EvalBar)
}

func langWord(l string) string {
	if l == "" {
		return "auto"
	}
	return l
}

// Decode reads settings written by Encode, line by line. Keys it
// does not know (from a newer version) are skipped; a line with a bad
// value keeps that setting's default and every other line is still read.
// The error, when there is one, names each bad line (values cut to 40
// characters).
func Decode(data []byte) (Settings, error) {
	s := Defaults()
	var errs []error
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		if err := s.set(key, val); err != nil {
			errs = append(errs, fmt.Errorf("settings: line %d: %w", i+1, err))
		}
	}
	return s, errors.Join(errs...)
}

// set reads one setting; an unknown key is skipped, a bad value changes
// nothing.
func (s *Settings) set(key, val string) error {
	switch key {
	case "speed":
		for i, n := range speedNames {
			if n == val {
				s.Speed = Speed(i)
				return nil
			}
		}
		return fmt.Errorf("unknown speed %.40q", val)
	case "sound":
		return parseBool(&s.Sound, key, val)
	case "volume":
		v, err := strconv.Atoi(val)
		if err != nil || v < 0 || v > 10 {
			return fmt.Errorf("volume %.40q is not a number from 0 to 10", val)
		}
		s.Volume = v
	case "palette":
		s.Palette = val
	case "lang":
		switch val {
		case "auto":
			s.Lang = ""
		case "en", "it":
			s.Lang = val
		default:
			return fmt.Errorf("unknown language %.40q", val)
		}
	case "hints":
		return parseBool(&s.Hints, key, val)
	case "coach":
		return parseBool(&s.Coach, key, val)
	case "evalbar":
		return parseBool(&s.EvalBar, key, val)
	}
	return nil
}

func parseBool(dst *bool, key, val string) error {
	b, err := strconv.ParseBool(val)
	if err != nil {
		return fmt.Errorf("%s %.40q is neither true nor false", key, val)
	}
	*dst = b
	return nil
}

// Read is what reading the kept settings found (storage.Keeper's
// LoadSettings).
type Read struct {
	// Settings are the settings to use: the defaults where nothing, or
	// nothing good, was kept.
	Settings Settings
	// Bad names the lines that were bad (or refused by the check), whose
	// defaults are used; once the player is told, the settings are written
	// back without them.
	Bad error
	// Broken is why the settings could not be read at all: the defaults
	// are used and the file was moved aside to Where (when that failed
	// too, Where is where it still is, and Broken says why).
	Broken error
	Where  string
}
