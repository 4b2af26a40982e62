//go:build !js

package platform

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"tavola/device"
	"tavola/rules/record"
)

// toolClipboard is the desktop's clipboard through its command-line
// tools, run on a goroutine of their own so that no frame waits for them.
type toolClipboard struct {
	clipQueue
	look func(string) (string, error) // exec.LookPath
}

// NewClipboard returns the clipboard of the desktop.
func NewClipboard() device.Clipboard { return &toolClipboard{look: exec.LookPath} }

// clipTool is a command that writes or reads the clipboard.
type clipTool struct {
	name string
	args []string
}

// tools are the commands that copy and paste on this desktop, in the
// order they are tried: Wayland's, then X11's, then macOS's and Windows'.
func (c *toolClipboard) tools() (writers, readers []clipTool) {
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		writers = append(writers, clipTool{"wl-copy", nil})
		readers = append(readers, clipTool{"wl-paste", []string{"--no-newline"}})
	}
	if os.Getenv("DISPLAY") != "" {
		writers = append(writers, clipTool{"xclip", []string{"-selection", "clipboard", "-in"}},
			clipTool{"xsel", []string{"--clipboard", "--input"}})
		readers = append(readers, clipTool{"xclip", []string{"-selection", "clipboard", "-out"}},
			clipTool{"xsel", []string{"--clipboard", "--output"}})
	}
	switch runtime.GOOS {
	case "darwin":
		writers = append(writers, clipTool{"pbcopy", nil})
		readers = append(readers, clipTool{"pbpaste", nil})
	case "windows":
		writers = append(writers, clipTool{"clip", nil})
		readers = append(readers, clipTool{"powershell", []string{"-NoProfile", "-Command", "Get-Clipboard -Raw"}})
	}
	return writers, readers
}

// find is the first tool that is installed.
func (c *toolClipboard) find(tools []clipTool) (string, []string, bool) {
	for _, t := range tools {
		if path, err := c.look(t.name); err == nil {
			return path, t.args, true
		}
	}
	return "", nil, false
}

// clipTimeout bounds a tool's run.
const clipTimeout = 3 * time.Second

func (c *toolClipboard) Copy(text string) {
	tools, _ := c.tools()
	path, args, ok := c.find(tools)
	if !ok {
		c.push(device.ClipResult{Err: device.ErrNoClipboard})
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), clipTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, args...)
		cmd.Stdin = strings.NewReader(text)
		// No pipes on the outputs: xclip and wl-copy stay behind to serve
		// the selection, and a pipe would keep Wait waiting for them.
		cmd.Stdout, cmd.Stderr = nil, nil
		if err := cmd.Run(); err != nil {
			c.push(device.ClipResult{Err: fmt.Errorf("%s: %w", path, err)})
			return
		}
		c.push(device.ClipResult{})
	}()
}

func (c *toolClipboard) Paste() {
	_, tools := c.tools()
	path, args, ok := c.find(tools)
	if !ok {
		c.push(device.ClipResult{Pasted: true, Err: device.ErrNoClipboard})
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), clipTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, args...)
		out, err := cmd.StdoutPipe()
		if err == nil {
			err = cmd.Start()
		}
		if err != nil {
			c.push(device.ClipResult{Pasted: true, Err: fmt.Errorf("%s: %w", path, err)})
			return
		}
		// No more than a record can hold, and one byte to know it is more.
		var b bytes.Buffer
		_, rerr := io.Copy(&b, io.LimitReader(out, record.MaxSize+1))
		_, _ = io.Copy(io.Discard, out)
		if err := cmd.Wait(); err != nil && rerr == nil {
			rerr = err
		}
		if rerr != nil {
			c.push(device.ClipResult{Pasted: true, Err: fmt.Errorf("%s: %w", path, rerr)})
			return
		}
		c.push(device.ClipResult{Pasted: true, Text: b.String()})
	}()
}

// Listen does nothing natively: Ctrl+V asks with Paste.
func (c *toolClipboard) Listen(bool) {}
