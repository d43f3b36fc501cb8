#!/usr/bin/env bash
# Re-writes the generated tests from the sample logs with `tt-debug test` (the commands below are the
# ones each file quotes in its first line, run from this folder; the TCA example's from its package).
# The target GeneratedSampleTests compiles and runs them.
# The reducers use live date and UUID generators where the log recorded what they returned: the
# tests serve the recorded values (store.dependencies), which is what makes them deterministic.
set -euo pipefail
cd "$(dirname "$0")"
ttdebug=${TT_DEBUG:-$PWD/../../.build/debug/tt-debug}
store=(--store composable-store)
# `tt-debug test` does not replace a file silently: clear the old ones first.
rm -f ./*Tests.swift \
  ../../Integrations/ComposableArchitecture/Tests/ComposableArchitectureRecordingTests/Generated/*Tests.swift
"$ttdebug" test app-root.ttlog "${store[@]}" --reducer 'AppRootFeature(date: .live)' \
  --output AppRootSessionTests.swift
"$ttdebug" test app-root.ttlog "${store[@]}" --exhaustive --name 'app root exhaustive' \
  --reducer 'AppRootFeature(date: .live)' --output AppRootExhaustiveTests.swift
"$ttdebug" test sign-up.ttlog "${store[@]}" --reducer 'SignUpFeature(clock: ImmediateClock())' \
  --output SignUpSessionTests.swift
"$ttdebug" test sign-up.ttlog "${store[@]}" --exhaustive --name 'sign up exhaustive' \
  --reducer 'SignUpFeature(clock: ImmediateClock())' --output SignUpExhaustiveTests.swift
"$ttdebug" test split-view.ttlog "${store[@]}" \
  --reducer 'SplitViewFeature(client: .inMemory(uuid: .incrementing), uuid: .live)' \
  --output SplitViewSessionTests.swift
"$ttdebug" test split-view.ttlog "${store[@]}" --exhaustive --name 'split view exhaustive' \
  --reducer 'SplitViewFeature(client: .inMemory(uuid: .incrementing), uuid: .live)' \
  --output SplitViewExhaustiveTests.swift
# With --effects live the models client runs (MutationCheck/ClientBugCheckTests.swift breaks it).
"$ttdebug" test split-view.ttlog --name 'split view live effects' "${store[@]}" --effects live \
  --reducer 'SplitViewFeature(client: .inMemory(uuid: .incrementing), uuid: .live)' \
  --output SplitViewLiveEffectsTests.swift
"$ttdebug" test tab-stack.ttlog "${store[@]}" --output TabStackSessionTests.swift
"$ttdebug" test tab-stack.ttlog "${store[@]}" --exhaustive --name 'tab stack exhaustive' \
  --output TabStackExhaustiveTests.swift
# The bookshelf's client fails when called in a test: its tests serve the effects from the log and
# need no client. With --effects live the test runs them, against an in-memory client given the
# password and token as the log holds them (their pseudonyms).
"$ttdebug" test bookshelf.ttlog "${store[@]}" --output BookshelfSessionTests.swift
"$ttdebug" test bookshelf.ttlog "${store[@]}" --exhaustive --name 'bookshelf exhaustive' \
  --output BookshelfExhaustiveTests.swift
"$ttdebug" test bookshelf.ttlog "${store[@]}" --effects live --name 'bookshelf live effects' \
  --reducer 'BookshelfFeature().dependency(\.apiClient, .inMemory(password: "<redacted:3a9af0315fbdb3ee>", token: "<redacted:cb034fcc07f7e3ea>"))' \
  --output BookshelfLiveEffectsTests.swift
# The steps a shrink kept (three screens deep), written with --only.
"$ttdebug" test tab-stack.ttlog "${store[@]}" --only 12-13,16-19 --output TabStackDeepTests.swift
# Another order of the race sample's answers, found by `EffectOrders` in its bug-free log; the
# reducer is the fixed app's (MutationCheck/StaleAnswerCheckTests.swift runs it on the app as shipped).
"$ttdebug" test race.ttlog "${store[@]}" \
  --reducer 'RaceFeature(clock: ImmediateClock(), cancelsInFlight: true)' --order 8,7 \
  --name 'race stale answer' --output RaceStaleAnswerTests.swift
# The TCA examples, written from the TCA integration's package (their first lines quote these
# commands): effects served (default and exhaustive), and effects live (up to the change made
# outside any action).
(cd ../../Integrations/ComposableArchitecture && generated=Tests/ComposableArchitectureRecordingTests/Generated \
  && log=../../samples/generated-tests/tca/app-root-tca.ttlog \
  && "$ttdebug" test "$log" --name 'seed app session' --reducer AppFeature.body \
    --output "$generated/SeedAppSessionTests.swift" \
  && "$ttdebug" test "$log" --exhaustive --name 'seed app exhaustive' --reducer AppFeature.body \
    --output "$generated/SeedAppExhaustiveTests.swift" \
  && "$ttdebug" test "$log" --to 28 --name 'seed app live effects' --effects live \
    --reducer 'AppFeature.body.dependency(\.apiClient, .inMemory()).dependency(\.continuousClock, ImmediateClock())' \
    --output "$generated/SeedAppLiveEffectsTests.swift")
