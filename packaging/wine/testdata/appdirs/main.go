// Command appdirs prints the app's folders as internal/appdirs finds them,
// one a line (config, Kpé tables, saved games), for
// TestWindowsFoldersAreWindowsOwn.
package main

import (
	"fmt"
	"os"

	"tavola/internal/appdirs"
)

func main() {
	for _, f := range []func() (string, error){appdirs.Config, appdirs.KpeTables, appdirs.Games} {
		d, err := f()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(d)
	}
}
