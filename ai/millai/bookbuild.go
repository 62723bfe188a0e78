package millai

import (
	"context"
	"sync"

	"stratagem/ai"
	"stratagem/ai/search"
	"stratagem/board/mill"
)

// BookPositions returns one position of every class of symmetric
// positions reached after fewer than plies moves from the start, in order
// of plies played.
func BookPositions(plies int) []*mill.Position {
	var out []*mill.Position
	level := []*mill.Position{mill.NewGame()}
	for range plies {
		out = append(out, level...)
		seen := map[bookKey]bool{}
		var next []*mill.Position
		for _, p := range level {
			for _, m := range p.LegalMoves(nil) {
				q := p.Clone()
				q.Apply(m)
				if k, _ := fold(q); !seen[k] {
					seen[k] = true
					next = append(next, q)
				}
			}
		}
		level = next
	}
	return out
}

// BookSettings is how the book's searches are made.
type BookSettings struct {
	Plies   int   // positions with fewer moves played than this
	Nodes   int64 // positions searched for each
	Margin  int   // moves this close to the best (thousandths of a piece) are kept as equals
	Workers int   // searches at once
}

// BuildBook searches every position of BookPositions(set.Plies) with
// Grandmaster's search bounded by set.Nodes and keeps the moves within
// set.Margin of the best. progress, if not nil, hears after every
// position (from one goroutine at a time).
func BuildBook(ctx context.Context, set BookSettings, progress func(done, total int)) (*Book, error) {
	return searchBook(ctx, &Book{}, BookPositions(set.Plies), set, progress)
}

// ExtendBook returns a copy of base that knows positions too: every one
// of them that is a placing position of Nine Men's Morris and that base
// does not know (its sixteen symmetric images as one) is searched as
// BuildBook searches its positions. It also returns how many were
// searched. A book extended so reaches further along the lines that games
// really take than a book of every position can (docs/mill-engine.md,
// "The book along the games' lines").
func ExtendBook(ctx context.Context, base *Book, positions []*mill.Position, set BookSettings,
	progress func(done, total int)) (*Book, int, error) {
	out := base.clone()
	seen := map[bookKey]bool{}
	var todo []*mill.Position
	for _, p := range positions {
		if p.Variant() != mill.NineMensMorris || p.Outcome().Over() || p.InHand(mill.Blue) == 0 && p.InHand(mill.Red) == 0 {
			continue
		}
		k, _ := fold(p)
		if _, known := out.entries[k]; known || seen[k] {
			continue
		}
		seen[k] = true
		todo = append(todo, p)
	}
	book, err := searchBook(ctx, out, todo, set, progress)
	return book, len(todo), err
}

// searchBook searches positions and adds each one's moves to book.
func searchBook(ctx context.Context, book *Book, positions []*mill.Position, set BookSettings,
	progress func(done, total int)) (*Book, error) {
	var mu sync.Mutex
	done := 0
	jobs := make(chan *mill.Position)
	var wg sync.WaitGroup
	var firstErr error
	for range max(set.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			gm := grandmasterSearch
			s := search.New[mill.Move](search.Config{TableEntries: gm.table, Margin: set.Margin,
				QuiescenceDepth: gm.quiescence, Aspiration: gm.aspiration})
			for pos := range jobs {
				s.Reset()
				_, info, err := s.Search(ctx, newSearchState(pos.Clone(), 0, nil), ai.Limits{MaxNodes: set.Nodes})
				mu.Lock()
				if err == nil && ctx.Err() == nil {
					book.add(pos, info.Choices, info.Score, info.Depth)
				} else if firstErr == nil {
					firstErr = err
				}
				done++
				if progress != nil {
					progress(done, len(positions))
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range positions {
		if ctx.Err() != nil {
			break
		}
		jobs <- p
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return book, firstErr
}
