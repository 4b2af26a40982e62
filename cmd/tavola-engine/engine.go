package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"tavola/rules"
	"tavola/rules/catalog"
)

// maxLine is the longest command line the engine reads; the rest of a
// longer line is skipped and the line is answered with a failure.
const maxLine = 1 << 20

// engine holds one protocol session: the game chosen (nil before new or
// setposition) and the games it can choose from.
type engine struct {
	game     rules.Game
	start    string         // the position string game started from; "" for its start
	played   []rules.Action // the actions played since, oldest first (Plies of them)
	names    func() []string
	newGame  func(name string) (rules.Game, error)
	commands []command
	quit     bool
	acts     []rules.Action // scratch buffer for legal actions
	// dir is the folder where load and save find relative file names:
	// "" for the working directory (a test gives its own).
	dir string

	// maxPerft gives the deepest perft answered in a game (perftCap,
	// replaced in tests).
	maxPerft func(game string) uint64
	// endGrace is how long a command may run once the input has ended
	// (the constant endGrace, shorter in tests).
	endGrace time.Duration
	// stopped reports whether the command being answered must end now
	// (a stop line came after it, or the input ended endGrace ago); genmove,
	// analyze and perft ask it while they run.
	stopped func() bool

	// search and study are the AI behind genmove and analyze: the
	// functions of search.go, replaced in tests. They end early, with
	// what they found so far, once stop reports true.
	search func(g rules.Game, b Budget, stop func() bool) (rules.Action, error)
	study  func(g rules.Game, b Budget, stop func() bool) (Analysis, error)
	// threads is the thread count of the searches that may use several
	// (the -threads flag; 0: the AI's default, see Budget.threads).
	threads int
	// small are the Kpé tables of an engine without a table file (see
	// useKpeTables), made once a Kpé game is chosen; nil when it has a
	// file or runs without tables.
	small *smallTables
}

// command is one protocol command. run gets the arguments after the
// command's name and returns the answer's text or the failure.
type command struct {
	name      string
	needsGame bool
	run       func(e *engine, args []string) (string, error)
}

// newEngine returns an engine that plays the games of rules/catalog.
func newEngine() *engine {
	return newEngineWith(catalog.Names, catalog.New)
}

// newEngineWith returns an engine whose games come from names and newGame.
func newEngineWith(names func() []string, newGame func(string) (rules.Game, error)) *engine {
	return &engine{names: names, newGame: newGame, commands: commandTable(),
		maxPerft: perftCap, endGrace: endGrace, stopped: never, search: genmove, study: analyze}
}

// Run answers the command lines of r on w until quit or the end of r. It
// fails only when reading or writing fails; malformed lines are answered.
//
// r is read on a goroutine of its own while commands run (see input): a
// stop line ends a running genmove, analyze or perft at once. After the end
// of r the lines already read are answered, each command stopped if it
// still runs endGrace after the end (or after its start), and Run returns. Every line is answered in its turn, stop included. After a quit
// the reader may still wait on r for a line that never comes; a process
// exits anyway.
func (e *engine) Run(r io.Reader, w io.Writer) error {
	in := newInput(r)
	in.grace = e.endGrace
	go in.read()
	defer in.close()
	bw := bufio.NewWriter(w)
	for {
		l, ok, err := in.next()
		if !ok {
			if err != nil {
				return fmt.Errorf("reading commands: %w", err)
			}
			return nil
		}
		var answer string
		var quit bool
		if l.tooLong {
			answer = e.answerTooLong(l.text)
		} else {
			began := time.Now()
			e.stopped = func() bool { return in.stopped(l.seq, began) }
			answer, quit = e.Do(l.text)
			e.stopped = never
		}
		if answer != "" {
			if _, werr := bw.WriteString(answer); werr != nil {
				return fmt.Errorf("writing answer: %w", werr)
			}
			if werr := bw.Flush(); werr != nil {
				return fmt.Errorf("writing answer: %w", werr)
			}
		}
		if quit {
			return nil
		}
	}
}

// never is the stop of a command that nothing can stop: one run by Do
// outside Run.
func never() bool { return false }

