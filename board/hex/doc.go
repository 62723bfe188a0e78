// Package hex is the hexagonal geometry shared by Hex Battle and Mech Duel.
//
// Hexes are pointy-top, in rows offset by half a hex ("odd-r"). As in the L-put
// thesis (chapter 4), two coordinate systems are kept: Offset (column, row)
// for storage and for names such as "g5", and axial/cube Hex (Q, R, S = −Q−R)
// for arithmetic, with conversions both ways.
//
//   - Geometry: Distance, Hex.Neighbours, Direction, Ring, Range, and a pixel
//     Layout for drawing and mouse picking.
//   - Lines and sight: Line draws a line by interpolation and cube rounding,
//     done exactly in integers; ends are nudged by ±ε so that lines along hex
//     edges are deterministic, and LineOfSight checks both nudged lines, which
//     makes sight symmetric.
//   - Terrain and maps: Terrain with its movement costs in HalfPoints (road ½,
//     so everything is an integer), Map with terrain, levels and start
//     positions, a text format (ParseMap, Map.MarshalText) and the embedded
//     maps (LoadMap, BattleMap).
//   - Hex Battle fields: the shipped ones (BattleMapNames), random ones
//     drawn from a seed (RandomBattleMap), both by name in LoadBattleMap
//     ("random:SEED" for a random one), and CheckBattleMap, the rules every
//     field keeps: 15×12, the same turned half round, every passable hex
//     reachable on foot, nothing able to attack from the start positions.
//   - Movement: Map.Reachable finds every hex within a budget (Dijkstra);
//     FindPath and Searcher are an A* generic in the node type, the graph, the
//     step cost and the heuristic, with an open set that supports
//     decrease-key; Map.FindPath applies it to a unit's move.
//
// Nothing here is concurrent, nothing is random except RandomBattleMap,
// which draws from its seed alone, and the results do not depend on floating
// point (except the pixel Layout), so searches can call it freely.
package hex
