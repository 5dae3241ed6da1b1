#include "_SpringKernels.h"

// The same bits everywhere: no contraction into fused multiply-adds (which baseline x86-64 lacks).
#pragma clang fp contract(off)

// Eight numbers (four springs) at a time, and one number per spring for four springs.
typedef double Lanes __attribute__((vector_size(64), aligned(8), may_alias));
typedef double Springs __attribute__((vector_size(32), aligned(8), may_alias));
typedef int64_t Mask __attribute__((vector_size(32), aligned(8)));
typedef int64_t Mask8 __attribute__((vector_size(64), aligned(8)));

#define LOAD8(p) (*(const Lanes *)(p))
#define LOAD4(p) (*(const Springs *)(p))
#define EVEN(v) __builtin_shufflevector(v, v, 0, 2, 4, 6)
#define ODD(v) __builtin_shufflevector(v, v, 1, 3, 5, 7)
#define PAIRS(v) __builtin_shufflevector(v, v, 0, 0, 1, 1, 2, 2, 3, 3)
#define SPLAT4(x) ((Springs){x, x, x, x})
#define SELECT(mask, a, b) ((Springs)(((Mask)(a) & (mask)) | ((Mask)(b) & ~(mask))))
#define SELECT8(mask, a, b) ((Lanes)(((Mask8)(a) & (mask)) | ((Mask8)(b) & ~(mask))))

// Swift's `magnitude` of a 2-D vector is √(x² + y²) when x² + y² is a normal number or both components
// are zero; otherwise it rescales, which the kernel leaves to Swift. (Macros, not functions: a vector
// argument would change the calling convention between the instruction sets.)
#define PLAIN_MAGNITUDE(squared, x, y) \
    (((squared) >= __DBL_MIN__ & (squared) < __builtin_inf()) | ((x) == 0 & (y) == 0))

// √(x⊗x) is x, bit for bit, when x ⊗ x is a normal number (or x is zero); x is never negative here.
#define PLAIN_SQUARE(squared, x) (((squared) >= __DBL_MIN__ & (squared) < __builtin_inf()) | ((x) == 0))

// ln x for x > 1.002, finite, bounded from below as `_SettleBound.logLowerBound` computes it:
// (exponent + (significand − 1)) · ln 2, the exponent and significand read from the bits; the exponent
// (0 to 1023 here) converted exactly, as the low bits of 2⁵² + e.
#define LOG_LOWER_BOUND(x)                                                                         \
    ((((Springs)(((Mask)(x) >> 52) - 1023 + 0x4330000000000000LL) - 4503599627370496.0)             \
      + ((Springs)(((Mask)(x) & 0x000fffffffffffffLL) | 0x3ff0000000000000LL) - 1))                 \
     * 0.6931471805599452)

