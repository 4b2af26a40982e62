package ai

// The streams of a search's seed (internal/seeded): each search that draws
// numbers takes its own, so that the alpha-beta and the MCTS of one hybrid
// search draw independent sequences, and a search with a seed replays
// exactly.
const (
	streamAlphaBeta uint64 = iota + 1 // root jitter
	streamMCTS                        // playouts, the order children are tried
	streamGF1                         // the shuffle of the root actions
)
