package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/ai/kpetables"
	"tavola/audio"
	"tavola/device"
	"tavola/i18n"
	"tavola/library"
	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/settings"
	"tavola/sprites"
	"tavola/ui"
	"tavola/ui/paint"
)

// Scene is one screen of the app. Update reads the app's input of the tick
// (a.Input()) and may switch scenes with a.goTo; Draw draws the whole
// screen. Both reach the app through Host, never the App itself.
type Scene interface {
	Update(a Host) error
	Draw(dst *ebiten.Image, a Host)
}

// Deps are the games, boards and AI the app is built from; main wires the
// real ones (Default), tests may wire their own.
type Deps struct {
	// Games are the protocol names of the games offered, in protocol order.
	Games []string
	// NewGame returns the game called name at its start.
	NewGame func(name string) (rules.Game, error)
	// Views makes the board view of a family of games ("gravity", "kpe",
	// "gipf" for every GIPF variant). A family without a view is not offered.
	Views map[string]func(p *sprites.Palette) render.View
	// NewSearch starts an AI search; MaxLevel is the strongest level.
	NewSearch session.SearchFunc
	MaxLevel  int
	// NewCoach starts the Kpé coach's rating of a position (nil: no
	// coach).
	NewCoach session.CoachFunc
	// NewEval starts the evaluation bar's search of a position (nil: the
	// bar shows only the values a record's analysis holds, and results).
	NewEval session.EvalFunc
	// KpeTables are the Kpé tables (nil: none), loaded after the first
	// frame: Kpé's top level plays perfectly and the coach shows the
	// values where they reach.
	KpeTables *kpetables.Tables
	// NewAnalysis starts the computer analysis of a game (nil: none
	// offered): natively on goroutines, in the browser in the AI's worker.
	NewAnalysis session.AnalysisFunc
}

// Options are the app's start-up choices (main's flags).
type Options struct {
	Game       string // go straight into this game with the default seats
	Demo       bool   // start in the AI-against-AI demo
	Screenshot string // save the screen as a PNG after Frames frames and quit
	Frames     int
	Mute       bool // never open the sound device
	Input      Source
	Deps       Deps
	Seed       uint64 // the AI's random choices (0: a fixed default)
	// Clock is the time since the app started, read once a tick; nil is
	// the wall clock. Tests give their own, to make frames slow or fast.
	Clock func() time.Duration
	// Open is a record file or a share link to open at the start (tavola
	// -open).
	Open string
	// Version is the build's version, which the title shows small in a
	// corner ("" shows none).
	Version string
	// Keeping opens the settings, the autosaves and the saved games.
	Keeping Keeping
	// Platform is the machine's side: the clipboard, the web page, the
	// canvas, screenshots (main wires package platform's).
	Platform Platform
}

// App is the Ebitengine game: it owns the scenes, the input, the settings,
// the sound and the shortcuts overlay.
type App struct {
	opts        Options
	deps        Deps
	src         Source
	in          Frame
	w, h        int
	unit        float64 // a hundredth of the screen's smaller side, in pixels
	ui          *paint.Painter
	pal         *sprites.Palette
	bg          color.Color // pal.Background, boxed once: Fill takes an interface
	palGen      int         // counts palette changes, so views know to rebuild
	set         settings.Settings
	setGen      int // counts changes of the settings, so scenes showing them know
	lang        i18n.Lang
	snd         *audio.Sounds
	saves       Saves        // the settings and the autosaves
	texts       Texts        // the texts written for the player
	notices     []notice     // messages over every scene (a broken save, a failed one)
	brokenSaves []brokenSave // the saves told broken in the notice that shows
	seed        uint64

	scene   Scene
	fade    fade
	fadeLen time.Duration
	clock   func() time.Duration
	now     time.Duration // the clock at this tick

	help      bool
	shortcuts shortcuts // the overlay help shows
	ticks     int
	done      bool
	err       error

	// Redrawing: a frame draws the screen only when something it shows may
	// have changed (see Redraw); otherwise the screen keeps its pixels.
	dirtyTo int   // the last tick whose picture must be drawn
	drawn   int   // the tick last drawn
	lastIn  Frame // the input of the last tick
	draws   int   // frames drawn, for tests and the browser's test state

	// rec holds back every draw of a frame and draws again only the parts
	// of the screen that changed (render.Recorder).
	rec render.Recorder

	page     page // what the web page around the app was told (browser)
	pageAttr Page // where it is told

	// In the browser, a software WebGL may get a canvas with fewer pixels
	// while the picture moves (Canvas); unzoomed is the screen's size at
	// full resolution, kept while the canvas is zoomed.
	canvas   Canvas
	unzoomed [2]float64

	lib        *library.Library // the saved games and those in progress, as the menus list and open them
	clip       device.Clipboard
	links      Links // the web page's share links and files
	screenshot func(screen *ebiten.Image, file string) error

	setups map[string]setupChoice // the last setup of each family
	thumbs thumbs                 // the choose screen's boards, drawn once
}

