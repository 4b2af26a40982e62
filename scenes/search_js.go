package scenes

import "tavola/scenes/session"

// inBackground leaves the search to be pumped in slices from Update: in the
// browser Go has one thread and no preemption, so a search on a goroutine
// of its own would freeze the page.
func inBackground(s session.Search) session.Search { return s }
