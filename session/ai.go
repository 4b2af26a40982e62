package session

import (
	"time"

	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
)

// AI is what the app's AI seats and its Kpé coach play with (NewAI makes
// the app's own): the searches, the coach's ratings, the analyses of
// games, the evaluation bar's values, the strongest level, and the Kpé tables, which Kpé's top level
// plays perfectly with and the coach rates on once they have loaded (the
// app calls their Start after its first frame).
type AI struct {
	NewSearch   SearchFunc
	NewCoach    CoachFunc
	NewAnalysis AnalysisFunc
	NewEval     EvalFunc
	MaxLevel    int
	KpeTables   *kpetables.Tables
}

// AISearch starts the ai package's searches on sr, which keeps their
// tables from one search to the next: only the first search allocates
// them. Kpé's top level is the perfect player once kt has loaded tables.
// Each search runs InBackground.
func AISearch(sr *ai.Searcher, kt *kpetables.Tables) SearchFunc {
	return func(g rules.Game, level int, seed, generation uint64) Search {
		b := ai.LevelBudget(g.Name(), level)
		if g.Name() == "kpe" && level == ai.MaxLevel {
			b.KpeTables = kt.Source() // only here: asking may solve them
		}
		return InBackground(aiSearch{sr.NewSearchBudget(g, b, seed, generation)})
	}
}

// aiSearch adapts the ai package's search to the session's.
type aiSearch struct{ s *ai.Search }

func (s aiSearch) Step(slice time.Duration) bool { return s.s.Step(slice) }

func (s aiSearch) Result() (rules.Action, uint64) {
	r := s.s.Result()
	return r.Action, r.Generation
}

func (s aiSearch) Cancel() { s.s.Cancel() }
