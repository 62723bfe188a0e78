#!/usr/bin/env bash
# Runs every `func Fuzz...` target in the repository for the given time each.
set -euo pipefail
fuzztime="${1:-5s}"
cd "$(dirname "$0")/.."
grep -rl --include='*_test.go' '^func Fuzz' . | sort | while read -r file; do
  pkg="./$(dirname "${file#./}")"
  grep -o '^func Fuzz[A-Za-z0-9_]*' "$file" | sed 's/^func //' | while read -r target; do
    echo "fuzz: $pkg $target ($fuzztime)"
    go test -run NONE -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg" >/tmp/stratagem-fuzz.log 2>&1 || { cat /tmp/stratagem-fuzz.log; exit 1; }
  done
done
