// Package rules is the vocabulary the three games share: players, outcomes,
// actions, the events an action produces for the screen, and the Game
// interface that the engine, the AI and the app drive every game through.
//
// Each game lives in its own subpackage (rules/gipf, rules/gravity,
// rules/kpe) and knows nothing of the screen; rules/catalog names them.
package rules
