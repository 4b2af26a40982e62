package scenes

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tavola/i18n"
	"tavola/platform"
	"tavola/session"
	"tavola/settings"
)

func TestTitleLeadsThroughChooseAndSetupToAGame(t *testing.T) {
	r := newRig(t, Options{})
	if _, ok := r.app.scene.(*title); !ok {
		t.Fatalf("first scene %T, want the title", r.app.scene)
	}
	r.in.key(VerbConfirm) // Play
	r.settle()
	if _, ok := r.app.scene.(*choose); !ok {
		t.Fatalf("after Play: %T, want choose", r.app.scene)
	}
	r.in.key(VerbDown) // Kpé
	r.in.key(VerbConfirm)
	r.settle()
	if _, ok := r.app.scene.(*setup); !ok {
		t.Fatalf("after choosing: %T, want setup", r.app.scene)
	}
	r.in.key(VerbConfirm) // Start has the focus
	r.settle()
	p := r.playScene()
	if p.name != "kpe" {
		t.Errorf("playing %q, want kpe", p.name)
	}
	want := [2]session.Seat{{}, {AI: true, Level: r.app.mediumLevel()}}
	if got := p.sess.Seats(); got != want {
		t.Errorf("default seats %v, want you against a medium AI %v", got, want)
	}
}

func TestSetupSeatsAndStarter(t *testing.T) {
	r := newRig(t, Options{})
	s := newSetup(r.app, "gravity")
	r.app.scene = s
	// Player 1 becomes AI level 1, player 2 steps back to Human, player 2 starts.
	r.in.key(VerbUp)
	r.in.key(VerbUp)
	r.in.key(VerbUp) // player 1
	r.in.key(VerbRight)
	r.in.key(VerbDown) // player 2
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.settle()
	r.in.key(VerbDown) // who starts
	r.in.key(VerbRight)
	r.settle()
	got := s.choice.seats()
	want := [2]session.Seat{{}, {AI: true, Level: 1}}
	if got != want {
		t.Errorf("seats by rules.Player = %v, want player 2 (human) first and player 1 (AI 1) second: %v", got, want)
	}
}

func TestEscGoesBack(t *testing.T) {
	r := newRig(t, Options{})
	r.app.scene = newSetup(r.app, "kpe")
	for _, want := range []string{"*scenes.choose", "*scenes.title"} {
		r.in.key(VerbBack)
		r.settle()
		if got := typeName(r.app.scene); got != want {
			t.Fatalf("after Esc: %s, want %s", got, want)
		}
	}
}

func typeName(v any) string { return fmt.Sprintf("%T", v) }

func TestInputReachesTheIncomingSceneDuringACrossfade(t *testing.T) {
	r := newRig(t, Options{})
	r.in.key(VerbConfirm) // Play: the crossfade to choose starts
	r.frames(1)
	if !r.app.Transitioning() {
		t.Fatal("no crossfade after choosing Play")
	}
	r.in.key(VerbDown) // Kpé, on the choose screen fading in
	r.in.key(VerbConfirm)
	r.frames(2)
	if !r.app.Transitioning() {
		t.Fatal("the crossfade ended before the keys were read: the test proves nothing")
	}
	if s, ok := r.app.scene.(*setup); !ok || s.fam != "kpe" {
		t.Fatalf("scene %s: the keys pressed during the crossfade were dropped", typeName(r.app.scene))
	}
	// A click, pressed and released while the next fade runs.
	r.settle()
	r.in.key(VerbBack)
	r.frames(1)
	c, ok := r.app.scene.(*choose)
	if !ok || !r.app.Transitioning() {
		t.Fatalf("Esc from setup: %s, fading %v", typeName(r.app.scene), r.app.Transitioning())
	}
	x, y := c.cardCenter(2)
	r.in.tap(x, y)
	r.frames(1)
	if s, ok := r.app.scene.(*setup); !ok || s.fam != c.families[2] {
		t.Errorf("a click during the crossfade: scene %s, want the setup of %s", typeName(r.app.scene), c.families[2])
	}
}

func TestACrossfadeLastsItsTimeHoweverSlowTheFrames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		frame time.Duration
	}{
		{"5 fps", 200 * time.Millisecond},
		{"60 fps", time.Second / 60},
		{"250 fps", 4 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, Options{})
			r.clock.step = tc.frame
			r.in.key(VerbConfirm)
			r.frames(1)
			began := r.clock.now
			for r.app.Transitioning() {
				if r.clock.now-began > time.Second {
					t.Fatal("the crossfade still runs after a second")
				}
				r.frames(1)
			}
			lasted := r.clock.now - began
			if want := r.app.fadeLen; lasted < want || lasted > want+tc.frame {
				t.Errorf("the crossfade lasted %v at a frame every %v, want %v (to the next frame)", lasted, tc.frame, want)
			}
		})
	}
}

func TestAClickQuickerThanAFrameCounts(t *testing.T) {
	r := newRig(t, Options{Game: "gravity"})
	r.frames(2)
	p := r.playScene()
	x, y := movePoint(t, p, "e4")
	r.in.tap(x, y)
	r.frames(1)
	if got := p.sess.Moves(); len(got) == 0 || got[0] != "e4" {
		t.Fatalf("a press and release within one frame on e4 played %v", got)
	}
	// And on a button: Menu opens the game's menu.
	b := p.buttons.Rects[len(p.buttons.Rects)-1]
	r.in.tap(int(b.X+b.W/2), int(b.Y+b.H/2))
	r.frames(1)
	if _, ok := r.app.scene.(*gameMenu); !ok {
		t.Errorf("a one-frame click on Menu: scene %s, want the game's menu", typeName(r.app.scene))
	}
}

