package aiwork

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tavola/ai/analysis"
	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// Request asks the worker for a search: the game, given as the position it
// started from and the actions played since (so that a GIPF turn in the
// middle of its removals, which has no position string, and the history
// the rules look at are sent as they are), the playing level and the seed
// of its random choices. A Coach request asks instead for the Kpé coach's
// rating of the moves (package ai/kpecoach; Level and Seed are unused),
// an Analyse request for the analysis of the game the moves played
// (package ai/analysis; Level and Seed are unused), an Evaluate request
// for the evaluation bar's value of the position they lead to (EvalTime;
// Level and Seed are unused).
type Request struct {
	ID       uint64
	Coach    bool
	Analyse  bool
	Evaluate bool
	Game     string
	Start    string
	Moves    []string
	Level    int
	Seed     uint64
}

// Reply is the worker's answer to the request ID: the action chosen, in
// notation, or the error that stopped the search. A coach request gets a
// Rating (the tables' bounds, then the values its search proved, Done)
// or an error. An analysis request gets its Progress after each position
// (and once before the first), then the Analysis, one line a turn
// (ReadAnalysis reads them with the game), or an error. An evaluation
// request gets the Eval's value and bounds, from the view of the player
// who decides in the position (its line is not sent), or an error.
type Reply struct {
	ID       uint64
	Action   string
	Rating   *kpecoach.Rating
	Progress *Progress
	Analysis []string
	Eval     *analysis.Eval
	Err      string
}

// The kinds of message, the first line of each.
const (
	kindSearch   = "search"
	kindCoach    = "coach"
	kindAnalyse  = "analyse"
	kindEvaluate = "evaluate"
	kindCancel   = "cancel"
	kindResult   = "result"
	kindRating   = "rating"
	kindProgress = "progress"
	kindAnalysis = "analysis"
	kindEval     = "evaluation"
	kindError    = "error"
	// kindFailed is worker.js's message when the worker itself could not
	// start; it reads as an error for id 0.
	kindFailed = "failed"
	// Ready is the worker's first message: it has started and reads
	// requests (those posted before are queued by the browser).
	Ready = "ready"
)

