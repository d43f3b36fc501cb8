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
  ../../Integrations/ComposableArchitecture/Tests/ComposableArchitectureRecordingTests/Generated/SeedHistoryEditAndDeleteTests.swift
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
"$ttdebug" test tab-stack.ttlog "${store[@]}" --output TabStackSessionTests.swift
"$ttdebug" test tab-stack.ttlog "${store[@]}" --exhaustive --name 'tab stack exhaustive' \
  --output TabStackExhaustiveTests.swift
# Another order of the race sample's answers, found by `EffectOrders` in its bug-free log; the
# reducer is the fixed app's (MutationCheck/StaleAnswerCheckTests.swift runs it on the app as shipped).
"$ttdebug" test race.ttlog "${store[@]}" \
  --reducer 'RaceFeature(clock: ImmediateClock(), cancelsInFlight: true)' --order 8,7 \
  --name 'race stale answer' --output RaceStaleAnswerTests.swift
# The TCA example, written from the TCA integration's package (its first line quotes this command).
(cd ../../Integrations/ComposableArchitecture && "$ttdebug" test \
  ../../samples/generated-tests/tca/app-root-tca.ttlog --from 3 --to 14 --effects live \
  --name 'seed history edit and delete' --reducer AppFeature.body \
  --initial-state '{ let tabs = MainTabFeature.State(); tabs.settings.$user.withLock { $0.name = "ada" }; return AppFeature.State.mainTab(tabs) }()' \
  --output Tests/ComposableArchitectureRecordingTests/Generated/SeedHistoryEditAndDeleteTests.swift)
