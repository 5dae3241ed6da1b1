// The driver of Scripts/kernels-aarch64: Dynamics' C kernels (Packages/Dynamics/Sources/_SpringKernels)
// over seeded cases of every shape they have, one line per case: its number and a 64-bit FNV-1a hash of
// every number and index the kernel wrote. The same driver built for x86-64 and for aarch64 must print
// the same lines. NaNs hash as one pattern: x86-64 and aarch64 make different NaN bits (the sign of the
// default NaN), and no caller reads them.
//
// Usage: kernels-driver CASES LEVEL         every case at instruction-set level LEVEL (capped to the
//                                           processor's: 0 baseline, 2 AVX2, 3 AVX-512F)
//        kernels-driver --case N LEVEL      case N's outputs, one number a line (to show a difference)
//        kernels-driver --level             the level cpuid gives, then the one __builtin_cpu_supports
//                                           gives (x86-64 only: they must agree)
#include "_SpringKernels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The driver's own arithmetic (its inputs) the same on both processors too: aarch64 would otherwise fuse
// `a + b * c` into one rounding.
#pragma clang fp contract(off)

// splitmix64: the seeded numbers, the same on every processor.
static uint64_t state;
static uint64_t next_bits(void) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static double unit(void) { return (double)(next_bits() >> 11) * 0x1.0p-53; }
static int chance(double p) { return unit() < p; }
static double scaled(double magnitude) { return (2 * unit() - 1) * magnitude; }

// A number for a value or a velocity: ordinary ones at scales from 1e-3 to 1e3, and now and then one the
// kernels treat apart (not finite, subnormal squares, overflowing squares, signed zero).
static double number(void) {
    if (chance(0.02)) {
        static const double special[] = {NAN, INFINITY, -INFINITY, 1e-160, -3e-170, 1e160, -2e200, -0.0, 0.0,
                                         0x1p-1074};
        return special[next_bits() % (sizeof special / sizeof special[0])];
    }
    static const double scales[] = {1e-3, 1e-2, 0.5, 1, 10, 300, 1e3};
    return scaled(scales[next_bits() % (sizeof scales / sizeof scales[0])]);
}

// The hash of what a case wrote.
static uint64_t hash;
static FILE *dump;
static void mix_bits(uint64_t bits) {
    for (int k = 0; k < 8; k++) {
        hash ^= (bits >> (8 * k)) & 0xff;
        hash *= 0x100000001b3ULL;
    }
    if (dump) fprintf(dump, "%016llx\n", (unsigned long long)bits);
}
static void mix_double(double x) {
    uint64_t bits;
    if (x != x) bits = 0x7ff8000000000000ULL;
    else memcpy(&bits, &x, sizeof bits);
    mix_bits(bits);
}
static void mix_doubles(const double *x, size_t count) {
    for (size_t k = 0; k < count; k++) mix_double(x[k]);
}

enum { MAX_SPRINGS = 45 };

// spring_kernels_run: advance or not, no sweep, a listing sweep (with and without the velocity test) or a
// confirming one, shared or per-number targets, shared or per-number traces.
static void run_case(uint64_t shape, int level) {
    size_t springs = 1 + next_bits() % MAX_SPRINGS, count = 2 * springs;
    static double current[2 * MAX_SPRINGS], other[2 * MAX_SPRINGS], targets[2 * MAX_SPRINGS];
    static double traces[2 * MAX_SPRINGS], determinants[2 * MAX_SPRINGS];
    static double checkTimes[MAX_SPRINGS], positionLimits[MAX_SPRINGS], velocityLimits[MAX_SPRINGS];
    static int32_t candidates[MAX_SPRINGS];
    int advance = (int)(shape & 1), sweepKind = (int)((shape >> 1) % 4);
    int hasTargets = (int)((shape >> 3) & 1), hasTraces = hasTargets && ((shape >> 4) & 1);
    // A confirming sweep shares the spring's constants.
    if (sweepKind == 3) hasTraces = 0;
    // One call a statement: the order of the calls in an initializer list is not defined.
    double trace = 1 + scaled(0.9);
    double determinant = 0.5 + unit() * 0.49;
    double sharedX = number();
    double sharedY = number();
    SpringKernelsBuffers b = {current, other, count, hasTargets ? targets : 0, {sharedX, sharedY},
                              hasTraces ? traces : 0, hasTraces ? determinants : 0, trace, determinant};
    for (size_t j = 0; j < count; j++) {
        targets[j] = hasTargets ? number() : b.sharedTarget[j & 1];
        // Half the springs near their targets, so that sweeps list and settle some.
        double near = chance(0.5) ? 1e-4 : 1;
        current[j] = targets[j] + number() * near;
        other[j] = targets[j] + number() * near;
        traces[j] = 1 + scaled(0.9);
        determinants[j] = 0.5 + unit() * 0.49;
    }
    double now = 10 * unit();
    for (size_t i = 0; i < springs; i++) {
        checkTimes[i] = chance(0.1) ? NAN : now + scaled(1);
        positionLimits[i] = chance(0.5) ? 1e-6 : unit();
        velocityLimits[i] = chance(0.5) ? 1e-4 : unit();
        candidates[i] = -1;
    }
    double stepB = 0.25 + unit();
    double velocityScale = 0.5 + unit();
    SpringKernelsSweep sweep = {checkTimes, positionLimits, velocityLimits, now, trace, stepB,
                                sweepKind >= 2 ? velocityScale : 0, sweepKind == 3, candidates, 0, 0, 0};
    spring_kernels_run_at_level(level, &b, advance, sweepKind ? &sweep : 0);
    mix_doubles(current, count);
    mix_doubles(other, count);
    if (sweepKind) {
        mix_doubles(checkTimes, springs);
        mix_bits(sweep.found);
        for (size_t k = 0; k < sweep.found; k++) mix_bits((uint64_t)(int64_t)candidates[k]);
        mix_bits(sweep.settled);
        mix_double(sweep.next);
    }
}

