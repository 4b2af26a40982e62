package scenes

import (
	"fmt"
	"os"
	"sync"
	"syscall/js"
	"time"

	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/session"
	"tavola/wasm/aiwork"
)

// newSearchFunc runs the searches in the AI's Web Worker (worker.js, a
// WebAssembly instance of its own), so that the page's one thread only
// draws and reads input. Where the worker cannot run (no Worker, a failed
// download) a search runs on the page, pumped in slices from Update.
func newSearchFunc(kt *kpetables.Tables) session.SearchFunc {
	w := startWorker(newAISearch(new(ai.Searcher), kt))
	return w.newSearch
}

// inBackground leaves the search to be pumped in slices from Update: in the
// browser Go has one thread and no preemption, so a search on a goroutine
// of its own would freeze the page.
func inBackground(s session.Search) session.Search { return s }

// worker is the app's end of the AI's Web Worker.
type worker struct {
	local session.SearchFunc // searches on the page, when the worker fails
	w     js.Value
	onMsg js.Func

	mu      sync.Mutex
	failed  bool
	nextID  uint64
	live    map[uint64]bool // searches waiting for their reply
	replies map[uint64]aiwork.Reply
}

// startWorker starts the worker; its messages arrive between frames.
func startWorker(local session.SearchFunc) *worker {
	k := &worker{local: local, live: map[uint64]bool{}, replies: map[uint64]aiwork.Reply{}}
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		k.fail("this browser has no Web Worker")
		return k
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.fail(fmt.Sprint(r))
			}
		}()
		k.w = ctor.New("worker.js")
	}()
	if k.failed {
		return k
	}
	k.onMsg = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			if d := args[0].Get("data"); d.Type() == js.TypeString {
				k.receive(d.String())
			}
		}
		return nil
	})
	k.w.Set("onmessage", k.onMsg)
	markAI("worker")
	k.w.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the AI worker stopped"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg += ": " + args[0].Get("message").String()
		}
		k.fail(msg)
		return nil
	}))
	return k
}

// fail makes every search from now on run on the page.
func (k *worker) fail(why string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.failed {
		fmt.Fprintln(os.Stderr, "tavola: the AI runs on the page:", why)
		markAI("page")
	}
	k.failed = true
}

// markAI says on the page's <html> (data-ai) where the searches run.
func markAI(where string) {
	if doc := js.Global().Get("document"); doc.Type() == js.TypeObject {
		doc.Get("documentElement").Call("setAttribute", "data-ai", where)
	}
}

// receive keeps a reply for its search; a reply to a cancelled search is
// dropped.
func (k *worker) receive(msg string) {
	r, ok, err := aiwork.DecodeReply(msg)
	switch {
	case err != nil:
		fmt.Fprintln(os.Stderr, "tavola:", err)
		return
	case !ok:
		return // Ready
	case r.ID == 0:
		k.fail(r.Err)
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.live[r.ID] {
		delete(k.live, r.ID)
		k.replies[r.ID] = r
	}
}

// take returns the reply to search id, once it has come.
func (k *worker) take(id uint64) (r aiwork.Reply, ok, failed bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	r, ok = k.replies[id]
	delete(k.replies, id)
	return r, ok, k.failed
}

// newSearch is the session's SearchFunc: it posts the request to the
// worker and returns at once.
func (k *worker) newSearch(g rules.Game, level int, seed, generation uint64) session.Search {
	s := &workerSearch{k: k, g: g, level: level, seed: seed, gen: generation}
	k.mu.Lock()
	failed := k.failed
	k.nextID++
	s.id = k.nextID
	k.mu.Unlock()
	if failed {
		s.onPage("")
		return s
	}
	start, moves, err := aiwork.History(g)
	if err != nil {
		s.onPage(err.Error())
		return s
	}
	k.mu.Lock()
	k.live[s.id] = true
	k.mu.Unlock()
	k.w.Call("postMessage", aiwork.Request{ID: s.id, Game: g.Name(), Start: start, Moves: moves, Level: level, Seed: seed}.Encode())
	return s
}

// workerSearch is one search in the worker, or on the page when the worker
// could not do it.
type workerSearch struct {
	k      *worker
	id     uint64
	g      rules.Game
	level  int
	seed   uint64
	gen    uint64
	page   session.Search // the search on the page, if it came to that
	done   bool
	action rules.Action
}

// onPage runs the search on the page from now on (why, when not empty,
// says what went wrong in the worker).
func (s *workerSearch) onPage(why string) {
	if why != "" {
		fmt.Fprintln(os.Stderr, "tavola: the AI's search runs on the page:", why)
	}
	s.page = s.k.local(s.g, s.level, s.seed, s.gen)
}

// Step reports whether the worker's reply has come; it never waits.
func (s *workerSearch) Step(slice time.Duration) bool {
	if s.page != nil {
		return s.page.Step(slice)
	}
	if s.done {
		return true
	}
	r, ok, failed := s.k.take(s.id)
	switch {
	case ok && r.Err != "":
		s.onPage(r.Err)
		return s.page.Step(slice)
	case ok:
		a, err := s.g.ParseAction(r.Action)
		if err != nil {
			s.onPage(err.Error())
			return s.page.Step(slice)
		}
		s.action, s.done = a, true
		return true
	case failed:
		s.onPage("")
		return s.page.Step(slice)
	}
	return false
}

// Result is the action chosen and the search's generation.
func (s *workerSearch) Result() (rules.Action, uint64) {
	if s.page != nil {
		return s.page.Result()
	}
	return s.action, s.gen
}

// Cancel stops the search; a reply still on its way is dropped.
func (s *workerSearch) Cancel() {
	if s.page != nil {
		s.page.Cancel()
		return
	}
	if s.done {
		return
	}
	s.done = true
	k := s.k
	k.mu.Lock()
	waiting := k.live[s.id]
	delete(k.live, s.id)
	delete(k.replies, s.id)
	k.mu.Unlock()
	if waiting {
		k.w.Call("postMessage", aiwork.Cancel(s.id))
	}
}
