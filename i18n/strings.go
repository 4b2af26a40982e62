package i18n

// Key names one text of the interface.
type Key uint16

// The texts. Those with a verb (%s, %d) are formats.
const (
	AppName Key = iota
	Tagline
	MenuPlay
	MenuContinue
	MenuDemo
	MenuRules
	MenuSettings
	MenuQuit
	Back
	ChooseGame
	GameGravity
	GameKpe
	GameGIPF
	BlurbGravity
	BlurbKpe
	BlurbGIPF
	Setup
	Variant
	VariantBasic
	VariantStandard
	VariantTournament
	PlayerN  // "Player %d"
	PlayerAs // "Player %d (%s)"
	Human
	AILevel // "AI level %d"
	WhoStarts
	Start
	ToMove // "%s to move"
	Thinking
	Undo
	Redo
	Hints
	Menu
	Moves
	Wins // "%s wins"
	Draw
	ReasonFour
	ReasonFull
	ReasonNoMoves
	ReasonLoop
	ReasonNoPieces
	ReasonNoGIPF
	ReasonRepetition
	Score // "score %d–%d"
	PlayAgain
	SaveBroken       // "Your saved %s game could not be opened; it was kept as %s."
	SaveBrokenAny    // the same, of a save whose game is not known: "…; it was kept as %s."
	SaveBrokenLeft   // a save could not be opened, nor moved aside
	SavesBroken      // "%d saved games could not be opened and were kept aside: %s."
	SaveOldGame      // a save of the old single kind, whose game is not known, in SavesBroken's list
	SaveFailed       // a save could not be written: it is tried again at the next move
	SettingsBad      // some settings lines were bad: defaults for those, the others kept
	SettingsBroken   // "…the defaults are used, and the file was kept as %s."
	SettingsNotSaved // the settings could not be written
	InProgress       // the heading of the list of games in progress
	MovesPlayed      // "%d moves"
	OneMove
	NotStarted
	Versus        // "%s vs %s"
	InProgressOne // "A %s game is in progress"
	ReplaceWarn
	ContinueSaved
	NewGame
	White
	Black
	South
	North
	Demo
	DemoGame
	DemoCycle
	Speed
	Paused
	DemoKeys
	DemoPause
	DemoStep
	RulesOf // "How to play %s"
	RulesGravity
	RulesKpe
	RulesGIPF
	Settings
	Animation
	AnimOff
	AnimFast
	AnimNormal
	AnimSlow
	Sound
	On
	OffWord
	Volume
	Palette
	PaletteClassic
	PaletteNight
	PaletteContrast
	Language
	LangSystem
	Shortcuts
	ShortcutList
	PressToClose
	// The captions of the GIPF rules' diagrams.
	GIPFDiagramPush
	GIPFDiagramRow
	GIPFDiagramChoice
	GIPFDiagramKeep
	GIPFDiagramTournament
	ChooseRow  // "%s chooses a row": an AI deciding a GIPF removal
	Reviewing  // "Reviewing · move %d of %d"
	ReviewHint // how to step and leave the review
	ReviewKeys // the keys of ReviewHint alone, beside Play from here
	SoundOff   // the mute indicator in a game
	AnimNone   // the demo's fastest speed: no animation at all
	// The words on the boards: captions, tooltips (%s a player, the
	// second %s their opponent), the legend of a GIPF removal and the
	// status of each of its steps.
	CapReserve
	CapCaptured
	CapTotal
	TipReserve  // "%s's reserve: …"
	TipCaptured // "%s's captures: pieces of %s …"
	TipCoords
	TipSingle
	TipGIPF
	TipConfirm
	TipCancel
	LegendOffer
	LegendHome
	LegendCapture
	LegendKeep
	LegendKept
	TipTray // "Seeds captured by %s"
	TipLock // "%s captures nothing until …"
	TipPitLock
	LockCaption
	StepChooseRow  // "%s: choose which row to take"
	StepKeepGIPF   // "%s: click GIPF pieces to keep them, then the tick"
	StepConfirmRow // "%s: the tick takes this row, …"
	Coach          // the Kpé coach's setting
	CoachExact     // its caption: every value exact
	CoachBounds    // some values are proven ranges
	CoachSearching // still searching
	CoachTables    // "tables: %s" (the file the Kpé tables come from)
	CoachNoTables  // "no tables: make kpe-table puts them in %s"
	CoachSolved    // "solved: ≤ %d seeds" (no table file: the endgames solved in memory)
	EvalBar        // the evaluation bar's setting: shown while a person plays
	// Game records (issue 13): saving, opening, copying, pasting, sharing
	// and playing on from a reviewed move.
	MenuSaved      // the title's saved games
	MainMenu       // the play scene's menu: back to the title
	SaveGame       // the game's menu: save it on the shelf
	OpenGame       // open one of the saved games
	CopyRecord     // copy the game as a record's text
	CopyPosition   // copy the position string
	ShareLink      // a link that opens the game
	PasteText      // paste a record, a position or a link
	Download       // the browser: download the record as a file
	Upload         // the browser: open a record file
	SavedAs        // "Saved as %s."
	SavedBrowser   // saved in the browser's storage
	SaveGameFailed // the game could not be saved on the shelf
	SavedIn        // "In %s" (the folder of the saved games)
	SavedInBrowser // the saved games are in this browser
	NoSavedGames   // the list is empty
	Open           // a button: open
	Delete         // a button: delete the saved game chosen
	DeleteSure     // the delete button, asking to be pressed again
	Unreadable     // "could not be read: %s"
	GoesOn         // a game still going on, in the list of saved games
	RecordTitle    // the heading of the record's text
	PositionTitle  // the heading of the position string
	LinkTitle      // the heading of a share link
	Copied         // copied to the clipboard
	Copying        // copying…
	NoClipboard    // "…; the text is below and in %s."
	CopyRefused    // the browser refused to copy
	PasteHint      // how to paste, natively with a clipboard tool and in the browser
	TypeHint       // how to give a text without a clipboard tool
	PasteButton    // a button: paste
	Clear          // a button: clear the text box
	CopyButton     // a button: copy
	NothingToOpen  // the text box is empty
	NotRecognised  // "Neither a record, a position nor a link: %s"
	LinkBroken     // "The link could not be opened: %s"
	PlayFromHere   // review: play on from the move shown
	BranchHead     // "Play on from move %d of %d"
	BranchInfo     // "The %d moves after it: …"
	BranchKeep     // keep them as a variation
	BranchDrop     // drop them
	SetAside       // "Your next move keeps the %d moves set aside as a variation."
	AlsoPlayed     // "also: %s" — a variation of the move reviewed
	OpenInstead    // the replace question: open the game given instead
	ShareNative    // what to do with a link natively
	ShareWeb       // what to do with a link in the browser

	// The Puzzles screen.
	MenuPuzzles        // the title's entry and the puzzles' heading
	PuzzlesDaily       // "Puzzle of the day: %s" (a game)
	PuzzleRating       // "Rating %d"
	PuzzleStreak       // "Streak %d · best %d"
	PuzzleTakeN        // "%s to move and win %d pieces"
	PuzzleTakeTwo      // "%s to move and win at least two pieces"
	PuzzleWinGame      // "%s to move and win the game"
	PuzzleWinIn        // "%s to move and win in %d moves"
	PuzzleKeepDraw     // "%s to move: the only move that keeps the draw"
	PuzzleKeepLead     // "%s to move: the only move that keeps a %d-seed lead"
	PuzzleKeepLoss     // "%s to move: the only move that loses by no more than %d seeds"
	PuzzleYourMove     // the status: the player's move
	PuzzleRight        // the status: a right move, the line goes on
	PuzzleWrong        // the status: a wrong move, its answer shown
	PuzzleTakenBack    // the status: the wrong move taken back
	PuzzleHinted       // the status: the hint marked on the board
	PuzzleShowing      // the status: the solution played out
	PuzzleSolved       // the verdict: solved first time
	PuzzleSolvedHelped // the verdict: solved after a miss
	PuzzleSolvedHint   // the verdict: solved with a hint, counted half
	PuzzleNotSolved    // the verdict: the solution was shown
	PuzzleChange       // "Rating %d (%+d)"
	PuzzleUnrated      // a puzzle done before: not rated again
	PuzzleHint         // a button: the hint
	PuzzleSolution     // a button: the solution
	PuzzleNext         // a button: the next puzzle
	PuzzleAllDone      // "Every %s puzzle is done."
	PuzzleInfo         // "Puzzle %s · rated %d"
	PuzzlesBroken      // "…; it was kept as %s."
	PuzzlesBrokenLeft  // the progress could not be moved aside
	PuzzlesNotSaved    // the progress could not be written

	// The computer analysis of a game (scenes/analysis*.go, package
	// commentary).
	Analyse           // a button: analyse the game
	AnalyseStop       // a button: stop the analysis under way
	Analysing         // "Analysing · %d of %d positions"
	AnalysisFailed    // "The analysis stopped: %s"
	ShowLine          // a button: play the engine's line from the move shown
	GraphWhite        // the graph's heading: White's win chance
	GraphSouth        // the graph's heading: South's seed lead
	SummaryMarks      // "%s: %d ?!, %d ?, %d ??" — a player's marks
	LossChance        // "average win-chance loss %.1f"
	LossSeeds         // "average seeds lost %.1f"
	LossChanceExplain // what the average win-chance loss is, in one short line
	LossSeedsExplain  // what the average seeds lost are, in one short line
	WordBest          // "%s: the engine's move"
	WordGood          // "%s: good; %s was a little better"
	WordTakes         // "%s takes %d pieces"
	WordTakesOne      // "%s takes a piece"
	WordWinsIn        // "%s wins in %d"
	WordWinsNow       // "%s wins at once"
	WordKeeps         // "%s keeps a %d %% chance, not %d %%"
	WordKpeWin        // "%s wins by %d"
	WordKpeDraw       // "%s keeps the draw"
	WordKpeLoss       // "%s loses by only %d"
	WordKpeRange      // "%s keeps %+d to %+d"
	WordSeedsLost     // "%s loses %d seeds"
	WordLosesForced   // ", and now the opponent wins by force"

	keyCount
)

