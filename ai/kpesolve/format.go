package kpesolve

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// The table file (see docs/AI.md, "The table file"), little-endian:
//
//	header    magic "KPETABLE", version (uint32), sections (uint32),
//	          then one directory entry per section: kind (uint8: 0 an
//	          unlocked layer, 1 a class of locked positions), lock (uint8),
//	          seeds (uint8), reserved (uint8), length (uint32), CRC-32C
//	          of the section (uint32); then the CRC-32C of all of the
//	          header before it (uint32)
//	sections  one after the other, in the directory's order
//
// A section holds the positions of one layer or class in blocks of
// blockSize positions (the last one shorter), each compressed on its own
// (DEFLATE) so that one position is read by inflating one block:
//
//	count (uint32), blocks (uint32)
//	index     per block: its end offset in the data (uint32) and, for
//	          a class, the number of its first board (uint32)
//	data      the compressed blocks
//
// An inflated block is, for a class, the boards' numbers after the first
// as increments (uvarint), then four columns of one byte per position:
// (Lo+n)/2 with bit 7 set for a position on a cycle, (Hi-Lo)/2, (Lo-D)/2
// and (U-Hi)/2. Every bound has the parity of n, the seeds on the board,
// so halving loses nothing, and most columns are nearly constant, which
// is what the compression feeds on.
const (
	magic     = "KPETABLE"
	version   = 1
	blockSize = 4096
	dirEntry  = 12
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Section kinds.
const (
	kindLayer = 0
	kindClass = 1
)

// section is one layer or class as it is written: its positions and their
// bounds.
type section struct {
	kind         uint8
	lock         Lock
	n            int
	ranks        []uint32 // a class's boards; nil for a layer
	d, u, lo, hi []int8
	cyc          bitset
}

func layerSection(l *Layer) *section {
	return &section{kind: kindLayer, lock: Unlocked, n: l.N, d: l.D, u: l.U, lo: l.Lo, hi: l.Hi, cyc: l.Cyc}
}

func classSection(c *Class) *section {
	return &section{kind: kindClass, lock: c.Lock, n: c.N, ranks: c.Ranks, d: c.D, u: c.U, lo: c.Lo, hi: c.Hi, cyc: c.Cyc}
}

// encode returns the bytes of the section. The blocks are compressed on
// all cores (each on its own, so the bytes do not depend on how).
func (s *section) encode() ([]byte, error) {
	count := len(s.lo)
	blocks := (count + blockSize - 1) / blockSize
	packed := make([][]byte, blocks)
	errs := make([]error, blocks)
	parallel(blocks, func(from, to int) {
		var data bytes.Buffer
		fw, err := flate.NewWriter(&data, flate.DefaultCompression)
		if err != nil {
			errs[from] = err
			return
		}
		raw := make([]byte, 0, 9*blockSize)
		for b := from; b < to; b++ {
			raw, err = s.rawBlock(raw[:0], b*blockSize, min((b+1)*blockSize, count))
			if err == nil {
				data.Reset()
				fw.Reset(&data)
				if _, err = fw.Write(raw); err == nil {
					err = fw.Close()
				}
			}
			if err != nil {
				errs[b] = err
				return
			}
			packed[b] = bytes.Clone(data.Bytes())
		}
	})
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	index := make([]byte, 0, 8*blocks)
	end := 0
	for b, p := range packed {
		end += len(p)
		index = binary.LittleEndian.AppendUint32(index, uint32(end))
		first := uint32(0)
		if s.ranks != nil {
			first = s.ranks[b*blockSize]
		}
		index = binary.LittleEndian.AppendUint32(index, first)
	}
	out := make([]byte, 0, 8+len(index)+end)
	out = binary.LittleEndian.AppendUint32(out, uint32(count))
	out = binary.LittleEndian.AppendUint32(out, uint32(blocks))
	out = append(out, index...)
	for _, p := range packed {
		out = append(out, p...)
	}
	return out, nil
}

// rawBlock appends the inflated form of the block of positions from … to-1.
func (s *section) rawBlock(raw []byte, from, to int) ([]byte, error) {
	if s.ranks != nil {
		for i := from + 1; i < to; i++ {
			raw = binary.AppendUvarint(raw, uint64(s.ranks[i]-s.ranks[i-1]))
		}
	}
	base := len(raw)
	raw = raw[:base+4*(to-from)]
	cols := raw[base:]
	m := to - from
	for i := from; i < to; i++ {
		d, u, lo, hi := int(s.d[i]), int(s.u[i]), int(s.lo[i]), int(s.hi[i])
		if (d+s.n)&1 != 0 || (u+s.n)&1 != 0 || (lo+s.n)&1 != 0 || (hi+s.n)&1 != 0 ||
			d < -s.n || d > lo || lo > hi || hi > u || u > s.n {
			return nil, fmt.Errorf("kpesolve: %s position %d: bounds %d %d %d %d out of order", s.name(), i, d, lo, hi, u)
		}
		a := byte((lo + s.n) / 2)
		if s.cyc.has(uint32(i)) {
			a |= 0x80
		}
		j := i - from
		cols[j], cols[m+j], cols[2*m+j], cols[3*m+j] = a, byte((hi-lo)/2), byte((lo-d)/2), byte((u-hi)/2)
	}
	return raw, nil
}

func (s *section) name() string {
	if s.kind == kindLayer {
		return fmt.Sprintf("layer %d", s.n)
	}
	return fmt.Sprintf("class %02x/%d", uint8(s.lock), s.n)
}

// writeTable writes the table file made of the encoded sections, in order.
func writeTable(w io.Writer, secs []*section, encoded [][]byte) error {
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint32(h, version)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(secs)))
	for i, s := range secs {
		h = append(h, s.kind, byte(s.lock), byte(s.n), 0)
		h = binary.LittleEndian.AppendUint32(h, uint32(len(encoded[i])))
		h = binary.LittleEndian.AppendUint32(h, crc32.Checksum(encoded[i], castagnoli))
	}
	h = binary.LittleEndian.AppendUint32(h, crc32.Checksum(h, castagnoli))
	if _, err := w.Write(h); err != nil {
		return err
	}
	for _, e := range encoded {
		if _, err := w.Write(e); err != nil {
			return err
		}
	}
	return nil
}

