package mech

import (
	"fmt"
	"math/bits"
)

// Piloting is the pilots' piloting skill (BattleTech's default): a piloting
// roll succeeds on 2d6 ≥ Piloting + its modifiers (PilotingNeed).
const Piloting = 5

// Piloting rolls and falls.
const (
	// PilotingDamage is the damage in one phase that calls for a piloting
	// roll (at +1).
	PilotingDamage = 20
	// LegLostModifier, GyroModifier and LegActuatorModifier are the lasting
	// piloting modifiers of a destroyed leg, each gyro hit and each hit on
	// a leg's actuators.
	LegLostModifier     = 5
	GyroModifier        = 3
	LegActuatorModifier = 1
	// FallGroup is the damage a fall does per location roll.
	FallGroup = 5
)

// Reason is why a mech must make a piloting roll: a set of them, one bit
// each, is due at the end of a phase (Mech.Checks).
type Reason uint8

// The reasons for a piloting roll, in the order they are rolled.
const (
	// DamageReason: PilotingDamage or more damage in the phase (+1).
	DamageReason Reason = 1 << iota
	// KickedReason: an enemy's kick hit it.
	KickedReason
	// MissedKickReason: its own kick missed.
	MissedKickReason
	// LegReason: it lost a leg.
	LegReason
	// GyroReason: its gyro was hit.
	GyroReason
	// ActuatorReason: a leg's actuator was hit.
	ActuatorReason
	numReasons = 6
)

var reasonNames = [numReasons]string{"took 20 or more damage", "was kicked", "missed a kick", "lost a leg", "gyro hit", "leg actuator hit"}

func (r Reason) String() string {
	if bits.OnesCount8(uint8(r)) != 1 || bits.TrailingZeros8(uint8(r)) >= numReasons {
		return fmt.Sprintf("Reason(%#x)", uint8(r))
	}
	return reasonNames[bits.TrailingZeros8(uint8(r))]
}

// NextReason returns the first reason of the set rs (which is not empty).
func NextReason(rs Reason) Reason { return rs & -rs }

// PilotingModifier returns the lasting modifiers of the mech's piloting
// rolls: LegLostModifier per destroyed leg, GyroModifier per gyro hit,
// LegActuatorModifier per hit on a leg's actuators.
func (m *Mech) PilotingModifier() int {
	mod := GyroModifier*m.GyroHits() + LegActuatorModifier*(m.ActuatorHits(LeftLeg)+m.ActuatorHits(RightLeg))
	for _, l := range []Location{LeftLeg, RightLeg} {
		if m.Lost(l) {
			mod += LegLostModifier
		}
	}
	return mod
}

// PilotingNeed returns what the mech must roll on 2d6 to keep its feet for
// reason r (0 to stand up): Piloting + PilotingModifier, +1 for damage.
// A shut-down mech cannot keep its feet: 13, which no roll makes.
func (m *Mech) PilotingNeed(r Reason) int {
	if m.Shutdown {
		return MaxToHit + 1
	}
	need := Piloting + m.PilotingModifier()
	if r == DamageReason {
		need++
	}
	return need
}

// CanStand reports whether the mech could stand on its own: a leg left and
// its gyro not destroyed.
func (m *Mech) CanStand() bool {
	return (!m.Lost(LeftLeg) || !m.Lost(RightLeg)) && m.GyroHits() < GyroParts
}

// FallDamage returns the damage a mech of design id takes falling in its
// hex: ⌈tons/10⌉ (BattleTech's ⌈tons/10⌉ × (levels fallen + 1), and a mech
// here falls where it stands).
func FallDamage(id DesignID) int { return (id.Design().Tons + 9) / 10 }

// needPiloting makes reason r call for a piloting roll of mech id at the
// end of the phase; a mech lying down makes none.
func (d *Duel) needPiloting(id int, r Reason) {
	if u := &d.mechs[id]; !u.Prone && !u.Wrecked {
		u.Checks |= r
	}
}

// fall throws mech id down: it lies prone, its piloting rolls are over,
// and the fall's damage waits for its location rolls.
func (d *Duel) fall(id int) {
	u := &d.mechs[id]
	if u.Prone || u.Wrecked {
		return
	}
	u.Prone, u.Checks = true, 0
	u.FallDue = int8(FallDamage(u.Design))
}

// WalkMP returns the mech's walking MP now: the design's, less one per hit
// on a leg's actuators, at most 1 with a leg destroyed, none with both or
// lying down.
func (m *Mech) WalkMP() int {
	mp := m.Stats().Walk - m.ActuatorHits(LeftLeg) - m.ActuatorHits(RightLeg) - HeatMP(m.Heat)
	switch {
	case m.Lost(LeftLeg) && m.Lost(RightLeg):
		return 0
	case m.Lost(LeftLeg) || m.Lost(RightLeg):
		mp = min(mp, 1)
	}
	return max(0, mp)
}

// RunMP returns the mech's running MP now: ⌈1.5 × WalkMP⌉, none with a
// leg destroyed.
func (m *Mech) RunMP() int {
	if m.Lost(LeftLeg) || m.Lost(RightLeg) {
		return 0
	}
	return (3*m.WalkMP() + 1) / 2
}

// JumpMP returns the mech's jumping MP now: the design's, none with both
// legs destroyed.
func (m *Mech) JumpMP() int {
	if m.Lost(LeftLeg) && m.Lost(RightLeg) {
		return 0
	}
	return m.Stats().Jump
}

// MP returns the mech's MP in mode m now (see WalkMP, RunMP, JumpMP): none
// but standing up while it lies down.
func (m *Mech) MP(mode Mode) int {
	if m.Prone {
		return 0
	}
	switch mode {
	case Walk:
		return m.WalkMP()
	case Run:
		return m.RunMP()
	case Jump:
		return m.JumpMP()
	}
	return 0
}