// NewApp builds the app and its first scene.
func NewApp(o Options) (*App, error) {
	if o.Deps.NewGame == nil || len(o.Deps.Games) == 0 {
		return nil, errors.New("scenes: no games")
	}
	if o.Keeping == nil {
		return nil, errors.New("scenes: no keeping")
	}
	a := &App{opts: o, deps: o.Deps, src: o.Input, seed: o.Seed,
		ui: paint.New(), w: 1280, h: 800, setups: map[string]setupChoice{}, dirtyTo: 1}
	if a.seed == 0 {
		a.seed = 0x7a601a
	}
	plat := o.Platform.withDefaults()
	a.clip, a.links, a.pageAttr, a.canvas, a.screenshot = plat.Clipboard, plat.Links, plat.Page, plat.Canvas, plat.Screenshot
	if a.src == nil {
		a.src = newEbitenSource(plat.Canvas, plat.Presses, plat.Drops)
	}
	if a.clock = o.Clock; a.clock == nil {
		start := time.Now()
		a.clock = func() time.Duration { return time.Since(start) }
	}
	kept := o.Keeping.Open(library.Games{Names: a.names, Offered: a.offered, New: a.deps.NewGame,
		Search: a.deps.NewSearch, MaxLevel: a.deps.MaxLevel, Seed: a.nextSeed}, func() i18n.Lang { return a.lang }, a.broken)
	a.saves, a.texts, a.lib = kept.Saves, kept.Texts, kept.Library
	a.ui.Rec = &a.rec
	a.snd = audio.New(o.Mute)
	a.loadSettings()
	a.migrateSave()
	a.layout(a.w, a.h)

	first, err := a.firstScene(o)
	if err != nil {
		return nil, err
	}
	switch {
	case first != nil:
		a.scene = first
	case o.Demo:
		d, err := newDemo(a, "")
		if err != nil {
			return nil, err
		}
		a.scene = d
	case o.Game != "":
		if !a.offered(o.Game) {
			return nil, fmt.Errorf("scenes: unknown game %q (try %s)", o.Game, strings.Join(a.names(), ", "))
		}
		// The game of that kind in progress, if there is one: starting
		// from the command line never replaces a saved game.
		if s := a.loadSave(o.Game); s != nil {
			a.scene = newPlayFrom(a, s)
			break
		}
		s, err := newPlay(a, o.Game, a.setupFor(family(o.Game)).seats())
		if err != nil {
			return nil, err
		}
		a.scene = s
	default:
		a.scene = newTitle(a)
	}
	return a, nil
}

// family is the view family of a game name: "gipf" for every GIPF variant.
func family(name string) string {
	f, _, _ := strings.Cut(name, "-")
	return f
}

// names lists the games that have a view.
func (a *App) names() []string {
	var out []string
	for _, n := range a.deps.Games {
		if a.deps.Views[family(n)] != nil {
			out = append(out, n)
		}
	}
	return out
}

func (a *App) offered(name string) bool {
	for _, n := range a.names() {
		if n == name {
			return true
		}
	}
	return false
}

