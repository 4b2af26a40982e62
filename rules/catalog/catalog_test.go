package catalog

import (
	"slices"
	"testing"
)

// protocolOrder is the list of the protocol's games command.
var protocolOrder = []string{"gipf-basic", "gipf-standard", "gipf-tournament", "gravity", "kpe"}

// startPositions are the start position strings of the specs.
var startPositions = map[string]string{
	"gipf-basic":      "basic b2w/5/6/w5b/6/5/b2w w 12 12 -",
	"gipf-standard":   "standard B2W/5/6/W5B/6/5/B2W w 12 12 -",
	"gipf-tournament": "tournament 4/5/6/7/6/5/4 w 18 18 WB",
	"gravity":         "8/8/8/8/8/8/8/8 w",
	"kpe":             "6,6,6,6/6,6,6,6 S - - 0 0",
}

func TestNamesFollowTheProtocolOrder(t *testing.T) {
	names := Names()
	if len(names) == 0 {
		t.Fatal("the catalog is empty")
	}
	rest := protocolOrder
	for _, n := range names {
		i := slices.Index(rest, n)
		if i < 0 {
			t.Fatalf("Names() = %v: %q is not a protocol game or out of order (want a subsequence of %v)",
				names, n, protocolOrder)
		}
		rest = rest[i+1:]
	}
}

func TestNamesReturnsTheCallersOwnSlice(t *testing.T) {
	names := Names()
	want := slices.Clone(names)
	names[0] = "changed"
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v after the caller changed its copy, want %v", got, want)
	}
}

func TestNewStartsEachGameAtItsStartPosition(t *testing.T) {
	for _, name := range Names() {
		g, err := New(name)
		if err != nil {
			t.Fatalf("New(%q): %v", name, err)
		}
		if g.Name() != name {
			t.Errorf("New(%q).Name() = %q", name, g.Name())
		}
		if g.Plies() != 0 || g.Outcome().Over {
			t.Errorf("New(%q): %d plies, over %v; want a fresh game", name, g.Plies(), g.Outcome().Over)
		}
		pos, err := g.Position()
		if err != nil || pos != startPositions[name] {
			t.Errorf("New(%q).Position() = %q, %v; want %q", name, pos, err, startPositions[name])
		}
	}
}

func TestNewGamesAreIndependent(t *testing.T) {
	for _, name := range Names() {
		a, _ := New(name)
		b, _ := New(name)
		acts := a.Actions(nil)
		if len(acts) == 0 {
			t.Fatalf("%s: no action at the start", name)
		}
		a.Apply(acts[0], nil)
		if b.Plies() != 0 {
			t.Errorf("%s: playing in one new game changed another", name)
		}
	}
}

func TestNewRefusesUnknownNames(t *testing.T) {
	for _, name := range []string{"", "chess", "Gravity", "gipf", "kpe "} {
		if g, err := New(name); err == nil || g != nil {
			t.Errorf("New(%q) = %v, %v; want an error", name, g, err)
		}
	}
}
