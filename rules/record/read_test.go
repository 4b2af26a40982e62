package record

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseRefusesMalformedRecordsWithLineAndColumn(t *testing.T) {
	const kpe, gravity = "[Game \"kpe\"]\n\n", "[Game \"gravity\"]\n\n"
	for _, c := range []struct{ text, want string }{
		{"", `line 1, column 1: expected a [Game "…"] tag (gipf, gravity or kpe), found the end of the record`},
		{"1. d6", `line 1, column 1: expected a [Game "…"] tag (gipf, gravity or kpe), found "1"`},
		{`[Game "chess"]`, `line 1, column 8: expected a game (gipf, gravity or kpe), found "chess"`},
		{kpe + "1. A 1... z", `line 3, column 11: expected a legal action of Kpé (north to move), found "z": kpe: move "z": not a pit letter (A–D for south, a–d for north)`},
		{kpe + "1. A 1... A", `line 3, column 11: expected a legal action of Kpé (north to move), found "A": kpe: move "A": the pit is south's, north is to move`},
		{kpe + "1. A 2. b", `line 3, column 6: expected "1..." (turn 1, north to move), found "2."`},
		{kpe + "1. A b", `line 3, column 6: expected "1..." (turn 1, north to move), found "b"`},
		{kpe + "\n\n   1. A\n  1... a 2 b", `line 6, column 10: expected "2." (turn 2, south to move), found "2"`},
		{"[Game \"kpe\"]\n[Variant \"x\"]\n", `line 2, column 11: Kpé has no variants, found "x"`},
		{"[Game \"gipf\"]\n", `line 1, column 8: expected a [Variant "…"] tag for GIPF (basic, standard or tournament)`},
		{"[Game \"gipf\"]\n[Variant \"fast\"]\n", `line 2, column 11: expected a variant of GIPF (basic, standard or tournament), found "fast"`},
		{"[Game \"gravity\"]\n[Result \"white\"]\n\n1. d6", `line 2, column 10: expected Result "*" (where the moves end: the game goes on, black to move), found "white"`},
		{"[Game \"gravity\"]\n[Reason \"four\"]\n\n1. d6", `line 2, column 10: expected no Reason tag (where the moves end: the game goes on, black to move), found "four"`},
		{"[Game \"kpe\"]\n[Position \"0,0,0,1/1,0,0,0 S ABCD abcd 23 23\"]\n[Score \"24-23\"]\n[Result \"south\"]\n\n1. D",
			`line 3, column 9: expected Score "25-23" (where the moves end: south won, no-moves), found "24-23"`},
		{"[Game \"gravity\"]\n[Black \"x\"]\n[South \"y\"]\n", `line 3, column 9: tag South: Gravity has no South player (its players are White and Black)`},
		{"[Game \"gravity\"]\n[WhiteLevel \"07\"]\n", `line 2, column 14: tag WhiteLevel: want the AI's level, a number from 1 to 99, got "07"`},
		{"[Game \"gravity\"]\n[Date \"2026-13-01\"]\n", `line 2, column 8: tag Date: want YYYY-MM-DD, got "2026-13-01"`},
		{"[Game \"gravity\"]\n[Game \"gravity\"]\n", `line 2, column 2: tag Game given twice`},
		{"[Game \"gravity\"]\n[Position \"8/8 w\"]\n", `line 2, column 12: expected a position of Gravity, found "8/8 w": gravity: position "8/8 w": 2 ranks, want 8`},
		{"[Game gravity]\n", `line 1, column 6: expected a space and the value of tag Game in quotes, found a space`},
		{"[Game \"gravity]\n", `line 1, column 16: expected the closing quote of tag Game (opened at column 7), found the end of the line`},
		{"[Game \"gravity\"] x\n", `line 1, column 18: expected the end of the line after tag Game, found "x"`},
		{"[Game \"gra\\vity\"]\n", `line 1, column 11: expected \\ or \" in the value of tag Game, found "\\"`},
		{"[ Game \"gravity\"]\n", `line 1, column 2: expected a tag name after "[", found a space`},
		{gravity + "1. d6 {unclosed", `line 3, column 16: expected "}" to end the comment opened at line 3, column 7, found the end of the record`},
		{gravity + "1. d6 (1. c4", `line 3, column 13: expected ")" to end the variation opened at line 3, column 7, found the end of the record`},
		{gravity + "1. d6 )", `line 3, column 7: expected a move, found ")" with no variation open`},
		{gravity + "(1. d6)", `line 3, column 1: expected a move, found "(": a variation follows the move it replaces`},
		{gravity + "1. d6 ()", `line 3, column 8: expected a move in the variation, found ")"`},
		{gravity + "1. d6 {a} {b}", `line 3, column 11: expected a move, found a second comment after d6 (one comment a move)`},
		{gravity + "1. d6 (1. c4) {b}", `line 3, column 15: expected a move, found a comment after a variation (a comment goes right after its move)`},
		{gravity + "{a} {b}", `line 3, column 5: expected a move, found a second comment (one comment a place)`},
		{gravity + "1. d6 [Foo \"x\"]", `line 3, column 7: expected a move, found "[": tags go before the moves`},
		{gravity + "1. d6 }", `line 3, column 7: expected a move, found "}" with no comment open`},
		{gravity + "1. d6 {bad \\x}", `line 3, column 12: expected \\ or \} in a comment, found "\\"`},
		{gravity + "1. d6 {é\x01}", `line 3, column 9: expected text in a comment, found the control character U+0001`},
		{gravity + "1. d6 \x01", `line 3, column 7: expected a move, found the control character U+0001`},
		{gravity + "1. d6 {é}\xff", `line 3, column 10: invalid UTF-8`},
		{gravity + "1. d6 " + strings.Repeat("(1. c4 ", 40), `line 3, column 231: expected a move, found a variation nested deeper than 32`},
		{"[Game \"gipf\"]\n[Variant \"standard\"]\n\n1. a1-b2 1... i5-h5 2. a1-b2 xb2", `line 4, column 30: expected "2..." (turn 2, black to move), found "xb2"`},
		{"[Game \"gravity\"]\n[Position \"b1wwwb1b/1w1w4/3b4/bw4bb/b6b/b1wb3w/wbbbw3/w1www2w b\"]\n\n1... a6 2. b1",
			`line 4, column 9: expected the end of the record or of a variation (black won, four), found "2."`},
		{strings.Repeat(" ", MaxSize+1), `line 1, column 1: the record is larger than 1048576 bytes`},
	} {
		r, err := Parse(c.text)
		var perr *Error
		if r != nil || !errors.As(err, &perr) || err.Error() != c.want {
			t.Errorf("Parse(%.60q) = %v, %v\nwant the error %s", c.text, r, err, c.want)
		}
	}
}

