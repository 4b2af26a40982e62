package aiwork

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
)

// Request asks the worker for a search: the game, given as the position it
// started from and the actions played since (so that a GIPF turn in the
// middle of its removals, which has no position string, and the history
// the rules look at are sent as they are), the playing level and the seed
// of its random choices.
type Request struct {
	ID    uint64
	Game  string
	Start string
	Moves []string
	Level int
	Seed  uint64
}

// Reply is the worker's answer to the request ID: the action chosen, in
// notation, or the error that stopped the search.
type Reply struct {
	ID     uint64
	Action string
	Err    string
}

// The kinds of message, the first line of each.
const (
	kindSearch = "search"
	kindCancel = "cancel"
	kindResult = "result"
	kindError  = "error"
	// kindFailed is worker.js's message when the worker itself could not
	// start; it reads as an error for id 0.
	kindFailed = "failed"
	// Ready is the worker's first message: it has started and reads
	// requests (those posted before are queued by the browser).
	Ready = "ready"
)

// Encode writes the request as a message: "search", the id, the game, the
// level, the seed, the start position, then one move a line.
func (r Request) Encode() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%d\n%s\n%d\n%d\n%s", kindSearch, r.ID, r.Game, r.Level, r.Seed, r.Start)
	for _, m := range r.Moves {
		b.WriteString("\n" + m)
	}
	return b.String()
}

// Cancel is the message that cancels the request id.
func Cancel(id uint64) string { return kindCancel + "\n" + strconv.FormatUint(id, 10) }

// Encode writes the reply as a message: "result" and the action, or
// "error" and the error, after the id.
func (r Reply) Encode() string {
	if r.Err != "" {
		return kindError + "\n" + strconv.FormatUint(r.ID, 10) + "\n" + strings.ReplaceAll(r.Err, "\n", " ")
	}
	return kindResult + "\n" + strconv.FormatUint(r.ID, 10) + "\n" + r.Action
}

// errMessage marks a message that is not one of the protocol's.
var errMessage = errors.New("aiwork: bad message")

// decode splits a message into its kind, its id and the lines after them.
func decode(msg string) (kind string, id uint64, rest []string, err error) {
	lines := strings.Split(msg, "\n")
	if len(lines) < 2 {
		return "", 0, nil, fmt.Errorf("%w: %q", errMessage, msg)
	}
	id, err = strconv.ParseUint(lines[1], 10, 64)
	if err != nil {
		return "", 0, nil, fmt.Errorf("%w: id %q", errMessage, lines[1])
	}
	return lines[0], id, lines[2:], nil
}

// decodeRequest reads a search message (rest are the lines after the id).
func decodeRequest(id uint64, rest []string) (Request, error) {
	if len(rest) < 4 {
		return Request{}, fmt.Errorf("%w: search %d has %d lines, want 4 or more", errMessage, id, len(rest))
	}
	lv, err := strconv.Atoi(rest[1])
	if err != nil {
		return Request{}, fmt.Errorf("%w: search %d: level %q", errMessage, id, rest[1])
	}
	seed, err := strconv.ParseUint(rest[2], 10, 64)
	if err != nil {
		return Request{}, fmt.Errorf("%w: search %d: seed %q", errMessage, id, rest[2])
	}
	return Request{ID: id, Game: rest[0], Level: lv, Seed: seed, Start: rest[3], Moves: rest[4:]}, nil
}

// DecodeReply reads a message of the worker: a reply, or ok false for its
// Ready message. A reply with ID 0 says the worker itself failed.
func DecodeReply(msg string) (r Reply, ok bool, err error) {
	if msg == Ready {
		return Reply{}, false, nil
	}
	kind, id, rest, err := decode(msg)
	if err != nil {
		return Reply{}, false, err
	}
	text := strings.Join(rest, "\n")
	switch {
	case kind == kindResult && len(rest) == 1 && text != "":
		return Reply{ID: id, Action: text}, true, nil
	case kind == kindError, kind == kindFailed:
		return Reply{ID: id, Err: text}, true, nil
	}
	return Reply{}, false, fmt.Errorf("%w: %q", errMessage, msg)
}

// History writes g as the position it started from and the actions played
// since, oldest first. Each action taken back is found again among the
// legal actions of the position before it, as the one that leads to the
// same hash.
func History(g rules.Game) (start string, moves []string, err error) {
	c := g.Clone()
	n := c.Plies()
	moves = make([]string, n)
	var buf []rules.Action
	for i := n - 1; i >= 0; i-- {
		h := c.Hash()
		c.Undo()
		buf = c.Actions(buf[:0])
		found := false
		for _, a := range buf {
			c.Apply(a, nil)
			same := c.Hash() == h
			c.Undo()
			if same {
				moves[i], found = c.FormatAction(a), true
				break
			}
		}
		if !found {
			return "", nil, fmt.Errorf("aiwork: %s: ply %d of %d is none of the legal actions", g.Name(), i+1, n)
		}
	}
	start, err = c.Position()
	if err != nil {
		return "", nil, fmt.Errorf("aiwork: %s: start position: %w", g.Name(), err)
	}
	return start, moves, nil
}

// Replay makes the game of a request: its start position and its moves,
// each checked as legal where it is played.
func Replay(newGame func(string) (rules.Game, error), r Request) (rules.Game, error) {
	g, err := newGame(r.Game)
	if err != nil {
		return nil, err
	}
	if err := g.SetPosition(r.Start); err != nil {
		return nil, fmt.Errorf("aiwork: %s: start %q: %w", r.Game, r.Start, err)
	}
	for i, m := range r.Moves {
		a, err := g.ParseAction(m)
		if err != nil {
			return nil, fmt.Errorf("aiwork: %s: move %d %q: %w", r.Game, i+1, m, err)
		}
		g.Apply(a, nil)
	}
	return g, nil
}
