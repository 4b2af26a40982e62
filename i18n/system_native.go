//go:build !js

package i18n

import "os"

// System is the language of the environment, in POSIX order of precedence:
// LC_ALL, LC_MESSAGES, LANG.
func System() Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			return Parse(s)
		}
	}
	return English
}
