package wine

import "encoding/binary"

// ForwarderDLL is a 64-bit Windows DLL named dll that exports one function,
// name, as a forwarder to target ("advapi32.SystemFunction036"): the
// loader resolves a call of name to target, so the DLL holds no code, only
// its headers and an export table.
func ForwarderDLL(dll, name, target string) []byte {
	const (
		fileAlign = 0x200
		rva       = 0x1000 // where the export table is mapped
	)
	le := binary.LittleEndian
	// The export table: its directory, one address, one name, one ordinal,
	// then the strings they point at.
	ed := make([]byte, 40)
	eat := len(ed)
	ed = append(ed, 0, 0, 0, 0)
	names := len(ed)
	ed = append(ed, 0, 0, 0, 0)
	ords := len(ed)
	ed = append(ed, 0, 0)
	dllName := len(ed)
	ed = append(append(ed, dll...), 0)
	fnName := len(ed)
	ed = append(append(ed, name...), 0)
	fwd := len(ed)
	ed = append(append(ed, target...), 0)
	le.PutUint32(ed[12:], uint32(rva+dllName))
	le.PutUint32(ed[16:], 1) // the first ordinal
	le.PutUint32(ed[20:], 1) // functions
	le.PutUint32(ed[24:], 1) // names
	le.PutUint32(ed[28:], uint32(rva+eat))
	le.PutUint32(ed[32:], uint32(rva+names))
	le.PutUint32(ed[36:], uint32(rva+ords))
	// An address inside the export table's own span is a forwarder: the
	// string "dll.function" it points at.
	le.PutUint32(ed[eat:], uint32(rva+fwd))
	le.PutUint32(ed[names:], uint32(rva+fnName))

	f := make([]byte, 2*fileAlign)
	copy(f, "MZ")
	le.PutUint32(f[0x3c:], 0x40) // the PE header's offset
	copy(f[0x40:], "PE\x00\x00")
	coff := f[0x44:]
	le.PutUint16(coff[0:], 0x8664)  // x86-64
	le.PutUint16(coff[2:], 1)       // one section
	le.PutUint16(coff[16:], 240)    // the optional header's size
	le.PutUint16(coff[18:], 0x2022) // an executable image, large addresses, a DLL
	opt := f[0x58:]
	le.PutUint16(opt[0:], 0x20b) // PE32+
	le.PutUint32(opt[8:], fileAlign)
	le.PutUint32(opt[20:], rva)
	le.PutUint64(opt[24:], 0x180000000) // the image base
	le.PutUint32(opt[32:], 0x1000)      // section alignment
	le.PutUint32(opt[36:], fileAlign)
	le.PutUint16(opt[40:], 6)         // OS version 6.0
	le.PutUint16(opt[48:], 6)         // subsystem version 6.0
	le.PutUint32(opt[56:], 0x2000)    // the image's size
	le.PutUint32(opt[60:], fileAlign) // the headers' size
	le.PutUint16(opt[68:], 3)         // console subsystem
	le.PutUint64(opt[72:], 0x100000)  // stack reserve
	le.PutUint64(opt[80:], 0x1000)    // stack commit
	le.PutUint64(opt[88:], 0x100000)  // heap reserve
	le.PutUint64(opt[96:], 0x1000)    // heap commit
	le.PutUint32(opt[108:], 16)       // data directories
	le.PutUint32(opt[112:], rva)      // the export directory
	le.PutUint32(opt[116:], uint32(len(ed)))
	sec := f[0x58+240:]
	copy(sec, ".edata")
	le.PutUint32(sec[8:], uint32(len(ed)))
	le.PutUint32(sec[12:], rva)
	le.PutUint32(sec[16:], fileAlign)
	le.PutUint32(sec[20:], fileAlign)
	le.PutUint32(sec[36:], 0x40000040) // initialized data, readable
	copy(f[fileAlign:], ed)
	return f
}
