//go:build !js

package yield

// Point does nothing outside the browser: searches run on their own
// threads there.
func Point() {}

// Frame does nothing outside the browser (see yield_js.go).
func Frame() {}
