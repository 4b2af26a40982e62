package appdirs

import (
	"errors"
	"fmt"
	"os"
	"path"
	"runtime"
	"strings"
)

// The names of the app's folders under the user's.
const (
	appName   = "tavola" // in the config and cache folders
	gamesName = "Tavola" // in the documents folder, which people read
)

// Env is what the folders are found from. System is the machine's own;
// tests make their own.
type Env struct {
	GOOS   string
	Getenv func(key string) string
	// ReadFile reads a file (user-dirs.dirs); IsDir reports whether a
	// folder exists.
	ReadFile func(name string) ([]byte, error)
	IsDir    func(name string) bool
	// KnownDocuments is Windows's Documents known folder; nil where there
	// is none (then %UserProfile%\Documents).
	KnownDocuments func() (string, error)
}

// System is the machine's Env.
func System() Env {
	return Env{
		GOOS:     runtime.GOOS,
		Getenv:   os.Getenv,
		ReadFile: os.ReadFile,
		IsDir: func(name string) bool {
			fi, err := os.Stat(name)
			return err == nil && fi.IsDir()
		},
		KnownDocuments: knownDocuments,
	}
}

// Config is the app's folder in the user's configuration folder: the
// settings and the autosaves (tavola under os.UserConfigDir()).
func (e Env) Config() (string, error) {
	dir, err := e.userConfig()
	if err != nil {
		return "", err
	}
	return e.join(dir, appName), nil
}

// Cache is the app's folder in the user's cache folder, for what can be
// made again and need not be backed up (tavola under os.UserCacheDir()).
func (e Env) Cache() (string, error) {
	dir, err := e.userCache()
	if err != nil {
		return "", err
	}
	return e.join(dir, appName), nil
}

// KpeTables is where make kpe-table puts the Kpé tables and the app and
// the engine look for them first: kpe in the cache folder (900 MB that
// the solver can make again).
func (e Env) KpeTables() (string, error) {
	dir, err := e.Cache()
	if err != nil {
		return "", err
	}
	return e.join(dir, "kpe"), nil
}

// OldKpeTables is where make kpe-table put the tables before they moved
// to the cache folder: kpe in the config folder. The app and the engine
// still look there after KpeTables, so that tables made then still work.
func (e Env) OldKpeTables() (string, error) {
	dir, err := e.Config()
	if err != nil {
		return "", err
	}
	return e.join(dir, "kpe"), nil
}

// Games is where the player's saved games go: Tavola in the documents
// folder when that folder exists, else games in the app's config folder.
func (e Env) Games() (string, error) {
	if docs, err := e.Documents(); err == nil && e.IsDir(docs) {
		return e.join(docs, gamesName), nil
	}
	cfg, err := e.Config()
	if err != nil {
		return "", fmt.Errorf("appdirs: no folder for saved games: %w", err)
	}
	return e.join(cfg, "games"), nil
}

// Documents is the user's documents folder, as the desktop names it
// (which need not exist).
func (e Env) Documents() (string, error) {
	home, err := e.home()
	if err != nil {
		return "", err
	}
	switch e.GOOS {
	case "windows":
		if e.KnownDocuments != nil {
			if d, err := e.KnownDocuments(); err == nil && d != "" {
				return d, nil
			}
		}
	case "darwin", "ios", "plan9":
	default:
		if d := e.xdgDocuments(home); d != "" {
			return d, nil
		}
	}
	return e.join(home, "Documents"), nil
}

// xdgDocuments is the desktop's documents folder: $XDG_DOCUMENTS_DIR, else
// its line in user-dirs.dirs under the configuration folder ("" when
// neither says).
func (e Env) xdgDocuments(home string) string {
	if d := e.Getenv("XDG_DOCUMENTS_DIR"); d != "" {
		return d
	}
	cfg := e.Getenv("XDG_CONFIG_HOME")
	if cfg == "" {
		cfg = path.Join(home, ".config")
	}
	b, err := e.ReadFile(path.Join(cfg, "user-dirs.dirs"))
	if err != nil {
		return ""
	}
	for line := range strings.Lines(string(b)) {
		v, ok := strings.CutPrefix(strings.TrimSpace(line), "XDG_DOCUMENTS_DIR=")
		if !ok {
			continue
		}
		v = strings.Replace(strings.Trim(v, `"`), "$HOME", home, 1)
		// A documents folder that is the home itself means "none".
		if path.IsAbs(v) && path.Clean(v) != path.Clean(home) {
			return v
		}
	}
	return ""
}

// userConfig is os.UserConfigDir for e.
func (e Env) userConfig() (string, error) {
	switch e.GOOS {
	case "windows":
		return e.need("AppData", "")
	case "darwin", "ios":
		return e.need("HOME", "Library/Application Support")
	case "plan9":
		return e.need("home", "lib")
	}
	return e.xdg("XDG_CONFIG_HOME", ".config")
}

// userCache is os.UserCacheDir for e.
func (e Env) userCache() (string, error) {
	switch e.GOOS {
	case "windows":
		return e.need("LocalAppData", "")
	case "darwin", "ios":
		return e.need("HOME", "Library/Caches")
	case "plan9":
		return e.need("home", "lib/cache")
	}
	return e.xdg("XDG_CACHE_HOME", ".cache")
}

// home is os.UserHomeDir for e.
func (e Env) home() (string, error) {
	switch e.GOOS {
	case "windows":
		return e.need("USERPROFILE", "")
	case "plan9":
		return e.need("home", "")
	}
	return e.need("HOME", "")
}

// need is the folder sub under the environment variable key, which must
// be set.
func (e Env) need(key, sub string) (string, error) {
	dir := e.Getenv(key)
	if dir == "" {
		return "", fmt.Errorf("appdirs: $%s is not defined", key)
	}
	if sub == "" {
		return dir, nil
	}
	return e.join(dir, sub), nil
}

// xdg is an XDG base directory: $key, which must be absolute, else fallback
// under $HOME.
func (e Env) xdg(key, fallback string) (string, error) {
	if dir := e.Getenv(key); dir != "" {
		if !path.IsAbs(dir) {
			return "", fmt.Errorf("appdirs: the path in $%s is relative", key)
		}
		return dir, nil
	}
	dir, err := e.need("HOME", fallback)
	if err != nil {
		return "", errors.New("appdirs: neither $" + key + " nor $HOME are defined")
	}
	return dir, nil
}

// join joins path elements with e's separator: '\' on Windows.
func (e Env) join(elem ...string) string {
	if e.GOOS != "windows" {
		return path.Join(elem...)
	}
	out := strings.TrimRight(elem[0], `\/`)
	for _, s := range elem[1:] {
		out += `\` + strings.ReplaceAll(s, "/", `\`)
	}
	return out
}

// Config is System().Config().
func Config() (string, error) { return System().Config() }

// KpeTables is System().KpeTables().
func KpeTables() (string, error) { return System().KpeTables() }

// OldKpeTables is System().OldKpeTables().
func OldKpeTables() (string, error) { return System().OldKpeTables() }

// Games is System().Games().
func Games() (string, error) { return System().Games() }
