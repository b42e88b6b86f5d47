package main

import (
	"bytes"
	"context"
	"debug/pe"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Go's Windows runtime (since Go 1.22) draws its random numbers from
// ProcessPrng in bcryptprimitives.dll, which every Windows it supports (10
// and later) has. Wine added that DLL in Wine 9; Debian 12's Wine 8 lacks
// it, and there a Go binary dies at once ("fatal error:
// bcryptprimitives.dll not found"). prepareWine then puts into the test's
// own Wine prefix a bcryptprimitives.dll whose one export, ProcessPrng,
// forwards to advapi32's SystemFunction036 (RtlGenRandom: fill a buffer
// with random bytes, return TRUE) — what Windows' ProcessPrng does. On a
// Wine that has the DLL, nothing is added.

// forwarderDLL returns a 64-bit PE DLL named name that exports each of
// exports (sorted) as a forward to the "dll.Function" it maps to, and holds
// nothing else: no code, no imports, no entry point.
func forwarderDLL(name string, exports [][2]string) []byte {
	const (
		fileAlign = 0x200
		sectRVA   = 0x1000
		dirSize   = 40 // IMAGE_EXPORT_DIRECTORY
	)
	// the export section: directory, address table, name pointers,
	// ordinals, then the strings
	n := uint32(len(exports))
	eat := uint32(sectRVA + dirSize)
	names := eat + 4*n
	ords := names + 4*n
	var strs bytes.Buffer
	strBase := ords + 2*n
	str := func(s string) uint32 {
		rva := strBase + uint32(strs.Len())
		strs.WriteString(s)
		strs.WriteByte(0)
		return rva
	}
	dllName := str(name)
	var eatRVAs, nameRVAs []uint32
	var ordinals []uint16
	for i, e := range exports {
		nameRVAs = append(nameRVAs, str(e[0]))
		eatRVAs = append(eatRVAs, str(e[1])) // an address inside the directory: a forward
		ordinals = append(ordinals, uint16(i))
	}
	var sect bytes.Buffer
	le := binary.LittleEndian
	binary.Write(&sect, le, struct {
		Characteristics, TimeDateStamp     uint32
		MajorVersion, MinorVersion         uint16
		Name, Base                         uint32
		NumberOfFunctions, NumberOfNames   uint32
		AddressOfFunctions, AddressOfNames uint32
		AddressOfNameOrdinals              uint32
	}{Name: dllName, Base: 1, NumberOfFunctions: n, NumberOfNames: n, AddressOfFunctions: eat, AddressOfNames: names, AddressOfNameOrdinals: ords})
	binary.Write(&sect, le, eatRVAs)
	binary.Write(&sect, le, nameRVAs)
	binary.Write(&sect, le, ordinals)
	sect.Write(strs.Bytes())
	exportSize := uint32(sect.Len())
	raw := (exportSize + fileAlign - 1) / fileAlign * fileAlign

	var f bytes.Buffer
	dos := make([]byte, 64)
	copy(dos, "MZ")
	le.PutUint32(dos[0x3c:], 64) // e_lfanew: the PE header follows
	f.Write(dos)
	f.WriteString("PE\x00\x00")
	binary.Write(&f, le, pe.FileHeader{Machine: pe.IMAGE_FILE_MACHINE_AMD64, NumberOfSections: 1,
		SizeOfOptionalHeader: 240, Characteristics: pe.IMAGE_FILE_EXECUTABLE_IMAGE | pe.IMAGE_FILE_LARGE_ADDRESS_AWARE | pe.IMAGE_FILE_DLL})
	opt := pe.OptionalHeader64{Magic: 0x20b, SizeOfInitializedData: raw, BaseOfCode: sectRVA, ImageBase: 0x180000000,
		SectionAlignment: 0x1000, FileAlignment: fileAlign, MajorOperatingSystemVersion: 6, MajorSubsystemVersion: 6,
		SizeOfImage: sectRVA + (exportSize+0xfff)/0x1000*0x1000, SizeOfHeaders: fileAlign, Subsystem: pe.IMAGE_SUBSYSTEM_WINDOWS_CUI,
		DllCharacteristics: pe.IMAGE_DLLCHARACTERISTICS_DYNAMIC_BASE | pe.IMAGE_DLLCHARACTERISTICS_NX_COMPAT,
		SizeOfStackReserve: 0x100000, SizeOfStackCommit: 0x1000, SizeOfHeapReserve: 0x100000, SizeOfHeapCommit: 0x1000,
		NumberOfRvaAndSizes: 16}
	opt.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_EXPORT] = pe.DataDirectory{VirtualAddress: sectRVA, Size: exportSize}
	binary.Write(&f, le, opt)
	sh := pe.SectionHeader32{VirtualSize: exportSize, VirtualAddress: sectRVA, SizeOfRawData: raw, PointerToRawData: fileAlign,
		Characteristics: pe.IMAGE_SCN_CNT_INITIALIZED_DATA | pe.IMAGE_SCN_MEM_READ}
	copy(sh.Name[:], ".edata")
	binary.Write(&f, le, sh)
	f.Write(make([]byte, fileAlign-f.Len()))
	f.Write(sect.Bytes())
	f.Write(make([]byte, int(raw)-sect.Len()))
	return f.Bytes()
}

