package i18n_test

import (
	"strings"
	"testing"

	"tavola/i18n"
)

func TestGIPFTextsAreTranslated(t *testing.T) {
	translated(t, i18n.GIPFDiagramPush, i18n.ChooseRow)
}

// translated checks the keys from first to last: each has an Italian
// text of its own, with the same formats as the English one.
func translated(t *testing.T, first, last i18n.Key) {
	t.Helper()
	for k := first; k <= last; k++ {
		en, it := i18n.English.T(k), i18n.Italian.T(k)
		if en == "" || it == "" || en == it {
			t.Errorf("key %d: english %q, italian %q", k, en, it)
		}
		if strings.Count(en, "%") != strings.Count(it, "%") {
			t.Errorf("key %d: formats differ: %q / %q", k, en, it)
		}
	}
}
