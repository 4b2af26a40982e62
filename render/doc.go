// Package render draws the boards: layout from board points to screen
// device pixels, hit-testing, drawing a position, and the animation
// timeline built from the events the rules return. Each game has a View;
// the play scene drives them all through the View interface.
package render
