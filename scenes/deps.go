package scenes

import (
	"tavola/render"
	"tavola/rules/catalog"
	"tavola/session"
	"tavola/sprites"
)

// DefaultDeps are the real games, boards and AI (session.NewAI: natively
// searches on goroutines, in the browser in the AI's Web Worker).
func DefaultDeps() Deps {
	p := session.NewAI()
	return Deps{
		Games:   catalog.Names(),
		NewGame: catalog.New,
		Views: map[string]func(p *sprites.Palette) render.View{
			"gravity": render.NewGravityView,
			"kpe":     render.NewKpeView,
			"gipf":    render.NewGIPFView,
		},
		NewSearch: p.NewSearch,
		NewCoach:  p.NewCoach,
		NewEval:   p.NewEval,
		MaxLevel:  p.MaxLevel,
		KpeTables: p.KpeTables,

		NewAnalysis: p.NewAnalysis,
	}
}
