package rules

// Perft counts the action sequences of length depth from the current
// position of g (a game that ends earlier contributes nothing). g is left as
// it was. It allocates one action buffer per level.
func Perft(g Game, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Action, depth)
	for i := range bufs {
		bufs[i] = make([]Action, 0, 128)
	}
	return perft(g, depth, bufs)
}

func perft(g Game, depth int, bufs [][]Action) uint64 {
	acts := g.Actions(bufs[depth-1][:0])
	bufs[depth-1] = acts
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for i := 0; i < len(acts); i++ {
		g.Apply(acts[i], nil)
		n += perft(g, depth-1, bufs)
		g.Undo()
	}
	return n
}
