// Package prefs keeps what the app remembers between runs: the settings
// and the autosaved games. A Store holds named texts, as files under
// os.UserConfigDir() natively and in the browser's localStorage on the web.
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
// The settings are "key value" lines (Settings.Encode); DecodeSettings
// reads them line by line, so one bad line loses that setting only.
package prefs
