#include "_SpringKernels.h"

// The same bits everywhere: no contraction into fused multiply-adds (which baseline x86-64 lacks).
#pragma clang fp contract(off)

// Eight numbers (four springs) a step; the compiler splits the vectors to the width each variant has.
// Loaded from and stored to arrays of doubles: aligned as a double, and allowed to alias one.
typedef double Lanes __attribute__((vector_size(64), aligned(8), may_alias));
typedef double Springs __attribute__((vector_size(32), aligned(8), may_alias));
typedef int64_t Mask __attribute__((vector_size(32), aligned(8)));

#define LOAD8(p) (*(const Lanes *)(p))
#define LOAD4(p) (*(const Springs *)(p))

// SpringBatch's exact settle test of one spring, from its offsets now (x, y) and one frame earlier
// (ex, ey): the velocity as `SpringBatch.state` recovers it, then both limits as `confirmSettled` tests them.
static inline __attribute__((always_inline)) int
settles(double x, double y, double ex, double ey, double d, double de, double b, double positionLimit,
        double velocityLimit) {
    double vx = (d * x - de * ex) / b, vy = (d * y - de * ey) / b;
    return x * x + y * y <= positionLimit && vx * vx + vy * vy <= velocityLimit;
}

// A settled spring's two samples, as `SpringBatch.store` writes offset and velocity zero.
static inline __attribute__((always_inline)) void
settle(double *value, double *earlier, double t, double d, double de, double b) {
    *value = t + 0.0;
    *earlier = t + (d * 0.0 - b * 0.0) / de;
}

