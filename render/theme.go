package render

import "image/color"

// The palette every screen shares: the named colours of the screens, the
// boards and the pieces, gathered here so that one place says what each
// colour is for. Colours that stand in one drawing only (a highlight, a
// wave on water) stay beside that drawing.
var (
	// The screens: background, panels, text and buttons.
	Background  = color.RGBA{0x1b, 0x20, 0x2a, 0xff}
	Panel       = color.RGBA{0x25, 0x2c, 0x39, 0xff}
	PanelBorder = color.RGBA{0x3a, 0x44, 0x56, 0xff}
	TextMain    = color.RGBA{0xec, 0xef, 0xf4, 0xff}
	TextDim     = color.RGBA{0x9a, 0xa5, 0xb8, 0xff}
	Accent      = color.RGBA{0xf2, 0xb8, 0x4b, 0xff}
	ButtonFill  = color.RGBA{0x33, 0x3d, 0x4f, 0xff}
	ButtonHover = color.RGBA{0x45, 0x52, 0x69, 0xff}
	ButtonText  = TextMain
	Disabled    = color.RGBA{0x5c, 0x64, 0x73, 0xff}

	// The two sides, and the marks every board uses.
	BlueSide     = color.RGBA{0x3d, 0x7e, 0xf0, 0xff}
	BlueSideDark = color.RGBA{0x1f, 0x4b, 0xa8, 0xff}
	RedSide      = color.RGBA{0xe0, 0x4a, 0x4a, 0xff}
	RedSideDark  = color.RGBA{0x98, 0x25, 0x28, 0xff}
	Legal        = color.RGBA{0x46, 0xc9, 0x5a, 0xff} // the seed marks legal points green
	Danger       = color.RGBA{0xff, 0x5a, 0x3c, 0xff}
	Shade        = color.RGBA{0, 0, 0, 0xa0}

	// The Mill board.
	Wood      = color.RGBA{0xd9, 0xb0, 0x77, 0xff}
	WoodDark  = color.RGBA{0xb8, 0x8a, 0x52, 0xff}
	BoardLine = color.RGBA{0x3b, 0x2a, 0x1a, 0xff}

	// Terrain: distinct at a glance (thesis 2.2.1's five kinds).
	GrassFill   = color.RGBA{0x6f, 0x9e, 0x4c, 0xff}
	GrassDark   = color.RGBA{0x5e, 0x8a, 0x3f, 0xff}
	RoadFill    = color.RGBA{0xc9, 0xa8, 0x6e, 0xff}
	RoadEdge    = color.RGBA{0x9c, 0x7c, 0x48, 0xff}
	ShallowFill = color.RGBA{0x7f, 0xc4, 0xd8, 0xff}
	DeepFill    = color.RGBA{0x2b, 0x5f, 0x9e, 0xff}
	RockFill    = color.RGBA{0x7d, 0x7a, 0x75, 0xff}
	RockDark    = color.RGBA{0x55, 0x52, 0x4e, 0xff}
	HexLine     = WithAlpha(color.RGBA{0x20, 0x30, 0x18, 0xff}, 0.31)

	// The Mech Duel's terrains, and their details (tree crowns, rubble,
	// roofs, the contour lines between levels).
	LightWoodsFill = color.RGBA{0x4e, 0x86, 0x3c, 0xff}
	HeavyWoodsFill = color.RGBA{0x2f, 0x5e, 0x2a, 0xff}
	RoughFill      = color.RGBA{0x9a, 0x8a, 0x74, 0xff}
	BuildingFill   = color.RGBA{0x8c, 0x8f, 0x99, 0xff}
	woodsCrown     = color.RGBA{0x2c, 0x5a, 0x26, 0xff}
	woodsCrownDark = color.RGBA{0x1a, 0x3a, 0x18, 0xff}
	roughStone     = color.RGBA{0x6c, 0x60, 0x52, 0xff}
	roofFill       = color.RGBA{0x5d, 0x62, 0x70, 0xff}
	contour        = color.RGBA{0x2a, 0x22, 0x16, 0xd0}

	// Hex Battle's unit figures: the emblem, the shadow under the disc,
	// the tab holding the fighter count, the defending shield.
	emblemFill    = color.RGBA{0xff, 0xf8, 0xe8, 0xff}
	pieceShadow   = color.RGBA{0, 0, 0, 0x70}
	countFill     = color.RGBA{0x10, 0x14, 0x1c, 0xf0}
	defendingGold = color.RGBA{0xf0, 0xd0, 0x60, 0xff}

	// Hex Battle: the hinted action, violet so that it is never taken for
	// the player's own aim (gold) or a target (red).
	HexHint = color.RGBA{0xc4, 0x8e, 0xff, 0xff}

	// Connect Four's board and discs. The board is a dark violet slate,
	// the hue between the sides', so that neither side's colour sits on a
	// board of its own hue and neither disc melts into it; the discs
	// differ in lightness as well as in hue (a light blue, a mid red), so
	// they stay apart for colour-blind players and in grey, and each side
	// has its own inner mark besides: a ring for Blue, a cross for Red.
	ConnectBoard     = color.RGBA{0x4e, 0x38, 0x5e, 0xff}
	ConnectBoardEdge = color.RGBA{0x74, 0x58, 0x88, 0xff}
	ConnectHole      = color.RGBA{0x12, 0x12, 0x1c, 0xff}
	ConnectBlueFill  = color.RGBA{0x7a, 0xba, 0xff, 0xff}
	ConnectBlueRim   = color.RGBA{0x4a, 0x8e, 0xe0, 0xff}
	ConnectBlueMark  = color.RGBA{0x2a, 0x64, 0xb4, 0xff}
	ConnectRedFill   = color.RGBA{0xee, 0x46, 0x38, 0xff}
	ConnectRedRim    = color.RGBA{0xc0, 0x30, 0x28, 0xff}
	ConnectRedMark   = color.RGBA{0x70, 0x12, 0x10, 0xff}
)
