package millgame

import (
	"stratagem/board/mill"
	"stratagem/board/record"
	"stratagem/scenes"
)

// recordSpec reads Mill's records and opens one on its variant's board.
func recordSpec() *scenes.RecordSpec {
	return &scenes.RecordSpec{
		Kind: record.KindOf(mill.Rules{}),
		Match: func(r record.Record) (scenes.Match, error) {
			return scenes.Match{Options: map[string]string{optVariant: scenes.RecordTag(r, "variant", mill.NineMensMorris.ID())}}, nil
		},
	}
}