// TestForwarderDLL: the DLL reads back as a PE of the AMD64 machine whose
// export directory names the DLL and forwards ProcessPrng.
func TestForwarderDLL(t *testing.T) {
	t.Parallel()
	dll := forwarderDLL("bcryptprimitives.dll", [][2]string{{"ProcessPrng", "advapi32.SystemFunction036"}})
	f, err := pe.NewFile(bytes.NewReader(dll))
	if err != nil {
		t.Fatal(err)
	}
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 || f.Characteristics&pe.IMAGE_FILE_DLL == 0 || len(f.Sections) != 1 {
		t.Fatalf("not a 64-bit DLL of one section: %+v", f.FileHeader)
	}
	dir := opt.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_EXPORT]
	data, err := f.Sections[0].Data()
	if err != nil {
		t.Fatal(err)
	}
	at := func(rva uint32) []byte { return data[rva-f.Sections[0].VirtualAddress:] }
	cstr := func(rva uint32) string { b := at(rva); return string(b[:bytes.IndexByte(b, 0)]) }
	le := binary.LittleEndian
	d := at(dir.VirtualAddress)
	if got := cstr(le.Uint32(d[12:])); got != "bcryptprimitives.dll" {
		t.Errorf("the export directory names %q", got)
	}
	if nf, nn := le.Uint32(d[20:]), le.Uint32(d[24:]); nf != 1 || nn != 1 {
		t.Fatalf("%d functions, %d names", nf, nn)
	}
	fn := le.Uint32(at(le.Uint32(d[28:])))
	if got := cstr(le.Uint32(at(le.Uint32(d[32:])))); got != "ProcessPrng" {
		t.Errorf("the export is named %q", got)
	}
	if fn < dir.VirtualAddress || fn >= dir.VirtualAddress+dir.Size {
		t.Errorf("ProcessPrng's address %#x is outside the export directory: not a forward", fn)
	}
	if got := cstr(fn); got != "advapi32.SystemFunction036" {
		t.Errorf("ProcessPrng forwards to %q", got)
	}
}

// prepareWine creates the Wine prefix of env (wineboot, the slow first
// run) and gives it bcryptprimitives.dll when this Wine lacks it.
func prepareWine(t *testing.T, wine string, env []string) {
	t.Helper()
	var prefix string
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "WINEPREFIX="); ok {
			prefix = v
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	start := time.Now()
	boot := exec.CommandContext(ctx, wine, "wineboot", "--init")
	boot.Env = env
	if out, errOut, err := runToFiles(t, boot); err != nil {
		t.Fatalf("wine wineboot --init: %v\n%s%s", err, out, errOut)
	}
	if ws, err := exec.LookPath("wineserver"); err == nil {
		// one wineserver for the prefix, kept between the runs (each run
		// would otherwise start its own and wait for it to end), ended
		// with the test, or half a minute after its last run if the test
		// is killed
		keep := exec.Command(ws, "-p30")
		keep.Env = env
		keep.Run() // exit 2 when wineboot's is still there: it is made to linger alike
		t.Cleanup(func() {
			kill := exec.Command(ws, "-k")
			kill.Env = env
			kill.Run()
		})
	}
	version, _ := exec.Command(wine, "--version").Output()
	sys32 := filepath.Join(prefix, "drive_c", "windows", "system32")
	dll := filepath.Join(sys32, "bcryptprimitives.dll")
	if _, err := os.Stat(dll); err == nil {
		t.Logf("%s: prefix made in %v; it has bcryptprimitives.dll", strings.TrimSpace(string(version)), time.Since(start).Round(10*time.Millisecond))
		return
	}
	if err := os.WriteFile(dll, forwarderDLL("bcryptprimitives.dll", [][2]string{{"ProcessPrng", "advapi32.SystemFunction036"}}), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: prefix made in %v; it lacks bcryptprimitives.dll (Wine 9 has it): added one forwarding ProcessPrng to advapi32.SystemFunction036",
		strings.TrimSpace(string(version)), time.Since(start).Round(10*time.Millisecond))
}

// runToFiles runs cmd with its standard output and error in files and
// returns them: the wineserver a Wine run starts keeps a copy of the run's
// standard handles after the run has ended, so a pipe (cmd.Output) would
// not close until that server ends.
func runToFiles(t *testing.T, cmd *exec.Cmd) (stdout, stderr string, err error) {
	t.Helper()
	dir := t.TempDir()
	var files [2]*os.File
	for i, name := range []string{"stdout", "stderr"} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		files[i] = f
	}
	cmd.Stdout, cmd.Stderr = files[0], files[1]
	err = cmd.Run()
	out, _ := os.ReadFile(files[0].Name())
	errOut, _ := os.ReadFile(files[1].Name())
	return string(out), string(errOut), err
}
