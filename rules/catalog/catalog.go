package catalog

import (
	"fmt"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// entry ties a protocol name to the constructor of its start position.
type entry struct {
	name string
	make func() rules.Game
}

// games lists the games in the protocol's order. It is read-only.
var games = []entry{
	{"gipf-basic", func() rules.Game { return gipf.New(gipf.Basic) }},
	{"gipf-standard", func() rules.Game { return gipf.New(gipf.Standard) }},
	{"gipf-tournament", func() rules.Game { return gipf.New(gipf.Tournament) }},
	{"gravity", func() rules.Game { return gravity.New() }},
	{"kpe", func() rules.Game { return kpe.New() }},
}

// Names returns the protocol names of the games, in the protocol's order
// (gipf-basic gipf-standard gipf-tournament gravity kpe). The slice is the
// caller's own.
func Names() []string {
	names := make([]string, len(games))
	for i, e := range games {
		names[i] = e.name
	}
	return names
}

// New returns the game called name at its start position.
func New(name string) (rules.Game, error) {
	for _, e := range games {
		if e.name == name {
			return e.make(), nil
		}
	}
	return nil, fmt.Errorf("catalog: unknown game %q", name)
}
