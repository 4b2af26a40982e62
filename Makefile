# Tavola — every command a developer needs. `make play` and `make test` do
# everything on a fresh Debian/Ubuntu machine (they install what is missing).

GO       ?= go
BIN      := bin
# Fuzzing runs for a count of inputs, not a duration: with a duration, Go
# 1.26's fuzz coordinator can fail a target with a bare "context deadline
# exceeded" when it stops on a loaded machine (go.dev/issue/75804).
FUZZTIME ?= 20000x
BENCHTIME ?= 1s
GOROOT   := $(shell $(GO) env GOROOT)
# A silent sound card for machines without one (CI, Xvfb).
ALSA_ENV := ALSA_CONFIG_PATH=/usr/share/alsa/alsa.conf:$(CURDIR)/.ci/alsa-null.conf
# Ebitengine panics at start-up without a display: tests run under Xvfb.
XVFB     := xvfb-run -a -s "-screen 0 1280x1024x24"
# The build's version (package internal/version), stamped by the linker.
VERSION  := $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
LDFLAGS  := -X tavola/internal/version.stamp=$(VERSION)
COMMIT   := $(shell git rev-parse HEAD 2>/dev/null)

.PHONY: play build engine web kpe-table serve test vet staticcheck unit fuzz wasmtest bench deps deps-test clean \
	dist dist-check install uninstall

# Where make install puts the app: ~/.local for you, /usr/local for everyone.
PREFIX   ?= $(HOME)/.local

## play: install what is missing, build the game and start it.
play: deps build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "play: no display (DISPLAY is unset); run it from a desktop session, or: $(XVFB) ./$(BIN)/tavola"; exit 1; fi
	./$(BIN)/tavola

## build: the native game in bin/tavola.
build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN)/tavola .

## engine: the headless engine in bin/tavola-engine (no display needed).
engine:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN)/tavola-engine ./cmd/tavola-engine

## web: the WebAssembly build in wasm/dist: the app, the AI's worker, the
## pages, the favicon, the Kpé tables' browser slice (solved in seconds
## when wasm/dist lacks it), and pre-compressed .gz and .br (brotli in Go).
web:
	$(GO) run ./wasm/build -o wasm/dist

## kpe-table: solve Kpé (13 minutes on 2 quiet cores, 5.7 GB of memory) into
## the app's cache folder (tavola-engine solve kpe -where), where the app and
## the engine find the tables; the browser's slice goes there and into
## wasm/dist.
kpe-table: engine
	nice -n 10 ./$(BIN)/tavola-engine solve kpe
	mkdir -p wasm/dist
	cp "$$(./$(BIN)/tavola-engine solve kpe -where)/kpe-web.tbl" wasm/dist/

## serve: the WebAssembly build on http://127.0.0.1:8080 (this machine only).
serve: web
	$(GO) run ./wasm/serve -dir wasm/dist -addr 127.0.0.1:8080

## test: vet, staticcheck, every test (the graphical ones under Xvfb with a
## silent sound card, the browser tests in headless Chromium among them), a
## short run of every fuzz target, and the rules' and the AI worker's tests
## compiled to WebAssembly under Node.js when it is installed (not the
## conformance suite, which drives the native engine binary).
test: deps-test vet staticcheck unit fuzz wasmtest

deps:
	@bash .ci/deps.sh native

deps-test:
	@bash .ci/deps.sh test

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

staticcheck:
	$(GO) tool staticcheck ./...

unit:
	$(ALSA_ENV) $(XVFB) $(GO) test -count=1 -timeout 20m ./...

fuzz:
	@set -e; for pkg in $$($(GO) list ./rules/... ./ai/... ./cmd/... 2>/dev/null); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "fuzz $$pkg $$f ($(FUZZTIME))"; \
			$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg > /tmp/tavola-fuzz.log 2>&1 || { cat /tmp/tavola-fuzz.log; exit 1; }; \
		done; \
	done

wasmtest:
	@if command -v node >/dev/null; then \
		echo "rules and AI-worker tests as js/wasm under Node.js"; \
		GOOS=js GOARCH=wasm $(GO) test -count=1 -short -exec $(GOROOT)/lib/wasm/go_js_wasm_exec $$($(GO) list ./rules/... | grep -v /conformance) ./wasm/aiwork; \
	else echo "wasmtest: Node.js not installed, skipped"; fi

## bench: every benchmark on one core (figures go to docs/BENCHMARKS.md).
bench:
	$(ALSA_ENV) $(XVFB) $(GO) test -run '^$$' -bench . -benchmem -cpu 1 -benchtime $(BENCHTIME) ./...

## dist: the downloads in dist/: tavola-<version>-linux-amd64.tar.gz,
## -windows-amd64.zip (cross-built without cgo), -web.zip and SHA256SUMS
## (packaging/dist; needs LICENSE at the root).
dist: deps-test
	$(GO) run ./packaging/dist -o dist

## dist-check: make dist, then again from a fresh clone of the commit at
## another path with an empty build cache; the checksums must agree.
dist-check: dist
	@if [ -n "$$(git status --porcelain --untracked-files=no)" ]; then \
		echo "dist-check: the work tree has changes; commit them first (a clone builds the commit)"; exit 1; fi
	@tmp=$$(mktemp -d); trap 'chmod -R u+w "$$tmp"; rm -rf "$$tmp"' EXIT; \
	git clone -q --no-local . "$$tmp/src" && git -C "$$tmp/src" checkout -q $(COMMIT) && cp LICENSE "$$tmp/src/" 2>/dev/null; \
	(cd "$$tmp/src" && GOCACHE="$$tmp/cache" $(GO) run ./packaging/dist -o "$$tmp/dist" -version $(VERSION)) >"$$tmp/log" 2>&1 || { cat "$$tmp/log"; exit 1; }; \
	if diff dist/SHA256SUMS "$$tmp/dist/SHA256SUMS"; then echo "dist-check: two builds agree:"; cat dist/SHA256SUMS; \
	else echo "dist-check: the second build differs"; exit 1; fi

## install: the app, the engine, the menu entry and the icons into PREFIX
## (~/.local; PREFIX=/usr/local for every user, as root); uninstall
## removes them.
install: deps
	$(GO) run ./packaging/dist -tree $(BIN)/tree
	sh $(BIN)/tree/install.sh "$(PREFIX)"

uninstall:
	sh packaging/linux/install.sh --uninstall "$(PREFIX)"

clean:
	rm -rf $(BIN) wasm/dist dist
