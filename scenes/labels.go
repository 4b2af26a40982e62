package scenes

import (
	"fmt"

	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
)

// boardLabels writes the words of the boards of the game called name in
// the app's language: captions, tooltips and the legend, with the players'
// names. A game the app cannot make gets the words without names.
func boardLabels(a Host, name string) render.Labels {
	var who [2]string
	if g, err := a.Deps().NewGame(name); err == nil {
		who = [2]string{playerName(a, g, rules.First), playerName(a, g, rules.Second)}
	}
	l := render.Labels{
		Reserve: a.t(i18n.CapReserve), Captured: a.t(i18n.CapCaptured), Total: a.t(i18n.CapTotal),
		Coords: a.t(i18n.TipCoords), Single: a.t(i18n.TipSingle), GIPFPiece: a.t(i18n.TipGIPF),
		Confirm: a.t(i18n.TipConfirm), Cancel: a.t(i18n.TipCancel),
		Offer: a.t(i18n.LegendOffer), Home: a.t(i18n.LegendHome), Capture: a.t(i18n.LegendCapture), Keep: a.t(i18n.LegendKeep), Kept: a.t(i18n.LegendKept),
		PitLockTip: a.t(i18n.TipPitLock), LockCaption: a.t(i18n.LockCaption),
	}
	for pl := range 2 {
		l.ReserveTip[pl] = fmt.Sprintf(a.t(i18n.TipReserve), who[pl])
		l.CapturedTip[pl] = fmt.Sprintf(a.t(i18n.TipCaptured), who[pl], who[pl^1])
		l.TrayTip[pl] = fmt.Sprintf(a.t(i18n.TipTray), who[pl])
		l.LockTip[pl] = fmt.Sprintf(a.t(i18n.TipLock), who[pl])
	}
	return l
}

// stepTexts writes the status line of each step a board can ask of the
// player to move (render.Step), for g's player to move.
func stepTexts(a Look, g rules.Game) [render.StepCount]string {
	who := playerName(a, g, g.ToMove())
	var s [render.StepCount]string
	for st, k := range map[render.Step]i18n.Key{render.StepChooseRow: i18n.StepChooseRow,
		render.StepKeepGIPF: i18n.StepKeepGIPF, render.StepConfirmRow: i18n.StepConfirmRow} {
		s[st] = fmt.Sprintf(a.t(k), who)
	}
	return s
}