// KeyCount is the number of texts: every Key is below it.
const KeyCount = keyCount

var english = [keyCount]string{
	AppName:           "Tavola",
	Tagline:           "Three abstract games",
	MenuPlay:          "Play",
	MenuContinue:      "Continue",
	MenuDemo:          "Demo: AI against AI",
	MenuRules:         "Rules",
	MenuSettings:      "Settings",
	MenuQuit:          "Quit",
	Back:              "Back",
	ChooseGame:        "Choose a game",
	GameGravity:       "Gravity",
	GameKpe:           "Kpé",
	GameGIPF:          "GIPF",
	BlurbGravity:      "Four in a line on a centrifugal board",
	BlurbKpe:          "Sow and capture, from Côte d'Ivoire",
	BlurbGIPF:         "Push pieces in, take rows of four",
	Setup:             "New game",
	Variant:           "Variant",
	VariantBasic:      "Basic",
	VariantStandard:   "Standard",
	VariantTournament: "Tournament",
	PlayerN:           "Player %d",
	PlayerAs:          "Player %d (%s)",
	Human:             "Human",
	AILevel:           "AI level %d",
	WhoStarts:         "Who starts",
	Start:             "Start",
	ToMove:            "%s to move",
	Thinking:          "thinking",
	Undo:              "Undo",
	Redo:              "Redo",
	Hints:             "Hints",
	Menu:              "Menu",
	Moves:             "Moves",
	Wins:              "%s wins",
	Draw:              "Draw",
	ReasonFour:        "four in a line",
	ReasonFull:        "the board is full",
	ReasonNoMoves:     "no seeds left to sow",
	ReasonLoop:        "a position came back",
	ReasonNoPieces:    "out of pieces",
	ReasonNoGIPF:      "no GIPF piece left",
	ReasonRepetition:  "the same position three times",
	Score:             "score %d–%d",
	PlayAgain:         "Play again",
	SaveBroken:        "Your saved %s game could not be opened; it was kept as %s.",
	SaveBrokenAny:     "Your saved game could not be opened; it was kept as %s.",
	SaveBrokenLeft:    "A saved game could not be opened, nor moved aside; it stays where it is.",
	SavesBroken:       "%d saved games could not be opened and were kept aside: %s.",
	SaveOldGame:       "an older save",
	SaveFailed:        "Your game could not be saved; Tavola will try again at your next move.",
	SettingsBad:       "Some settings could not be read and are back to their defaults; the others were kept.",
	SettingsBroken:    "Your settings could not be read; the defaults are used, and the file was kept as %s.",
	SettingsNotSaved:  "Your settings could not be saved; they apply until Tavola closes.",
	InProgress:        "Games in progress",
	MovesPlayed:       "%d moves",
	OneMove:           "1 move",
	NotStarted:        "not started",
	Versus:            "%s vs %s",
	InProgressOne:     "A %s game is in progress",
	ReplaceWarn:       "Starting a new one replaces it.",
	ContinueSaved:     "Continue that game",
	NewGame:           "Start a new game",
	White:             "White",
	Black:             "Black",
	South:             "South",
	North:             "North",
	Demo:              "Demo",
	DemoGame:          "Game",
	DemoCycle:         "All, in turn",
	Speed:             "Speed",
	Paused:            "Paused",
	DemoKeys:          "Space pause · N step · + − speed · G game",
	DemoPause:         "Pause",
	DemoStep:          "Step",
	RulesOf:           "How to play %s",
	RulesGravity: "The board is 8×8 and starts empty; White moves first.\n" +
		"Choose any empty square: your piece enters there and slides toward the nearest side, " +
		"square by square, until the next square is taken or off the board. " +
		"A square as near to two sides slides diagonally toward their corner.\n" +
		"Pieces never move again. Four or more of yours in a line — across, up or diagonally — wins at once. " +
		"A full board with no line is a draw.",
	RulesKpe: "Two rows of four pits, six seeds in each. South owns the near row and moves first.\n" +
		"Take all the seeds of one of your pits and sow them one by one, counter-clockwise. " +
		"With eight or more the sowing laps the board.\n" +
		"Once you have played from each of your four pits, a last seed that makes an opponent's pit " +
		"exactly 2 or 4 captures it, and the pits before it that hold 2 or 4 too.\n" +
		"If your opponent has no seeds you must give them some. The game ends when the player to move " +
		"has no seeds, or a position comes back: each takes the seeds on their side, and more seeds wins.",
	RulesGIPF: "Push a piece in from a dot on the rim: it moves the pieces in front of it one spot along " +
		"the line.\n" +
		"Four or more of your colour in a line are removed with the pieces extending them: yours go back " +
		"to your reserve, the opponent's are captured. When rows cross or hold GIPF pieces, their owner " +
		"chooses: click the row, the GIPF pieces to keep, then the tick.\n" +
		"A GIPF piece is two stacked. Basic (15 pieces): none. Standard (18): three each at the start. " +
		"Tournament (18): empty board, GIPF pieces first, until your first single.\n" +
		"You lose with no piece to push, or no GIPF piece on the board (not in Basic). Three repetitions " +
		"draw (this app's rule).",
	Settings:        "Settings",
	Animation:       "Animation",
	AnimOff:         "off",
	AnimFast:        "fast",
	AnimNormal:      "normal",
	AnimSlow:        "slow",
	Sound:           "Sound",
	On:              "on",
	OffWord:         "off",
	Volume:          "Volume",
	Palette:         "Colours",
	PaletteClassic:  "classic",
	PaletteNight:    "night",
	PaletteContrast: "colour-blind safe",
	Language:        "Language",
	LangSystem:      "as the system",
	Shortcuts:       "Keyboard shortcuts",
	ShortcutList: "Arrows, Enter\tmove in menus, choose\n" +
		"Esc\tback\n" +
		"U, Ctrl+Z\tundo (against the AI: your move and its reply)\n" +
		"R, Ctrl+Y\tredo\n" +
		"←, →, Home, End\treview the game: back, forward, start, live\n" +
		"H\tlegal-move hints on or off; a puzzle's hint\n" +
		"C\tKpé coach: what each pit is worth, on or off\n" +
		"A, L\tanalyse the game (or stop); show the engine's line\n" +
		"M\tsound on or off\n" +
		"Space, N\tdemo: pause, step\n" +
		"+, −\tdemo: faster, slower\n" +
		"G\tdemo: the next game, or all in turn\n" +
		"Enter\tmenu; reviewing: play from here\n" +
		"Ctrl+S O C V\tsave, open, copy, paste a game\n" +
		"?\tthis list",
	PressToClose: "Press any key or click to close",

	GIPFDiagramPush:       "A push: the new piece enters from a dot and moves the pieces in front of it one spot along the line.",
	GIPFDiagramRow:        "Four in a row: the row and the pieces extending it leave — White's go home, Black's is captured.",
	GIPFDiagramChoice:     "Two rows share e5: White chooses one to take; the other is broken and stays.",
	GIPFDiagramKeep:       "A row holding GIPF pieces (two stacked): White keeps one on the board and takes the rest.",
	GIPFDiagramTournament: "Tournament: an empty board; the first push of each is a GIPF piece, more may follow until a single.",
	ChooseRow:             "%s chooses a row",
	Reviewing:             "Reviewing · move %d of %d",
	ReviewHint:            "← → Home · End: back to the game",
	ReviewKeys:            "← → Home · End",
	SoundOff:              "Sound off",
	AnimNone:              "instant",

	CapReserve:     "reserve",
	CapCaptured:    "captured",
	CapTotal:       "total",
	TipReserve:     "%s's reserve: the pieces still to push in",
	TipCaptured:    "%s's captures: pieces of %s taken off the board",
	TipCoords:      "Show or hide the coordinates",
	TipSingle:      "Push in a single piece",
	TipGIPF:        "Push in a GIPF piece (two stacked)",
	TipConfirm:     "Take this row",
	TipCancel:      "Choose another row",
	LegendOffer:    "a row you can take",
	LegendHome:     "back to the reserve",
	LegendCapture:  "captured",
	LegendKeep:     "GIPF piece: click to keep it",
	LegendKept:     "stays on the board",
	TipTray:        "Seeds captured by %s",
	TipLock:        "%s captures nothing until each of their four pits has been sown once",
	TipPitLock:     "Not sown from yet: its owner captures nothing until each of their pits has been sown once",
	LockCaption:    "No captures until every padlocked pit is sown",
	StepChooseRow:  "%s: choose which row to take",
	StepKeepGIPF:   "%s: click GIPF pieces to keep them, then the tick",
	StepConfirmRow: "%s: the tick takes this row, the cross another",
	Coach:          "Kpé coach",
	CoachExact:     "Coach: final score difference with best play, exact",
	CoachBounds:    "Coach: final score difference with best play; a range is a proven bound",
	CoachSearching: "Coach: searching…",
	CoachTables:    "tables: %s",
	CoachNoTables:  "no tables: make kpe-table puts them in %s",
	CoachSolved:    "solved: ≤ %d seeds",
	EvalBar:        "Evaluation bar in play",
	MenuSaved:      "Saved games",
	MainMenu:       "Back to the title",
	SaveGame:       "Save the game",
	OpenGame:       "Open a saved game",
	CopyRecord:     "Copy the game as text",
	CopyPosition:   "Copy the position",
	ShareLink:      "Share a link",
	PasteText:      "Paste a game, a position or a link",
	Download:       "Download the game as a file",
	Upload:         "Open a game file",
	SavedAs:        "Saved as %s.",
	SavedBrowser:   "Saved in this browser: Saved games lists it.",
	SaveGameFailed: "The game could not be saved.",
	SavedIn:        "In %s",
	SavedInBrowser: "In this browser",
	NoSavedGames:   "No saved games yet. In a game, Menu → Save the game keeps it here.",
	Open:           "Open",
	Delete:         "Delete",
	DeleteSure:     "Delete? Press again",
	Unreadable:     "could not be read: %s",
	GoesOn:         "going on",
	RecordTitle:    "The game as text",
	PositionTitle:  "The position",
	LinkTitle:      "A link to the game",
	Copied:         "Copied to the clipboard.",
	Copying:        "Copying…",
	NoClipboard:    "No clipboard tool was found (wl-clipboard, xclip or xsel): the text is below, and in %s.",
	CopyRefused:    "The browser would not copy it: %s",
	PasteHint:      "Ctrl+V pastes · Enter opens · Shift+Enter starts a new line",
	TypeHint:       "No clipboard tool was found: type the text, or drop a file on the window · Enter opens",
	PasteButton:    "Paste",
	Clear:          "Clear",
	CopyButton:     "Copy",
	NothingToOpen:  "Nothing to open yet: paste a game's text, a position or a link.",
	NotRecognised:  "Neither a game's text, a position nor a link: %s",
	LinkBroken:     "The link could not be opened: %s",
	PlayFromHere:   "Play from here",
	BranchHead:     "Play on from move %d of %d",
	BranchInfo:     "The %d moves after it can stay in the game's record as a variation, or go.",
	BranchKeep:     "Keep them as a variation",
	BranchDrop:     "Drop them",
	SetAside:       "Your next move keeps the %d moves set aside as a variation.",
	AlsoPlayed:     "also: %s",
	OpenInstead:    "Open the new one instead",
	ShareNative:    "Paste it into Tavola (Menu → Paste), or add it after the address of Tavola's web page.",
	ShareWeb:       "Send it: whoever opens it sees this game and can play on, then send a link back.",

	// The Puzzles screen.
	MenuPuzzles:        "Puzzles",
	PuzzlesDaily:       "Puzzle of the day: %s",
	PuzzleRating:       "Rating %d",
	PuzzleStreak:       "Streak %d · best %d",
	PuzzleTakeN:        "%s to move and win %d pieces",
	PuzzleTakeTwo:      "%s to move and win at least two pieces",
	PuzzleWinGame:      "%s to move and win the game",
	PuzzleWinIn:        "%s to move and win in %d moves",
	PuzzleKeepDraw:     "%s to move: the only move that keeps the draw",
	PuzzleKeepLead:     "%s to move: the only move that keeps a %d-seed lead",
	PuzzleKeepLoss:     "%s to move: the only move that loses by no more than %d seeds",
	PuzzleYourMove:     "Your move.",
	PuzzleRight:        "Right! Keep going.",
	PuzzleWrong:        "Not that one: see how it is answered.",
	PuzzleTakenBack:    "Taken back: try again.",
	PuzzleHinted:       "The hint is marked on the board: solved with it, the puzzle counts half.",
	PuzzleShowing:      "The solution.",
	PuzzleSolved:       "Solved!",
	PuzzleSolvedHelped: "Solved, after a miss.",
	PuzzleSolvedHint:   "Solved with a hint: half a point, the streak stands.",
	PuzzleNotSolved:    "Not solved: that was the solution.",
	PuzzleChange:       "Rating %d (%+d)",
	PuzzleUnrated:      "Done before: not rated again.",
	PuzzleHint:         "Hint",
	PuzzleSolution:     "Solution",
	PuzzleNext:         "Next puzzle",
	PuzzleAllDone:      "Every %s puzzle is done.",
	PuzzleInfo:         "Puzzle %s · rated %d",
	PuzzlesBroken:      "Your puzzle progress could not be read; it starts afresh, and the file was kept as %s.",
	PuzzlesBrokenLeft:  "Your puzzle progress could not be read, nor moved aside; it starts afresh.",
	PuzzlesNotSaved:    "Your puzzle progress could not be saved; Tavola will try again after your next puzzle.",

	Analyse:           "Analyse",
	AnalyseStop:       "Stop analysis",
	Analysing:         "Analysing · %d of %d positions",
	AnalysisFailed:    "The analysis stopped: %s",
	ShowLine:          "Show the line",
	GraphWhite:        "White's win chance",
	GraphSouth:        "South's seed lead",
	SummaryMarks:      "%s: %d ?!, %d ?, %d ??",
	LossChance:        "average win-chance loss %.1f",
	LossSeeds:         "average seeds lost %.1f",
	LossChanceExplain: "Win-chance loss: points of 100 a move gave away",
	LossSeedsExplain:  "Seeds lost: the final seeds a move gave away",
	WordBest:          "%s: the engine's move",
	WordGood:          "%s: good; %s was a little better",
	WordTakes:         "%s takes %d pieces",
	WordTakesOne:      "%s takes a piece",
	WordWinsIn:        "%s wins in %d",
	WordWinsNow:       "%s wins at once",
	WordKeeps:         "%s keeps a %d %% chance, not %d %%",
	WordKpeWin:        "%s wins by %d",
	WordKpeDraw:       "%s keeps the draw",
	WordKpeLoss:       "%s loses by only %d",
	WordKpeRange:      "%s keeps %+d to %+d",
	WordSeedsLost:     "%s loses %d seeds",
	WordLosesForced:   ", and now the opponent wins by force",
}

