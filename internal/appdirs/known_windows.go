package appdirs

import "golang.org/x/sys/windows"

// knownDocuments is the Documents known folder, wherever the player moved
// it.
func knownDocuments() (string, error) {
	return windows.KnownFolderPath(windows.FOLDERID_Documents, 0)
}
