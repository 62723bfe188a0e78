//go:build linux || freebsd || netbsd || openbsd || dragonfly

package cmdline

import (
	"fmt"
	"net"
	"strings"
	"testing"
)

func TestDisplayReachable(t *testing.T) {
	t.Setenv("DISPLAY", "")
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), "not set") {
		t.Errorf("no DISPLAY: %v", err)
	}
	t.Setenv("DISPLAY", "nonsense")
	if err := displayReachable(); err == nil {
		t.Error("a malformed DISPLAY should not count as a display")
	}
	// A display over TCP: a listener on localhost:6000+n is display n.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no loopback here:", err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= 6000 {
		ln.Close()
		t.Skip("the listener's port is below the X range")
	}
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d.0", port-6000))
	if err := displayReachable(); err != nil {
		t.Errorf("a listening display should be reachable: %v", err)
	}
	ln.Close()
	if err := displayReachable(); err == nil {
		t.Error("after the listener closed nobody answers there")
	}
}
