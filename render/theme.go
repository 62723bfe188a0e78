package render

import (
	"image/color"
	"sync/atomic"
)

// The palette every screen shares: the named colours of the screens, the
// boards, the pieces and the marks drawn on them, gathered here so that
// one place says what each colour is for.
//
// Each is a Colour: a role (the Blue side, a legal move, the hint), not a
// fixed value. What a role looks like depends on the Look the player chose
// in Options (SetLook): the standard palette, or one whose sides and marks
// stay apart for colour-blind players; normal contrast, or high. The
// drawing code names roles and is told nothing when the look changes: a
// Colour is read when it is drawn, and so is a colour made of one
// (WithAlpha, Mix).
const (
	// The screens: background, panels, text and buttons.
	Background Colour = iota
	Panel
	PanelBorder
	TextMain
	TextDim
	Accent // the player's own: the focus, the piece chosen, the path; gold
	ButtonFill
	ButtonHover
	Disabled

	// The two sides, and the marks every board uses.
	BlueSide
	BlueSideDark
	RedSide
	RedSideDark
	Legal  // where a piece may go, a good state (the seed marks legal points green)
	Danger // a threat, a target, a bad state
	Shade

	// The Mill board, and the marks on it. Each bright mark lies on a
	// darker, wider one (MarkOutline), so it stands out on the wood and
	// on pieces of either colour.
	Wood
	WoodDark
	BoardLine
	MarkOutline
	MarkMovable   // a piece that can move
	MarkRemovable // a piece that may be taken
	MarkGold      // a mill, the deciding move
	MarkHint      // the suggested move
	MarkLast      // the last move
	MarkRedo      // the move taken back that Redo plays again

	// Terrain: distinct at a glance (thesis 2.2.1's five kinds).
	GrassFill
	GrassDark
	RoadFill
	RoadEdge
	ShallowFill
	DeepFill
	RockFill
	RockDark
	hexLine

	// The Mech Duel's terrains, and their details (tree crowns, rubble,
	// roofs, the contour lines between levels).
	LightWoodsFill
	HeavyWoodsFill
	RoughFill
	BuildingFill
	woodsCrown
	woodsCrownDark
	roughStone
	roofFill
	contour

	// Hex Battle's unit figures: the emblem, the shadow under the disc,
	// the tab holding the fighter count, the defending shield.
	emblemFill
	pieceShadow
	countFill
	defendingGold

	// Hex Battle's marks: the unit to act, the hexes it can reach (a light
	// wash over the terrain), the hinted action, violet so that it is
	// never taken for the player's own aim (gold) or a target (red).
	HexActive
	HexReach
	HexHint

	// The Mech Duel's marks: the three ways to move (walk, run, jump), the
	// suggested action, and the middle of the heat scale.
	MechWalk
	MechRun
	MechJump
	MechHint
	MechWarm

	// Connect Four's board and discs. The board is a dark violet slate,
	// the hue between the sides', so that neither side's colour sits on a
	// board of its own hue and neither disc melts into it; the discs
	// differ in lightness as well as in hue (a light blue, a mid red), so
	// they stay apart for colour-blind players and in grey, and each side
	// has its own inner mark besides: a ring for Blue, a cross for Red.
	ConnectBoard
	ConnectBoardEdge
	ConnectHole
	ConnectBlueFill
	ConnectBlueRim
	ConnectBlueMark
	ConnectRedFill
	ConnectRedRim
	ConnectRedMark

	numColours
)

// ButtonText is the colour of a button's words.
const ButtonText = TextMain

// HexLine is the thin line between hexes.
var HexLine = WithAlpha(hexLine, 0.31)