func TestParseReadsEveryFormTheRulesReadAndKeepsCanonicalActions(t *testing.T) {
	r, err := Parse("\ufeff[Game \"gipf\"]\r\n[Variant \"basic\"]\r\n[Position \"basic b2w/5/6/w5b/6/5/b2w w 12 12 -\"]\r\n" +
		"[Event \"the \\\"final\\\" \\\\ round\"]   \r\n\r\n1.A1-B2 {first {spot\\} form} 1... i5-h5 2. c1-d2")
	if err != nil {
		t.Fatal(err)
	}
	want := &Record{Game: "gipf-basic", Start: "", Tags: []Tag{{"Event", `the "final" \ round`}},
		Main: Line{Moves: []Move{{Action: "a1-c3", Comment: "first {spot} form"}, {Action: "i5-g5"}, {Action: "d2"}}}}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("read %+v\nwant %+v", r, want)
	}
	// Gravity's landing-square form, upper-case files.
	r, err = Parse("[Game \"gravity\"]\n\n1. D4>a1 1... e4>H1")
	if err != nil || r.Main.Moves[0].Action != "d4" || r.Main.Moves[1].Action != "e4" {
		t.Errorf("Gravity: %+v, %v", r, err)
	}
}

func TestFormatRefusesWhatItCannotWriteBack(t *testing.T) {
	d6 := []Move{{Action: "d6"}}
	for _, c := range []struct {
		r    Record
		want string
	}{
		{Record{Game: "chess"}, `record: catalog: unknown game "chess"`},
		{Record{Game: "gravity", Start: "9/8 w"}, `record: start position: gravity: position "9/8 w": 2 ranks, want 8`},
		{Record{Game: "kpe", Main: Line{Moves: []Move{{Action: "A"}, {Action: "A"}}}}, `record: move 2 of the main line: kpe: move "A": the pit is south's, north is to move`},
		{Record{Game: "gravity", Tags: []Tag{{"Result", "white"}}}, `record: tag Result: written from the record itself, not a tag of its own`},
		{Record{Game: "gravity", Tags: []Tag{{"Round", "1"}, {"Round", "2"}}}, `record: tag Round given twice`},
		{Record{Game: "gravity", Tags: []Tag{{"9lives", "x"}}}, `record: tag name "9lives": want a letter, then letters, digits or _`},
		{Record{Game: "gravity", Tags: []Tag{{"Site", "a\nb"}}}, `record: tag Site: control character U+000A in "a\nb"`},
		{Record{Game: "gravity", Tags: []Tag{{"North", "x"}}}, `record: tag North: Gravity has no North player (its players are White and Black)`},
		{Record{Game: "gravity", Main: Line{Comment: "\x1b[31m", Moves: d6}}, `record: the comment before the main line: control character U+001B in "\x1b[31m"`},
		{Record{Game: "gravity", Main: Line{Moves: []Move{{Action: "d6", Variations: []Line{{}}}}}}, `record: variation 1 of move 1 of the main line is empty`},
		{Record{Game: "gravity", Main: Line{Moves: []Move{{Action: "d6", Variations: []Line{{Moves: []Move{{Action: "c4"}, {Action: "z"}}}}}}}},
			`record: move 2 of variation 1 of move 1 of the main line: gravity: action "z": want an entry square a1-h8, optionally with its landing square (e4>g2)`},
	} {
		if text, err := Format(&c.r); err == nil || err.Error() != c.want {
			t.Errorf("Format(%+v) = %q, %v; want the error %s", c.r, text, err, c.want)
		}
	}
}

