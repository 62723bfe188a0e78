package hugepages

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// anonHuge returns the process's anonymous memory on huge pages, in kB.
func anonHuge(t *testing.T) int {
	f, err := os.Open("/proc/self/smaps_rollup")
	if err != nil {
		t.Skip("no /proc/self/smaps_rollup:", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "AnonHugePages:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Skip("smaps_rollup has no AnonHugePages")
	return 0
}

// A table advised right after make is backed by huge pages once touched,
// where the kernel gives them on request.
func TestAdviseGetsHugePages(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skip("transparent huge pages are off here")
	}
	before := anonHuge(t)
	table := make([]uint64, 16<<20/8) // 16 MiB: at least seven whole huge pages
	Advise(table)
	for i := range table {
		table[i] = uint64(i)
	}
	if got := anonHuge(t) - before; got < 2048 {
		t.Errorf("%d kB more on huge pages after advising a 16 MiB table", got)
	}
}

// Only whole huge pages inside the table are advised: none for a table
// smaller than one, and never a byte outside it.
func TestWholeHugePages(t *testing.T) {
	const h = hugePage
	for _, c := range []struct {
		name        string
		start, size uintptr
		first, end  uintptr
		wantNone    bool
	}{
		{name: "empty", start: 5 * h, size: 0, wantNone: true},
		{name: "100 bytes", start: 5*h + 64, size: 100, wantNone: true},
		{name: "one page, not aligned", start: 5*h + 64, size: h, wantNone: true},
		{name: "exactly one aligned page", start: 5 * h, size: h, first: 5 * h, end: 6 * h},
		{name: "aligned start, ragged end", start: 5 * h, size: 2*h + 100, first: 5 * h, end: 7 * h},
		{name: "ragged both ends", start: 5*h + 4096, size: 3 * h, first: 6 * h, end: 8 * h},
		{name: "16 MiB from a ragged start", start: 3*h + 8, size: 8 * h, first: 4 * h, end: 11 * h},
	} {
		first, end := wholeHugePages(c.start, c.size)
		if c.wantNone {
			if end > first {
				t.Errorf("%s: advised [%#x, %#x), want nothing", c.name, first, end)
			}
			continue
		}
		if first != c.first || end != c.end {
			t.Errorf("%s: got [%#x, %#x), want [%#x, %#x)", c.name, first, end, c.first, c.end)
		}
		if first < c.start || end > c.start+c.size || first%h != 0 || end%h != 0 {
			t.Errorf("%s: [%#x, %#x) is not whole huge pages inside the table", c.name, first, end)
		}
	}
	// Advise itself must leave these alone: without its guards it would
	// index an empty slice, or slice a negative length (end before first),
	// and panic.
	Advise([]uint64(nil))
	Advise(make([]byte, 100))
}
