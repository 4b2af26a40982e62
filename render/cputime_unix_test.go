//go:build unix

package render

import (
	"syscall"
	"time"
)

// processCPU is the processor time the whole process has used so far, its
// every thread included (Ebitengine's render thread and Mesa's software
// rasterizer too): on a loaded machine a steadier measure than the clock.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
