package render

import (
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// frames repeats pointer p n times.
func frames(p Pointer, n int) []Pointer {
	out := make([]Pointer, n)
	for i := range out {
		out[i] = p
	}
	return out
}

func TestTooltipsShowOnRestingAndOnlyALongPressSwallowsItsRelease(t *testing.T) {
	hover := Pointer{X: 100, Y: 100, Present: true}
	finger := Pointer{X: 100, Y: 100, Present: true, Down: true, Touch: true}
	press, lift := finger, finger
	press.Pressed = true
	lift.Down, lift.Released = false, true
	mouseDown := Pointer{X: 100, Y: 100, Present: true, Down: true}
	mousePress, mouseUp := mouseDown, hover
	mousePress.Pressed = true
	mouseUp.Released = true
	moved := hover
	moved.X += 2 * tipSlop
	seq := func(parts ...[]Pointer) []Pointer {
		var out []Pointer
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		frames  []Pointer
		shown   bool // after the last frame
		swallow bool // the last frame
	}{
		{"a mouse hovering, not long enough", frames(hover, tipDelay-1), false, false},
		{"a mouse hovering long enough", frames(hover, tipDelay+1), true, false},
		{"a mouse moving on", seq(frames(hover, tipDelay/2), frames(moved, tipDelay/2+1)), false, false},
		{"a mouse press hides the tooltip", seq(frames(hover, tipDelay+1), []Pointer{mousePress}), false, false},
		{"a mouse held long is a click, not a long press", seq([]Pointer{mousePress}, frames(mouseDown, 2*tipDelay), []Pointer{mouseUp}), false, false},
		{"a quick tap", seq([]Pointer{press}, frames(finger, 5), []Pointer{lift}), false, false},
		{"a long press shows the tooltip", seq([]Pointer{press}, frames(finger, tipDelay+1)), true, false},
		{"the end of a long press plays nothing", seq([]Pointer{press}, frames(finger, tipDelay+1), []Pointer{lift}), true, true},
		{"its tooltip lingers", seq([]Pointer{press}, frames(finger, tipDelay+1), []Pointer{lift}, frames(Pointer{}, tipLinger-2)), true, false},
		{"then goes", seq([]Pointer{press}, frames(finger, tipDelay+1), []Pointer{lift}, frames(Pointer{}, tipLinger+1)), false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := noTipper
			swallow := false
			for _, p := range tc.frames {
				swallow = tp.track(p, 3)
			}
			if (tp.open == 3) != tc.shown || swallow != tc.swallow {
				t.Errorf("shown %d, swallowed %v; want shown %v, swallowed %v", tp.open, swallow, tc.shown, tc.swallow)
			}
		})
	}
}

// tipBox is where a tooltip over the pointer at (x, y) lies.
func tipBox(x, y int) image.Rectangle { return image.Rect(x-40, y-90, x+40, y-45) }

func TestKpePadlocksAreExplainedOnHoverAndLongPress(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	g := kpe.New()
	v := NewKpeView(pal).(*KpeView)
	v.SetBounds(image.Rect(0, 0, 900, 700))
	v.SetLabels(testLabels)
	v.SetSpeed(SpeedOff)
	v.Sync(g)
	x, y := v.LockCenter(1) // under B
	at := Pointer{X: int(x), Y: int(y), Present: true}
	run := func(ps ...Pointer) (rules.Action, bool) {
		var act rules.Action
		played := false
		for _, p := range ps {
			if a, ok := v.Input(g, p); ok {
				act, played = a, true
			}
			v.Update()
		}
		return act, played
	}
	box := tipBox(int(x), int(y))
	over := func() *image.RGBA { return pixels(drawn(v, 900, 700, bg)).SubImage(box).(*image.RGBA) }
	over() // the art, tooltips included, is made by the first Draw
	run(at)
	before := over()
	run(frames(at, tipDelay-3)...)
	if v.open != noTip || !samePixels(over(), before) {
		t.Fatal("a tooltip shows before the pointer has rested")
	}
	run(frames(at, 3)...)
	if v.open != kTipPitLock {
		t.Fatalf("hovering B's padlock shows tooltip %d, want the padlock's", v.open)
	}
	if samePixels(over(), before) {
		t.Error("nothing is drawn over the pointer while the tooltip shows")
	}
	// The padlock of North's tray, and North's tray.
	bx, by := v.lockBadge(rules.Second)
	run(frames(Pointer{X: int(bx), Y: int(by), Present: true}, tipDelay+1)...)
	if v.open != kTipLock+1 {
		t.Errorf("hovering North's padlock shows tooltip %d, want %d", v.shown, kTipLock+1)
	}
	tx, ty, tw, th := v.trayRect(rules.Second)
	run(frames(Pointer{X: int(tx + tw/2), Y: int(ty + th/2), Present: true}, tipDelay+1)...)
	if v.open != kTipTray+1 {
		t.Errorf("hovering North's tray shows tooltip %d, want %d", v.shown, kTipTray+1)
	}

	// A finger: a long press on the padlock explains it and sows nothing;
	// a tap there sows B.
	finger := at
	finger.Down, finger.Touch = true, true
	press, lift := finger, finger
	press.Pressed = true
	lift.Down, lift.Released = false, true
	run(Pointer{})
	if a, ok := run(append(append([]Pointer{press}, frames(finger, tipDelay+2)...), lift)...); ok {
		t.Errorf("a long press on B's padlock sowed %s", g.FormatAction(a))
	}
	if v.open != kTipPitLock {
		t.Error("a long press on B's padlock shows no tooltip")
	}
	if a, ok := run(append(append([]Pointer{press}, frames(finger, 4)...), lift)...); !ok || a != 1 {
		t.Errorf("a tap on B's padlock played %v %v, want B", a, ok)
	}
}

