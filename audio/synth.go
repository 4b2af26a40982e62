package audio

import (
	"encoding/binary"
	"math"
)

// SampleRate is the rate every effect is synthesised at.
const SampleRate = 44100

// Effect names a sound.
type Effect uint8

// The effects of the game: a piece placed (Gravity entry), a piece sliding,
// one Kpé seed dropping into a pit, a capture, a win, and a menu click.
const (
	Place Effect = iota
	Slide
	Seed
	Capture
	Win
	Click
	effectCount
)

// voice is one partial of an effect: a sine (or noise) burst with an
// attack/decay envelope and a frequency glide.
type voice struct {
	start, dur float64 // seconds
	f0, f1     float64 // frequency at start and end (Hz); 0 means noise
	amp        float64
	attack     float64 // seconds
}

// recipes describes each effect as a few voices; the tune of the win is a
// rising major arpeggio, the slide a falling glide, the seed a short tick.
var recipes = [effectCount][]voice{
	Place:   {{0, 0.12, 520, 480, 0.5, 0.003}, {0, 0.05, 0, 0, 0.15, 0.001}},
	Slide:   {{0, 0.22, 700, 260, 0.3, 0.01}},
	Seed:    {{0, 0.06, 1500, 1100, 0.35, 0.001}, {0, 0.025, 0, 0, 0.12, 0.001}},
	Capture: {{0, 0.18, 330, 220, 0.4, 0.005}, {0.06, 0.18, 440, 300, 0.3, 0.005}, {0, 0.08, 0, 0, 0.2, 0.001}},
	Win:     {{0, 0.25, 523, 523, 0.3, 0.01}, {0.12, 0.25, 659, 659, 0.3, 0.01}, {0.24, 0.25, 784, 784, 0.3, 0.01}, {0.36, 0.5, 1047, 1047, 0.3, 0.01}},
	Click:   {{0, 0.04, 900, 800, 0.25, 0.001}},
}

// Synth renders effect e as interleaved stereo float32 samples at
// SampleRate, in [-1, 1].
func Synth(e Effect) []float32 {
	vs := recipes[e]
	end := 0.0
	for _, v := range vs {
		end = math.Max(end, v.start+v.dur)
	}
	n := int(end * SampleRate)
	out := make([]float32, 2*n)
	noise := uint32(0x9e3779b9) // xorshift state: the same sound every run
	for _, v := range vs {
		first := int(v.start * SampleRate)
		count := int(v.dur * SampleRate)
		phase := 0.0
		for i := 0; i < count && first+i < n; i++ {
			t := float64(i) / SampleRate
			env := math.Exp(-5 * t / v.dur)
			if t < v.attack {
				env *= t / v.attack
			}
			var s float64
			if v.f0 == 0 {
				noise ^= noise << 13
				noise ^= noise >> 17
				noise ^= noise << 5
				s = float64(noise)/math.MaxUint32*2 - 1
			} else {
				f := v.f0 + (v.f1-v.f0)*t/v.dur
				phase += 2 * math.Pi * f / SampleRate
				s = math.Sin(phase)
			}
			x := float32(s * env * v.amp)
			out[2*(first+i)] += x
			out[2*(first+i)+1] += x
		}
	}
	for i, x := range out {
		out[i] = max(-1, min(1, x))
	}
	return out
}

// bytesF32 encodes samples as little-endian float32, the layout
// NewPlayerF32FromBytes reads.
func bytesF32(samples []float32) []byte {
	b := make([]byte, 4*len(samples))
	for i, s := range samples {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(s))
	}
	return b
}
