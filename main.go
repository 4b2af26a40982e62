// Command tavola is the app: GIPF, Gravity and Kpé against a person or the
// AI, the AI-against-AI demo, the rules and the settings.
//
//	tavola                       the title screen
//	tavola -game kpe             straight into a game of Kpé: the one in progress, or a
//	                             new one (you against a medium AI); other games' saves
//	                             are never touched
//	tavola -open FILE            open a game record (a file, or a share link with #r=…)
//	tavola FILE                  the same (how the desktop opens a game file with it)
//	tavola -version              print the build's version and quit
//	tavola -demo                 the AI against itself, every game in turn
//	tavola -screenshot F -frames N   run N frames, save the screen as a PNG, quit
//	tavola -mute                 never open the sound device
//	tavola -fps                  print the frames and ticks per second, each second
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/internal/version"
	"tavola/scenes"
)

func main() {
	game := flag.String("game", "", "go straight into a game — the one of that kind in progress, or a new one: gravity, kpe, gipf-basic, gipf-standard, gipf-tournament")
	open := flag.String("open", "", "open a game record: a record file, or a share link (…#r=…), at its last move, to review or play on")
	demo := flag.Bool("demo", false, "start the AI-against-AI demo")
	shot := flag.String("screenshot", "", "save the screen to this PNG file after -frames frames and quit")
	frames := flag.Int("frames", 60, "frames to run before the -screenshot")
	mute := flag.Bool("mute", false, "no sound (the sound device is never opened)")
	fps := flag.Bool("fps", false, "print the frames and ticks per second on stderr, each second")
	width := flag.Int("width", 1280, "window width")
	height := flag.Int("height", 800, "window height")
	showVersion := flag.Bool("version", false, "print the build's version and quit")
	flag.Parse()
	if *showVersion {
		fmt.Println("tavola", version.String())
		return
	}
	if err := positionalRecord(open, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "tavola:", err)
		flag.Usage()
		os.Exit(2)
	}
	if !*mute && !audio.DeviceLikely() {
		// Opening a missing device would end the game at the first click.
		fmt.Fprintln(os.Stderr, "tavola: no sound device found: playing without sound")
		*mute = true
	}
	app, err := scenes.NewApp(scenes.Options{Game: *game, Demo: *demo, Open: *open, Screenshot: *shot, Frames: *frames,
		Mute: *mute, Deps: scenes.DefaultDeps(), Platform: machine(), Keeping: keeping{},
		Version: version.String()})
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola:", err)
		os.Exit(2)
	}
	ebiten.SetWindowTitle("Tavola")
	ebiten.SetWindowSize(fit(*width, *height))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The screen keeps its pixels from frame to frame, so that a frame in
	// which nothing changed draws nothing (App.Redraw).
	ebiten.SetScreenClearedEveryFrame(false)
	var run ebiten.Game = app
	if *fps {
		run = &fpsMeter{App: app}
	}
	if err := ebiten.RunGame(run); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "tavola:", err)
		if strings.Contains(err.Error(), "oto") {
			fmt.Fprintln(os.Stderr, "tavola: the sound device failed; the game is saved: start again with -mute")
		}
		os.Exit(1)
	}
}

// positionalRecord takes a record named as the one argument (tavola FILE,
// as a desktop entry's %f passes it) into *open, like -open; a second
// argument, or one beside -open, is refused.
func positionalRecord(open *string, args []string) error {
	switch {
	case len(args) == 0:
		return nil
	case len(args) > 1:
		return fmt.Errorf("unexpected arguments %q: give one record to open", args)
	case *open != "":
		return fmt.Errorf("two records to open: -open %q and %q", *open, args[0])
	}
	*open = args[0]
	return nil
}

// fit shrinks a window of w×h, keeping its shape, to nine tenths of the
// monitor when the monitor is smaller (a laptop, a small virtual screen).
func fit(w, h int) (int, int) {
	mw, mh := ebiten.Monitor().Size()
	if mw <= 0 || mh <= 0 {
		return w, h
	}
	s := min(1, float64(mw)*0.9/float64(w), float64(mh)*0.9/float64(h))
	return max(320, int(float64(w)*s)), max(240, int(float64(h)*s))
}

// fpsMeter is the app that prints Ebitengine's frame and tick rates once a
// second (-fps).
type fpsMeter struct {
	*scenes.App
	next time.Time
}

func (m *fpsMeter) Update() error {
	if now := time.Now(); now.After(m.next) {
		fmt.Fprintf(os.Stderr, "fps %.1f tps %.1f\n", ebiten.ActualFPS(), ebiten.ActualTPS())
		m.next = now.Add(time.Second)
	}
	return m.App.Update()
}
