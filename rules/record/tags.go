package record

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// maxTagName and maxTagValue bound a tag's name and value, in bytes.
const (
	maxTagName  = 64
	maxTagValue = 1024
)

// reserved are the tags written from a record's fields and its rules, never
// kept among its Tags.
var reserved = map[string]bool{"Game": true, "Variant": true, "Position": true, "Result": true,
	"Reason": true, "Score": true}

// seatNames are the players' tag names, by game family: the first
// player's, then the second's.
var seatNames = map[string][2]string{"gipf": {"White", "Black"}, "gravity": {"White", "Black"},
	"kpe": {"South", "North"}}

// allSeats are the seat names of every game.
var allSeats = map[string]bool{"White": true, "Black": true, "South": true, "North": true}

// checkTag refuses a tag that a record of the game called game cannot
// hold: a malformed name or value, a reserved name, a name seen before
// (seen collects them), a seat the game does not have, a level that is not
// a number from 1 to 99, a date that is not YYYY-MM-DD.
func checkTag(game string, t Tag, seen map[string]bool) error {
	if err := checkTagName(t.Name); err != nil {
		return err
	}
	switch {
	case reserved[t.Name]:
		return fmt.Errorf("tag %s: written from the record itself, not a tag of its own", t.Name)
	case seen[t.Name]:
		return fmt.Errorf("tag %s given twice", t.Name)
	case len(t.Value) > maxTagValue:
		return fmt.Errorf("tag %s: value longer than %d bytes", t.Name, maxTagValue)
	}
	seen[t.Name] = true
	if err := checkText(t.Value, false); err != nil {
		return fmt.Errorf("tag %s: %w", t.Name, err)
	}
	if t.Name == "Date" {
		if _, err := time.Parse(time.DateOnly, t.Value); err != nil {
			return fmt.Errorf("tag Date: want YYYY-MM-DD, got %q", t.Value)
		}
	}
	seats := seatNames[family(game)]
	seat, isLevel := strings.CutSuffix(t.Name, "Level")
	if !allSeats[seat] {
		return nil
	}
	if seat != seats[0] && seat != seats[1] {
		return fmt.Errorf("tag %s: %s has no %s player (its players are %s and %s)",
			t.Name, displayNames[family(game)], seat, seats[0], seats[1])
	}
	if isLevel {
		if n, err := strconv.Atoi(t.Value); err != nil || n < 1 || n > 99 || t.Value[0] == '0' {
			return fmt.Errorf("tag %s: want the AI's level, a number from 1 to 99, got %q", t.Name, t.Value)
		}
	}
	return nil
}

// checkTagName refuses a name that is not a letter followed by letters,
// digits and underscores, at most maxTagName of them.
func checkTagName(name string) error {
	if name == "" || len(name) > maxTagName {
		return fmt.Errorf("tag name %q: want 1 to %d letters, digits or _", name, maxTagName)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '_')) {
			return fmt.Errorf("tag name %q: want a letter, then letters, digits or _", name)
		}
	}
	return nil
}
