package scenes

import (
	"tavola/audio"
	"tavola/rules"
)

// cues are the sounds of the last move, due in step with its animation.
type cues struct {
	list []cue
	tick int
}

// cue is a sound due after a number of ticks.
type cue struct {
	at     int
	effect audio.Effect
}

// clear forgets the sounds not yet played.
func (c *cues) clear() { c.list = c.list[:0] }

// schedule plans the sounds of a move's events roughly in step with the
// board's animation at speed t ticks a step: the piece lands, then slides;
// Kpé's seeds click one by one as they drop (long sowings faster), then
// the capture. With no animation each kind sounds once, at once.
func (c *cues) schedule(events []rules.Event, t int) {
	c.list = c.list[:0]
	sown := 0
	for _, e := range events {
		if e.Kind == rules.Sown {
			sown++
		}
	}
	drop := t * 3 / 4
	if sown > 8 {
		drop = max(3, t*3*(8+(sown-8)/2)/(4*sown))
	}
	now := 0
	var seen [rules.GameOver + 1]bool
	for _, e := range events {
		if int(e.Kind) >= len(seen) {
			continue
		}
		first := !seen[e.Kind]
		seen[e.Kind] = true
		switch e.Kind {
		case rules.Placed:
			if first {
				c.list = append(c.list, cue{now, audio.Place})
			}
			now += t / 2
		case rules.Moved:
			if first {
				c.list = append(c.list, cue{now, audio.Slide})
			}
		case rules.PickedUp:
			now += t * 7 / 10
		case rules.Sown:
			if t > 0 || first {
				c.list = append(c.list, cue{now, audio.Seed})
			}
			now += drop
		case rules.Captured, rules.Returned:
			if first {
				now += t / 3
				c.list = append(c.list, cue{now, audio.Capture})
			}
		case rules.GameOver:
			c.list = append(c.list, cue{now + t, audio.Win})
		}
	}
	c.tick = 0
}

// play plays the sounds that are due and advances one tick.
func (c *cues) play(snd *audio.Sounds) {
	if len(c.list) == 0 {
		return
	}
	k := 0
	for _, q := range c.list {
		if q.at <= c.tick {
			snd.Play(q.effect)
			continue
		}
		c.list[k] = q
		k++
	}
	c.list = c.list[:k]
	c.tick++
}
