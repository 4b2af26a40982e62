// Package licences lists the modules that Tavola's binaries link and their
// licences, read from the module cache: the table in docs/LICENCES.md
// (make licences) and the notices every download carries
// (THIRD-PARTY-LICENCES.txt), as MIT, BSD and Apache ask of a binary
// distribution.
package licences

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Target is one binary the downloads carry: its name, the platform it is
// built for and its main package.
type Target struct {
	Name         string // as the table's "linked into" column says it
	GOOS, GOARCH string
	CGO          bool
	Package      string // relative to the module's root, e.g. "./cmd/tavola-engine"
}

// Shipped returns the binaries of make dist: the app natively and in the
// browser (with its AI worker), and the engine.
func Shipped() []Target {
	return []Target{
		{"app (Linux)", "linux", "amd64", true, "."},
		{"app (Windows)", "windows", "amd64", false, "."},
		{"app (browser)", "js", "wasm", false, "."},
		{"AI worker (browser)", "js", "wasm", false, "./wasm/worker"},
		{"engine", "linux", "amd64", false, "./cmd/tavola-engine"},
	}
}

// Module is one module the targets link, with its licence.
type Module struct {
	Path    string
	Version string
	Licence string   // an SPDX identifier (see Identify)
	File    string   // the licence's file name in the module
	Text    []byte   // the licence's text
	In      []string // the targets that link it, in the targets' order
}

// Linked returns the modules the targets link (the main module left out,
// the Go standard library first), read with go list from the module
// cache, which must hold them (go mod download). A module without a
// licence file, or with one that Identify does not know, is an error: a
// new dependency's terms are read before it ships.
func Linked(root string, targets []Target) ([]Module, error) {
	goroot, err := goEnv(root, "GOROOT")
	if err != nil {
		return nil, err
	}
	std, err := withLicence(Module{Path: "std", Version: "the Go toolchain's"}, goroot)
	if err != nil {
		return nil, err
	}
	mods := map[string]*Module{}
	var order []string
	for _, t := range targets {
		std.In = appendOnce(std.In, t.Name)
		cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}{{end}}", t.Package)
		cmd.Dir = root
		cgo := "0"
		if t.CGO {
			cgo = "1"
		}
		cmd.Env = append(os.Environ(), "GOOS="+t.GOOS, "GOARCH="+t.GOARCH, "CGO_ENABLED="+cgo)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list %s for %s/%s: %v\n%s", t.Package, t.GOOS, t.GOARCH, err, stderr.Bytes())
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			f := strings.Split(sc.Text(), "\t")
			if len(f) != 3 {
				continue
			}
			m := mods[f[0]]
			if m == nil {
				if f[2] == "" {
					return nil, fmt.Errorf("module %s %s is not in the module cache (go mod download)", f[0], f[1])
				}
				mm, err := withLicence(Module{Path: f[0], Version: f[1]}, f[2])
				if err != nil {
					return nil, err
				}
				m = &mm
				mods[f[0]] = m
				order = append(order, f[0])
			}
			m.In = appendOnce(m.In, t.Name)
		}
	}
	slices.Sort(order)
	list := []Module{std}
	for _, p := range order {
		list = append(list, *mods[p])
	}
	return list, nil
}

func appendOnce(s []string, v string) []string {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}

func goEnv(root, name string) (string, error) {
	cmd := exec.Command("go", "env", name)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// licenceFiles are the names a module's licence goes by, in the order
// looked for.
var licenceFiles = []string{"LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "COPYING"}

// withLicence returns m with the licence found in its folder dir.
func withLicence(m Module, dir string) (Module, error) {
	for _, name := range licenceFiles {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return m, fmt.Errorf("%s's licence: %w", m.Path, err)
		}
		m.File, m.Text = name, text
		if m.Licence = Identify(text); m.Licence == "" {
			return m, fmt.Errorf("%s's %s: a licence this tool does not know; read it and teach Identify", m.Path, name)
		}
		return m, nil
	}
	return m, fmt.Errorf("%s (%s) has no licence file (%s)", m.Path, dir, strings.Join(licenceFiles, ", "))
}

// Identify names the licence of a licence file's text by its SPDX
// identifier: MIT, BSD-3-Clause, BSD-2-Clause, Apache-2.0 or ISC; "" when
// it is none of them.
func Identify(text []byte) string {
	t := strings.Join(strings.Fields(string(text)), " ")
	switch {
	case strings.Contains(t, "Apache License") && strings.Contains(t, "Version 2.0"):
		return "Apache-2.0"
	case strings.Contains(t, "Permission is hereby granted, free of charge"):
		return "MIT"
	case strings.Contains(t, "Redistribution and use in source and binary forms"):
		if strings.Contains(t, "Neither the name") || strings.Contains(t, "names of its contributors may be used") {
			return "BSD-3-Clause"
		}
		return "BSD-2-Clause"
	case strings.Contains(t, "Permission to use, copy, modify, and/or distribute this software"):
		return "ISC"
	}
	return ""
}

// WriteTable writes docs/LICENCES.md: one row a module, with its licence
// and the binaries that link it.
func WriteTable(w io.Writer, mods []Module) error {
	var b strings.Builder
	b.WriteString("# The licences of Tavola's dependencies\n\n")
	b.WriteString("Tavola is under the MIT licence ([LICENSE](../LICENSE)). Its downloads link the modules below; each\n")
	b.WriteString("download carries their licences in full, in `THIRD-PARTY-LICENCES.txt`. This page is written by\n")
	b.WriteString("`make licences` from `go.mod` and the module cache (`packaging/licences`); a test fails when it is out of\n")
	b.WriteString("date. Modules used only by the tests and the tools (chromedp, staticcheck, brotli for the site's build) are\n")
	b.WriteString("not linked into anything a player downloads, and are not listed.\n\n")
	b.WriteString("| module | version | licence | linked into |\n|---|---|---|---|\n")
	for _, m := range mods {
		path := m.Path
		if path == "std" {
			path = "the Go standard library and runtime"
		} else {
			path = "`" + path + "`"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", path, m.Version, m.Licence, strings.Join(m.In, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Notices is THIRD-PARTY-LICENCES.txt: every module's licence in full.
func Notices(mods []Module) []byte {
	var b bytes.Buffer
	b.WriteString("Tavola is under the MIT licence (LICENSE). It links the software below, under these licences.\n")
	for _, m := range mods {
		name := m.Path + " " + m.Version
		if m.Path == "std" {
			name = "The Go standard library and runtime (https://go.dev)"
		}
		fmt.Fprintf(&b, "\n%s\n%s (%s)\n%s\n\n", strings.Repeat("=", 78), name, m.Licence, strings.Repeat("=", 78))
		b.Write(bytes.TrimRight(m.Text, "\n"))
		b.WriteString("\n")
	}
	return b.Bytes()
}
