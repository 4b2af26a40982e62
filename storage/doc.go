// Package storage keeps what the app remembers between runs: the settings
// and the autosaved games (Keeper), in a Store of small named texts — files
// in the app's config folder natively (internal/appdirs: tavola under
// os.UserConfigDir()), the browser's localStorage on the web. The games a
// player saves to keep are on a shelf (storage/shelf).
//
// A Keeper restores the autosave of a game kind for Continue, keeps it
// after every move, with the record's notes beside it, and removes it
// when its game ends; it turns the single save of format version 1 into
// its game's (Migrate); a save it cannot restore it moves aside and tells,
// once. It reads the settings line by line, so one bad line loses that
// setting only, and moves aside settings it cannot read at all. What to
// tell the player, and how, is the screens'.
//
// A Store never loads a text over MaxSize (1 MB): the size is checked
// before anything is read. Natively a Save is written to a temporary file,
// synced, renamed over the old file and the directory synced, so a crash
// leaves the old text or the new one. A text the app cannot use is not
// deleted: MoveAside renames it to <key>.broken-<date>-<time>. What a Store
// cannot write (a read-only folder, a full disk or localStorage) Keep holds
// in memory for the rest of the run, so the app reads back what it last
// saved, not what the disk still holds.
//
// The settings are "key value" lines (package settings: Settings.Encode),
// which settings.Decode reads line by line.
package storage
