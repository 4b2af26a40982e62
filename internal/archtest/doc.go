// Package archtest holds no code, only the test that keeps the house's
// shape (docs/ARCHITECTURE.md): it reads every package's imports from the
// source and checks that they run one way, and that no package grows over
// a quarter of the code.
package archtest
