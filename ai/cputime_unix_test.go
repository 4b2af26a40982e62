//go:build linux || darwin

package ai

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used: a measure of work
// done that a busy machine does not stretch, unlike the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
