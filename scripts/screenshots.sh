#!/bin/sh
# Writes a screenshot of every -scene in every language, to look at them:
#   scripts/screenshots.sh [DIR] [LANGS]
# DIR defaults to bin/screens, LANGS to "en fi es hr et"; the files are
# DIR/LANG/SCENE.png. It needs a display: it runs the game under xvfb-run.
set -eu
dir=${1:-bin/screens}
langs=${2:-en fi es hr et}
bin=$(mktemp -d)/stratagem
go build -o "$bin" ./cmd/stratagem
settings=$(mktemp -d)/settings.json
# -scene with an unknown name lists the names (and exits 2).
scenes=$(xvfb-run -a -s '-screen 0 1280x720x24' "$bin" -scene '?' 2>&1 | sed -n 's/.*known: //p' | tr -d ',)')
for lang in $langs; do
	mkdir -p "$dir/$lang"
	for scene in $scenes; do
		xvfb-run -a -s '-screen 0 1280x720x24' "$bin" -scene "$scene" -lang "$lang" -seed 1 \
			-settings "$settings" -screenshot "$dir/$lang/$scene.png"
	done
	echo "$dir/$lang: $(ls "$dir/$lang" | wc -l) screens"
done
