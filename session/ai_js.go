package session

import (
	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/wasm/aiwork"
)

// NewAI is the app's AI in the browser: the searches, the coach's ratings
// and the analyses run in the AI's Web Worker (aiwork.StartWorker), so
// that the page's one thread only draws and reads input; where the worker
// cannot run, a search runs on the page, pumped in slices from the app's
// Update, the coach rates nothing and an analysis ends with an error.
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
		MaxLevel:  ai.MaxLevel,
		KpeTables: kt,
	}
}

// InBackground leaves the search to be pumped in slices from the app's
// Update: in the browser Go has one thread and no preemption, so a search
// on a goroutine of its own would freeze the page.
func InBackground(s Search) Search { return s }
