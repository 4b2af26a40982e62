package session

import (
	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/wasm/aiwork"
)

// NewAI is the app's AI in the browser: the searches and the coach's
// ratings run in the AI's Web Worker (aiwork.StartWorker), so that the
// page's one thread only draws and reads input; where the worker cannot
// run, a search runs on the page, pumped in slices from the app's Update,
// and the coach rates nothing.
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
		NewCoach:  func(g *kpe.Game) CoachRun { return w.Coach(g) },
		MaxLevel:  ai.MaxLevel,
		KpeTables: kt,
	}
}

// InBackground leaves the search to be pumped in slices from the app's
// Update: in the browser Go has one thread and no preemption, so a search
// on a goroutine of its own would freeze the page.
func InBackground(s Search) Search { return s }