// ErrCorrupt is wrapped by every error about a table file that is not one
// or is damaged.
var ErrCorrupt = errors.New("not a valid Kpé table file")

// secMeta is a section as the reader knows it: where it lies and its index.
type secMeta struct {
	kind     uint8
	lock     Lock
	n        int
	start    int64 // of the section, in the file
	length   int64
	crc      uint32
	verified bool
	bad      error // why a section checked when first used failed
	offset   int64 // of the data, in the file
	count    int
	ends     []uint32 // end of each block in the data
	firsts   []uint32 // first board of each block (classes)
}

// verify checks the section's checksum, reading it whole (buf is work
// space).
func (m *secMeta) verify(r io.ReaderAt, buf []byte) error {
	crc := uint32(0)
	for pos := int64(0); pos < m.length; {
		k := min(int64(len(buf)), m.length-pos)
		if _, err := r.ReadAt(buf[:k], m.start+pos); err != nil {
			return fmt.Errorf("%w: section of %d seeds (lock %02x): %v", ErrCorrupt, m.n, uint8(m.lock), err)
		}
		crc = crc32.Update(crc, castagnoli, buf[:k])
		pos += k
	}
	if crc != m.crc {
		return fmt.Errorf("%w: section of %d seeds (lock %02x): checksum mismatch", ErrCorrupt, m.n, uint8(m.lock))
	}
	m.verified = true
	return nil
}

// blockRange is where block b of the section lies in the file.
func (m *secMeta) blockRange(b int) (int64, int) {
	start := uint32(0)
	if b > 0 {
		start = m.ends[b-1]
	}
	return m.offset + int64(start), int(m.ends[b] - start)
}

// verifyAtOpen is the largest table file whose sections' checksums Open
// checks at once; a larger one's sections are checked when first used
// (a full table is over a gigabyte: reading it whole would delay every
// start of the engine by seconds).
const verifyAtOpen = 64 << 20

