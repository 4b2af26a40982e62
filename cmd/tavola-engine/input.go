package main

import (
	"bufio"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// maxQueued bounds the bytes of input lines read ahead while a command
// runs; past it the reader waits for the engine to catch up (a stop sent
// behind so much input is seen once there is room again).
const maxQueued = 8 << 20

// endGrace is how long a command may still run once the input has ended
// (counted from the end, or from the command's start if it began later).
// A script piped in whole gets the answers it would get interactively,
// while an engine whose controller went away still ends soon.
const endGrace = 10 * time.Second

// inputLine is one line of the input, without its line end, and its place
// in the input (the first line is 1).
type inputLine struct {
	text    string
	tooLong bool // the line was longer than maxLine; text is its start
	seq     int64
}

// input reads the engine's command lines on a goroutine of its own, so
// that a stop line (or the end of the input) is seen while a command runs.
// Lines wait in a queue for the engine to answer them in order. A stop
// line ends every command read before it that is still running or
// waiting; after the end of the input a command is stopped once it has run
// for grace.
type input struct {
	br    *bufio.Reader
	stop  atomic.Int64 // commands with a smaller seq are stopped
	grace time.Duration
	endAt atomic.Int64 // when the input ended, in Unix nanoseconds; 0 before

	mu     sync.Mutex
	queue  []inputLine
	bytes  int
	ended  bool  // the reader is done: end of input or an error
	err    error // the read error that ended it, nil at the end of input
	arrive chan struct{}
	room   chan struct{}
	closed chan struct{} // the engine has stopped answering
}

func newInput(r io.Reader) *input {
	return &input{br: bufio.NewReaderSize(r, 64<<10), grace: endGrace, arrive: make(chan struct{}, 1),
		room: make(chan struct{}, 1), closed: make(chan struct{})}
}

// read runs on the input's goroutine until the end of the input, a read
// error, or close.
func (in *input) read() {
	var buf []byte
	for seq := int64(1); ; seq++ {
		var tooLong bool
		var err error
		buf, tooLong, err = readLine(in.br, buf[:0])
		if err == io.EOF && len(buf) == 0 && !tooLong {
			in.end(nil)
			return
		}
		if err != nil && err != io.EOF {
			in.end(err)
			return
		}
		l := inputLine{text: string(buf), tooLong: tooLong, seq: seq}
		if !tooLong && isStopLine(l.text) {
			in.stop.Store(seq)
		}
		if !in.push(l) {
			return
		}
		if err == io.EOF {
			in.end(nil)
			return
		}
	}
}

// push queues l, waiting while the queue is full; false once the engine
// has stopped answering.
func (in *input) push(l inputLine) bool {
	for {
		in.mu.Lock()
		if in.bytes == 0 || in.bytes+len(l.text) <= maxQueued {
			in.queue = append(in.queue, l)
			in.bytes += len(l.text)
			in.mu.Unlock()
			signal(in.arrive)
			return true
		}
		in.mu.Unlock()
		select {
		case <-in.room:
		case <-in.closed:
			return false
		}
	}
}

// end records the end of the input, after which every command has grace
// to finish.
func (in *input) end(err error) {
	in.endAt.Store(time.Now().UnixNano())
	in.mu.Lock()
	in.ended, in.err = true, err
	in.mu.Unlock()
	signal(in.arrive)
}

// next returns the next line to answer, waiting for one; false when there
// is none left, with the read error if one ended the input.
func (in *input) next() (inputLine, bool, error) {
	for {
		in.mu.Lock()
		if len(in.queue) > 0 {
			l := in.queue[0]
			in.queue[0] = inputLine{}
			in.queue = in.queue[1:]
			in.bytes -= len(l.text)
			in.mu.Unlock()
			signal(in.room)
			return l, true, nil
		}
		ended, err := in.ended, in.err
		in.mu.Unlock()
		if ended {
			return inputLine{}, false, err
		}
		<-in.arrive
	}
}

// stopped reports whether the command of line seq, begun at began, must
// end: a stop line came after it, or the input ended and the command has
// run for grace since (or since the end, if it began before).
func (in *input) stopped(seq int64, began time.Time) bool {
	if in.stop.Load() > seq {
		return true
	}
	end := in.endAt.Load()
	if end == 0 {
		return false
	}
	from := max(end, began.UnixNano())
	return time.Now().UnixNano()-from >= int64(in.grace)
}

// close tells the reader that no more lines will be answered. The reader
// may still be blocked reading r; it ends at r's next line or end.
func (in *input) close() { close(in.closed) }

// signal wakes whoever waits on c (a channel of capacity 1), at most once
// until it is received.
func signal(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// isStopLine reports whether line is the stop command (with or without an
// id): the lines that end a running command as soon as they are read.
func isStopLine(line string) bool {
	_, rest := splitID(strings.TrimSuffix(line, "\r"))
	return rest == "stop"
}
