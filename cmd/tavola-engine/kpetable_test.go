package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/ai/kpesolve"
)

// TestMain keeps the tests away from the developer's data folder, where
// make kpe-table may have put tables the engine would load.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "tavola-engine-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	os.Setenv("HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// smallKpeTables writes the tables of the unlocked layers up to 6 seeds
// into a directory.
func smallKpeTables(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var b bytes.Buffer
	if err := kpesolve.WriteLayers(&b, 6); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, kpesolve.TableFile), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// run speaks the protocol with the given arguments and returns stdout.
func run(t *testing.T, args []string, input string) (string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	if code := dispatch(args, strings.NewReader(input), &out, &errs); code != 0 {
		t.Fatalf("dispatch(%q) = %d, stderr %q", args, code, errs.String())
	}
	return out.String(), errs.String()
}

func TestAnalyzeReportsExactKpeValues(t *testing.T) {
	dir := smallKpeTables(t)
	input := "setposition kpe 1,0,2,0/0,1,0,0 S ABCD abcd 24 20\nanalyze\n" + // South leads by 4 in captures
		"setposition kpe 0,2,1,0/2,0,1,0 N ABCD abcd 22 20\nanalyze\n" +
		"setposition kpe 0,1,0,0/1,0,1,0 N ABCD abcd 20 25\nanalyze\n" +
		"new kpe\nanalyze time 300\n"
	with, errs := run(t, []string{"-kpe-table", dir}, input)
	if !strings.Contains(errs, "Kpé tables from") {
		t.Errorf("stderr %q does not say where the tables come from", errs)
	}
	without, _ := run(t, nil, input)
	answers := strings.Split(strings.TrimSpace(with), "\n\n")
	plain := strings.Split(strings.TrimSpace(without), "\n\n")
	if len(answers) != 8 || len(plain) != 8 {
		t.Fatalf("answers %q", with)
	}
	for _, i := range []int{1, 3, 5} {
		f := strings.Fields(answers[i])
		if !strings.HasSuffix(answers[i], " exact") || len(f) < 5 || f[1] != f[3] {
			t.Errorf("analyze %q: want <action> <value> <line...> exact", answers[i])
		}
	}
	if f := strings.Fields(answers[1]); f[2] != "4" {
		t.Errorf("analyze %q: want the value 4, the captures' lead kept", answers[1])
	}
	// The search alone solves 3-seed endgames: the same move and value.
	if a, b := strings.Fields(answers[5]), strings.Fields(plain[5]); a[1] != b[1] || a[2] != b[2] || !strings.HasSuffix(plain[5], " exact") {
		t.Errorf("with tables %q, without %q", answers[5], plain[5])
	}
	if strings.HasSuffix(answers[7], "exact") {
		t.Errorf("the start is not solved by small tables: %q", answers[7])
	}
}

func TestCorruptKpeTablesAreRefused(t *testing.T) {
	dir := smallKpeTables(t)
	name := filepath.Join(dir, kpesolve.TableFile)
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0x10
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := dispatch([]string{"-kpe-table", dir}, strings.NewReader("name\n"), &out, &errs)
	if code != 1 || !strings.Contains(errs.String(), "not a valid Kpé table file") || out.Len() != 0 {
		t.Errorf("damaged tables: code %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
}
