// Package scenes is the app: the scene manager (short crossfades timed by
// the clock, the incoming scene taking input at once) and its scenes —
// title, choosing a game, setting up the seats, playing (a person or the AI
// in each seat, undo and redo, the move list by turns as the game record
// writes them, history review with ←/→, Home/End or a click on a move, the
// end of the game), the AI-against-AI demo, the rules with animated
// diagrams, the settings — plus the shortcuts overlay. Input comes from a
// Source (mouse and touch merged into one render.Pointer, a press and
// release between two frames kept as a click, keys read as verbs), so tests
// drive every scene with a fake one.
package scenes
