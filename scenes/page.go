package scenes

import "strconv"

// page is what the app tells the web page around it, in the browser: it
// writes on the page's <html> element, when they change, lang (the
// interface's language, also on the embedding index.html), data-scene
// (title, play, demo, …), data-game and data-position (the game played and
// its live position, from the play scene), data-link (the last link Share
// gave), data-moves (the actions played in the game
// shown), data-notice (the newest notice's text), data-demo ("on" while the
// AI-against-AI demo plays, for main.html's screen wake lock) and
// data-draws (the frames drawn so far: still while the screen is); the
// canvas's zoom writes data-zoom (see resolution). The
// browser tests read them too. Natively Page does nothing.
type page struct {
	lang, scene, notice, demo string
	moves, draws              int
	told                      bool // the numbers were written once
}

// publish writes what changed since the last tick; it formats a number
// only when it changed, so that a still frame allocates nothing.
func (a *App) publish() {
	scene, moves, demo := a.sceneState()
	on := "off"
	if demo {
		on = "on"
	}
	p := &a.page
	for _, f := range [...]struct {
		name, value string
		last        *string
	}{
		{"lang", a.lang.Code(), &p.lang},
		{"data-scene", scene, &p.scene},
		{"data-demo", on, &p.demo},
		{"data-notice", a.newestNotice(), &p.notice},
	} {
		if *f.last != f.value {
			*f.last = f.value
			a.pageAttr.SetAttr(f.name, f.value)
		}
	}
	if moves != p.moves || !p.told {
		p.moves = moves
		a.pageAttr.SetAttr("data-moves", strconv.Itoa(moves))
	}
	if a.draws != p.draws || !p.told {
		p.draws = a.draws
		a.pageAttr.SetAttr("data-draws", strconv.Itoa(a.draws))
	}
	p.told = true
}

// newestNotice is the text of the notice told last, or "".
func (a *App) newestNotice() string {
	if n := len(a.notices); n > 0 {
		return a.notices[n-1].text
	}
	return ""
}

// sceneState names the scene shown (title, choose, setup, play, demo,
// rules, settings, saved-games, text, game-menu, branch, puzzles, puzzle), the actions played in the game it shows and whether
// the demo is playing (not paused).
func (a *App) sceneState() (name string, moves int, demo bool) {
	switch s := a.scene.(type) {
	case *title:
		return "title", 0, false
	case *choose:
		return "choose", 0, false
	case *setup:
		return "setup", 0, false
	case *rulesScene:
		return "rules", 0, false
	case *settingsScreen:
		return "settings", 0, false
	case *savedList:
		return "saved-games", 0, false
	case *textView:
		return "text", 0, false
	case *gameMenu:
		return "game-menu", len(s.p.sess.Played()), false
	case *branchAsk:
		return "branch", len(s.p.sess.Played()), false
	case *puzzleHub:
		return "puzzles", 0, false
	case *puzzleScreen:
		return "puzzle", s.tr.Board().Plies() - s.start, false
	case *play:
		if s.demo != nil {
			return "demo", len(s.sess.Played()), !s.demo.paused
		}
		return "play", len(s.sess.Played()), false
	}
	return "other", 0, false
}