static inline __attribute__((always_inline)) void
restart(SpringKernelsRestart *restrict r, const int relative, const int underdamped, const int companion) {
    const double *values = r->values, *velocities = r->velocities, *targets = r->targets;
    double *current = r->current, *other = r->other;
    double *positionLimits = r->positionLimits, *velocityLimits = r->velocityLimits, *checkTimes = r->checkTimes;
    const size_t springs = r->springs;
    const double naturalFrequency = r->naturalFrequency, fraction = r->fraction;
    const double alpha = r->alpha, omega0Squared = r->omega0Squared, omegaDSquared = r->omegaDSquared;
    const double rate = r->rate, time = r->time, d = r->d, b = r->b, determinant = r->determinant;
    int32_t *exceptions = r->exceptions;
    size_t found = 0;
    ptrdiff_t change = 0;
    double next = r->next;
    Springs nextLanes = SPLAT4(next);
    const Springs absolutePositionRoot = __builtin_elementwise_sqrt(SPLAT4(r->positionLimit * r->positionLimit));
    const Springs absoluteVelocityRoot = __builtin_elementwise_sqrt(SPLAT4(r->velocityLimit * r->velocityLimit));
    size_t i = 0;
    for (; i + 4 <= springs; i += 4) {
        const size_t j = 2 * i;
        Lanes value = LOAD8(values + j), velocity = LOAD8(velocities + j), target = LOAD8(targets + j);
        Lanes offset = value - target;
        Springs ox = EVEN(offset), oy = ODD(offset), vx = EVEN(velocity), vy = ODD(velocity);
        Springs offsetSquared = ox * ox + oy * oy, speedSquared = vx * vx + vy * vy;
        Mask8 finite = (value * 0 == 0) & (velocity * 0 == 0);
        Mask plain = (Mask)EVEN((Lanes)finite) & (Mask)ODD((Lanes)finite)
                   & PLAIN_MAGNITUDE(offsetSquared, ox, oy) & PLAIN_MAGNITUDE(speedSquared, vx, vy);
        // SettlingThreshold.limits(distance:speed:spring:), and the square roots of the squared limits
        // that _SettleBound takes (below). With relative limits, the root of a square is the number
        // squared, bit for bit, when the square is a normal number or the number is zero (√(x⊗x) = |x|
        // in binary floating point, correctly rounded): so no square root there, and a spring whose
        // limit's square is not (a limit beyond 1e154 or below 1e-154) is left to Swift. Absolute limits
        // are the same for every spring: their roots are taken once, before the loop.
        Springs positionLimit, velocityLimit, positionRoot, velocityRoot;
        if (relative) {
            Springs distance = __builtin_elementwise_sqrt(offsetSquared);
            Springs reach = __builtin_elementwise_sqrt(speedSquared) / naturalFrequency;
            Springs scale = SELECT(reach >= distance, reach, distance);
            positionLimit = fraction * scale;
            velocityLimit = positionLimit * 62.5;
            positionRoot = positionLimit;
            velocityRoot = velocityLimit;
        } else {
            positionLimit = SPLAT4(r->positionLimit);
            velocityLimit = SPLAT4(r->velocityLimit);
            positionRoot = absolutePositionRoot;
            velocityRoot = absoluteVelocityRoot;
        }
        Springs positionLimitSquared = positionLimit * positionLimit;
        Springs velocityLimitSquared = velocityLimit * velocityLimit;
        if (relative) {
            plain &= PLAIN_SQUARE(positionLimitSquared, positionLimit) & PLAIN_SQUARE(velocityLimitSquared, velocityLimit);
        }
        if (!__builtin_reduce_and(plain)) {
            // Listed for Swift's own reset (non-finite pairs, which it ignores, rescaled magnitudes, limits
            // whose square is not a normal number).
            for (int k = 0; k < 4; k++) {
                exceptions[found] = (int32_t)(i + k);
                found += (size_t)(~plain[k] & 1);
            }
        }
        Mask settled = offsetSquared <= positionLimitSquared & speedSquared <= velocityLimitSquared;
        // SpringBatch.settleCheckTime and _SettleBound.unsettledDuration.
        Springs sx = vx + ox * alpha, sy = vy + oy * alpha;
        Springs shiftedSquared = sx * sx + sy * sy;
        Springs energy, energyLimit;
        if (underdamped) {
            Springs limit = velocityRoot + alpha * positionRoot;
            energy = offsetSquared + shiftedSquared / omegaDSquared;
            energyLimit = positionLimitSquared + limit * limit / omegaDSquared;
        } else {
            energy = omega0Squared * offsetSquared + speedSquared;
            energyLimit = omega0Squared * positionLimitSquared + velocityLimitSquared;
        }
        const Springs floor = SPLAT4(1e-280);
        Springs ratio = energy / SELECT(floor >= energyLimit, floor, energyLimit);
        Mask outside = ratio > 1.002 & ratio < __builtin_inf();
        Springs duration;
        if (rate > 0) {
            Springs bound = (LOG_LOWER_BOUND(ratio) - 0.001) / rate;
            duration = SELECT(bound >= 0, bound, SPLAT4(0.0));
        } else {
            duration = SPLAT4(__builtin_inf());
        }
        duration = SELECT(outside, duration, SPLAT4(0.0));
        Springs checkTime = SELECT(settled, SPLAT4(__builtin_nan("")), time + duration);
        Mask moving = plain & ~settled;
        Springs candidate = SELECT(moving, checkTime, nextLanes);
        nextLanes = SELECT(candidate < nextLanes, candidate, nextLanes);
        Springs oldCheck = LOAD4(checkTimes + i);
        // Springs that were moving leave the count, springs that move now join it.
        change += __builtin_reduce_add(moving & 1) - __builtin_reduce_add(plain & (oldCheck == oldCheck) & 1);
        *(Springs *)(positionLimits + i) = SELECT(plain, positionLimitSquared, LOAD4(positionLimits + i));
        *(Springs *)(velocityLimits + i) = SELECT(plain, velocityLimitSquared, LOAD4(velocityLimits + i));
        *(Springs *)(checkTimes + i) = SELECT(plain, checkTime, oldCheck);
        // SpringBatch.store: a settled spring sits on its target, still.
        Mask8 still = (Mask8)PAIRS((Springs)settled);
        Mask8 write = (Mask8)PAIRS((Springs)plain);
        Lanes x = SELECT8(still, (Lanes){0}, offset), v = SELECT8(still, (Lanes){0}, velocity);
        Lanes newCurrent = target + x;
        Lanes newOther = companion ? target + (x * d - v * b) / determinant : v;
        *(Lanes *)(current + j) = SELECT8(write, newCurrent, LOAD8(current + j));
        *(Lanes *)(other + j) = SELECT8(write, newOther, LOAD8(other + j));
    }
    // The last springs (fewer than four) go to Swift's reset.
    for (; i < springs; i++) exceptions[found++] = (int32_t)i;
    for (int k = 0; k < 4; k++) if (nextLanes[k] < next) next = nextLanes[k];
    r->exceptionCount = found;
    r->unsettledChange = change;
    r->next = next;
}

