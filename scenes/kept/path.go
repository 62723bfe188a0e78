package kept

import (
	"errors"
	"io/fs"

	"stratagem/scenes/settings"
)

// FolderName is the records' folder beside the settings.
const FolderName = "records"

// PathBeside returns where the records are kept for the settings at
// settingsPath: the folder "records" beside the settings file on the
// desktop, the prefix "stratagem/records/" of localStorage in a browser
// ("" when settingsPath is "": nothing is kept).
func PathBeside(settingsPath string) string {
	if settingsPath == "" {
		return ""
	}
	return settings.Beside(settingsPath, FolderName) + "/"
}

func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
