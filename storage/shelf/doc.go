// Package shelf keeps the games a player saves to keep: the texts of game
// records (package rules/record), each under a name made of the time it
// was saved and the game, "2026-12-01-140512-gravity". Natively they are
// files <name>.txt in a folder of the player's own (Folder, from
// internal/appdirs: Tavola in the documents folder when there is one,
// else tavola/games under os.UserConfigDir()), so that they can be opened, mailed or backed up
// like any document, and any record file dropped there is listed too; in
// the browser they are the localStorage keys tavola.game.<name>. Like the
// app's other stores (package storage) a shelf never reads a text over 1 MB
// and writes each one whole or not at all.
package shelf
