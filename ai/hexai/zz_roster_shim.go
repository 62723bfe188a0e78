package hexai

// TEMPORARY shim on the frame branch until the ai-contract branch lands.

import (
	"context"

	"stratagem/ai"
	"stratagem/units"
)

var Roster = &ai.Roster[*units.Battle, units.Action]{
	Game:   "Hex Battle",
	Levels: shimLevels(Levels()),
	Make: func(name string, seed uint64) (ai.Player[*units.Battle, units.Action], error) {
		p, err := New(name, seed, 0)
		if err != nil {
			return nil, err
		}
		return shim{p}, nil
	},
}

func shimLevels(ls []Level) []ai.Level {
	var out []ai.Level
	for _, l := range ls {
		out = append(out, ai.Level{Name: l.Name, Title: l.Title, Description: l.Description})
	}
	return out
}

type shim struct{ p Player }

func (s shim) Name() string { return s.p.Name() }
func (s shim) Choose(ctx context.Context, st *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	m, err := s.p.ChooseAction(ctx, st)
	return m, ai.Info{}, err
}
