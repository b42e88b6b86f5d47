package vision

import (
	"image"
	"image/color"
	"image/draw"
)

// workLong is the longest side of the working image: a photo larger than
// that is shrunk by a whole factor first (pixels averaged in boxes), so
// that a 12-megapixel photo costs little; the smallest die read is then
// about 35 pixels wide.
const workLong = 1400

// plane is the working image: the photo shrunk, one byte per channel.
type plane struct {
	w, h    int
	r, g, b []uint8
	l       []uint8 // luma
	scale   int     // pixels of the photo per pixel of the working image
	up      int     // pixels of the working image per pixel of the photo (1 or 2)
}

// shrink returns the working image of img: shrunk by the whole factor that
// brings its longest side to workLong or less.
func shrink(img image.Image) *plane {
	bd := img.Bounds()
	W, H := bd.Dx(), bd.Dy()
	k := (max(W, H) + workLong - 1) / workLong
	if k < 1 {
		k = 1
	}
	w, h := W/k, H/k
	if w < 1 || h < 1 {
		w, h, k = max(w, 1), max(h, 1), 1
	}
	p := &plane{w: w, h: h, scale: k, up: 1, r: make([]uint8, w*h), g: make([]uint8, w*h), b: make([]uint8, w*h), l: make([]uint8, w*h)}
	switch m := img.(type) {
	case *image.YCbCr:
		p.fromYCbCr(m, k)
	case *image.RGBA:
		p.fromRGBA(m.Pix, m.Stride, bd, k)
	case *image.NRGBA:
		p.fromRGBA(m.Pix, m.Stride, bd, k) // alpha ignored: photos are opaque
	default:
		rgba := image.NewRGBA(image.Rect(0, 0, w*k, h*k))
		draw.Draw(rgba, rgba.Bounds(), img, bd.Min, draw.Src)
		p.fromRGBA(rgba.Pix, rgba.Stride, rgba.Bounds(), k)
	}
	for i := range p.l {
		p.l[i] = uint8((299*int(p.r[i]) + 587*int(p.g[i]) + 114*int(p.b[i]) + 500) / 1000)
	}
	return p
}

// fromRGBA averages k×k boxes of the RGBA pixels pix.
func (p *plane) fromRGBA(pix []uint8, stride int, bd image.Rectangle, k int) {
	sr := make([]uint32, p.w)
	sg := make([]uint32, p.w)
	sb := make([]uint32, p.w)
	n := uint32(k * k)
	for y := 0; y < p.h; y++ {
		clear(sr)
		clear(sg)
		clear(sb)
		for dy := 0; dy < k; dy++ {
			row := pix[(y*k+dy)*stride:]
			for x := 0; x < p.w; x++ {
				o := 4 * x * k
				var r, g, b uint32
				for dx := 0; dx < k; dx++ {
					r += uint32(row[o])
					g += uint32(row[o+1])
					b += uint32(row[o+2])
					o += 4
				}
				sr[x] += r
				sg[x] += g
				sb[x] += b
			}
		}
		for x := 0; x < p.w; x++ {
			i := y*p.w + x
			p.r[i], p.g[i], p.b[i] = uint8(sr[x]/n), uint8(sg[x]/n), uint8(sb[x]/n)
		}
	}
	_ = bd
}

// fromYCbCr averages k×k boxes of the luma plane of m, takes the chroma
// at each box's centre, and turns them into RGB.
func (p *plane) fromYCbCr(m *image.YCbCr, k int) {
	bd := m.Rect
	sy := make([]uint32, p.w)
	n := uint32(k * k)
	for y := 0; y < p.h; y++ {
		clear(sy)
		for dy := 0; dy < k; dy++ {
			yrow := m.Y[(y*k+dy)*m.YStride:]
			yrow = yrow[:p.w*k]
			if k == 1 {
				for x := range sy {
					sy[x] += uint32(yrow[x])
				}
				continue
			}
			o := 0
			for x := range sy {
				var s uint32
				for _, v := range yrow[o : o+k] {
					s += uint32(v)
				}
				sy[x] += s
				o += k
			}
		}
		py := bd.Min.Y + y*k + k/2
		for x := 0; x < p.w; x++ {
			ci := m.COffset(bd.Min.X+x*k+k/2, py)
			i := y*p.w + x
			p.r[i], p.g[i], p.b[i] = color.YCbCrToRGB(uint8(sy[x]/n), m.Cb[ci], m.Cr[ci])
		}
	}
}

// negative returns p with every value inverted: pale pips on a dark face
// become dark pips on a pale one.
func (p *plane) negative() *plane {
	n := &plane{w: p.w, h: p.h, scale: p.scale, up: p.up}
	inv := func(a []uint8) []uint8 {
		b := append([]uint8(nil), a...)
		invert(b)
		return b
	}
	n.r, n.g, n.b, n.l = inv(p.r), inv(p.g), inv(p.b), inv(p.l)
	return n
}

// working returns the working image of img: shrunk when large, enlarged
// when small.
func working(img image.Image) *plane {
	p := shrink(img)
	if max(p.w, p.h) < smallLong {
		p = p.enlarged()
	}
	return p
}

// smallLong is the longest side under which a photo is read enlarged
// twice: the pips of small dice in a small photo then have the pixels an
// ellipse needs.
const smallLong = 800

// enlarged returns p twice as large, by bilinear interpolation (pixel
// centres lined up: each new pixel is 3/4 of its own and 1/4 of its
// neighbour, each way).
func (p *plane) enlarged() *plane {
	n := &plane{w: 2 * p.w, h: 2 * p.h, scale: p.scale, up: 2 * p.up}
	n.r, n.g, n.b, n.l = enlarge2(p.r, p.w, p.h), enlarge2(p.g, p.w, p.h), enlarge2(p.b, p.w, p.h), enlarge2(p.l, p.w, p.h)
	return n
}

func enlarge2(a []uint8, w, h int) []uint8 {
	W := 2 * w
	hz := make([]uint16, W*h) // the rows enlarged, times 4
	for y := 0; y < h; y++ {
		row, out := a[y*w:(y+1)*w], hz[y*W:(y+1)*W]
		for x, c := range row {
			l, r := row[max(x-1, 0)], row[min(x+1, w-1)]
			out[2*x] = 3*uint16(c) + uint16(l)
			out[2*x+1] = 3*uint16(c) + uint16(r)
		}
	}
	b := make([]uint8, W*2*h)
	for y := 0; y < h; y++ {
		up, c, dn := hz[max(y-1, 0)*W:][:W], hz[y*W:][:W], hz[min(y+1, h-1)*W:][:W]
		o0, o1 := b[2*y*W:][:W], b[(2*y+1)*W:][:W]
		for x, v := range c {
			o0[x] = uint8((3*uint32(v) + uint32(up[x]) + 8) / 16)
			o1[x] = uint8((3*uint32(v) + uint32(dn[x]) + 8) / 16)
		}
	}
	return b
}
