package aiwork

import (
	"strings"
	"sync"
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/catalog"
)

// playRandom plays n legal actions of g chosen by a fixed sequence.
func playRandom(g rules.Game, n int) {
	var buf []rules.Action
	for i := 0; i < n && !g.Outcome().Over; i++ {
		buf = g.Actions(buf[:0])
		g.Apply(buf[(i*7+3)%len(buf)], nil)
	}
}

func TestHistoryReplaysEveryGame(t *testing.T) {
	for _, name := range catalog.Names() {
		for _, n := range []int{0, 1, 9, 40} {
			g, err := catalog.New(name)
			if err != nil {
				t.Fatal(err)
			}
			playRandom(g, n)
			start, moves, err := History(g)
			if err != nil {
				t.Fatalf("%s after %d: %v", name, n, err)
			}
			if len(moves) != g.Plies() {
				t.Fatalf("%s after %d: %d moves, want %d", name, n, len(moves), g.Plies())
			}
			r := Request{ID: 1, Game: name, Start: start, Moves: moves, Level: 2, Seed: 5}
			back, err := decodeBack(t, r)
			if err != nil {
				t.Fatal(err)
			}
			h, err := Replay(catalog.New, back)
			if err != nil {
				t.Fatalf("%s after %d: %v", name, n, err)
			}
			if h.Hash() != g.Hash() || h.Plies() != g.Plies() {
				t.Fatalf("%s after %d: the replayed game differs (hash %x, %d plies; want %x, %d)", name, n, h.Hash(), h.Plies(), g.Hash(), g.Plies())
			}
		}
	}
}

// decodeBack sends r through its message and reads it again.
func decodeBack(t *testing.T, r Request) (Request, error) {
	t.Helper()
	kind, id, rest, err := decode(r.Encode())
	if err != nil || kind != kindSearch {
		t.Fatalf("decode %q: %v, kind %q", r.Encode(), err, kind)
	}
	return decodeRequest(id, rest)
}

func TestRequestRoundTrip(t *testing.T) {
	r := Request{ID: 1<<63 + 5, Game: "kpe", Start: "6,6,6,6/6,6,6,6 S - - 0 0", Moves: []string{"A", "b"}, Level: 6, Seed: 1<<64 - 1}
	back, err := decodeBack(t, r)
	if err != nil {
		t.Fatal(err)
	}
	if back.ID != r.ID || back.Game != r.Game || back.Start != r.Start || back.Level != r.Level || back.Seed != r.Seed || strings.Join(back.Moves, " ") != "A b" {
		t.Fatalf("round trip gave %+v, want %+v", back, r)
	}
}

func TestReplayRefusesBadInput(t *testing.T) {
	g, _ := catalog.New("gravity")
	start, _ := g.Position()
	for _, r := range []Request{
		{Game: "chess", Start: start},
		{Game: "gravity", Start: "not a position"},
		{Game: "gravity", Start: start, Moves: []string{"zz9"}},
	} {
		if _, err := Replay(catalog.New, r); err == nil {
			t.Errorf("Replay(%+v) did not fail", r)
		}
	}
}

func TestReplyRoundTrip(t *testing.T) {
	for _, r := range []Reply{{ID: 3, Action: "d1"}, {ID: 4, Err: "bad\nthing"}} {
		back, ok, err := DecodeReply(r.Encode())
		if err != nil || !ok || back.ID != r.ID || back.Action != r.Action || (r.Err != "" && back.Err != "bad thing") {
			t.Errorf("round trip of %+v gave %+v, %v, %v", r, back, ok, err)
		}
	}
	if _, ok, err := DecodeReply(Ready); ok || err != nil {
		t.Errorf("Ready read as a reply: %v, %v", ok, err)
	}
	for _, bad := range []string{"", "result", "result\nx\nd1", "result\n3", "hello\n3\nx"} {
		if _, _, err := DecodeReply(bad); err == nil {
			t.Errorf("DecodeReply(%q) did not fail", bad)
		}
	}
}

