package platform

import (
	"io"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules/record"
)

// Drops are the files dropped on the window (Ebitengine's DroppedFiles:
// natively the desktop's drag and drop, in the browser the page's).
type Drops struct{}

// Dropped is the text of the first file dropped on the window since the
// last frame, or "" when none came or none can be read.
func (Drops) Dropped() string {
	if fsys := ebiten.DroppedFiles(); fsys != nil {
		return droppedText(fsys)
	}
	return ""
}

// droppedText is the text of the first file of fsys (at most one byte
// more than a record may hold, so that a larger one is refused as such),
// or "" when none can be read.
func droppedText(fsys fs.FS) string {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return ""
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		f, err := fsys.Open(e.Name())
		if err != nil {
			continue
		}
		b, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
		f.Close()
		if err == nil && len(b) > 0 {
			return string(b)
		}
	}
	return ""
}
