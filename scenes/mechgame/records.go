package mechgame

import (
	"stratagem/board/record"
	"stratagem/scenes"
	"stratagem/units/mech"
)

// recordSpec reads the Mech Duel's records and opens one on its map, with
// its forces.
func recordSpec() *scenes.RecordSpec {
	return &scenes.RecordSpec{
		Kind: record.KindOf(mech.Rules{}),
		Match: func(r record.Record) (scenes.Match, error) {
			f, err := mech.ParseForces(scenes.RecordTag(r, "forces", "standard/standard"))
			if err != nil {
				return scenes.Match{}, err
			}
			m := scenes.Match{Options: map[string]string{"map": scenes.RecordTag(r, "map", "")}}
			for side, key := range [2]string{"blue", "red"} {
				if f[side] == nil {
					f[side] = mech.StandardPair
				}
				m.Options[key] = forceID(f[side])
			}
			return m, nil
		},
	}
}
