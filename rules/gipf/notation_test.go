package gipf

import (
	"bytes"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

func TestRemovalKeysOrderLikeTheWrittenForms(t *testing.T) {
	var all []rules.Action
	for l := range NumLines {
		n := int(lineLen[l])
		for lo := 0; lo+3 < n; lo++ {
			for hi := lo + 3; hi < n; hi++ {
				for kept := uint32(0); kept < 1<<uint(hi-lo+1); kept++ {
					all = append(all, removalAction(l, lo, hi, kept<<uint(lo)))
				}
			}
		}
	}
	rng := seeded.New(13, 14)
	for range 200000 {
		a, b := all[rng.IntN(len(all))], all[rng.IntN(len(all))]
		var x, y [48]byte
		want := bytes.Compare(appendRemoval(x[:0], a), appendRemoval(y[:0], b)) < 0
		if lessRemoval(a, b) != want {
			t.Fatalf("lessRemoval(%s, %s) = %v", appendRemoval(nil, a), appendRemoval(nil, b), !want)
		}
	}
}
