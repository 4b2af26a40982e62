package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/render"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
	"tavola/ui"
	"tavola/ui/paint"
)

// layoutSizes are the screens every layout is checked at: landscape,
// portrait (a tablet, a phone), square and small.
var layoutSizes = []struct {
	name string
	w, h int
}{
	{"1280x800", 1280, 800},
	{"560x780", 560, 780},
	{"900x1200", 900, 1200},
	{"390x844", 390, 844},
	{"800x800", 800, 800},
	{"640x400", 640, 400},
	{"320x480", 320, 480},
}

// boxes is a named set of rectangles a layout test checks.
type boxes struct {
	t     *testing.T
	names []string
	rects []ui.Rect
}

func (b *boxes) add(name string, r ui.Rect) {
	b.names, b.rects = append(b.names, name), append(b.rects, r)
}

// within fails for every box not inside outer.
func (b *boxes) within(outer ui.Rect, outerName string) {
	b.t.Helper()
	for i, r := range b.rects {
		if r.W <= 0 || r.H <= 0 {
			b.t.Errorf("%s %v is empty", b.names[i], r)
		}
		if !r.Inside(outer) {
			b.t.Errorf("%s %v overflows %s %v", b.names[i], r, outerName, outer)
		}
	}
}

// apart fails for every two boxes that overlap.
func (b *boxes) apart() {
	b.t.Helper()
	for i := range b.rects {
		for j := i + 1; j < len(b.rects); j++ {
			if b.rects[i].Overlaps(b.rects[j]) {
				b.t.Errorf("%s %v overlaps %s %v", b.names[i], b.rects[i], b.names[j], b.rects[j])
			}
		}
	}
}

// fitsIn fails when s at size is cut in width w.
func fitsIn(t *testing.T, u *paint.Painter, what, s string, size, w float64, bold bool) {
	t.Helper()
	if !u.Fits(s, size, w, bold) {
		t.Errorf("%s %q (%.0f px wide at %.0f px) is cut in %.0f px", what, s, u.TextWidth(s, size, bold), size, w)
	}
}

// layoutRig is an app at a screen size in language lang; TAVOLA_LAYOUT_SHOTS
// names a directory to save what each case drew (to look at them).
func layoutRig(t *testing.T, w, h int, lang string) *rig {
	t.Helper()
	set := settings.Defaults()
	set.Lang, set.Palette = lang, "classic"
	r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
	r.app.SetSize(w, h)
	r.screen = ebiten.NewImage(w, h)
	return r
}

// shoot saves the rig's screen when TAVOLA_LAYOUT_SHOTS is set.
func shoot(t *testing.T, r *rig, name string) {
	dir := os.Getenv("TAVOLA_LAYOUT_SHOTS")
	if dir == "" {
		return
	}
	b := r.screen.Bounds()
	img := image.NewRGBA(b)
	r.screen.ReadPixels(img.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// playLayouts are the play scenes checked at every size.
var playLayouts = []struct {
	name  string
	game  string
	pos   string // the start, when not the game's
	moves []string
	plies int // then this many more, the listed actions taken in a fixed stride
	seats [2]session.Seat
	back  int // steps of review (←)
	lang  string
}{
	{name: "gravity", game: "gravity", plies: 27, seats: [2]session.Seat{{}, {AI: true, Level: 3}}},
	{name: "gravity-review-it", game: "gravity", moves: []string{"d6", "c4", "e5", "h1", "e4"}, back: 2, lang: "it"},
	{name: "gravity-review", game: "gravity", moves: []string{"d6", "c4", "e5", "h1", "e4"}, back: 2},
	{name: "kpe", game: "kpe", moves: []string{"A", "a", "D", "d", "B"}, seats: [2]session.Seat{{AI: true, Level: 6}, {}}},
	{name: "gipf", game: "gipf-basic", lang: "it", pos: "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -",
		moves: []string{"e1-e5", "xc3,d4,e5,f5", "b2", "c6", "f1-d2", "h3", "b3", "c2", "f7", "h5", "a1-c3", "b6-d6", "e1-e5", "h2"}},
	{name: "gravity-won", game: "gravity", moves: []string{"a8", "h8", "b7", "h7", "c6", "h6", "d5"}},
}

func TestPlayLayoutFitsEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, pc := range playLayouts {
			t.Run(sz.name+"/"+pc.name, func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, pc.lang)
				g, err := r.app.deps.NewGame(pc.game)
				if err != nil {
					t.Fatal(err)
				}
				if pc.pos != "" {
					if err := g.SetPosition(pc.pos); err != nil {
						t.Fatal(err)
					}
				}
				s, err := session.New(g, pc.seats, r.app.deps.NewSearch, 1)
				if err != nil {
					t.Fatal(err)
				}
				p := newPlayFrom(r.app, s)
				r.app.scene = p
				for _, m := range pc.moves {
					a, err := g.ParseAction(m)
					if err != nil {
						t.Fatalf("%s: %v", m, err)
					}
					if err := p.apply(r.app, a); err != nil {
						t.Fatal(err)
					}
				}
				playOn(t, r, p, pc.plies)
				for range pc.back {
					r.in.key(VerbLeft)
				}
				for len(r.in.queue) > 0 {
					if err := r.tick(false); err != nil {
						t.Fatal(err)
					}
				}
				p.view.Snap()
				r.frames(1)
				shoot(t, r, "play-"+pc.name+"-"+sz.name)
				checkPlayLayout(t, r, p)
			})
		}
	}
}

