#!/bin/sh
# gather.sh DEST: brings the real photos of labels.tsv back into DEST/{tune,holdout}
# from the five source repositories (README.md names them and their commits), as
# README.md says each was changed. Each repository is read from a git directory
# given by an environment variable (a clone or a mirror, at the commit named):
#   EPANEMU MATTEO RUNE55 PYDIE TAI
# Needs git and ImageMagick's convert. Writes only under DEST.
set -eu
dest=${1:?usage: gather.sh DEST}
here=$(cd "$(dirname "$0")" && pwd)
show() { git -C "$1" show "HEAD:$2"; }
find1() { git -C "$1" ls-tree -r --name-only HEAD | grep -E "$2" | head -1; }
reencode() { convert - -auto-orient -resize '1024x1024>' -strip -quality 85 -sampling-factor 4:2:0 "jpg:$1"; }
for set in tune holdout; do
	mkdir -p "$dest/$set"
	tail -n +2 "$here/$set/labels.tsv" | cut -f1 | while read -r f; do
		out=$dest/$set/$f
		[ -s "$out" ] && continue
		case $f in
		epanemu-dice_*)
			n=${f#epanemu-dice_}; n=${n%.jpg}
			show "$EPANEMU" "$(find1 "$EPANEMU" "^Dice-3/(test|valid)/images/dice_${n}_jpg\.rf\.")" >"$out" ;;
		matteo-valid_*)
			show "$MATTEO" "Data/Training_Images/Valid/${f#matteo-}" >"$out" ;;
		matteo-train-*)
			show "$MATTEO" "Data/Training_Images/Train/${f#matteo-train-}" >"$out" ;;
		rune55-*)
			s=${f#rune55-}; s=${s%.jpg}; h=${s##*-}; s=${s%-*}
			show "$RUNE55" "$(find1 "$RUNE55" "^datasets/dices/[a-z]+/images/${s}_jpg\.rf\.${h}")" | reencode "$out" ;;
		pydiecounter-d6.jpg) show "$PYDIE" resources/d6_1.jpg | reencode "$out" ;;
		pydiecounter-multipledice.jpg) show "$PYDIE" resources/multipledice_21.jpg | reencode "$out" ;;
		tai-*)
			s=${f#tai-}; s=${s%.jpg}
			show "$TAI" "data/${s}-3000px.jpg" | reencode "$out" ;;
		*) echo "gather.sh: no source known for $set/$f" >&2; exit 1 ;;
		esac
		[ -s "$out" ] || { echo "gather.sh: $set/$f came out empty" >&2; rm -f "$out"; exit 1; }
	done
done
show "$MATTEO" LICENSE >"$dest/tune/LICENSE.matteop65.txt"
echo "gather.sh: $(ls "$dest"/tune/*.jpg | wc -l) tune and $(ls "$dest"/holdout/*.jpg | wc -l) holdout photos in $dest"
