package prefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Store keeps small named texts ("settings", "autosave").
type Store interface {
	// Load returns the text saved under key; ErrNotFound when there is none.
	Load(key string) ([]byte, error)
	// Save replaces the text under key.
	Save(key string, data []byte) error
}

// ErrNotFound is returned by Load for a key never saved.
var ErrNotFound = errors.New("prefs: not saved")

// Dir is a Store of files named <key>.txt in a directory, made on the first
// Save.
type Dir string

// Load reads <key>.txt.
func (d Dir) Load(key string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(string(d), key+".txt"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("prefs: load %s: %w", key, err)
	}
	return b, nil
}

// Save writes <key>.txt through a temporary file, so a crash mid-write
// never leaves half a file.
func (d Dir) Save(key string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return fmt.Errorf("prefs: save %s: %w", key, err)
	}
	path := filepath.Join(string(d), key+".txt")
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return fmt.Errorf("prefs: save %s: %w", key, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("prefs: save %s: %w", key, err)
	}
	return nil
}

// Memory is a Store in memory, for tests and for when no other works.
type Memory map[string][]byte

// Load returns the text under key.
func (m Memory) Load(key string) ([]byte, error) {
	b, ok := m[key]
	if !ok {
		return nil, ErrNotFound
	}
	return b, nil
}

// Save keeps a copy of data under key.
func (m Memory) Save(key string, data []byte) error {
	m[key] = append([]byte(nil), data...)
	return nil
}