func TestBranchKeepsTheOldContinuationAsAVariation(t *testing.T) {
	r := &Record{Game: "kpe", Main: Line{Moves: []Move{{Action: "A"}, {Action: "a", Comment: "old",
		Variations: []Line{{Moves: []Move{{Action: "b"}}}}}, {Action: "B"}}}}
	if err := r.Branch(1, "c"); err != nil {
		t.Fatal(err)
	}
	want := []Move{{Action: "A"}, {Action: "c", Variations: []Line{
		{Moves: []Move{{Action: "a", Comment: "old"}, {Action: "B"}}},
		{Moves: []Move{{Action: "b"}}},
	}}}
	if !reflect.DeepEqual(r.Main.Moves, want) {
		t.Errorf("after Branch: %+v\nwant %+v", r.Main.Moves, want)
	}
	text, err := Format(r)
	if err != nil || !strings.Contains(text, "1. A 1... c (1... a {old} 2. B) (1... b)\n") {
		t.Errorf("Format = %q, %v", text, err)
	}
	if err := r.Branch(2, "D"); err != nil || len(r.Main.Moves) != 3 {
		t.Errorf("Branch at the end: %v, %+v", err, r.Main.Moves)
	}
	if err := r.Branch(5, "D"); err == nil {
		t.Error("Branch beyond the line's end accepted")
	}
}
