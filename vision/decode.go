package vision

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/draw"
	_ "image/gif" // GIF photos
	"image/jpeg"
	_ "image/png" // PNG photos
	"io"
	"strings"

	_ "golang.org/x/image/webp" // WebP photos

	"github.com/scorepad/scorepad/internal/lang"
)

// The limits of a photo read: a decompression bomb (a small file saying a
// huge image) is refused from its header, before any pixel is decoded.
const (
	// MaxFileBytes is the largest photo file read.
	MaxFileBytes = 40 << 20
	// MaxPixels is the largest image read, in pixels (50 megapixels: a
	// phone takes 12 to 48; decoded, 50 MP of YCbCr 4:2:0 take 75 MB).
	MaxPixels = 50_000_000
	// MaxSide is the longest side read, in pixels.
	MaxSide = 20_000
)

// Decode decodes the photo in r, upright: the EXIF orientation of a JPEG
// applied. Its errors are those of Read.
func Decode(r io.Reader) (image.Image, error) {
	img, orient, err := decode(r)
	if err != nil {
		return nil, err
	}
	return orientImage(img, orient), nil
}

// decode decodes the photo in r as stored, and returns the EXIF orientation
// to apply (1: none).
func decode(r io.Reader) (image.Image, int, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return nil, 0, newError(ErrNotImage, lang.MPlain("the photo could not be read: %s", err.Error()))
	}
	if len(data) == 0 {
		return nil, 0, newError(ErrEmpty, lang.MPlain("the photo is empty (0 bytes)"))
	}
	if len(data) > MaxFileBytes {
		return nil, 0, newError(ErrTooLarge, lang.MPlain("the photo is too large to read: more than %d MB", MaxFileBytes>>20))
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		if errors.Is(err, image.ErrFormat) {
			return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: not a JPEG, PNG, GIF or WebP image"))
		}
		if isEOF(err) {
			return nil, 0, newError(ErrTruncated, lang.MPlain("the photo is cut short: its file ends before the image does"))
		}
		return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: a damaged image (%s)", err.Error()))
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: an image of %d×%d pixels", cfg.Width, cfg.Height))
	}
	if cfg.Width > MaxSide || cfg.Height > MaxSide || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, 0, newError(ErrTooLarge, lang.MPlain("the photo is too large to read: %d×%d pixels, at most %d megapixels", cfg.Width, cfg.Height, MaxPixels/1_000_000))
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		if isEOF(err) || format == "jpeg" && isShort(err) {
			return nil, 0, newError(ErrTruncated, lang.MPlain("the photo is cut short: its file ends before the image does"))
		}
		return nil, 0, newError(ErrNotImage, lang.MPlain("not a photo: a damaged %s image (%s)", strings.ToUpper(format), err.Error()))
	}
	orient := 1
	if format == "jpeg" {
		orient = exifOrientation(data)
	}
	return img, orient, nil
}

// isEOF reports whether err says the data ended too soon.
func isEOF(err error) bool {
	return errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)
}

// isShort reports whether err is image/jpeg's word for data cut short.
func isShort(err error) bool {
	var fe jpeg.FormatError
	if errors.As(err, &fe) {
		return strings.Contains(string(fe), "short")
	}
	return false
}

// exifOrientation returns the orientation (1 to 8) of the EXIF APP1
// segment of the JPEG data, 1 when there is none or it cannot be read.
func exifOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	p := 2
	for p+4 <= len(data) {
		if data[p] != 0xFF {
			return 1
		}
		marker := data[p+1]
		if marker == 0xD8 || marker >= 0xD0 && marker <= 0xD7 || marker == 0x01 || marker == 0xFF {
			p++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan: no EXIF after
			return 1
		}
		n := int(binary.BigEndian.Uint16(data[p+2:]))
		if n < 2 || p+2+n > len(data) {
			return 1
		}
		seg := data[p+4 : p+2+n]
		if marker == 0xE1 && len(seg) > 6 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		p += 2 + n
	}
	return 1
}

// tiffOrientation returns the Orientation tag (0x0112) of the first IFD of
// the TIFF data t, 1 when absent or out of range.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 1
	}
	n := int(bo.Uint16(t[off:]))
	for i := 0; i < n; i++ {
		e := off + 2 + 12*i
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			v := int(bo.Uint16(t[e+8:]))
			if v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// orientImage returns img turned upright for the EXIF orientation o.
func orientImage(img image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	src := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(src, src.Bounds(), img, b.Min, draw.Src)
	dst := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := orientPoint(o, x, y, w, h)
			si := y*src.Stride + 4*x
			di := dy*dst.Stride + 4*dx
			copy(dst.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return dst
}

// orientPoint returns where the stored pixel (x, y) of a w×h image goes in
// the upright image, for the EXIF orientation o.
func orientPoint(o, x, y, w, h int) (int, int) {
	switch o {
	case 2: // mirrored
		return w - 1 - x, y
	case 3: // turned half
		return w - 1 - x, h - 1 - y
	case 4: // mirrored upside down
		return x, h - 1 - y
	case 5: // transposed
		return y, x
	case 6: // turned a quarter clockwise to be upright
		return h - 1 - y, x
	case 7: // transversed
		return h - 1 - y, w - 1 - x
	case 8: // turned a quarter anticlockwise to be upright
		return y, w - 1 - x
	}
	return x, y
}