// spring_kernels_restart: relative or absolute threshold, under- or over-damped, with the earlier sample
// or the velocity in the other buffer, and now and then a spring that cannot move (rate 0).
static void restart_case(uint64_t shape, int level) {
    size_t springs = 1 + next_bits() % MAX_SPRINGS;
    static double values[2 * MAX_SPRINGS], velocities[2 * MAX_SPRINGS], targets[2 * MAX_SPRINGS];
    static double current[2 * MAX_SPRINGS], other[2 * MAX_SPRINGS];
    static double positionLimits[MAX_SPRINGS], velocityLimits[MAX_SPRINGS], checkTimes[MAX_SPRINGS];
    static int32_t exceptions[MAX_SPRINGS];
    for (size_t j = 0; j < 2 * springs; j++) {
        targets[j] = number();
        double near = chance(0.3) ? 1e-5 : 1;
        values[j] = targets[j] + number() * near;
        velocities[j] = number() * near;
        current[j] = number();
        other[j] = number();
    }
    for (size_t i = 0; i < springs; i++) {
        positionLimits[i] = unit();
        velocityLimits[i] = unit();
        checkTimes[i] = chance(0.3) ? NAN : 10 * unit();
        exceptions[i] = -1;
    }
    // A spring of unit mass: stiffness k and damping c. One call a statement, as above.
    double k = 1 + 999 * unit();
    double c = 0.1 + 60 * unit();
    double alpha = c / 2, omegaD2 = k - alpha * alpha;
    int underdamped = omegaD2 > 1e-6 * k;
    double rate = chance(0.05) ? 0 : underdamped ? 2 * alpha : 4 * alpha;
    double fraction = 0.001 + 0.01 * unit();
    double positionLimit = 0.01 * unit();
    double velocityLimit = 0.5 * unit();
    double time = 10 * unit();
    double d = 1 + scaled(0.9);
    double stepB = 0.01 + unit() * 0.02;
    double determinant = 0.5 + unit() * 0.49;
    double next = chance(0.5) ? INFINITY : 20 * unit();
    SpringKernelsRestart r = {values, velocities, targets, current, other, positionLimits, velocityLimits,
                              checkTimes, springs, (int)(shape & 1), fraction, positionLimit, velocityLimit,
                              sqrt(k), alpha, k, omegaD2, underdamped, rate, time, (int)((shape >> 1) & 1), d,
                              stepB, determinant, exceptions, 0, 0, next};
    spring_kernels_restart_at_level(level, &r);
    mix_doubles(current, 2 * springs);
    mix_doubles(other, 2 * springs);
    mix_doubles(positionLimits, springs);
    mix_doubles(velocityLimits, springs);
    mix_doubles(checkTimes, springs);
    mix_bits(r.exceptionCount);
    for (size_t k = 0; k < r.exceptionCount; k++) mix_bits((uint64_t)(int64_t)exceptions[k]);
    mix_bits((uint64_t)(int64_t)r.unsettledChange);
    mix_double(r.next);
}

// Case n: its own seed, then a run shape (32 of them) or a restart shape (4), in turn.
static uint64_t run_one(uint64_t n, int level) {
    state = 0x5eed0000ULL + n * 0x10001ULL;
    hash = 0xcbf29ce484222325ULL;
    uint64_t kind = n % 36;
    if (kind < 32) run_case(kind, level);
    else restart_case(kind - 32, level);
    return hash;
}

static int builtin_level(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) return 3;
    if (__builtin_cpu_supports("avx2")) return 2;
#endif
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--level") == 0) {
        printf("%d %d\n", spring_kernels_level(), builtin_level());
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "--case") == 0) {
        dump = stdout;
        run_one(strtoull(argv[2], 0, 10), atoi(argv[3]));
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: %s CASES LEVEL | --case N LEVEL | --level\n", argv[0]);
        return 2;
    }
    uint64_t cases = strtoull(argv[1], 0, 10);
    int level = atoi(argv[2]), available = spring_kernels_level();
    if (level > available) level = available;
    for (uint64_t n = 0; n < cases; n++) printf("%llu %016llx\n", (unsigned long long)n,
                                                (unsigned long long)run_one(n, level));
    return 0;
}
