package record

import (
	"os"
	"strings"
	"testing"
)

// fenced returns the contents of the blocks of md fenced as ```kind.
func fenced(md, kind string) []string {
	var blocks []string
	for _, part := range strings.Split(md, "```"+kind+"\n")[1:] {
		body, _, _ := strings.Cut(part, "```")
		blocks = append(blocks, body)
	}
	return blocks
}

func TestTheExamplesOfRECORDSReadBack(t *testing.T) {
	md, err := os.ReadFile("../../docs/RECORDS.md")
	if err != nil {
		t.Fatal(err)
	}
	records, links := fenced(string(md), "record"), fenced(string(md), "link")
	if len(records) != 3 || len(links) != 3 {
		t.Fatalf("%d records and %d links, want one of each game", len(records), len(links))
	}
	games := map[string]bool{}
	for i, text := range records {
		r, err := Parse(text)
		if err != nil {
			t.Fatalf("example %d: %v", i+1, err)
		}
		games[family(r.Game)] = true
		if out, err := Format(r); err != nil || out != text {
			t.Errorf("example %d is written as\n%s(%v)", i+1, out, err)
		}
		if link, err := EncodeLink(r); err != nil || link+"\n" != links[i] {
			t.Errorf("example %d: link %q (%v), the document says %q", i+1, link, err, links[i])
		}
		if len(r.Main.Moves) < 10 || !strings.Contains(text, "(") || !strings.Contains(text, "{") {
			t.Errorf("example %d shows no game with a comment and a variation", i+1)
		}
	}
	if len(games) != 3 {
		t.Errorf("the examples cover %v, want every game", games)
	}
}
