package session

import (
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
)

// Analyser is a computer analysis of a game (package ai/analysis) under
// way in the background, for the screens to follow: natively on
// goroutines (LocalAnalysis), in the browser in the AI's Web Worker. Its
// methods never wait, and may be called from any goroutine.
type Analyser interface {
	// Progress is how many of the game's positions are analysed, and how
	// many there are (one a turn, and where the game stands).
	Progress() (done, total int)
	// Done reports whether the analysis has ended: finished, failed or
	// cancelled.
	Done() bool
	// Result is the analysis once Done, or why there is none: the error
	// that stopped it, analysis.ErrStopped once cancelled. Before Done it
	// is nil and no error.
	Result() (*analysis.Game, error)
	// Cancel ends the analysis: Done is true and Result ErrStopped from
	// then on, and its searches stop soon after.
	Cancel()
}

// AnalysisFunc starts analysing the game played from start by actions and
// returns at once; it reads start and actions before it returns. A game
// it cannot analyse (an action not legal where it is played) gives an
// Analyser that is Done at once, with the error.
type AnalysisFunc func(start rules.Game, actions []rules.Action) Analyser

// AnalyseRecord starts analysing the main line of r with start (a
// record's games come from sessions' Record and from saved games). A record
// that does not replay is an error, and nothing starts.
func AnalyseRecord(start AnalysisFunc, r *record.Record) (Analyser, error) {
	g, actions, err := r.Replay(-1)
	if err != nil {
		return nil, err
	}
	for g.Plies() > 0 {
		g.Undo()
	}
	return start(g, actions), nil
}