// view makes the board of a game in the current palette.
func (a *App) view(name string) render.View {
	v := a.deps.Views[family(name)](a.pal)
	v.SetSpeed(a.speed())
	v.SetHints(a.set.Hints)
	v.SetLabels(boardLabels(a, name))
	v.SetRecorder(&a.rec)
	return v
}

// speed is the animation speed of the settings.
func (a *App) speed() render.Speed { return render.Speed(a.set.Speed) }

// t translates.
func (a *App) t(k i18n.Key) string { return a.lang.T(k) }

// applySettings makes the settings take effect.
func (a *App) applySettings() {
	a.setGen++
	if p, ok := sprites.PaletteByName(a.set.Palette); ok {
		if a.pal == nil || a.pal.Name != p.Name {
			a.palGen++
		}
		a.pal = p
	} else {
		a.pal = sprites.DefaultPalette()
		a.set.Palette = a.pal.Name
	}
	a.bg = a.pal.Background
	a.lang = i18n.System()
	if a.set.Lang != "" {
		a.lang = i18n.Parse(a.set.Lang)
	}
	a.snd.SetMuted(!a.set.Sound)
	a.snd.SetVolume(float64(a.set.Volume) / 10)
	a.fadeLen = fadeLength(a.speed())
	a.Redraw()
}

// saveSettings applies and keeps the settings.
func (a *App) saveSettings() {
	a.applySettings()
	a.keepSettings()
}

// goTo switches to s at once, the old scene fading out over it; s gets
// the input from the next tick on. The old scene is told it is left
// (Leaver), and the notices shown on it go with it.
func (a *App) goTo(s Scene) {
	if l, ok := a.scene.(Leaver); ok && s != a.scene {
		l.Leave(s)
	}
	a.dropSeen(s)
	a.Redraw()
	a.fade.begin(a.scene, a.now, a.fadeLen)
	a.scene = s
}

// Transitioning reports whether a crossfade shows.
func (a *App) Transitioning() bool { return a.fade.running(a.now) }

// Update runs one tick.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.done {
		return ebiten.Termination
	}
	a.ticks++
	a.now = a.clock()
	if a.ticks == 2 && a.deps.KpeTables != nil {
		a.deps.KpeTables.Start() // after the first frame: in the browser, a download
	}
	f := a.src.Read()
	if f != a.lastIn || f.Verbs != 0 || f.Gesture {
		// Input moves a hover, a button or a menu: draw it.
		a.Redraw()
		a.lastIn = f
	}
	if f.Gesture {
		a.snd.Unlock()
	}
	if a.typing() {
		// '?' and M are letters in a text box.
		f.Verbs &^= VerbHelp | VerbMute
	}
	switch {
	case a.help:
		if f.Gesture {
			a.help = false
		}
		f = Frame{}
	case f.Verbs.Has(VerbHelp):
		a.help = true
		f = Frame{}
	}
	if f.Verbs.Has(VerbMute) {
		a.set.Sound = !a.set.Sound
		a.saveSettings()
	}
	if a.fade.running(a.now) {
		a.Redraw()
	}
	a.in = f
	shown := a.scene
	if a.pollRecords(); a.scene != shown {
		a.in = Frame{} // the input went to the scene left
	}
	err := a.scene.Update(a)
	a.publish()
	return err
}

// Redraw asks for the picture of this tick and of the next one to be drawn
// (the next too, so that a change that ends in a tick, such as the last
// step of an animation, is drawn). Without it a frame draws nothing and
// the screen keeps its pixels (when Ebitengine keeps them: see main), which
// on software GL saves most of a frame's cost. The app asks already for
// input (any pointer movement, press or key), a change of size or
// settings, a new scene and the crossfade; a scene calls Redraw in Update
// when what it shows changes on its own: an animation tick, a pulse, a
// timer, a move the AI played. A board view tells it with
// render.View.Still, which the play and rules scenes pass on.
func (a *App) Redraw() { a.dirtyTo = max(a.dirtyTo, a.ticks+1) }