#define RESTART_SIGNATURE(name, attributes)                                                        \
    attributes static void name(SpringKernelsRestart *restrict r) {                                \
        int shape = (r->relative ? 4 : 0) | (r->underdamped ? 2 : 0) | (r->companion ? 1 : 0);     \
        switch (shape) {                                                                           \
        case 0: restart(r, 0, 0, 0); break;                                                        \
        case 1: restart(r, 0, 0, 1); break;                                                        \
        case 2: restart(r, 0, 1, 0); break;                                                        \
        case 3: restart(r, 0, 1, 1); break;                                                        \
        case 4: restart(r, 1, 0, 0); break;                                                        \
        case 5: restart(r, 1, 0, 1); break;                                                        \
        case 6: restart(r, 1, 1, 0); break;                                                        \
        default: restart(r, 1, 1, 1); break;                                                       \
        }                                                                                          \
    }

RESTART_SIGNATURE(restart_baseline, )

#if defined(__x86_64__) && defined(__clang__)
RESTART_SIGNATURE(restart_avx2, __attribute__((target("avx2"))))
RESTART_SIGNATURE(restart_avx512, __attribute__((target("avx512f"))))
#endif

void spring_kernels_restart_at_level(int level, SpringKernelsRestart *restart) {
#if defined(__x86_64__) && defined(__clang__)
    if (level >= 3) {
        restart_avx512(restart);
        return;
    }
    if (level == 2) {
        restart_avx2(restart);
        return;
    }
#endif
    (void)level;
    restart_baseline(restart);
}

void spring_kernels_restart(SpringKernelsRestart *restart) {
    spring_kernels_restart_at_level(spring_kernels_active_level(), restart);
}
