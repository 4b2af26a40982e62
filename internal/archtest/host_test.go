package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// appFiles are the files of package scenes that may name the App: the
// scene manager (switching, fades, redraws, layout, notices, the page)
// and its services (the keeping, the records' opening, the thumbnails).
// Every other file is a screen, which reaches the app only through Host.
var appFiles = []string{"app.go", "host.go", "fade.go", "notice.go", "page.go", "records.go", "saves.go", "thumbs.go"}

// TestScreensReachTheAppOnlyThroughHost fails when a screen's file of
// package scenes names App (a *App parameter, a type assertion to it, a
// method on it): screens get the Host interface, never the App's fields.
func TestScreensReachTheAppOnlyThroughHost(t *testing.T) {
	files, err := filepath.Glob("../../scenes/*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	screens := 0
	for _, path := range files {
		name := filepath.Base(path)
		if strings.HasSuffix(name, "_test.go") || slices.Contains(appFiles, name) {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		screens++
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == "App" {
				t.Errorf("%s names App: a screen takes Host (or a narrower role), not *App", fset.Position(id.Pos()))
			}
			return true
		})
	}
	if screens < 10 {
		t.Fatalf("found %d screen files in scenes, expected the screens (is the path right?)", screens)
	}
}
