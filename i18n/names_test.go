package i18n_test

import (
	"testing"

	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/catalog"
)

func TestEveryGameHasATitleInBothLanguages(t *testing.T) {
	want := map[string][2]string{
		"gravity": {"Gravity", "Gravity"}, "kpe": {"Kpé", "Kpé"},
		"gipf-basic": {"GIPF " + i18n.English.T(i18n.VariantBasic), "GIPF " + i18n.Italian.T(i18n.VariantBasic)},
	}
	for _, name := range catalog.Names() {
		for i, l := range []i18n.Lang{i18n.English, i18n.Italian} {
			got := l.GameTitle(name)
			if got == name || got == "" {
				t.Errorf("%s in %s: title %q", name, l.Code(), got)
			}
			if w, ok := want[name]; ok && got != w[i] {
				t.Errorf("%s in %s: title %q, want %q", name, l.Code(), got, w[i])
			}
		}
	}
	if got := i18n.English.GameTitle("chess"); got != "chess" {
		t.Errorf("an unknown game's title %q, want its name", got)
	}
}

func TestEverySeatAndReasonHasItsWords(t *testing.T) {
	for _, name := range catalog.Names() {
		g, _ := catalog.New(name)
		for _, p := range []rules.Player{0, 1} {
			seat := g.PlayerName(p)
			if en, it := i18n.English.Seat(seat), i18n.Italian.Seat(seat); en == seat && it == seat {
				t.Errorf("%s: the seat %q has no words", name, seat)
			}
		}
	}
	for _, r := range []rules.Reason{rules.Four, rules.Full, rules.NoMoves, rules.Loop, rules.NoPieces, rules.NoGIPF, rules.Repetition} {
		if en := i18n.English.Reason(r); en == r.String() || en == "" {
			t.Errorf("reason %v: %q", r, en)
		}
	}
}

func TestTurnsSayHowFarAGameHasGone(t *testing.T) {
	for n, want := range map[int]string{0: i18n.English.T(i18n.NotStarted), 1: "1 move", 12: "12 moves"} {
		if got := i18n.English.Turns(n); got != want {
			t.Errorf("Turns(%d) = %q, want %q", n, got, want)
		}
	}
}
