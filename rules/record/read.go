package record

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"tavola/rules"
	"tavola/rules/catalog"
)

// MaxSize is the longest record text Parse reads, in bytes (1 MB: a long
// GIPF game with many variations takes a few tens of KB).
const MaxSize = 1 << 20

// maxNesting bounds how deep variations nest inside variations.
const maxNesting = 32

// Error is a reading error at a place of the text: Line and Column count
// from 1, Column in characters.
type Error struct {
	Line, Column int
	Msg          string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg) }

// Parse reads the text of a record (see the package documentation). It is
// strict: every action must be legal where it stands, every turn numbered
// as Format numbers it, every tag well formed and the Result, Reason and
// Score tags, when given, true of where the main line ends. An error is an
// *Error naming the line and column, what was expected and what was found.
// Actions are kept in canonical notation whatever form they were read in.
func Parse(text string) (*Record, error) {
	if len(text) > MaxSize {
		return nil, &Error{1, 1, fmt.Sprintf("the record is larger than %d bytes", MaxSize)}
	}
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	p := &parser{text: text}
	if !utf8.ValidString(text) {
		i := 0
		for i < len(text) {
			r, n := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return nil, p.errAt(i, "invalid UTF-8")
	}
	r, err := p.header()
	if err != nil {
		return nil, err
	}
	if r.Main, err = p.line(0, -1); err != nil {
		return nil, err
	}
	if err := p.checkResult(); err != nil {
		return nil, err
	}
	return r, nil
}

// parser is the state of one Parse: the text, where it reads, the game
// the moves are played on, and the result tags to check at the end.
type parser struct {
	text   string
	pos    int
	g      rules.Game
	name   string // the game's display name
	depth  int    // variations open
	result []tagAt
}

// tagAt is a tag and the offsets of its "[" and of its value, for
// errors.
type tagAt struct {
	Tag
	start, at int
}

// errAt is an error at byte offset i of the text.
func (p *parser) errAt(i int, format string, args ...any) *Error {
	before := p.text[:i]
	line := strings.Count(before, "\n") + 1
	col := utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
	return &Error{line, col, fmt.Sprintf(format, args...)}
}

// header reads the tags, one a line, and sets up the game.
func (p *parser) header() (*Record, error) {
	var tags []tagAt
	for {
		p.skipSpace()
		if p.pos >= len(p.text) || p.text[p.pos] != '[' {
			break
		}
		t, err := p.tagLine()
		if err != nil {
			return nil, err
		}
		tags = append(tags, t)
	}
	return p.applyTags(tags)
}

// tagLine reads one [Name "Value"] line, the "[" being at p.pos.
func (p *parser) tagLine() (tagAt, error) {
	start := p.pos
	p.pos++
	n := p.pos
	for n < len(p.text) && isNameByte(p.text[n]) {
		n++
	}
	if n == p.pos {
		return tagAt{}, p.errAt(p.pos, `expected a tag name after "[", found %s`, p.found(p.pos))
	}
	name := p.text[p.pos:n]
	p.pos = n
	if !strings.HasPrefix(p.text[p.pos:], ` "`) {
		return tagAt{}, p.errAt(p.pos, `expected a space and the value of tag %s in quotes, found %s`, name, p.found(p.pos))
	}
	p.pos += 2
	at := p.pos
	var v strings.Builder
	for {
		if p.pos >= len(p.text) || p.text[p.pos] == '\n' {
			return tagAt{}, p.errAt(p.pos, `expected the closing quote of tag %s (opened at column %d), found %s`,
				name, p.errAt(at-1, "").Column, p.found(p.pos))
		}
		c := p.text[p.pos]
		if c == '"' {
			p.pos++
			break
		}
		if c == '\\' {
			if p.pos+1 < len(p.text) && (p.text[p.pos+1] == '\\' || p.text[p.pos+1] == '"') {
				v.WriteByte(p.text[p.pos+1])
				p.pos += 2
				continue
			}
			return tagAt{}, p.errAt(p.pos, `expected \\ or \" in the value of tag %s, found %s`, name, p.found(p.pos))
		}
		v.WriteByte(c)
		p.pos++
	}
	if p.pos >= len(p.text) || p.text[p.pos] != ']' {
		return tagAt{}, p.errAt(p.pos, `expected "]" after the value of tag %s, found %s`, name, p.found(p.pos))
	}
	p.pos++
	for p.pos < len(p.text) && (p.text[p.pos] == ' ' || p.text[p.pos] == '\t') {
		p.pos++
	}
	if p.pos < len(p.text) && p.text[p.pos] != '\n' {
		return tagAt{}, p.errAt(p.pos, "expected the end of the line after tag %s, found %s", name, p.found(p.pos))
	}
	return tagAt{Tag{name, v.String()}, start, at}, nil
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// applyTags checks the tags, makes the game they name at its start, and
// returns the record they describe.
func (p *parser) applyTags(tags []tagAt) (*Record, error) {
	byName := make(map[string]tagAt, len(tags))
	seen := make(map[string]bool, len(tags))
	for _, t := range tags {
		if _, dup := byName[t.Name]; dup {
			return nil, p.errAt(t.start+1, "tag %s given twice", t.Name)
		}
		byName[t.Name] = t
	}
	game, ok := byName["Game"]
	if !ok {
		at, found := p.pos, p.found(p.pos)
		if len(tags) > 0 {
			at, found = tags[0].start, "["+tags[0].Name+" …]"
		}
		return nil, p.errAt(at, `expected a [Game "…"] tag (gipf, gravity or kpe), found %s`, found)
	}
	if _, ok := seatNames[game.Value]; !ok {
		return nil, p.errAt(game.at, `expected a game (gipf, gravity or kpe), found %q`, game.Value)
	}
	r := &Record{Game: game.Value}
	variant, hasVariant := byName["Variant"]
	switch {
	case game.Value == "gipf" && !hasVariant:
		return nil, p.errAt(game.at, `expected a [Variant "…"] tag for GIPF (basic, standard or tournament)`)
	case game.Value == "gipf":
		r.Game = "gipf-" + variant.Value
		if _, err := catalog.New(r.Game); err != nil {
			return nil, p.errAt(variant.at, `expected a variant of GIPF (basic, standard or tournament), found %q`, variant.Value)
		}
	case hasVariant:
		return nil, p.errAt(variant.at, "%s has no variants, found %q", displayNames[game.Value], variant.Value)
	}
	g, err := r.StartGame()
	if err != nil {
		return nil, p.errAt(game.at, "%v", err)
	}
	if pos, ok := byName["Position"]; ok {
		if err := g.SetPosition(pos.Value); err != nil {
			return nil, p.errAt(pos.at, "expected a position of %s, found %q: %v", displayNames[family(r.Game)], pos.Value, err)
		}
		if s, _ := g.Position(); s != standardStart(r.Game) {
			r.Start = s
		}
	}
	for _, t := range tags {
		switch {
		case t.Name == "Result" || t.Name == "Reason" || t.Name == "Score":
			p.result = append(p.result, t)
		case !reserved[t.Name]:
			if err := checkTag(r.Game, t.Tag, seen); err != nil {
				return nil, p.errAt(t.at, "%v", err)
			}
			r.Tags = append(r.Tags, t.Tag)
		}
	}
	p.g, p.name = g, displayNames[family(r.Game)]
	return r, nil
}

// checkResult compares the Result, Reason and Score tags with where the
// main line ends.
func (p *parser) checkResult() error {
	want := resultTags(p.g)
	for _, t := range p.result {
		found := false
		for _, w := range want {
			if w.Name != t.Name {
				continue
			}
			found = true
			if w.Value != t.Value {
				return p.errAt(t.at, "expected %s %q (where the moves end: %s), found %q", t.Name, w.Value, p.standing(), t.Value)
			}
		}
		if !found {
			return p.errAt(t.at, "expected no %s tag (where the moves end: %s), found %q", t.Name, p.standing(), t.Value)
		}
	}
	return nil
}

// standing says how the game stands, for errors.
func (p *parser) standing() string {
	g := p.g
	o := g.Outcome()
	switch {
	case !o.Over:
		return "the game goes on, " + g.PlayerName(g.ToMove()) + " to move"
	case o.Winner == rules.NoPlayer:
		return "a draw, " + o.Reason.String()
	}
	return g.PlayerName(o.Winner) + " won, " + o.Reason.String()
}

// token kinds of the moves.
const (
	tokEnd = iota
	tokWord
	tokNumber
	tokComment
	tokOpen
	tokClose
)

// token is one piece of the moves: its kind, its text (a comment's
// without braces or escapes) and its offset.
type token struct {
	kind int
	text string
	at   int
}

// describe names t for "found …".
func (t token) describe() string {
	switch t.kind {
	case tokEnd:
		return "the end of the record"
	case tokComment:
		return "a comment"
	}
	return fmt.Sprintf("%q", t.text)
}

// found names what stands at offset i, for errors.
func (p *parser) found(i int) string {
	if i >= len(p.text) {
		return "the end of the record"
	}
	switch p.text[i] {
	case '\n':
		return "the end of the line"
	case ' ':
		return "a space"
	case '\t':
		return "a tab"
	}
	r, _ := utf8.DecodeRuneInString(p.text[i:])
	return fmt.Sprintf("%q", string(r))
}

func (p *parser) skipSpace() {
	for p.pos < len(p.text) {
		switch p.text[p.pos] {
		case ' ', '\t', '\n':
			p.pos++
		default:
			return
		}
	}
}

// next reads the next token of the moves.
func (p *parser) next() (token, error) {
	p.skipSpace()
	at := p.pos
	if at >= len(p.text) {
		return token{kind: tokEnd, at: at}, nil
	}
	switch c := p.text[at]; {
	case c == '{':
		return p.comment()
	case c == '}':
		return token{}, p.errAt(at, `expected a move, found "}" with no comment open`)
	case c == '(':
		p.pos++
		return token{tokOpen, "(", at}, nil
	case c == ')':
		p.pos++
		return token{tokClose, ")", at}, nil
	case c == '[':
		return token{}, p.errAt(at, `expected a move, found "[": tags go before the moves`)
	case c >= '0' && c <= '9':
		for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
			p.pos++
		}
		for p.pos < len(p.text) && p.text[p.pos] == '.' {
			p.pos++
		}
		return token{tokNumber, p.text[at:p.pos], at}, nil
	case c < 0x20 || c == 0x7f:
		return token{}, p.errAt(at, "expected a move, found the control character %U", rune(c))
	}
	// An action: up to a blank, a brace or a parenthesis that is not
	// part of it (a GIPF removal writes kept pieces as "(d4)" after "x"
	// or ",").
	open := 0
	for p.pos < len(p.text) {
		c := p.text[p.pos]
		if c == ' ' || c == '\t' || c == '\n' || c == '{' || c == '}' || c < 0x20 || c == 0x7f {
			break
		}
		if c == '(' {
			if prev := p.text[p.pos-1]; p.pos == at || prev != 'x' && prev != ',' {
				break
			}
			open++
		}
		if c == ')' {
			if open == 0 {
				break
			}
			open--
		}
		p.pos++
	}
	return token{tokWord, p.text[at:p.pos], at}, nil
}

// comment reads a comment, the "{" being at p.pos.
func (p *parser) comment() (token, error) {
	at := p.pos
	p.pos++
	var b strings.Builder
	for {
		if p.pos >= len(p.text) {
			open := p.errAt(at, "")
			return token{}, p.errAt(p.pos, `expected "}" to end the comment opened at line %d, column %d, found the end of the record`,
				open.Line, open.Column)
		}
		c := p.text[p.pos]
		switch {
		case c == '}':
			p.pos++
			return token{tokComment, b.String(), at}, nil
		case c == '\\':
			if p.pos+1 < len(p.text) && (p.text[p.pos+1] == '\\' || p.text[p.pos+1] == '}') {
				b.WriteByte(p.text[p.pos+1])
				p.pos += 2
				continue
			}
			return token{}, p.errAt(p.pos, `expected \\ or \} in a comment, found %s`, p.found(p.pos))
		case c < 0x20 && c != '\n' && c != '\t' || c == 0x7f:
			return token{}, p.errAt(p.pos, "expected text in a comment, found the control character %U", rune(c))
		}
		b.WriteByte(c)
		p.pos++
	}
}

// line reads a line of moves played on p.g from a turn numbered num (0
// before the first turn) up to the end of the record (open < 0) or to the
// ")" of the variation opened at offset open. A variation leaves p.g as it
// found it; the main line leaves it where its moves end.
func (p *parser) line(num int, open int) (Line, error) {
	var l Line
	g := p.g
	var played []rules.Action
	defer func() {
		if open >= 0 {
			for range played {
				g.Undo()
			}
		}
	}()
	lastNum := 0 // the turn number before the last move
	t, err := p.next()
	if err != nil {
		return l, err
	}
	if t.kind == tokComment {
		l.Comment = t.text
		if t, err = p.next(); err != nil {
			return l, err
		}
	}
	for {
		switch t.kind {
		case tokEnd:
			if open >= 0 {
				o := p.errAt(open, "")
				return l, p.errAt(t.at, `expected ")" to end the variation opened at line %d, column %d, found the end of the record`, o.Line, o.Column)
			}
			return l, nil
		case tokClose:
			if open < 0 {
				return l, p.errAt(t.at, `expected a move, found ")" with no variation open`)
			}
			if len(l.Moves) == 0 {
				return l, p.errAt(t.at, `expected a move in the variation, found ")"`)
			}
			return l, nil
		case tokOpen:
			if len(l.Moves) == 0 {
				return l, p.errAt(t.at, `expected a move, found "(": a variation follows the move it replaces`)
			}
			if p.depth == maxNesting {
				return l, p.errAt(t.at, "expected a move, found a variation nested deeper than %d", maxNesting)
			}
			last := &l.Moves[len(l.Moves)-1]
			g.Undo()
			p.depth++
			v, err := p.line(lastNum, t.at)
			p.depth--
			g.Apply(played[len(played)-1], nil)
			if err != nil {
				return l, err
			}
			last.Variations = append(last.Variations, v)
		case tokComment:
			if len(l.Moves) == 0 {
				return l, p.errAt(t.at, "expected a move, found a second comment (one comment a place)")
			}
			last := &l.Moves[len(l.Moves)-1]
			switch {
			case len(last.Variations) > 0:
				return l, p.errAt(t.at, "expected a move, found a comment after a variation (a comment goes right after its move)")
			case last.Comment != "":
				return l, p.errAt(t.at, "expected a move, found a second comment after %s (one comment a move)", last.Action)
			}
			last.Comment = t.text
		default:
			n, a, err := p.move(num, t)
			if err != nil {
				return l, err
			}
			l.Moves = append(l.Moves, Move{Action: g.FormatAction(a)})
			g.Apply(a, nil)
			played = append(played, a)
			lastNum, num = num, n
		}
		if t, err = p.next(); err != nil {
			return l, err
		}
	}
}

// move reads one move from t on: its turn number when a turn starts, then
// its action, legal on p.g. It returns the number of the move's turn and
// the action, not yet played.
func (p *parser) move(num int, t token) (int, rules.Action, error) {
	g := p.g
	if g.Outcome().Over {
		return 0, 0, p.errAt(t.at, `expected the end of the record or of a variation (%s), found %s`, p.standing(), t.describe())
	}
	mover := g.PlayerName(g.ToMove())
	if TurnStarts(g) {
		n := nextNumber(num, g.ToMove())
		want := turnNumber(n, g.ToMove())
		if t.kind != tokNumber || t.text != want {
			return 0, 0, p.errAt(t.at, `expected %q (turn %d, %s to move), found %s`, want, n, mover, t.describe())
		}
		var err error
		if t, err = p.next(); err != nil {
			return 0, 0, err
		}
		num = n
	}
	if t.kind != tokWord {
		return 0, 0, p.errAt(t.at, "expected an action of %s (%s to move), found %s", p.name, mover, t.describe())
	}
	a, err := legalAction(g, t.text)
	if err != nil {
		return 0, 0, p.errAt(t.at, "expected a legal action of %s (%s to move), found %q: %v", p.name, mover, t.text, err)
	}
	return num, a, nil
}
