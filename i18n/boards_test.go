package i18n_test

import (
	"testing"

	"tavola/i18n"
)

func TestBoardWordsAreTranslated(t *testing.T) {
	translated(t, i18n.CapReserve, i18n.StepConfirmRow)
}
