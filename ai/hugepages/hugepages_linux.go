// Package hugepages asks the operating system to back a large table with
// huge pages. The engines' tables (the Connect Four solver's, the
// alpha-beta search's) are probed at random, one probe a position: with
// 4 KiB pages most probes miss the TLB as well as the cache.
package hugepages

import (
	"syscall"
	"unsafe"
)

// Advise asks Linux to back s with 2 MiB pages where the kernel allows it
// only on request (transparent_hugepage=madvise, the usual default). It
// must run before s's pages are first touched: right after make, whose
// large allocations come from fresh, untouched pages. Failure only costs
// speed.
func Advise[T any](s []T) {
	if len(s) == 0 {
		return
	}
	const huge = 2 << 20
	var zero T
	base := unsafe.Pointer(&s[0])
	start := uintptr(base)
	end := start + uintptr(len(s))*unsafe.Sizeof(zero)
	first := (start + huge - 1) &^ (huge - 1) // the first whole huge page
	end &^= huge - 1
	if end <= first {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(base, first-start)), end-first)
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}