// standard is the palette of the standard look.
var standard = [numColours]color.RGBA{
	Background:  {0x1b, 0x20, 0x2a, 0xff},
	Panel:       {0x25, 0x2c, 0x39, 0xff},
	PanelBorder: {0x3a, 0x44, 0x56, 0xff},
	TextMain:    {0xec, 0xef, 0xf4, 0xff},
	TextDim:     {0x9a, 0xa5, 0xb8, 0xff},
	Accent:      {0xf2, 0xb8, 0x4b, 0xff},
	ButtonFill:  {0x33, 0x3d, 0x4f, 0xff},
	ButtonHover: {0x45, 0x52, 0x69, 0xff},
	Disabled:    {0x5c, 0x64, 0x73, 0xff},

	BlueSide:     {0x3d, 0x7e, 0xf0, 0xff},
	BlueSideDark: {0x1f, 0x4b, 0xa8, 0xff},
	RedSide:      {0xe0, 0x4a, 0x4a, 0xff},
	RedSideDark:  {0x98, 0x25, 0x28, 0xff},
	Legal:        {0x46, 0xc9, 0x5a, 0xff},
	Danger:       {0xff, 0x5a, 0x3c, 0xff},
	Shade:        {0, 0, 0, 0xa0},

	Wood:          {0xd9, 0xb0, 0x77, 0xff},
	WoodDark:      {0xb8, 0x8a, 0x52, 0xff},
	BoardLine:     {0x3b, 0x2a, 0x1a, 0xff},
	MarkOutline:   {0x17, 0x11, 0x0b, 0xff},
	MarkMovable:   {0x5a, 0xf5, 0x6e, 0xff},
	MarkRemovable: {0xff, 0x45, 0x38, 0xff},
	MarkGold:      {0xff, 0xd0, 0x38, 0xff},
	MarkHint:      {0xf7, 0xf9, 0xff, 0xff},
	MarkLast:      {0x9c, 0xdc, 0xff, 0xff},
	MarkRedo:      {0xd9, 0xb8, 0xff, 0xff},

	GrassFill:   {0x6f, 0x9e, 0x4c, 0xff},
	GrassDark:   {0x5e, 0x8a, 0x3f, 0xff},
	RoadFill:    {0xc9, 0xa8, 0x6e, 0xff},
	RoadEdge:    {0x9c, 0x7c, 0x48, 0xff},
	ShallowFill: {0x7f, 0xc4, 0xd8, 0xff},
	DeepFill:    {0x2b, 0x5f, 0x9e, 0xff},
	RockFill:    {0x7d, 0x7a, 0x75, 0xff},
	RockDark:    {0x55, 0x52, 0x4e, 0xff},
	hexLine:     {0x20, 0x30, 0x18, 0xff},

	LightWoodsFill: {0x4e, 0x86, 0x3c, 0xff},
	HeavyWoodsFill: {0x2f, 0x5e, 0x2a, 0xff},
	RoughFill:      {0x9a, 0x8a, 0x74, 0xff},
	BuildingFill:   {0x8c, 0x8f, 0x99, 0xff},
	woodsCrown:     {0x2c, 0x5a, 0x26, 0xff},
	woodsCrownDark: {0x1a, 0x3a, 0x18, 0xff},
	roughStone:     {0x6c, 0x60, 0x52, 0xff},
	roofFill:       {0x5d, 0x62, 0x70, 0xff},
	contour:        {0x2a, 0x22, 0x16, 0xd0},

	emblemFill:    {0xff, 0xf8, 0xe8, 0xff},
	pieceShadow:   {0, 0, 0, 0x70},
	countFill:     {0x10, 0x14, 0x1c, 0xf0},
	defendingGold: {0xf0, 0xd0, 0x60, 0xff},

	HexActive: {0xff, 0xe2, 0x6e, 0xff},
	HexReach:  {0xff, 0xff, 0xff, 0xff},
	HexHint:   {0xc4, 0x8e, 0xff, 0xff},

	MechWalk: {0xff, 0xff, 0xff, 0xff},
	MechRun:  {0xff, 0x8c, 0x1a, 0xff},
	MechJump: {0xc0, 0x6c, 0xff, 0xff},
	MechHint: {0x3c, 0xe6, 0xf0, 0xff},
	MechWarm: {0xf2, 0x9a, 0x30, 0xff},

	ConnectBoard:     {0x4e, 0x38, 0x5e, 0xff},
	ConnectBoardEdge: {0x74, 0x58, 0x88, 0xff},
	ConnectHole:      {0x12, 0x12, 0x1c, 0xff},
	ConnectBlueFill:  {0x7a, 0xba, 0xff, 0xff},
	ConnectBlueRim:   {0x4a, 0x8e, 0xe0, 0xff},
	ConnectBlueMark:  {0x2a, 0x64, 0xb4, 0xff},
	ConnectRedFill:   {0xee, 0x46, 0x38, 0xff},
	ConnectRedRim:    {0xc0, 0x30, 0x28, 0xff},
	ConnectRedMark:   {0x70, 0x12, 0x10, 0xff},
}

// colourSafe is what the colour-blind-safe palette changes. Each mark
// keeps the hue the games' words give it (the Mill's green rings and red
// targets, the Mech Duel's orange run and violet jump, gold), but the
// marks differ in lightness as well as in hue: the sides a deep blue and a
// red, movable an aqua green far lighter than the red, a target a dark
// crimson, the hints and the last move pale. So under protanopia,
// deuteranopia and tritanopia each stays apart from the others and from
// the sides (render/cvd measures it: TestColourSafePaletteApart).
var colourSafe = map[Colour]color.RGBA{
	Accent: {0xff, 0xd3, 0x00, 0xff},

	BlueSide:     {0x00, 0x7a, 0xff, 0xff},
	BlueSideDark: {0x0a, 0x40, 0x9c, 0xff},
	RedSide:      {0xff, 0x60, 0x30, 0xff},
	RedSideDark:  {0xa0, 0x2a, 0x10, 0xff},
	Legal:        {0x30, 0xb0, 0x30, 0xff},
	Danger:       {0xb3, 0x48, 0x8c, 0xff},

	MarkMovable:   {0x37, 0xff, 0xc0, 0xff},
	MarkRemovable: {0xa9, 0x2f, 0x5d, 0xff},
	MarkGold:      {0xfe, 0xfe, 0x00, 0xff},
	MarkLast:      {0xaa, 0xc0, 0xff, 0xff},
	MarkRedo:      {0x91, 0x8e, 0x97, 0xff},

	GrassFill: {0x5f, 0x86, 0x64, 0xff},

	HexActive: {0xff, 0xff, 0x00, 0xff},
	HexHint:   {0xf3, 0xc4, 0xff, 0xff},

	MechRun:  {0xa0, 0x40, 0x00, 0xff},
	MechJump: {0xbf, 0xbd, 0xff, 0xff},
	MechHint: {0x03, 0xcf, 0xa5, 0xff},
	MechWarm: {0xff, 0x97, 0x73, 0xff},

	ConnectBlueFill: {0x6f, 0x8e, 0xff, 0xff},
	ConnectBlueRim:  {0x44, 0x64, 0xd8, 0xff},
	ConnectBlueMark: {0x1e, 0x3c, 0x98, 0xff},
	ConnectRedFill:  {0xb7, 0x69, 0x15, 0xff},
	ConnectRedRim:   {0x8e, 0x4e, 0x0c, 0xff},
	ConnectRedMark:  {0x4a, 0x22, 0x00, 0xff},
}

