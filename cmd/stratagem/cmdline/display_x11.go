//go:build linux || freebsd || netbsd || openbsd || dragonfly

package cmdline

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// displayReachable reports why the X display the game would open cannot
// be reached (nil when it can): DISPLAY unset, malformed, or nobody
// listening there. It only connects and hangs up; the X handshake is
// Ebitengine's.
func displayReachable() error {
	d := os.Getenv("DISPLAY")
	if d == "" {
		return errors.New("no display (DISPLAY is not set)")
	}
	host, rest, ok := strings.Cut(d, ":")
	if i := strings.IndexByte(host, '/'); i >= 0 {
		host = host[i+1:] // "unix/:0", "localhost/unix:0"
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 0 {
		return fmt.Errorf("cannot understand DISPLAY=%q", d)
	}
	if strings.HasPrefix(d, "/") {
		return nil // a socket path (macOS XQuartz style): leave it to the window system
	}
	var addrs [][2]string
	if host == "" || host == "unix" {
		sock := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		addrs = append(addrs, [2]string{"unix", sock}, [2]string{"unix", "@" + sock})
	}
	if host != "unix" {
		h := host
		if h == "" {
			h = "localhost"
		}
		addrs = append(addrs, [2]string{"tcp", net.JoinHostPort(h, strconv.Itoa(6000+n))})
	}
	for _, a := range addrs {
		if c, err := net.DialTimeout(a[0], a[1], 2*time.Second); err == nil {
			c.Close()
			return nil
		}
	}
	return fmt.Errorf("no display answers at DISPLAY=%s", d)
}
