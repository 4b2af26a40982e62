package appdirs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// fake is an Env of a machine of the tests: its variables, files and
// folders, and Windows's Documents known folder ("" for none).
func fake(goos string, vars, files map[string]string, dirs []string, known string) Env {
	return Env{
		GOOS:   goos,
		Getenv: func(k string) string { return vars[k] },
		ReadFile: func(name string) ([]byte, error) {
			if b, ok := files[name]; ok {
				return []byte(b), nil
			}
			return nil, fs.ErrNotExist
		},
		IsDir: func(name string) bool {
			for _, d := range dirs {
				if d == name {
					return true
				}
			}
			return false
		},
		KnownDocuments: func() (string, error) {
			if known == "" {
				return "", errors.New("no known folder")
			}
			return known, nil
		},
	}
}

// folders are an Env's answers.
type folders struct{ config, kpe, oldKpe, games string }

func answers(t *testing.T, e Env) folders {
	t.Helper()
	var f folders
	var err error
	for _, q := range []struct {
		dst *string
		get func() (string, error)
	}{{&f.config, e.Config}, {&f.kpe, e.KpeTables}, {&f.oldKpe, e.OldKpeTables}, {&f.games, e.Games}} {
		if *q.dst, err = q.get(); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func TestLinuxFoldersFollowXDG(t *testing.T) {
	home := map[string]string{"HOME": "/home/ada"}
	tests := []struct {
		name  string
		vars  map[string]string
		files map[string]string
		dirs  []string
		want  folders
	}{
		{"defaults, no documents folder", home, nil, nil, folders{
			"/home/ada/.config/tavola", "/home/ada/.cache/tavola/kpe", "/home/ada/.config/tavola/kpe", "/home/ada/.config/tavola/games"}},
		{"~/Documents", home, nil, []string{"/home/ada/Documents"}, folders{
			"/home/ada/.config/tavola", "/home/ada/.cache/tavola/kpe", "/home/ada/.config/tavola/kpe", "/home/ada/Documents/Tavola"}},
		{"XDG variables", map[string]string{"HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "XDG_CACHE_HOME": "/var/cache/ada",
			"XDG_DOCUMENTS_DIR": "/data/docs"}, nil, []string{"/data/docs"},
			folders{"/cfg/tavola", "/var/cache/ada/tavola/kpe", "/cfg/tavola/kpe", "/data/docs/Tavola"}},
		{"an Italian desktop", home, map[string]string{"/home/ada/.config/user-dirs.dirs": "# written by xdg-user-dirs-update\n" +
			"XDG_DESKTOP_DIR=\"$HOME/Scrivania\"\nXDG_DOCUMENTS_DIR=\"$HOME/Documenti\"\n"},
			[]string{"/home/ada/Documenti", "/home/ada/Documents"},
			folders{"/home/ada/.config/tavola", "/home/ada/.cache/tavola/kpe", "/home/ada/.config/tavola/kpe", "/home/ada/Documenti/Tavola"}},
		{"user-dirs.dirs under XDG_CONFIG_HOME", map[string]string{"HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg"},
			map[string]string{"/cfg/user-dirs.dirs": "XDG_DOCUMENTS_DIR=\"/srv/carte\"\n"}, []string{"/srv/carte"},
			folders{"/cfg/tavola", "/home/ada/.cache/tavola/kpe", "/cfg/tavola/kpe", "/srv/carte/Tavola"}},
		{"documents set to the home: none", home, map[string]string{"/home/ada/.config/user-dirs.dirs": "XDG_DOCUMENTS_DIR=\"$HOME/\"\n"},
			[]string{"/home/ada", "/home/ada/Documents"},
			folders{"/home/ada/.config/tavola", "/home/ada/.cache/tavola/kpe", "/home/ada/.config/tavola/kpe", "/home/ada/Documents/Tavola"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, goos := range []string{"linux", "freebsd"} {
				if got := answers(t, fake(goos, tc.vars, tc.files, tc.dirs, "")); got != tc.want {
					t.Errorf("%s: %+v, want %+v", goos, got, tc.want)
				}
			}
		})
	}
}

func TestWindowsFoldersAreAppDataAndTheKnownDocuments(t *testing.T) {
	vars := map[string]string{"AppData": `C:\Users\Ada\AppData\Roaming`, "LocalAppData": `C:\Users\Ada\AppData\Local`,
		"USERPROFILE": `C:\Users\Ada`, "XDG_DOCUMENTS_DIR": `C:\not\this`}
	// The Documents known folder, moved by the player to another disk.
	got := answers(t, fake("windows", vars, nil, []string{`D:\Documenti`}, `D:\Documenti`))
	want := folders{`C:\Users\Ada\AppData\Roaming\tavola`, `C:\Users\Ada\AppData\Local\tavola\kpe`,
		`C:\Users\Ada\AppData\Roaming\tavola\kpe`, `D:\Documenti\Tavola`}
	if got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
	// No known folder: the profile's Documents.
	got = answers(t, fake("windows", vars, nil, []string{`C:\Users\Ada\Documents`}, ""))
	if got.games != `C:\Users\Ada\Documents\Tavola` {
		t.Errorf("games in %q, want the profile's Documents", got.games)
	}
	// No documents folder at all: beside the settings.
	if got = answers(t, fake("windows", vars, nil, nil, "")); got.games != `C:\Users\Ada\AppData\Roaming\tavola\games` {
		t.Errorf("games in %q, want them in the config folder", got.games)
	}
}

func TestMacFoldersAreInTheLibrary(t *testing.T) {
	vars := map[string]string{"HOME": "/Users/ada", "XDG_CONFIG_HOME": "/not/this", "XDG_DOCUMENTS_DIR": "/not/this"}
	got := answers(t, fake("darwin", vars, nil, []string{"/Users/ada/Documents"}, ""))
	want := folders{"/Users/ada/Library/Application Support/tavola", "/Users/ada/Library/Caches/tavola/kpe",
		"/Users/ada/Library/Application Support/tavola/kpe", "/Users/ada/Documents/Tavola"}
	if got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}

func TestMissingOrRelativeFoldersAreErrors(t *testing.T) {
	for _, tc := range []struct {
		goos string
		vars map[string]string
	}{
		{"linux", nil},
		{"linux", map[string]string{"HOME": "/home/ada", "XDG_CONFIG_HOME": "relative/cfg", "XDG_CACHE_HOME": "rel"}},
		{"darwin", nil},
		{"windows", map[string]string{"USERPROFILE": `C:\Users\Ada`}},
	} {
		e := fake(tc.goos, tc.vars, nil, nil, "")
		if dir, err := e.Config(); err == nil {
			t.Errorf("%s %v: Config = %q, want an error", tc.goos, tc.vars, dir)
		}
		if dir, err := e.KpeTables(); err == nil {
			t.Errorf("%s %v: KpeTables = %q, want an error", tc.goos, tc.vars, dir)
		}
		if dir, err := e.Games(); err == nil {
			t.Errorf("%s %v: Games = %q, want an error", tc.goos, tc.vars, dir)
		}
	}
}

// TestSystemMatchesTheStandardLibrary: on the machine the tests run on,
// the config and cache folders are still os.UserConfigDir's and
// os.UserCacheDir's, where the app kept its files before.
func TestSystemMatchesTheStandardLibrary(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("the browser has no folders")
	}
	cfg, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no config folder here:", err)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Skip("no cache folder here:", err)
	}
	if got, err := Config(); err != nil || got != filepath.Join(cfg, "tavola") {
		t.Errorf("Config = %q, %v; want tavola under %s", got, err, cfg)
	}
	if got, err := KpeTables(); err != nil || got != filepath.Join(cache, "tavola", "kpe") {
		t.Errorf("KpeTables = %q, %v; want tavola/kpe under %s", got, err, cache)
	}
}
