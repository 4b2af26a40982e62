package session

import (
	"fmt"
	"time"

	"tavola/rules"
	"tavola/rules/record"
)

// Seat says who plays one side: a person, or the AI at Level.
type Seat struct {
	AI    bool
	Level int
}

// Search is a resumable AI search as the session uses it (the ai package's
// Search, adapted by the caller): Step thinks for about slice and reports
// whether the search is done; Result is the chosen action and the
// generation the search was started with.
type Search interface {
	Step(slice time.Duration) (done bool)
	Result() (a rules.Action, generation uint64)
	Cancel()
}

// SearchFunc starts a search of g (a copy the search may keep) for the
// player to move, at level, with a seed for its random choices and the
// session's current generation.
type SearchFunc func(g rules.Game, level int, seed, generation uint64) Search

// Session is one game at the table.
type Session struct {
	game      rules.Game
	start     string
	seats     [2]Seat
	newSearch SearchFunc
	seed      uint64

	moves  []string       // notation of the actions played, in order
	played []rules.Action // the actions played, for redo bookkeeping
	turns  []Turn         // the turns those actions make, in order
	redo   []rules.Action // actions taken back, the next one last
	events []rules.Event  // events of the last action applied
	notes  notes          // the record's tags, comments and variations (record.go)

	search     Search
	generation uint64
	ready      bool // the search finished and its action waits in result
	result     rules.Action
	actions    []rules.Action // buffer for legality checks
}

// New seats players at g, which is played from its current position.
// newSearch may be nil when no seat is an AI.
func New(g rules.Game, seats [2]Seat, newSearch SearchFunc, seed uint64) (*Session, error) {
	start, err := g.Position()
	if err != nil {
		return nil, fmt.Errorf("session: %s: start position: %w", g.Name(), err)
	}
	if newSearch == nil && (seats[0].AI || seats[1].AI) {
		return nil, fmt.Errorf("session: %s: an AI seat needs a search", g.Name())
	}
	return &Session{game: g, start: start, seats: seats, newSearch: newSearch, seed: seed,
		events: make([]rules.Event, 0, 64), actions: make([]rules.Action, 0, 128)}, nil
}

// Game is the game being played. Callers read it; they change it only
// through the session.
func (s *Session) Game() rules.Game { return s.game }

// Seats returns who plays each side.
func (s *Session) Seats() [2]Seat { return s.seats }

// Moves is the move list in the game's notation, oldest first.
func (s *Session) Moves() []string { return s.moves }

// Played is the actions played, oldest first (Moves in notation).
func (s *Session) Played() []rules.Action { return s.played }

// Turn is one turn of the game record: the player whose turn it was, its
// number, and the actions it holds, Moves()[First:End]. In GIPF a turn is
// the push and the removal actions that follow it (both players'
// removals); in Gravity and Kpé it is one action. The record package
// groups them, for the saved records and the move list alike.
type Turn = record.Turn

// Turns is the game record by turns, oldest first.
func (s *Session) Turns() []Turn { return s.turns }

// Start is the position string the game started from.
func (s *Session) Start() string { return s.start }

// Generation counts the changes that make a running search stale (a move,
// an undo, a redo); a result from an older generation is dropped.
func (s *Session) Generation() uint64 { return s.generation }

// AIToMove reports whether the seat to move is an AI and the game goes on.
func (s *Session) AIToMove() bool {
	return !s.game.Outcome().Over && s.seats[s.game.ToMove()].AI
}

// HumanToMove reports whether a person decides now.
func (s *Session) HumanToMove() bool {
	return !s.game.Outcome().Over && !s.seats[s.game.ToMove()].AI
}

// Thinking reports whether a search is running.
func (s *Session) Thinking() bool { return s.search != nil && !s.ready }

// legal reports whether a is a legal action now.
func (s *Session) legal(a rules.Action) bool {
	s.actions = s.game.Actions(s.actions[:0])
	for _, b := range s.actions {
		if a == b {
			return true
		}
	}
	return false
}

// Play applies action a for whoever is to move and returns the events it
// produced (valid until the next change). An illegal action is refused and
// changes nothing. Playing clears the redo list unless a is the move redo
// would replay.
func (s *Session) Play(a rules.Action) ([]rules.Event, error) {
	if s.game.Outcome().Over {
		return nil, fmt.Errorf("session: %s: the game is over", s.game.Name())
	}
	if !s.legal(a) {
		return nil, fmt.Errorf("session: %s: action %q is not legal now", s.game.Name(), s.game.FormatAction(a))
	}
	if n := len(s.redo); n > 0 && s.redo[n-1] == a {
		s.redo = s.redo[:n-1]
	} else {
		s.redo = s.redo[:0]
	}
	s.apply(a)
	return s.events, nil
}

