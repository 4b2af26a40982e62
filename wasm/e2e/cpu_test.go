//go:build linux

package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// chromiumThreads is the processor time used so far by every process of
// the browser whose profile is in dir (the browser, its renderers and its
// GPU process; Linux: /proc), by thread: keyed by the process's type and
// the thread's name, digits at its end left out. "gpu-process Thread<>" is
// SwiftShader's rasterizers, "renderer chromium" the page's main thread,
// where the app's wasm runs, "renderer DedicatedWorker" the AI's worker.
// With the machine shared, a frame's processor time says more than its
// wall-clock time.
func chromiumThreads(dir string) map[string]time.Duration {
	procs, _ := filepath.Glob("/proc/[0-9]*")
	parent := map[int]int{}
	kind := map[int]string{}
	root := 0
	for _, p := range procs {
		pid, err := strconv.Atoi(filepath.Base(p))
		if err != nil {
			continue
		}
		pp, _, ok := statTicks(p + "/stat")
		if !ok {
			continue
		}
		parent[pid] = pp
		cmd, err := os.ReadFile(p + "/cmdline")
		if err != nil {
			continue
		}
		kind[pid] = "browser"
		if _, t, ok := strings.Cut(string(cmd), "--type="); ok {
			// The arguments end at a NUL, or at a space where Chromium wrote
			// its command line over them.
			kind[pid] = t[:strings.IndexAny(t+" ", " \x00")]
		} else if root == 0 && strings.Contains(string(cmd), dir) {
			root = pid
		}
	}
	out := map[string]time.Duration{}
	if root == 0 {
		return out
	}
	for pid := range parent {
		in := false
		for q := pid; q > 1 && !in; q = parent[q] {
			in = q == root
		}
		if !in {
			continue
		}
		tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/[0-9]*")
		for _, tk := range tasks {
			_, ticks, ok := statTicks(tk + "/stat")
			name, err := os.ReadFile(tk + "/comm")
			if !ok || err != nil {
				continue
			}
			n := strings.TrimRight(strings.TrimSpace(string(name)), "0123456789")
			out[kind[pid]+" "+n] += time.Duration(ticks) * (time.Second / 100) // USER_HZ is 100 on Linux
		}
	}
	return out
}

// statTicks reads a /proc stat file: the parent's pid and the processor
// time (user + system) in ticks.
func statTicks(name string) (ppid int, ticks int64, ok bool) {
	st, err := os.ReadFile(name)
	if err != nil {
		return 0, 0, false
	}
	// pid (comm) state ppid … utime(14) stime(15)
	s := string(st)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	if len(f) < 13 {
		return 0, 0, false
	}
	ppid, _ = strconv.Atoi(f[1])
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return ppid, u + k, true
}
