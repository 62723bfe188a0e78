// The game's command line, in a module of its own so that it can speak
// before Ebitengine starts: see doc.go.
module cmdline.invalid

go 1.26
