#!/usr/bin/env bash
# Our exact Connect Four solver against Christophe Steininger's c4 (public
# C++, the fastest open solver) side by side in one run, with one and with
# two threads: whole positions (default 44, 444, 4444 and the empty board)
# and the first lines of the benchmark sets. No opening book on our side;
# each program solves a line with the table of the lines before it, as a
# player's program would. Not run by make test.
#
#   scripts/connect-vs-c4.sh C4DIR [SETLINES [POSITION...]]
#
# C4DIR holds c4-1t and c4-2t, built by ../shared/sparring/c4-steininger/
# build.sh (a driver that reads move sequences, one a line, and prints the
# strong score). SETLINES (default 100) is how many lines of each benchmark
# set are timed (0: none). POSITION is a move sequence, "." for the empty
# board. Each row runs ours and c4's back to back, the order alternating
# from row to row, so that a busy machine's load falls on both alike; the
# scores are compared and a difference fails the script.
set -euo pipefail
c4=${1:?usage: $0 C4DIR [SETLINES [POSITION...]]}
setlines=${2:-100}
shift $(($# >= 2 ? 2 : 1))
positions=("$@")
((${#positions[@]})) || positions=(44 444 4444 .)
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/arena" ./cmd/arena)

# time_of CMD INPUT OUT: runs CMD on INPUT's lines, its output to OUT; prints seconds.
time_of() {
	local start end
	start=$(date +%s.%N)
	"$1" "${@:4}" <"$2" >"$3"
	end=$(date +%s.%N)
	awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}
ours1() { "$tmp/arena" solve -book=false -threads 1; }
ours2() { "$tmp/arena" solve -book=false -threads 2; }
theirs1() { sed 's/^\.$//' | "$c4/c4-1t" | awk '{ print $NF }'; }
theirs2() { sed 's/^\.$//' | "$c4/c4-2t" | awk '{ print $NF }'; }

row=0
run_row() { # name input
	local name=$1 in=$2 prog
	local progs=(ours1 ours2 theirs1 theirs2)
	if ((row++ % 2)); then progs=(theirs1 theirs2 ours1 ours2); fi
	declare -A secs
	for prog in "${progs[@]}"; do
		secs[$prog]=$(time_of "$prog" "$in" "$tmp/out.$prog")
	done
	for prog in ours2 theirs1 theirs2; do
		if ! cmp -s "$tmp/out.ours1" "$tmp/out.$prog"; then
			echo "$name: $prog's scores differ from ours with one thread" >&2
			exit 1
		fi
	done
	printf '| %-22s | %8s s | %8s s | %8s s | %8s s | %5.2f | %5.2f |\n' "$name" \
		"${secs[ours1]}" "${secs[ours2]}" "${secs[theirs1]}" "${secs[theirs2]}" \
		"$(awk -v a="${secs[ours1]}" -v b="${secs[theirs1]}" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
		"$(awk -v a="${secs[ours2]}" -v b="${secs[theirs2]}" 'BEGIN { print (b > 0 ? a / b : 0) }')"
}

echo "| position | ours, 1 thread | ours, 2 threads | c4, 1 thread | c4, 2 threads | ours ÷ c4, 1 | ours ÷ c4, 2 |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
if ((setlines > 0)); then
	for set in Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2; do
		head -n "$setlines" "$root/ai/connectai/testdata/$set" | cut -d' ' -f1 >"$tmp/in"
		run_row "$set (first $setlines)" "$tmp/in"
	done
fi
for pos in "${positions[@]}"; do
	echo "$pos" >"$tmp/in"
	name=$pos
	[[ $pos == . ]] && name="the empty board"
	run_row "$name" "$tmp/in"
done
