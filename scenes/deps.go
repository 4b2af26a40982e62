package scenes

import (
	"time"

	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/render"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/session"
	"tavola/sprites"
)

// DefaultDeps are the real games, boards and AI.
func DefaultDeps() Deps {
	kt := new(kpetables.Tables)
	return Deps{
		Games:   catalog.Names(),
		NewGame: catalog.New,
		Views: map[string]func(p *sprites.Palette) render.View{
			"gravity": render.NewGravityView,
			"kpe":     render.NewKpeView,
			"gipf":    render.NewGIPFView,
		},
		NewSearch: newSearchFunc(kt),
		MaxLevel:  ai.MaxLevel,
		KpeTables: kt,
	}
}

// aiSearch adapts the ai package's search to the session's.
type aiSearch struct{ s *ai.Search }

// newAISearch starts searches on sr, which keeps their tables from one
// search to the next: only the app's first search allocates them. Kpé's
// top level is the perfect player once kt has loaded tables.
func newAISearch(sr *ai.Searcher, kt *kpetables.Tables) session.SearchFunc {
	return func(g rules.Game, level int, seed, generation uint64) session.Search {
		b := ai.LevelBudget(g.Name(), level)
		if g.Name() == "kpe" && level == ai.MaxLevel {
			b.KpeTables = kt.Source() // only here: asking may solve them
		}
		return inBackground(aiSearch{sr.NewSearchBudget(g, b, seed, generation)})
	}
}

func (s aiSearch) Step(slice time.Duration) bool { return s.s.Step(slice) }

func (s aiSearch) Result() (rules.Action, uint64) {
	r := s.s.Result()
	return r.Action, r.Generation
}

func (s aiSearch) Cancel() { s.s.Cancel() }
