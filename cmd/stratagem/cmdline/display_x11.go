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
// be used (nil when it can): DISPLAY unset, malformed, nobody listening
// there, or a server that refuses the connection. A server that answers
// the socket can still refuse the client (no or the wrong authorisation,
// a server still starting), and Ebitengine then panics while it is
// initialised; so this opens the connection as Xlib would, handshake
// included (handshake), and hangs up.
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
		addrs = append(addrs, [2]string{"unix", "@" + sock}, [2]string{"unix", sock})
	}
	if host != "unix" {
		h := host
		if h == "" {
			h = "localhost"
		}
		addrs = append(addrs, [2]string{"tcp", net.JoinHostPort(h, strconv.Itoa(6000+n))})
	}
	for _, a := range addrs {
		c, err := net.DialTimeout(a[0], a[1], 2*time.Second)
		if err != nil {
			continue
		}
		err = handshake(c, n, readXauthority())
		c.Close()
		if err != nil {
			return fmt.Errorf("the display at DISPLAY=%s refused the game: %w", d, err)
		}
		return nil
	}
	return fmt.Errorf("no display answers at DISPLAY=%s", d)
}

// handshakeTimeout is how long the server may take to answer the
// connection's set-up: a server under load answers in milliseconds.
const handshakeTimeout = 10 * time.Second

// handshake sends the X11 connection set-up on c for display number
// display, with the MIT-MAGIC-COOKIE-1 of the authority file's entries
// (auth) that fits this connection, and reads the server's answer: nil
// when it accepts the client, else the server's reason.
func handshake(c net.Conn, display int, auth []xauthEntry) error {
	cookie, ok := pickCookie(auth, c.RemoteAddr(), display)
	if !ok {
		return nil // an entry of another kind Xlib would use (XDM): not ours to judge
	}
	if err := c.SetDeadline(time.Now().Add(handshakeTimeout)); err != nil {
		return err
	}
	if _, err := c.Write(setupRequest(cookie)); err != nil {
		return fmt.Errorf("the connection broke: %w", err)
	}
	var head [8]byte
	if _, err := readFull(c, head[:]); err != nil {
		return fmt.Errorf("no answer to the connection request: %w", err)
	}
	switch head[0] {
	case 1:
		return nil // Success: the rest of the reply describes the server
	case 0, 2:
		// Failed: byte 1 is the reason's length; Authenticate: the reason
		// fills the additional data (bytes 6–7: its length in 4-byte units).
		words := int(head[6]) | int(head[7])<<8
		extra := make([]byte, min(words*4, 1<<12))
		k, _ := readFull(c, extra)
		extra = extra[:k]
		reasonLen := len(extra)
		if head[0] == 0 {
			reasonLen = min(int(head[1]), len(extra))
		}
		reason := strings.TrimRight(strings.TrimSpace(string(extra[:reasonLen])), "\x00")
		if reason == "" {
			reason = "no reason given"
		}
		if len(cookie) == 0 {
			return fmt.Errorf("%s (no authorisation found in %s)", reason, xauthorityPath())
		}
		return errors.New(reason)
	}
	return fmt.Errorf("an answer that is not X11's (%d)", head[0])
}

