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
    const double *current;
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
typedef struct {
    const double *checkTimes;
    const double *positionLimits;
    const double *velocityLimits;
    double now;
    double d;
    double velocityScale;
    /// Room for one index per spring; `found` of them are written.
    int32_t *candidates;
    size_t found;
    /// The smallest check time (settled springs' NaN ignored); +infinity when none.
    double next;
} SpringKernelsSweep;

/// With `advance`, first the two-sample step of a damped spring over every number, written over the
/// older sample: other[j] = t + (T·(current[j] − t) − D·(other[j] − t)); the new values are then in
/// `other`. With `sweep` non-null, then lists the springs that may have settled (after the step).
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

#endif
