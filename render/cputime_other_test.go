//go:build !unix

package render

import "time"

// processCPU is unknown off Unix: benchmarks report 0.
func processCPU() time.Duration { return 0 }
