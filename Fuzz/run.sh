#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for SECONDS (default 60)
# over its seed corpus in Fuzz/Corpus/<target>/. New interesting inputs go to a scratch folder (the
# committed corpus changes only when someone copies inputs into it); a crash writes its input to
# Fuzz/Artifacts/ and makes this script fail.
#
#   Fuzz/run.sh 30            # the CI smoke run: 30 s per target
#   Fuzz/run.sh 14400         # four hours per target
#   FUZZ_JOBS=2 Fuzz/run.sh   # libFuzzer -jobs/-workers for a longer run on more cores
#   FUZZ_SEED=1 FUZZ_RUNS=40000 Fuzz/run.sh   # CI: a fixed seed and a fixed number of inputs per
#                             # target, so the same commit always fuzzes the same inputs (reproducible)
#   FUZZ_INTERACTIONS=dock,scroll Fuzz/run.sh 3600   # replay only some interactions
#                             # (pan, toss, flick, position, dock, binding, pop, scroll, anchored,
#                             # swipe-row, zoom, sheet, dismissible, zoom-dismiss, back, back-ios, refresh,
#                             # refresh-material, refresh-cupertino, stretch, picker, picker-flutter, carousel,
#                             # reorder, swipe-list)
set -euo pipefail

seconds="${1:-60}"
here="$(cd "$(dirname "$0")" && pwd)"
jobs="${FUZZ_JOBS:-1}"
# A fixed run: -seed and -runs instead of a time limit.
limits=(-max_total_time="$seconds")
if [ -n "${FUZZ_RUNS:-}" ]; then limits=(-runs="$FUZZ_RUNS"); fi
if [ -n "${FUZZ_SEED:-}" ]; then limits+=(-seed="$FUZZ_SEED"); fi
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --package-path "$here")

swift build "${flags[@]}" 2>&1 | grep -v "Cannot export local symbol" | tail -n 20
bin="$(swift build "${flags[@]}" --show-bin-path)"

mkdir -p "$here/Artifacts"
status=0
for target in trace-velocity interaction-replay animators paths-keyframes; do
    case "$target" in
        trace-velocity) executable=FuzzTraceVelocity ;;
        interaction-replay) executable=FuzzInteractionReplay ;;
        animators) executable=FuzzAnimators ;;
        paths-keyframes) executable=FuzzPathsKeyframes ;;
    esac
    scratch="$(mktemp -d)"
    echo "== $target: ${limits[*]} over Fuzz/Corpus/$target"
    # The Swift runtime's own backtracer would hold the crash for seconds; libFuzzer reports it.
    if ! SWIFT_BACKTRACE=enable=no "$bin/$executable" "$scratch" "$here/Corpus/$target" \
        "${limits[@]}" -timeout=20 -rss_limit_mb=4096 -max_len=4096 \
        -jobs="$jobs" -workers="$jobs" \
        -artifact_prefix="$here/Artifacts/$target-" -print_final_stats=1 2>&1 | tail -n 30; then
        status=1
    fi
    # With a pipe, the fuzzer's status is the first in PIPESTATUS.
    if [ "${PIPESTATUS[0]:-0}" != 0 ]; then status=1; fi
    rm -rf "$scratch"
done
exit "$status"