// readFull reads len(b) bytes, or fewer with the error that stopped it.
func readFull(c net.Conn, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		k, err := c.Read(b[n:])
		n += k
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// cookieName is the only authorisation the check sends.
const cookieName = "MIT-MAGIC-COOKIE-1"

// setupRequest is the connection set-up of X11 protocol 11.0, in the
// client's byte order (little endian, 'l'), with cookie as
// MIT-MAGIC-COOKIE-1 data, or without authorisation when cookie is nil.
func setupRequest(cookie []byte) []byte {
	name := ""
	if cookie != nil {
		name = cookieName
	}
	le16 := func(v int) []byte { return []byte{byte(v), byte(v >> 8)} }
	pad := func(b []byte) []byte { return append(b, make([]byte, (4-len(b)%4)%4)...) }
	req := []byte{'l', 0}
	req = append(req, le16(11)...) // protocol major version
	req = append(req, le16(0)...)  // minor
	req = append(req, le16(len(name))...)
	req = append(req, le16(len(cookie))...)
	req = append(req, 0, 0)
	req = append(req, pad([]byte(name))...)
	return append(req, pad(append([]byte(nil), cookie...))...)
}

// xauthEntry is one entry of an X authority file.
type xauthEntry struct {
	family  uint16
	address []byte
	number  string // the display number, "" for any
	name    string
	data    []byte
}

// The address families of authority entries Xlib matches.
const (
	familyInternet  = 0
	familyInternet6 = 6
	familyLocal     = 256
	familyWild      = 65535
)

// xauthorityPath is the authority file Xlib reads: $XAUTHORITY, else
// ~/.Xauthority.
func xauthorityPath() string {
	if p := os.Getenv("XAUTHORITY"); p != "" {
		return p
	}
	if home := os.Getenv("HOME"); home != "" {
		return home + "/.Xauthority"
	}
	return ""
}

// readXauthority returns the entries of the authority file, none when
// there is none or it cannot be read.
func readXauthority() []xauthEntry {
	p := xauthorityPath()
	if p == "" {
		return nil
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	return parseXauthority(data)
}

// parseXauthority reads the entries of an authority file: each a family
// (16 bits, big endian) and four counted strings (a 16-bit length, then
// the bytes): address, display number, authorisation name and data. A
// truncated entry ends the list.
func parseXauthority(data []byte) []xauthEntry {
	var out []xauthEntry
	field := func() ([]byte, bool) {
		if len(data) < 2 {
			return nil, false
		}
		n := int(data[0])<<8 | int(data[1])
		if len(data) < 2+n {
			return nil, false
		}
		f := data[2 : 2+n]
		data = data[2+n:]
		return f, true
	}
	for len(data) >= 2 {
		e := xauthEntry{family: uint16(data[0])<<8 | uint16(data[1])}
		data = data[2:]
		addr, ok1 := field()
		num, ok2 := field()
		name, ok3 := field()
		val, ok4 := field()
		if !ok1 || !ok2 || !ok3 || !ok4 {
			break
		}
		e.address, e.number, e.name, e.data = addr, string(num), string(name), val
		out = append(out, e)
	}
	return out
}

// pickCookie chooses, as Xlib does, the authority entry for a connection
// to remote for display number display: a local connection (a socket, or
// the loopback) is named by the family "local" and this machine's host
// name, another by its address; an entry of family "wild" fits any, and
// one without a display number any display. It returns the first fitting
// entry's cookie, nil when none fits (the set-up then goes without), and
// ok=false when an XDM entry fits, which Xlib would send instead.
func pickCookie(auth []xauthEntry, remote net.Addr, display int) (cookie []byte, ok bool) {
	family, address := uint16(familyLocal), []byte(nil)
	if tcp, isTCP := remote.(*net.TCPAddr); isTCP && !tcp.IP.IsLoopback() {
		if ip4 := tcp.IP.To4(); ip4 != nil {
			family, address = familyInternet, ip4
		} else {
			family, address = familyInternet6, tcp.IP.To16()
		}
	}
	if family == familyLocal {
		h, err := os.Hostname()
		if err != nil {
			return nil, true
		}
		address = []byte(h)
	}
	num := strconv.Itoa(display)
	for _, e := range auth {
		fits := e.family == familyWild || (e.family == family && string(e.address) == string(address))
		if !fits || (e.number != "" && e.number != num) {
			continue
		}
		switch e.name {
		case xdmName:
			return nil, false // Xlib prefers it to a cookie
		case cookieName:
			if cookie == nil {
				cookie = e.data
			}
		}
	}
	return cookie, true
}

// xdmName is the other authorisation Xlib sends, and prefers when an entry
// of it fits; the check leaves such a display to Xlib.
const xdmName = "XDM-AUTHORIZATION-1"