// served is a Server on its own goroutine, with the replies it posted.
type served struct {
	s       *Server
	mu      sync.Mutex
	replies []string
	got     chan struct{}
}

func newServed(t *testing.T, slice time.Duration) *served {
	v := &served{got: make(chan struct{}, 16)}
	v.s = NewServer(catalog.New, func(m string) {
		v.mu.Lock()
		v.replies = append(v.replies, m)
		v.mu.Unlock()
		v.got <- struct{}{}
	})
	go v.s.Run(slice, func() { time.Sleep(time.Millisecond) })
	return v
}

func (v *served) wait(t *testing.T, d time.Duration) Reply {
	t.Helper()
	select {
	case <-v.got:
	case <-time.After(d):
		t.Fatalf("no reply in %v", d)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	r, ok, err := DecodeReply(v.replies[len(v.replies)-1])
	if err != nil || !ok {
		t.Fatalf("reply %q: %v", v.replies[len(v.replies)-1], err)
	}
	return r
}

func request(t *testing.T, name string, plies, level int, id uint64) Request {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	playRandom(g, plies)
	start, moves, err := History(g)
	if err != nil {
		t.Fatal(err)
	}
	return Request{ID: id, Game: name, Start: start, Moves: moves, Level: level, Seed: 11}
}

func TestServerAnswersALegalAction(t *testing.T) {
	v := newServed(t, 5*time.Millisecond)
	for i, name := range catalog.Names() {
		r := request(t, name, 6, 2, uint64(i+1))
		v.s.Handle(r.Encode())
		rep := v.wait(t, 30*time.Second)
		if rep.ID != r.ID || rep.Err != "" {
			t.Fatalf("%s: reply %+v to request %d", name, rep, r.ID)
		}
		g, _ := Replay(catalog.New, r)
		if _, err := g.ParseAction(rep.Action); err != nil {
			t.Fatalf("%s: the reply %q is not legal: %v", name, rep.Action, err)
		}
	}
}

func TestServerDropsACancelledSearch(t *testing.T) {
	v := newServed(t, time.Millisecond)
	// A long search (the top level of GIPF), cancelled while it runs, and
	// a short one queued behind it: only the short one is answered, and
	// soon.
	long := request(t, "gipf-standard", 8, 6, 1)
	short := request(t, "gravity", 2, 1, 2)
	v.s.Handle(long.Encode())
	time.Sleep(20 * time.Millisecond)
	v.s.Handle(short.Encode())
	v.s.Handle(Cancel(long.ID))
	t0 := time.Now()
	rep := v.wait(t, 10*time.Second)
	if rep.ID != short.ID {
		t.Fatalf("the first reply is for %d, want the short search %d (the long one was cancelled)", rep.ID, short.ID)
	}
	if el := time.Since(t0); el > 2*time.Second {
		t.Errorf("the cancelled search held the worker %v", el)
	}
	v.s.Handle(Cancel(short.ID)) // already answered: dropped
	v.s.mu.Lock()
	defer v.s.mu.Unlock()
	if len(v.s.cancelled) != 0 {
		t.Errorf("cancel marks left behind: %v", v.s.cancelled)
	}
}

func TestServerAnswersBadRequestsWithErrors(t *testing.T) {
	v := newServed(t, time.Millisecond)
	v.s.Handle("search\n7\nchess\n1\n1\nstart")
	if rep := v.wait(t, 5*time.Second); rep.ID != 7 || rep.Err == "" {
		t.Fatalf("an unknown game got %+v, want an error for 7", rep)
	}
	v.s.Handle("search\n8\ngravity\nx\n1\nstart")
	if rep := v.wait(t, 5*time.Second); rep.ID != 8 || rep.Err == "" {
		t.Fatalf("a bad level got %+v, want an error for 8", rep)
	}
	v.s.Handle("nonsense") // no id: dropped
	select {
	case <-v.got:
		t.Fatal("a message without an id was answered")
	case <-time.After(50 * time.Millisecond):
	}
}
