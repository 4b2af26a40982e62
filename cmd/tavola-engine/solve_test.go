package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSolvePartsWritesTheSmallLayersAndStops(t *testing.T) {
	dir := t.TempDir()
	solve := func(args ...string) (int, string, string) {
		var out, errs bytes.Buffer
		code := dispatch(append([]string{"solve", "kpe", "-out", dir}, args...), nil, &out, &errs)
		return code, out.String(), errs.String()
	}
	if code, out, errs := solve("-parts", "8"); code != 0 {
		t.Fatalf("solve kpe -parts 8: exit %d\n%s%s", code, out, errs)
	}
	var want []string
	for n := 0; n <= 8; n++ {
		want = append(want, fmt.Sprintf("layer-%02d.tbl", n))
	}
	entries, err := os.ReadDir(filepath.Join(dir, "parts"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the parts are %v, want %v", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "kpe.tbl")); err == nil {
		t.Error("solve kpe -parts wrote the full table")
	}
	// A second run goes on from the parts there, and removes what a
	// killed one left half written.
	stale := filepath.Join(dir, "parts", ".layer-10.tbl.123456.tmp")
	if err := os.WriteFile(stale, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := solve("-parts", "10")
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("the half-written %s is left", stale)
	}
	if code != 0 || !strings.Contains(out, "layer 8 read from") || !strings.Contains(out, "layer 10 solved") {
		t.Errorf("solve kpe -parts 10 after 8: exit %d\n%s%s", code, out, errs)
	}
	for _, bad := range []string{"-1", "49"} {
		if code, _, errs := solve("-parts", bad); code != 2 || !strings.Contains(errs, "-parts "+bad+": want 1 to 48 seeds") {
			t.Errorf("solve kpe -parts %s: exit %d, %q", bad, code, errs)
		}
	}
}
