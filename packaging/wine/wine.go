package wine

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// ErrNoWine says that the wine command is not installed.
var ErrNoWine = errors.New("wine: no wine command (Debian's wine package)")

// Prefix is a Wine prefix (a Windows installation) in a folder of its own.
type Prefix struct {
	Dir string
}

// NewPrefix makes a Wine prefix in dir (a minute at most on a busy machine)
// and puts the ProcessPrng forwarder in its system32 when Wine lacks
// bcryptprimitives.dll.
func NewPrefix(dir string) (*Prefix, error) {
	if _, err := exec.LookPath("wine"); err != nil {
		return nil, ErrNoWine
	}
	p := &Prefix{Dir: dir}
	if out, err := p.Command("wineboot", "-i").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("wine: wineboot in %s: %v\n%s", dir, err, out)
	}
	sys := filepath.Join(dir, "drive_c", "windows", "system32")
	dll := filepath.Join(sys, "bcryptprimitives.dll")
	if _, err := os.Stat(dll); err == nil {
		return p, nil
	}
	if err := os.WriteFile(dll, ForwarderDLL("bcryptprimitives.dll", "ProcessPrng", "advapi32.SystemFunction036"), 0o644); err != nil {
		return nil, fmt.Errorf("wine: %w", err)
	}
	return p, nil
}

// Command runs a Windows program (a path on this machine, or a command of
// Wine's) with args in the prefix, with Wine's own messages silenced.
func (p *Prefix) Command(program string, args ...string) *exec.Cmd {
	cmd := exec.Command("wine", append([]string{program}, args...)...)
	cmd.Env = append(os.Environ(), "WINEPREFIX="+p.Dir, "WINEDEBUG=-all", "WINEDLLOVERRIDES=winemenubuilder.exe=d")
	return cmd
}

// Stop ends the prefix's Wine server and what still runs in it.
func (p *Prefix) Stop() error {
	cmd := exec.Command("wineserver", "-k")
	cmd.Env = append(os.Environ(), "WINEPREFIX="+p.Dir)
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return nil // no server was running
		}
		return err
	}
	return nil
}
