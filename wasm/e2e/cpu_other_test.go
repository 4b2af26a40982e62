//go:build !linux && !js

package e2e

import "time"

// chromiumThreads is not measured outside Linux.
func chromiumThreads(dir string) map[string]time.Duration { return nil }
