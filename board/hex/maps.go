package hex

import (
	"embed"
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
)

// BattleMapName names the Hex Battle field of the spec in LoadMap.
const BattleMapName = "river-crossing"

//go:embed maps/*.txt
var mapFiles embed.FS

// MapNames returns the names of the embedded maps, sorted.
func MapNames() []string {
	entries, _ := mapFiles.ReadDir("maps") // the directory is embedded: it exists
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".txt"))
	}
	slices.Sort(names)
	return names
}

// MechMapPrefix starts the names of the Mech Duel's maps.
const MechMapPrefix = "mech-"

// MechMapNames returns the names of the embedded Mech Duel maps, sorted.
func MechMapNames() []string {
	var out []string
	for _, n := range MapNames() {
		if strings.HasPrefix(n, MechMapPrefix) {
			out = append(out, n)
		}
	}
	return out
}

// BattleMapNames returns the names of the embedded Hex Battle maps, sorted:
// every map that is not a Mech Duel map.
func BattleMapNames() []string {
	var out []string
	for _, n := range MapNames() {
		if !strings.HasPrefix(n, MechMapPrefix) {
			out = append(out, n)
		}
	}
	return out
}

// RandomMapPrefix starts the name of a random Hex Battle map: "random:SEED"
// names RandomBattleMap(SEED).
const RandomMapPrefix = "random:"

// LoadBattleMap returns a new Hex Battle map named by spec: one of
// BattleMapNames, or "random:SEED" with SEED a whole number (0 to 2^64−1) for
// RandomBattleMap(SEED). An unknown name is an error that lists the maps.
func LoadBattleMap(spec string) (*Map, error) {
	if digits, ok := strings.CutPrefix(spec, RandomMapPrefix); ok {
		seed, err := strconv.ParseUint(digits, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q: a random map is %sSEED with SEED a whole number from 0 to %d, such as %s7", spec, RandomMapPrefix, uint64(math.MaxUint64), RandomMapPrefix)
		}
		return RandomBattleMap(seed), nil
	}
	if !slices.Contains(BattleMapNames(), spec) {
		return nil, fmt.Errorf("no Hex Battle map %q (maps: %s, or %sSEED for a random one)", spec, strings.Join(BattleMapNames(), ", "), RandomMapPrefix)
	}
	return LoadMap(spec)
}

// LoadMap parses the embedded map with the given name (a file maps/NAME.txt of
// this package). Each call returns a new map that the caller owns.
func LoadMap(name string) (*Map, error) {
	file := path.Join("maps", name+".txt")
	text, err := mapFiles.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("no map %q (maps: %s)", name, strings.Join(MapNames(), ", "))
	}
	m, err := ParseMap(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// BattleMap returns a new copy of the Hex Battle field. The embedded file is
// checked by the package's tests, so it always parses.
func BattleMap() *Map {
	m, err := LoadMap(BattleMapName)
	if err != nil {
		panic(err) // unreachable while TestBattleMapLoads passes
	}
	return m
}
