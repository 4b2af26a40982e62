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

.PHONY: play build engine web kpe-table verify-kpe puzzles verify-puzzles serve test vet staticcheck unit fuzz wasmtest bench deps deps-test clean \
	dist dist-check install uninstall licences

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

## verify-kpe: the Kpé solver's checks that make test leaves out, on
## tables it builds in $(KPE_VERIFY) (removed first): the parts of the
## unlocked layers up to $(KPE_PARTS) seeds, by the real solve's first steps
## (tavola-engine solve kpe -parts), and the browser's slice (solve kpe
## -web: the layers up to 18 seeds), a few MB and about 30 s. Then:
##   TestLayerFromParts   layer $(KPE_PARTS) solved again from the parts below it
##                        comes out byte for byte as the solve wrote it;
##   TestFullTable        every position of $(KPE_TABLE) in order (D<=Lo<=Hi<=U,
##                        locked classes on no cycle); the browser's slice by
##                        default, KPE_TABLE=FILE for another, e.g. the kpe.tbl
##                        of make kpe-table (its locked classes and the
##                        search from random games' first unlocked positions:
##                        minutes more; the slice has neither);
##   TestMeasureWindowBounds  the solver's window bounds within the plain
##                        games' on every board up to $(KPE_PARTS) seeds;
##   TestKpeAnalyzeSweep  (cmd/tavola-engine) analyze over $(KPE_SWEEP), its
##                        answers written to $(KPE_VERIFY)/answers.txt, and
##   TestSweepAnswersAreExact  those answers against exact minimax;
##   -kpe.ref             the whole ai/kpesolve suite with its reference
##                        comparisons whole (every board the references
##                        finish) and TestMinimaxReach at 1 M and 10 M nodes:
##                        the long part (KPE_REF= leaves it out).
## Measured on the 2-core machine shared with other work: without -kpe.ref
## 4.5 minutes at load 15-19 (1 min 20 s of CPU, most of it minimax on the
## sweep's answers); the -kpe.ref suite 43 minutes more at load 11-20
## (TestMinimaxReach 35 of them), about 20 minutes on a quiet core.
KPE_VERIFY ?= $(BIN)/kpe-verify
KPE_PARTS  ?= 20
KPE_TABLE  ?= $(KPE_VERIFY)/kpe-web.tbl
KPE_SWEEP  ?= u7:200,u9:50,p7:50,p9:50,l8:20
KPE_REF    ?= -kpe.ref
verify-kpe: engine
	rm -rf $(KPE_VERIFY)
	nice -n 10 ./$(BIN)/tavola-engine solve kpe -parts $(KPE_PARTS) -out $(KPE_VERIFY) -every 1m
	nice -n 10 ./$(BIN)/tavola-engine solve kpe -web -out $(KPE_VERIFY)
	nice -n 10 $(GO) test -count=1 -timeout 60m -v -run '^(TestLayerFromParts|TestFullTable|TestMeasureWindowBounds)$$' ./ai/kpesolve \
		-args -kpe.parts $(abspath $(KPE_VERIFY))/parts -kpe.layer $(KPE_PARTS) -kpe.table $(abspath $(KPE_TABLE)) -kpe.measure $(KPE_PARTS)
	nice -n 10 $(GO) test -count=1 -timeout 60m -v -run '^TestKpeAnalyzeSweep$$' ./cmd/tavola-engine \
		-args -kpe.sweep $(KPE_SWEEP) -kpe.sweep.out $(abspath $(KPE_VERIFY))/answers.txt
	nice -n 10 $(GO) test -count=1 -timeout 60m -v -run '^TestSweepAnswersAreExact$$' ./ai/kpesolve \
		-args -kpe.answers $(abspath $(KPE_VERIFY))/answers.txt -kpe.answers.nodes 1000000
	@if [ -n "$(KPE_REF)" ]; then set -x; nice -n 10 $(GO) test -count=1 -timeout 120m -v ./ai/kpesolve -args $(KPE_REF); fi

## puzzles: mine the shipped puzzles again into puzzles/data/GAME.tsv
## (tavola-engine puzzles, seed $(PUZZLE_SEED), one core, nice'd): the same
## files byte for byte on any machine. About 60 minutes for GIPF, 60 for
## Gravity and 30 for Kpé, each on a core shared at load 9-14 (about 13
## minutes of CPU each for GIPF and Gravity; docs/AI.md, "Puzzles").
PUZZLE_SEED ?= 1
PUZZLE_N    ?= 300
puzzles: engine
	@set -e; for g in gipf-standard gravity kpe; do \
		echo "puzzles: $$g"; \
		nice -n 19 ./$(BIN)/tavola-engine puzzles -game $$g -n $(PUZZLE_N) -seed $(PUZZLE_SEED) -parallel 1 -q -out puzzles/data/$$g.tsv; \
	done

## verify-puzzles: every shipped puzzle found again in its position by the
## finder and its deeper check (make test checks a seeded sample).
verify-puzzles: engine
	@set -e; for g in gipf-standard gravity kpe; do \
		nice -n 10 ./$(BIN)/tavola-engine puzzles -verify puzzles/data/$$g.tsv; \
	done

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

## licences: docs/LICENCES.md, the licences of the modules the downloads
## link (read from go.mod and the module cache; a test checks it is current).
licences:
	$(GO) run ./packaging/dist -licences docs/LICENCES.md

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
