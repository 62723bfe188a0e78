//go:build js

package settings

import (
	"errors"
	"fmt"
	"syscall/js"
)

// LocalStorage is the browser's window.localStorage as a KV (the settings
// and the kept records both live there). A page whose storage is blocked
// throws on access: KVStore turns the panic into an error.
type LocalStorage struct{}

func (LocalStorage) ls() js.Value {
	v := js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		panic(errors.New("this browser offers no localStorage"))
	}
	return v
}

func (l LocalStorage) Get(key string) (string, bool, error) {
	v := l.ls().Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (l LocalStorage) Set(key, value string) error {
	l.ls().Call("setItem", key, value)
	return nil
}

func (l LocalStorage) Delete(key string) error {
	l.ls().Call("removeItem", key)
	return nil
}

func defaultStore() Store { return KVStore{LocalStorage{}} }

// DefaultPath returns the localStorage key of the settings,
// "stratagem/settings.json", or an error when the page cannot keep
// anything there (storage disabled, blocked or full): the game then runs
// on the defaults and keeps nothing.
func DefaultPath() (string, error) {
	if err := Probe(LocalStorage{}); err != nil {
		return "", fmt.Errorf("settings: the browser's localStorage cannot be used (%w)", err)
	}
	return "stratagem/" + FileName, nil
}