// checkPlayLayout checks the play scene's boxes and the texts in them.
func checkPlayLayout(t *testing.T, r *rig, p *play) {
	t.Helper()
	a, un := r.app, r.app.unit
	screen := ui.Rect{X: 0, Y: 0, W: float64(a.w), H: float64(a.h)}
	top := boxes{t: t}
	top.add("board", p.board)
	top.add("side panel", p.side)
	top.within(screen, "the screen")
	top.apart()
	if p.bar != nil && p.bar.box.W > 0 {
		// The evaluation bar stands beside the board's picture, in the
		// board's room, as tall as the picture (or 20 units).
		bar := boxes{t: t}
		bar.add("evaluation bar", p.bar.box)
		bar.add("side panel", p.side)
		bar.add("board's picture", picture(p))
		bar.within(screen, "the screen")
		bar.apart()
		if p.bar.box.H < min(picture(p).H, 20*un)-1 {
			t.Errorf("the evaluation bar %v is shorter than the board's picture %v", p.bar.box, picture(p))
		}
	}

	side := boxes{t: t}
	side.add("seats", p.infoBox)
	side.add("move list", p.listBox)
	side.add("review hint", p.hintBox)
	for i, b := range p.buttons.Rects {
		side.add(fmt.Sprintf("button %q", p.buttons.Items[i].Text), b)
	}
	side.within(p.side, "the side panel")
	side.apart()

	if min := ui.ButtonH * ui.ButtonText * ui.MinFit * un; p.buttons.Size < min-0.5 {
		t.Errorf("the buttons' labels are %.1f px, below %.1f", p.buttons.Size, min)
	}
	head, seat, line := p.info.rooms(a, p.infoBox)
	fitsIn(t, a.ui, "the game's name", a.t(i18n.FamilyKeys(family(p.name))[0]), 5*un, head, true)
	for i, s := range p.info.seat {
		fitsIn(t, a.ui, fmt.Sprintf("seat %d", i), s, 3.2*un, seat, true)
	}
	fitsIn(t, a.ui, "the status", p.info.status, 3.2*un, line, true)
	fitsIn(t, a.ui, "the status while thinking", p.info.thinking, 3.2*un, line, true)
	if p.rev.active() {
		fitsIn(t, a.ui, "the review status", p.rev.text, 3.2*un, line, true)
	}
	if p.rev.active() {
		hint, w := p.reviewHint(a)
		fitsIn(t, a.ui, "the review hint", hint, hintText*un, w, false)
	} else {
		fitsIn(t, a.ui, "the review hint", a.t(i18n.ReviewHint), hintText*un, p.hintBox.W, false)
	}
	if 26*un+1.6*un > p.infoBox.H {
		t.Errorf("the status line (%.0f px down) runs out of the seats' box %v", 27.6*un, p.infoBox)
	}

	if p.demo != nil {
		// The demo's last line of keys stays in its box.
		bottom := p.listBox.Y + 2*un + 19*un + float64(len(p.demo.keys)-1)*3.4*un + 1.3*un
		if bottom > p.listBox.Y+p.listBox.H {
			t.Errorf("the demo's keys end %.0f px down, under their box %v", bottom, p.listBox)
		}
		return
	}
	g := p.moves.Geom
	if g.N < 1 {
		t.Fatalf("the move list shows %d lines of %d in %v", g.N, g.Lines, p.listBox)
	}
	if g.N < min(g.Lines, 4) {
		t.Errorf("the move list shows %d lines of %d: want at least 4", g.N, g.Lines)
	}
	if last := g.Y + float64(g.N-1)*g.Line + g.Line/2; last > p.listBox.Y+p.listBox.H+1 {
		t.Errorf("the list's last line ends at %.0f, under its box %v", last, p.listBox)
	}
	if !p.rev.active() && g.First+g.N != g.Lines {
		t.Errorf("the newest turn is out of view: lines %d..%d of %d", g.First, g.First+g.N, g.Lines)
	}
	if mark := p.rev.turn(p.sess.Turns()); mark >= 0 {
		at := mark
		if g.Paired {
			at = p.moves.PairRow(mark)
		}
		if at < g.First || at >= g.First+g.N {
			t.Errorf("the reviewed turn %d is out of view (lines %d..%d)", mark, g.First, g.First+g.N)
		}
	}
	if p.over.head != "" {
		over := boxes{t: t}
		over.add("end panel", p.over.box)
		over.within(p.board, "the board")
		in := boxes{t: t}
		for i, b := range p.over.menu.Rects {
			in.add(fmt.Sprintf("end button %d", i), b)
		}
		in.within(p.over.box, "the end panel")
		fitsIn(t, a.ui, "the end's headline", p.over.head, 6*un, p.over.box.W-4*un, true)
		fitsIn(t, a.ui, "the end's reason", p.over.why, 3.2*un, p.over.box.W-4*un, false)
	}
}

func TestDemoLayoutFitsEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		t.Run(sz.name, func(t *testing.T) {
			r := layoutRig(t, sz.w, sz.h, "it")
			d, err := newDemo(r.app, "kpe")
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = d
			d.demo.paused = true
			r.frames(2)
			shoot(t, r, "demo-"+sz.name)
			checkPlayLayout(t, r, d)
		})
	}
}

func TestDemoEndPanelHoldsOnlyItsText(t *testing.T) {
	r := layoutRig(t, 1280, 800, "en")
	d, err := newDemo(r.app, "gravity")
	if err != nil {
		t.Fatal(err)
	}
	r.app.scene = d
	for _, m := range []string{"a8", "h8", "b7", "h7", "c6", "h6", "d5"} {
		a, _ := d.sess.Game().ParseAction(m)
		if err := d.apply(r.app, a); err != nil {
			t.Fatal(err)
		}
	}
	d.view.Snap()
	r.frames(2)
	// Its text ends 12.5 + 1.6 units down; the panel keeps a margin, no
	// empty half.
	if un := r.app.unit; d.over.box.H > 18*un {
		t.Errorf("the demo's end panel is %.1f units tall for two lines of text ending at 14.1", d.over.box.H/un)
	}
}

func TestSettingsRowsFitEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, lang := range []string{"en", "it"} {
			t.Run(sz.name+"/"+lang, func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, lang)
				s := newSettings(r.app)
				r.app.scene = s
				// The longest values: the colour-blind palette, the system language.
				r.app.set.Palette, r.app.set.Lang = "contrast", ""
				r.app.applySettings()
				r.app.lang = i18n.Parse(lang)
				s.refresh(r.app)
				r.frames(2)
				shoot(t, r, "settings-"+lang+"-"+sz.name)
				rows := boxes{t: t}
				for i, it := range s.menu.Items {
					rows.add(fmt.Sprintf("row %q", it.Text), s.menu.Rects[i])
				}
				rows.within(ui.Rect{X: 0, Y: 0, W: float64(r.app.w), H: float64(r.app.h)}, "the screen")
				rows.apart()
				for i, it := range s.menu.Items {
					if !it.Option {
						fitsIn(t, r.app.ui, "the button", it.Text, s.menu.Size, s.menu.Rects[i].W-s.menu.Rects[i].H*0.5, true)
						continue
					}
					label, value := s.menu.OptionRooms(i, r.app.ui.TextWidth)
					fitsIn(t, r.app.ui, "the label", it.Text, s.menu.Size, label, false)
					fitsIn(t, r.app.ui, "the value", it.Value, s.menu.Size, value, true)
				}
			})
		}
	}
}

