package render

import (
	"math/bits"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/kpe"
)

// Spots appends to buf the screen points where action a of g shows on v's
// board, for a scene to mark it (a puzzle's hint): the square a Gravity
// piece enters by; the Kpé pit sown; the dot a GIPF push enters from and
// the spot it pushes onto, or the first piece a GIPF removal takes. It
// appends nothing for an action it cannot place.
func Spots(v View, g rules.Game, a rules.Action, buf [][2]float64) [][2]float64 {
	switch v := v.(type) {
	case *GravityView:
		if a < rules.Action(gravitySide*gravitySide) {
			x, y := v.center(int(a))
			buf = append(buf, [2]float64{x, y})
		}
	case *KpeView:
		if a < kpe.NumPits {
			x, y := v.pitCenter(int(a))
			buf = append(buf, [2]float64{x, y})
		}
	case *GIPFView:
		gg, ok := g.(*gipf.Game)
		if !ok {
			break
		}
		if p, ok := gg.PushPreview(a); ok {
			for _, pt := range []int{p.From[0], p.To[0]} {
				x, y := v.PointCenter(pt)
				buf = append(buf, [2]float64{x, y})
			}
		} else if ext, _, ok := gg.RemovalParts(a); ok && ext != 0 {
			x, y := v.PointCenter(bits.TrailingZeros64(ext))
			buf = append(buf, [2]float64{x, y})
		}
	}
	return buf
}
