// Package absurd holds strings no text of the interface holds, but which a
// broken or hostile file could put on the screen: the tests of the text
// widgets (ui) and of the painter (scenes) feed them to show that the work
// and the drawing stay bounded whatever the string.
package absurd

import "strings"

// Texts are the absurd strings, by what makes each absurd.
func Texts() map[string]string {
	return map[string]string{
		"5 MB token":      strings.Repeat("x", 5<<20),
		"2,000-char key":  `session: save: line 2: unknown key "` + strings.Repeat("k", 2000) + `"`,
		"many words":      strings.Repeat("word ", 200000),
		"many lines":      strings.Repeat("\n", 100000) + "x",
		"wide characters": strings.Repeat("漢", 100000),
		"invalid bytes":   strings.Repeat("\xff\xfe", 100000),
		"combining marks": strings.Repeat("e\u0301", 100000),
	}
}
