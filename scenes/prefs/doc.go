// Package prefs keeps what the app remembers between runs: the settings
// and the autosaved game. A Store holds named texts, as files under
// os.UserConfigDir() natively and in the browser's localStorage on the web.
package prefs
