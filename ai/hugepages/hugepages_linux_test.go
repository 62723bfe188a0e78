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
	Advise([]uint64(nil)) // nothing to advise
	Advise(make([]byte, 100))
}
