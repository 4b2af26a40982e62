package scenes

import (
	"image"
	"strings"
	"testing"

	"tavola/i18n"
	"tavola/render"
	"tavola/ui"
)

func TestMuteKeyShowsInSettingsAtOnce(t *testing.T) {
	r := newRig(t, Options{})
	s := newSettings(r.app)
	r.app.scene = s
	r.frames(1)
	for _, want := range []i18n.Key{i18n.OffWord, i18n.On} {
		r.in.key(VerbMute)
		r.settle()
		if got := s.menu.Items[setSound].Value; got != r.app.t(want) {
			t.Errorf("after M the Sound row reads %q, want %q (sound %v)", got, r.app.t(want), r.app.set.Sound)
		}
	}
}

// region copies the pixels of r from the rig's screen.
func region(rg *rig, r ui.Rect) []byte {
	img := image.NewRGBA(rg.screen.Bounds())
	rg.screen.ReadPixels(img.Pix)
	b := r.Image().Intersect(img.Bounds())
	var out []byte
	for y := b.Min.Y; y < b.Max.Y; y++ {
		out = append(out, img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]...)
	}
	return out
}

func TestMuteShowsInAGame(t *testing.T) {
	r := newRig(t, Options{})
	p := twoPeople(t, r, "d6")
	b := p.infoBox
	corner := ui.Rect{X: b.X + b.W*2/3, Y: b.Y, W: b.W / 3, H: 8 * r.app.unit}
	on := string(region(r, corner))
	r.in.key(VerbMute)
	r.settle()
	if r.app.set.Sound {
		t.Fatal("M did not mute")
	}
	if off := string(region(r, corner)); off == on {
		t.Error("muted, the seats' corner looks as with sound: no mute indicator")
	}
	r.in.key(VerbMute)
	r.settle()
	if again := string(region(r, corner)); again != on {
		t.Error("with the sound back the indicator stays")
	}
}

func TestRulesTabBarMarksThePageShown(t *testing.T) {
	r := newRig(t, Options{})
	for page, fam := range families(r.app) {
		rs := newRules(r.app, fam)
		for i := range rs.tabs.Items {
			if got, want := rs.tabs.Emphasised(i), i == page; got != want {
				t.Errorf("rules of %s: tab %q emphasised %v, want %v", fam, rs.tabs.Items[i].Text, got, want)
			}
		}
	}
}

func TestPlayButtonsAreNotDrawnAsFocused(t *testing.T) {
	r := newRig(t, Options{})
	p := twoPeople(t, r)
	for i := range p.buttons.Items {
		if p.buttons.Emphasised(i) {
			t.Errorf("button %q is bold: the buttons beside the board have no focus", p.buttons.Items[i].Text)
		}
	}
}

func TestAWonGamesMoveListEndsWithItsLastMove(t *testing.T) {
	r := newRig(t, Options{})
	// White's fourth move makes four in a line: Black never moves again.
	p := twoPeople(t, r, "a8", "h8", "b7", "h7", "c6", "h6", "d5")
	if !p.sess.Game().Outcome().Over {
		t.Fatal("the game is not over")
	}
	last := p.moves.Pairs[len(p.moves.Pairs)-1]
	if last.Turn[1] >= 0 {
		t.Fatalf("the last row %v has Black's turn", last)
	}
	if p.moves.Awaited(last.Turn[1]) {
		t.Error("the won game's last row waits for Black (\"…\")")
	}
	live := twoPeople(t, r, "a8", "h8", "b7")
	if row := live.moves.Pairs[len(live.moves.Pairs)-1]; !live.moves.Awaited(row.Turn[1]) {
		t.Error("a live game's last row does not show Black's turn to come")
	}
}

func TestDemoFastestSpeedIsNamed(t *testing.T) {
	r := newRig(t, Options{Demo: true})
	d := r.playScene().demo
	d.faster(r.app, len(speedOrder))
	if d.speed != render.SpeedOff {
		t.Fatalf("the fastest speed is %v", d.speed)
	}
	if want := r.app.t(i18n.Speed) + ": " + r.app.t(i18n.AnimNone); d.speedText != want {
		t.Errorf("the fastest speed reads %q, want %q", d.speedText, want)
	}
}

func TestShortcutsListEveryDemoKey(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Italian} {
		var listed []string
		for line := range strings.SplitSeq(lang.T(i18n.ShortcutList), "\n") {
			keys, _, _ := strings.Cut(line, "\t")
			listed = append(listed, strings.Split(keys, ", ")...)
		}
		for hint := range strings.SplitSeq(lang.T(i18n.DemoKeys), " · ") {
			key, _, _ := strings.Cut(hint, " ")
			found := false
			for _, l := range listed {
				found = found || l == key
			}
			if !found {
				t.Errorf("%s: the demo's key %q (%q) is not in the shortcuts %q", lang.Code(), key, hint, listed)
			}
		}
	}
}

func TestSeatsPanelsFitInAnyLanguage(t *testing.T) {
	// Every seat text, AI level included, keeps within the seats' room in
	// the narrowest side panel checked.
	r := layoutRig(t, 320, 480, "it")
	p := twoPeople(t, r)
	_, seat, _ := p.info.rooms(r.app, p.infoBox)
	for _, lang := range []string{"en", "it"} {
		r.app.lang = i18n.Parse(lang)
		for _, w := range []string{"white", "black", "south", "north"} {
			s := r.app.lang.Seat(w) + " · " + strings.ReplaceAll(r.app.t(i18n.AILevel), "%d", "6")
			fitsIn(t, r.app.ui, lang+" seat", s, 3.2*r.app.unit, seat, true)
		}
	}
}
