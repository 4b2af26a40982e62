package kpesolve

// memorySource answers lookups from tables a solve holds in memory.
type memorySource struct {
	layers  []*Layer
	classes map[classKey]*Class
}

func (m memorySource) Lookup(s State) (Entry, bool) {
	n := s.Board.Total()
	r := Rank(s.Board)
	if s.Lock == Unlocked {
		if n >= len(m.layers) || m.layers[n] == nil || m.layers[n].D == nil {
			return Entry{}, false
		}
		return m.layers[n].entry(r), true
	}
	c := m.classes[classKey{s.Lock, n}]
	if c == nil {
		return Entry{}, false
	}
	i, ok := c.find(r)
	if !ok {
		return Entry{}, false
	}
	return Entry{D: c.D[i], U: c.U[i], Lo: c.Lo[i], Hi: c.Hi[i], Cycle: c.Cyc.has(uint32(i))}, true
}
