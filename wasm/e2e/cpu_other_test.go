//go:build !linux && !js

package e2e

import "time"

// chromiumCPU is not measured outside Linux.
func chromiumCPU(dir string) time.Duration { return 0 }