// The loop, inlined into one function per instruction set and per shape below (the flags are
// constants there, so each copy has no branch on them). Vectors of eight numbers first, then the
// rest one spring at a time.
static inline __attribute__((always_inline)) void
run(const SpringKernelsBuffers *restrict b, SpringKernelsSweep *restrict sweep,
    const int advance, const int sweeps, const int hasTargets, const int hasTraces) {
    double *current = b->current;
    double *other = b->other;
    const double *targets = b->targets, *traces = b->traces, *determinants = b->determinants;
    size_t count = b->count, j = 0;
    const double tx = b->sharedTarget[0], ty = b->sharedTarget[1], tr = b->trace, de = b->determinant;
    const Lanes shared = {tx, ty, tx, ty, tx, ty, tx, ty};
    double next = __builtin_inf();
    Springs nextLanes = {next, next, next, next};
    size_t found = 0;
    // The sweep's inputs in locals: the candidates written in the loop cannot then be taken to change them.
    const double now = sweeps ? sweep->now : 0, d = sweeps ? sweep->d : 0, bb = sweeps ? sweep->b : 0;
    const double velocityScale = sweeps ? sweep->velocityScale : 0;
    const int confirms = sweeps ? sweep->confirms : 0;
    size_t settled = 0;
    // Where a settled spring's value and earlier sample are written: after a step, the new values are
    // in `other` and the earlier ones in `current`.
    double *valueSamples = advance ? other : current, *earlierSamples = advance ? current : other;
    double *checkTimes = sweeps ? sweep->checkTimes : 0;
    const double *positionLimits = sweeps ? sweep->positionLimits : 0;
    const double *velocityLimits = sweeps ? sweep->velocityLimits : 0;
    int32_t *candidates = sweeps ? sweep->candidates : 0;
    for (; j + 8 <= count; j += 8) {
        Lanes t = hasTargets ? LOAD8(targets + j) : shared;
        Lanes c = LOAD8(current + j), e = LOAD8(other + j), x0, x1;
        if (advance) {
            x1 = c - t;
            Lanes T = hasTraces ? LOAD8(traces + j) : (Lanes){tr, tr, tr, tr, tr, tr, tr, tr};
            Lanes D = hasTraces ? LOAD8(determinants + j) : (Lanes){de, de, de, de, de, de, de, de};
            Lanes v = t + (x1 * T - (e - t) * D);
            *(Lanes *)(other + j) = v;
            x0 = x1;
            x1 = v - t;
        } else {
            x1 = c - t;
            x0 = e - t;
        }
        if (sweeps) {
            size_t i = j / 2;
            Springs check = LOAD4(checkTimes + i);
            Mask earlier = check < nextLanes;
            nextLanes = (Springs)(((Mask)check & earlier) | ((Mask)nextLanes & ~earlier));
            // Without a branch, the two tests that fail for nearly every spring: its time has come
            // (whether it has is as good as random) and its offset is within its limit. Then one
            // branch, rarely taken, for the velocity test and the list.
            Lanes squares = x1 * x1;
            Springs distance = __builtin_shufflevector(squares, squares, 0, 2, 4, 6)
                             + __builtin_shufflevector(squares, squares, 1, 3, 5, 7);
            Mask due = (check <= now) & (distance <= LOAD4(positionLimits + i));
            if (__builtin_reduce_or(due)) {
                if (velocityScale > 0) {
                    Lanes w = x1 * d - x0 * de;
                    Lanes speeds = w * w;
                    Springs speed = __builtin_shufflevector(speeds, speeds, 0, 2, 4, 6)
                                  + __builtin_shufflevector(speeds, speeds, 1, 3, 5, 7);
                    due &= speed <= LOAD4(velocityLimits + i) * velocityScale;
                }
                if (confirms) {
                    for (size_t k = 0; k < 4; k++) {
                        if (!due[k] || !settles(x1[2 * k], x1[2 * k + 1], x0[2 * k], x0[2 * k + 1], d, de, bb,
                                                positionLimits[i + k], velocityLimits[i + k])) continue;
                        size_t n = j + 2 * k;
                        settle(valueSamples + n, earlierSamples + n, t[2 * k], d, de, bb);
                        settle(valueSamples + n + 1, earlierSamples + n + 1, t[2 * k + 1], d, de, bb);
                        checkTimes[i + k] = __builtin_nan("");
                        settled++;
                    }
                } else {
                    for (size_t k = 0; k < 4; k++) {
                        candidates[found] = (int32_t)(i + k);
                        found += (size_t)(due[k] & 1);
                    }
                }
            }
        }
    }
    for (; j + 2 <= count; j += 2) {
        double sx = hasTargets ? targets[j] : tx, sy = hasTargets ? targets[j + 1] : ty;
        double T = hasTraces ? traces[j] : tr, D = hasTraces ? determinants[j] : de;
        double cx = current[j] - sx, cy = current[j + 1] - sy;
        double ex = other[j] - sx, ey = other[j + 1] - sy;
        double x1x = cx, x1y = cy, x0x = ex, x0y = ey;
        if (advance) {
            double vx = sx + (cx * T - ex * D), vy = sy + (cy * T - ey * D);
            other[j] = vx;
            other[j + 1] = vy;
            x0x = cx; x0y = cy;
            x1x = vx - sx; x1y = vy - sy;
        }
        if (sweeps) {
            size_t i = j / 2;
            double check = checkTimes[i];
            if (check < next) next = check;
            int listed = check <= now
                && x1x * x1x + x1y * x1y <= positionLimits[i];
            if (listed && velocityScale > 0) {
                double wx = x1x * d - x0x * de, wy = x1y * d - x0y * de;
                listed = wx * wx + wy * wy <= velocityLimits[i] * velocityScale;
            }
            if (listed && confirms) {
                if (settles(x1x, x1y, x0x, x0y, d, de, bb, positionLimits[i], velocityLimits[i])) {
                    settle(valueSamples + j, earlierSamples + j, sx, d, de, bb);
                    settle(valueSamples + j + 1, earlierSamples + j + 1, sy, d, de, bb);
                    checkTimes[i] = __builtin_nan("");
                    settled++;
                }
            } else if (listed) {
                candidates[found++] = (int32_t)i;
            }
        }
    }
    if (sweeps) {
        for (int k = 0; k < 4; k++) if (nextLanes[k] < next) next = nextLanes[k];
        sweep->found = found;
        sweep->settled = settled;
        sweep->next = next;
    }
}

// One copy per shape: the flags are constants in each.
#define RUN_SIGNATURE(name, attributes)                                                            \
    attributes static void name(const SpringKernelsBuffers *restrict b, int advance,                \
                                SpringKernelsSweep *restrict sweep) {                              \
        int shape = (advance ? 8 : 0) | (sweep ? 4 : 0) | (b->targets ? 2 : 0) | (b->traces ? 1 : 0); \
        switch (shape) {                                                                           \
        case 0: run(b, sweep, 0, 0, 0, 0); break;                                                  \
        case 1: run(b, sweep, 0, 0, 0, 1); break;                                                  \
        case 2: run(b, sweep, 0, 0, 1, 0); break;                                                  \
        case 3: run(b, sweep, 0, 0, 1, 1); break;                                                  \
        case 4: run(b, sweep, 0, 1, 0, 0); break;                                                  \
        case 5: run(b, sweep, 0, 1, 0, 1); break;                                                  \
        case 6: run(b, sweep, 0, 1, 1, 0); break;                                                  \
        case 7: run(b, sweep, 0, 1, 1, 1); break;                                                  \
        case 8: run(b, sweep, 1, 0, 0, 0); break;                                                  \
        case 9: run(b, sweep, 1, 0, 0, 1); break;                                                  \
        case 10: run(b, sweep, 1, 0, 1, 0); break;                                                 \
        case 11: run(b, sweep, 1, 0, 1, 1); break;                                                 \
        case 12: run(b, sweep, 1, 1, 0, 0); break;                                                 \
        case 13: run(b, sweep, 1, 1, 0, 1); break;                                                 \
        case 14: run(b, sweep, 1, 1, 1, 0); break;                                                 \
        default: run(b, sweep, 1, 1, 1, 1); break;                                                 \
        }                                                                                          \
    }