func TestCrossfadeBlendsTheTwoScenes(t *testing.T) {
	r := newRig(t, Options{})
	r.frames(2)
	// The point is inside a title button and between two buttons of the
	// choose screen: the two scenes draw different colours there.
	before := pixel(r, testW/2, testH*62/100)
	r.in.key(VerbConfirm)
	r.frames(1 + int(r.app.fadeLen/r.clock.step)/2)
	mid := pixel(r, testW/2, testH*62/100)
	r.settle()
	after := pixel(r, testW/2, testH*62/100)
	if before == after {
		t.Skip("the sampled point looks the same in both scenes")
	}
	for c := range 3 {
		lo, hi := min(before[c], after[c]), max(before[c], after[c])
		if mid[c] < lo || mid[c] > hi {
			t.Errorf("channel %d at the crossfade's midpoint = %d, not between %d and %d", c, mid[c], before[c], after[c])
		}
	}
	if mid == before || mid == after {
		t.Errorf("midpoint %v equals an end (%v, %v): no blending", mid, before, after)
	}
}

func pixel(r *rig, x, y int) [4]byte {
	c := r.screen.At(x, y)
	cr, cg, cb, ca := c.RGBA()
	return [4]byte{byte(cr >> 8), byte(cg >> 8), byte(cb >> 8), byte(ca >> 8)}
}

func TestHelpOverlayOpensAndAnyKeyClosesIt(t *testing.T) {
	r := newRig(t, Options{})
	r.in.key(VerbHelp)
	r.frames(1)
	if !r.app.help {
		t.Fatal("? did not open the shortcuts")
	}
	r.in.key(VerbConfirm)
	r.frames(1)
	if r.app.help {
		t.Fatal("a key did not close the shortcuts")
	}
	r.frames(2)
	if _, ok := r.app.scene.(*title); !ok || r.app.Transitioning() {
		t.Errorf("the key that closed the shortcuts reached the title: %T", r.app.scene)
	}
}

func TestClickOnTheBoardPlaysAndUndoTakesBackBothMoves(t *testing.T) {
	r := newRig(t, Options{Game: "gravity"})
	r.frames(2)
	p := r.playScene()
	x, y := movePoint(t, p, "e4")
	r.in.click(x, y)
	r.settle()
	if got := p.sess.Moves(); len(got) == 0 || got[0] != "e4" {
		t.Fatalf("moves after clicking e4: %v", got)
	}
	for i := 0; len(p.sess.Moves()) < 2; i++ {
		if i > 3000 {
			t.Fatal("the AI never replied")
		}
		r.frames(1)
	}
	r.in.key(VerbUndo)
	r.settle()
	if got := p.sess.Moves(); len(got) != 0 {
		t.Errorf("moves after undo against the AI: %v, want none", got)
	}
	r.in.key(VerbRedo)
	r.settle()
	if got := p.sess.Moves(); len(got) != 2 || got[0] != "e4" {
		t.Errorf("moves after redo: %v, want e4 and the reply", got)
	}
}

func TestAutosaveBringsTheGameBack(t *testing.T) {
	r := newRig(t, Options{Game: "kpe"})
	r.frames(2)
	p := r.playScene()
	x, y := movePoint(t, p, "C")
	r.in.click(x, y)
	r.settle()
	want := slices.Clone(p.sess.Moves())
	if len(want) == 0 {
		t.Fatal("the click played nothing")
	}
	p.sess.Close()

	// A new app on the same store: the title offers to continue.
	r2 := newRig(t, Options{Keeping: keptIn(r.store, nil)})
	r2.frames(1)
	tt := r2.app.scene.(*title)
	if len(tt.saved) != 1 || len(r2.app.notices) != 0 {
		t.Fatalf("%d saved games on the title (notices %+v)", len(tt.saved), r2.app.notices)
	}
	r2.in.key(VerbConfirm) // Continue has the focus
	r2.settle()
	got := r2.playScene().sess.Moves()
	if !slices.Equal(got[:len(want)], want) {
		t.Errorf("continued moves %v, want %v first", got, want)
	}
}

func TestSettingsApplyAndAreKept(t *testing.T) {
	r := newRig(t, Options{})
	r.app.scene = newSettings(r.app)
	r.in.key(VerbLeft) // animation: normal -> fast
	r.settle()
	if r.app.set.Speed != settings.Fast || r.app.fadeLen > 120*time.Millisecond {
		t.Errorf("speed %v, crossfade %v: want fast and short", r.app.set.Speed, r.app.fadeLen)
	}
	s, err := settings.Decode(r.store["settings"])
	if err != nil || s.Speed != settings.Fast {
		t.Errorf("kept settings %+v, %v", s, err)
	}
	r.in.key(VerbDown)
	r.in.key(VerbDown)
	r.in.key(VerbDown)
	r.in.key(VerbDown) // language
	r.in.key(VerbRight)
	r.in.key(VerbRight) // system -> en -> it
	r.settle()
	if r.app.set.Lang != "it" || r.app.t(i18n.MenuPlay) != "Gioca" {
		t.Errorf("language %q, Play reads %q", r.app.set.Lang, r.app.t(i18n.MenuPlay))
	}
}

func TestScreenshotIsWrittenAfterTheFrames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shot.png")
	r := newRig(t, Options{Screenshot: path, Frames: 5, Platform: Platform{Screenshot: platform.Screenshot}})
	for i := 0; ; i++ {
		if err := r.tick(true); err != nil {
			break
		}
		if i > 20 {
			t.Fatal("the app did not stop after its screenshot")
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if s := img.Bounds().Size(); s.X != testW || s.Y != testH {
		t.Errorf("screenshot %v, want %dx%d", s, testW, testH)
	}
}
