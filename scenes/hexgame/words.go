package hexgame

import (
	"fmt"
	"slices"
	"strings"

	"stratagem/board/hex"
	"stratagem/units"
)

// What the player reads: actions, predictions and reasons in plain words
// ("Blue knights hit Red archers: 3 killed"), never the notation, which the
// log keeps beside them for those who want it.

// kindPlurals and kindSingulars name a kind's fighters.
var (
	kindPlurals   = [units.NumKinds]string{"pikemen", "swordsmen", "knights", "archers", "flyers"}
	kindSingulars = [units.NumKinds]string{"pikeman", "swordsman", "knight", "archer", "flyer"}
)

// fighters says n fighters of kind k, e.g. "1 knight", "3 pikemen".
func fighters(n int, k units.Kind) string {
	if !k.Valid() {
		return fmt.Sprintf("%d %v", n, k)
	}
	if n == 1 {
		return "1 " + kindSingulars[k]
	}
	return fmt.Sprintf("%d %s", n, kindPlurals[k])
}

// plural names kind k's fighters, e.g. "pikemen".
func plural(k units.Kind) string {
	if !k.Valid() {
		return k.String()
	}
	return kindPlurals[k]
}

// stackName names unit id of b in words, e.g. "Blue knights"; a side with
// two stacks of a kind numbers them as the notation does ("Blue knights 2").
func stackName(b *units.Battle, id int) string {
	u := b.Unit(id)
	name := sideTitle(u.Side) + " " + plural(u.Kind)
	if n := strings.TrimLeft(b.UnitName(id), "BRabcdefghijklmnopqrstuvwxyz"); n != "" {
		name += " " + n
	}
	return name
}

// deed is one action as the log tells it.
type deed struct {
	kind          units.ActionKind
	actor, target string // e.g. "Blue knights", "Red archers"
	actorKind     units.Kind
	to            hex.Hex // where it moved, when moved
	moved         bool
	kills         int
	targetWiped   bool // the target has no fighters left
	retaliated    bool // the target struck back
	retKills      int
	actorWiped    bool // the retaliation killed the last of the actor
}

// words tells the deed in a sentence, e.g. "Blue knights move to g5 and
// hit Red archers: 3 killed — 1 knight lost to retaliation".
func (d deed) words() string {
	var s strings.Builder
	s.WriteString(d.actor)
	switch d.kind {
	case units.Wait:
		s.WriteString(" wait")
		return s.String()
	case units.Defend:
		s.WriteString(" defend")
		return s.String()
	case units.Shoot:
		s.WriteString(" shoot " + d.target)
	case units.Move:
		if d.moved {
			verb := " move to "
			if d.actorKind == units.Flyer {
				verb = " fly to "
			}
			s.WriteString(verb + d.to.String())
			if d.target != "" {
				s.WriteString(" and")
			}
		}
		if d.target == "" {
			if !d.moved {
				s.WriteString(" stay where they are")
			}
			return s.String()
		}
		s.WriteString(" hit " + d.target)
	}
	switch {
	case d.kills == 0:
		s.WriteString(": none killed")
	case d.targetWiped:
		fmt.Fprintf(&s, ": %d killed, none left", d.kills)
	default:
		fmt.Fprintf(&s, ": %d killed", d.kills)
	}
	switch {
	case !d.retaliated:
	case d.actorWiped:
		fmt.Fprintf(&s, " — the last %s fall to retaliation", fighters(d.retKills, d.actorKind))
	case d.retKills == 0:
		fmt.Fprintf(&s, " — no %s lost to retaliation", plural(d.actorKind))
	default:
		fmt.Fprintf(&s, " — %s lost to retaliation", fighters(d.retKills, d.actorKind))
	}
	return s.String()
}

// deedOf tells action a of unit actor, given the actor and its target
// (or the zero unit) before and after it.
func deedOf(b *units.Battle, a units.Action, actor int, unitBefore, unitAfter, targetBefore, targetAfter units.Unit) deed {
	d := deed{kind: a.Kind, actor: stackName(b, actor), actorKind: unitBefore.Kind, to: a.To, moved: a.Kind == units.Move && a.To != unitBefore.Pos}
	if a.Attacks() {
		d.target = stackName(b, int(a.Target))
		d.kills = targetBefore.Fighters - targetAfter.Fighters
		d.targetWiped = !targetAfter.Alive()
		d.retaliated = targetAfter.Retaliated && !targetBefore.Retaliated
		d.retKills = unitBefore.Fighters - unitAfter.Fighters
		d.actorWiped = !unitAfter.Alive()
	}
	return d
}