// readDirectory reads and checks the header of a table file and its
// sections' indexes, and their checksums when the file is at most limit
// bytes.
func readDirectory(r io.ReaderAt, size, limit int64) ([]*secMeta, error) {
	corrupt := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, a...)...)
	}
	head := make([]byte, 16)
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil, corrupt("reading the header: %v", err)
	}
	if string(head[:8]) != magic {
		return nil, corrupt("no %q magic at the start", magic)
	}
	if v := binary.LittleEndian.Uint32(head[8:]); v != version {
		return nil, fmt.Errorf("%w: version %d, this program reads version %d", ErrCorrupt, v, version)
	}
	nsec := int64(binary.LittleEndian.Uint32(head[12:]))
	hlen := 16 + nsec*dirEntry + 4
	if nsec > 1<<16 || hlen > size {
		return nil, corrupt("%d sections do not fit in %d bytes", nsec, size)
	}
	h := make([]byte, hlen)
	if _, err := r.ReadAt(h, 0); err != nil {
		return nil, corrupt("reading the directory: %v", err)
	}
	if crc32.Checksum(h[:hlen-4], castagnoli) != binary.LittleEndian.Uint32(h[hlen-4:]) {
		return nil, corrupt("header checksum mismatch")
	}
	metas := make([]*secMeta, 0, nsec)
	off := hlen
	buf := make([]byte, 1<<20)
	for i := range nsec {
		e := h[16+i*dirEntry:]
		m := &secMeta{kind: e[0], lock: Lock(e[1]), n: int(e[2])}
		length := int64(binary.LittleEndian.Uint32(e[4:]))
		if m.kind > kindClass || m.n > Seeds || (m.kind == kindLayer) != (m.lock == Unlocked) || off+length > size || length < 8 {
			return nil, corrupt("section %d: bad directory entry", i)
		}
		m.start, m.length, m.crc = off, length, binary.LittleEndian.Uint32(e[8:])
		if size <= limit {
			if err := m.verify(r, buf); err != nil {
				return nil, err
			}
		}
		sh := make([]byte, 8)
		if _, err := r.ReadAt(sh, off); err != nil {
			return nil, corrupt("section %d: %v", i, err)
		}
		m.count = int(binary.LittleEndian.Uint32(sh))
		blocks := int64(binary.LittleEndian.Uint32(sh[4:]))
		if int64(m.count) > (blocks*blockSize) || int64(m.count) <= (blocks-1)*blockSize || 8+8*blocks > length ||
			(m.kind == kindLayer && m.count != Size(m.n)) {
			return nil, corrupt("section %d: %d positions in %d blocks", i, m.count, blocks)
		}
		idx := make([]byte, 8*blocks)
		if _, err := r.ReadAt(idx, off+8); err != nil {
			return nil, corrupt("section %d: %v", i, err)
		}
		m.offset = off + 8 + 8*blocks
		m.ends = make([]uint32, blocks)
		m.firsts = make([]uint32, blocks)
		prev := uint32(0)
		for b := range blocks {
			m.ends[b] = binary.LittleEndian.Uint32(idx[8*b:])
			m.firsts[b] = binary.LittleEndian.Uint32(idx[8*b+4:])
			if m.ends[b] < prev || (b > 0 && m.kind == kindClass && m.firsts[b] <= m.firsts[b-1]) {
				return nil, corrupt("section %d: block %d out of order", i, b)
			}
			prev = m.ends[b]
		}
		if m.offset+int64(prev) != off+length {
			return nil, corrupt("section %d: blocks end at %d, the section at %d", i, m.offset+int64(prev), off+length)
		}
		metas = append(metas, m)
		off += length
	}
	if off != size {
		return nil, corrupt("%d bytes after the last section", size-off)
	}
	return metas, nil
}

// block is one inflated block: its boards (for a class) and columns.
type block struct {
	ranks []uint32
	cols  []byte // 4 columns of len(cols)/4 bytes
}

