// Command printversion prints version.String, for TestStampedBuildPrintsItsStamp.
package main

import (
	"fmt"

	"tavola/internal/version"
)

func main() { fmt.Print(version.String()) }
