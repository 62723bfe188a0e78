package hexai

import (
	"context"
	"fmt"
	"math"
	"time"

	"stratagem/ai"
	"stratagem/ai/yield"
	"stratagem/units"
)

// The tactician (seed 000): an AI with a personality. It copies the battle
// into a simulation of its own (tactician_sim.go), runs a simulated round
// over the active unit's action combinations, values each with a
// ValueLogic (tactician_value.go) and, with more than one simulated round,
// subtracts the best simulated reply.

// Personality is one of the tacticians offered to players: the value
// logic's three parameters and the number of simulated rounds. Its words
// (title, how it plays) are the catalogue's level.hex.tactician-NAME
// messages; their details quote the parameters (Level's Facts).
type Personality struct {
	Name           string // lower case: the level is "tactician-" + Name
	Aggressiveness float64
	Defensiveness  float64
	Randomness     float64
	Rounds         int // simulated rounds: 1 values the action alone, 2 subtracts the reply, …
}

// Parameters formats the parameters for logs and tools, e.g. "aggressive
// 0.9, defensive 0.1, randomness 0.05, 2 rounds".
func (p Personality) Parameters() string {
	rounds := "rounds"
	if p.Rounds == 1 {
		rounds = "round"
	}
	return fmt.Sprintf("aggressive %g, defensive %g, randomness %g, %d %s",
		p.Aggressiveness, p.Defensiveness, p.Randomness, p.Rounds, rounds)
}

// Level returns the personality as a level of the Roster: its facts are
// the parameters in whole percent and the rounds.
func (p Personality) Level() ai.Level {
	return ai.Level{Name: "tactician-" + p.Name, Facts: []any{"Aggression", percent(p.Aggressiveness),
		"Caution", percent(p.Defensiveness), "Randomness", percent(p.Randomness), "Rounds", p.Rounds}}
}

// personalities: the Berserker charges and strikes, heedless of
// retaliation; the Guardian keeps out of the enemy's reach and strikes
// only when it is cheap; the Balanced weighs attack and safety evenly and
// looks one reply ahead; the Gambler is bold and unpredictable and never
// looks at the reply; the Strategist is careful and exact and looks two
// replies ahead.
var personalities = []Personality{
	{Name: "berserker", Aggressiveness: 0.9, Defensiveness: 0.1, Randomness: 0.05, Rounds: 2},
	{Name: "guardian", Aggressiveness: 0.2, Defensiveness: 0.9, Randomness: 0.05, Rounds: 2},
	{Name: "balanced", Aggressiveness: 0.5, Defensiveness: 0.5, Randomness: 0.1, Rounds: 2},
	{Name: "gambler", Aggressiveness: 0.6, Defensiveness: 0.3, Randomness: 0.6, Rounds: 1},
	{Name: "strategist", Aggressiveness: 0.5, Defensiveness: 0.6, Randomness: 0, Rounds: 3},
}

// TacticianPersonalities returns the tactician's personalities in menu order.
func TacticianPersonalities() []Personality { return append([]Personality(nil), personalities...) }

// tacticianEntry returns the Roster's entry of the named personality; it
// panics on an unknown name (the Roster lists only names defined here).
func tacticianEntry(name string) rosterEntry {
	for _, p := range personalities {
		if p.Name == name {
			return rosterEntry{Level: p.Level(), Make: func(_ string, seed uint64) (player, error) {
				return NewTactician(p, NewSeededDie(seed)), nil
			}}
		}
	}
	panic("hexai: no tactician personality " + name)
}

// Tactician plays by simulated rounds with a personality; its Name is
// "tactician-" + the personality's name. It is safe for concurrent use (one
// search at a time).
type Tactician struct {
	Personality Personality

	searcher[TacticianResult] // the lock guards the die and the search's buffers too
	logic                     ValueLogic
	search                    tacticianSearch
}

// NewTactician returns a tactician with personality p, rolling die for its
// randomness (nil: none).
func NewTactician(p Personality, die Die) *Tactician {
	t := &Tactician{Personality: p, searcher: searcher[TacticianResult]{name: "tactician-" + p.Name}}
	t.logic = ValueLogic{Aggressiveness: p.Aggressiveness, Defensiveness: p.Defensiveness, Randomness: p.Randomness, Die: die}
	return t
}

// TacticianResult is what one Choose found.
type TacticianResult struct {
	Action      units.Action
	Value       float64 // the action's value, replies subtracted
	Rounds      int     // the simulated rounds of the deepest complete pass (0: none complete)
	Evaluations int     // action combinations valued
	Complete    bool    // every simulated round asked for was searched
}

// LastResult returns what the latest Choose found.
func (t *Tactician) LastResult() TacticianResult { return t.latest() }

