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
	var zero T
	base := unsafe.Pointer(&s[0])
	start := uintptr(base)
	first, end := wholeHugePages(start, uintptr(len(s))*unsafe.Sizeof(zero))
	if end <= first {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(base, first-start)), end-first)
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}

// hugePage is the size of a huge page on x86-64 and arm64 Linux.
const hugePage = 2 << 20

// wholeHugePages returns the part [first, end) of the memory [start,
// start+size) that covers whole huge pages; end ≤ first when there is none.
func wholeHugePages(start, size uintptr) (first, end uintptr) {
	first = (start + hugePage - 1) &^ (hugePage - 1)
	end = (start + size) &^ (hugePage - 1)
	return first, end
}
