package record

import (
	"errors"
	"reflect"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules/catalog"
)

// seedRecords are a few records of each game, written by Format, with
// comments and variations.
func seedRecords(f *testing.F) []*Record {
	rng := seeded.New(5, 8)
	var rs []*Record
	for _, name := range catalog.Names() {
		for range 2 {
			r, _ := randomRecord(f, rng, name)
			r.Main.Moves = r.Main.Moves[:min(len(r.Main.Moves), 30)]
			rs = append(rs, r)
		}
	}
	return rs
}

// FuzzParse feeds arbitrary text to Parse: it must never panic, fail only
// with an *Error at a place of the text, and what it reads must be written
// by Format and read back the same.
func FuzzParse(f *testing.F) {
	for _, r := range seedRecords(f) {
		text, err := Format(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
	}
	for _, s := range []string{"", "[Game \"kpe\"]\n\n1. A {x} (1. B) 1... a", "[Game \"gipf\"]\n[Variant \"standard\"]\n\n1. a1-b2 (1. x(c2),(c3))",
		"[Game \"gravity\"]\n[Position \"8/8/8/8/8/8/8/8 b\"]\n\n1... d6 {\\}} 2. c4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text)
		if err != nil {
			var perr *Error
			if !errors.As(err, &perr) || perr.Line < 1 || perr.Column < 1 || r != nil {
				t.Fatalf("Parse(%q) = %v, %v", text, r, err)
			}
			return
		}
		out, err := Format(r)
		if err != nil {
			t.Fatalf("Parse(%q) read %+v, which Format refuses: %v", text, r, err)
		}
		back, err := Parse(out)
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Fatalf("%q read back as %+v, %v; want %+v", out, back, err, r)
		}
		if again, _ := Format(back); again != out {
			t.Fatalf("written again as %q, first %q", again, out)
		}
	})
}

// FuzzDecodeLink feeds arbitrary text to DecodeLink: it must never panic,
// and a link it reads must be exactly the link EncodeLink writes for it.
func FuzzDecodeLink(f *testing.F) {
	for _, r := range seedRecords(f) {
		link, err := EncodeLink(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(link)
	}
	f.Add("")
	f.Add("AQQA")
	f.Fuzz(func(t *testing.T, link string) {
		r, err := DecodeLink(link)
		if err != nil {
			return
		}
		if again, err := EncodeLink(r); err != nil || again != link {
			t.Fatalf("DecodeLink(%q) read %+v, encoded again as %q, %v", link, r, again, err)
		}
	})
}
