// Package scenes is the app: the scene manager (short crossfades timed by
// the clock, the incoming scene taking input at once) and its scenes —
// title, choosing a game, setting up the seats, playing (a person or the AI
// in each seat, undo and redo, the move list by turns as the game record
// writes them, history review with ←/→, Home/End or a click on a move, the
// end of the game), the AI-against-AI demo, the rules with animated
// diagrams, the settings — plus the shortcuts overlay. Input comes from a
// Source (mouse and touch merged into one render.Pointer, a press and
// release between two frames kept as a click, keys read as verbs), so tests
// drive every scene with a fake one. What waits — the demo's rest after a
// game, the AI's pause before its reply, a rules diagram's next move —
// waits by the app's clock, never a count of frames, which a slow machine
// stretches.
//
// Every game kind keeps its own autosave (package session documents the
// format and the keys): the title's Continue offers the games in progress —
// straight into the one when there is one, a list when there are several —
// and starting a new game of a kind in progress asks first (continue it,
// replace it, or go back), so a misclick never loses a game. A save that
// cannot be restored is moved aside and the player told once, in a notice
// at the bottom of the screen (plain words, and the technical detail under
// them); a save that cannot be written shows a notice until one works.
//
// Game records (docs/RECORDS.md): the play scene's Menu (gameMenu) saves
// the game on the shelf (package shelf) and opens saved ones (library),
// copies the game as text or its position and shares a link (textView,
// through the Clipboard where the platform has one), and pastes a record,
// a position or a link (textView editing; what does not read is refused
// with its line and column, the text kept); a review plays on from the
// move shown (branchAsk), the moves after it kept as a variation or
// dropped; stepping back animates the move taken back in reverse. What is
// opened never costs the game in progress: another game of its kind asks
// first (replace).
//
// Every text is drawn through ui.label, which bounds it whatever it holds:
// wrapped to the width it has, cut with "…" after a few lines, in an image
// small enough for Ebitengine's atlas.
package scenes
