//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// chromiumCPU is the processor time used so far by every process of the
// browser whose profile is in dir: the browser, its renderers and its GPU
// process (Linux: /proc). With the machine shared, a frame's processor time
// says more than its wall-clock time.
func chromiumCPU(dir string) time.Duration {
	procs, _ := filepath.Glob("/proc/[0-9]*")
	parent := map[int]int{}
	ticks := map[int]int64{}
	root := 0
	for _, p := range procs {
		pid, err := strconv.Atoi(filepath.Base(p))
		if err != nil {
			continue
		}
		st, err := os.ReadFile(p + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid … utime(14) stime(15)
		s := string(st)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
		if len(f) < 13 {
			continue
		}
		pp, _ := strconv.Atoi(f[1])
		u, _ := strconv.ParseInt(f[11], 10, 64)
		k, _ := strconv.ParseInt(f[12], 10, 64)
		parent[pid], ticks[pid] = pp, u+k
		if root == 0 {
			if cmd, err := os.ReadFile(p + "/cmdline"); err == nil && strings.Contains(string(cmd), dir) && !strings.Contains(string(cmd), "--type=") {
				root = pid
			}
		}
	}
	var total int64
	for pid, t := range ticks {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				total += t
				break
			}
		}
	}
	return time.Duration(total) * (time.Second / 100) // USER_HZ is 100 on Linux
}
