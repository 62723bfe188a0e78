package hexgame

import (
	"stratagem/board/hex"
	"stratagem/board/record"
	"stratagem/scenes"
	"stratagem/units"
)

// recordSpec reads Hex Battle's records and opens one on its field, with
// its armies.
func recordSpec() *scenes.RecordSpec {
	return &scenes.RecordSpec{
		Kind: record.KindOf(units.Rules{}),
		Match: func(r record.Record) (scenes.Match, error) {
			g, err := units.Rules{}.WithTag("armies", scenes.RecordTag(r, "armies", "standard/standard"))
			if err != nil {
				return scenes.Match{}, err
			}
			armies := g.(units.Rules).Armies
			m := scenes.Match{Options: map[string]string{
				MapOption.Key:    scenes.RecordTag(r, "map", hex.BattleMapName),
				ArmiesOption.Key: "chosen",
				QuickOption.Key:  QuickOption.Default,
			}}
			for side, key := range ArmyKeys {
				a := armies[side]
				if a == (units.Army{}) {
					a = units.StandardArmy()
				}
				m.Options[key] = a.String()
			}
			return m, nil
		},
	}
}
