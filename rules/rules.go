package rules

import "fmt"

// Player is a seat at the table. First moves first: White in GIPF and
// Gravity, South in Kpé.
type Player uint8

// The two seats, and NoPlayer for "nobody" (a draw, an event with no owner).
const (
	First Player = iota
	Second
	NoPlayer
)

// Other returns the opponent of p. It must not be called with NoPlayer.
func (p Player) Other() Player { return p ^ 1 }

// Reason says why a game ended, in the protocol's words.
type Reason uint8

// The reasons of the engine protocol (docs/ENGINE.md).
const (
	NotOver    Reason = iota
	Four              // Gravity: four or more in a line
	Full              // Gravity: the board is full
	NoMoves           // Kpé: the player to move has no seeds
	Loop              // Kpé: a position occurred for the second time
	NoPieces          // GIPF: the loser had no piece in reserve
	NoGIPF            // GIPF: the loser has no GIPF piece on the board
	Repetition        // GIPF: the same position for the third time
)

var reasonNames = [...]string{"", "four", "full", "no-moves", "loop", "no-pieces", "no-gipf", "repetition"}

// String returns the protocol word for r ("" while the game goes on).
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Outcome is the state of a game's end: whether it is over, who won and why.
// Score holds the seeds each player ends with in Kpé (indexed by Player);
// it is zero in the other games.
type Outcome struct {
	Over   bool
	Winner Player // NoPlayer when drawn
	Reason Reason
	Score  [2]int
}

// Status is g's line in the engine protocol's status answer
// (docs/ENGINE.md): "to-move <player>" while the game goes on, else
// "over <winner or draw> <reason>", followed in a game with a final score
// (Kpé) by "<first's>-<second's>".
func Status(g Game) string {
	o := g.Outcome()
	if !o.Over {
		return "to-move " + g.PlayerName(g.ToMove())
	}
	winner := "draw"
	if o.Winner != NoPlayer {
		winner = g.PlayerName(o.Winner)
	}
	s := "over " + winner + " " + o.Reason.String()
	if o.Score != [2]int{} {
		s += fmt.Sprintf(" %d-%d", o.Score[First], o.Score[Second])
	}
	return s
}

// Action is one decision of a player, encoded by the game that made it.
// Actions of different games are not comparable; a game's FormatAction and
// ParseAction convert them to and from the notation of its spec.
type Action uint32

// EventKind says what an Event shows.
type EventKind uint8

// The kinds of events the games produce, in the order the screen shows them.
const (
	// Placed: a piece of Player appears at To (a Gravity entry square, a GIPF
	// dot); GIPF is set for a GIPF piece.
	Placed EventKind = iota + 1
	// Moved: the piece at From moves to To (a Gravity slide, one piece of a
	// GIPF push). The pieces of one push come in chain order, the piece
	// nearest the dot first, and move together.
	Moved
	// PickedUp: Count seeds are lifted from Kpé pit From.
	PickedUp
	// Sown: one seed falls into Kpé pit To, which then holds Count seeds.
	Sown
	// Captured: Player takes the seeds (Count) of Kpé pit From, or the
	// opponent's GIPF piece (or single) at spot From.
	Captured
	// Returned: the piece of Player at GIPF spot From goes back to Player's
	// reserve (Count is 2 for a GIPF piece).
	Returned
	// RowFound: a row of Player's colour stands on the GIPF board; Points is
	// the set of spots of its extent.
	RowFound
	// Kept: the GIPF piece at spot From is left on the board by its remover.
	Kept
	// Collected: at the end of a Kpé game Player collects the Count seeds left
	// in pit From.
	Collected
	// GameOver: the game ended; Player is the winner (NoPlayer for a draw).
	GameOver
)

var eventKindNames = [...]string{"", "placed", "moved", "picked-up", "sown", "captured", "returned", "row-found", "kept", "collected", "game-over"}

// String names the kind for logs and tests.
func (k EventKind) String() string {
	if int(k) < len(eventKindNames) && k != 0 {
		return eventKindNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// Event is one step of what an action did, in the order the screen should
// animate it. Points and squares use the numbering of the game that made
// the event (see each game's Point documentation); -1 marks an unused field.
type Event struct {
	Kind     EventKind
	Player   Player
	GIPF     bool
	Reason   Reason // GameOver only
	From, To int8
	Count    int16
	Points   uint64 // RowFound: the spots of the row's extent
}

// Game is a game in progress: a position, the history needed to undo and to
// detect repetitions, and the notation to talk about it. The engine, the AI
// and the app use nothing else of a game, so every game plays in all three.
//
// Methods that take a buffer append to it and return it, so that hot paths
// allocate nothing once the buffer has grown.
type Game interface {
	// Name is the protocol name of the game ("gravity", "kpe", "gipf-standard", …).
	Name() string
	// PlayerName is the protocol name of a seat ("white", "south", …).
	PlayerName(p Player) string
	// ToMove is the player who decides now (mid-turn in GIPF, the player
	// resolving a row). After the end, the player who would move next.
	ToMove() Player
	// Outcome tells whether the game is over, who won and why.
	Outcome() Outcome
	// Actions appends every legal action, in the spec's listing order; none
	// when the game is over.
	Actions(buf []Action) []Action
	// Apply plays a legal action (one returned by Actions or ParseAction) and
	// appends the events it produced. A nil events slice records nothing:
	// that is the search's fast path (pass an empty non-nil buffer to collect
	// events). Apply with an illegal action is a bug of the caller; its
	// effect is undefined.
	Apply(a Action, events []Event) []Event
	// Undo takes back the last action applied; it panics when Plies is 0.
	Undo()
	// Plies is the number of actions that can be undone.
	Plies() int
	// Hash is a Zobrist hash of everything that decides the future of the
	// game: the position, the player who decides and any pending decision.
	Hash() uint64
	// Position returns the position string of the spec. It fails when a
	// decision is pending in the middle of a turn.
	Position() (string, error)
	// SetPosition replaces the game by the position in s and clears the
	// history. A malformed or refused string changes nothing.
	SetPosition(s string) error
	// Reset returns to the start position and clears the history.
	Reset()
	// FormatAction writes a in the game's canonical notation.
	FormatAction(a Action) string
	// ParseAction reads an action in any form the spec accepts and returns
	// the legal action it means now; it fails when the text is unreadable or
	// the action is not legal in this position.
	ParseAction(s string) (Action, error)
	// Board draws the position as text for people (the protocol's showboard).
	Board() string
	// Clone returns an independent copy of the game, history included.
	Clone() Game
}
