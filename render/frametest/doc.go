// Package frametest measures the boards of package render in Ebitengine's
// real game loop, where frames end and the GPU atlas settles as in the app:
// the CPU time of a board's Input+Update+Draw per frame and the heap
// allocations per frame in steady state. It holds only tests; run them
// under xvfb-run.
package frametest
