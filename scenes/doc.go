// Package scenes is the app: the scene manager (eased crossfades, input
// frozen while they run) and its scenes — title, choosing a game, setting
// up the seats, playing (a person or the AI in each seat, undo and redo, the
// move list by turns as the game record writes them, history review with
// ←/→, Home/End or a click on a move, the end of the game), the
// AI-against-AI demo, the rules with animated diagrams, the settings — plus
// the shortcuts overlay. Input comes from a Source (mouse and touch merged
// into one render.Pointer, keys read as verbs), so tests drive every scene
// with a fake one.
package scenes
