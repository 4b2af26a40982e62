package session

import (
	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/wasm/aiwork"
)

// NewAI is the app's AI in the browser: the searches, the coach's ratings,
// the analyses and the evaluation bar's values run in the AI's Web Worker
// (aiwork.StartWorker), so that the page's one thread only draws and
// reads input; where the worker cannot run, a search runs on the page,
// pumped in slices from the app's Update, the coach rates nothing, and an
// analysis or an evaluation ends with an error.
func NewAI() AI {
	kt := new(kpetables.Tables)
	page := AISearch(new(ai.Searcher), kt)
	w := aiwork.StartWorker(func(g rules.Game, level int, seed, generation uint64) aiwork.Search {
		return page(g, level, seed, generation)
	})
	return AI{
		NewSearch: func(g rules.Game, level int, seed, generation uint64) Search {
			return w.NewSearch(g, level, seed, generation)
		},
		NewCoach: func(g *kpe.Game) CoachRun { return w.Coach(g) },
		NewAnalysis: func(start rules.Game, actions []rules.Action) Analyser {
			return w.Analyse(start, actions)
		},
		NewEval: func(g rules.Game) EvalRun {
			return workerEval{w.Evaluate(g), g.Name(), g.ToMove()}
		},
		MaxLevel:  ai.MaxLevel,
		KpeTables: kt,
	}
}

// InBackground leaves the search to be pumped in slices from the app's
// Update: in the browser Go has one thread and no preemption, so a search
// on a goroutine of its own would freeze the page.
func InBackground(s Search) Search { return s }

// workerEval is an evaluation in the worker, its value turned to the first
// player's view.
type workerEval struct {
	run   *aiwork.EvalRun
	game  string
	mover rules.Player
}

func (w workerEval) Result() (Standing, bool, error) {
	e, done, err := w.run.Result()
	if !done || err != nil {
		return Standing{}, done, err
	}
	return StandingOf(w.game, w.mover, e), true, nil
}

func (w workerEval) Cancel() { w.run.Cancel() }
