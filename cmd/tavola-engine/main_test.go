package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestDispatchRunsTheProtocolWithoutArguments(t *testing.T) {
	for _, args := range [][]string{nil, {"protocol"}} {
		var out, errs bytes.Buffer
		code := dispatch(args, strings.NewReader("name\n"), &out, &errs)
		if code != 0 || out.String() != "= tavola-engine\n\n" || errs.Len() != 0 {
			t.Errorf("dispatch(%q) = %d, stdout %q, stderr %q", args, code, out.String(), errs.String())
		}
	}
}

func TestDispatchExplainsUsage(t *testing.T) {
	for _, c := range []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{[]string{"help"}, 0, "usage: tavola-engine", ""},
		{[]string{"-h"}, 0, "usage: tavola-engine", ""},
		{[]string{"-version"}, 0, "tavola-engine devel\n", ""}, // go test links no stamp
		{[]string{"nonsense"}, 2, "", `unknown subcommand "nonsense"`},
		{[]string{"protocol", "extra"}, 2, "", "want no arguments or -kpe-table DIR"},
		{[]string{"-kpe-table"}, 2, "", "want no arguments or -kpe-table DIR"},
		{[]string{"-kpe-table", "/nonexistent/kpe"}, 1, "", "no such file"},
		{[]string{"-threads", "0"}, 2, "", "-threads N (1 to 64)"},
		{[]string{"-threads", "2", "-threads", "3"}, 2, "", "-threads N (1 to 64)"},
		{[]string{"-threads", "2", "-kpe-table", "/nonexistent/kpe"}, 1, "", "no such file"},
		{[]string{"-threads", "2"}, 0, "", ""},
	} {
		var out, errs bytes.Buffer
		code := dispatch(c.args, strings.NewReader(""), &out, &errs)
		if code != c.code || !strings.Contains(out.String(), c.stdout) || !strings.Contains(errs.String(), c.stderr) ||
			(c.stdout == "") != (out.Len() == 0) {
			t.Errorf("dispatch(%q) = %d, stdout %q, stderr %q; want %d, %q, %q",
				c.args, code, out.String(), errs.String(), c.code, c.stdout, c.stderr)
		}
	}
}

func TestParseCountReadsPlainDigitsOnly(t *testing.T) {
	for _, c := range []struct {
		s    string
		max  uint64
		want uint64
		err  string
	}{
		{"0", 5, 0, ""},
		{"5", 5, 5, ""},
		{"007", 10, 7, ""},
		{"6", 5, 0, `n: number too large: "6" (at most 5)`},
		{"", 5, 0, "n: empty number"},
		{"+1", 5, 0, `n: not a number: "+1"`},
		{"1e3", 5000, 0, `n: not a number: "1e3"`},
		{"٣", 5, 0, `n: not a number: "٣"`},
		{"18446744073709551616", 1<<64 - 1, 0, `n: number too large: "18446744073709551616" (at most 18446744073709551615)`},
	} {
		got, err := parseCount("n", c.s, c.max)
		errText := ""
		if err != nil {
			errText = err.Error()
		}
		if got != c.want || errText != c.err {
			t.Errorf("parseCount(%q, %d) = %d, %q; want %d, %q", c.s, c.max, got, errText, c.want, c.err)
		}
	}
}