func TestMoveListScrollsAndKeepsTheCurrentTurnInView(t *testing.T) {
	r := layoutRig(t, 560, 780, "en")
	p := twoPeople(t, r)
	playOn(t, r, p, 40)
	r.frames(2)
	geom := func() ui.ListGeom { return p.moves.Geom }
	l := geom()
	if l.N >= l.Lines {
		t.Fatalf("all %d lines fit: nothing to scroll", l.Lines)
	}
	if l.First+l.N != l.Lines {
		t.Fatalf("the newest line is not shown: %d..%d of %d", l.First, l.First+l.N, l.Lines)
	}
	x, y := int(l.X+l.W/2), int(l.Y+l.Line)
	wheel := func(d float64) {
		r.in.queue = append(r.in.queue, Frame{Pointer: render.Pointer{X: x, Y: y, Present: true}, Wheel: d})
		r.settle()
	}
	wheel(2)
	if got := geom().First; got != l.First-2 {
		t.Errorf("two notches up: first line %d, want %d", got, l.First-2)
	}
	// A drag three lines down pulls three older lines in, and reviews nothing.
	before := geom().First
	p0 := render.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}
	r.in.queue = append(r.in.queue, Frame{Pointer: p0})
	for k := 1; k <= 6; k++ {
		q := render.Pointer{X: x, Y: y + int(float64(k)*l.Line/2), Present: true, Down: true}
		r.in.queue = append(r.in.queue, Frame{Pointer: q})
	}
	r.in.queue = append(r.in.queue, Frame{Pointer: render.Pointer{X: x, Y: y + int(3*l.Line), Present: true, Released: true}})
	r.settle()
	if got := geom().First; got != max(0, before-3) {
		t.Errorf("a drag of three lines: first line %d, want %d", got, max(0, before-3))
	}
	if p.rev.active() {
		t.Error("a drag on the list started a review")
	}
	wheel(-100)
	if l2 := geom(); l2.First+l2.N != l2.Lines {
		t.Errorf("scrolled all the way down, the newest line is not shown: %d..%d of %d", l2.First, l2.First+l2.N, l2.Lines)
	}
	// Home reviews the first move: the list shows it.
	r.in.key(VerbFirst)
	r.in.key(VerbRight)
	r.settle()
	if l3 := geom(); l3.First != 0 {
		t.Errorf("reviewing the first move, the list starts at line %d", l3.First)
	}
	// End: back to the newest.
	r.in.key(VerbLast)
	r.settle()
	if l4 := geom(); l4.First+l4.N != l4.Lines {
		t.Errorf("back to the live game, the newest line is not shown: %d..%d of %d", l4.First, l4.First+l4.N, l4.Lines)
	}
}

func TestShortcutsOverlayFitsEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, lang := range []string{"en", "it"} {
			t.Run(sz.name+"/"+lang, func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, lang)
				r.app.help = true
				r.frames(1)
				shoot(t, r, "shortcuts-"+lang+"-"+sz.name)
				s := &r.app.shortcuts
				un := r.app.unit
				b := boxes{t: t}
				b.add("the shortcuts' panel", s.panel)
				b.within(ui.Rect{X: 0, Y: 0, W: float64(r.app.w), H: float64(r.app.h)}, "the screen")
				if s.size < 2.2*un {
					t.Errorf("the shortcuts are %.1f px (%.1f units): too small to read", s.size, s.size/un)
				}
				right := s.panel.X + s.panel.W - helpMargin*un
				for i := range s.keys {
					fitsIn(t, r.app.ui, "the keys", s.keys[i], s.size, s.kx-s.panel.X-helpMargin*un, true)
					fitsIn(t, r.app.ui, "what they do", s.what[i], s.size, right-s.kx-helpGap*un, false)
				}
				if last := s.panel.Y + 14*un + float64(len(s.keys)-1)*s.line + s.size; last > s.panel.Y+s.panel.H-7*un {
					t.Errorf("the last shortcut ends at %.0f, into the closing line of the panel %v", last, s.panel)
				}
			})
		}
	}
}

