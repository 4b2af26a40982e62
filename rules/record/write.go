package record

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"tavola/rules"
	"tavola/rules/catalog"
)

// lineWidth is the width, in characters, past which Format starts a new
// line of moves (a comment or an action is never split).
const lineWidth = 80

// Format writes r as the text of a record (see the package documentation):
// the header, then the moves by turn with their comments and variations.
// It replays every line through the rules and fails, naming the move, when
// one is not legal; it writes every action canonically, and the Result,
// Reason and Score tags from where the main line ends.
func Format(r *Record) (string, error) {
	g, err := r.StartGame()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := writeHeader(&b, r, g); err != nil {
		return "", err
	}
	w := &writer{b: &b}
	if err := w.line(g, 0, r.Main, "the main line"); err != nil {
		return "", err
	}
	if w.col > 0 {
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// writeHeader writes the tags of r, g being its game at the start.
func writeHeader(b *strings.Builder, r *Record, g rules.Game) error {
	end, _, err := r.Replay(-1)
	if err != nil {
		return err
	}
	tag := func(name, value string) {
		b.WriteString("[" + name + " " + quote(value) + "]\n")
	}
	f := family(r.Game)
	tag("Game", f)
	if f == "gipf" {
		tag("Variant", strings.TrimPrefix(r.Game, "gipf-"))
	}
	if r.Start != "" {
		if pos, _ := g.Position(); pos != standardStart(r.Game) {
			tag("Position", pos)
		}
	}
	seen := make(map[string]bool, len(r.Tags))
	for _, t := range r.Tags {
		if err := checkTag(r.Game, t, seen); err != nil {
			return fmt.Errorf("record: %w", err)
		}
		tag(t.Name, t.Value)
	}
	res := resultTags(end)
	for _, t := range res {
		tag(t.Name, t.Value)
	}
	b.WriteByte('\n')
	return nil
}

// resultTags are the tags that say how g's game stands: Result (the
// winner, draw, or * while it goes on), Reason when it is over, and
// Score when a Kpé game is over ("south-north").
func resultTags(g rules.Game) []Tag {
	o := g.Outcome()
	if !o.Over {
		return []Tag{{"Result", "*"}}
	}
	winner := "draw"
	if o.Winner != rules.NoPlayer {
		winner = g.PlayerName(o.Winner)
	}
	tags := []Tag{{"Result", winner}, {"Reason", o.Reason.String()}}
	if family(g.Name()) == "kpe" {
		tags = append(tags, Tag{"Score", fmt.Sprintf("%d-%d", o.Score[rules.First], o.Score[rules.Second])})
	}
	return tags
}

// writer writes the moves, wrapping lines at lineWidth.
type writer struct {
	b    *strings.Builder
	col  int  // characters on the current line
	open bool // a variation opens: its "(" goes right before the next word
}

// word writes s, after a space or at the start of a new line.
func (w *writer) word(s string) {
	if w.open {
		s, w.open = "("+s, false
	}
	n := utf8.RuneCountInString(s)
	switch {
	case w.col == 0:
	case w.col+1+n > lineWidth:
		w.b.WriteByte('\n')
		w.col = 0
	default:
		w.b.WriteByte(' ')
		w.col++
	}
	w.b.WriteString(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		w.col = utf8.RuneCountInString(s[i+1:])
	} else {
		w.col += n
	}
}

// openVariation makes the next word start a variation.
func (w *writer) openVariation() { w.open = true }

// closeVariation writes the ")" that ends a variation, right after its
// last word.
func (w *writer) closeVariation() {
	w.b.WriteByte(')')
	w.col++
}

// line writes l, played on g from a turn numbered num (0 before the
// first turn), and leaves g as it found it. where names l in errors.
func (w *writer) line(g rules.Game, num int, l Line, where string) error {
	if l.Comment != "" {
		c, err := comment(l.Comment)
		if err != nil {
			return fmt.Errorf("record: the comment before %s: %w", where, err)
		}
		w.word(c)
	}
	applied := 0
	defer func() {
		for range applied {
			g.Undo()
		}
	}()
	for i, m := range l.Moves {
		at := func() string { return fmt.Sprintf("move %d of %s", i+1, where) }
		if g.Outcome().Over {
			return fmt.Errorf("record: %s (%s): the game is over", at(), m.Action)
		}
		a, err := legalAction(g, m.Action)
		if err != nil {
			return fmt.Errorf("record: %s: %w", at(), err)
		}
		// A turn's number and its first action stay on one line.
		n, text := num, g.FormatAction(a)
		if TurnStarts(g) {
			n = nextNumber(num, g.ToMove())
			text = turnNumber(n, g.ToMove()) + " " + text
		}
		w.word(text)
		if m.Comment != "" {
			c, err := comment(m.Comment)
			if err != nil {
				return fmt.Errorf("record: the comment after %s: %w", at(), err)
			}
			w.word(c)
		}
		for j, v := range m.Variations {
			vw := fmt.Sprintf("variation %d of %s", j+1, at())
			if len(v.Moves) == 0 {
				return fmt.Errorf("record: %s is empty", vw)
			}
			w.openVariation()
			if err := w.line(g, num, v, vw); err != nil {
				return err
			}
			w.closeVariation()
		}
		g.Apply(a, nil)
		applied++
		num = n
	}
	return nil
}

// turnNumber is the number written before a turn of p: "3." for the
// first player, "3..." for the second.
func turnNumber(n int, p rules.Player) string {
	if p == rules.First {
		return strconv.Itoa(n) + "."
	}
	return strconv.Itoa(n) + "..."
}

// quote writes a tag value in quotes, with \ and " escaped.
func quote(v string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v) + `"`
}

// comment writes a comment in braces, with \ and } escaped; it refuses
// text a reader could not give back.
func comment(c string) (string, error) {
	if err := checkText(c, true); err != nil {
		return "", err
	}
	return "{" + strings.NewReplacer(`\`, `\\`, `}`, `\}`).Replace(c) + "}", nil
}

// checkText refuses invalid UTF-8 and control characters in a tag value
// or (multiline) a comment, which may hold line breaks and tabs.
func checkText(s string, multiline bool) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("invalid UTF-8 in %q", s)
	}
	for _, r := range s {
		if r == '\t' || (multiline && r == '\n') {
			continue
		}
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("control character %U in %q", r, s)
		}
	}
	return nil
}

// standardStart is the position string of the start of the game called
// name (a catalog name).
func standardStart(name string) string {
	g, err := catalog.New(name)
	if err != nil {
		return ""
	}
	pos, _ := g.Position()
	return pos
}
