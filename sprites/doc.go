// Package sprites is the art of Tavola: palettes (one of them colour-blind
// safe), and the boards, pieces, pits, seeds and labels drawn procedurally
// at the size the screen needs. Nothing is loaded from files. Text is
// rasterized on the CPU in the embedded Go fonts; a rune they lack shows
// as U+FFFD (never as nothing), so that a label measures what it draws.
package sprites
