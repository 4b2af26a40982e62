package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/device"
	"tavola/i18n"
	"tavola/library"
	"tavola/puzzles"
	"tavola/render"
	"tavola/rules/record"
	"tavola/session"
	"tavola/settings"
	"tavola/sprites"
	"tavola/ui"
	"tavola/ui/paint"
)

// Host is the app as a screen sees it: what it needs to look, to move
// between screens, to be heard, to keep what the player did and open and
// save records, to tell the player something, the machine's edges and the
// games offered. *App implements it; a screen
// reaches the app only through it (methods, never fields), and a helper
// that needs less takes the narrow role it needs.
type Host interface {
	Look
	Navigation
	Hearing
	Store
	Records
	Teller
	Machine
	Games
}

// Look is what a screen needs to lay itself out and draw: the screen's
// size and unit, the painter, the palette, the language and its texts.
type Look interface {
	// Unit is a hundredth of the screen's smaller side, in pixels.
	Unit() float64
	// screen is the screen's layout.
	screen() ui.Screen
	// Painter draws the widgets (and holds back the frame's draws).
	Painter() *paint.Painter
	// Palette is the colours of the settings; PaletteGen counts their
	// changes, so that a view knows to draw itself again.
	Palette() *sprites.Palette
	PaletteGen() int
	// Lang is the player's language; t is a text in it.
	Lang() i18n.Lang
	t(k i18n.Key) string
	// gameTitle is a game's name for the player ("GIPF · Tournament").
	gameTitle(name string) string
	// Now is the app's clock at this tick.
	Now() time.Duration
	// speed is the animation speed of the settings.
	speed() render.Speed
	// noticeHeight is how much of the screen's foot the notices take.
	noticeHeight() float64
	// Redraw asks for the next frame to be drawn.
	Redraw()
	// view is a new board view for game name (nil: none).
	view(name string) render.View
	// drawThumb draws game name's thumbnail into r.
	drawThumb(dst *ebiten.Image, name string, r ui.Rect)
}

// Navigation is how a screen reads the player and moves on.
type Navigation interface {
	// Input is the input of this tick.
	Input() Frame
	// goTo switches to s, the screen shown fading out over it.
	goTo(s Scene)
	// sceneNow is the scene shown, for a scene to come back to (a game,
	// not its menu).
	sceneNow() Scene
	// quit ends the app after this tick.
	quit()
}

// Hearing is the app's sounds.
type Hearing interface {
	Sounds() *audio.Sounds
}

// Store is what keeps the player's things: the settings, the games in
// progress and the saved ones, the texts written for the player.
type Store interface {
	// Settings are the player's settings; setSettings changes, applies
	// and keeps them. SettingsGen counts their changes.
	Settings() settings.Settings
	setSettings(s settings.Settings)
	SettingsGen() int
	// Library is the saved games and those in progress.
	Library() *library.Library
	// Texts is where texts the clipboard cannot take are written.
	Texts() Texts
	// autosave keeps s, telling the player when it cannot.
	autosave(s *session.Session)
	loadSaves() []*session.Session
	// startGame starts a new game (asking first when it would replace
	// one in progress); back is the scene to come back to.
	startGame(name string, seats [2]session.Seat, back func() Scene) error
	// loadPuzzles reads the player's puzzle progress (a broken one is
	// told and moved aside); keepPuzzles keeps it, telling the player
	// when it cannot.
	loadPuzzles() *puzzles.Progress
	keepPuzzles(pr *puzzles.Progress)
}

// Records is how a screen saves, shares and opens game records.
type Records interface {
	// saveGame keeps p's game on the shelf.
	saveGame(p *play)
	// recordOf is p's game as a record; linkOf a record's share link.
	recordOf(p *play) *record.Record
	linkOf(r *record.Record) (string, error)
	// openText and openRecordAs open a game written down; seatsFor is
	// who plays a game opened from p.
	openText(text string, back func() Scene, seats func(game string) [2]session.Seat) (Scene, error)
	openRecordAs(r *record.Record, name string, back func() Scene) (Scene, error)
	seatsFor(p *play) func(game string) [2]session.Seat
}

