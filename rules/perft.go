package rules

// perftPoll is how many interior nodes a stoppable perft visits between two
// calls of its stop function: rarely enough to cost nothing measurable,
// often enough to stop within a millisecond.
const perftPoll = 1 << 10

// Perft counts the action sequences of length depth from the current
// position of g (a game that ends earlier contributes nothing). g is left as
// it was. It allocates one action buffer per level.
func Perft(g Game, depth int) uint64 {
	n, _ := PerftUntil(g, depth, nil)
	return n
}

// PerftUntil counts like Perft, calling stop (when not nil) every few
// hundred positions; once stop reports true it gives up and returns false,
// with g left as it was and a count that means nothing. stop runs on the
// caller's goroutine, between two positions.
func PerftUntil(g Game, depth int, stop func() bool) (n uint64, done bool) {
	if depth <= 0 {
		return 1, true
	}
	p := perfter{g: g, stop: stop, bufs: make([][]Action, depth)}
	for i := range p.bufs {
		p.bufs[i] = make([]Action, 0, 128)
	}
	n = p.count(depth)
	return n, !p.stopped
}

// perfter is one perft's state: its buffers, one per level, and its stop.
type perfter struct {
	g       Game
	bufs    [][]Action
	stop    func() bool
	visits  int
	stopped bool
}

func (p *perfter) count(depth int) uint64 {
	g := p.g
	acts := g.Actions(p.bufs[depth-1][:0])
	p.bufs[depth-1] = acts
	if depth == 1 {
		return uint64(len(acts))
	}
	if p.stop != nil {
		if p.visits++; p.visits == perftPoll {
			p.visits = 0
			p.stopped = p.stopped || p.stop()
		}
		if p.stopped {
			return 0
		}
	}
	var n uint64
	for i := 0; i < len(acts) && !p.stopped; i++ {
		g.Apply(acts[i], nil)
		n += p.count(depth - 1)
		g.Undo()
	}
	return n
}
