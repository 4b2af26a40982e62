// Package catalog names the games Tavola plays, in the words of the engine
// protocol, and makes a new game from its name. The engine, the AI's match
// runner and the app find every game here, so a game wired in once plays
// everywhere.
package catalog
