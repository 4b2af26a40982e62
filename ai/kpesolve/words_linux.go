//go:build linux

package kpesolve

import (
	"syscall"
	"unsafe"
)

// hugeWords is the size from which newWords maps its words itself.
const hugeWords = 1 << 20

// newWords returns n zero words and the function that frees them. From 4
// MB on they are a fresh anonymous mapping that the kernel is asked to
// back with huge pages (2 MB): the bound games reach their nodes at
// random, and with 4 kB pages nearly every access of a large layer also
// misses the TLB. Memory the Go heap reuses is already mapped in small
// pages, so the words do not come from it.
func newWords(n int) ([]uint32, func()) {
	if n < hugeWords {
		return make([]uint32, n), func() {}
	}
	b, err := syscall.Mmap(-1, 0, 4*n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]uint32, n), func() {}
	}
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE) // only advice: small pages work too
	return unsafe.Slice((*uint32)(unsafe.Pointer(&b[0])), n), func() { _ = syscall.Munmap(b) }
}
