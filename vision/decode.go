package vision

import (
	"bufio"
	"bytes"
	"errors"
	"image"
	_ "image/gif" // the decoders of the photos a phone or a camera writes
	"image/jpeg"
	_ "image/png"
	"io"

	"github.com/scorepad/scorepad/internal/lang"
	_ "golang.org/x/image/webp"
)

// MaxPixels is the largest photo read: 50 megapixels, more than any
// phone's camera; a bigger header is refused before a pixel is decoded (a
// decompression bomb announces 30,000×30,000).
const MaxPixels = 50_000_000

// maxFileBytes is the most bytes of a photo read.
const maxFileBytes = 64 << 20

// decode reads the photo of r: its image (not yet upright) and its EXIF
// orientation (1 when none).
func decode(r io.Reader) (image.Image, int, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFileBytes+1))
	if err != nil {
		return nil, 0, newError(ErrNotImage, lang.MPlain("the photo could not be read: %s", err.Error()))
	}
	if len(data) == 0 {
		return nil, 0, newError(ErrEmpty, lang.MPlain("the file is empty: not a photo"))
	}
	if len(data) > maxFileBytes {
		return nil, 0, newError(ErrTooLarge, lang.MPlain("the file is over %d MB: not a photo scorepad reads", maxFileBytes>>20))
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, 0, newError(ErrTruncated, lang.MPlain("the photo is cut short (a truncated file)"))
		}
		return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: not a JPEG, PNG, GIF or WebP image"))
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: an image of no pixels"))
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, 0, newError(ErrTooLarge, lang.MPlain("the photo is %d×%d pixels, over %d megapixels: take a smaller one", cfg.Width, cfg.Height, MaxPixels/1_000_000))
	}
	orient := 1
	if format == "jpeg" {
		orient = exifOrientation(data)
	}
	var img image.Image
	if format == "jpeg" {
		img, err = jpeg.Decode(bufio.NewReader(bytes.NewReader(data)))
	} else {
		img, _, err = image.Decode(bytes.NewReader(data))
	}
	if err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || !complete(format, data) {
			return nil, 0, newError(ErrTruncated, lang.MPlain("the photo is cut short (a truncated file)"))
		}
		return nil, 0, newError(ErrNotImage, lang.MPlain("the photo could not be decoded: %s", err.Error()))
	}
	return img, orient, nil
}

// exifOrientation returns the orientation tag (1–8) of a JPEG's EXIF
// segment, 1 when there is none or it cannot be read.
func exifOrientation(b []byte) int {
	if len(b) < 4 || b[0] != 0xFF || b[1] != 0xD8 {
		return 1
	}
	i := 2
	for i+4 <= len(b) && b[i] == 0xFF {
		marker := b[i+1]
		if marker == 0xDA || marker == 0xD9 { // start of scan: no more headers
			return 1
		}
		n := int(b[i+2])<<8 | int(b[i+3])
		if n < 2 || i+2+n > len(b) {
			return 1
		}
		seg := b[i+4 : i+2+n]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + n
	}
	return 1
}

func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var u16 func([]byte) int
	var u32 func([]byte) int
	switch string(t[:2]) {
	case "II":
		u16 = func(p []byte) int { return int(p[0]) | int(p[1])<<8 }
		u32 = func(p []byte) int { return int(p[0]) | int(p[1])<<8 | int(p[2])<<16 | int(p[3])<<24 }
	case "MM":
		u16 = func(p []byte) int { return int(p[1]) | int(p[0])<<8 }
		u32 = func(p []byte) int { return int(p[3]) | int(p[2])<<8 | int(p[1])<<16 | int(p[0])<<24 }
	default:
		return 1
	}
	off := u32(t[4:8])
	if off < 8 || off+2 > len(t) {
		return 1
	}
	n := u16(t[off:])
	for k := 0; k < n; k++ {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if u16(t[e:]) == 0x0112 {
			if v := u16(t[e+8:]); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// complete reports whether data ends as a whole file of its format ends:
// a JPEG's end-of-image marker, a PNG's IEND chunk.
func complete(format string, data []byte) bool {
	t := bytes.TrimRight(data, "\x00")
	switch format {
	case "jpeg":
		return bytes.HasSuffix(t, []byte{0xFF, 0xD9})
	case "png":
		return bytes.Contains(data, []byte("IEND"))
	}
	return true
}
