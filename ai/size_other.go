//go:build !js

package ai

// maxTableBits bounds the transposition table natively: 2^20 entries
// (24 MB), which the top levels use.
const maxTableBits = 20

// defaultMaxThreads bounds DefaultThreads natively (the machine's cores,
// at most 8).
const defaultMaxThreads = 8

// searchThreads bounds any search's threads natively.
const searchThreads = MaxThreads
