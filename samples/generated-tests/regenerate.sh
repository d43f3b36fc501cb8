#!/usr/bin/env bash
# Re-writes the generated tests from the sample logs with `tt-debug test` (the commands below are the
# ones each file quotes in its first line). Tests/GeneratedSampleTests compiles and runs them.
set -euo pipefail
cd "$(dirname "$0")"
ttdebug=${TT_DEBUG:-../../.build/debug/tt-debug}
env=(--store composable-store)
sample=(--import SampleSupport)
"$ttdebug" test app-root.ttlog "${env[@]}" "${sample[@]}" \
  --reducer 'AppRootFeature(date: .incrementing(from: SampleEnvironment.startDate, by: 1))' --output AppRootSessionTests.swift
"$ttdebug" test app-root.ttlog "${env[@]}" "${sample[@]}" --exhaustive --name 'app root exhaustive' \
  --reducer 'AppRootFeature(date: .incrementing(from: SampleEnvironment.startDate, by: 1))' --output AppRootExhaustiveTests.swift
"$ttdebug" test sign-up.ttlog "${env[@]}" \
  --reducer 'SignUpFeature(clock: ImmediateClock())' --output SignUpSessionTests.swift
"$ttdebug" test sign-up.ttlog "${env[@]}" --exhaustive --name 'sign up exhaustive' \
  --reducer 'SignUpFeature(clock: ImmediateClock())' --output SignUpExhaustiveTests.swift
"$ttdebug" test split-view.ttlog "${env[@]}" "${sample[@]}" \
  --reducer 'SplitViewSession.makeFeature(SampleEnvironment())' --output SplitViewSessionTests.swift
"$ttdebug" test split-view.ttlog "${env[@]}" "${sample[@]}" --exhaustive --name 'split view exhaustive' \
  --reducer 'SplitViewSession.makeFeature(SampleEnvironment())' --output SplitViewExhaustiveTests.swift
"$ttdebug" test tab-stack.ttlog "${env[@]}" \
  --output TabStackSessionTests.swift
"$ttdebug" test tab-stack.ttlog "${env[@]}" --exhaustive --name 'tab stack exhaustive' \
  --output TabStackExhaustiveTests.swift
