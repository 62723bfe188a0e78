package connectai

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the table with 2 MiB pages where the
// kernel allows it only on request (transparent_hugepage=madvise, the usual
// default): every probe of the table lands on a random page, and with 4 KiB
// pages most of them miss the TLB as well as the cache. It must run before
// the table's pages are first touched. Failure only costs speed.
func adviseHugePages(entries []atomic.Uint64) {
	if len(entries) == 0 {
		return
	}
	const huge = 2 << 20
	base := unsafe.Pointer(&entries[0])
	start := uintptr(base)
	end := start + uintptr(len(entries))*unsafe.Sizeof(entries[0])
	first := (start + huge - 1) &^ (huge - 1) // the first whole huge page
	end &^= huge - 1
	if end <= first {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(base, first-start)), end-first)
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}
