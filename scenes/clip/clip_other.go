//go:build !js

package clip

import (
	"fmt"
	"sync"

	"golang.design/x/clipboard"
)

var (
	initOnce sync.Once
	initErr  error
)

// ready initialises the clipboard once: X11's is found at run time, and a
// machine without one (no display, no libX11, a build without cgo) gives
// an error.
func ready() error {
	initOnce.Do(func() {
		defer func() {
			if p := recover(); p != nil {
				initErr = fmt.Errorf("%v", p)
			}
		}()
		initErr = clipboard.Init()
	})
	if initErr != nil {
		return &Unavailable{Cause: initErr}
	}
	return nil
}

// Write puts text on the clipboard.
func Write(text string) (err error) {
	if err := ready(); err != nil {
		return err
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the clipboard failed: %v", p)
		}
	}()
	clipboard.Write(clipboard.FmtText, []byte(text))
	return nil
}

// Read asks for the clipboard's text; the desktop answers at once.
func Read() <-chan Answer {
	ch := make(chan Answer, 1)
	ch <- read()
	return ch
}

func read() (a Answer) {
	if err := ready(); err != nil {
		return Answer{Err: err}
	}
	defer func() {
		if p := recover(); p != nil {
			a = Answer{Err: fmt.Errorf("the clipboard failed: %v", p)}
		}
	}()
	return Answer{Text: string(clipboard.Read(clipboard.FmtText))}
}
