// Package render draws the boards: layout from board points to screen
// device pixels, hit-testing, drawing a position, and its animation: each
// view lays the events the rules return as the steps of one shared
// timeline (package render/anim), which plays them forward, snaps them to
// their end or plays them in reverse. Each game has a View;
// the play scene drives them all through the View interface. The views
// share one base (board; tapBoard for the boards played by a tap), and
// explain their things with the words the scene gives them (Labels):
// captions, tooltips on hover and long press, the legend of a GIPF removal.
// A Recorder, shared by the app's scenes and views, holds back a frame's
// draws and draws again only the parts of the screen that changed.
package render
