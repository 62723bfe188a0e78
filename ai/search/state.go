// Package search is a game-independent negamax alpha-beta search with
// iterative deepening, a transposition table, move ordering (table move,
// caller's ordering score, killer moves, history heuristic), an optional
// quiescence search over tactical moves and scores that prefer the fastest
// win and the slowest loss. It is written once with generics so every
// two-player, zero-sum, perfect-information game in Stratagem can use it by
// implementing State.
//
// A search runs inside ai.Limits (time, depth, nodes) and a context.Context,
// checks both every few thousand nodes, keeps the best move of the last
// completed depth, and always returns a legal move when there is one.
package search

// Score bounds. Evaluate must stay strictly inside ±MaxEval; a game's
// Terminal reports a win for the side to move as +Mate and a loss as -Mate,
// and the search turns those into "mate in n" scores by distance from the root.
const (
	// Mate is the score of a position won (lost, negated) for the side to move.
	Mate = 1_000_000
	// MaxPly bounds how deep any line is searched.
	MaxPly = 128
	// MateThreshold: scores at or beyond it (in absolute value) are wins or losses.
	MateThreshold = Mate - 2*MaxPly
	// MaxEval bounds Evaluate; larger values are clamped.
	MaxEval = MateThreshold - 1
	// Infinity is larger than every score.
	Infinity = Mate + 1
)

// State is a game position seen by the search, mutated in place by Apply
// and restored by Undo. M is the game's move type; it must be comparable
// so moves can be stored in the table and compared with killers.
//
// Scores are always from the point of view of the side to move (negamax).
type State[M comparable] interface {
	// Moves appends the legal moves of the side to move to buf and returns it.
	Moves(buf []M) []M
	// Apply plays m, which came from Moves.
	Apply(m M)
	// Undo takes back the last Apply.
	Undo()
	// Hash identifies the position for the transposition table.
	Hash() uint64
	// Evaluate is a static guess of the position's value for the side to
	// move, strictly inside ±MaxEval.
	Evaluate() int
	// Terminal reports whether the game is over here without looking at
	// the moves (material, repetition, move-count rules): the score is
	// +Mate, -Mate or a draw score, for the side to move. It is called at
	// every node below the root, so it must be cheap.
	Terminal() (score int, over bool)
	// NoMoves scores a position, not Terminal, in which Moves returned no
	// move: -Mate when being stuck loses (Mill), a draw score when it draws.
	NoMoves() int
}

// Orderer is implemented by states that can guess, cheaply, how promising a
// move is before searching it. Higher scores are searched first; the
// transposition-table move and killer moves still come before them.
type Orderer[M comparable] interface {
	OrderScore(m M) int
}

// HistoryKeyer is implemented by states whose moves map onto a small index
// range, enabling the history heuristic: moves that caused cut-offs
// elsewhere in the tree are tried earlier.
type HistoryKeyer[M comparable] interface {
	// HistoryKey returns an index in [0, HistorySize()).
	HistoryKey(m M) int
	HistorySize() int
}

// Tactical is implemented by states that want a quiescence search: at the
// horizon the side to move may stand pat or play one of its tactical moves
// (captures, mills), so the evaluation is not taken in mid-exchange.
type Tactical[M comparable] interface {
	IsTactical(m M) bool
}

// TacticalMover is implemented by Tactical states that can list their
// tactical moves without making the others: the quiescence search then
// asks for those alone.
type TacticalMover[M comparable] interface {
	// TacticalMoves appends to buf the legal moves that IsTactical marks,
	// in the order Moves gives them, and reports whether the side to move
	// has any legal move at all.
	TacticalMoves(buf []M) ([]M, bool)
}

// Sider is implemented by games in which a side may move several times in
// a row (Hex Battle: the order of the units decides, not alternation).
// SideToMove names the side to move; the search negates a child's score
// only when the side changes, and keeps every score from the view of the
// side to move at its node. Games without it alternate.
type Sider interface {
	SideToMove() int
}
