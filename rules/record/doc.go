// Package record reads and writes game records of every game in
// rules/catalog: a plain-text format for people, like chess's PGN, and a
// compact share link. It knows the games only through rules.Game, and no
// screen; the app's save, open, copy, paste and share build on it, and the
// engine's load and save commands use it. docs/RECORDS.md describes the
// format with an example of each game.
//
// # The API
//
// A Record is a game's name, its start position ("" for the game's own),
// the tags of its header and its main Line: the Moves as played, each an
// action in notation with a comment and Variations (lines played instead
// of that move, from the position before it, each with moves of its own
// that may have variations in turn).
//
//   - Parse reads a record's text, strictly: every action legal where it
//     stands, every turn numbered, every tag well formed, and the Result,
//     Reason and Score tags, when given, true of where the main line ends.
//     A failure is an *Error with the line and column, what was expected
//     and what was found.
//   - Format writes a record (it replays every line, so it fails on an
//     illegal move), with the Result, Reason and Score tags from the rules.
//     Format(Parse(text)) is text for every text Format wrote.
//   - EncodeLink and DecodeLink pack and unpack the game, the start and the
//     main line (no tags, comments or variations) as base64url text.
//   - StartGame and Replay make a rules.Game from a record: at the start, or
//     with the first n actions of the main line played (its history holds
//     them, so Undo steps back).
//   - Branch plays a new move at a ply of the main line and keeps what
//     followed as a variation of it: continuing a game from an earlier
//     point loses nothing.
//   - Turn, AddAction and DropAction group a line's actions into turns as
//     the record numbers them (a GIPF turn is a push and the removals after
//     it); the app's move list uses them too.
//
// # The text
//
// UTF-8, lines ended by LF or CRLF, at most MaxSize bytes. First the
// header, one tag a line, [Name "Value"] (with \" and \\ escaped in the
// value), then the moves:
//
//	[Game "gipf"]
//	[Variant "standard"]
//	[White "Ada"]
//	[BlackLevel "4"]
//	[Result "*"]
//
//	1. a1-b2 {a comment} 1... i5-h5 (1... Gi5-h5 2. a5-b5) 2. ...
//
// Tags: Game (gipf, gravity or kpe) comes always; Variant (basic, standard
// or tournament) with GIPF only; Position, the start's position string,
// when it is not the game's start; the players' names under their seats
// (White and Black, or South and North in Kpé) and an AI seat's level as
// WhiteLevel and so on (1 to 99); Date as YYYY-MM-DD; any other tag of
// letters, digits and _ is kept as it is. Result is the winner's seat
// (white, black, south, north), draw, or * while the game goes on; Reason
// is the protocol's word for why it ended (four, no-moves, no-gipf, …);
// Score is a finished Kpé game's seeds, south's then north's ("27-21").
//
// Moves: before every turn its number, "3." for the first player's turn
// and "3..." for the second's (the first turn is 1; the number grows with
// each turn of the first player); then the turn's actions in any notation
// the game reads (Format writes them canonically). A comment in braces
// ({…}, with \} and \\ escaped) may stand at the start of a line and after
// each move; a variation in parentheses follows the move it replaces (and
// its comment), and starts with that move's turn number when it starts a
// turn. Nothing follows the last move: one record a text.
//
// # The link
//
// Bytes, then base64url without padding: the version (1), the game's
// index in catalog.Names, flags (bit 0: a start of its own, followed by
// its length in one byte and the position string), the number of actions
// as a uvarint, then each action as its index among the legal actions in
// listing order, in just enough bits for their number (none for a forced
// one), least significant bit first, the last byte padded with zeros.
// DecodeLink refuses everything EncodeLink would not have written.
package record
