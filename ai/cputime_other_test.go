//go:build !(linux || darwin || js)

package ai

import "time"

// cpuTime falls back on the wall clock where the process's processor time
// is not at hand (the browser has one thread anyway).
func cpuTime() time.Duration { return time.Duration(time.Now().UnixNano()) }
