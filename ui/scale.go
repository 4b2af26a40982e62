package ui

// The type scale: every text size of the screens, in units (a hundredth of
// the screen's smaller side). A screen names a size, never a number.
const (
	Title      = 14.0 // the app's name on the title screen
	Display    = 8.0  // the heading of the first choice (which game)
	Heading    = 6.0  // a screen's heading
	Subheading = 5.0  // the heading of a screen of text or of seats
	Lead       = 4.6  // the heading of the game's menu over the board
	Body       = 3.0  // running text, a card's name, a section's heading
	Small      = 2.8  // a status line, a text box's lines, the move list
	Caption    = 2.6  // the note under a box, a card's blurb
)

// The spacings, in units.
const (
	Margin  = 4.0 // between the screen's edges and what it holds
	FootGap = 2.0 // between the foot row and the screen's bottom edge
)
