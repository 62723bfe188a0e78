package kept

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"

	"stratagem/board/record"
)

// A game shared by link: the page's address ends in "#game=" and the
// record, deflated (RFC 1951) and written in base64url without padding
// (RFC 4648 §5), the letters an address keeps as they are. A Mill game of
// 60 moves makes a link of about 300 letters.

// LinkKey starts the part of an address that holds a game.
const LinkKey = "game="

// EncodeLink returns the fragment that holds text: "game=…".
func EncodeLink(text string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression) // the level is valid: no error
	w.Write([]byte(text))
	w.Close()
	return LinkKey + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// DecodeLink returns the record's text a fragment holds ("game=…", with
// or without its "#"); ok is false when the fragment holds no game.
func DecodeLink(fragment string) (text string, ok bool, err error) {
	fragment = strings.TrimPrefix(fragment, "#")
	data, found := strings.CutPrefix(fragment, LinkKey)
	if !found {
		return "", false, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(data, "="))
	if err != nil {
		return "", true, errors.New("the link's game is damaged (it is not the letters a link writes): was it copied whole?")
	}
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), record.MaxSize+1))
	if err != nil {
		return "", true, fmt.Errorf("the link's game is damaged (%v): was it copied whole?", err)
	}
	if len(out) > record.MaxSize {
		return "", true, errors.New("the link holds far more than a game record")
	}
	return string(out), true, nil
}