// readLine appends the next line of br to buf, without its "\n". Past
// maxLine bytes it stops appending, skips to the end of the line and
// reports tooLong. err is io.EOF when the input ended after this line.
func readLine(br *bufio.Reader, buf []byte) (line []byte, tooLong bool, err error) {
	for {
		var chunk []byte
		chunk, err = br.ReadSlice('\n')
		body := chunk
		if err == nil {
			body = chunk[:len(chunk)-1]
		}
		if !tooLong {
			if len(buf)+len(body) > maxLine {
				tooLong = true
				body = body[:maxLine-len(buf)]
			}
			buf = append(buf, body...)
		}
		if err != bufio.ErrBufferFull {
			return buf, tooLong, err
		}
	}
}

// Do answers one command line (without its line end). The answer is framed
// for the wire: "=" or "?", the id if the line had one, the text, and the
// empty line that ends it. Blank lines and comments get no answer (""). quit
// reports that the session ends after this answer.
func (e *engine) Do(line string) (answer string, quit bool) {
	line = strings.TrimSuffix(line, "\r")
	id, rest := splitID(line)
	if id == "" && (rest == "" || rest[0] == '#') {
		return "", false
	}
	if !utf8.ValidString(line) {
		return frame(false, id, "invalid UTF-8"), false
	}
	if i := strings.IndexFunc(line, isControl); i >= 0 {
		return frame(false, id, fmt.Sprintf("control character %q at byte %d", line[i], i)), false
	}
	fields := strings.FieldsFunc(rest, isBlank)
	if len(fields) == 0 {
		return frame(false, id, "missing command"), false
	}
	text, err := e.exec(fields[0], fields[1:])
	if err != nil {
		return frame(false, id, err.Error()), false
	}
	quit, e.quit = e.quit, false
	return frame(true, id, text), quit
}

// answerTooLong answers a line longer than maxLine, of which head is the
// start.
func (e *engine) answerTooLong(head string) string {
	id, _ := splitID(head)
	return frame(false, id, fmt.Sprintf("line longer than %d bytes", maxLine))
}

// exec runs the command name with its arguments. A panic of the game or
// the search (a bug) becomes an "internal error" failure instead of ending
// the session; the game is then as the panic left it.
func (e *engine) exec(name string, args []string) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			text, err = "", fmt.Errorf("internal error: %s: %v", name, r)
		}
	}()
	for _, c := range e.commands {
		if c.name != name {
			continue
		}
		if c.needsGame && e.game == nil {
			return "", errors.New("no game: choose one with new or setposition")
		}
		return c.run(e, args)
	}
	return "", errors.New("unknown command")
}

// splitID separates the numeric id that may start a line from the rest,
// with the blanks around them removed.
func splitID(line string) (id, rest string) {
	rest = strings.TrimLeftFunc(line, isBlank)
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	if n > 0 && (n == len(rest) || isBlank(rune(rest[n]))) {
		id, rest = rest[:n], rest[n:]
	}
	return id, strings.TrimFunc(rest, isBlank)
}

// isBlank reports whether r separates words: a space or a tab.
func isBlank(r rune) bool { return r == ' ' || r == '\t' }

// isControl reports whether r is a control character other than a tab.
func isControl(r rune) bool { return (r < 0x20 && r != '\t') || r == 0x7f }

// frame builds an answer: "=" or "?", the id, a space and the text, and the
// empty line. A failure's text is kept on one line; a success's text keeps
// its lines but no empty one (that would end the answer early). A text
// starting with a line break (a picture) starts on the line after "=".
func frame(ok bool, id, text string) string {
	var b strings.Builder
	if ok {
		b.WriteByte('=')
	} else {
		b.WriteByte('?')
		text = strings.Join(strings.Fields(text), " ")
	}
	b.WriteString(id)
	text = strings.TrimRight(text, " \t\r\n")
	if text != "" && text[0] != '\n' {
		b.WriteByte(' ')
	}
	for i, l := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
			if strings.TrimSpace(l) == "" {
				l = "."
			}
		}
		b.WriteString(strings.TrimRight(l, "\r"))
	}
	b.WriteString("\n\n")
	return b.String()
}
