package ai

import (
	"math"
	"math/bits"

	"tavola/rules"
	"tavola/rules/kpe"
)

// Kpé scores are in 1/256 of a seed: marginUnit, the unit of a final
// margin, is one seed.
const (
	kpeSeed    = marginUnit
	kpeOnSide  = kpeSeed * 3 / 4 // a seed on your row is likely yours at the end
	kpeCapture = kpeSeed / 2     // a capture the player to move can make now
	kpeThreat  = kpeSeed / 4     // a capture the opponent could make next
)

// kpeEval scores Kpé positions by the seeds captured (certain), the seeds
// on each row (collected by their owner at the end, but still in play)
// and the best capture each side has ready.
type kpeEval struct{ everyAction }

func (kpeEval) evaluate(g rules.Game) int32 {
	kg := g.(*kpe.Game)
	me := kg.ToMove()
	pits := kg.Pits()
	var side [2]int32
	for i, n := range pits {
		side[i>>2] += int32(n)
	}
	var best [2]int32
	for pit := range kpe.NumPits {
		m := kg.Captures(pit)
		if m == 0 {
			continue
		}
		seeds := int32(0)
		for ; m != 0; m &= m - 1 {
			j := bits.TrailingZeros8(m)
			seeds += int32(pits[j]) + 1
		}
		if o := pit >> 2; seeds > best[o] {
			best[o] = seeds
		}
	}
	op := me.Other()
	return kpeEval{}.offset(g) + kpeOnSide*(side[me]-side[op]) + kpeCapture*best[me] - kpeThreat*best[op]
}

// endgame: with 6 seeds or fewer on the board the game is solved to its
// end when that takes few nodes. Kpé endgames can circle for long before a
// loop ends them, so larger ones are left to the ordinary search.
func (kpeEval) endgame(g rules.Game) int64 {
	c := g.(*kpe.Game).Captured()
	if kpe.Seeds-c[0]-c[1] <= 6 {
		return 1 << 15
	}
	return 0
}

// value is the evaluation in seeds.
func (kpeEval) value(s int32) float64 {
	return math.Round(float64(s)/float64(kpeSeed)*100) / 100
}

// offset is the difference of the seeds captured, which the hash leaves out.
func (kpeEval) offset(g rules.Game) int32 {
	kg := g.(*kpe.Game)
	c := kg.Captured()
	me := kg.ToMove()
	return kpeSeed * int32(c[me]-c[me.Other()])
}
