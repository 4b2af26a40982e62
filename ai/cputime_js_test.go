//go:build js

package ai

import (
	"syscall/js"
	"time"
)

// cpuTime is the processor time Node.js has used (process.cpuUsage), or
// the wall clock in a browser, which has one thread anyway.
func cpuTime() time.Duration {
	p := js.Global().Get("process")
	if p.IsUndefined() || p.Get("cpuUsage").IsUndefined() {
		return time.Duration(time.Now().UnixNano())
	}
	u := p.Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
