//go:build cgo && !android && !darwin && !js && !windows && !nintendosdk && !playstation5

package audio

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

const probeChildEnv = "STRATAGEM_AUDIO_PROBE_CHILD"

// The probe's success path, on any machine: a child process whose ALSA
// configuration (~/.asoundrc) makes the default device ALSA's "null"
// plugin, which accepts and discards sound, must find a working device.
func TestProbeAcceptsNullDevice(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default {\n  type null\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestProbeChild$", "-test.v")
	cmd.Env = append(os.Environ(), probeChildEnv+"=1", "HOME="+home, "XDG_CONFIG_HOME="+home)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
}

func TestProbeChild(t *testing.T) {
	if os.Getenv(probeChildEnv) == "" {
		t.Skip("run by TestProbeAcceptsNullDevice")
	}
	if err := probeDevice(); err != nil {
		t.Fatalf("probe with a null default device: %v", err)
	}
}
