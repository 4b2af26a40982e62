package rules_test

import (
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

func TestStatusWritesTheProtocolsLine(t *testing.T) {
	for _, c := range []struct {
		g    rules.Game
		pos  string
		want string
	}{
		{gravity.New(), "8/8/8/8/8/8/8/8 b", "to-move black"},
		{gravity.New(), "8/8/8/8/8/8/8/wwww4 b", "over white four"},
		{kpe.New(), "0,0,0,0/0,0,1,0 S ABCD abcd 20 27", "over north no-moves 20-28"},
		{kpe.New(), "1,0,0,0/0,0,0,0 N ABCD abcd 24 23", "over south no-moves 25-23"},
		{gipf.New(gipf.Standard), "standard B2W/5/6/W5B/6/5/B2W b 12 12 -", "to-move black"},
	} {
		if err := c.g.SetPosition(c.pos); err != nil {
			t.Fatalf("%s: %v", c.pos, err)
		}
		if got := rules.Status(c.g); got != c.want {
			t.Errorf("%s: Status = %q, want %q", c.pos, got, c.want)
		}
	}
}
