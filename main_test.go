package main

import "testing"

func TestPositionalRecordOpensLikeOpen(t *testing.T) {
	for _, c := range []struct {
		open    string
		args    []string
		want    string
		wantErr bool
	}{
		{"", nil, "", false},
		{"", []string{"game.txt"}, "game.txt", false},
		{"a.txt", nil, "a.txt", false},
		{"a.txt", []string{"b.txt"}, "a.txt", true},
		{"", []string{"a.txt", "b.txt"}, "", true},
	} {
		open := c.open
		err := positionalRecord(&open, c.args)
		if (err != nil) != c.wantErr || open != c.want {
			t.Errorf("-open %q, args %q: open %q, error %v; want %q, error %v", c.open, c.args, open, err, c.want, c.wantErr)
		}
	}
}
