// Package frametest measures the boards of package render in Ebitengine's
// real game loop, where frames end and the GPU atlas settles as in the
// app. The loop runs on the main thread; the tests and benchmarks, beside
// it, send it frames of a board to play. It holds only tests; run them
// under xvfb-run.
//
// What it asserts is what the load of the machine cannot change:
// TestBoardFramesAllocateNothingInSteadyState fails if the project's own
// code allocates anything in 120 frames of a board in steady state.
//
// The time a frame takes is reported, not asserted: BenchmarkBoardFrames
// (go test -run '^$' -bench . ./render/frametest/) gives for each board
// the mean, median and 95th percentile of its Input, Update and Draw per
// frame, to read against the 4 ms target on a quiet machine. On a machine
// shared with other builds no bound on a wall-clock time means anything:
// one loose enough never to fail on a loaded machine (it was 40 ms, ten
// times the target) would not fail on a board ten times too slow either.
package frametest