// predictionLabel appends the lines of the box beside an attack's target:
// what the blow would kill and what the strike back would cost.
func predictionLabel(lines []string, b *units.Battle, act units.Action, p units.Prediction) []string {
	target := b.Unit(int(act.Target))
	actor := b.Unit(b.Active())
	verb := "Attack "
	if act.Kind == units.Shoot {
		verb = "Shoot "
	}
	lines = append(lines, verb+stackName(b, int(act.Target)))
	kills := fmt.Sprintf("Kills %d of %d", p.Kills, target.Fighters)
	if p.Kills >= target.Fighters {
		kills = fmt.Sprintf("Kills all %d", target.Fighters)
	}
	lines = append(lines, kills)
	switch {
	case act.Kind == units.Shoot:
		lines = append(lines, "No strike back at arrows")
	case p.Kills >= target.Fighters:
		lines = append(lines, "None left to strike back")
	case target.Kind == units.Archer:
		lines = append(lines, "Archers never strike back")
	case target.Retaliated:
		lines = append(lines, "Already struck back this round")
	case p.RetaliationKills >= actor.Fighters:
		lines = append(lines, fmt.Sprintf("Strike back kills all your %d", actor.Fighters))
	case p.RetaliationKills == 0:
		lines = append(lines, "Strike back: you lose none")
	default:
		lines = append(lines, "Strike back: you lose "+fighters(p.RetaliationKills, actor.Kind))
	}
	return lines
}

// cannotAttack explains in words why the active unit cannot attack the
// enemy target, and returns the hexes that block an archer's sight (to
// mark them on the map).
func cannotAttack(b *units.Battle, target int) (lines []string, blockers []hex.Hex) {
	actor := b.Unit(b.Active())
	t := b.Unit(target)
	if actor.Kind == units.Archer {
		lines = append(lines, "Cannot shoot "+stackName(b, target))
		blockers = sightBlockers(b.Map(), actor.Pos, t.Pos)
		if len(blockers) == 0 {
			return append(lines, "Archers shoot only what they can see"), nil
		}
		return append(lines, "No line of sight: "+blockerWords(b.Map(), blockers)), blockers
	}
	lines = append(lines, "Cannot reach "+stackName(b, target))
	return append(lines, "Too far to get next to it this turn"), nil
}

// sightBlockers returns the hexes that cut the sight from a to b: the
// first hex blocking each of the two lines the rules try (see
// hex.LineOfSight). Nil when a sees b.
func sightBlockers(m *hex.Map, a, b hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, n := range []hex.Nudge{hex.NudgePlus, hex.NudgeMinus} {
		line := hex.AppendLine(nil, a, b, n)
		blocked := false
		for _, h := range line[1 : len(line)-1] {
			if m.BlocksSight(h) {
				blocked = true
				if !slices.Contains(out, h) {
					out = append(out, h)
				}
				break
			}
		}
		if !blocked {
			return nil
		}
	}
	return out
}

// blockerWords names the blocking hexes, e.g. "rock at f6" or "rocks at
// f6 and f7".
func blockerWords(m *hex.Map, blockers []hex.Hex) string {
	names := make([]string, len(blockers))
	for i, h := range blockers {
		names[i] = h.String()
	}
	what := m.Terrain(blockers[0]).String()
	if len(blockers) > 1 {
		what += "s"
	}
	return what + " at " + strings.Join(names, " and ")
}

// endWords says in plain words how battle b ended, e.g. "Red has no
// stacks left" or "10 rounds in a row passed without a fighter lost"; ""
// while it goes on.
func endWords(b *units.Battle) string {
	out := b.Outcome()
	switch {
	case !out.Over():
		return ""
	case !out.Draw:
		return sideTitle(out.Winner.Other()) + " has no stacks left"
	case b.Alive(units.Blue) == 0 && b.Alive(units.Red) == 0:
		return "Neither side has a stack left"
	case b.QuietRoundsSoFar() >= units.QuietRounds:
		return fmt.Sprintf("%d rounds in a row passed without a fighter lost", units.QuietRounds)
	}
	return fmt.Sprintf("Round %d, the last one, is over", units.MaxRounds)
}
