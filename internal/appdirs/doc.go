// Package appdirs is the one place that knows the app's folders on the
// player's machine, natively: the settings and the autosaves (Config),
// the Kpé tables (KpeTables, in the cache folder, with the config folder
// where they were kept before as a fallback), and the saved games
// (Games, in the player's documents folder). The browser keeps all of it
// in localStorage and needs none of them.
//
// Each folder is found from an Env — the system (GOOS), its environment
// and its files — the way the platform's desktop says:
//
//   - Linux and the other Unix systems, by the XDG base directories:
//     $XDG_CONFIG_HOME (else ~/.config), $XDG_CACHE_HOME (else ~/.cache),
//     and the documents folder the desktop names — $XDG_DOCUMENTS_DIR, or
//     its line in user-dirs.dirs (Documenti on an Italian desktop), else
//     ~/Documents;
//   - macOS: ~/Library/Application Support, ~/Library/Caches and
//     ~/Documents;
//   - Windows: %AppData%, %LocalAppData%, and the Documents known folder
//     (where the player may have moved it), else %UserProfile%\Documents.
//
// The config and cache folders are those of os.UserConfigDir and
// os.UserCacheDir, which the app used before; they are written here as
// functions of an Env so that every platform's rules are tested on any
// machine, with fake environments.
package appdirs
