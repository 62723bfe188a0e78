//go:build !linux

package connectai

import "sync/atomic"

func adviseHugePages([]atomic.Uint64) {}
