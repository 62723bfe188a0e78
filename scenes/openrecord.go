package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"stratagem/board/record"
)

// RecordSpec is how a game reads its records and opens one.
type RecordSpec struct {
	// Kind reads the game's records (record.KindOf of its rules).
	Kind record.Kind
	// Match returns the match that plays the record's variant (its
	// options: Mill's variant, Connect Four's board, Hex Battle's field
	// and armies, the Mech Duel's map and forces). The core fills in who
	// plays.
	Match func(r record.Record) (Match, error)
}

// RecordKinds returns the kinds of record the session's games read.
func RecordKinds(s *Session) []record.Kind {
	var out []record.Kind
	for _, g := range s.Games {
		if g.Records != nil {
			out = append(out, g.Records.Kind)
		}
	}
	return out
}

// reviewer is a game screen that opens in a review.
type reviewer interface {
	Scene
	Review(s *Session)
	openedRecord(r record.Record)
}

// OpenRecord reads a record (checking every move: its errors name the
// line) and opens it on its game's screen, in the review, at its last
// move, on top of the stack. Nothing changes when it cannot be read.
// The players are the record's: when one side was a computer player the
// game offers, "Play from here" plays on against it; otherwise both
// sides are people.
func OpenRecord(s *Session, text []byte) error {
	r, err := record.Read(bytes.NewReader(text), RecordKinds(s)...)
	if err != nil {
		return err
	}
	sc, err := recordScreen(s, r)
	if err != nil {
		return err
	}
	s.Stack.Push(sc)
	sc.Review(s)
	return nil
}

// recordScreen makes the screen of r's game with its moves played.
func recordScreen(s *Session, r record.Record) (reviewer, error) {
	desc, ok := s.Game(r.Game)
	if !ok || desc.Records == nil {
		return nil, fmt.Errorf("this program cannot show a game of %q", r.Game)
	}
	m, err := desc.Records.Match(r)
	if err != nil {
		return nil, err
	}
	m.Game = desc.ID
	m.AI = [2]string{}
	if a, b := r.Players[0].Computer(), r.Players[1].Computer(); a != b {
		for side, p := range r.Players {
			if p.Computer() && offers(desc, p.Level) {
				m.AI[side] = p.Level
			}
		}
	}
	for _, o := range desc.Setup.Options {
		if _, ok := m.Options[o.Key]; !ok {
			if m.Options == nil {
				m.Options = map[string]string{}
			}
			m.Options[o.Key] = o.Default
		}
	}
	sc, err := desc.Setup.Start(s, m)
	if err != nil {
		return nil, err
	}
	rv, ok := sc.(reviewer)
	rs, ok2 := sc.(restorer)
	if !ok || !ok2 {
		closeScene(sc)
		return nil, errors.New("this game cannot show a record")
	}
	if err := rs.RestoreFrom(s, r.Start, r.Moves); err != nil {
		closeScene(sc)
		return nil, fmt.Errorf("the game cannot replay the record: %w", err)
	}
	rv.openedRecord(r)
	return rv, nil
}

// offers reports whether the game offers the computer player level.
func offers(desc *GameDesc, level string) bool {
	for _, l := range desc.Setup.Opponents() {
		if l.Name == level {
			return true
		}
	}
	return false
}

// OpenRecordFile opens the record in the file path over the main menu
// (stratagem -open): its errors name the file and the line.
func OpenRecordFile(s *Session, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var b bytes.Buffer
	if _, err := b.ReadFrom(io.LimitReader(f, record.MaxSize+1)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s.Stack.Reset(NewMainMenu())
	if err := OpenRecord(s, b.Bytes()); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// RecordTag returns the value of the record's variant tag key (lower
// case: "variant", "map"), or def when it has none.
func RecordTag(r record.Record, key, def string) string {
	for _, t := range r.Variant {
		if t.Key == key {
			return t.Value
		}
	}
	return def
}
