#!/usr/bin/env bash
# The main job on a bundled sample: record the app-root sample's scripted session, then walk it with
# tt-debug the way a developer walks a log attached to a bug report.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "building nav-samples and tt-debug (the first build takes a few minutes)…" >&2
swift build --product nav-samples >&2
swift build --product tt-debug >&2
bin=$(swift build --show-bin-path)

work=$(mktemp -d)
log="$work/app-root.ttlog"
export XDG_STATE_HOME="$work/state"   # a private cursor for this demo

run() {
  echo
  echo "\$ $*"
  "$@"
}

run "$bin/nav-samples" record app-root --output "$log"
run "$bin/tt-debug" info "$log"
run "$bin/tt-debug" log "$log" --from 18 --to 33
run "$bin/tt-debug" jump "$log" "@delete alert"
run "$bin/tt-debug" step "$log"
run "$bin/tt-debug" back "$log" 2
run "$bin/tt-debug" diff "$log" 20 22
run "$bin/tt-debug" verify "$log"
echo
echo "The log is $log — try: $bin/tt-debug open $log"
