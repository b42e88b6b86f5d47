// Package vision reads dice from a photo taken from above at a table: it
// finds each die, counts the pips of its top face and says how sure it is
// of each, and why when it is not (Problem).
//
// It is a new top-level folder, beside scoring/, because it knows dice and
// not games: it turns pixels into faces 1 to 6 and nothing else. No rule
// lives here (scoring/ alone holds them); the number of dice a game wants is
// given by the caller (Read's want). It depends on nothing of scorepad but
// internal/lang (the words of its problems, in English and French), so
// cmd/ and web/ can both use it, and it could be tested and tuned on its
// own.
//
// The reader is pure Go (the standard image decoders and golang.org/x/image,
// no cgo): the photo is decoded (EXIF orientation honoured, decompression
// bombs refused from the header), shrunk to a working size, the dark round
// pips found as blobs of an adaptive threshold, and the pips grouped into
// dice by their size and spacing; each group is matched with the canonical
// layouts of the faces, or parted into the faces that fit it best; the
// photo is read in negative too, for pale pips on dark dice. The confidence of a die comes from what was
// measured (roundness and size agreement of the pips, fit of the layout,
// contrast); a die is Sure only above a threshold tuned on synthetic photos
// (package synth) and on vision/testdata/real/tune, never on the holdout.
package vision
