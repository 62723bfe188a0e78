//go:build !js

package kept

import (
	"os"
	"path/filepath"
	"strings"
)

// StoreAt returns the Store of path (PathBeside): its folder.
func StoreAt(path string) Store { return Dir(strings.TrimSuffix(path, "/")) }

// ExportDir returns the folder records are exported to: "Stratagem" in
// the player's Documents folder when there is one, else in their home.
func ExportDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	if fi, err := os.Stat(filepath.Join(home, "Documents")); err == nil && fi.IsDir() {
		return filepath.Join(home, "Documents", "Stratagem"), nil
	}
	return filepath.Join(home, "Stratagem"), nil
}
