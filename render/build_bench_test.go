package render

import (
	"image"
	"runtime"
	"testing"
	"time"

	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// benchBuild measures the first draw of a fresh board at 800×500 (the
// static art built for its size and palette) until the GPU has finished it:
// reading a pixel back waits for every queued command. ns/op is the wall
// clock, which the machine's load inflates; cpu-ms/op the processor time
// of the whole process (render thread and software GPU included).
func benchBuild(b *testing.B, newView func(*sprites.Palette) View, sync func(View)) {
	pal := sprites.DefaultPalette()
	dst := drawn(NewGravityView(pal), 800, 500, pal.Background)
	dst.At(0, 0)
	var cpu time.Duration
	b.ResetTimer()
	for i := range b.N {
		// The previous board is garbage, as the last game's is when a new
		// one starts: collected (outside the measure) its images leave
		// Ebitengine's texture atlas, which then needs no new texture.
		b.StopTimer()
		runtime.GC()
		c := processCPU()
		b.StartTimer()
		v := newView(pal)
		// A slightly different size each time: nothing cached by size is reused.
		v.SetBounds(image.Rect(0, 0, 800-i%16, 500-i%16))
		sync(v)
		v.Draw(dst)
		dst.At(400, 250)
		cpu += processCPU() - c
	}
	b.StopTimer()
	b.ReportMetric(float64(cpu)/float64(b.N)/1e6, "cpu-ms/op")
}

func BenchmarkBuildGravity(b *testing.B) {
	benchBuild(b, NewGravityView, func(v View) { v.Sync(gravity.New()) })
}

func BenchmarkBuildKpe(b *testing.B) {
	benchBuild(b, NewKpeView, func(v View) { v.Sync(kpe.New()) })
}

func BenchmarkBuildGIPF(b *testing.B) {
	benchBuild(b, NewGIPFView, func(v View) { v.Sync(gipf.New(gipf.Standard)) })
}
