package i18n

import (
	"fmt"
	"strings"

	"tavola/rules"
)

// FamilyKeys are the name and the line of a game family ("gravity",
// "kpe", "gipf": every GIPF variant is of "gipf"), as the choose screen's
// cards show them; zero keys for a family the app does not have.
func FamilyKeys(family string) [2]Key {
	switch family {
	case "gravity":
		return [2]Key{GameGravity, BlurbGravity}
	case "kpe":
		return [2]Key{GameKpe, BlurbKpe}
	case "gipf":
		return [2]Key{GameGIPF, BlurbGIPF}
	}
	return [2]Key{}
}

// GIPFVariant is a GIPF variant: its protocol name and its name's key.
type GIPFVariant struct {
	Name string
	Key  Key
}

// Variants are the GIPF variants, in the order the setup offers them.
func Variants() []GIPFVariant {
	return []GIPFVariant{{"gipf-basic", VariantBasic}, {"gipf-standard", VariantStandard}, {"gipf-tournament", VariantTournament}}
}

// family is a game's family: the protocol name up to its first '-'.
func family(game string) string {
	f, _, _ := strings.Cut(game, "-")
	return f
}

// GameTitle is a game's name for the player: "Gravity", "GIPF Standard";
// the protocol name itself for a game the app does not know.
func (l Lang) GameTitle(game string) string {
	k := FamilyKeys(family(game))
	if k[0] == 0 {
		return game
	}
	t := l.T(k[0])
	for _, v := range Variants() {
		if v.Name == game {
			t += " " + l.T(v.Key)
		}
	}
	return t
}

// Seat is the name of a seat ("white", "black", "south", "north", as the
// rules name them: rules.Game.PlayerName) for the player; the rules' own
// for a seat it does not know.
func (l Lang) Seat(name string) string {
	switch name {
	case "white":
		return l.T(White)
	case "black":
		return l.T(Black)
	case "south":
		return l.T(South)
	case "north":
		return l.T(North)
	}
	return name
}

// Reason says why a game ended; the rules' word for a reason it does not
// know.
func (l Lang) Reason(r rules.Reason) string {
	switch r {
	case rules.Four:
		return l.T(ReasonFour)
	case rules.Full:
		return l.T(ReasonFull)
	case rules.NoMoves:
		return l.T(ReasonNoMoves)
	case rules.Loop:
		return l.T(ReasonLoop)
	case rules.NoPieces:
		return l.T(ReasonNoPieces)
	case rules.NoGIPF:
		return l.T(ReasonNoGIPF)
	case rules.Repetition:
		return l.T(ReasonRepetition)
	}
	return r.String()
}

// Turns says how far a game of n turns has gone: "12 moves" (turns, as
// the move list numbers them).
func (l Lang) Turns(n int) string {
	switch n {
	case 0:
		return l.T(NotStarted)
	case 1:
		return l.T(OneMove)
	}
	return fmt.Sprintf(l.T(MovesPlayed), n)
}
