// Package wine runs Tavola's Windows build on Linux under Wine, for the
// tests that check the Windows download here (Debian's wine package): a
// Wine prefix of the test's own, made ready for Go's programs, and the
// Windows engine and app run in it. Its tests drive the Windows engine and
// the Linux engine with the same commands over hundreds of random games
// and compare every answer, and start tavola.exe under an X server of
// their own, look at its title screen and click Play.
//
// Go (since 1.24) loads ProcessPrng from bcryptprimitives.dll at start-up,
// which Windows 10 and later have and Wine 8.0 (Debian 12's) lacks: the
// prefix gets a bcryptprimitives.dll that forwards ProcessPrng to Wine's
// own random generator, advapi32's SystemFunction036 (ForwarderDLL). The
// downloads carry no such file: real Windows needs none.
package wine
