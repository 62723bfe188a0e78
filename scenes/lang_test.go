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
	}); err != nil {
		panic(err)
	}
}
