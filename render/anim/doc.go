// Package anim is the animation timeline the boards of package render
// share, and the easing curves they draw its steps with.
//
// A board lays out the events an action returned as steps (tweens): each
// step runs for a span of ticks (60 a second) and changes what the board
// shows once when it begins and once when it ends. The timeline plays
// them forward one tick at a time, snaps to the end when the next action
// arrives, or plays them in reverse when a review steps back over the
// action; between the two ends it reports the steps running and how far
// each has gone, and whether it is still (nothing left to play). The
// speed setting is the length of one step in ticks, which the board lays
// its spans in (Scale); 0 means no animation.
//
// It is arithmetic on ticks and needs no display: its tests run headless.
package anim
