package i18n_test

import (
	"strings"
	"testing"

	"tavola/scenes/i18n"
)

func TestGIPFTextsAreTranslated(t *testing.T) {
	for k := i18n.GIPFDiagramPush; k <= i18n.ChooseRow; k++ {
		en, it := i18n.English.T(k), i18n.Italian.T(k)
		if en == "" || it == "" || en == it {
			t.Errorf("key %d: english %q, italian %q", k, en, it)
		}
		if strings.Count(en, "%") != strings.Count(it, "%") {
			t.Errorf("key %d: formats differ: %q / %q", k, en, it)
		}
	}
}
