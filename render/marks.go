package render

import "image/color"

// A Mark is a colour a screen draws for a player to read: a side, a
// highlight.
type Mark struct {
	Name   string
	Colour color.Color
	// Over is what a translucent mark is drawn over (nil: it is opaque).
	Over color.Color
}

// A MarkSet is the marks one screen shows together, which a player must
// tell apart at a glance: each from every other. The colour-blind-safe
// palette keeps them apart for protanopia, deuteranopia and tritanopia
// (render/cvd measures it; cmd/palette prints the figures).
type MarkSet struct {
	Screen string
	Marks  []Mark
}

// MarkSets returns the marks of each screen, in the look in use.
func MarkSets() []MarkSet {
	return []MarkSet{
		{"Mill", []Mark{{"Blue piece", BlueSide, nil}, {"Red piece", RedSide, nil}, {"chosen", Accent, nil},
			{"movable, legal", MarkMovable, nil}, {"to take", MarkRemovable, nil}, {"hint", MarkHint, nil},
			{"last move", MarkLast, nil}, {"undone", MarkRedo, nil}}},
		{"Mill, the end", []Mark{{"Blue piece", BlueSide, nil}, {"Red piece", RedSide, nil},
			{"deciding move", MarkGold, nil}, {"taken", MarkRemovable, nil}}},
		{"Hex Battle", []Mark{{"Blue stack", BlueSide, nil}, {"Red stack", RedSide, nil}, {"grass", GrassFill, nil},
			{"reachable", WithAlpha(HexReach, 0.3), GrassFill}, {"to act", HexActive, nil},
			{"threat, target", Danger, nil}, {"hint", HexHint, nil}}},
		{"Connect Four", []Mark{{"Blue disc", ConnectBlueFill, nil}, {"Red disc", ConnectRedFill, nil},
			{"board", ConnectBoard, nil}, {"hint", Accent, nil}}},
		{"Mech Duel", []Mark{{"Blue mech", BlueSide, nil}, {"Red mech", RedSide, nil}, {"open ground", GrassFill, nil},
			{"walk", MechWalk, nil}, {"run", MechRun, nil}, {"jump", MechJump, nil}, {"to act", Accent, nil},
			{"target", Danger, nil}, {"hint", MechHint, nil}}},
		{"Mech Duel, heat and damage", []Mark{{"cool, intact", Legal, nil}, {"warm", Accent, nil},
			{"hot", MechWarm, nil}, {"overheated, destroyed", Danger, nil}}},
	}
}
