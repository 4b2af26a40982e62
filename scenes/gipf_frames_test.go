package scenes

import (
	"tavola/session"
	"tavola/settings"
)

// The GIPF states measured by TestAppFramesAllocateNothingInSteadyState:
// a push whose row then goes home, animating; a removal choice between two
// crossing rows waiting for the player; two AIs thinking and playing.
func init() {
	frameCases = append(frameCases,
		frameCase{name: "gipf animating", setup: playCase("gipf-basic", "basic 4/5/6/www4/6/5/4 w 12 15 -", "e1-e5", [2]session.Seat{}, settings.Normal)},
		frameCase{name: "gipf removal choice", setup: playCase("gipf-basic", "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", "", [2]session.Seat{}, settings.Normal)},
		frameCase{name: "gipf, AI thinking and moving", aiOK: true, moves: true,
			setup: playCase("gipf-standard", "", "", [2]session.Seat{{AI: true, Level: 6}, {AI: true, Level: 6}}, settings.Off)},
	)
}
