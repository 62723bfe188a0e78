package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"stratagem/board/record"
)

// runRecord is arena record -check FILE...: it reads each file as a game
// record of one of arena's games, replaying every move and checking the
// result, and prints a line for each good one; a bad one is named on
// standard error with what is wrong (and its line), the others still
// read, and the exit status is then 2.
func runRecord(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("arena record", usageText, "flags of arena record", stderr)
	check := fs.Bool("check", false, "read the records FILE... and check every move and result")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if !*check {
		return usageError(stderr, fs, "arena record -check FILE...: -check is what it does")
	}
	if fs.NArg() == 0 {
		return usageError(stderr, fs, "arena record -check: name the records to check")
	}
	kinds := make([]record.Kind, len(games))
	for i, g := range games {
		kinds[i] = g.Kind
	}
	code := 0
	for _, name := range fs.Args() {
		rec, err := readRecordFile(name, kinds)
		if err != nil {
			fmt.Fprintf(stderr, "arena record: %s: %v\n", name, err)
			code = 2
			continue
		}
		fmt.Fprintf(stdout, "%s: %s\n", name, summary(rec))
	}
	return code
}

// readRecordFile reads and checks the record in the file name.
func readRecordFile(name string, kinds []record.Kind) (record.Record, error) {
	f, err := os.Open(name)
	if err != nil {
		return record.Record{}, err
	}
	defer f.Close()
	return record.Read(f, kinds...)
}

// summary is a record's line: "mill, variant nine-mens-morris; Blue arena
// p1 (random), Red arena p2 (easy); 2025-06-01; 59 moves; Blue wins
// (fewer-than-three)".
func summary(r record.Record) string {
	parts := []string{r.Game}
	for _, t := range r.Variant {
		parts[0] += fmt.Sprintf(", %s %s", t.Key, t.Value)
	}
	var players []string
	for i, p := range r.Players {
		who := p.Name
		switch {
		case who == "" && p.Level == "":
			who = "unnamed"
		case who == "":
			who = p.Level
		case p.Level != "":
			who += " (" + p.Level + ")"
		}
		players = append(players, []string{"Blue ", "Red "}[i]+who)
	}
	parts = append(parts, strings.Join(players, ", "))
	if !r.Date.IsZero() {
		parts = append(parts, r.Date.Format("2006-01-02"))
	}
	parts = append(parts, fmt.Sprintf("%d moves", len(r.Moves)), r.Result.String())
	return strings.Join(parts, "; ")
}
