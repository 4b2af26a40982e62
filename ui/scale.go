package ui

// The type scale: every size a screen draws text at, in units (a hundredth
// of the screen's smaller side). A screen names a size, never a number;
// the sizes of the boards' own labels are package render's.
const (
	Title      = 14.0 // the app's name on the title screen
	Display    = 8.0  // the heading of a screen of the app's menus (choose, settings, setup, resume)
	Heading    = 6.0  // the heading of a screen of content (library, rules) or of the game's result
	Subheading = 5.0  // the heading of a panel or a text view; a card's name
	Lead       = 4.0  // the line under a Title or a Display heading
	Body       = 3.4  // running text: a screen's explanations, the rules
	Label      = 3.0  // a list's heading, a row's name, a card's blurb, a status word
	Small      = 2.8  // a status line, a text box's lines, the move list
	Caption    = 2.6  // the note under a box, a hint, a row's detail
	Corner     = 2.2  // the build's version in the corner
)

// The spacings, in units.
const (
	Margin   = 4.0 // between the screen's edges and what it holds
	Gap      = 2.0 // between two blocks: the foot row and the bottom edge, a box and the buttons
	Pad      = 1.0 // inside a box, around its text
	PanelPad = 3.0 // inside a panel, between its edge and its text
)
