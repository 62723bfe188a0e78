package hex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The open set pops by (f, h, first pushed), and decrease-key moves a node up
// in place: checked against a plain sorted list on random operations.
func TestOpenSetDecreaseKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1))
	for trial := range 200 {
		const n = 64
		var o openSet
		o.reset(n)
		ref := map[int32]priority{}
		var seq int32
		for step := range 400 {
			id := int32(rng.IntN(n))
			switch {
			case rng.IntN(3) == 0 && o.len() > 0:
				got := o.pop()
				var want int32 = -1
				for k, p := range ref {
					if want < 0 || p.less(ref[want]) {
						want = k
					}
				}
				if got != want {
					t.Fatalf("trial %d step %d: popped %d %+v, want %d %+v", trial, step, got, o.key[got], want, ref[want])
				}
				delete(ref, want)
			case o.contains(id):
				p := ref[id]
				f := p.f - rng.IntN(5)
				h := min(p.h, rng.IntN(10))
				o.decrease(id, f, h)
				ref[id] = priority{f, h, p.seq}
			default:
				if _, in := ref[id]; in {
					t.Fatalf("contains(%d) false for a member", id)
				}
				f, h := rng.IntN(50), rng.IntN(10)
				o.push(id, f, h)
				ref[id] = priority{f, h, seq}
				seq++
			}
			if o.len() != len(ref) {
				t.Fatalf("size %d, want %d", o.len(), len(ref))
			}
			for i, id := range o.heap {
				if o.pos[id] != int32(i) {
					t.Fatalf("pos[%d] = %d, heap index %d", id, o.pos[id], i)
				}
			}
		}
		var order []priority
		for o.len() > 0 {
			order = append(order, o.key[o.pop()])
		}
		if !slices.IsSortedFunc(order, func(a, b priority) int {
			if a.less(b) {
				return -1
			}
			if b.less(a) {
				return 1
			}
			return 0
		}) {
			t.Fatalf("drained out of order: %v", order)
		}
	}
}
