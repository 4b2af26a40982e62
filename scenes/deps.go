package scenes

import (
	"time"

	"tavola/ai"
	"tavola/render"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/scenes/session"
	"tavola/sprites"
)

// DefaultDeps are the real games, boards and AI.
func DefaultDeps() Deps {
	return Deps{
		Games:   catalog.Names(),
		NewGame: catalog.New,
		Views: map[string]func(p *sprites.Palette) render.View{
			"gravity": render.NewGravityView,
			"kpe":     render.NewKpeView,
			"gipf":    render.NewGIPFView,
		},
		NewSearch: newSearchFunc(),
		MaxLevel:  ai.MaxLevel,
	}
}

// aiSearch adapts the ai package's search to the session's.
type aiSearch struct{ s *ai.Search }

// newAISearch starts searches on sr, which keeps their tables from one
// search to the next: only the app's first search allocates them.
func newAISearch(sr *ai.Searcher) session.SearchFunc {
	return func(g rules.Game, level int, seed, generation uint64) session.Search {
		return inBackground(aiSearch{sr.NewSearch(g, level, seed, generation)})
	}
}

func (s aiSearch) Step(slice time.Duration) bool { return s.s.Step(slice) }

func (s aiSearch) Result() (rules.Action, uint64) {
	r := s.s.Result()
	return r.Action, r.Generation
}

func (s aiSearch) Cancel() { s.s.Cancel() }
