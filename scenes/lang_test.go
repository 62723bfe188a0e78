package scenes_test

import "stratagem/assets/lang"

// The words of the tests' small games, which live outside the catalogue.
func init() {
	if err := lang.Add(map[string]string{
		"race.goal":                   "Goal",
		"game.race.title":             "Race",
		"game.race.description":       "Count to ten",
		"level.race.slow.title":       "Slow",
		"level.race.fast.title":       "Fast",
		"level.race.fake.title":       "Fake",
		"level.race.twos.title":       "Twos",
		"level.race.slow.description": "Takes its time",
		"level.race.fast.description": "Quick",
		// Tic-tac-toe's screen (tictactoe_test.go); its levels are in the catalogue.
		"tictactoe.status.tomove": "{{cap .Side.nom}} to move",
		"tictactoe.end.line":      "{{.Side.nom}} made three in a row",
		"tictactoe.end.full":      "the board is full",
		"tictactoe.victory.moves": "Moves: {{.Moves}}",
	}); err != nil {
		panic(err)
	}
}