RUN_SIGNATURE(run_baseline, )

#if defined(__x86_64__) && defined(__clang__)
RUN_SIGNATURE(run_avx2, __attribute__((target("avx2"))))
RUN_SIGNATURE(run_avx512, __attribute__((target("avx512f"))))

// The processor asked with cpuid rather than `__builtin_cpu_supports`, whose `__cpu_model` comes from
// compiler-rt or libgcc and is not linked on Windows. The tests are compiler-rt's (cpu_model/x86.c), so
// the level is the one `__builtin_cpu_supports` gives (Scripts/kernels-aarch64 compares them): an
// instruction set counts when the processor has it and the system saves its registers (XCR0: SSE and
// AVX state, and for AVX-512 the opmask and upper ZMM state, which Darwin saves on first use instead).
#if defined(_MSC_VER)
// Windows (the MSVC environment Swift uses there) has no <cpuid.h>: <intrin.h>'s __cpuidex.
#include <intrin.h>
static void cpuid(int leaf, unsigned registers[4]) {
    int r[4];
    __cpuidex(r, leaf, 0);
    for (int k = 0; k < 4; k++) registers[k] = (unsigned)r[k];
}
#else
#include <cpuid.h>
static void cpuid(int leaf, unsigned registers[4]) {
    __cpuid_count(leaf, 0, registers[0], registers[1], registers[2], registers[3]);
}
#endif

int spring_kernels_level(void) {
    unsigned r[4];
    cpuid(0, r);
    const unsigned highestLeaf = r[0];
    cpuid(1, r);
    // ECX bits 27 and 28: OSXSAVE (xgetbv may be used) and AVX.
    const unsigned avxBits = (1u << 27) | (1u << 28);
    unsigned long long xcr0 = 0;
    if ((r[2] & avxBits) == avxBits) {
        unsigned low, high;
        __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
        xcr0 = ((unsigned long long)high << 32) | low;
    }
    const int avxSaved = (r[2] & avxBits) == avxBits && (xcr0 & 0x6) == 0x6;
#if defined(__APPLE__)
    const int avx512Saved = 1;
#else
    const int avx512Saved = avxSaved && (xcr0 & 0xe0) == 0xe0;
#endif
    if (highestLeaf < 7) return 0;
    cpuid(7, r);
    // EBX bit 16: AVX-512F; bit 5: AVX2.
    if ((r[1] & (1u << 16)) && avx512Saved) return 3;
    if ((r[1] & (1u << 5)) && avxSaved) return 2;
    return 0;
}
#else
int spring_kernels_level(void) { return 0; }
#endif

void spring_kernels_run_at_level(int level, const SpringKernelsBuffers *buffers, int advance,
                                 SpringKernelsSweep *sweep) {
#if defined(__x86_64__) && defined(__clang__)
    if (level >= 3) {
        run_avx512(buffers, advance, sweep);
        return;
    }
    if (level == 2) {
        run_avx2(buffers, advance, sweep);
        return;
    }
#endif
    (void)level;
    run_baseline(buffers, advance, sweep);
}

int spring_kernels_cached_level(void) {
    // The processor is asked once; two first calls racing store the same answer.
    static int level = -1;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known < 0) {
        known = spring_kernels_level();
        __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    }
    return known;
}

// The cap `spring_kernels_cap` sets: 3 (AVX-512F, the widest there is) until it is called.
static int capLevel = 3;

void spring_kernels_cap(int level) {
    __atomic_store_n(&capLevel, level < 0 ? 0 : level, __ATOMIC_RELAXED);
}

int spring_kernels_active_level(void) {
    const int level = spring_kernels_cached_level(), cap = __atomic_load_n(&capLevel, __ATOMIC_RELAXED);
    return level < cap ? level : cap;
}

void spring_kernels_run(const SpringKernelsBuffers *buffers, int advance, SpringKernelsSweep *sweep) {
    spring_kernels_run_at_level(spring_kernels_active_level(), buffers, advance, sweep);
}
