#!/usr/bin/env bash
# Our exact Connect Four solver against Pascal Pons' reference C++ solver on
# the five benchmark sets (ai/connectai/testdata): strong solve, no opening
# book, an empty transposition table per position, mean time per position.
# Not run by make test.
#
#   scripts/connect-vs-reference.sh REF [POSITIONS] [SLICE]
#
# REF is scripts/connect-reference-driver.cpp built with the reference's
# public sources (github.com/PascalPons/connect4, not part of this project;
# the build command is in the driver): it reads "moves score" lines, resets
# the solver's table before each position (outside the timing), solves, and
# prints one line
#   positions N us/pos T nodes/pos K wrong W
# POSITIONS (default 1000: all) times the first N of each set. Each set is
# timed in slices of SLICE positions (default 100), ours and the
# reference's back to back on the same slice, their order alternating, so
# that the load of a busy machine falls on both alike.
set -euo pipefail
ref=${1:?usage: $0 REF [POSITIONS] [SLICE]}
positions=${2:-1000}
slice=${3:-100}
root=$(cd "$(dirname "$0")/.." && pwd)
ref=$(cd "$(dirname "$ref")" && pwd)/$(basename "$ref")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go test -c -o "$tmp/connectai.test" ./ai/connectai)
sets="Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2"

ours() { # set skip n -> "n us nodes"
	(cd "$root/ai/connectai" && CONNECT_BENCH_SKIP=$2 CONNECT_BENCH_POSITIONS=$3 "$tmp/connectai.test" \
		-test.run XXX -test.bench "SolveSets/$1\$" -test.benchtime 1x) |
		awk -v n="$3" '/µs\/pos/ { for (i = 1; i <= NF; i++) { if ($i == "µs/pos") u = $(i-1); if ($i == "nodes/pos") k = $(i-1) } }
			END { if (u == "") exit 1; print n, u, k }'
}
theirs() {
	sed -n "$(($2 + 1)),$(($2 + $3))p" "$root/ai/connectai/testdata/$1" | "$ref" |
		awk '{ if ($8 != 0) exit 1; print $2, $4, $6 }'
}

k=0
for set in $sets; do
	for ((skip = 0; skip < positions; skip += slice)); do
		n=$((positions - skip < slice ? positions - skip : slice))
		if ((k++ % 2)); then
			ours "$set" "$skip" "$n" >>"$tmp/ours.$set"
			theirs "$set" "$skip" "$n" >>"$tmp/ref.$set"
		else
			theirs "$set" "$skip" "$n" >>"$tmp/ref.$set"
			ours "$set" "$skip" "$n" >>"$tmp/ours.$set"
		fi
	done
done

mean() { # file of "n us nodes" -> "us nodes" over all positions
	awk '{ n += $1; u += $1 * $2; k += $1 * $3 } END { print u / n, k / n }' "$1"
}
echo "positions per set: $positions, in slices of $slice"
printf '| %-10s | %10s | %10s | %6s | %14s | %14s |\n' set ours reference ratio "nodes/pos ours" "nodes/pos ref"
for set in $sets; do
	read -r ou on < <(mean "$tmp/ours.$set")
	read -r ru rn < <(mean "$tmp/ref.$set")
	awk -v s="$set" -v ou="$ou" -v on="$on" -v ru="$ru" -v rn="$rn" 'function t(u) { return u >= 1000 ? sprintf("%.3g ms", u/1000) : sprintf("%.3g µs", u) }
		BEGIN { printf "| %-10s | %10s | %10s | %6.2f | %14.0f | %14.0f |\n", s, t(ou), t(ru), ou/ru, on, rn }'
done
