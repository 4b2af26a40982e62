//go:build !windows

package appdirs

// knownDocuments: only Windows has known folders.
func knownDocuments() (string, error) { return "", nil }
