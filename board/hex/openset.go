package hex

// openSet is the open list of Dijkstra and A*: a binary min-heap of node ids
// with decrease-key. pos[id] records where each id sits in the heap (−1 when it
// is not there), which makes membership O(1) and lets a node whose priority
// improves move up in O(log n) instead of being pushed a second time — the
// seed's "PriorityQueueSet", without its O(n) update.
type openSet struct {
	heap []int32
	key  []priority // by id
	pos  []int32    // by id
	seq  int32
}

// priority orders open nodes: lowest f = g + h first; among equal f, lowest h
// (the node nearest the goal by the estimate, which for an admissible
// heuristic is the one furthest along); then first come, first served, so the
// order never depends on anything but the inputs.
type priority struct {
	f, h int
	seq  int32
}

func (a priority) less(b priority) bool {
	if a.f != b.f {
		return a.f < b.f
	}
	if a.h != b.h {
		return a.h < b.h
	}
	return a.seq < b.seq
}

// reset empties the set and makes room for ids below n.
func (o *openSet) reset(n int) {
	o.heap = o.heap[:0]
	o.seq = 0
	if cap(o.pos) < n {
		o.pos = make([]int32, n)
		o.key = make([]priority, n)
	}
	o.pos = o.pos[:n]
	o.key = o.key[:n]
	for i := range o.pos {
		o.pos[i] = -1
	}
}

// addID makes room for one more id (ids handed out in order) and returns it.
func (o *openSet) addID() int32 {
	o.pos = append(o.pos, -1)
	o.key = append(o.key, priority{})
	return int32(len(o.pos) - 1)
}

func (o *openSet) len() int { return len(o.heap) }

func (o *openSet) contains(id int32) bool { return o.pos[id] >= 0 }

// push adds id, which must not be in the set, with priority f, h.
func (o *openSet) push(id int32, f, h int) {
	o.key[id] = priority{f, h, o.seq}
	o.seq++
	o.pos[id] = int32(len(o.heap))
	o.heap = append(o.heap, id)
	o.up(len(o.heap) - 1)
}

// decrease lowers the priority of id, which must be in the set, to f, h.
// The node keeps its original place in the first-come order.
func (o *openSet) decrease(id int32, f, h int) {
	o.key[id].f, o.key[id].h = f, h
	o.up(int(o.pos[id]))
}

// pop removes and returns the id with the lowest priority.
func (o *openSet) pop() int32 {
	top := o.heap[0]
	last := len(o.heap) - 1
	o.swap(0, last)
	o.heap = o.heap[:last]
	o.pos[top] = -1
	if last > 0 {
		o.down(0)
	}
	return top
}

func (o *openSet) swap(i, j int) {
	o.heap[i], o.heap[j] = o.heap[j], o.heap[i]
	o.pos[o.heap[i]] = int32(i)
	o.pos[o.heap[j]] = int32(j)
}

func (o *openSet) less(i, j int) bool { return o.key[o.heap[i]].less(o.key[o.heap[j]]) }

func (o *openSet) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !o.less(i, p) {
			return
		}
		o.swap(i, p)
		i = p
	}
}

func (o *openSet) down(i int) {
	n := len(o.heap)
	for {
		c := 2*i + 1
		if c >= n {
			return
		}
		if r := c + 1; r < n && o.less(r, c) {
			c = r
		}
		if !o.less(c, i) {
			return
		}
		o.swap(i, c)
		i = c
	}
}
