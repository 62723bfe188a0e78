//go:build !js

package kept

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// Export writes a record's text as a file in dir ("" the ExportDir),
// named name, or name-2, name-3… when that is taken: nothing is written
// over. It returns the file's path, to tell the player.
func Export(dir, name string, text []byte) (string, error) {
	if dir == "" {
		d, err := ExportDir()
		if err != nil {
			return "", fmt.Errorf("no folder to export to: %w", err)
		}
		dir = d
	}
	base := strings.TrimSuffix(filepath.Base(name), Ext)
	for i := 1; i <= 1000; i++ {
		p := filepath.Join(dir, base+Ext)
		if i > 1 {
			p = filepath.Join(dir, fmt.Sprintf("%s-%d%s", base, i, Ext))
		}
		err := CreateFile(p, text)
		if !errors.Is(err, fs.ErrExist) {
			return p, err
		}
	}
	return "", fmt.Errorf("%s: a thousand files of that name are there already", filepath.Join(dir, base+Ext))
}