// Choose simulates on a copy of b (the seed's steps 1–6) and returns the
// best action combination for the active unit. It searches 1, 2, …, Rounds
// simulated rounds (no more than lim.MaxDepth) in turn and, when ctx is
// done, the move time runs out or lim.MaxNodes combinations have been
// valued, returns the best action of the deepest complete pass (the best
// valued so far if not even one round was complete).
func (t *Tactician) Choose(ctx context.Context, b *units.Battle, lim ai.Limits) (units.Action, ai.Info, error) {
	return t.decide(ctx, b, lim, func(c *units.Battle, end time.Time) TacticianResult {
		t.search.maxEvals = int(lim.MaxNodes)
		return t.search.run(ctx, end, &t.logic, c, max(ai.Tighter(t.Personality.Rounds, lim.MaxDepth), 1))
	}, func(r TacticianResult) (units.Action, ai.Info) {
		return r.Action, ai.Info{Depth: r.Rounds, Nodes: int64(r.Evaluations), Score: int(math.Round(r.Value)),
			Note: fmt.Sprintf("value %.2f after %d simulated rounds", r.Value, r.Rounds)}
	})
}

// tacticianSearch holds the buffers of the simulated rounds.
type tacticianSearch struct {
	sim      simulation
	los      losTable
	logic    *ValueLogic
	levels   []searchLevel // one per simulated round along the chain
	ctx      context.Context
	deadline time.Time
	evals    int
	maxEvals int // stop after this many evaluations; 0: no limit
	stopped  bool
}

type searchLevel struct {
	acts   []units.Action
	threat threatMap
}

// run searches b, a clone the search may use, for the active unit.
func (s *tacticianSearch) run(ctx context.Context, deadline time.Time, logic *ValueLogic, b *units.Battle, rounds int) TacticianResult {
	s.ctx, s.deadline, s.logic, s.evals, s.stopped = ctx, deadline, logic, 0, false
	s.sim.load(b)
	s.los.reset(b.Map())
	for len(s.levels) < rounds {
		s.levels = append(s.levels, searchLevel{})
	}
	// The root's combinations are the battle's own legal actions, so the
	// answer is legal whatever the simulation does; the seed's exception
	// drops "end" (Defend) when the unit can still wait.
	legal := b.LegalActions(nil)
	root := legal[:0]
	canWait := legal[len(legal)-1].Kind == units.Wait
	for _, a := range legal {
		if !(canWait && a.Kind == units.Defend) {
			root = append(root, a)
		}
	}
	res := TacticianResult{Action: root[0], Value: math.Inf(-1)}
	for depth := range rounds {
		best, v, done := s.simulateTurn(b.Active(), depth, 0, root)
		if !done {
			if depth == 0 && !math.IsInf(v, -1) {
				res.Action, res.Value = best, v // not even one round complete: the best so far
			}
			break
		}
		res.Action, res.Value, res.Rounds = best, v, depth+1
	}
	res.Evaluations, res.Complete = s.evals, res.Rounds == rounds
	return res
}

// simulateTurn is the seed's simulateTurn: for unit id, every combination
// of acts is applied to the copy, valued, and (depth > 0) followed by the
// reply simulated recursively, whose best value is subtracted; then undone.
// The first of equally valued combinations is kept. done is false when the
// search was stopped: then best is the best of the combinations valued
// completely so far (v = −Inf if none).
func (s *tacticianSearch) simulateTurn(id, depth, level int, acts []units.Action) (best units.Action, v float64, done bool) {
	lv := &s.levels[level]
	lv.threat.compute(&s.sim, &s.los, id)
	v = math.Inf(-1)
	for _, a := range acts {
		if s.expired() {
			return best, v, false
		}
		s.evals++
		av := s.logic.value(&s.sim, &s.los, &lv.threat, id, a)
		if depth > 0 {
			r, ok := s.reply(id, a, depth-1, level+1)
			if !ok {
				return best, v, false
			}
			av -= r
		}
		if av > v {
			best, v = a, av
		}
	}
	return best, v, true
}

// reply applies combination a of unit id and simulates the other side's
// answer: the lists are swapped — the next unit of the other side to act
// does its simulated round — and when that side has nobody left to act in
// this round, a new simulated round starts first (actions reset,
// attackedCount kept). Units of id's own side that would act in between are
// not simulated: as in the seed, a simulated round is one side's one action.
func (s *tacticianSearch) reply(id int, a units.Action, depth, level int) (float64, bool) {
	s.sim.apply(id, a)
	defer s.sim.undo()
	side := s.sim.us[id].Side.Other()
	next := s.sim.nextOf(side)
	if next < 0 {
		s.sim.newRound()
		defer s.sim.undo()
		if next = s.sim.nextOf(side); next < 0 {
			return 0, true // the other side has no units: nothing to answer with
		}
	}
	lv := &s.levels[level]
	lv.acts = s.sim.combinations(next, &s.los, lv.acts[:0])
	_, v, done := s.simulateTurn(next, depth, level, lv.acts)
	return v, done
}

// expired reports whether the search must stop; it looks at the clock every
// 64 evaluations.
func (s *tacticianSearch) expired() bool {
	if s.stopped {
		return true
	}
	if s.maxEvals > 0 && s.evals >= s.maxEvals {
		s.stopped = true
		return true
	}
	if s.evals&63 != 0 {
		return false
	}
	yield.Point()
	if s.ctx.Err() != nil || (!s.deadline.IsZero() && time.Now().After(s.deadline)) {
		s.stopped = true
	}
	return s.stopped
}
