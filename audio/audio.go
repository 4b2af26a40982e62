package audio

import (
	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Sounds plays the effects at a volume. Its zero value is not usable: call
// New. Until Unlock is called (after the first user gesture) it stays
// silent and opens no sound device.
type Sounds struct {
	disabled bool // -mute or tests: never open the device
	muted    bool
	volume   float64
	pcm      [effectCount][]byte
	ctx      *eaudio.Context
	players  [effectCount][]*eaudio.Player
}

// playersPerEffect lets a few drops of the same effect overlap (a fast Kpé
// sowing) without creating players while the game runs.
const playersPerEffect = 3

// New synthesises the effects. With disabled true the sound device is never
// opened (the -mute flag, tests, machines without a sound card).
func New(disabled bool) *Sounds {
	s := &Sounds{disabled: disabled, volume: 0.8}
	for e := range effectCount {
		s.pcm[e] = bytesF32(Synth(e))
	}
	return s
}

// Unlock opens the sound device; the app calls it on the first user
// gesture. Later calls do nothing.
func (s *Sounds) Unlock() {
	if s.disabled || s.ctx != nil {
		return
	}
	// Ebitengine allows one audio context per process (and its
	// CurrentContext reports none in v2.8.8): the app has one Sounds, and
	// tests, which make many, disable them.
	s.ctx = eaudio.NewContext(SampleRate)
	for e := range effectCount {
		for range playersPerEffect {
			s.players[e] = append(s.players[e], s.ctx.NewPlayerF32FromBytes(s.pcm[e]))
		}
	}
}

// Unlocked reports whether the sound device is open.
func (s *Sounds) Unlocked() bool { return s.ctx != nil }

// SetMuted silences or restores the effects.
func (s *Sounds) SetMuted(m bool) { s.muted = m }

// Muted reports whether the effects are silenced.
func (s *Sounds) Muted() bool { return s.muted }

// SetVolume sets the volume, clamped to [0, 1].
func (s *Sounds) SetVolume(v float64) { s.volume = max(0, min(1, v)) }

// Volume returns the volume in [0, 1].
func (s *Sounds) Volume() float64 { return s.volume }

// Play starts effect e on a free player (or restarts the first one when all are busy). It
// does nothing while muted, at volume 0 or before Unlock.
func (s *Sounds) Play(e Effect) {
	if s.ctx == nil || s.muted || s.volume == 0 || e >= effectCount {
		return
	}
	ps := s.players[e]
	p := ps[0]
	for _, q := range ps {
		if !q.IsPlaying() {
			p = q
			break
		}
	}
	p.SetVolume(s.volume)
	if err := p.Rewind(); err != nil {
		return // a sound that cannot restart is skipped, never fatal
	}
	p.Play()
}