var italian = [keyCount]string{
	AppName:           "Tavola",
	Tagline:           "Tre giochi astratti",
	MenuPlay:          "Gioca",
	MenuContinue:      "Riprendi",
	MenuDemo:          "Demo: IA contro IA",
	MenuRules:         "Regole",
	MenuSettings:      "Impostazioni",
	MenuQuit:          "Esci",
	Back:              "Indietro",
	ChooseGame:        "Scegli un gioco",
	GameGravity:       "Gravity",
	GameKpe:           "Kpé",
	GameGIPF:          "GIPF",
	BlurbGravity:      "Quattro in fila su una tavola centrifuga",
	BlurbKpe:          "Semina e cattura, dalla Costa d'Avorio",
	BlurbGIPF:         "Spingi i pezzi, cattura le file di quattro",
	Setup:             "Nuova partita",
	Variant:           "Variante",
	VariantBasic:      "Base",
	VariantStandard:   "Standard",
	VariantTournament: "Torneo",
	PlayerN:           "Giocatore %d",
	PlayerAs:          "Giocatore %d (%s)",
	Human:             "Umano",
	AILevel:           "IA livello %d",
	WhoStarts:         "Chi inizia",
	Start:             "Inizia",
	ToMove:            "muove %s",
	Thinking:          "sta pensando",
	Undo:              "Annulla",
	Redo:              "Ripeti",
	Hints:             "Suggerimenti",
	Menu:              "Menu",
	Moves:             "Mosse",
	Wins:              "Vince %s",
	Draw:              "Patta",
	ReasonFour:        "quattro in fila",
	ReasonFull:        "la tavola è piena",
	ReasonNoMoves:     "nessun seme da seminare",
	ReasonLoop:        "una posizione si è ripetuta",
	ReasonNoPieces:    "pezzi esauriti",
	ReasonNoGIPF:      "nessun pezzo GIPF rimasto",
	ReasonRepetition:  "la stessa posizione tre volte",
	Score:             "punteggio %d–%d",
	PlayAgain:         "Gioca ancora",
	SaveBroken:        "La partita di %s salvata non si è potuta aprire; è stata conservata come %s.",
	SaveBrokenAny:     "La partita salvata non si è potuta aprire; è stata conservata come %s.",
	SaveBrokenLeft:    "Una partita salvata non si è potuta aprire né mettere da parte; resta dov'è.",
	SavesBroken:       "%d partite salvate non si sono potute aprire e sono state conservate a parte: %s.",
	SaveOldGame:       "un salvataggio precedente",
	SaveFailed:        "Non è stato possibile salvare la partita; Tavola riproverà alla prossima mossa.",
	SettingsBad:       "Alcune impostazioni non si sono potute leggere e tornano ai valori predefiniti; le altre restano.",
	SettingsBroken:    "Non si sono potute leggere le impostazioni: si usano quelle predefinite, e il file è stato conservato come %s.",
	SettingsNotSaved:  "Non è stato possibile salvare le impostazioni; valgono fino alla chiusura di Tavola.",
	InProgress:        "Partite in corso",
	MovesPlayed:       "%d mosse",
	OneMove:           "1 mossa",
	NotStarted:        "non iniziata",
	Versus:            "%s contro %s",
	InProgressOne:     "Una partita di %s è in corso",
	ReplaceWarn:       "Iniziarne una nuova la sostituisce.",
	ContinueSaved:     "Riprendi quella partita",
	NewGame:           "Inizia una nuova partita",
	White:             "Bianco",
	Black:             "Nero",
	South:             "Sud",
	North:             "Nord",
	Demo:              "Demo",
	DemoGame:          "Gioco",
	DemoCycle:         "Tutti, a turno",
	Speed:             "Velocità",
	Paused:            "In pausa",
	DemoKeys:          "Spazio pausa · N passo · + − velocità · G gioco",
	DemoPause:         "Pausa",
	DemoStep:          "Passo",
	RulesOf:           "Come si gioca a %s",
	RulesGravity: "La tavola è 8×8 e parte vuota; inizia il Bianco.\n" +
		"Scegli una casa vuota qualsiasi: il tuo pezzo entra lì e scivola verso il lato più vicino, " +
		"una casa alla volta, finché la casa seguente è occupata o fuori dalla tavola. " +
		"Una casa ugualmente vicina a due lati scivola in diagonale verso il loro angolo.\n" +
		"I pezzi non si muovono più. Quattro o più dei tuoi in fila — in orizzontale, in verticale o in " +
		"diagonale — vincono subito. Tavola piena senza file: patta.",
	RulesKpe: "Due file di quattro buche, sei semi in ognuna. Sud possiede la fila vicina e muove per primo.\n" +
		"Prendi tutti i semi di una tua buca e seminali uno a uno in senso antiorario. " +
		"Con otto o più semi la semina fa il giro della tavola.\n" +
		"Dopo aver giocato da ciascuna delle tue quattro buche, l'ultimo seme che porta una buca avversaria " +
		"a 2 o 4 esatti la cattura, insieme alle buche precedenti che hanno anch'esse 2 o 4.\n" +
		"Se l'avversario non ha semi devi dargliene. La partita finisce quando chi muove non ha semi, o " +
		"quando una posizione si ripete: ognuno prende i semi del suo lato, e vince chi ne ha di più.",
	RulesGIPF: "Spingi dentro un pezzo da un punto del bordo: sposta di un posto lungo la linea i pezzi " +
		"davanti a sé.\n" +
		"Quattro o più del tuo colore in linea escono con i pezzi che le prolungano: i tuoi tornano nella " +
		"riserva, quelli avversari sono catturati. Se le file si incrociano o hanno pezzi GIPF, sceglie chi " +
		"le possiede: clic sulla fila, sui pezzi GIPF da tenere, poi sulla spunta.\n" +
		"Un pezzo GIPF sono due pezzi sovrapposti. Base (15 pezzi): nessuno. Standard (18): tre a testa " +
		"all'inizio. Torneo (18): tavola vuota, prima i pezzi GIPF, fino al primo pezzo semplice.\n" +
		"Perdi senza pezzi da spingere, o senza pezzi GIPF sulla tavola (non nel Base). Tre ripetizioni " +
		"sono patta (regola di questa app).",
	Settings:        "Impostazioni",
	Animation:       "Animazione",
	AnimOff:         "no",
	AnimFast:        "veloce",
	AnimNormal:      "normale",
	AnimSlow:        "lenta",
	Sound:           "Suono",
	On:              "sì",
	OffWord:         "no",
	Volume:          "Volume",
	Palette:         "Colori",
	PaletteClassic:  "classici",
	PaletteNight:    "notte",
	PaletteContrast: "per daltonici",
	Language:        "Lingua",
	LangSystem:      "come il sistema",
	Shortcuts:       "Scorciatoie da tastiera",
	ShortcutList: "Frecce, Invio\tmuoversi nei menu, scegliere\n" +
		"Esc\tindietro\n" +
		"U, Ctrl+Z\tannulla (contro l'IA: la tua mossa e la risposta)\n" +
		"R, Ctrl+Y\tripeti\n" +
		"←, →, Home, Fine\trivedere la partita: indietro, avanti, inizio, ora\n" +
		"H\tsuggerimenti sì o no; in un problema, il suggerimento\n" +
		"C\tconsigli per il Kpé: quanto vale ogni buca, sì o no\n" +
		"A, L\tanalizza la partita (o ferma); mostra la linea del motore\n" +
		"M\tsuono sì o no\n" +
		"Spazio, N\tdemo: pausa, passo\n" +
		"+, −\tdemo: più veloce, più lenta\n" +
		"G\tdemo: il gioco seguente, o tutti a turno\n" +
		"Invio\tmenu; in revisione: gioca da qui\n" +
		"Ctrl+S O C V\tsalva, apri, copia, incolla\n" +
		"?\tquesta lista",
	PressToClose: "Premi un tasto o fai clic per chiudere",

	GIPFDiagramPush:       "La spinta: il pezzo nuovo entra da un punto del bordo e sposta di un posto i pezzi davanti a sé.",
	GIPFDiagramRow:        "Quattro in fila: la fila e i pezzi che la prolungano escono — i bianchi tornano a casa, il nero è catturato.",
	GIPFDiagramChoice:     "Due file hanno in comune e5: il Bianco sceglie quale togliere; l'altra si spezza e resta.",
	GIPFDiagramKeep:       "Una fila con pezzi GIPF (due sovrapposti): il Bianco ne tiene uno sulla tavola e toglie il resto.",
	GIPFDiagramTournament: "Torneo: tavola vuota; la prima spinta di ciascuno è un pezzo GIPF, altri possono seguire fino al primo semplice.",
	ChooseRow:             "%s sceglie una fila",
	Reviewing:             "Revisione · mossa %d di %d",
	ReviewHint:            "← → Home · Fine: torna alla partita",
	ReviewKeys:            "← → Home · Fine",
	SoundOff:              "Suono spento",
	AnimNone:              "istantanea",

	CapReserve:     "riserva",
	CapCaptured:    "catturati",
	CapTotal:       "totale",
	TipReserve:     "Riserva di %s: i pezzi ancora da spingere dentro",
	TipCaptured:    "Catture di %s: pezzi di %s tolti dalla tavola",
	TipCoords:      "Mostra o nascondi le coordinate",
	TipSingle:      "Spingi dentro un pezzo semplice",
	TipGIPF:        "Spingi dentro un pezzo GIPF (due sovrapposti)",
	TipConfirm:     "Togli questa fila",
	TipCancel:      "Scegli un'altra fila",
	LegendOffer:    "una fila che puoi togliere",
	LegendHome:     "torna nella riserva",
	LegendCapture:  "catturato",
	LegendKeep:     "pezzo GIPF: clic per tenerlo",
	LegendKept:     "resta sulla tavola",
	TipTray:        "Semi catturati da %s",
	TipLock:        "%s non cattura finché non ha seminato almeno una volta da ognuna delle sue quattro buche",
	TipPitLock:     "Non ancora seminata: chi la possiede non cattura finché non ha seminato da ogni sua buca",
	LockCaption:    "Nessuna cattura finché ogni buca col lucchetto non è stata seminata",
	StepChooseRow:  "%s: scegli quale fila togliere",
	StepKeepGIPF:   "%s: clic sui pezzi GIPF da tenere, poi sulla spunta",
	StepConfirmRow: "%s: la spunta toglie questa fila, la croce ne sceglie un'altra",
	Coach:          "Consigli per il Kpé",
	CoachExact:     "Consigli: scarto finale col gioco migliore, esatto",
	CoachBounds:    "Consigli: scarto finale col gioco migliore; un intervallo è un limite certo",
	CoachSearching: "Consigli: ricerca in corso…",
	CoachTables:    "tabelle: %s",
	CoachNoTables:  "nessuna tabella: make kpe-table le mette in %s",
	CoachSolved:    "risolte: ≤ %d semi",
	EvalBar:        "Barra di valutazione",
	MenuSaved:      "Partite salvate",
	MainMenu:       "Torna al titolo",
	SaveGame:       "Salva la partita",
	OpenGame:       "Apri una partita salvata",
	CopyRecord:     "Copia la partita come testo",
	CopyPosition:   "Copia la posizione",
	ShareLink:      "Condividi un link",
	PasteText:      "Incolla una partita, una posizione o un link",
	Download:       "Scarica la partita come file",
	Upload:         "Apri un file di partita",
	SavedAs:        "Salvata come %s.",
	SavedBrowser:   "Salvata in questo browser: la trovi in Partite salvate.",
	SaveGameFailed: "Non è stato possibile salvare la partita.",
	SavedIn:        "In %s",
	SavedInBrowser: "In questo browser",
	NoSavedGames:   "Nessuna partita salvata. In una partita, Menu → Salva la partita la conserva qui.",
	Open:           "Apri",
	Delete:         "Elimina",
	DeleteSure:     "Eliminare? Premi ancora",
	Unreadable:     "illeggibile: %s",
	GoesOn:         "in corso",
	RecordTitle:    "La partita come testo",
	PositionTitle:  "La posizione",
	LinkTitle:      "Un link alla partita",
	Copied:         "Copiato negli appunti.",
	Copying:        "Copia in corso…",
	NoClipboard:    "Nessuno strumento per gli appunti (wl-clipboard, xclip o xsel): il testo è qui sotto, e in %s.",
	CopyRefused:    "Il browser non ha permesso di copiarlo: %s",
	PasteHint:      "Ctrl+V incolla · Invio apre · Maiusc+Invio va a capo",
	TypeHint:       "Nessuno strumento per gli appunti: scrivi il testo, o trascina un file sulla finestra · Invio apre",
	PasteButton:    "Incolla",
	Clear:          "Cancella",
	CopyButton:     "Copia",
	NothingToOpen:  "Ancora niente da aprire: incolla il testo di una partita, una posizione o un link.",
	NotRecognised:  "Non è il testo di una partita, né una posizione, né un link: %s",
	LinkBroken:     "Non è stato possibile aprire il link: %s",
	PlayFromHere:   "Gioca da qui",
	BranchHead:     "Continua dalla mossa %d di %d",
	BranchInfo:     "Le %d mosse seguenti possono restare nella partita come variante, o andarsene.",
	BranchKeep:     "Tienile come variante",
	BranchDrop:     "Scartale",
	SetAside:       "La tua prossima mossa terrà come variante le %d mosse messe da parte.",
	AlsoPlayed:     "anche: %s",
	OpenInstead:    "Apri invece quella nuova",
	ShareNative:    "Incollalo in Tavola (Menu → Incolla), o aggiungilo dopo l'indirizzo della pagina web di Tavola.",
	ShareWeb:       "Mandalo: chi lo apre vede questa partita e può continuarla, poi ti rimanda un link.",

	// The Puzzles screen.
	MenuPuzzles:        "Problemi",
	PuzzlesDaily:       "Problema del giorno: %s",
	PuzzleRating:       "Punteggio %d",
	PuzzleStreak:       "Serie %d · record %d",
	PuzzleTakeN:        "%s muove e vince %d pezzi",
	PuzzleTakeTwo:      "%s muove e vince almeno due pezzi",
	PuzzleWinGame:      "%s muove e vince la partita",
	PuzzleWinIn:        "%s muove e vince in %d mosse",
	PuzzleKeepDraw:     "%s muove: l'unica mossa che tiene la patta",
	PuzzleKeepLead:     "%s muove: l'unica mossa che tiene %d semi di vantaggio",
	PuzzleKeepLoss:     "%s muove: l'unica mossa che perde di non più di %d semi",
	PuzzleYourMove:     "Tocca a te.",
	PuzzleRight:        "Giusto! Continua.",
	PuzzleWrong:        "Non questa: guarda come si risponde.",
	PuzzleTakenBack:    "Mossa ripresa: riprova.",
	PuzzleHinted:       "Il suggerimento è segnato sul tavoliere: risolto così, il problema vale metà.",
	PuzzleShowing:      "La soluzione.",
	PuzzleSolved:       "Risolto!",
	PuzzleSolvedHelped: "Risolto, dopo un errore.",
	PuzzleSolvedHint:   "Risolto con un suggerimento: mezzo punto, la serie resta.",
	PuzzleNotSolved:    "Non risolto: questa era la soluzione.",
	PuzzleChange:       "Punteggio %d (%+d)",
	PuzzleUnrated:      "Già fatto: non conta più per il punteggio.",
	PuzzleHint:         "Suggerimento",
	PuzzleSolution:     "Soluzione",
	PuzzleNext:         "Prossimo problema",
	PuzzleAllDone:      "Hai fatto tutti i problemi di %s.",
	PuzzleInfo:         "Problema %s · punteggio %d",
	PuzzlesBroken:      "I tuoi progressi nei problemi non si potevano leggere: si riparte da capo, e il file è stato tenuto come %s.",
	PuzzlesBrokenLeft:  "I tuoi progressi nei problemi non si potevano leggere, né mettere da parte: si riparte da capo.",
	PuzzlesNotSaved:    "I tuoi progressi nei problemi non si potevano salvare; Tavola riproverà dopo il prossimo problema.",

	Analyse:           "Analizza",
	AnalyseStop:       "Ferma l'analisi",
	Analysing:         "Analisi · %d di %d posizioni",
	AnalysisFailed:    "L'analisi si è fermata: %s",
	ShowLine:          "Mostra la linea",
	GraphWhite:        "Probabilità di vittoria del Bianco",
	GraphSouth:        "Vantaggio in semi di Sud",
	SummaryMarks:      "%s: %d ?!, %d ?, %d ??",
	LossChance:        "perdita media di probabilità %.1f",
	LossSeeds:         "semi persi in media %.1f",
	LossChanceExplain: "Perdita: punti su 100 ceduti da una mossa",
	LossSeedsExplain:  "Semi persi: i semi finali ceduti da una mossa",
	WordBest:          "%s: la mossa del motore",
	WordGood:          "%s: buona; %s era un po' meglio",
	WordTakes:         "%s prende %d pezzi",
	WordTakesOne:      "%s prende un pezzo",
	WordWinsIn:        "%s vince in %d",
	WordWinsNow:       "%s vince subito",
	WordKeeps:         "%s tiene il %d %% di probabilità, non il %d %%",
	WordKpeWin:        "%s vince di %d",
	WordKpeDraw:       "%s tiene la patta",
	WordKpeLoss:       "%s perde solo di %d",
	WordKpeRange:      "%s tiene tra %+d e %+d",
	WordSeedsLost:     "%s perde %d semi",
	WordLosesForced:   ", e ora l'avversario vince per forza",
}
