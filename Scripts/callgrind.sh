#!/usr/bin/env bash
# Instructions per frame of one bench scenario, counted by valgrind's callgrind: a figure that does not
# depend on the machine's load or clock, so CI can compare it across runs.
#
#   Scripts/callgrind.sh SCENARIO [COUNT] [FRAMES]
#   Scripts/callgrind.sh dynamics.spring-peer 10000 60
#
# It builds the bench in release, then runs `bench run --exact SCENARIO --count COUNT --warmup 0` under
# callgrind twice, with FRAMES and with 2 x FRAMES frames. Only the scenario's frame is counted: callgrind
# collects inside `FrameWorkload.frame(_:)` alone (`--toggle-collect` on its protocol witness, the one
# entry the harness calls each frame through), so the harness's clock reads, its sample array and its
# sort of the samples, which grow with the frame count, are left out. With --warmup 0 the harness runs
# exactly that many frames after the scenario's setup, so the difference of the two totals is the
# instructions of FRAMES frames alone: the first frames' one-time work (a lazily initialised global,
# metadata the runtime instantiates on first use) cancels. FRAMES defaults to 60 (one full cycle of the
# spring-peer workloads, which restart every 60 frames).
#
# Prints one line: scenario, count, instructions per frame and per instance-frame.
# Set BENCH=/path/to/bench to count an already built executable (no build); set KEEP=DIR to keep the
# two callgrind profiles there (for `callgrind_annotate --inclusive=yes`).
set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
    echo "usage: $0 SCENARIO [COUNT] [FRAMES]" >&2
    exit 2
fi
scenario=$1
count=${2:-10000}
frames=${3:-60}
if ! [[ $count =~ ^[1-9][0-9]*$ && $frames =~ ^[1-9][0-9]*$ ]]; then
    echo "$0: COUNT and FRAMES must be positive integers" >&2
    exit 2
fi
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed" >&2; exit 2; }

cd "$(dirname "$0")/.."
if [[ -z ${BENCH:-} ]]; then
    swift build -c release --product bench >&2
    BENCH="$(swift build -c release --show-bin-path)/bench"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that clang writes for the C kernels, and gives up on
# the whole executable; symbols are all callgrind needs to count, so it runs a copy without debug
# information, beside the original so that the shared libraries next to it are found.
# Under valgrind the processor reports no AVX-512: the C kernels run their AVX2 variant there.
counted="$(dirname "$BENCH")/.bench-callgrind-$$"
objcopy --strip-debug "$BENCH" "$counted"
trap 'rm -rf "$work" "$counted"' EXIT

# Total instructions (callgrind's Ir) of one run with $1 frames.
instructions() {
    local out="$work/callgrind.$1.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*P5frameySdSiFTW' \
        "$counted" run --exact "$scenario" --count "$count" --frames "$1" --warmup 0 >"$work/stdout" 2>"$work/stderr" || {
        cat "$work/stderr" >&2
        exit 2
    }
    if [[ -n ${KEEP:-} ]]; then mkdir -p "$KEEP" && cp "$out" "$KEEP/"; fi
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

one=$(instructions "$frames")
two=$(instructions $((2 * frames)))
awk -v s="$scenario" -v c="$count" -v f="$frames" -v a="$one" -v b="$two" 'BEGIN {
    per_frame = (b - a) / f
    printf "%s  count %d  %.0f instructions/frame  %.2f instructions/instance-frame  (callgrind, frame alone, %d vs %d frames)\n",
        s, c, per_frame, per_frame / c, 2 * f, f
}'
