package licences

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIdentifyNamesTheLicencesTheModulesUse(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Permission is hereby granted, free of charge, to any person obtaining a copy", "MIT"},
		{"Redistribution and use in source and binary forms, with or without\nmodification, are permitted ... Neither the name of Google Inc.", "BSD-3-Clause"},
		{"Redistribution and use in source and binary forms, with or without modification, are permitted provided", "BSD-2-Clause"},
		{"                                 Apache License\n                           Version 2.0, January 2004", "Apache-2.0"},
		{"Permission to use, copy, modify, and/or distribute this software for any purpose", "ISC"},
		{"This program is free software; you can redistribute it under the GNU General Public License", ""},
		{"", ""},
	} {
		if got := Identify([]byte(c.text)); got != c.want {
			t.Errorf("Identify(%.40q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestAModuleWithoutALicenceFileIsRefused(t *testing.T) {
	if _, err := withLicence(Module{Path: "example.com/none"}, t.TempDir()); err == nil || !strings.Contains(err.Error(), "no licence file") {
		t.Errorf("no licence file: %v", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "LICENSE"), []byte("All rights reserved."), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := withLicence(Module{Path: "example.com/closed"}, dir); err == nil || !strings.Contains(err.Error(), "does not know") {
		t.Errorf("an unknown licence: %v", err)
	}
}

// linked lists the shipped binaries' modules once for the tests below.
func linked(t *testing.T) []Module {
	t.Helper()
	mods, err := Linked("../..", Shipped())
	if err != nil {
		t.Fatal(err)
	}
	return mods
}

// TestLicencesPageIsCurrent: docs/LICENCES.md is what make licences
// writes from go.mod today.
func TestLicencesPageIsCurrent(t *testing.T) {
	mods := linked(t)
	var paths []string
	for _, m := range mods {
		paths = append(paths, m.Path)
	}
	for _, want := range []string{"std", "github.com/hajimehoshi/ebiten/v2", "golang.org/x/image"} {
		if !strings.Contains(strings.Join(paths, " "), want) {
			t.Errorf("the shipped binaries link %v: %s is missing", paths, want)
		}
	}
	for _, m := range mods {
		if m.Path == "github.com/chromedp/chromedp" || m.Path == "honnef.co/go/tools" {
			t.Errorf("%s, a test and tool dependency, is listed as linked into %v", m.Path, m.In)
		}
	}
	var b bytes.Buffer
	if err := WriteTable(&b, mods); err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../../docs/LICENCES.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, b.Bytes()) {
		t.Errorf("docs/LICENCES.md is out of date with go.mod: run make licences. It should read:\n%s", b.Bytes())
	}
}

func TestNoticesCarryEveryLicenceInFull(t *testing.T) {
	mods := linked(t)
	n := Notices(mods)
	for _, m := range mods {
		if !bytes.Contains(n, bytes.TrimRight(m.Text, "\n")) {
			t.Errorf("the notices leave out %s's %s", m.Path, m.File)
		}
		if m.Path != "std" && !bytes.Contains(n, []byte(m.Path+" "+m.Version)) {
			t.Errorf("the notices do not name %s %s", m.Path, m.Version)
		}
	}
}
