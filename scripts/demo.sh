#!/usr/bin/env bash
# The main job on a bundled sample: record the app-root sample's scripted session, walk it with
# tt-debug the way a developer walks a log attached to a bug report, and re-run the app's reducers
# over it.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "building nav-samples and tt-debug (the first build takes a few minutes)…" >&2
swift build --product nav-samples >&2
swift build --product tt-debug >&2
bin=$(swift build --show-bin-path)

work=$(mktemp -d)
log="$work/app-root.ttlog"
export XDG_STATE_HOME="$work/state"   # a private cursor for this demo

# The words as a shell would need them typed: a word with a space or a symbol in single quotes.
quoted() {
  local word words=()
  for word in "$@"; do
    if [[ $word =~ ^[A-Za-z0-9_./:=@%+,-]+$ ]]; then
      words+=("$word")
    else
      words+=("'${word//\'/\'\\\'\'}'")
    fi
  done
  echo "${words[*]}"
}

run() {
  echo
  echo "\$ $(quoted "$@")"
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
# Re-run the app's reducers over the log: every state must match. Then a build that ignores the
# delete button: replay stops at the first action that behaves differently (exit status 1).
run "$bin/nav-samples" replay app-root "$log"
run "$bin/nav-samples" replay app-root "$log" --ignore deleteButtonTapped || echo "(exit status $?)"
# The reducer runs on live dates; the log serves back the ones it read while recording. Checking the
# live values instead stops at the first action whose state depends on one, naming the dependency.
run "$bin/nav-samples" replay app-root "$log" --live-dependencies --to 14 || echo "(exit status $?)"
# The bug report as a failing test: a Swift Testing file that replays the session through a TestStore.
run "$bin/tt-debug" test "$log" --to 33 --name "delete alert" --store composable-store \
  --reducer 'AppRootFeature(date: .live)' --import AppRootSample --output "$work/DeleteAlertTests.swift"
run grep -m1 -B2 -A12 -F '★ delete alert' "$work/DeleteAlertTests.swift"
# A page for people without tt-debug: the whole session, offline, in one HTML file.
run "$bin/tt-debug" html "$log" --output "$work/app-root.html"
echo
echo "The log is $log — try: $bin/tt-debug open $log"
echo "The page is $work/app-root.html — open it in any browser"
echo "The test is $work/DeleteAlertTests.swift — docs/RegressionTests.md says where it goes"
