package main

import (
	"strings"
	"testing"

	"stratagem/ai/tictactoeai"
	"stratagem/board/tictactoe"
)

// The proof that a new game is cheap, in arena: Tic-tac-toe, the game kept
// for tests, registered by one line, plays matches, tournaments and arena
// move through the registry's generic code.
func TestTicTacToeInArena(t *testing.T) {
	saved := games
	t.Cleanup(func() { games = saved })
	games = append(games, gameOf(entry[*tictactoe.Position, tictactoe.Cell]{rules: tictactoe.Rules{}, roster: tictactoeai.Roster, defaults: [2]string{"perfect", "random"}, engine: true}))

	rows, p1, p2, _ := swappedMatch(t, 6, "-game", "tictactoe", "-p1", "perfect", "-p2", "random", "-games", "6", "-swap", "-seed", "4")
	if p2 != "0" || p1 == "0" {
		t.Errorf("Perfect against random play: p1 %s wins, p2 %s wins\n%s", p1, p2, strings.Join(rows, "\n"))
	}
	code, out, errs := runArena(t, "", "-game", "tictactoe", "-tournament", "perfect,easy,random", "-games", "2", "-seed", "1")
	if code != 0 || !strings.HasPrefix(out, "tictactoe tournament: perfect, easy, random") {
		t.Errorf("tournament: exit %d, %s\n%s", code, errs, out)
	}
	// arena move answers a threat: Blue has a1 and b1, Red must take c1.
	code, out, errs = runArena(t, "a1 b2\nb1\n", "move", "-game", "tictactoe", "-ai", "perfect")
	if code != 0 || strings.TrimSpace(out) != "c1" {
		t.Errorf("arena move: exit %d, answer %q, %s", code, out, errs)
	}
	moveRejected(t, "a1 a1", "move 2 (a1)", "-game", "tictactoe")
	// arena engine plays it too: its moves are single words.
	code, out, errs = runArena(t, "position startpos moves a1 b2 b1\ngo\nquit\n", "engine", "-game", "tictactoe", "-ai", "perfect")
	if code != 0 || !strings.Contains(out, "bestmove c1") {
		t.Errorf("arena engine: exit %d, %s\n%s", code, errs, out)
	}
}
