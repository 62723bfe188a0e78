// Command serveweb serves the browser build of Stratagem (made by `make
// web` in bin/web) on localhost and prints its address.
//
//	serveweb [-dir bin/web] [-addr localhost:8080]
//
// A file with a .gz twin (stratagem.wasm.gz) is sent compressed to
// browsers that accept gzip.
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	dir := flag.String("dir", "bin/web", "the folder to serve (what `make web` builds)")
	addr := flag.String("addr", "localhost:8080", "the address to listen on (port 0: any free port)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serveweb: %s has no index.html: run `make web` first\n", *dir)
		os.Exit(1)
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serveweb:", err)
		os.Exit(1)
	}
	fmt.Printf("Stratagem is served at http://%s/ (Ctrl-C stops)\n", l.Addr())
	if err := http.Serve(l, Handler(*dir)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "serveweb:", err)
		os.Exit(1)
	}
}

// Handler serves the files of dir, each file with a .gz twin compressed
// when the browser accepts gzip, and tells the browser not to keep stale
// copies (a rebuilt game must be loaded afresh).
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := filepath.Join(dir, filepath.FromSlash(filepath.Clean("/"+r.URL.Path)))
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			if _, err := os.Stat(name + ".gz"); err == nil {
				if ct := contentType(name); ct != "" {
					w.Header().Set("Content-Type", ct)
				}
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Add("Vary", "Accept-Encoding")
				http.ServeFile(w, r, name+".gz")
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// contentType is the type of the uncompressed file, by its extension.
func contentType(name string) string {
	switch filepath.Ext(name) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	}
	return ""
}