// highContrast is what high contrast changes, over either palette: the
// backgrounds plain and darker, the text and the lines between things
// stronger, the buttons and rows outlined.
var highContrast = map[Colour]color.RGBA{
	Background:  {0x00, 0x00, 0x00, 0xff},
	Panel:       {0x0c, 0x0e, 0x12, 0xff},
	PanelBorder: {0xb0, 0xb8, 0xc8, 0xff},
	TextMain:    {0xff, 0xff, 0xff, 0xff},
	TextDim:     {0xdc, 0xe2, 0xec, 0xff},
	ButtonFill:  {0x1c, 0x22, 0x2e, 0xff},
	ButtonHover: {0x3a, 0x46, 0x5e, 0xff},
	Disabled:    {0x8a, 0x92, 0xa0, 0xff},
	Shade:       {0, 0, 0, 0xd8},

	BoardLine:   {0x1a, 0x10, 0x06, 0xff},
	MarkOutline: {0x00, 0x00, 0x00, 0xff},
	hexLine:     {0x00, 0x00, 0x00, 0xff},
	contour:     {0x10, 0x0a, 0x04, 0xff},
	countFill:   {0x00, 0x00, 0x00, 0xff},

	ConnectBoard:     {0x2a, 0x2e, 0x36, 0xff},
	ConnectBoardEdge: {0xb0, 0xb8, 0xc8, 0xff},
	ConnectHole:      {0x00, 0x00, 0x00, 0xff},
}

// Palettes are the names of the palettes a Look may have, the standard one
// first.
var Palettes = []string{PaletteStandard, PaletteColourSafe}

// The palettes.
const (
	PaletteStandard   = "standard"
	PaletteColourSafe = "colourblind"
)

// Look is how the screens are drawn: a palette and a contrast.
type Look struct {
	Palette      string // one of Palettes; "" is the standard one
	HighContrast bool
}

// Colour is one colour of the palette, by its role (see the constants).
// It is a color.Color whose value is the look in use's.
type Colour int

// RGBA returns the colour's value in the look in use.
func (c Colour) RGBA() (r, g, b, a uint32) {
	return c.Value().RGBA()
}

// Value returns the colour's value in the look in use.
func (c Colour) Value() color.RGBA {
	return current.Load().colours[c]
}

// In returns the colour's value in look l.
func (c Colour) In(l Look) color.RGBA {
	return makeLook(l).colours[c]
}

// lookState is a look made: its colours and a number telling it from the
// looks made before it.
type lookState struct {
	look    Look
	colours [numColours]color.RGBA
	gen     uint64
}

var (
	current atomic.Pointer[lookState]
	lookGen atomic.Uint64
)

func init() { current.Store(makeLook(Look{})) }

// makeLook returns the colours of look l.
func makeLook(l Look) *lookState {
	st := &lookState{look: l, colours: standard}
	if l.Palette == PaletteColourSafe {
		for c, v := range colourSafe {
			st.colours[c] = v
		}
	}
	if l.HighContrast {
		for c, v := range highContrast {
			st.colours[c] = v
		}
	}
	return st
}

// SetLook makes l the look every screen is drawn in from the next frame;
// an unknown palette is the standard one. Pictures kept from earlier
// frames (Layer, Sprite) are painted again.
func SetLook(l Look) {
	if l.Palette != PaletteColourSafe {
		l.Palette = PaletteStandard
	}
	if current.Load().look == l {
		return
	}
	st := makeLook(l)
	st.gen = lookGen.Add(1)
	current.Store(st)
	clearSprites()
}

// CurrentLook returns the look in use.
func CurrentLook() Look { return current.Load().look }

// Plain reports whether backgrounds are to be plain (high contrast): no
// pattern behind the menus, no texture in the terrain.
func Plain() bool { return current.Load().look.HighContrast }

// LineWidth returns a line width as the look draws it: the lines between
// things are half as thick again in high contrast.
func LineWidth(w float64) float64 {
	if Plain() {
		return w * 1.5
	}
	return w
}
