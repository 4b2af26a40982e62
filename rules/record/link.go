package record

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"tavola/rules"
	"tavola/rules/catalog"
)

// linkVersion is the first byte of every link; a new layout gets a new one.
const linkVersion = 1

// maxLinkActions bounds the actions of a link, and maxLinkStart the
// bytes of its start position.
const (
	maxLinkActions = 1 << 16
	maxLinkStart   = 255
)

// maxLinkLen is the longest link DecodeLink reads, in characters: enough
// for maxLinkActions actions of the widest game.
const maxLinkLen = 1 << 17

// linkCustomStart is the flag for a start other than the game's own.
const linkCustomStart = 1

var linkEncoding = base64.RawURLEncoding.Strict()

// EncodeLink packs the game, the start and the main line of r into a short
// text for a URL (base64url without padding; see the package documentation
// for the layout). Tags, comments and variations are left out. It fails
// when a move of the main line is not legal.
func EncodeLink(r *Record) (string, error) {
	g, err := r.StartGame()
	if err != nil {
		return "", err
	}
	index := slices.Index(catalog.Names(), r.Game)
	if len(r.Main.Moves) > maxLinkActions {
		return "", fmt.Errorf("record: a link holds at most %d actions, the record has %d", maxLinkActions, len(r.Main.Moves))
	}
	out := []byte{linkVersion, byte(index), 0}
	if pos, _ := g.Position(); pos != standardStart(r.Game) {
		if len(pos) > maxLinkStart {
			return "", fmt.Errorf("record: a link's start position holds at most %d bytes", maxLinkStart)
		}
		out[2] = linkCustomStart
		out = append(out, byte(len(pos)))
		out = append(out, pos...)
	}
	out = binary.AppendUvarint(out, uint64(len(r.Main.Moves)))
	var w bitWriter
	var acts []rules.Action
	for i, m := range r.Main.Moves {
		a, err := legalAction(g, m.Action)
		if err != nil {
			return "", fmt.Errorf("record: move %d of the main line: %w", i+1, err)
		}
		acts = g.Actions(acts[:0])
		w.write(uint64(slices.Index(acts, a)), width(len(acts)))
		g.Apply(a, nil)
	}
	out = append(out, w.bytes()...)
	return linkEncoding.EncodeToString(out), nil
}

// DecodeLink reads a link made by EncodeLink back into a record of its
// game, start and main line. It is strict: a link is refused unless it is
// exactly what EncodeLink writes for some legal game.
func DecodeLink(link string) (*Record, error) {
	if len(link) > maxLinkLen {
		return nil, fmt.Errorf("record: link longer than %d characters", maxLinkLen)
	}
	// The decoder skips line breaks; a link has none, nor anything else
	// outside the base64url alphabet.
	for i, c := range link {
		if !isLinkChar(c) {
			return nil, fmt.Errorf("record: link: not base64url: %q at offset %d", c, i)
		}
	}
	data, err := linkEncoding.DecodeString(link)
	if err != nil {
		return nil, fmt.Errorf("record: link: not base64url: %w", err)
	}
	if len(data) < 3 {
		return nil, errors.New("record: link: too short")
	}
	if data[0] != linkVersion {
		return nil, fmt.Errorf("record: link: version %d, want %d", data[0], linkVersion)
	}
	names := catalog.Names()
	if int(data[1]) >= len(names) {
		return nil, fmt.Errorf("record: link: game %d, want 0 to %d", data[1], len(names)-1)
	}
	r := &Record{Game: names[data[1]]}
	g, err := r.StartGame()
	if err != nil {
		return nil, err
	}
	rest := data[3:]
	switch data[2] {
	case 0:
	case linkCustomStart:
		if len(rest) < 1 || len(rest) < 1+int(rest[0]) {
			return nil, errors.New("record: link: start position cut short")
		}
		pos := string(rest[1 : 1+int(rest[0])])
		rest = rest[1+int(rest[0]):]
		if err := g.SetPosition(pos); err != nil {
			return nil, fmt.Errorf("record: link: start position: %w", err)
		}
		if s, _ := g.Position(); s != pos || s == standardStart(r.Game) {
			return nil, fmt.Errorf("record: link: start position %q not written as the rules write it", pos)
		}
		r.Start = pos
	default:
		return nil, fmt.Errorf("record: link: flags %#x, want 0 or %#x", data[2], linkCustomStart)
	}
	count, n := binary.Uvarint(rest)
	if n <= 0 || n != len(binary.AppendUvarint(nil, count)) {
		return nil, errors.New("record: link: malformed action count")
	}
	if count > maxLinkActions {
		return nil, fmt.Errorf("record: link: %d actions, at most %d", count, maxLinkActions)
	}
	rd := bitReader{data: rest[n:]}
	r.Main.Moves = make([]Move, 0, count)
	var acts []rules.Action
	for i := range int(count) {
		acts = g.Actions(acts[:0])
		if len(acts) == 0 {
			return nil, fmt.Errorf("record: link: action %d: the game is over", i+1)
		}
		k, ok := rd.read(width(len(acts)))
		if !ok {
			return nil, fmt.Errorf("record: link: action %d: cut short", i+1)
		}
		if k >= uint64(len(acts)) {
			return nil, fmt.Errorf("record: link: action %d: number %d of %d legal actions", i+1, k, len(acts))
		}
		r.Main.Moves = append(r.Main.Moves, Move{Action: g.FormatAction(acts[k])})
		g.Apply(acts[k], nil)
	}
	if !rd.done() {
		return nil, errors.New("record: link: bytes or bits left after the last action")
	}
	return r, nil
}

// width is the number of bits that hold an index into n choices.
func width(n int) int { return bits.Len(uint(n - 1)) }

// bitWriter packs numbers of given widths, least significant bit first.
type bitWriter struct {
	out  []byte
	used int // bits used in the last byte
}

func (w *bitWriter) write(v uint64, n int) {
	for i := range n {
		if w.used == 0 {
			w.out = append(w.out, 0)
		}
		w.out[len(w.out)-1] |= byte(v>>i&1) << w.used
		w.used = (w.used + 1) % 8
	}
}

func (w *bitWriter) bytes() []byte { return w.out }

// bitReader reads what a bitWriter wrote.
type bitReader struct {
	data []byte
	pos  int // bits read
}

func (r *bitReader) read(n int) (uint64, bool) {
	if r.pos+n > 8*len(r.data) {
		return 0, false
	}
	var v uint64
	for i := range n {
		v |= uint64(r.data[r.pos/8]>>(r.pos%8)&1) << i
		r.pos++
	}
	return v, true
}

// done reports whether every byte was read and the bits left in the last
// one are zero, as a bitWriter leaves them.
func (r *bitReader) done() bool {
	if (r.pos+7)/8 != len(r.data) {
		return false
	}
	return r.pos%8 == 0 || r.data[len(r.data)-1]>>(r.pos%8) == 0
}

// isLinkChar reports whether c belongs to the base64url alphabet.
func isLinkChar(c rune) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}