func TestKpeTraysAreCaptionedAndTheLockSaid(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		pos    string
		locked [2]bool
	}{
		{"6,6,6,6/6,6,6,6 S - - 0 0", [2]bool{true, true}},
		{"7,0,8,7/7,6,0,7 S AB abcd 0 6", [2]bool{true, false}}, // North unlocked, with seeds in its tray
	} {
		g := atPosition(t, kpe.New(), tc.pos)
		draw := func(l Labels) (*KpeView, *image.RGBA) {
			v := NewKpeView(pal).(*KpeView)
			v.SetBounds(image.Rect(0, 0, 900, 700))
			v.SetLabels(l)
			v.Sync(g)
			return v, pixels(drawn(v, 900, 700, bg))
		}
		_, bare := draw(Labels{})
		v, img := draw(testLabels)
		for pl := range 2 {
			p := rules.Player(pl)
			tx, ty, tw, th := v.trayRect(p)
			cx, _ := v.trayCount(p)
			rim := image.Rect(int(cx-0.4*v.u), int(ty-0.27*v.u), int(cx+0.4*v.u), int(ty-0.03*v.u))
			if p == rules.First {
				rim = image.Rect(int(cx-0.4*v.u), int(ty+th+0.03*v.u), int(cx+0.4*v.u), int(ty+th+0.27*v.u))
			}
			if samePixels(img.SubImage(rim).(*image.RGBA), bare.SubImage(rim).(*image.RGBA)) {
				t.Errorf("%s: player %d's tray count has no caption", tc.pos, pl)
			}
			inside := image.Rect(int(tx+0.8*v.u), int(ty+0.1*th), int(tx+tw-0.9*v.u), int(ty+0.9*th))
			said := !samePixels(img.SubImage(inside).(*image.RGBA), bare.SubImage(inside).(*image.RGBA))
			if said != tc.locked[pl] {
				t.Errorf("%s: player %d locked %v, yet the lock is said in their tray: %v", tc.pos, pl, tc.locked[pl], said)
			}
		}
	}
}

// seeThrough draws with draw over two very different fills of a w×h
// image and returns how many pixels of r differ between the two (what
// shows through), and the picture drawn over the first fill.
func seeThrough(draw func(*ebiten.Image), w, h int, r image.Rectangle) (int, *image.RGBA) {
	var over [2]*image.RGBA
	for i, bg := range []color.RGBA{{255, 0, 255, 255}, {0, 255, 0, 255}} {
		img := ebiten.NewImage(w, h)
		img.Fill(bg)
		draw(img)
		over[i] = pixels(img)
		img.Deallocate()
	}
	n := 0
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			if !near(over[0].RGBAAt(px, py), over[1].RGBAAt(px, py), 1) {
				n++
			}
		}
	}
	return n, over[0]
}

func TestTooltipPanelsHideWhatIsUnderThem(t *testing.T) {
	// The padlock's tooltip stands over the seeds of B: drawn over two
	// very different pictures, its panel is the same to the pixel, in
	// every palette (a see-through panel showed the seeds behind its
	// words).
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	for _, pal := range sprites.Palettes() {
		t.Run(pal.Name, func(t *testing.T) {
			g := kpe.New()
			v := NewKpeView(&pal).(*KpeView)
			v.SetBounds(image.Rect(0, 0, 900, 700))
			v.SetLabels(testLabels)
			v.SetSpeed(SpeedOff)
			v.Sync(g)
			drawn(v, 900, 700, pal.Background) // the art, tooltips included, is made by the first Draw
			x, y := v.LockCenter(1)
			for _, p := range frames(Pointer{X: int(x), Y: int(y), Present: true}, tipDelay+1) {
				v.Input(g, p)
				v.Update()
			}
			writePNG(t, dir, "tip-"+pal.Name+".png", pixels(drawn(v, 900, 700, pal.Background)))
			if v.open != kTipPitLock {
				t.Fatalf("hovering B's padlock shows tooltip %d, want the padlock's", v.open)
			}
			tx, ty, tw, th, _ := v.tipRect(v.texts[v.open])
			inside := image.Rect(int(tx)+1, int(ty)+1, int(tx+tw)-1, int(ty+th)-1)
			if through, _ := seeThrough(v.drawTip, 900, 700, inside); through > 0 {
				t.Errorf("%d of the tooltip's %d pixels change with what is under it", through, inside.Dx()*inside.Dy())
			}
		})
	}
}
