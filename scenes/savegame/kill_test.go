package savegame

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// killChildEnv, when set, makes TestKilledWhileSaving the child process:
// "PATH,ROUND,BURST" (see saveBurst).
const killChildEnv = "STRATAGEM_SAVEGAME_KILL_CHILD"

// killSeedEnv chooses the seed of the moments TestKilledWhileSaving kills
// its children at (1 when unset), to try other moments.
const killSeedEnv = "STRATAGEM_SAVEGAME_KILL_SEED"

// The program may be killed at any moment, also while the writer writes:
// the saved game is then still a whole saved game, and it is the last one
// known to be written or one handed after it, never an older one.
//
// The test runs itself as a child process that hands a Writer a burst of
// games with more and more moves and says on its standard output each
// game it hands and each it knows written, and kills it (SIGKILL, no
// chance to clean up) after a number of those lines chosen at random
// from a fixed seed. Every round writes over the file the round before
// left. The outcome does not depend on timing, only which moment is hit.
func TestKilledWhileSaving(t *testing.T) {
	if spec := os.Getenv(killChildEnv); spec != "" {
		saveBurst(spec)
		return
	}
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no child processes here")
	}
	seed := uint64(1)
	if v := os.Getenv(killSeedEnv); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("%s=%q: %v", killSeedEnv, v, err)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	const rounds, burst = 8, 1500

	path := filepath.Join(t.TempDir(), FileName)
	last := roundGame(0, 1) // what the file holds before the first round
	if err := Save(path, last); err != nil {
		t.Fatal(err)
	}
	for round := 1; round <= rounds; round++ {
		// A line for every game handed, about as many "wrote" lines at
		// most, and "done": the moment is anywhere in the burst, or after.
		killAt := 1 + rng.IntN(burst+burst/10)
		r := runKilled(t, path, round, burst, killAt)
		g, ok, warning := Load(path)
		if !ok || warning != "" {
			t.Fatalf("round %d, killed after %d lines: no saved game to continue (warning %q)", round, r.lines, warning)
		}
		n, from := len(g.Moves), g.Options["round"]
		switch {
		case from == strconv.Itoa(round):
			if n < r.wrote || n > r.handed || (r.done && n != burst) {
				t.Fatalf("round %d, killed after %d lines: the save holds %d moves; the child had handed up to %d and written %d (done: %v)",
					round, r.lines, n, r.handed, r.wrote, r.done)
			}
		case r.wrote > 0:
			t.Fatalf("round %d, killed after %d lines: the save is of round %s, though the child had written %d moves", round, r.lines, from, r.wrote)
		case from != last.Options["round"] || n != len(last.Moves):
			t.Fatalf("round %d: the save is round %s's with %d moves, want round %s's with %d or one of this round",
				round, from, n, last.Options["round"], len(last.Moves))
		}
		if g.Moves[n-1] != strconv.Itoa(n) {
			t.Fatalf("round %d: the last move of %d is %q", round, n, g.Moves[n-1])
		}
		t.Logf("round %d: killed after %d lines (%d handed, %d written, done %v): the save holds %d moves of round %s",
			round, r.lines, r.handed, r.wrote, r.done, n, from)
		last = g
	}
	if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+FileName+".tmp-*")); len(tmp) > 0 {
		t.Logf("%d temporary files left by the writes killed under way", len(tmp))
	}
}

// roundGame is the game of n moves that round hands; move i reads i.
func roundGame(round, n int) Game {
	g := Game{Game: "race", Options: map[string]string{"round": strconv.Itoa(round)}}
	for i := 1; i <= n; i++ {
		g.Moves = append(g.Moves, strconv.Itoa(i))
	}
	return g
}

// killed is what a killed child said: the most moves it handed and wrote,
// whether it was done, and how many lines the parent read before the kill.
type killed struct {
	handed, wrote, lines int
	done                 bool
}

// runKilled runs the child on path and kills it once it has read killAt
// of its lines (or the child is done), then reads what else it said.
func runKilled(t *testing.T, path string, round, burst, killAt int) killed {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWhileSaving$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s,%d,%d", killChildEnv, path, round, burst))
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe() // held open: the child waits on it once done
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var r killed
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		r.lines++
		if r.note(t, lines.Text()) || r.lines == killAt {
			break
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for lines.Scan() { // what the child wrote before it died
		r.note(t, lines.Text())
	}
	if err := lines.Err(); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err == nil {
		t.Fatal("the child ended by itself")
	}
	return r
}

// note takes in one line of the child's, and reports whether it is done.
func (r *killed) note(t *testing.T, line string) bool {
	t.Helper()
	what, num, _ := strings.Cut(line, " ")
	n, err := strconv.Atoi(num)
	switch {
	case what == "done":
		r.done = true
		return true
	case err != nil:
		t.Fatalf("the child said %q", line)
	case what == "handed":
		r.handed = max(r.handed, n)
	case what == "wrote":
		r.wrote = max(r.wrote, n)
	default:
		t.Fatalf("the child said %q", line)
	}
	return false
}

// saveBurst is the child: it hands a Writer games of 1 to BURST moves,
// as fast as it can, tagged with ROUND, and prints "handed N" before it
// hands the game of N moves, "wrote N" once it is written, and "done"
// once all is written; then it waits to be killed.
func saveBurst(spec string) {
	parts := strings.Split(spec, ",")
	if len(parts) != 3 {
		parts = []string{"", "", ""}
	}
	round, err1 := strconv.Atoi(parts[1])
	burst, err2 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil {
		fmt.Fprintf(os.Stderr, "bad %s %q\n", killChildEnv, spec)
		os.Exit(2)
	}
	var out sync.Mutex
	say := func(what string, n int) {
		out.Lock()
		defer out.Unlock()
		fmt.Printf("%s %d\n", what, n) // one write each: the parent reads whole lines
	}
	w := NewWriter(parts[0])
	w.written = func(j job, err error) {
		if err != nil {
			fmt.Fprintln(os.Stderr, "the child could not write:", err)
			say("failed", len(j.game.Moves)) // the parent stops at a line it does not know
			return
		}
		say("wrote", len(j.game.Moves))
	}
	all := roundGame(round, burst)
	for n := 1; n <= burst; n++ {
		say("handed", n)
		w.Save(Game{Game: all.Game, Options: all.Options, Moves: all.Moves[:n]})
	}
	w.Flush()
	say("done", 0)
	io.Copy(io.Discard, os.Stdin) // until killed, or the parent is gone
	os.Exit(0)
}
