package i18n_test

import (
	"strings"
	"testing"

	"tavola/i18n"
)

func TestEveryTextIsTranslated(t *testing.T) {
	for k := i18n.AppName; k < i18n.KeyCount; k++ {
		en, it := i18n.English.T(k), i18n.Italian.T(k)
		if en == "" || it == "" {
			t.Errorf("key %d: english %q, italian %q", k, en, it)
		}
		if strings.Count(en, "%") != strings.Count(it, "%") {
			t.Errorf("key %d: formats differ: %q / %q", k, en, it)
		}
	}
}

func TestParseFollowsTheLocale(t *testing.T) {
	tests := []struct {
		tag  string
		want i18n.Lang
	}{
		{"it", i18n.Italian}, {"it-IT", i18n.Italian}, {"it_CH.UTF-8", i18n.Italian}, {"IT", i18n.Italian},
		{"en-US", i18n.English}, {"C.UTF-8", i18n.English}, {"", i18n.English}, {"item", i18n.English},
	}
	for _, tc := range tests {
		if got := i18n.Parse(tc.tag); got != tc.want {
			t.Errorf("Parse(%q) = %v, want %v", tc.tag, got, tc.want)
		}
	}
}

func TestSystemReadsLANG(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "it_IT.UTF-8")
	if got := i18n.System(); got != i18n.Italian {
		t.Errorf("System() with LANG=it_IT = %v", got)
	}
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	if got := i18n.System(); got != i18n.English {
		t.Errorf("System() with LC_ALL=en_GB = %v", got)
	}
}
