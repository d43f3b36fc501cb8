#!/usr/bin/env bash
# A short, bounded fault drill for CI (about a minute on 2 cores, debug build): 5 SIGKILL trials,
# truncation at every byte of a small two-block log plus 500 bit flips, and the IO failures.
# Exits non-zero on any trap, any silently wrong state, any acknowledged record lost or any IO
# scenario where the store stopped or the error was not reported exactly once.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product tt-drills 2>&1 | tail -1
drills="$(swift build --show-bin-path)/tt-drills"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$drills" make-log --output "$work/small.ttlog" --actions 60 --seed 1
"$drills" kill --trials 5 --seed 1 --max-delay 800
"$drills" corrupt --log "$work/small.ttlog" --flips 500 --seed 1
"$drills" io --actions 500
echo "ci-drills: all drills passed"
