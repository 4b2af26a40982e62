// Package commentary reads a game's computer analysis (package
// ai/analysis) out for the screens, without them: the review line's words
// for a move ("e1-e5?? — b1-b4 takes 2 pieces", "A?: C keeps the draw, A
// loses 4 seeds"), in the app's languages; the evaluation graph's points
// (White's win chance in GIPF and Gravity, South's seed lead in Kpé) with
// the heights they are drawn at and the move a click on them means; and
// each player's summary line. It knows the rules, the analysis and the
// words (package i18n), nothing of Ebitengine, so that its tests run
// without a display.
package commentary
