package conformance

import (
	"fmt"
	"strings"
	"testing"

	"tavola/rules/internal/ref"
)

// scenario is a scripted line of play from a position. After every action
// the engine is compared with the reference; want pins facts the spec
// states outright, so that the reference is checked too.
type scenario struct {
	name    string
	game    string
	start   string   // a position string, or "" for the start position
	actions []string // "play" arguments, one command each
	want    []string // after the last action: "moves = …", "status = …", "position = …"
}

var scenarios = []scenario{
	// GIPF §8, from the rulebook and FAQ.
	{name: "PushFromCornerMovesTheChainAlongTheLine", game: "gipf-basic", actions: []string{"a1-c3"},
		want: []string{"position = basic w2w/1b3/6/w5b/6/5/b2w b 11 12 -"}},
	{name: "PushAlongTheOtherLineFromA2", game: "gipf-basic", actions: []string{"a2-c2"},
		want: []string{"position = basic w2w/b4/6/w5b/6/5/b2w b 11 12 -"}},
	{name: "FirstSpotFormA1B2IsA1C3", game: "gipf-basic", actions: []string{"a1-b2"},
		want: []string{"position = basic w2w/1b3/6/w5b/6/5/b2w b 11 12 -"}},
	{name: "FirstSpotFormA2B2IsA2C2", game: "gipf-basic", actions: []string{"a2-b2"},
		want: []string{"position = basic w2w/b4/6/w5b/6/5/b2w b 11 12 -"}},
	{name: "TwoDotsOntoAnEmptySpotAreOneAction", game: "gipf-basic", actions: []string{"c1-d2", "undo", "d1-d2", "undo", "d2"},
		want: []string{"position = basic b2w/5/w5/w5b/6/5/b2w b 11 12 -"}},
	{name: "GapStopsThePush", game: "gipf-basic", start: "basic w3/1b3/6/3w3/6/5/4 b 13 14 -", actions: []string{"a1-d4"},
		want: []string{"position = basic b3/1w3/2b3/3w3/6/5/4 w 13 13 -"}},
	{name: "FullLineHasNoPushFromEitherEnd", game: "gipf-basic", start: "basic w3/1w3/2w3/3b3/3b2/3b1/3w w 11 12 -",
		want: []string{"moves !~ a1-", "moves !~ i5-h", "moves ~ b1-", "status = to-move white"}},
	{name: "ExtentStopsAtTheGap", game: "gipf-basic", start: "basic b3/1b3/2b3/7/6/3b1/3w b 12 11 -", actions: []string{"a1-e5"},
		want: []string{"position = basic 4/5/6/7/6/3b1/3w w 12 14 -"}},
	{name: "ExtentCapturesTheWhitePieceBeyondTheRow", game: "gipf-basic", start: "basic b3/1b3/2b3/3w3/6/5/3w w 13 12 -",
		actions: []string{"e2", "a1-f5"}, want: []string{"position = basic 4/5/6/w6/6/5/3w w 12 15 -"}},
	{name: "ExtentTakesTheWhitePieceInsideTheRun", game: "gipf-basic", start: "basic b3/1w3/2b3/3b3/3b2/wwb2/4 b 10 8 -",
		actions: []string{"g1-g5"}, want: []string{"position = basic 4/5/6/7/6/bww2/4 w 10 12 -"}},
	{name: "ExtentTakesAllSeven", game: "gipf-basic", start: "basic w3/1b3/2b3/3b3/wwb3/3w1/3b b 11 10 -",
		actions: []string{"f1-f5"}, want: []string{"position = basic 4/5/6/7/bww3/5/4 w 11 14 -"}},
	{name: "IntersectingRowsThroughASinglePieceAreAChoice", game: "gipf-basic", start: "basic 4/1b3/2b3/bbb4/3b2/5/4 b 10 8 -",
		actions: []string{"e1-e5"}, want: []string{"moves = xc3,d4,e5,f5 xe2,e3,e4,e5", "status = to-move black"}},
	{name: "TheOtherIntersectingRowIsBrokenAndStays", game: "gipf-basic", start: "basic 4/1b3/2b3/bbb4/3b2/5/4 b 10 8 -",
		actions: []string{"e1-e5", "xe2,e3,e4,e5"}, want: []string{"position = basic 4/1b3/2b3/7/3b2/5/4 w 10 11 -"}},
	{name: "TakingTheGipfPieceBreaksTheOtherRow", game: "gipf-standard", start: "standard 3B/1b3/2b3/bbB4/3b2/5/W3 b 10 4 -",
		actions: []string{"e1-e5", "xc3,d4,e5,f5"}, want: []string{"position = standard 3B/5/6/bbb4/6/5/W3 w 10 8 -"}},
	{name: "LeavingTheGipfPieceMeansTheOtherRowGoesToo", game: "gipf-standard", start: "standard 3B/1b3/2b3/bbB4/3b2/5/W3 b 10 4 -",
		actions: []string{"e1-e5", "xc3,d4,(e5),f5"}, want: []string{"moves = xe2,e3,e4,(e5) xe2,e3,e4,e5", "status = to-move black"}},
	{name: "MoverResolvesFirstAndBreaksTheOpponentsRow", game: "gipf-basic", start: "basic 4/2b2/3b2/www1b2/4b1/5/4 w 12 11 -",
		actions: []string{"e1-e5"}, want: []string{"position = basic 4/2b2/3b2/7/4b1/5/4 b 15 11 -"}},
	{name: "OpponentsRowWithYourGipfPieceIsTheirChoice", game: "gipf-standard", start: "standard B3/2b2/3b2/4b2/4b1/4W/3W w 10 9 -",
		actions: []string{"b5"}, want: []string{"moves = xc4,d5,e6,f6,(g6) xc4,d5,e6,f6,g6", "status = to-move black"}},
	{name: "TakingTheLastGipfPieceOfTheOpponentWins", game: "gipf-standard", start: "standard B3/2b2/3b2/4b2/4b1/4W/4 w 12 9 -",
		actions: []string{"b5", "xc4,d5,e6,f6,g6"}, want: []string{"status = over black no-gipf", "position = standard B2w/5/6/7/6/5/4 b 11 13 -"}},
	{name: "RemoverWinsWhenBothLoseTheirLastGipfPiece", game: "gipf-standard", start: "standard 4/2b2/3b2/4B2/4b1/4W/4 w 12 10 -",
		actions: []string{"b5", "xc4,d5,e6,f6,g6"}, want: []string{"status = over black no-gipf", "position = standard 3w/5/6/7/6/5/4 b 11 15 -"}},
	{name: "KeptRowIsOfferedAgainAfterTheNextPush", game: "gipf-standard", start: "standard 4/2B2/3B2/4B2/4B1/5/W3 w 12 10 -",
		actions: []string{"b5", "x(c4),(d5),(e6),(f6)"}, want: []string{"position = standard 3w/2B2/3B2/4B2/4B1/5/W3 b 11 10 -"}},
	{name: "KeptRowIsOfferedAgainToItsOwner", game: "gipf-standard", start: "standard 4/2B2/3B2/4B2/4B1/5/W3 w 12 10 -",
		actions: []string{"b5", "x(c4),(d5),(e6),(f6)", "h3"},
		want:    []string{"moves = x(c4),(d5),(e6),(f6) x(c4),(d5),(e6),f6 x(c4),(d5),e6,(f6) x(c4),(d5),e6,f6 x(c4),d5,(e6),(f6) x(c4),d5,(e6),f6 x(c4),d5,e6,(f6) x(c4),d5,e6,f6 xc4,(d5),(e6),(f6) xc4,(d5),(e6),f6 xc4,(d5),e6,(f6) xc4,(d5),e6,f6 xc4,d5,(e6),(f6) xc4,d5,(e6),f6 xc4,d5,e6,(f6) xc4,d5,e6,f6"}},
	{name: "KeptRowIsOfferedAfterTheOpponentsPushToo", game: "gipf-standard", start: "standard 4/2B2/3B2/4B2/4B1/5/W3 b 12 10 -",
		actions: []string{"b5", "x(c4),(d5),(e6),(f6)", "h3"}, want: []string{"status = to-move black"}},
	{name: "TournamentFirstPushIsAGipfPiece", game: "gipf-tournament", want: []string{"moves !~  a", "moves !~  b2", "moves ~ Gb2", "moves ~ Ge2"}},
	{name: "TournamentSinglePushEndsGipfEntry", game: "gipf-tournament", actions: []string{"Ge2", "Ge8", "h3"},
		want: []string{"position = tournament 4/5/6/W5B/6/5/1w2 b 15 16 B"}},
	{name: "TournamentLastPieceWithoutFirstGipfPushLoses", game: "gipf-tournament", start: "tournament 4/5/6/W6/6/5/4 b 16 1 WB",
		want: []string{"status = over white no-pieces", "moves = "}},
	{name: "TournamentNoGipfAndNoRightsHasLost", game: "gipf-tournament", start: "tournament 4/5/6/W6/6/5/4 b 16 17 W",
		want: []string{"status = over white no-gipf"}},
	{name: "LastReservePieceMayBePlayed", game: "gipf-basic", start: "basic 4/5/6/7/6/5/4 w 1 5 -", actions: []string{"e2"},
		want: []string{"status = to-move black"}},
	{name: "OutOfPiecesAtTheStartOfTheTurnLoses", game: "gipf-basic", start: "basic 4/5/6/7/6/5/4 w 1 5 -", actions: []string{"e2", "e8"},
		want: []string{"status = over black no-pieces", "position = basic 4/5/6/w5b/6/5/4 w 0 4 -", "moves = "}},
	{name: "RemovalsRefillTheReserveBeforeTheCheck", game: "gipf-basic", start: "basic 4/5/6/www1w2/6/5/4 w 1 5 -", actions: []string{"b2", "e1-e5"},
		want: []string{"status = to-move white", "position = basic w3/5/6/7/6/5/4 w 4 4 -"}},
	{name: "ThirdOccurrenceAtTheStartOfATurnIsADraw", game: "gipf-basic", start: "basic 4/5/6/7/6/5/4 w 15 15 -",
		actions: strings.Fields(strings.Repeat("e2 b2 e1-e3 b1-b3 e1-e4 b1-b4 e1-e5 b1-b5 ", 2)),
		want:    []string{"status = over draw repetition", "position = basic 4/5/6/7/6/5/4 w 15 15 -", "moves = "}},
	{name: "SecondOccurrenceIsNoDraw", game: "gipf-basic", start: "basic 4/5/6/7/6/5/4 w 15 15 -",
		actions: strings.Fields("e2 b2 e1-e3 b1-b3 e1-e4 b1-b4 e1-e5 b1-b5"),
		want:    []string{"status = to-move white"}},
	{name: "RepetitionCountsFromTheLoadedPosition", game: "gipf-basic", start: "basic 4/5/6/7/6/5/4 b 15 15 -",
		actions: strings.Fields(strings.Repeat("b2 e2 b1-b3 e1-e3 b1-b4 e1-e4 b1-b5 e1-e5 ", 2)),
		want:    []string{"status = over draw repetition", "position = basic 4/5/6/7/6/5/4 b 15 15 -"}},

	// Gravity §2 worked examples, §3 end.
	{name: "GravityD6LandsOnD8", game: "gravity", actions: []string{"d6"}, want: []string{"position = 3w4/8/8/8/8/8/8/8 b"}},
	{name: "GravityC4LandsOnA4", game: "gravity", actions: []string{"c4"}, want: []string{"position = 8/8/8/8/w7/8/8/8 b"}},
	{name: "GravityE5LandsOnH8Diagonally", game: "gravity", actions: []string{"e5"}, want: []string{"position = 7w/8/8/8/8/8/8/8 b"}},
	{name: "GravityE4StopsOnG2BesideH1", game: "gravity", start: "8/8/8/8/8/8/8/7b w", actions: []string{"e4"},
		want: []string{"position = 8/8/8/8/8/8/6w1/7b b"}},
	{name: "GravityLandingSquareIsChecked", game: "gravity", start: "8/8/8/8/8/8/8/7b w", actions: []string{"e4>g2"},
		want: []string{"position = 8/8/8/8/8/8/6w1/7b b"}},
	{name: "GravityFourWinsAtOnce", game: "gravity", start: "8/8/8/8/8/8/8/www5 w", actions: []string{"d1"},
		want: []string{"status = over white four", "position = 8/8/8/8/8/8/8/wwww4 b", "moves = "}},
	{name: "GravityFullBoardIsADraw", game: "gravity", start: "wwwbbbww/bbbwwwbb/wwwbbbww/bbbwwwbb/wwwbbbww/bbbwwwbb/wwwbbbww/bbbwwwb1 b",
		actions: []string{"h1"}, want: []string{"status = over draw full", "moves = "}},
	{name: "GravityLoadedFourIsOver", game: "gravity", start: "b7/b7/b7/b7/8/8/8/8 w", want: []string{"status = over black four", "moves = "}},

	// Kpé.
	{name: "KpeStartSouthMoves", game: "kpe", want: []string{"moves = A B C D", "status = to-move south"}},
	{name: "KpeLockedSowingCapturesNothing", game: "kpe", start: "1,0,0,1/1,3,0,0 S A - 21 21", actions: []string{"D"},
		want: []string{"position = 1,0,0,0/2,3,0,0 N AD - 21 21"}},
	{name: "KpeLastOfTheFourPitsMayCapture", game: "kpe", start: "1,0,0,1/1,3,0,0 S ABC - 21 21", actions: []string{"D"},
		want: []string{"position = 1,0,0,0/0,3,0,0 N ABCD - 23 21"}},
	{name: "KpeCaptureChainsBackward", game: "kpe", start: "0,0,0,2/1,3,0,1 S ABCD - 20 21", actions: []string{"D"},
		want: []string{"position = 0,0,0,0/0,0,0,1 N ABCD - 26 21"}},
	{name: "KpeFeedingIsForced", game: "kpe", start: "1,0,0,3/0,0,0,0 S ABCD abcd 22 22", want: []string{"moves = D"}},
	{name: "KpeFeedingCountsAfterCaptures", game: "kpe", start: "0,0,2,12/0,0,0,0 S ABCD abcd 17 17", want: []string{"moves = C"}},
	{name: "KpeNoFeedingMoveAllowsAny", game: "kpe", start: "1,1,0,0/0,0,0,0 S ABCD abcd 23 23", want: []string{"moves = A B"}},
	{name: "KpeEightSeedsSowIntoTheStartingPit", game: "kpe", start: "8,0,0,0/1,0,0,0 S - - 20 19", actions: []string{"A"},
		want: []string{"position = 1,1,1,1/2,1,1,1 N A - 20 19"}},
	{name: "KpeLapDropsASeedInTheStartingPit", game: "kpe", start: "9,1,0,0/0,0,0,1 S - - 18 19", actions: []string{"A"},
		want: []string{"position = 1,3,1,1/1,1,1,2 N A - 18 19"}},
	{name: "KpeNoMovesEndsTheGame", game: "kpe", start: "0,0,0,0/1,2,0,0 S ABCD abcd 25 20",
		want: []string{"status = over south no-moves 25-23", "moves = ", "position = 0,0,0,0/1,2,0,0 S ABCD abcd 25 20"}},
}

