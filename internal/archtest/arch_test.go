package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "tavola"

// pkg is one package of the module as its source says: its imports of the
// module and of Ebitengine, and its lines of non-test Go.
type pkg struct {
	imports map[string]bool
	lines   int
}

// load reads the module rooted two folders up.
func load(t *testing.T) map[string]*pkg {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	pkgs := map[string]*pkg{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "bin" || n == "dist") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		name := module
		if rel != "." {
			name += "/" + filepath.ToSlash(rel)
		}
		p := pkgs[name]
		if p == nil {
			p = &pkg{imports: map[string]bool{}}
			pkgs[name] = p
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		p.lines += strings.Count(string(src), "\n")
		f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			ip := strings.Trim(imp.Path.Value, `"`)
			if ip == module || strings.HasPrefix(ip, module+"/") || strings.HasPrefix(ip, "github.com/hajimehoshi/ebiten") {
				p.imports[ip] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func under(name, prefix string) bool { return name == prefix || strings.HasPrefix(name, prefix+"/") }

// TestImportsRunOneWay checks the rules of docs/ARCHITECTURE.md on every
// package's imports.
func TestImportsRunOneWay(t *testing.T) {
	pkgs := load(t)
	if len(pkgs) < 20 {
		t.Fatalf("only %d packages found: the walk went wrong", len(pkgs))
	}
	ebiten := func(ip string) bool { return strings.HasPrefix(ip, "github.com/hajimehoshi/ebiten") }
	rules := []struct {
		what   string
		from   func(string) bool
		banned func(string) bool
	}{
		{"the rules import nothing of the project outside rules, nor Ebitengine",
			func(n string) bool { return under(n, module+"/rules") },
			func(ip string) bool {
				return ebiten(ip) || (!under(ip, module+"/rules") && ip != module+"/internal/seeded")
			}},
		{"the AI imports neither Ebitengine nor the screens, the boards, the session or storage",
			func(n string) bool { return under(n, module+"/ai") },
			func(ip string) bool {
				return ebiten(ip) || under(ip, module+"/render") || under(ip, module+"/scenes") || under(ip, module+"/ui") ||
					under(ip, module+"/platform") || under(ip, module+"/session") || under(ip, module+"/storage")
			}},
		{"the headless layers (session, storage, settings, library, puzzles, i18n) import no Ebitengine and no screen",
			func(n string) bool {
				return under(n, module+"/session") || under(n, module+"/storage") || under(n, module+"/settings") ||
					under(n, module+"/library") || under(n, module+"/puzzles") || under(n, module+"/i18n")
			},
			func(ip string) bool {
				return ebiten(ip) || under(ip, module+"/render") || under(ip, module+"/scenes") || under(ip, module+"/ui") || under(ip, module+"/platform")
			}},
		{"the boards do not import the screens, the widgets or the platform",
			func(n string) bool { return under(n, module+"/render") },
			func(ip string) bool {
				return under(ip, module+"/scenes") || under(ip, module+"/ui") || under(ip, module+"/platform")
			}},
		{"the widgets do not import the screens",
			func(n string) bool { return under(n, module+"/ui") },
			func(ip string) bool { return under(ip, module+"/scenes") || under(ip, module+"/platform") }},
		{"the widgets' models (ui, not ui/paint) import no Ebitengine and nothing that draws: their tests run headless",
			func(n string) bool { return n == module+"/ui" },
			func(ip string) bool {
				return ebiten(ip) || under(ip, module+"/ui/paint") || under(ip, module+"/render") ||
					under(ip, module+"/sprites") || under(ip, module+"/audio")
			}},
		{"the platform imports neither the screens, the widgets nor storage",
			func(n string) bool { return under(n, module+"/platform") },
			func(ip string) bool {
				return under(ip, module+"/scenes") || under(ip, module+"/ui") || under(ip, module+"/storage")
			}},
		{"device, which the platform and the screens share, imports nothing of the module and no Ebitengine",
			func(n string) bool { return under(n, module+"/device") },
			func(ip string) bool { return ebiten(ip) || under(ip, module) }},
		{"the screens import neither storage nor the platform (main wires them)",
			func(n string) bool { return under(n, module+"/scenes") },
			func(ip string) bool { return under(ip, module+"/storage") || under(ip, module+"/platform") }},
		{"the engine and the tools import no Ebitengine",
			func(n string) bool {
				return under(n, module+"/cmd") || under(n, module+"/wasm/worker") || under(n, module+"/wasm/aiwork")
			},
			ebiten},
	}
	for _, r := range rules {
		for name, p := range pkgs {
			if !r.from(name) {
				continue
			}
			for ip := range p.imports {
				if r.banned(ip) {
					t.Errorf("%s: %s imports %s", r.what, name, ip)
				}
			}
		}
	}
}

// TestNoImportCycleBetweenFolders: the arrows between top-level folders
// run one way (Go forbids cycles between packages; this forbids them
// between the rooms of the house).
func TestNoImportCycleBetweenFolders(t *testing.T) {
	room := func(n string) string {
		r := strings.TrimPrefix(n, module+"/")
		if i := strings.IndexByte(r, '/'); i > 0 && r[:i] != "internal" && r[:i] != "wasm" && r[:i] != "ai" && r[:i] != "rules" {
			r = r[:i]
		}
		return r
	}
	edges := map[string]map[string]bool{}
	for name, p := range load(t) {
		for ip := range p.imports {
			if ebitenPath(ip) {
				continue
			}
			a, b := room(name), room(ip)
			if a != b {
				if edges[a] == nil {
					edges[a] = map[string]bool{}
				}
				edges[a][b] = true
			}
		}
	}
	for a, to := range edges {
		for b := range to {
			if edges[b][a] {
				t.Errorf("%s and %s import each other", a, b)
			}
		}
	}
}

func ebitenPath(ip string) bool { return strings.HasPrefix(ip, "github.com/") }

// TestNoPackageHoldsAQuarterOfTheCode keeps packages small enough to
// read.
func TestNoPackageHoldsAQuarterOfTheCode(t *testing.T) {
	pkgs := load(t)
	total := 0
	for _, p := range pkgs {
		total += p.lines
	}
	var names []string
	for n := range pkgs {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if share := float64(pkgs[n].lines) / float64(total); share > 0.25 {
			t.Errorf("%s holds %.0f %% of the code's %d lines", n, 100*share, total)
		}
	}
}
