#!/usr/bin/env bash
# Builds the log reader's libFuzzer target and fuzzes it.
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]   (default 600 s)
# Corpus: .build-fuzz/corpus (seeded from scripts/fuzz-corpus); crashes: .build-fuzz/artifacts.
# Replay a crash without the fuzzer: swift run tt-fuzz .build-fuzz/artifacts/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true

swift build -c release --product tt-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
  -Xswiftc -enable-experimental-feature -Xswiftc Extern

mkdir -p .build-fuzz/corpus .build-fuzz/artifacts
cp -n scripts/fuzz-corpus/* .build-fuzz/corpus/
exec .build-fuzz/release/tt-fuzz .build-fuzz/corpus \
  -max_total_time="$seconds" -artifact_prefix=.build-fuzz/artifacts/ -print_final_stats=1 "$@"
