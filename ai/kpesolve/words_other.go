//go:build !linux

package kpesolve

// newWords returns n zero words and the function that frees them (which,
// here, leaves them to the garbage collector).
func newWords(n int) ([]uint32, func()) { return make([]uint32, n), func() {} }
