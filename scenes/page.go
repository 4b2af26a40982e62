package scenes

import "strconv"

// page is what the app tells the web page around it, in the browser: it
// writes on the page's <html> element, when they change, lang (the
// interface's language, also on the embedding index.html), data-scene
// (title, play, demo, …), data-moves (the actions played in the game
// shown), data-notice (the title's notice) and data-demo ("on" while the
// AI-against-AI demo plays, for main.html's screen wake lock). The browser
// tests read them too. Natively setPageAttr does nothing.
type page struct {
	lang, scene, notice, moves, demo string
}

// publish writes what changed since the last tick.
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
		{"data-moves", strconv.Itoa(moves), &p.moves},
		{"data-demo", on, &p.demo},
		{"data-notice", a.notice, &p.notice},
	} {
		if *f.last != f.value {
			*f.last = f.value
			setPageAttr(f.name, f.value)
		}
	}
}

// sceneState names the scene shown (title, choose, setup, play, demo,
// rules, settings), the actions played in the game it shows and whether
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
	case *settings:
		return "settings", 0, false
	case *play:
		if s.demo != nil {
			return "demo", len(s.sess.Played()), !s.demo.paused
		}
		return "play", len(s.sess.Played()), false
	}
	return "other", 0, false
}