// Teller tells the player something over every screen.
type Teller interface {
	// tell shows a notice with id (replacing one with the same id); a
	// sticky one stays until closed.
	tell(id, text, detail string, sticky bool)
}

// Machine is the machine's edges, where the platform gives them.
type Machine interface {
	Clipboard() device.Clipboard
	Links() Links
	Page() Page
}

// Games is the games the app offers and how they are set up.
type Games interface {
	// Deps are the games, boards and AI the app is built from.
	Deps() Deps
	// names are the games offered; offered reports whether name is.
	names() []string
	offered(name string) bool
	// setupFor is a family's last setup (or its defaults); keepSetup
	// remembers one for next time.
	setupFor(fam string) setupChoice
	keepSetup(fam string, c setupChoice)
	mediumLevel() int
	// nextSeed gives each new session its own random choices.
	nextSeed() uint64
	// Version is the build's version ("": none).
	Version() string
}

var _ Host = (*App)(nil)

// The App's side of Host: each reads what the manager holds.

// Unit is a hundredth of the screen's smaller side, in pixels (Look).
func (a *App) Unit() float64 { return a.unit }

// Painter draws the widgets (Look).
func (a *App) Painter() *paint.Painter { return a.ui }

// Palette is the colours of the settings (Look).
func (a *App) Palette() *sprites.Palette { return a.pal }

// PaletteGen counts the palette's changes (Look).
func (a *App) PaletteGen() int { return a.palGen }

// Lang is the player's language (Look).
func (a *App) Lang() i18n.Lang { return a.lang }

// Now is the clock at this tick (Look).
func (a *App) Now() time.Duration { return a.now }

// Input is the input of this tick (Navigation).
func (a *App) Input() Frame { return a.in }

// quit ends the app after this tick (Navigation).
func (a *App) quit() { a.done = true }

// Sounds are the app's sounds (Hearing).
func (a *App) Sounds() *audio.Sounds { return a.snd }

// Settings are the player's settings (Store).
func (a *App) Settings() settings.Settings { return a.set }

// SettingsGen counts the settings' changes (Store).
func (a *App) SettingsGen() int { return a.setGen }

// Library is the saved games and those in progress (Store).
func (a *App) Library() *library.Library { return a.lib }

// Texts is where the texts written for the player go (Store).
func (a *App) Texts() Texts { return a.texts }

// Clipboard is the platform's clipboard (Machine).
func (a *App) Clipboard() device.Clipboard { return a.clip }

// Links are the web page's share links and files (Machine).
func (a *App) Links() Links { return a.links }

// Page is told what the app shows (Machine).
func (a *App) Page() Page { return a.pageAttr }

// Deps are the games, boards and AI the app is built from (Games).
func (a *App) Deps() Deps { return a.deps }

// Version is the build's version (Games).
func (a *App) Version() string { return a.opts.Version }

// setSettings changes, applies and keeps the settings (Store).
func (a *App) setSettings(s settings.Settings) {
	a.set = s
	a.saveSettings()
}

// keepSetup remembers a family's setup for next time (Games).
func (a *App) keepSetup(fam string, c setupChoice) { a.setups[fam] = c }

// sceneNow is the scene shown, for a scene to come back to.
func (a *App) sceneNow() Scene {
	if m, ok := a.scene.(*gameMenu); ok {
		return m.p
	}
	return a.scene
}

// setupFor returns the last setup of a family, or its defaults: you
// against a medium AI, you starting.
func (a *App) setupFor(fam string) setupChoice {
	if c, ok := a.setups[fam]; ok {
		return c
	}
	c := setupChoice{game: fam, ai: [2]bool{false, true}, level: [2]int{a.mediumLevel(), a.mediumLevel()}}
	if fam == "gipf" {
		c.game = "gipf-standard"
		if !a.offered(c.game) {
			for _, n := range a.names() {
				if family(n) == fam {
					c.game = n
					break
				}
			}
		}
	}
	return c
}

// mediumLevel is the level of a default AI seat: the middle of the
// levels below the master level (3 of 7).
func (a *App) mediumLevel() int { return max(1, a.Deps().MaxLevel/2) }

// nextSeed gives each new session its own random choices.
func (a *App) nextSeed() uint64 {
	a.seed = a.seed*6364136223846793005 + 1442695040888963407
	return a.seed
}
