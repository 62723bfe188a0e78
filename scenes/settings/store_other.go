//go:build !js

package settings

import (
	"fmt"
	"os"
	"path/filepath"
)

func defaultStore() Store { return Files{} }

// DefaultPath returns os.UserConfigDir()/stratagem/settings.json.
func DefaultPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("settings: no config directory: %w", err)
	}
	return filepath.Join(dir, "stratagem", FileName), nil
}
