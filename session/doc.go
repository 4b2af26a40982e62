// Package session is a game at the table, without the screen: the rules
// game, who sits in each seat (a person or an AI of some level), the AI's
// search pumped in time slices, undo and redo (against the AI an undo takes
// back its reply and your move together), the move list in the game's
// notation and the same list grouped by turns (a GIPF turn is the push and
// the removals that follow it), and the autosave text that brings a game
// back after the window closes. The play and demo scenes drive it; tests
// drive it without a window.
//
// A session also keeps its game record (package rules/record): Record
// writes the game with the AI seats' levels and whatever the record it was
// opened from (FromRecord) holds — tags, comments, variations. PlayFrom
// takes the game back to an earlier point to play on from there, keeping
// the old continuation as a variation of the next move played, or dropping
// it. NotesText and SetNotes carry that record beside the autosave.
//
// The AI a session plays with is a SearchFunc: NewAI makes the app's
// (AISearch adapts the ai package's searches; natively each runs
// InBackground, on a goroutine of its own; in the browser in the AI's Web
// Worker, through wasm/aiwork's client). Coach is the Kpé coach's side of
// a game: it follows the position and keeps the newest rating of its
// moves (package ai/kpecoach), made elsewhere — natively on a goroutine
// (LocalCoach), in the browser in the worker — so that the play screen
// only asks for it and draws it. An Analyser is the computer analysis of
// a game (package ai/analysis) under way in the background, with its
// progress, its result and a cancel: natively on analysis.Workers()
// goroutines (LocalAnalysis), in the browser in the worker, which
// interleaves it with the searches and the coach's ratings. A Gauge is the
// evaluation bar's side of a game: it follows the position shown, valued
// by a search of its own (EvalFunc: natively LocalEval on a goroutine,
// in the browser the worker's evaluate request) or by a record's analysis
// (RecordStandings), always from the first player's view (Standing), and
// eases the bar's fill toward each new value.
//
// # The autosave format
//
// A save (format version 2) is UTF-8 text of six lines: a header, four
// lines each a key, one space and a value, in any order and each exactly
// once, and an end line:
//
//	tavola-save 2
//	game kpe
//	start 6,6,6,6/6,6,6,6 S - - 0 0
//	seats human ai:3
//	moves A b C
//	end
//
// The lines mean:
//
//   - tavola-save 2: the header; the number changes when the format does.
//   - game: the protocol's game name (gravity, kpe, gipf-basic,
//     gipf-standard, gipf-tournament), at most 40 bytes.
//   - start: the position string (as the game's spec writes it) the game
//     started from, at most 4096 bytes.
//   - seats: the first player's seat, then the second's: human, or ai:N for
//     the AI at level N.
//   - moves: every action played, in the game's notation (at most 64 bytes
//     each), separated by single spaces, oldest first (GIPF removal actions
//     are actions of their own, as in the game record). Empty when nothing
//     was played.
//   - end: the last line, so that a save cut short is known as such.
//
// Version 1 is version 2 with the header "tavola-save 1" and no end line;
// it is still read.
//
// Reading it replays the moves from start through the rules, so a save
// whose move is illegal is refused as a whole, naming the move; an empty
// save is refused too.
//
// # Where saves are kept
//
// Each game kind has its own save, under the store key Key(name),
// "autosave-<game>" (autosave-gravity, autosave-kpe, autosave-gipf-basic,
// …): natively the file tavola/autosave-<game>.txt under
// os.UserConfigDir(), in the browser the localStorage key
// tavola.autosave-<game> (package storage). Starting a game of one kind
// never touches the save of another. When a game ends its save is removed.
// Version 1 kept one save, under LegacyKey ("autosave"); the app renames it
// to the key of the game it holds. A save the app cannot restore is moved
// aside (storage.MoveAside: autosave-<game>.broken-<date>-<time>), never
// deleted.
package session
