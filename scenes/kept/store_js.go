//go:build js

package kept

import (
	"errors"
	"syscall/js"

	"stratagem/scenes/settings"
)

// StoreAt returns the Store of path (PathBeside): localStorage's keys
// that start with it, at most MaxKVRecords records and MaxKVBytes.
func StoreAt(path string) Store { return KVStore{KV: settings.LocalStorage{}, Prefix: path} }

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
