// Package paint draws the widgets of package ui with Ebitengine: Painter
// keeps the label cache (a text is drawn once into an image and reused, so
// a steady frame allocates nothing, whatever the string holds) and draws
// text, rectangles, rounded panels, discs, pieces, menus (Painter.Menu)
// and the move list (Painter.MoveList). Its TextWidth is the Measure the
// models of package ui lay out by.
//
// It imports Ebitengine: its users' tests need Xvfb. What can be decided
// without drawing is decided in package ui.
package paint
