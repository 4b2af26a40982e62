package scenes

import (
	"bytes"
	"testing"
)

// corner reads the title's top left corner, where the version goes.
func corner(r *rig) []byte {
	p := pixels(r.screen)
	un := float64(min(testW, testH)) / 100
	var out []byte
	for y := 0; y < int(5*un); y++ {
		row := p[4*y*testW : 4*(y*testW+int(30*un))]
		out = append(out, row...)
	}
	return out
}

func TestTheTitleShowsTheVersionInACorner(t *testing.T) {
	bare := newRig(t, Options{})
	bare.frames(3)
	shown := newRig(t, Options{Version: "v1.2.3-4-gabcdef0"})
	shown.frames(3)
	if _, ok := shown.app.scene.(*title); !ok {
		t.Fatalf("the app starts in %T", shown.app.scene)
	}
	without, with := corner(bare), corner(shown)
	if bytes.Equal(without, with) {
		t.Fatal("the title's corner is the same with a version and without")
	}
	bg := without[:4]
	for i := 0; i < len(without); i += 4 {
		if !bytes.Equal(without[i:i+4], bg) {
			t.Fatalf("without a version the corner is not bare at byte %d", i)
		}
	}
}
