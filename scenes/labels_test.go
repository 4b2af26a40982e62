package scenes

import (
	"testing"

	"tavola/render"
	"tavola/settings"
	"tavola/storage"
)

func TestBoardWordsAreInTheLanguageWithThePlayersNames(t *testing.T) {
	for _, tc := range []struct {
		lang, game string
		check      func(render.Labels) (got, want string)
	}{
		{"en", "kpe", func(l render.Labels) (string, string) { return l.TrayTip[1], "Seeds captured by North" }},
		{"it", "kpe", func(l render.Labels) (string, string) { return l.TrayTip[0], "Semi catturati da Sud" }},
		{"en", "gipf-standard", func(l render.Labels) (string, string) {
			return l.CapturedTip[0], "White's captures: pieces of Black taken off the board"
		}},
		{"it", "gipf-tournament", func(l render.Labels) (string, string) { return l.Reserve, "riserva" }},
	} {
		set := settings.Defaults()
		set.Lang = tc.lang
		r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
		if got, want := tc.check(boardLabels(r.app, tc.game)); got != want {
			t.Errorf("%s, %s: %q, want %q", tc.lang, tc.game, got, want)
		}
	}
}
