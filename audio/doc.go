// Package audio plays the game's sound effects. Every effect is synthesised
// at start-up as float32 PCM (no audio files), and nothing touches the
// sound device until the player's first gesture (browsers refuse audio
// before one) or when the sound is muted, so the app runs on machines and
// in tests without a sound card.
package audio
