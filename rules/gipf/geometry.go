package gipf

// Sizes of the board.
const (
	NumPoints  = 61 // spots and dots
	NumSpots   = 37
	NumDots    = 24
	NumLines   = 21
	NumEntries = 42
	maxLine    = 7 // spots on the longest line
)

// colLen is the number of points of each column a…i.
var colLen = [9]int{5, 6, 7, 8, 9, 8, 7, 6, 5}

// Entry is a way onto the board: a dot and the line of spots a piece pushed
// from it travels, in push order (Spots[0] is the spot the dot leads onto).
type Entry struct {
	Dot   int
	Line  int // index into Lines
	Spots []int
}

// Line is one of the 21 lines of spots, its spots in ascending point order.
type Line struct {
	Spots []int
	Mask  uint64 // the spots as point bits
}

// Geometry tables, computed once by init and never written afterwards.
var (
	pointName  [NumPoints]string
	pointCol   [NumPoints]int8 // 0 for column a … 8 for i
	pointNum   [NumPoints]int8 // 1-based number within the column
	pointDot   [NumPoints]bool
	axial      [9][11]int8                 // point at axial (x, y), -1 outside
	lineSpots  [NumLines][maxLine]int8     // spots of each line, ascending
	lineLen    [NumLines]int8              // number of spots of each line
	lineMask   [NumLines]uint64            // spots of each line as bits
	spotLines  [NumPoints][3]int8          // the lines through each spot (-1 for dots)
	spotPos    [NumPoints][3]uint8         // position of the spot on each of those lines
	entryFirst [NumEntries][128]int8       // first empty position of an entry, by line occupancy
	entryDot   [NumEntries]int8            // dot of each entry
	entryLine  [NumEntries]int8            // line of each entry
	entryRev   [NumEntries]bool            // the entry pushes against the line's order
	entrySpots [NumEntries][maxLine]int8   // spots of each entry, in push order
	entryLen   [NumEntries]int8            // number of spots of each entry
	entryOf    [NumPoints][NumPoints]int8  // entry of (dot, first spot), -1 when none
	canonEntry [NumPoints]int8             // the entry of least index leading onto a spot
	entryReach [NumEntries][maxLine]uint32 // lines through the spots 0..k of an entry, by k
	exported   struct {
		entries [NumEntries]Entry
		lines   [NumLines]Line
	}
)

// point coordinates: x is the column (0…8); y is the number, shifted by
// x-4 in the right half, so that the three directions are (0,1), (1,0) and
// (1,1) everywhere. Valid points: 0≤x≤8, 1≤y≤9, -3≤y-x≤5; dots on the rim.
var dirs = [3][2]int{{0, 1}, {1, 0}, {1, 1}}

func pointAt(x, y int) int {
	if x < 0 || x > 8 || y < 0 || y > 10 {
		return -1
	}
	return int(axial[x][y])
}

