package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// The handler sends a file's .gz twin to browsers that accept gzip, with
// the type of the file itself, and the file as it is to the others.
func TestHandlerSendsGzipTwin(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm game "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	for name, data := range map[string][]byte{"stratagem.wasm": wasm, "stratagem.wasm.gz": gz.Bytes(), "index.html": []byte("<!DOCTYPE html>")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path, encoding string) (*http.Response, []byte) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", encoding)
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, body
	}
	resp, body := get("/stratagem.wasm", "gzip, deflate")
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(body, gz.Bytes()) {
		t.Errorf("with gzip: encoding %q, type %q, %d bytes; want the .gz twin (%d bytes) as application/wasm",
			resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), len(body), gz.Len())
	}
	resp, body = get("/stratagem.wasm", "identity")
	if resp.Header.Get("Content-Encoding") != "" || resp.Header.Get("Content-Type") != "application/wasm" || !bytes.Equal(body, wasm) {
		t.Errorf("without gzip: encoding %q, type %q, %d bytes; want the file itself", resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), len(body))
	}
	if resp, body = get("/", "gzip"); resp.StatusCode != http.StatusOK || string(body) != "<!DOCTYPE html>" {
		t.Errorf("the page: %s %q", resp.Status, body)
	}
}
