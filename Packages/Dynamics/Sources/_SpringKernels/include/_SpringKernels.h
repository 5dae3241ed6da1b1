// The loops of SpringBatch that run over every spring in a frame, in C so that they can use the widest
// vector unit the processor has (chosen at run time) while the package is built for the baseline.
// Swift calls them through SpringBatch only; this module is not part of the library's API.
#ifndef SPRING_KERNELS_H
#define SPRING_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Where the springs are: two buffers of numbers (x then y per spring), the current values and the
/// other buffer (the values one frame earlier, or velocities), and their targets.
typedef struct {
    /// Written only where a sweep settles a spring while advancing (its earlier sample).
    double *current;
    double *other;
    /// Numbers in each buffer: twice the springs.
    size_t count;
    /// One target per number; null when every spring shares `sharedTarget`.
    const double *targets;
    double sharedTarget[2];
    /// One trace and determinant per number; null when every spring shares `trace` and `determinant`.
    /// Only with `targets`.
    const double *traces;
    const double *determinants;
    double trace;
    double determinant;
} SpringKernelsBuffers;

/// Which springs may have settled, for SpringBatch's exact test to confirm: spring i is listed when
/// `checkTimes[i] <= now`, its offset from the target (value − target, as the exact test computes
/// it) has |x|² <= positionLimits[i] and, when `velocityScale` > 0, the two-sample velocity proxy
/// w = d·x − determinant·x₀ (x₀ the offset one frame earlier) has |w|² <= velocityScale·velocityLimits[i].
///
/// With `confirms` (only with `velocityScale` > 0: shared constants, two samples), the kernel runs the
/// exact test itself instead of listing: the velocity (d·x − determinant·x₀)/b, as `SpringBatch.state`
/// recovers it, and both limits; a spring that passes is put on its target at rest as
/// `SpringBatch.store` writes it (value t + 0, earlier sample t + (d·0 − b·0)/determinant), its check
/// time set to NaN, and counted in `settled`.
typedef struct {
    double *checkTimes;
    const double *positionLimits;
    const double *velocityLimits;
    double now;
    double d;
    double b;
    double velocityScale;
    int confirms;
    /// Room for one index per spring; `found` of them are written.
    int32_t *candidates;
    size_t found;
    /// Springs the exact test settled (with `confirms`).
    size_t settled;
    /// The smallest check time before this sweep's settling (settled springs' NaN ignored); +infinity
    /// when none.
    double next;
} SpringKernelsSweep;

/// With `advance`, first the two-sample step of a damped spring over every number, written over the
/// older sample: other[j] = t + (T·(current[j] − t) − D·(other[j] − t)); the new values are then in
/// `other`. With `sweep` non-null, then lists (or, with `confirms`, settles) the springs that may have
/// settled (after the step).
///
/// Every variant evaluates the same expressions in the same order, without fused multiply-adds, so the
/// results are the same bits on every processor.
void spring_kernels_run(const SpringKernelsBuffers *buffers, int advance, SpringKernelsSweep *sweep);

/// The instruction set `spring_kernels_run` uses on this processor: 0 the baseline, 2 AVX2, 3 AVX-512F
/// (x86-64 only; 0 elsewhere).
int spring_kernels_level(void);

/// `spring_kernels_run` with the instruction set capped at `level` (for tests: every level gives the
/// same bits).
void spring_kernels_run_at_level(int level, const SpringKernelsBuffers *buffers, int advance,
                                 SpringKernelsSweep *sweep);

/// `spring_kernels_level()`, asked of the processor once and remembered.
int spring_kernels_cached_level(void);

/// Caps the instruction set `spring_kernels_run` and `spring_kernels_restart` use from now on at `level`
/// (0 the baseline, 2 AVX2, 3 AVX-512F: no cap): to measure, on a wider processor, what a narrower one
/// runs (`bench run --instruction-set avx2`). Every level gives the same bits, so the cap changes the
/// speed only. Safe to call from any thread.
void spring_kernels_cap(int level);

/// The instruction set `spring_kernels_run` and `spring_kernels_restart` use now: the smaller of
/// `spring_kernels_cached_level()` and the cap.
int spring_kernels_active_level(void);

/// SpringBatch's `reset(values:velocities:)` when every spring shares one spring's constants: each
/// spring's new leg (its settling limits, the time from which its settle test can pass, and its two
/// stored numbers per component), computed as `SpringBatch.startLeg` computes it, bit for bit.
///
/// A spring whose value or velocity is not finite, or whose offset or velocity has a magnitude that
/// Swift computes by rescaling (its square overflows or is subnormal), and the last `springs % 4`, are
/// left unchanged and listed in `exceptions`, for Swift's own reset.
typedef struct {
    /// Two numbers per spring (x then y): the new values and velocities, the targets.
    const double *values;
    const double *velocities;
    const double *targets;
    /// The current values and the other buffer (the values one frame earlier, or velocities).
    double *current;
    double *other;
    /// One number per spring: the squared limits and the check time (NaN when settled).
    double *positionLimits;
    double *velocityLimits;
    double *checkTimes;
    size_t springs;
    /// The threshold: relative (`fraction` of the motion's scale) or absolute limits.
    int relative;
    double fraction;
    double positionLimit;
    double velocityLimit;
    /// The spring: √(k/m), α = c/2m, ω₀² = k/m, ω_d² = ω₀² − α², whether ω_d² > 1e-6·ω₀², the energy
    /// decay rate (2α when under-damped, else 4α).
    double naturalFrequency;
    double alpha;
    double omega0Squared;
    double omegaDSquared;
    int underdamped;
    double rate;
    /// The batch time now.
    double time;
    /// Whether the other buffer holds the earlier values, with the step map's d, b and determinant.
    int companion;
    double d;
    double b;
    double determinant;
    /// Room for one index per spring; `exceptionCount` of them are written.
    int32_t *exceptions;
    size_t exceptionCount;
    /// Springs that became unsettled less springs that were (among those not listed).
    ptrdiff_t unsettledChange;
    /// In: the batch's next check time; out: the smaller of it and every new moving spring's.
    double next;
} SpringKernelsRestart;

/// Runs the restart at the widest instruction set the processor has (within the cap).
void spring_kernels_restart(SpringKernelsRestart *restart);

/// `spring_kernels_restart` capped at `level` (for tests: every level gives the same bits).
void spring_kernels_restart_at_level(int level, SpringKernelsRestart *restart);

#endif
