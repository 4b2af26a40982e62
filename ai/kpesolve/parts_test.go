package kpesolve

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// partsDir and partLayer name a solve's parts folder and a layer for
// TestLayerFromParts; without them the test is skipped.
var (
	partsDir  = flag.String("kpe.parts", "", "the parts folder of a full solve, for TestLayerFromParts")
	partLayer = flag.Int("kpe.layer", 0, "the layer TestLayerFromParts solves again from the parts below it")
)

// TestLayerFromParts solves one layer again from the parts of the layers
// below it that an earlier solve wrote, and checks that its section comes
// out byte for byte as that solve's part: the check of a change to the
// solver's speed (docs/AI.md, "Kpé's solve"). It logs the
// phases' times.
func TestLayerFromParts(t *testing.T) {
	if *partsDir == "" || *partLayer <= SearchSeeds {
		t.Skip("no -kpe.parts folder, or no -kpe.layer above SearchSeeds")
	}
	n := *partLayer
	layers := make([]*Layer, n+1)
	for m := n % 2; m < n; m += 2 {
		l, _, err := loadLayerPart(filepath.Join(*partsDir, fmt.Sprintf("layer-%02d.tbl", m)), m)
		if err != nil || l == nil {
			t.Fatalf("layer %d: %v (no part?)", m, err)
		}
		layers[m] = &Layer{N: m, Lo: l.Lo, Hi: l.Hi}
	}
	_, want, err := loadLayerPart(filepath.Join(*partsDir, fmt.Sprintf("layer-%02d.tbl", n)), n)
	if err != nil || want == nil {
		t.Fatalf("layer %d: %v (no part?)", n, err)
	}
	var done meter
	t0 := time.Now()
	l, err := solveLayer(n, func(m int) *Layer { return layers[m] }, &done)
	if err != nil {
		t.Fatal(err)
	}
	done.enter("encoding")
	got, err := layerSection(l).encode()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("layer %d (%d boards) in %v: %s", n, Size(n), time.Since(t0).Round(time.Millisecond), done.phases())
	if !bytes.Equal(got, want) {
		t.Errorf("layer %d: the section differs from the part's (%d bytes, want %d)", n, len(got), len(want))
	}
}
