//go:build js

package kept

import (
	"errors"
	"syscall/js"
)

// localStorage is the browser's window.localStorage as a settings.KV.
type localStorage struct{}

func (localStorage) ls() js.Value {
	v := js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		panic(errors.New("this browser offers no localStorage"))
	}
	return v
}

func (l localStorage) Get(key string) (string, bool, error) {
	v := l.ls().Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (l localStorage) Set(key, value string) error {
	l.ls().Call("setItem", key, value)
	return nil
}

func (l localStorage) Delete(key string) error {
	l.ls().Call("removeItem", key)
	return nil
}

// StoreAt returns the Store of path (PathBeside): localStorage's keys
// that start with it, at most MaxKVRecords records and MaxKVBytes.
func StoreAt(path string) Store { return KVStore{KV: localStorage{}, Prefix: path} }

// Export has the browser download the record's text as the file name
// (the browser's own folder for downloads), and returns the name.
func Export(_ string, name string, text []byte) (_ string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New("the browser refused the download")
		}
	}()
	doc := js.Global().Get("document")
	parts := js.Global().Get("Array").New(string(text))
	blob := js.Global().Get("Blob").New(parts, map[string]any{"type": "text/plain;charset=utf-8"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return name, nil
}
