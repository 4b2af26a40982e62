package ui

import (
	"math"
	"strings"
	"unicode/utf8"
)

// MaxTextBytes is the most of a string that is ever laid out: more than any
// text of the interface, and few enough that measuring it stays cheap
// whatever a file held (a 5 MB token is cut to this before anything else).
const MaxTextBytes = 2048

// Ellipsis ends a text that was cut.
const Ellipsis = "…"

// MinAdvance is the narrowest advance of a visible character of the app's
// faces, in text sizes (Go's fraction slash; ASCII's narrowest is 0.24): a
// line w wide holds fewer than w/(minAdvance·size) characters.
const MinAdvance = 0.16

// ClampText returns the first maxTextBytes of s, cut at a character's
// start, and whether anything was cut.
func ClampText(s string) (string, bool) {
	if len(s) <= MaxTextBytes {
		return s, false
	}
	i := MaxTextBytes
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i], true
}

// clampRunes returns the first n characters of s, and whether anything
// was cut.
func clampRunes(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for i := range s {
		if n == 0 {
			return s[:i], true
		}
		n--
	}
	return s, false
}

// FitText lays s out in at most maxLines lines, each no wider than w as
// adv measures it: broken at spaces, inside a word only when the word alone
// is wider than a line, and at every "\n". When s does not all fit, the
// last line ends with "…". A text that fits on one line comes back as it
// is. minAdv is the narrowest a character can be: s is first cut to the
// characters that could fit at that width, so the work is bounded by the
// room, never by the string.
func FitText(s string, w float64, maxLines int, minAdv float64, adv func(string) float64) []string {
	maxLines = max(maxLines, 1)
	s, cut := ClampText(s)
	if minAdv > 0 {
		var more bool
		s, more = clampRunes(s, maxLines*(int(w/minAdv)+1))
		cut = cut || more
	}
	if !cut && !strings.Contains(s, "\n") && adv(s) <= w {
		return []string{s}
	}
	f := fitter{w: w, max: maxLines, adv: adv, space: adv(" ")}
	for par := range strings.SplitSeq(strings.TrimRight(s, "\n"), "\n") {
		if f.full() {
			cut = true
			break
		}
		if !f.paragraph(par) {
			cut = true
			break
		}
	}
	if cut {
		f.ellipsize()
	}
	return f.lines
}

// fitter builds fitText's lines.
type fitter struct {
	w     float64
	max   int
	adv   func(string) float64
	space float64
	lines []string
}

func (f *fitter) full() bool { return len(f.lines) >= f.max }

// paragraph lays out one paragraph; false when the lines ran out first.
func (f *fitter) paragraph(par string) bool {
	line, lw := "", 0.0
	for word := range strings.FieldsSeq(par) {
		ww := f.adv(word)
		if line != "" && lw+f.space+ww <= f.w {
			line, lw = line+" "+word, lw+f.space+ww
			continue
		}
		if line != "" {
			f.lines = append(f.lines, line)
			if f.full() {
				return false
			}
		}
		// A word wider than a line is broken where it must be.
		for ww > f.w {
			n := f.prefix(word, f.w)
			f.lines = append(f.lines, word[:n])
			word = word[n:]
			if f.full() {
				return false
			}
			ww = f.adv(word)
		}
		line, lw = word, ww
	}
	f.lines = append(f.lines, line)
	return true
}

// prefix is the length in bytes of the longest start of s, whole
// characters, no wider than w: at least one character when s is not empty.
func (f *fitter) prefix(s string, w float64) int {
	if f.adv(s) <= w {
		return len(s)
	}
	// Binary search on character starts: lo fits (or is the first
	// character), hi does not.
	_, lo := utf8.DecodeRuneInString(s)
	hi := len(s)
	for {
		mid := runeStartIn(s, lo, hi)
		if mid < 0 {
			return lo
		}
		if f.adv(s[:mid]) <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
}

// runeStartIn returns a character start strictly between lo and hi, near
// their middle, or -1 when there is none.
func runeStartIn(s string, lo, hi int) int {
	m := (lo + hi) / 2
	for i := max(m, lo+1); i < hi; i++ {
		if utf8.RuneStart(s[i]) {
			return i
		}
	}
	for i := m - 1; i > lo; i-- {
		if utf8.RuneStart(s[i]) {
			return i
		}
	}
	return -1
}

// ellipsize ends the last line with "…", shortened until it fits.
func (f *fitter) ellipsize() {
	if len(f.lines) == 0 {
		f.lines = append(f.lines, "")
	}
	last := strings.TrimRight(f.lines[len(f.lines)-1], " ")
	if room := f.w - f.adv(Ellipsis); f.adv(last) > room {
		last = last[:f.prefixOrNone(last, room)]
	}
	f.lines[len(f.lines)-1] = last + Ellipsis
}

// prefixOrNone is prefix, but may be empty when not even one character
// fits.
func (f *fitter) prefixOrNone(s string, w float64) int {
	n := f.prefix(s, w)
	if f.adv(s[:n]) > w {
		return 0
	}
	return n
}

// Wrap lays s out in lines no wider than w as adv measures them: broken at
// spaces and line breaks, inside a word only when the word alone is wider
// (a link), at most maxLines of them. Unlike FitText it keeps what does
// not fit out without a "…": a text box shows its lines as they are.
func Wrap(s string, w float64, maxLines int, adv func(string) float64) []string {
	f := fitter{w: w, max: maxLines, adv: adv, space: adv(" ")}
	for par := range strings.SplitSeq(s, "\n") {
		if f.full() || !f.paragraph(par) {
			break
		}
	}
	return f.lines
}

// MinFit is the smallest share of its size a text is shrunk to so that it
// fits its box; past it the text is cut with "…" instead.
const MinFit = 0.75

// FitSize is the text size, at most size and at least MinFit of it, at
// which s measures no wider than w.
func FitSize(s string, size, w float64, bold bool, measure Measure) float64 {
	tw := measure(s, size, bold)
	if tw <= w || tw == 0 {
		return size
	}
	// Faces come in whole pixels: round down, then step down until it fits.
	fs := max(math.Floor(size*w/tw), math.Ceil(size*MinFit))
	for fs > math.Ceil(size*MinFit) && measure(s, fs, bold) > w {
		fs--
	}
	return fs
}
