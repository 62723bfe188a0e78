#!/usr/bin/env bash
# Measures the difficulty ladder of every game (docs/ladder.md): each rung
# plays the rung below it with arena, colours alternating (-swap), under a
# fixed seed, and one Markdown row per pair is printed: the games won,
# drawn and lost by the upper rung, its score ((W + D/2) / games) and both
# rungs' mean and longest move. Not part of `make test`: `make ladder`
# runs it (about two hours on two cores).
#
#   scripts/ladder.sh [mill|hex|connect|mech ...]   (default: all four)
#
# SEED (default 1) changes the seed; LOGDIR=dir keeps every match's games; GAMES=N plays N games a pair instead
# of each pair's own number; ARENA=path uses an arena binary already built.
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

# pair GAME UPPER LOWER GAMES [OPENING]: one match and its row. OPENING
# random plies start every game (both games of a -swap pair share them):
# the games where both rungs choose their moves without chance need them to
# be different games.
pair() {
	local game=$1 upper=$2 lower=$3 n=${GAMES:-$4} openings=${5:-0} out moves last
	out=$("$arena" -game "$game" -p1 "$upper" -p2 "$lower" -games "$n" -swap -seed "$seed" -openings "$openings")
	[[ -z ${LOGDIR:-} ]] || printf '%s\n' "$out" >"$LOGDIR/$game-$upper-$lower.txt"
	moves=$(grep '^moves: ' <<<"$out")
	last=$(tail -n 1 <<<"$out")
	awk -v game="$game" -v upper="$upper" -v lower="$lower" -v n="$n" -v moves="$moves" -v last="$last" 'BEGIN {
		split(last, f, /[ ,]+/) # p1 W wins p2 L wins D draws ...
		w = f[2]; l = f[5]; d = f[7]
		split(moves, m, /[ ,;]+/) # moves: p1 NAME mean T ms max M ms p2 NAME mean T ms max M ms
		printf "| %s | %s | %s | %d | %d–%d–%d | %.0f%% | %s ms (max %s) | %s ms (max %s) |\n",
			game, upper, lower, n, w, d, l, 100 * (w + d / 2) / n, m[5], m[8], m[13], m[16]
	}'
}

ladder() {
	case $1 in
	mill)
		pair mill easy beginner 100 4
		pair mill normal easy 100 4
		pair mill hard normal 100 4
		pair mill master hard 60 4
		pair mill grandmaster master 30 4
		;;
	hex)
		pair hex easy beginner 60
		pair hex normal easy 60
		pair hex hard normal 40
		pair hex master hard 20
		;;
	connect)
		pair connect easy beginner 100 4
		pair connect normal easy 100 4
		pair connect hard normal 60 4
		pair connect master hard 60 4
		;;
	mech)
		pair mech easy beginner 200
		pair mech normal easy 200
		pair mech hard normal 200
		;;
	*)
		echo "ladder.sh: unknown game $1 (mill, hex, connect, mech)" >&2
		exit 2
		;;
	esac
}

echo "| game | rung | below | games | W–D–L | score | rung's mean move | below's mean move |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
games=("$@")
[[ ${#games[@]} -gt 0 ]] || games=(mill hex connect mech)
for g in "${games[@]}"; do
	ladder "$g"
done
