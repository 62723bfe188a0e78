package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"stratagem/ai"
	"stratagem/ai/mechai"
	"stratagem/board/hex"
	"stratagem/units/mech"
)

// maxMechActions ends a runaway duel; the rules end every duel after 30
// turns (with two mechs a side a turn takes about twenty actions).
const maxMechActions = 5000

// mechGame is Mech Duel: each side fields the standard pair (mech.StandardPair)
// on one of the mech maps; the first player is Blue. The maps alternate
// between games (game i of a match or tournament plays
// hex.MechMapNames()[i mod n]: the seeds of consecutive games differ by 2),
// and the dice are seeded from the game's seeds.
func mechGame() game {
	return game{
		Name:     "mech",
		Defaults: [2]string{"tactical", "seed"},
		AIs: func() []aiInfo {
			var out []aiInfo
			for _, l := range mechai.Roster.All() {
				out = append(out, aiInfo{l.Name, l.Title + ": " + l.Description})
			}
			return out
		},
		Check: func(name string) error {
			return mechai.Roster.Check(name)
		},
		Play: func(ctx context.Context, first, second string, seeds [2]uint64, moveTime time.Duration, moveDone func(player int, d time.Duration)) (gameResult, error) {
			var players [2]ai.Player[*mech.Duel, mech.Action]
			for i, name := range [2]string{first, second} {
				p, err := mechai.Roster.New(name, seeds[i])
				if err != nil {
					return gameResult{}, err
				}
				players[i] = p
			}
			d, dice, err := newMechDuel(seeds)
			if err != nil {
				return gameResult{}, err
			}
			return playMechDuel(ctx, d, dice, players, ai.Limits{MoveTime: moveTime}, moveDone)
		},
		// The duel so far is read one action per line in the notation of
		// package units/mech ("Branger walk c3-e5 SE", "initiative 8-5"), as
		// FormatAction writes it, on the first mech map with the standard
		// pair on both sides; a first line "map NAME" picks another map. The
		// answer is the AI's action, unrolled ("Branger fire Rbulldog 1 3",
		// "initiative": the dice are the caller's).
		NextMove: func(ctx context.Context, in io.Reader, name string, seed uint64, moveTime time.Duration) (string, error) {
			p, err := mechai.Roster.New(name, seed)
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			text, err := io.ReadAll(in)
			if err != nil {
				return "", err
			}
			d, err := parseMechRecord(string(text))
			if err != nil {
				return "", fmt.Errorf("%w: %v", errInput, err)
			}
			if o := d.Outcome(); o.Over() {
				return "", fmt.Errorf("%w: the duel is over after %d actions: %s", errInput, d.Ply(), o)
			}
			a, _, err := p.Choose(ctx, d, ai.Limits{MoveTime: moveTime})
			if err != nil {
				return "", err
			}
			return d.FormatAction(a), nil
		},
	}
}

// mechMapFor returns the map of the game with the given seeds: the maps
// alternate from one game to the next.
func mechMapFor(seeds [2]uint64) string {
	names := hex.MechMapNames()
	return names[(min(seeds[0], seeds[1])/2)%uint64(len(names))]
}

// newMechDuel sets up the duel of the game with the given seeds and its dice.
func newMechDuel(seeds [2]uint64) (*mech.Duel, mech.Dice, error) {
	m, err := hex.LoadMap(mechMapFor(seeds))
	if err != nil {
		return nil, nil, err
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		return nil, nil, err
	}
	return d, mech.NewDice(seeds[0]*0x9e3779b97f4a7c15 ^ seeds[1]), nil
}

// playMechDuel plays d to its end: players[0] is Blue.
func playMechDuel(ctx context.Context, d *mech.Duel, dice mech.Dice, players [2]ai.Player[*mech.Duel, mech.Action], lim ai.Limits, moveDone func(player int, d time.Duration)) (gameResult, error) {
	for d.Ply() < maxMechActions {
		if o := d.Outcome(); o.Over() {
			return mechResult(o, d.Ply()), nil
		}
		if d.Phase() == mech.InitiativePhase {
			d.Apply(mech.Roll(mech.Action{Kind: mech.Initiative}, dice))
			continue
		}
		s, _ := d.ToAct()
		side := int(s) // Blue = the first player
		start := time.Now()
		a, _, err := players[side].Choose(ctx, d, lim)
		moveDone(side, time.Since(start))
		if err != nil {
			return gameResult{}, fmt.Errorf("%s (%s) at action %d, turn %d: %w", players[side].Name(), s, d.Ply()+1, d.Turn(), err)
		}
		if err := d.Play(mech.Roll(a, dice)); err != nil {
			// A broken AI loses the duel, and the table says why.
			return gameResult{Winner: 1 - side, Reason: "illegal action", Plies: d.Ply()}, nil
		}
	}
	return gameResult{Winner: -1, Reason: "action limit", Plies: d.Ply()}, nil
}

// mechResult turns a duel's outcome into a row of the table.
func mechResult(o mech.Outcome, plies int) gameResult {
	res := gameResult{Winner: int(o.Winner), Plies: plies}
	if o.Draw {
		res.Winner = -1
	}
	switch {
	case strings.HasSuffix(o.Reason, "no mechs left"):
		res.Reason = "destroyed"
		if o.Draw {
			res.Reason = "both destroyed"
		}
	case strings.Contains(o.Reason, "turns"):
		res.Reason = fmt.Sprintf("turn %d points", mech.MaxTurns)
	default:
		res.Reason = o.Reason
	}
	return res
}

// parseMechRecord reads a duel record for arena move.
func parseMechRecord(text string) (*mech.Duel, error) {
	name := hex.MechMapNames()[0]
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if strings.EqualFold(f[0], "map") {
			if len(f) != 2 {
				return nil, fmt.Errorf("line %d: %q: a map line is \"map NAME\" (maps: %s)", i+1, line, strings.Join(hex.MechMapNames(), ", "))
			}
			name = f[1]
			lines[i] = "" // PlayRecord reads the rest; line numbers stay
		}
		break
	}
	if !slices.Contains(hex.MechMapNames(), name) {
		return nil, fmt.Errorf("no mech map %q (maps: %s)", name, strings.Join(hex.MechMapNames(), ", "))
	}
	m, err := hex.LoadMap(name)
	if err != nil {
		return nil, err
	}
	d, err := mech.New(m, mech.StandardPair, mech.StandardPair)
	if err != nil {
		return nil, err
	}
	if err := d.PlayRecord(strings.Join(lines, "\n")); err != nil {
		return nil, err
	}
	return d, nil
}
