//go:build linux || freebsd || netbsd || openbsd || dragonfly

package cmdline

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
)

// supervise is superviseDisplay on the systems where the display is X11.
var supervise = superviseDisplay

// superviseDisplay runs the game as a child process and returns its exit
// status. Ebitengine opens the display while its packages are
// initialised, before any of the game's code can catch anything, and when
// that fails it panics with a stack of its own. displayReachable has
// checked the display just before, but the display can still go in between:
// its server ends, or two xvfb-run -a chose the same display number at
// once. So the parent, which has no Ebitengine in it, watches the game's
// error output; on that panic it prints the plain message a missing display
// gets, not the stack.
func superviseDisplay() int {
	exe, err := os.Executable()
	if err != nil {
		return -1 // run the game in this process
	}
	cmd := exec.Command(exe, os.Args[1:]...)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stdin, cmd.Stdout = os.Stdin, os.Stdout
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return -1
	}
	if err := cmd.Start(); err != nil {
		return -1
	}
	// The signals a player or a script sends go on to the game, which
	// decides what they do.
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		for s := range sigs {
			_ = cmd.Process.Signal(s)
		}
	}()
	why := filterStderr(stderr, os.Stderr)
	err = cmd.Wait()
	signal.Stop(sigs)
	close(sigs)
	if why != "" {
		return Headless(os.Args[1:], os.Stderr, displayLost(why))
	}
	if err == nil {
		return 0
	}
	if code := cmd.ProcessState.ExitCode(); code >= 0 {
		return code
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return 1
}

// displayLost is the error of a display that went away between the check
// and the game opening it.
type displayLost string

func (d displayLost) Error() string { return "the display could not be opened: " + string(d) }

// filterStderr copies the game's error output r to w line by line until
// Ebitengine panics because it could not open the display: that panic,
// its stack and the graphics library's own line before it are not copied,
// and filterStderr returns the library's reason ("X11: Failed to open
// display :101", or the panic's words); else "".
func filterStderr(r io.Reader, w io.Writer) string {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	held, why := "", ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case why != "":
			// The stack of the panic: not for a player.
		case strings.HasPrefix(line, "panic: glfw:"):
			why = strings.TrimPrefix(line, "panic: ")
			if held != "" {
				why = strings.TrimPrefix(held, "glfw: ")
			}
			held = ""
		case strings.HasPrefix(line, "glfw: "):
			// Kept back until the next line says whether a panic follows.
			if held != "" {
				io.WriteString(w, held+"\n")
			}
			held = line
		default:
			if held != "" {
				io.WriteString(w, held+"\n")
				held = ""
			}
			io.WriteString(w, line+"\n")
		}
	}
	if held != "" {
		io.WriteString(w, held+"\n")
	}
	// A line longer than the buffer ends the scan: the rest is copied as
	// it comes, so that the game is never blocked on a full pipe.
	io.Copy(w, r)
	return why
}