// TestANoticeCoversNoPartOfAGame shows the notice of a save that keeps
// failing (it stays as long as the folder cannot be written) over a game at
// every size: the board and the side panel must stand above it — over them
// it hid the board's bottom row in landscape and the Undo, Redo, Hints and
// Menu buttons in portrait, and clicks went through it to what it hid.
func TestANoticeCoversNoPartOfAGame(t *testing.T) {
	for _, sz := range layoutSizes {
		t.Run(sz.name, func(t *testing.T) {
			r := layoutRig(t, sz.w, sz.h, "en")
			p, err := newPlay(r.app, "gipf-standard", [2]session.Seat{})
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = p
			playOn(t, r, p, 12)
			r.app.tell("save", r.app.t(i18n.SaveFailed), "prefs: save autosave-gipf-standard: open /home/someone/.config/tavola/autosave-gipf-standard.txt.tmp: permission denied", true)
			r.frames(1)
			shoot(t, r, "notice-play-"+sz.name)
			top := float64(r.app.h) - r.app.noticeHeight()
			notices := ui.Rect{X: 0, Y: top, W: float64(r.app.w), H: r.app.noticeHeight()}
			b := boxes{t: t}
			b.add("board", p.board)
			b.add("side panel", p.side)
			for i, br := range p.buttons.Rects {
				b.add(fmt.Sprintf("button %q", p.buttons.Items[i].Text), br)
			}
			for i, r := range b.rects {
				if r.Overlaps(notices) {
					t.Errorf("the %s %v runs under the notices %v", b.names[i], r, notices)
				}
			}
			checkPlayLayout(t, r, p) // and the game still fits in what is left
			// Once a save works, the notice goes and the game has the room
			// again.
			r.app.drop("save")
			r.frames(1)
			if p.side.Y+p.side.H < float64(r.app.h)-3*r.app.unit {
				t.Errorf("the side panel %v does not reach the foot of the screen again", p.side)
			}
			p.sess.Close()
		})
	}
}

func TestPortraitBoardsTakeTheHeightTheirPictureNeeds(t *testing.T) {
	// On a tall screen the board gets the height its picture takes at the
	// screen's width, no more (the panel gets the rest) and no less: a
	// GIPF board on a 720×1280 phone was given a square and drew its
	// landscape layout, small, with empty bands above and below.
	for _, sz := range []struct{ w, h int }{{720, 1280}, {560, 780}, {900, 1200}, {390, 844}} {
		for _, game := range []string{"gipf-standard", "gravity", "kpe"} {
			t.Run(fmt.Sprintf("%dx%d/%s", sz.w, sz.h, game), func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, "en")
				g, err := r.app.deps.NewGame(game)
				if err != nil {
					t.Fatal(err)
				}
				s, err := session.New(g, [2]session.Seat{}, r.app.deps.NewSearch, 1)
				if err != nil {
					t.Fatal(err)
				}
				p := newPlayFrom(r.app, s)
				r.app.scene = p
				r.frames(1)
				shoot(t, r, fmt.Sprintf("portrait-%s-%dx%d", game, sz.w, sz.h))
				b := p.board.Image()
				fit := p.view.Fit(b.Dx(), b.Dy())
				if slack := b.Dy() - fit.Y; slack > 4 && float64(b.Dy()) > 0.4*float64(sz.h)+1 {
					t.Errorf("the board's box %v is %d px taller than its picture %v", b, slack, fit)
				}
				if game == "gipf-standard" && sz.w == 720 && fit.Y <= fit.X {
					t.Errorf("GIPF in %v draws its landscape layout (%v): its stacks beside the board, smaller", b, fit)
				}
			})
		}
	}
}