func (s *Session) apply(a rules.Action) {
	s.stopSearch()
	s.turns = record.AddAction(s.turns, s.game, len(s.played))
	s.moves = append(s.moves, s.game.FormatAction(a))
	s.notes.played(len(s.played), s.moves[len(s.played)])
	s.played = append(s.played, a)
	s.events = s.game.Apply(a, s.events[:0])
}

// stopSearch cancels the running search and makes any result it may still
// deliver stale.
func (s *Session) stopSearch() {
	if s.search != nil {
		s.search.Cancel()
		s.search = nil
	}
	s.ready = false
	s.generation++
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool { return s.undoCount() > 0 }

// CanRedo reports whether Redo would replay anything.
func (s *Session) CanRedo() bool { return len(s.redo) > 0 }

// undoCount is how many plies an undo takes back: with a person in one seat
// and the AI in the other, back to the last position where the person was
// to move (their move and the AI's reply); otherwise one ply.
func (s *Session) undoCount() int {
	n := len(s.played)
	if n == 0 {
		return 0
	}
	if s.seats[0].AI == s.seats[1].AI {
		return 1
	}
	human := rules.First
	if s.seats[0].AI {
		human = rules.Second
	}
	// Walk back to the last position where the person was to move at the
	// start of a turn (not in the middle of a GIPF removal choice). When the
	// person has not moved yet there is nothing of theirs to take back.
	g := s.game.Clone()
	for k := 1; k <= n; k++ {
		g.Undo()
		if g.ToMove() != human {
			continue
		}
		if _, err := g.Position(); err == nil {
			return k
		}
	}
	return 0
}

// Undo takes back the last move (against the AI, the AI's reply and the
// person's move) and reports whether it took anything back.
func (s *Session) Undo() bool {
	k := s.undoCount()
	if k == 0 {
		return false
	}
	s.stopSearch()
	for range k {
		n := len(s.played)
		s.game.Undo()
		s.redo = append(s.redo, s.played[n-1])
		s.played = s.played[:n-1]
		s.moves = s.moves[:n-1]
		s.turns = record.DropAction(s.turns)
	}
	s.events = s.events[:0]
	return true
}

// Redo replays the moves the last Undo took back and reports whether it
// replayed anything. The events of the last replayed move are returned by
// Events.
func (s *Session) Redo() bool {
	if len(s.redo) == 0 {
		return false
	}
	// Replay as many plies as an undo would take back from there: the
	// person's move and the AI's reply together.
	for first := true; len(s.redo) > 0; first = false {
		if !first && !s.AIToMove() {
			break
		}
		if !first && s.seats[0].AI == s.seats[1].AI {
			break
		}
		n := len(s.redo)
		a := s.redo[n-1]
		s.redo = s.redo[:n-1]
		s.apply(a)
	}
	return true
}

// Events are the events of the last action applied by Play, Redo or Think.
func (s *Session) Events() []rules.Event { return s.events }

// Think gives the AI seat to move up to slice of thinking, starting its
// search when needed. It returns the action when the search has chosen one;
// the caller then plays it with Play (after its animations have finished).
// It does nothing when a person is to move or the game is over.
func (s *Session) Think(slice time.Duration) (rules.Action, bool) {
	if !s.AIToMove() {
		return 0, false
	}
	if s.ready {
		return s.result, true
	}
	if s.search == nil {
		level := s.seats[s.game.ToMove()].Level
		s.seed = s.seed*6364136223846793005 + 1442695040888963407
		s.search = s.newSearch(s.game.Clone(), level, s.seed, s.generation)
	}
	if !s.search.Step(slice) {
		return 0, false
	}
	a, gen := s.search.Result()
	if gen != s.generation || !s.legal(a) {
		// A result from before an undo or a new game, or a bad one: drop it
		// and think again.
		s.search.Cancel()
		s.search = nil
		return 0, false
	}
	s.ready, s.result = true, a
	return a, true
}

// Close stops any running search.
func (s *Session) Close() { s.stopSearch() }
