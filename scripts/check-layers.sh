#!/usr/bin/env bash
# Fails when a library's declared dependencies break the pipeline's layering: the libraries apps and
# readers link (LogFormat, ValueCoding, ActionLog, Replay) name no store and no tool target, and the
# CLI links LogFormat and Replay only. Imports are checked by LayeringTests; this checks Package.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed() {
  case "$1" in
    LogFormat) echo "CZlib OrderedCollections" ;;
    ValueCoding) echo "LogFormat" ;;
    ActionLog) echo "LogFormat ValueCoding Logging" ;;
    Replay) echo "LogFormat ValueCoding" ;;
    tt-debug) echo "LogFormat Replay ArgumentParser CLibEdit TimelinePage" ;;
    TimelinePage) echo "LogFormat Replay" ;;
  esac
}

deps=$(swift package dump-package 2>/dev/null | jq -r '.targets[] | .name as $t
  | [.dependencies[] | (.byName[0]? // .product[0]? // .target[0]?)] | "\($t) \(join(" "))"')
status=0
for target in LogFormat ValueCoding ActionLog Replay TimelinePage tt-debug; do
  line=$(grep -E "^$target( |$)" <<<"$deps" || true)
  [ -n "$line" ] || { echo "check-layers: target $target is missing from Package.swift" >&2; status=1; continue; }
  for dep in ${line#"$target"}; do
    if ! grep -qw -- "$dep" <<<"$(allowed "$target")"; then
      echo "check-layers: $target depends on $dep, which its layer does not allow" >&2
      status=1
    fi
  done
done
[ "$status" -eq 0 ] && echo "check-layers: ok (LogFormat → ValueCoding → ActionLog; Replay; tt-debug reads only)"
exit "$status"
