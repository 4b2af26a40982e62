package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"tavola/internal/atomicfile"
)

// Store keeps small named texts ("settings", "autosave-kpe"). Keys are
// made of letters, digits, '-' and '.'.
type Store interface {
	// Load returns the text saved under key: ErrNotFound when there is
	// none, ErrTooLarge (without reading it) when it is over MaxSize.
	Load(key string) ([]byte, error)
	// Save replaces the text under key; natively a power cut during Save
	// leaves the old text or the new one, never a part.
	Save(key string, data []byte) error
	// Remove forgets the text under key; a missing key is no error.
	Remove(key string) error
	// Rename moves the text under from to the key to, which must not be
	// in use (fs.ErrExist).
	Rename(from, to string) error
	// Where says where the text of key is kept, for messages: a file's
	// path, or the browser's storage key.
	Where(key string) string
}

// MaxSize is the largest text a Store loads: settings and saves are a few
// kilobytes, so anything larger is not ours, and is refused before it is
// read.
const MaxSize = 1 << 20

// ErrNotFound is returned by Load for a key never saved.
var ErrNotFound = errors.New("storage: not saved")

// ErrTooLarge is returned by Load for a text over MaxSize.
var ErrTooLarge = errors.New("larger than 1 MB")

// MoveAside renames the text under key to a key of its own that says it
// is broken and when it was set aside, key.broken-20060102-150405 (with
// -2, -3, … when that is taken), so that a text the app cannot use is
// kept and never read again. It returns the new key.
func MoveAside(s Store, key string, now time.Time) (string, error) {
	base := key + ".broken-" + now.Format("20060102-150405")
	to := base
	for n := 2; ; n++ {
		err := s.Rename(key, to)
		if !errors.Is(err, fs.ErrExist) || n > 99 {
			if err != nil {
				return "", err
			}
			return to, nil
		}
		to = fmt.Sprintf("%s-%d", base, n)
	}
}

// Dir is a Store of files named <key>.txt in a directory, made on the first
// Save.
type Dir string

func (d Dir) path(key string) string { return filepath.Join(string(d), key+".txt") }

// Load reads <key>.txt, after checking that it is a regular file (a FIFO
// would block) of at most MaxSize bytes.
func (d Dir) Load(key string) ([]byte, error) {
	path := d.path(key)
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		// ENOTDIR: a file stands where the directory would be, so the
		// text was never saved (the next Save reports why it cannot).
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("storage: load %s: %w", key, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("storage: load %s: %s is not a regular file", key, path)
	}
	if fi.Size() > MaxSize {
		return nil, fmt.Errorf("storage: load %s: %s is %s, %w", key, path, sizeWords(fi.Size()), ErrTooLarge)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("storage: load %s: %w", key, err)
	}
	defer f.Close()
	// The file may have grown since Stat: read one byte more than allowed
	// to notice.
	b, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("storage: load %s: %w", key, err)
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("storage: load %s: %s grew past 1 MB, %w", key, path, ErrTooLarge)
	}
	return b, nil
}

// sizeWords writes a size in bytes as a person reads it.
func sizeWords(n int64) string {
	switch {
	case n >= 10<<20:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// Save writes <key>.txt through a temporary file that is synced to the disk
// before it replaces the old one, and then syncs the directory, so that a
// crash or a power cut leaves the old text or the new one, never an empty
// or a partial file.
func (d Dir) Save(key string, data []byte) error {
	if err := d.save(key, data); err != nil {
		return fmt.Errorf("storage: save %s: %w", key, err)
	}
	return nil
}

func (d Dir) save(key string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(d.path(key), 0o644, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Remove deletes <key>.txt.
func (d Dir) Remove(key string) error {
	if err := os.Remove(d.path(key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("storage: remove %s: %w", key, err)
	}
	atomicfile.SyncDir(string(d))
	return nil
}

// Rename renames <from>.txt to <to>.txt, which must not exist.
func (d Dir) Rename(from, to string) error {
	if _, err := os.Lstat(d.path(to)); err == nil {
		return fmt.Errorf("storage: rename %s: %s: %w", from, to, fs.ErrExist)
	}
	if err := os.Rename(d.path(from), d.path(to)); err != nil {
		return fmt.Errorf("storage: rename %s: %w", from, err)
	}
	atomicfile.SyncDir(string(d))
	return nil
}

// Where is the path of <key>.txt.
func (d Dir) Where(key string) string { return d.path(key) }

// Keep wraps s so that what s fails to save or remove is kept in memory,
// and read back from there, for as long as the app runs: when the config
// folder cannot be written, the game played on is still the one Continue
// finds, not the older save on the disk. The failure is still returned,
// for the player to be told; a later Save or Remove that works lets the
// kept text go. Rename and Where are s's own.
func Keep(s Store) Store { return &kept{Store: s, texts: map[string][]byte{}} }

// kept is the Store Keep returns.
type kept struct {
	Store
	texts map[string][]byte // what Save could not write; nil where Remove failed
}

// Load returns the text kept under key, if any, else s's.
func (k *kept) Load(key string) ([]byte, error) {
	if b, ok := k.texts[key]; ok {
		if b == nil {
			return nil, ErrNotFound
		}
		return b, nil
	}
	return k.Store.Load(key)
}

// Save saves through s, keeping a copy of data when that fails.
func (k *kept) Save(key string, data []byte) error {
	if err := k.Store.Save(key, data); err != nil {
		k.texts[key] = append([]byte{}, data...)
		return err
	}
	delete(k.texts, key)
	return nil
}

// Remove removes through s, remembering that key is gone when that fails.
func (k *kept) Remove(key string) error {
	if err := k.Store.Remove(key); err != nil {
		k.texts[key] = nil
		return err
	}
	delete(k.texts, key)
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
	if len(b) > MaxSize {
		return nil, fmt.Errorf("storage: load %s: %s, %w", key, sizeWords(int64(len(b))), ErrTooLarge)
	}
	return b, nil
}

// Save keeps a copy of data under key.
func (m Memory) Save(key string, data []byte) error {
	m[key] = append([]byte(nil), data...)
	return nil
}

// Remove forgets key.
func (m Memory) Remove(key string) error {
	delete(m, key)
	return nil
}

// Rename moves the text under from to to.
func (m Memory) Rename(from, to string) error {
	b, ok := m[from]
	if !ok {
		return fmt.Errorf("storage: rename %s: %w", from, ErrNotFound)
	}
	if _, ok := m[to]; ok {
		return fmt.Errorf("storage: rename %s: %s: %w", from, to, fs.ErrExist)
	}
	m[to] = b
	delete(m, from)
	return nil
}

// Where names the key: a Memory store is kept nowhere.
func (m Memory) Where(key string) string { return key + " (in memory)" }
