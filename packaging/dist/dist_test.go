package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTheDownloadsNeedALicense(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte("# Tavola\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := builder{root: dir, version: "v0"}
	if _, err := b.docs(""); err == nil || !strings.Contains(err.Error(), "LICENSE is missing") {
		t.Errorf("without LICENSE: %v", err)
	}
	if err := b.dist(filepath.Join(dir, "dist")); err == nil || !strings.Contains(err.Error(), "LICENSE") {
		t.Errorf("dist without LICENSE: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "dist")); !os.IsNotExist(err) {
		t.Errorf("dist without LICENSE made its folder (%v)", err)
	}
}

func TestCommitTimeTakesSourceDateEpoch(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1764547200")
	got, err := builder{root: t.TempDir()}.commitTime()
	if err != nil || got.Unix() != 1764547200 {
		t.Errorf("%v, %v", got, err)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "soon")
	if _, err := (builder{root: t.TempDir()}).commitTime(); err == nil {
		t.Error("a SOURCE_DATE_EPOCH that is no number was taken")
	}
}
