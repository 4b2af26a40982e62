// Package sprites is the art of Tavola: palettes (one of them colour-blind
// safe), and the boards, pieces, pits, seeds and labels drawn procedurally
// at the size the screen needs. Nothing is loaded from files.
package sprites
