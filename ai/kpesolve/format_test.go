package kpesolve

import (
	"bytes"
	"errors"
	"testing"
)

// smallTable writes the unlocked layers of smallClasses and its locked
// classes into a table file.
func smallTable(t *testing.T) ([]byte, memorySource) {
	t.Helper()
	layers, classes := smallClasses(t)
	var secs []*section
	for _, l := range layers {
		secs = append(secs, layerSection(l))
	}
	for _, c := range sortedClasses(classes) {
		secs = append(secs, classSection(c))
	}
	var enc [][]byte
	for _, s := range secs {
		e, err := s.encode()
		if err != nil {
			t.Fatal(err)
		}
		enc = append(enc, e)
	}
	var b bytes.Buffer
	if err := writeTable(&b, secs, enc); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), memorySource{layers: layers, classes: classes}
}

func TestTableFileRoundTrips(t *testing.T) {
	data, mem := smallTable(t)
	tab, err := Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	tab.limit = 3 // make the cache evict
	check := func(s State) {
		want, wok := mem.Lookup(s)
		got, gok := tab.Lookup(s)
		if wok != gok || want != got {
			t.Fatalf("%016x lock %02x: file %+v %v, memory %+v %v", uint64(s.Board), s.Lock, got, gok, want, wok)
		}
	}
	for n := range mem.layers {
		for k := range Size(n) {
			check(State{Unrank(n, uint32(k)), Unlocked})
		}
	}
	for _, c := range mem.classes {
		for _, r := range c.Ranks {
			check(State{Unrank(c.N, r), c.Lock})
			if r+1 < uint32(Size(c.N)) {
				check(State{Unrank(c.N, r+1), c.Lock}) // not in the class, mostly
			}
		}
	}
	if _, ok := tab.Lookup(State{Unrank(9, 0), Unlocked}); ok {
		t.Fatal("a layer the file lacks was found")
	}
	// Read whole again, the sections are the same.
	secs, _, err := readSections(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != len(mem.layers)+len(mem.classes) {
		t.Fatalf("%d sections read", len(secs))
	}
}

func TestCorruptTableFileIsRefused(t *testing.T) {
	data, _ := smallTable(t)
	cases := map[string]func([]byte) []byte{
		"magic":     func(b []byte) []byte { b[0] = 'X'; return b },
		"version":   func(b []byte) []byte { b[8] = 9; return b },
		"directory": func(b []byte) []byte { b[20]++; return b },
		"data":      func(b []byte) []byte { b[len(b)/2] ^= 0x40; return b },
		"last byte": func(b []byte) []byte { b[len(b)-1] ^= 1; return b },
		"truncated": func(b []byte) []byte { return b[:len(b)-100] },
		"longer":    func(b []byte) []byte { return append(b, 0) },
		"empty":     func(b []byte) []byte { return nil },
	}
	for name, spoil := range cases {
		b := spoil(bytes.Clone(data))
		_, err := Open(bytes.NewReader(b), int64(len(b)))
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: Open gave %v, want an error wrapping ErrCorrupt", name, err)
		}
	}
}

// TestLargeTableFileIsCheckedWhenUsed opens a damaged file as a large one
// (checked section by section when first used): the damaged section
// answers no lookup and says why, the others answer.
func TestLargeTableFileIsCheckedWhenUsed(t *testing.T) {
	data, mem := smallTable(t)
	metas, err := readDirectory(bytes.NewReader(data), int64(len(data)), 0)
	if err != nil {
		t.Fatal(err)
	}
	var hit *secMeta // the section of the layer with 5 seeds
	for _, m := range metas {
		if m.kind == kindLayer && m.n == 5 {
			hit = m
		}
	}
	data[hit.start+hit.length-1] ^= 1
	tab, err := open(bytes.NewReader(data), int64(len(data)), 0)
	if err != nil {
		t.Fatalf("Open checked the sections: %v", err)
	}
	if _, ok, err := tab.LookupErr(State{Unrank(5, 0), Unlocked}); ok || !errors.Is(err, ErrCorrupt) {
		t.Fatalf("the damaged layer answered (%v, %v)", ok, err)
	}
	s := State{Unrank(4, 7), Unlocked}
	want, _ := mem.Lookup(s)
	if got, ok, err := tab.LookupErr(s); !ok || err != nil || got != want {
		t.Fatalf("a sound layer: %+v %v %v, want %+v", got, ok, err, want)
	}
}
