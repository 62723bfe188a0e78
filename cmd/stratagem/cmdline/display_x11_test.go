//go:build linux || freebsd || netbsd || openbsd || dragonfly

package cmdline

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
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
	t.Setenv("XAUTHORITY", filepath.Join(t.TempDir(), "none"))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no loopback here:", err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= 6000 {
		ln.Close()
		t.Skip("the listener's port is below the X range")
	}
	ln.Close()
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d.0", port-6000))
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), "no display answers") {
		t.Errorf("nobody listens there: %v", err)
	}
	n := fakeX(t, func([]byte) []byte { return success })
	t.Setenv("DISPLAY", fmt.Sprintf("localhost:%d.0", n))
	if err := displayReachable(); err != nil {
		t.Errorf("a server that accepts, by host name and screen: %v", err)
	}
}

// fakeX listens on loopback as X display n (port 6000+n) and answers every
// connection with answer(request), the client's set-up request as read;
// it returns n, or skips the test where no such port can be had.
func fakeX(t *testing.T, answer func(req []byte) []byte) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no loopback here:", err)
	}
	t.Cleanup(func() { ln.Close() })
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= 6000 {
		t.Skip("the listener's port is below the X range")
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				req := make([]byte, 12)
				if _, err := readFull(c, req); err != nil {
					return
				}
				n := int(req[6]) | int(req[7])<<8
				d := int(req[8]) | int(req[9])<<8
				rest := make([]byte, (n+3)/4*4+(d+3)/4*4)
				if _, err := readFull(c, rest); err != nil {
					return
				}
				if reply := answer(append(req, rest...)); reply != nil {
					c.Write(reply)
				}
			}()
		}
	}()
	return port - 6000
}

// failed is the server's Failed reply with reason.
func failed(reason string) []byte {
	words := (len(reason) + 3) / 4
	out := []byte{0, byte(len(reason)), 11, 0, 0, 0, byte(words), byte(words >> 8)}
	return append(append(out, reason...), make([]byte, words*4-len(reason))...)
}

// success is the start of the server's Success reply (the check reads no further).
var success = []byte{1, 0, 11, 0, 0, 0, 0, 0}

func TestDisplayHandshake(t *testing.T) {
	t.Setenv("XAUTHORITY", filepath.Join(t.TempDir(), "none")) // no authority file
	n := fakeX(t, func([]byte) []byte { return success })
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	if err := displayReachable(); err != nil {
		t.Errorf("a server that accepts: %v", err)
	}

	const why = "Authorization required, but no authorization protocol specified"
	n = fakeX(t, func([]byte) []byte { return failed(why) })
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), why) || !strings.Contains(err.Error(), "no authorisation found") {
		t.Errorf("a server that refuses: %v, want its reason and that no cookie was found", err)
	}

	// Authenticate (2): the reason is all the additional data.
	n = fakeX(t, func([]byte) []byte { return append([]byte{2, 0, 0, 0, 0, 0, 1, 0}, "more"...) })
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), "more") {
		t.Errorf("a server that asks for more authentication: %v", err)
	}

	// A server that hangs up without a word (one still starting).
	n = fakeX(t, func([]byte) []byte { return nil })
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), "no answer") {
		t.Errorf("a server that hangs up: %v", err)
	}

	// Something that is not an X server.
	n = fakeX(t, func([]byte) []byte { return []byte("HTTP/1.1 400 Bad Request\r\n") })
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	if err := displayReachable(); err == nil || !strings.Contains(err.Error(), "not X11") {
		t.Errorf("a server that speaks another protocol: %v", err)
	}
}

// xauthFile writes entries as an authority file and returns its path.
func xauthFile(t *testing.T, entries ...xauthEntry) string {
	t.Helper()
	var b []byte
	str := func(s []byte) { b = append(append(b, byte(len(s)>>8), byte(len(s))), s...) }
	for _, e := range entries {
		b = append(b, byte(e.family>>8), byte(e.family))
		str(e.address)
		str([]byte(e.number))
		str([]byte(e.name))
		str(e.data)
	}
	p := filepath.Join(t.TempDir(), "Xauthority")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// The cookie of the entry that fits the display is sent, as Xlib sends it:
// a server that insists on it lets the check in, and one with another
// cookie does not.
func TestDisplayCookie(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip("no host name:", err)
	}
	cookie := []byte("0123456789abcdef")
	insists := func(req []byte) []byte {
		want := setupRequest(cookie)
		if string(req) == string(want) {
			return success
		}
		return failed("Invalid MIT-MAGIC-COOKIE-1 key")
	}
	n := fakeX(t, insists)
	t.Setenv("DISPLAY", fmt.Sprintf("127.0.0.1:%d", n))
	num := fmt.Sprint(n)
	other := xauthEntry{familyLocal, []byte(host), num, cookieName, []byte("fedcba9876543210")}
	for _, tc := range []struct {
		name    string
		entries []xauthEntry
		ok      bool
	}{
		{"this host and display", []xauthEntry{{familyLocal, []byte("elsewhere"), num, cookieName, []byte("nope")}, {familyLocal, []byte(host), num, cookieName, cookie}}, true},
		{"any display", []xauthEntry{{familyLocal, []byte(host), "", cookieName, cookie}}, true},
		{"wild", []xauthEntry{{familyWild, nil, num, cookieName, cookie}}, true},
		{"another display's", []xauthEntry{{familyLocal, []byte(host), num + "1", cookieName, cookie}}, false},
		{"the first that fits", []xauthEntry{other, {familyLocal, []byte(host), num, cookieName, cookie}}, false},
		// An XDM entry Xlib would send instead: not judged.
		{"XDM", []xauthEntry{{familyLocal, []byte(host), num, xdmName, []byte("x")}, other}, true},
	} {
		t.Setenv("XAUTHORITY", xauthFile(t, tc.entries...))
		err := displayReachable()
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v, want ok=%v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Invalid MIT-MAGIC-COOKIE-1 key") {
			t.Errorf("%s: %v, want the server's reason", tc.name, err)
		}
	}
}

func TestParseXauthority(t *testing.T) {
	e := xauthEntry{familyLocal, []byte("box"), "3", cookieName, []byte{0, 1, 2, 255}}
	p := xauthFile(t, e, xauthEntry{familyWild, nil, "", "other", nil})
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	got := parseXauthority(data)
	if len(got) != 2 || got[0].family != familyLocal || string(got[0].address) != "box" || got[0].number != "3" ||
		got[0].name != cookieName || string(got[0].data) != string(e.data) || got[1].family != familyWild || got[1].name != "other" {
		t.Errorf("parsed %+v", got)
	}
	if got := parseXauthority(data[:len(data)-1]); len(got) != 1 {
		t.Errorf("a truncated second entry: %d entries, want the first alone", len(got))
	}
}

// Under a real X server (xvfb-run, as make test runs the tests) the check
// passes with the session's authority file; with none, it passes only if
// the server lets anyone in, and otherwise says why in the server's words.
func TestRealDisplay(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY: run under xvfb-run")
	}
	if err := displayReachable(); err != nil {
		t.Fatalf("the session's own display: %v", err)
	}
	t.Setenv("XAUTHORITY", filepath.Join(t.TempDir(), "none"))
	if err := displayReachable(); err != nil && !strings.Contains(err.Error(), "refused") {
		t.Errorf("without the cookie: %v", err)
	} else {
		t.Logf("without the cookie: %v", err)
	}
}
