// Package ui holds the screens' widgets as models, without Ebitengine: the
// menu (Menu, MenuItem, FootRow: focus, keys, hit-testing, the layout of
// its rows), the move list beside the board (MoveList: its turns, its
// geometry, scrolling and hit-testing), text fitting and wrapping by a
// measuring function (FitText, Wrap, FitSize), the type scale (Title …
// Caption, in units) and the layout every menu screen shares (Screen: where
// the heading, the menu and the foot row go).
//
// It imports no Ebitengine, so its tests run headless (go test ./ui/,
// no Xvfb). The widgets read a tick's input as an Input (a navigation, the
// pointer, the wheel), which package scenes makes of its Frame, and measure
// text with a Measure, which package ui/paint gives them.
//
// Package ui/paint draws these models (Painter.Menu, Painter.MoveList) and
// everything else the screens draw that is not a board: text, panels,
// rectangles, discs, pieces.
package ui