// Draws is how many frames drew the screen (the others left it as it was).
func (a *App) Draws() int { return a.draws }

// Draw draws the scene (two during a crossfade), the overlay, and takes the
// screenshot when asked; it draws nothing when nothing asked for a redraw
// and the screen keeps its pixels.
func (a *App) Draw(screen *ebiten.Image) {
	if b := screen.Bounds(); b.Dx() != a.w || b.Dy() != a.h {
		a.layout(b.Dx(), b.Dy())
	}
	drew := a.drawn < min(a.ticks, a.dirtyTo) || ebiten.IsScreenClearedEveryFrame()
	if drew {
		a.drawn = a.ticks
		a.draws++
		a.rec.Begin(screen, ebiten.IsScreenClearedEveryFrame())
		a.drawAll(screen)
		a.rec.End()
	}
	a.canvas.Frame(drew)
	if a.opts.Screenshot != "" && a.ticks >= a.opts.Frames && !a.done {
		a.err = a.screenshot(screen, a.opts.Screenshot)
		a.done = true
	}
}

// drawAll draws the whole screen.
func (a *App) drawAll(screen *ebiten.Image) {
	a.rec.Fill(screen, a.bg)
	a.scene.Draw(screen, a)
	a.fade.draw(screen, a, a.now)
	a.drawNotices(screen)
	if a.help {
		a.shortcuts.draw(screen, a)
	}
}

func (a *App) offscreen(img *ebiten.Image) *ebiten.Image {
	if img != nil && img.Bounds().Dx() == a.w && img.Bounds().Dy() == a.h {
		return img
	}
	if img != nil {
		a.rec.Free(img)
	}
	return ebiten.NewImage(a.w, a.h)
}

// layout records the screen's size in device pixels.
func (a *App) layout(w, h int) {
	if w, h := max(w, 1), max(h, 1); w != a.w || h != a.h {
		a.Redraw()
	}
	a.w, a.h = max(w, 1), max(h, 1)
	a.unit = float64(min(a.w, a.h)) / 100
}

// SetSize sets the screen's size in device pixels (tests; Layout does it
// for the window).
func (a *App) SetSize(w, h int) { a.layout(w, h) }

// Layout is LayoutF for callers that want whole pixels.
func (a *App) Layout(ow, oh int) (int, int) {
	w, h := a.LayoutF(float64(ow), float64(oh))
	return int(w), int(h)
}

// LayoutF makes the screen as many pixels as the device has, so the art is
// crisp on high-DPI screens. On a zoomed browser canvas (Canvas) the
// screen keeps its full size: Ebitengine then scales it down to the
// canvas.
func (a *App) LayoutF(ow, oh float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := math.Ceil(ow*s), math.Ceil(oh*s)
	if z := a.canvas.Factor(); z != 1 {
		w, h = a.unzoomedSize(w*z, h*z, z*s)
	} else {
		a.unzoomed = [2]float64{w, h}
	}
	a.layout(int(w), int(h))
	return w, h
}

// unzoomedSize is the screen's size on a zoomed canvas measured w×h: the
// size it had unzoomed, which the zoomed body's whole CSS pixels miss by
// less than slack, or else (the window was resized meanwhile) w×h.
func (a *App) unzoomedSize(w, h, slack float64) (float64, float64) {
	if u := a.unzoomed; math.Abs(w-u[0]) <= slack && math.Abs(h-u[1]) <= slack {
		return u[0], u[1]
	}
	a.unzoomed = [2]float64{w, h}
	return w, h
}

// Err is the error that ended the app, if any.
func (a *App) Err() error { return a.err }

// Scene is the scene shown (for tests).
func (a *App) Scene() Scene { return a.scene }

// screen is the layout of the screen as it is now (package ui's Screen:
// where a heading, a menu and the foot row go).
func (a *App) screen() ui.Screen { return ui.Screen{W: float64(a.w), H: float64(a.h), Un: a.unit} }
