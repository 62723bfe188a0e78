#!/usr/bin/env bash
# Measures Mill's ladder in each variant other than Nine Men's Morris
# (docs/ladder.md, "Mill's variants"): every rung plays the rung below it
# with arena -variant, colours alternating (-swap), under a fixed seed, a
# few games a pair, and one Markdown row per pair is printed as
# scripts/ladder.sh prints them. Not part of `make test`: `make
# ladder-variants` runs it (about an hour on two busy cores).
#
#   scripts/mill-variants-ladder.sh [twelve|lasker|morabaraba|six|three ...]   (default: all five)
#
# SEED (default 1) changes the seed; GAMES=N plays N games a pair instead of
# each pair's own number; ARENA=path uses an arena binary already built.
set -euo pipefail
cd "$(dirname "$0")/.."

seed=${SEED:-1}
arena=${ARENA:-}
if [[ -z $arena ]]; then
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
	arena=$dir/arena
	go build -o "$arena" ./cmd/arena
fi

# pair VARIANT UPPER LOWER GAMES OPENINGS: one match and its row.
pair() {
	local variant=$1 upper=$2 lower=$3 n=${GAMES:-$4} openings=$5 out moves last
	out=$("$arena" -game mill -variant "$variant" -p1 "$upper" -p2 "$lower" -games "$n" -swap -seed "$seed" -openings "$openings")
	moves=$(grep '^moves: ' <<<"$out")
	last=$(tail -n 1 <<<"$out")
	awk -v variant="$variant" -v upper="$upper" -v lower="$lower" -v n="$n" -v moves="$moves" -v last="$last" 'BEGIN {
		split(last, f, /[ ,]+/) # p1 W wins p2 L wins D draws ...
		w = f[2]; l = f[5]; d = f[7]
		split(moves, m, /[ ,;]+/) # moves: p1 NAME mean T ms max M ms p2 NAME mean T ms max M ms
		printf "| %s | %s | %s | %d | %d–%d–%d | %.0f%% | %s ms (max %s) | %s ms (max %s) |\n",
			variant, upper, lower, n, w, d, l, 100 * (w + d / 2) / n, m[5], m[8], m[13], m[16]
	}'
}

# ladder VARIANT OPENINGS: the five pairs of one variant. The upper rungs
# choose without chance, so every pair of games starts from a few random
# plies (two in Three Men's Morris, whose placing is six plies long).
ladder() {
	pair "$1" easy beginner 10 "$2"
	pair "$1" normal easy 10 "$2"
	pair "$1" hard normal 10 "$2"
	pair "$1" master hard 6 "$2"
	pair "$1" grandmaster master 4 "$2"
}

echo "| variant | rung | below | games | W–D–L | score | rung's mean move | below's mean move |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for v in "${@:-twelve lasker morabaraba six three}"; do
	for one in $v; do
		case $one in
		three) ladder three 2 ;;
		twelve | lasker | morabaraba | six) ladder "$one" 4 ;;
		*)
			echo "unknown variant $one (twelve, lasker, morabaraba, six or three)" >&2
			exit 2
			;;
		esac
	done
done