// bounds is what the block says of its position j.
func (b *block) bounds(n, j int) (d, u, lo, hi int, cycle bool) {
	m := len(b.cols) / 4
	a := b.cols[j]
	lo = 2*int(a&0x7f) - n
	hi = lo + 2*int(b.cols[m+j])
	return lo - 2*int(b.cols[2*m+j]), hi + 2*int(b.cols[3*m+j]), lo, hi, a&0x80 != 0
}

// entry is what the block says of its position j (checked by inflate).
func (b *block) entry(n, j int) Entry {
	d, u, lo, hi, cyc := b.bounds(n, j)
	return Entry{D: int8(d), U: int8(u), Lo: int8(lo), Hi: int8(hi), Cycle: cyc}
}

// inflate decodes block b of section m from its compressed bytes.
func (m *secMeta) inflate(b int, comp []byte) (*block, error) {
	npos := min(blockSize, m.count-b*blockSize)
	fr := flate.NewReader(bytes.NewReader(comp))
	raw, err := io.ReadAll(fr)
	if err != nil {
		return nil, fmt.Errorf("%w: block %d of the %d-seed section: %v", ErrCorrupt, b, m.n, err)
	}
	blk := &block{}
	if m.kind == kindClass {
		blk.ranks = make([]uint32, npos)
		blk.ranks[0] = m.firsts[b]
		for i := 1; i < npos; i++ {
			d, k := binary.Uvarint(raw)
			if k <= 0 || d == 0 || uint64(blk.ranks[i-1])+d >= uint64(Size(m.n)) {
				return nil, fmt.Errorf("%w: block %d of a %d-seed class: bad board numbers", ErrCorrupt, b, m.n)
			}
			blk.ranks[i] = blk.ranks[i-1] + uint32(d)
			raw = raw[k:]
		}
	}
	if len(raw) != 4*npos {
		return nil, fmt.Errorf("%w: block %d of the %d-seed section: %d bytes, want %d", ErrCorrupt, b, m.n, len(raw), 4*npos)
	}
	blk.cols = raw
	for j := range npos {
		if d, u, _, _, _ := blk.bounds(m.n, j); d < -m.n || u > m.n {
			return nil, fmt.Errorf("%w: block %d of the %d-seed section: bounds out of range", ErrCorrupt, b, m.n)
		}
	}
	return blk, nil
}

// readSections reads every section of a table file whole, with its
// encoded bytes (to be written again without encoding them anew).
func readSections(r io.ReaderAt, size int64) ([]*section, [][]byte, error) {
	metas, err := readDirectory(r, size, size)
	if err != nil {
		return nil, nil, err
	}
	var secs []*section
	var enc [][]byte
	for _, m := range metas {
		start := m.offset - 8 - 8*int64(len(m.ends))
		last := int64(0)
		if len(m.ends) > 0 {
			last = int64(m.ends[len(m.ends)-1])
		}
		raw := make([]byte, m.offset+last-start)
		if _, err := r.ReadAt(raw, start); err != nil {
			return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
		}
		s := &section{kind: m.kind, lock: m.lock, n: m.n, d: make([]int8, m.count), u: make([]int8, m.count),
			lo: make([]int8, m.count), hi: make([]int8, m.count), cyc: newBitset(m.count)}
		if m.kind == kindClass {
			s.ranks = make([]uint32, 0, m.count)
		}
		for b := range m.ends {
			off, n := m.blockRange(b)
			blk, err := m.inflate(b, raw[off-start:off-start+int64(n)])
			if err != nil {
				return nil, nil, err
			}
			s.ranks = append(s.ranks, blk.ranks...)
			for j := range len(blk.cols) / 4 {
				i := b*blockSize + j
				d, u, lo, hi, cyc := blk.bounds(m.n, j)
				s.d[i], s.u[i], s.lo[i], s.hi[i] = int8(d), int8(u), int8(lo), int8(hi)
				if cyc {
					s.cyc.add(uint32(i))
				}
			}
		}
		secs = append(secs, s)
		enc = append(enc, raw)
	}
	return secs, enc, nil
}
