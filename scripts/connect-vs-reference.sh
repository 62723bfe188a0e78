#!/usr/bin/env bash
# Our exact Connect Four solver against Pascal Pons' reference C++ solver on
# the five benchmark sets (ai/connectai/testdata): strong solve, no opening
# book, an empty transposition table per position, mean time per position.
# Not run by make test.
#
#   scripts/connect-vs-reference.sh REF [POSITIONS] [ROUNDS]
#
# REF is a timing driver built from the reference's public sources
# (github.com/PascalPons/connect4, not part of this project): it reads
# "moves score" lines, resets the solver's table before each position
# (outside the timing), solves, and prints one line
#   positions N us/pos T nodes/pos K wrong W
# POSITIONS (default 1000: all) times the first N of each set; ROUNDS
# (default 1) repeats everything. Each round goes through the sets in turn,
# ours and the reference back to back, their order alternating, so that the
# load of a busy machine falls on both alike. The table printed uses, for
# each set, the smallest mean over the rounds.
set -euo pipefail
ref=${1:?usage: $0 REF [POSITIONS] [ROUNDS]}
positions=${2:-1000}
rounds=${3:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
ref=$(cd "$(dirname "$ref")" && pwd)/$(basename "$ref")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go test -c -o "$tmp/connectai.test" ./ai/connectai)
sets="Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2"

ours() { # set -> "us nodes"
	(cd "$root/ai/connectai" && CONNECT_BENCH_POSITIONS=$positions "$tmp/connectai.test" \
		-test.run XXX -test.bench "SolveSets/$1\$" -test.benchtime 1x) |
		awk '/µs\/pos/ { for (i = 1; i <= NF; i++) { if ($i == "µs/pos") u = $(i-1); if ($i == "nodes/pos") n = $(i-1) } } END { if (u == "") exit 1; print u, n }'
}
theirs() {
	head -n "$positions" "$root/ai/connectai/testdata/$1" | "$ref" |
		awk '{ if ($8 != 0) exit 1; print $4, $6 }'
}
best() { # file -> the line with the smallest first field
	sort -g "$1" | head -n 1
}

for r in $(seq 1 "$rounds"); do
	for set in $sets; do
		if (( r % 2 )); then
			ours "$set" >>"$tmp/ours.$set"
			theirs "$set" >>"$tmp/ref.$set"
		else
			theirs "$set" >>"$tmp/ref.$set"
			ours "$set" >>"$tmp/ours.$set"
		fi
	done
done

echo "positions per set: $positions, rounds: $rounds, best mean of the rounds"
printf '| %-10s | %12s | %12s | %6s | %14s | %14s |\n' set ours reference ratio "nodes/pos ours" "nodes/pos ref"
for set in $sets; do
	read -r ou on < <(best "$tmp/ours.$set")
	read -r ru rn < <(best "$tmp/ref.$set")
	awk -v s="$set" -v ou="$ou" -v on="$on" -v ru="$ru" -v rn="$rn" 'function t(u) { return u >= 1000 ? sprintf("%.3g ms", u/1000) : sprintf("%.3g µs", u) }
		BEGIN { printf "| %-10s | %12s | %12s | %6.2f | %14.0f | %14.0f |\n", s, t(ou), t(ru), ou/ru, on, rn }'
done