// Encode writes the request as a message: "search" (or "coach",
// "analyse" or "evaluate"), the id, the game, the level, the seed, the start position,
// then one move a line.
func (r Request) Encode() string {
	kind := kindSearch
	switch {
	case r.Coach:
		kind = kindCoach
	case r.Analyse:
		kind = kindAnalyse
	case r.Evaluate:
		kind = kindEvaluate
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%d\n%s\n%d\n%d\n%s", kind, r.ID, r.Game, r.Level, r.Seed, r.Start)
	for _, m := range r.Moves {
		b.WriteString("\n" + m)
	}
	return b.String()
}

// Cancel is the message that cancels the request id.
func Cancel(id uint64) string { return kindCancel + "\n" + strconv.FormatUint(id, 10) }

// Encode writes the reply as a message, after its kind and the id:
// "result" and the action; "error" and the error; "progress" and the
// positions analysed and in all, separated by a space; "analysis" and its
// lines (see encodeAnalysis); "evaluation" and the value, its lowest and
// its highest bound, separated by spaces; or "rating", "done" or
// "searching", the mover (0 or 1), the mover's lead, and one move a line:
// its pit, its lowest and highest value, the seeds it takes and whether
// the game ends with it (1 or 0), separated by spaces.
func (r Reply) Encode() string {
	id := strconv.FormatUint(r.ID, 10)
	switch {
	case r.Err != "":
		return kindError + "\n" + id + "\n" + strings.ReplaceAll(r.Err, "\n", " ")
	case r.Progress != nil:
		return fmt.Sprintf("%s\n%s\n%d %d", kindProgress, id, r.Progress.Done, r.Progress.Total)
	case r.Analysis != nil:
		return kindAnalysis + "\n" + id + strings.Join(append([]string{""}, r.Analysis...), "\n")
	case r.Eval != nil:
		return fmt.Sprintf("%s\n%s\n%s %s %s", kindEval, id, formatFloat(r.Eval.Value), formatFloat(r.Eval.Lo), formatFloat(r.Eval.Hi))
	case r.Rating != nil:
		state := "searching"
		if r.Rating.Done {
			state = "done"
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s\n%s\n%s\n%d\n%d", kindRating, id, state, r.Rating.Mover, r.Rating.Lead)
		for _, m := range r.Rating.Moves {
			ends := 0
			if m.Ends {
				ends = 1
			}
			fmt.Fprintf(&b, "\n%d %d %d %d %d", m.Pit, m.Lo, m.Hi, m.Taken, ends)
		}
		return b.String()
	}
	return kindResult + "\n" + id + "\n" + r.Action
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
	case kind == kindProgress && len(rest) == 1:
		var p Progress
		if n, err := fmt.Sscanf(text, "%d %d", &p.Done, &p.Total); err != nil || n != 2 || p.Done < 0 || p.Done > p.Total {
			return Reply{}, false, fmt.Errorf("%w: progress %d: %.40q", errMessage, id, text)
		}
		return Reply{ID: id, Progress: &p}, true, nil
	case kind == kindAnalysis:
		return Reply{ID: id, Analysis: append([]string{}, rest...)}, true, nil
	case kind == kindEval && len(rest) == 1:
		e, err := decodeEval(text)
		if err != nil {
			return Reply{}, false, fmt.Errorf("%w: evaluation %d: %w", errMessage, id, err)
		}
		return Reply{ID: id, Eval: e}, true, nil
	case kind == kindRating:
		rt, err := decodeRating(rest)
		if err != nil {
			return Reply{}, false, fmt.Errorf("%w: rating %d: %w", errMessage, id, err)
		}
		return Reply{ID: id, Rating: rt}, true, nil
	}
	return Reply{}, false, fmt.Errorf("%w: %.80q", errMessage, msg)
}

// decodeRating reads the lines of a rating after its id: a mover, a pit
// or a bound out of range is refused.
func decodeRating(rest []string) (*kpecoach.Rating, error) {
	if len(rest) < 3 || len(rest) > 3+4 {
		return nil, fmt.Errorf("%d lines, want 3 to 7", len(rest))
	}
	var r kpecoach.Rating
	switch rest[0] {
	case "done":
		r.Done = true
	case "searching":
	default:
		return nil, fmt.Errorf("state %.20q", rest[0])
	}
	mover, err := strconv.Atoi(rest[1])
	if err != nil || mover < 0 || mover > 1 {
		return nil, fmt.Errorf("mover %.20q", rest[1])
	}
	r.Mover = rules.Player(mover)
	if r.Lead, err = strconv.Atoi(rest[2]); err != nil || abs(r.Lead) > kpeSeeds {
		return nil, fmt.Errorf("lead %.20q", rest[2])
	}
	for _, line := range rest[3:] {
		var m kpesolve.MoveValue
		var ends int
		n, err := fmt.Sscanf(line, "%d %d %d %d %d", &m.Pit, &m.Lo, &m.Hi, &m.Taken, &ends)
		if err != nil || n != 5 || m.Pit < 0 || m.Pit > 3 || m.Lo > m.Hi || abs(m.Lo) > kpeSeeds || abs(m.Hi) > kpeSeeds ||
			m.Taken < 0 || m.Taken > kpeSeeds || ends < 0 || ends > 1 {
			return nil, fmt.Errorf("move %.40q", line)
		}
		m.Ends = ends == 1
		r.Moves = append(r.Moves, m)
	}
	return &r, nil
}

// kpeSeeds is the seeds of a game of Kpé: no value, lead or capture is
// larger.
const kpeSeeds = kpe.Seeds

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
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
