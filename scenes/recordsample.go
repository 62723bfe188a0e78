package scenes

import (
	"fmt"
	"strings"

	"stratagem/board/record"
	"stratagem/scenes/kept"
)

// sampleRecords are the games the Records screen's sample lists: one or
// two of each game, won, lost, drawn and left, against the computer and
// between two people.
var sampleRecords = []string{`[Game "mill"]
[Variant "nine-mens-morris"]
[Date "2026-11-29"]
[Time "14:23:05"]
[Red "Computer"]
[RedLevel "hard"]
[Result "Blue wins"]
[Ending "blocked"]

1. d2 b6
2. b4 f6
3. d6 f2
4. f4 a1
5. c4 a4
6. a7 g1
7. d1 d3
8. d7 g7
9. d5xg7 g7
10. c4-c3 g7-g4
11. d7-g7 d3-e3
12. c3-d3xe3
Blue wins (blocked)
`, `[Game "connect"]
[Board "7x6"]
[Line "4"]
[Date "2026-11-28"]
[Time "19:02:41"]
[Red "Computer"]
[RedLevel "normal"]
[Result "Red wins"]
[Ending "line"]

1. 1 4
2. 1 4
3. 2 4
4. 2 4
Red wins (line)
`, `[Game "hex"]
[Map "open-field"]
[Armies "standard/standard"]
[Date "2026-11-27"]
[Time "21:45:00"]
[Blue "Computer"]
[BlueLevel "normal"]
[Result "abandoned"]

Bflyer a2-g6
Rflyer o11-i7
Bswordsman a4-d4
Rswordsman o9-m9
Bpikeman a8-d7
Rpikeman o5-l5
abandoned
`, `[Game "mech"]
[Map "mech-city"]
[Forces "standard/standard"]
[Date "2026-11-26"]
[Time "10:11:12"]
[Result "abandoned"]

initiative 7-8
Branger run c1-c5 SW
Rranger jump c17-a14 NE
Bbulldog run f1-a1 W
Rbulldog run f17-d13 NW
abandoned
`, `[Game "connect"]
[Board "7x6"]
[Line "4"]
[Date "2026-11-25"]
[Time "08:30:00"]
[Result "Blue wins"]
[Ending "line"]

1. 4 3
2. 3 4
3. 3 3
4. 4 4
5. 2 3
6. 2 2
7. 4 3
8. 5 6
9. 2 7
10. 5 2
11. 2 6
12. 5 6
13. 5
Blue wins (line)
`}

// openRecordsSample shows the Records screen over the main menu, listing
// sampleRecords (kept in memory, not on the disk), the first chosen.
func openRecordsSample(s *Session) error {
	st := kept.KVStore{KV: memoryKV{}, Prefix: "sample/"}
	for i, text := range sampleRecords {
		r, err := record.Read(strings.NewReader(text), RecordKinds(s)...)
		if err != nil {
			return fmt.Errorf("sample record %d: %w", i+1, err)
		}
		if _, err := kept.Keep(st, r, []byte(text)); err != nil {
			return err
		}
	}
	s.Stack.Reset(NewMainMenu())
	l := NewRecordsScreen(s, st)
	l.Wait(s)
	l.Select(0)
	s.Stack.Push(l)
	return nil
}

// memoryKV is a store of strings in memory.
type memoryKV map[string]string

func (m memoryKV) Get(k string) (string, bool, error) { v, ok := m[k]; return v, ok, nil }
func (m memoryKV) Set(k, v string) error              { m[k] = v; return nil }
func (m memoryKV) Delete(k string) error              { delete(m, k); return nil }
