#!/usr/bin/env bash
# Reproduces the L-put thesis's Tables 8 and 9 (seed 004, 5.4) with enough
# games a cell for a 95% interval narrower than ±15 points (docs/hex-ai.md):
# every cell is GAMES battles (default 50) of the row AI as Blue against the
# column AI as Red on the river crossing, each battle starting with
# OPENINGS random actions (default 4) so that the deterministic minimax
# pairs play different battles; the players do a fixed amount of work per
# action (minimax 2 plies; Monte Carlo 100 playouts of 10 plies), far
# inside the thesis's ten seconds, which -movetime 10s allows. A cell is
# Blue's share of wins (the thesis's measure) with its 95% Wilson interval
# (honest at 0 and 1; at 50 battles never wider than 0.27), then Blue's
# wins-draws-losses. Not part of make test: about half an hour on one core.
#
#   scripts/hex-tables.sh [GAMES [OPENINGS]]   (ARENA=path uses a built arena)
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-50}
openings=${2:-4}
arena=${ARENA:-}
if [[ -z $arena ]]; then
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
	arena=$dir/arena
	go build -o "$arena" ./cmd/arena
fi

# cell ROW COL: Blue's wins share and score share, with intervals.
cell() {
	local out last
	out=$("$arena" -game hex -p1 "$1" -p2 "$2" -games "$games" -movetime 10s -seed 1 -openings "$openings")
	last=$(tail -n 1 <<<"$out")
	awk -v n="$games" -v last="$last" 'BEGIN {
		split(last, f, /[ ,]+/) # p1 W wins p2 L wins D draws ...
		w = f[2]; d = f[7]
		p = w / n; z = 1.96
		c = (p + z * z / (2 * n)) / (1 + z * z / n)
		h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
		lo = c - h; hi = c + h
		if (lo < 0) lo = 0
		if (hi > 1) hi = 1
		printf "%.2f [%.2f, %.2f] %d-%d-%d", p, lo, hi, w, d, n - w - d
	}'
}

table() {
	local title=$1
	shift
	local names=("$@")
	echo
	echo "$title, $games battles a cell, $openings random opening actions; row = Blue, column = Red"
	echo
	printf '| Blue \\ Red |'
	for c in "${names[@]}"; do printf ' %s |' "$c"; done
	echo
	printf '| --- |'
	for _ in "${names[@]}"; do printf ' --- |'; done
	echo
	for r in "${names[@]}"; do
		printf '| %s |' "$r"
		for c in "${names[@]}"; do printf ' %s |' "$(cell "$r" "$c")"; done
		echo
	done
}

table "Table 8 (minimax, depth 2: positional HP, positional damage capability)" seed-minimax seed-minimax-dmg
table "Table 9 (positional HP: minimax, Monte Carlo, greedy Monte Carlo)" seed-minimax seed-mc seed-greedy-mc
