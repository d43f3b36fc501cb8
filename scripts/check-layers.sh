#!/usr/bin/env bash
# Checks Package.swift against the pipeline's layering, for every target:
# 1. each module a target's sources import is declared among its dependencies (or is the system's),
#    and each declared dependency is imported somewhere in the target;
# 2. the libraries apps and readers link (JSONTree, LogFormat, ValueCoding, ActionLog, LogReading,
#    Replay), the html page and the CLI depend on nothing outside their layer: what records
#    (LogFormat, ValueCoding, ActionLog) does not depend on the reader (LogReading).
# Forbidden imports per target are checked by LayeringTests.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed() {
  case "$1" in
    JSONTree) echo "OrderedCollections" ;;
    LogFormat) echo "CZlib JSONTree OrderedCollections" ;;
    LogReading) echo "CZlib JSONTree LogFormat" ;;
    ValueCoding) echo "JSONTree OrderedCollections" ;;
    ActionLog) echo "JSONTree LogFormat ValueCoding Logging" ;;
    Replay) echo "JSONTree LogFormat LogReading ValueCoding" ;;
    tt-debug)
      echo "JSONTree LogFormat LogReading Replay ArgumentParser CLibEdit TimelinePage TestGeneration DebugLinkWire LinkMirror PageServer"
      ;;
    TestGeneration) echo "JSONTree LogFormat LogReading Replay" ;;
    TimelinePage) echo "JSONTree LogFormat LogReading Replay" ;;
    LinkMirror) echo "JSONTree LogFormat" ;;
  esac
}
system_modules=" Foundation FoundationEssentials Dispatch Glibc Musl Darwin Combine Testing XCTest Synchronization Swift _Concurrency "

package=$(swift package dump-package 2>/dev/null)
status=0
while IFS='|' read -r target type path deps; do
  [ "$type" = system ] && continue
  [ -n "$path" ] || { [ "$type" = test ] && path="Tests/$target" || path="Sources/$target"; }
  imports=$(grep -rhoE '^[[:space:]]*(@testable |@_spi\([A-Za-z]+\) |package |public |internal )*import (struct |enum |class |func )?[A-Za-z_][A-Za-z0-9_]*' \
    --include='*.swift' "$path" 2>/dev/null | awk '{print $NF}' | sort -u || true)
  for module in $imports; do
    [ "$module" = "$target" ] && continue
    [[ "$system_modules" == *" $module "* ]] && continue
    if ! grep -qw -- "$module" <<<"$deps"; then
      echo "check-layers: $target imports $module but Package.swift does not declare it" >&2
      status=1
    fi
  done
  for dep in $deps; do
    if ! grep -qx -- "$dep" <<<"$imports"; then
      echo "check-layers: $target declares $dep in Package.swift but no source imports it" >&2
      status=1
    fi
  done
  rule=$(allowed "$target")
  if [ -n "$rule" ]; then
    for dep in $deps; do
      if ! grep -qw -- "$dep" <<<"$rule"; then
        echo "check-layers: $target depends on $dep, which its layer does not allow" >&2
        status=1
      fi
    done
  fi
done < <(jq -r '.targets[] | [.name, .type, (.path // ""),
  ([.dependencies[] | (.byName[0]? // .product[0]? // .target[0]?)] | join(" "))] | join("|")' <<<"$package")
for target in JSONTree LogFormat LogReading ValueCoding ActionLog Replay TimelinePage TestGeneration \
  tt-debug; do
  jq -e --arg t "$target" '.targets[] | select(.name == $t)' <<<"$package" >/dev/null ||
    { echo "check-layers: target $target is missing from Package.swift" >&2; status=1; }
done
[ "$status" -eq 0 ] &&
  echo "check-layers: ok (every target's imports declared and every dependency imported; JSONTree → LogFormat, ValueCoding → ActionLog; LogFormat → LogReading → Replay; tt-debug reads and drives the app only through the link)"
exit "$status"
