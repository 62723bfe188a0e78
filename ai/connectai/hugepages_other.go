//go:build !linux

package connectai

func adviseHugePages([]entry) {}
