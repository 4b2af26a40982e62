package main

import (
	"tavola/library"
	"tavola/platform"
	"tavola/scenes"
)

// machine wires the platform's side (package platform) into the
// interfaces the screens declare (scenes.Platform); both speak package
// device's types, so nothing is adapted.
func machine() scenes.Platform {
	return scenes.Platform{
		Clipboard:  platform.NewClipboard(),
		Links:      platform.NewLinks(library.LinkCode),
		Page:       platform.Page{},
		Canvas:     platform.NewCanvas(),
		Presses:    platform.NewPresses(scenes.WatchedKeys()),
		Drops:      platform.Drops{},
		Screenshot: platform.Screenshot,
	}
}
