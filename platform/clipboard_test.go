//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"tavola/device"
)

func TestTheDesktopsClipboardToolsCopyAndPaste(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "copied")
	script := "#!/bin/sh\nif [ \"$3\" = \"-in\" ]; then /bin/cat > " + out + "; else printf 'from the clipboard'; fi\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("DISPLAY", ":9")
	c := NewClipboard()
	wait := func() device.ClipResult {
		t.Helper()
		for range 300 {
			if r, ok := c.Poll(); ok {
				return r
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatal("the clipboard tool never answered")
		return device.ClipResult{}
	}
	c.Copy("[Game \"kpe\"]\n")
	if r := wait(); r.Err != nil || r.Pasted {
		t.Fatalf("Copy: %+v", r)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != "[Game \"kpe\"]\n" {
		t.Errorf("xclip got %q, %v", b, err)
	}
	c.Paste()
	if r := wait(); r.Err != nil || !r.Pasted || r.Text != "from the clipboard" {
		t.Errorf("Paste: %+v", r)
	}
	t.Setenv("PATH", t.TempDir()) // no tool at all
	c.Copy("x")
	if r := wait(); r.Err != device.ErrNoClipboard {
		t.Errorf("Copy without a tool: %+v", r)
	}
}
