package connectgame

import (
	"stratagem/board/connect"
	"stratagem/board/record"
	"stratagem/scenes"
)

// recordSpec reads Connect Four's records and opens one on its board.
func recordSpec() *scenes.RecordSpec {
	return &scenes.RecordSpec{
		Kind: record.KindOf(connect.Rules{Config: connect.Standard}),
		Match: func(r record.Record) (scenes.Match, error) {
			var g any = connect.Rules{Config: connect.Standard}
			for _, t := range r.Variant {
				next, err := g.(connect.Rules).WithTag(t.Key, t.Value)
				if err != nil {
					return scenes.Match{}, err
				}
				g = next
			}
			return scenes.Match{Options: boardOptions(g.(connect.Rules).Config)}, nil
		},
	}
}
