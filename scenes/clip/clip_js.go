//go:build js

package clip

import (
	"errors"
	"syscall/js"
)

// clipboard returns navigator.clipboard, or an error when the page has
// none (an address that is not https nor localhost).
func clipboard() (js.Value, error) {
	c := js.Global().Get("navigator").Get("clipboard")
	if c.IsUndefined() || c.IsNull() {
		return js.Value{}, errors.New("this page has no clipboard (the browser offers it only to https pages)")
	}
	return c, nil
}

// Write puts text on the clipboard. The browser writes it a moment later;
// a refusal then is told in the page's console.
func Write(text string) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New("the browser refused the clipboard")
		}
	}()
	c, err := clipboard()
	if err != nil {
		return err
	}
	var failed js.Func
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		js.Global().Get("console").Call("warn", "stratagem: copying failed:", args[0])
		failed.Release()
		return nil
	})
	c.Call("writeText", text).Call("catch", failed)
	return nil
}

// Read asks the browser for the clipboard's text; the answer comes when
// the browser gives it (it may ask the player first).
func Read() <-chan Answer {
	ch := make(chan Answer, 1)
	defer func() {
		if p := recover(); p != nil {
			ch <- Answer{Err: errors.New("the browser refused the clipboard")}
		}
	}()
	c, err := clipboard()
	if err != nil {
		ch <- Answer{Err: err}
		return ch
	}
	var ok, failed js.Func
	release := func() { ok.Release(); failed.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- Answer{Text: args[0].String()}
		release()
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- Answer{Err: errors.New("the browser refused the clipboard: " + args[0].Call("toString").String())}
		release()
		return nil
	})
	c.Call("readText").Call("then", ok, failed)
	return ch
}
