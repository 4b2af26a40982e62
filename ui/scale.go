package ui

// The type scale: every size a screen draws text at, in units (a hundredth
// of the screen's smaller side). A screen names a size, never a number;
// the sizes of the boards' own labels are package render's.
const (
	Title      = 14.0 // the app's name on the title screen
	Display    = 8.0  // the heading of a screen of the app's menus (choose, settings, setup, resume)
	Heading    = 6.0  // the heading of a screen of content (library, rules, a text view) or of the game's result
	Subheading = 5.0  // the heading of a panel (the game's menu, the shortcuts, the seats); a card's name
	Lead       = 4.0  // the line under a Title or a Display heading
	Info       = 3.4  // a screen's line of information: the game a question is about, the demo's name
	Body       = 3.0  // running text: the rules, a card's blurb, a row's name, a panel's explanation
	Small      = 2.8  // a status line, a text box's lines, the move list
	Caption    = 2.6  // the note under a box, a hint, a row's detail
	Fine       = 2.2  // the finest print: the build's version in the corner, a notice's detail
)

// The spacings, in units.
const (
	Margin   = 4.0 // between the screen's edges and what it holds
	Gap      = 2.0 // between two blocks: the foot row and the bottom edge, a box and the buttons
	Pad      = 1.0 // a small gap: between two lines of a block, around a mark
	Inset    = 2.0 // inside a box or a row, between its edge and its text
	PanelPad = 3.0 // inside a panel, between its edge and its text
	Radius   = 2.0 // the corners of a panel
)
