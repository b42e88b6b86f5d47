package vision

import (
	"image"
	"image/color"
)

// plane is the photo at working size, upright: red, green, blue and luma,
// one byte each a pixel.
type plane struct {
	w, h       int
	r, g, b, l []uint8
}

func newPlane(w, h int) *plane {
	n := w * h
	buf := make([]uint8, 4*n)
	return &plane{w: w, h: h, r: buf[:n], g: buf[n : 2*n], b: buf[2*n : 3*n], l: buf[3*n:]}
}

// workSide is the longest side the photo is read at: a die of a tenth of
// the photo is 100 pixels, its pips 15.
const workSide = 1024

// shrink returns img averaged down by a whole factor so that its longest
// side is at most workSide, and the factor.
func shrink(img image.Image) (*plane, int) {
	b := img.Bounds()
	W, H := b.Dx(), b.Dy()
	f := 1
	for (W+f-1)/f > workSide || (H+f-1)/f > workSide {
		f++
	}
	w, h := W/f, H/f
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	p := newPlane(w, h)
	switch m := img.(type) {
	case *image.YCbCr:
		shrinkYCbCr(m, p, f)
	case *image.RGBA:
		shrinkPix(m.Pix, m.Stride, b.Min, p, f)
	case *image.NRGBA:
		shrinkPix(m.Pix, m.Stride, b.Min, p, f) // opaque photos: alpha ignored
	default:
		shrinkAny(img, p, f)
	}
	for i := range p.l {
		p.l[i] = uint8((299*int(p.r[i]) + 587*int(p.g[i]) + 114*int(p.b[i]) + 500) / 1000)
	}
	return p, f
}

func shrinkYCbCr(m *image.YCbCr, p *plane, f int) {
	b := m.Rect
	n := f * f
	for oy := 0; oy < p.h; oy++ {
		for ox := 0; ox < p.w; ox++ {
			x0, y0 := b.Min.X+ox*f, b.Min.Y+oy*f
			sum := 0
			for y := y0; y < y0+f; y++ {
				row := m.Y[(y-b.Min.Y)*m.YStride+(x0-b.Min.X):]
				for x := 0; x < f; x++ {
					sum += int(row[x])
				}
			}
			ci := m.COffset(x0+f/2, y0+f/2)
			r, g, bl := color.YCbCrToRGB(uint8(sum/n), m.Cb[ci], m.Cr[ci])
			i := oy*p.w + ox
			p.r[i], p.g[i], p.b[i] = r, g, bl
		}
	}
}

func shrinkPix(pix []uint8, stride int, min image.Point, p *plane, f int) {
	n := f * f
	for oy := 0; oy < p.h; oy++ {
		for ox := 0; ox < p.w; ox++ {
			var sr, sg, sb int
			for y := oy * f; y < oy*f+f; y++ {
				row := pix[y*stride+ox*f*4:]
				for x := 0; x < f; x++ {
					sr += int(row[4*x])
					sg += int(row[4*x+1])
					sb += int(row[4*x+2])
				}
			}
			i := oy*p.w + ox
			p.r[i], p.g[i], p.b[i] = uint8(sr/n), uint8(sg/n), uint8(sb/n)
		}
	}
	_ = min
}

func shrinkAny(img image.Image, p *plane, f int) {
	b := img.Bounds()
	// a sample every pixel up to a 4-pixel step, then 4 a block side
	step := 1
	if f > 4 {
		step = f / 4
	}
	for oy := 0; oy < p.h; oy++ {
		for ox := 0; ox < p.w; ox++ {
			var sr, sg, sb, n uint32
			for y := oy * f; y < oy*f+f; y += step {
				for x := ox * f; x < ox*f+f; x += step {
					r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
					sr, sg, sb, n = sr+r>>8, sg+g>>8, sb+bl>>8, n+1
				}
			}
			i := oy*p.w + ox
			p.r[i], p.g[i], p.b[i] = uint8(sr/n), uint8(sg/n), uint8(sb/n)
		}
	}
}

// upright returns p turned as the EXIF orientation o says the photo is
// seen (1 is already upright; 2–8 the mirrors and turns of the tag).
func upright(p *plane, o int) *plane {
	if o <= 1 || o > 8 {
		return p
	}
	w, h := p.w, p.h
	if o >= 5 {
		w, h = h, w
	}
	q := newPlane(w, h)
	for y := 0; y < p.h; y++ {
		for x := 0; x < p.w; x++ {
			var nx, ny int
			switch o {
			case 2:
				nx, ny = p.w-1-x, y
			case 3:
				nx, ny = p.w-1-x, p.h-1-y
			case 4:
				nx, ny = x, p.h-1-y
			case 5:
				nx, ny = y, x
			case 6:
				nx, ny = p.h-1-y, x
			case 7:
				nx, ny = p.h-1-y, p.w-1-x
			case 8:
				nx, ny = y, p.w-1-x
			}
			i, j := y*p.w+x, ny*w+nx
			q.r[j], q.g[j], q.b[j], q.l[j] = p.r[i], p.g[i], p.b[i], p.l[i]
		}
	}
	return q
}
