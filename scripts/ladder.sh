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
#
# PART=chain plays only each rung against the rung below (the ladder's
# rows), PART=checks only the check pairs (a rung against the rung two
# below, fewer games: they test the rating fit's predictions), PART=all
# (the default) both. RESULTS=dir keeps each pair's result in
# dir/GAME.txt, the pair results the rating fit reads (package ai/rating;
# `make ladder` refreshes ai/rating/ladder): a pair played replaces that
# pair's line and leaves the others.
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
	[[ -z ${RESULTS:-} ]] || keep "$game" "$upper" "$lower" "$last"
	awk -v game="$game" -v upper="$upper" -v lower="$lower" -v n="$n" -v moves="$moves" -v last="$last" 'BEGIN {
		split(last, f, /[ ,]+/) # p1 W wins p2 L wins D draws ...
		w = f[2]; l = f[5]; d = f[7]
		split(moves, m, /[ ,;]+/) # moves: p1 NAME mean T ms max M ms p2 NAME mean T ms max M ms
		printf "| %s | %s | %s | %d | %d–%d–%d | %.0f%% | %s ms (max %s) | %s ms (max %s) |\n",
			game, upper, lower, n, w, d, l, 100 * (w + d / 2) / n, m[5], m[8], m[13], m[16]
	}'
}

# keep GAME UPPER LOWER LAST: the pair's line in $RESULTS/GAME.txt
# ("UPPER LOWER WINS DRAWS LOSSES"), replacing the pair's old line.
keep() {
	local file=$RESULTS/$1.txt tmp
	tmp=$(mktemp)
	if [[ ! -f $file ]]; then
		printf '# %s: pair results of the difficulty ladder (scripts/ladder.sh, docs/ladder.md).\n' "$1" >"$file"
		printf '# upper lower wins draws losses: the games the upper rung won, drew and lost.\n' >>"$file"
	fi
	awk -v u="$2" -v l="$3" '!($1 == u && $2 == l)' "$file" >"$tmp"
	awk -v u="$2" -v l="$3" -v last="$4" 'BEGIN {
		split(last, f, /[ ,]+/) # p1 W wins p2 L wins D draws ...
		printf "%s %s %d %d %d\n", u, l, f[2], f[7], f[5]
	}' >>"$tmp"
	mv "$tmp" "$file"
}

# checks GAME: the check pairs, each rung against the rung two below.
checks() {
	case $1 in
	mill)
		pair mill normal beginner 40 4
		pair mill hard easy 40 4
		pair mill master normal 20 4
		;;
	hex)
		pair hex normal beginner 40
		pair hex hard easy 20
		;;
	connect)
		pair connect normal beginner 40 4
		pair connect hard easy 40 4
		;;
	mech)
		pair mech normal beginner 100
		pair mech hard easy 100
		;;
	*)
		echo "ladder.sh: unknown game $1 (mill, hex, connect, mech)" >&2
		exit 2
		;;
	esac
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
part=${PART:-all}
case $part in chain | checks | all) ;; *)
	echo "ladder.sh: PART must be chain, checks or all, not $part" >&2
	exit 2
	;;
esac
for g in "${games[@]}"; do
	[[ $part == checks ]] || ladder "$g"
	[[ $part == chain ]] || checks "$g"
done
