//go:build !linux

package hugepages

// Advise does nothing where huge pages are not asked for this way.
func Advise[T any](s []T) {}