func init() {
	for x := range axial {
		for y := range axial[x] {
			axial[x][y] = -1
		}
	}
	i := 0
	for x := range 9 {
		for n := 1; n <= colLen[x]; n++ {
			y := n + max(0, x-4)
			pointName[i] = string(rune('a'+x)) + string(rune('0'+n))
			pointCol[i] = int8(x)
			pointNum[i] = int8(n)
			pointDot[i] = x == 0 || x == 8 || y == 1 || y == 9 || y-x == 5 || y-x == -3
			axial[x][y] = int8(i)
			i++
		}
	}
	coord := func(p int) (int, int) {
		x := int(pointCol[p])
		return x, int(pointNum[p]) + max(0, x-4)
	}
	for p := range spotLines {
		spotLines[p] = [3]int8{-1, -1, -1}
	}
	// Lines: for each direction, every spot whose predecessor is a dot starts one.
	nl := 0
	for d, dir := range dirs {
		for p := range NumPoints {
			if pointDot[p] {
				continue
			}
			x, y := coord(p)
			if !pointDot[pointAt(x-dir[0], y-dir[1])] {
				continue
			}
			n := 0
			for q := p; !pointDot[q]; {
				lineSpots[nl][n] = int8(q)
				lineMask[nl] |= 1 << uint(q)
				spotLines[q][d] = int8(nl)
				spotPos[q][d] = uint8(n)
				n++
				x, y = coord(q)
				q = pointAt(x+dir[0], y+dir[1])
			}
			lineLen[nl] = int8(n)
			nl++
		}
	}
	// Entries: every dot, every direction that leads onto a spot.
	for p := range entryOf {
		for q := range entryOf[p] {
			entryOf[p][q] = -1
		}
		canonEntry[p] = -1
	}
	ne := 0
	for p := range NumPoints {
		if !pointDot[p] {
			continue
		}
		x, y := coord(p)
		// Directions in the order that lists first spots ascending is not
		// needed: entries are indexed by (dot, first spot) through entryOf.
		for d, dir := range dirs {
			for _, sgn := range [2]int{1, -1} {
				q := pointAt(x+sgn*dir[0], y+sgn*dir[1])
				if q < 0 || pointDot[q] {
					continue
				}
				l := spotLines[q][d]
				entryDot[ne] = int8(p)
				entryLine[ne] = l
				entryRev[ne] = sgn < 0
				n := int(lineLen[l])
				for k := range n {
					if sgn > 0 {
						entrySpots[ne][k] = lineSpots[l][k]
					} else {
						entrySpots[ne][k] = lineSpots[l][n-1-k]
					}
				}
				entryLen[ne] = int8(n)
				entryOf[p][q] = int8(ne)
				ne++
			}
		}
	}
	for e := range NumEntries {
		n := int(entryLen[e])
		for pat := range 1 << n {
			k := 0
			for k < n && pat>>uint(lineBit(e, k))&1 != 0 {
				k++
			}
			entryFirst[e][pat] = int8(k)
		}
	}
	for e := NumEntries - 1; e >= 0; e-- {
		canonEntry[entrySpots[e][0]] = int8(e)
	}
	for e := range NumEntries {
		var m uint32
		for k := range int(entryLen[e]) {
			for _, l := range spotLines[entrySpots[e][k]] {
				m |= 1 << uint(l)
			}
			entryReach[e][k] = m
		}
	}
	for l := range NumLines {
		s := make([]int, lineLen[l])
		for k := range s {
			s[k] = int(lineSpots[l][k])
		}
		exported.lines[l] = Line{Spots: s, Mask: lineMask[l]}
	}
	for e := range NumEntries {
		s := make([]int, entryLen[e])
		for k := range s {
			s[k] = int(entrySpots[e][k])
		}
		exported.entries[e] = Entry{Dot: int(entryDot[e]), Line: int(entryLine[e]), Spots: s}
	}
}

// lineBit is the position on its line of the k-th spot of entry e.
func lineBit(e, k int) int {
	if entryRev[e] {
		return int(entryLen[e]) - 1 - k
	}
	return k
}

// PointName returns the name of point p ("a1" … "i5").
func PointName(p int) string { return pointName[p] }

// PointColumn returns the column of point p: 0 for a … 8 for i.
func PointColumn(p int) int { return int(pointCol[p]) }

// PointNumber returns the number of point p within its column (1-based,
// counted from White's side).
func PointNumber(p int) int { return int(pointNum[p]) }

// IsDot reports whether point p is a dot (an entry point) rather than a spot.
func IsDot(p int) bool { return pointDot[p] }

// PointIndex returns the index of the point named s (lower or upper case),
// or -1 when there is no such point.
func PointIndex(s string) int {
	if len(s) != 2 {
		return -1
	}
	c, n := s[0]|0x20, int(s[1]-'0')
	if c < 'a' || c > 'i' {
		return -1
	}
	x := int(c - 'a')
	if n < 1 || n > colLen[x] {
		return -1
	}
	return int(axial[x][n+max(0, x-4)])
}

// Entries returns the 42 entries, ordered by dot. The slices are shared:
// callers must not change them.
func Entries() []Entry { return exported.entries[:] }

// Lines returns the 21 lines of spots. The slices are shared: callers must
// not change them.
func Lines() []Line { return exported.lines[:] }

// EntryIndex returns the entry from dot onto spot, or -1 when dot does not
// lead onto spot.
func EntryIndex(dot, spot int) int {
	if dot < 0 || dot >= NumPoints || spot < 0 || spot >= NumPoints {
		return -1
	}
	return int(entryOf[dot][spot])
}

// LinesThrough returns the three lines through spot p (indices into Lines),
// one per direction; all -1 for a dot.
func LinesThrough(p int) [3]int {
	l := spotLines[p]
	return [3]int{int(l[0]), int(l[1]), int(l[2])}
}
