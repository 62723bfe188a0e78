# Stratagem: `make run` to play, `make test` for the whole suite.
GO        ?= go
STATICCHECK_VERSION := v0.8.2
XVFB      := xvfb-run -a -s '-screen 0 1280x720x24'
# Packages that start goroutines (AI searches, the AI runner, audio): run under -race.
RACE_PKGS := ./ai/... ./scenes/...
# The game's command line is a module of its own (cmd/stratagem/cmdline/doc.go says why).
CMDLINE   := cmd/stratagem/cmdline
# The version the programs print (-version): git describe of the sources,
# "unknown" outside git (cmd/stratagem/cmdline/version).
VERSION   := $(shell git describe --tags --always --dirty 2>/dev/null || echo unknown)
LDVERSION := -X cmdline.invalid/version.stamp=$(VERSION)
# The version in the downloads' names: without a tag's v (scripts/dist.sh).
DISTVER   := $(shell echo '$(VERSION)' | sed 's/^v\([0-9]\)/\1/')

.PHONY: run build deps deps-test test lint unit race window fuzz soak bench ladder ladder-variants arena clean web serve-web web-test screenshots dist dist-test

# Builds the game into bin/ and starts it, saying so: the first build
# compiles Ebitengine and its C parts, about a minute with no output of its
# own. ARGS are passed to the game (make run ARGS="-lang fi").
run: deps
	@if [ -x bin/stratagem ]; then echo "Building Stratagem (a few seconds when little has changed)..."; \
	else echo "Building Stratagem: the first build takes about a minute (later ones a few seconds)..."; fi
	@$(GO) build -ldflags '$(LDVERSION)' -o bin/stratagem ./cmd/stratagem
	@echo "Starting bin/stratagem $(ARGS)"
	@bin/stratagem $(ARGS)

build: deps
	$(GO) build -ldflags '$(LDVERSION)' -o bin/stratagem ./cmd/stratagem
	$(GO) build -ldflags '$(LDVERSION)' -o bin/arena ./cmd/arena

deps:
	@scripts/install-deps.sh

# The browser build: bin/web holds the page, Go's wasm_exec.js (from the Go
# that builds it: lib/wasm in Go 1.24 and later, misc/wasm before) and the
# game as WebAssembly, also gzip-compressed for serveweb.
WEB := bin/web
web:
	@mkdir -p $(WEB)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w $(LDVERSION)' -o $(WEB)/stratagem.wasm ./cmd/stratagem
	@root=$$($(GO) env GOROOT); js=$$root/lib/wasm/wasm_exec.js; [ -f "$$js" ] || js=$$root/misc/wasm/wasm_exec.js; cp "$$js" $(WEB)/
	cp cmd/serveweb/index.html $(WEB)/
	gzip -9 -k -f $(WEB)/stratagem.wasm
	@echo "web: $(WEB)/stratagem.wasm $$(wc -c < $(WEB)/stratagem.wasm) bytes, gzip-compressed $$(wc -c < $(WEB)/stratagem.wasm.gz)"

# The browser test (cmd/serveweb/browser_test.go): the web build played in
# headless Chromium. Plain `go test ./...` skips it. It plays the web zip
# that make dist ships (unpacked into bin/web-zip), so the download itself
# is what is tested.
web-test: web
	scripts/dist.sh "$(VERSION)" web
	rm -rf bin/web-zip && unzip -q dist/stratagem-$(DISTVER)-web.zip -d bin/web-zip
	STRATAGEM_BROWSER_TESTS=1 STRATAGEM_WEB_DIR=$(CURDIR)/bin/web-zip $(GO) test -count=1 -v -run TestBrowser ./cmd/serveweb

# Serves bin/web on localhost (builds it first); ADDR=host:port to choose.
ADDR ?= localhost:8080
serve-web: web
	$(GO) run ./cmd/serveweb -dir $(WEB) -addr $(ADDR)

deps-test:
	@scripts/install-deps.sh --test

# The downloads (docs/packaging.md): dist/ holds the Linux tarball, the
# Debian package, the Windows zip and the web zip, with dist/SHA256SUMS;
# lintian checks the package when it is installed.
dist: web
	@scripts/install-deps.sh --dist
	scripts/dist.sh "$(VERSION)"

# The downloads tried (scripts/dist-test.sh): the tarball's game runs and
# draws its menu under Xvfb, the package unpacks into place, the Windows
# program is a 64-bit Windows one; the web zip is played by web-test.
# Without lintian here (most of a minute); make dist runs it.
dist-test: deps-test web
	DIST_LINTIAN=0 scripts/dist.sh "$(VERSION)"
	scripts/dist-test.sh "$(VERSION)"

# The whole suite, as CI runs it: lint, unit tests (with the real-window tests
# under Xvfb), race tests, a short fuzz run of every fuzz target, and the
# web build played in headless Chromium, and the downloads make dist builds.
test: deps-test lint fuzz race unit web-test dist-test

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	cd $(CMDLINE) && $(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...
	cd $(CMDLINE) && $(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...
	@# staticcheck of the web build: a binary for this machine, checking for js/wasm
	GOBIN=$(CURDIR)/bin $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	GOOS=js GOARCH=wasm bin/staticcheck ./...

unit:
	STRATAGEM_WINDOW_TESTS=1 $(XVFB) $(GO) test -count=1 ./...
	cd $(CMDLINE) && $(GO) test -count=1 ./...

# The soaks are single-threaded self-play (they run in unit); under the race
# detector, ten times slower, they only made the run long and fragile. The
# same goes for the other long tests that play on one goroutine: they call
# aitest.OneGoroutine, which skips them here.
race:
	$(XVFB) $(GO) test -count=1 -race -short -skip Soak $(RACE_PKGS)

# A few seconds per fuzz target; `make fuzz FUZZTIME=10m` for a long run.
FUZZTIME ?= 3s
fuzz:
	scripts/fuzz.sh $(FUZZTIME)

# Long self-play soaks, not part of `make test`: with STRATAGEM_SOAK=1 the
# Soak tests (board/soak) play thousands of games per game, random and
# AI against AI; about half an hour on two cores. STRATAGEM_SOAK=0.05 runs
# a twentieth of them, to measure.
soak:
	STRATAGEM_SOAK=1 $(GO) test -count=1 -run Soak -timeout 60m ./board/... ./units/... ./ai/...

# The difficulty ladders measured (docs/ladder.md): every rung against the
# one below with arena, and the check pairs (a rung against the rung two
# below), not part of `make test`; about two hours on two busy cores.
# `make ladder LADDER=mech` measures one game. The pairs' results refresh
# the rating fit's data (ai/rating/ladder; `arena ratings` prints the fit).
LADDER ?=
ladder:
	RESULTS=ai/rating/ladder scripts/ladder.sh $(LADDER)

# Mill's ladder in each of its other variants (docs/ladder.md, "Mill's
# variants"): a few games a pair; `make ladder-variants VARIANTS=lasker`
# measures one.
ladder-variants:
	scripts/mill-variants-ladder.sh $(VARIANTS)

bench:
	$(GO) test -run NONE -bench . -benchtime 1s ./board/... ./units/... ./ai/...

# A screenshot of every screen in every language, to look at: bin/screens/LANG/SCENE.png
# (LANGS="fi hr" for some).
LANGS ?= en fi es hr et
screenshots: deps
	scripts/screenshots.sh bin/screens "$(LANGS)"

clean:
	rm -rf bin dist