func TestScenariosMatchReferenceAndSpec(t *testing.T) {
	e := startEngine(t)
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			g := gameSpecByName(sc.game)
			s := &session{e: e, g: g, seen: map[string]int{}}
			if err := s.runScenario(sc); err != nil {
				t.Errorf("%v\n%s", err, s.repro())
			}
		})
	}
}

func gameSpecByName(name string) gameSpec {
	for _, g := range gameSpecs {
		if g.name == name {
			return g
		}
	}
	panic("no game " + name)
}

func (s *session) runScenario(sc scenario) error {
	if sc.start == "" {
		if a := s.cmd("new " + sc.game); !a.ok {
			return fmt.Errorf("new: %q", a.raw)
		}
		s.ref = s.g.new()
	} else {
		ref, err := s.g.parse(sc.start)
		if err != nil {
			return fmt.Errorf("reference refuses the start: %v", err)
		}
		if a := s.cmd("setposition " + sc.game + " " + sc.start); !a.ok {
			return fmt.Errorf("setposition: %q", a.raw)
		}
		s.ref = ref
	}
	var stack []ref.Game
	for _, act := range sc.actions {
		if err := s.compare(); err != nil {
			return err
		}
		if act == "undo" {
			if a := s.cmd("undo"); !a.ok {
				return fmt.Errorf("undo: %q", a.raw)
			}
			s.ref, stack = stack[len(stack)-1], stack[:len(stack)-1]
			continue
		}
		stack = append(stack, s.ref.Clone())
		if err := s.ref.Play(act); err != nil {
			return fmt.Errorf("reference refuses %q: %v", act, err)
		}
		if a := s.cmd("play " + act); !a.ok {
			return fmt.Errorf("play %s: %q", act, a.raw)
		}
	}
	if err := s.compare(); err != nil {
		return err
	}
	for _, w := range sc.want {
		f := strings.SplitN(w, " ", 3)
		cmd, op, want := f[0], f[1], f[2]
		a := s.cmd(cmd)
		got := a.text
		var refGot string
		switch cmd {
		case "moves":
			refGot = strings.Join(s.ref.Moves(), " ")
		case "status":
			refGot = s.ref.Status()
		case "position":
			refGot, _ = s.ref.Position()
		}
		ok := false
		switch op {
		case "=":
			ok = a.ok && got == want && refGot == want
		case "~":
			ok = a.ok && strings.Contains(" "+got, want) && strings.Contains(" "+refGot, want)
		case "!~":
			ok = a.ok && !strings.Contains(" "+got, want) && !strings.Contains(" "+refGot, want)
		}
		if !ok {
			return fmt.Errorf("%s: engine %q, reference %q, spec wants %s %q", cmd, a.raw, refGot, op, want)
		}
	}
	return nil
}
