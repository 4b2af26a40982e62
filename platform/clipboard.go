package platform

import (
	"sync"

	"tavola/device"
)

// clipQueue holds the results that came, for Poll; the platforms' answers
// may come from another goroutine or a browser callback.
type clipQueue struct {
	mu  sync.Mutex
	out []device.ClipResult
}

// push adds a result.
func (q *clipQueue) push(r device.ClipResult) {
	q.mu.Lock()
	q.out = append(q.out, r)
	q.mu.Unlock()
}

// Poll returns the oldest result not yet taken.
func (q *clipQueue) Poll() (device.ClipResult, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.out) == 0 {
		return device.ClipResult{}, false
	}
	r := q.out[0]
	q.out = q.out[1:]
	return r, true
}
