//go:build !linux

package testtmp

// ramDisk: only Linux's /dev/shm is known; elsewhere the system's
// temporary folder.
func ramDisk() string { return "" }
