// What Embedded Swift needs from the platform that musl's libc.a (wasi-libc) does not give without
// importing WASI: the page has no files, no console and no entropy to offer.
#include <stddef.h>
#include <stdint.h>

// print() writes here; nothing in the page prints, so the characters are dropped.
int putchar(int c) { return c; }

// Hashing seeds (Set, Dictionary). Deterministic on purpose: the frames must not depend on a seed, and a
// page has no attacker-chosen keys to defend against.
void arc4random_buf(void *buffer, size_t count) {
    uint8_t *bytes = buffer;
    for (size_t i = 0; i < count; i++) bytes[i] = (uint8_t)(i * 131 + 7);
}

// The 128-bit product the compiler calls for 64-bit multipliedFullWidth (compiler-rt's, which the
// toolchain does not ship for wasm32): the low 128 bits of a × b, each given as (low, high) halves.
typedef struct { uint64_t low, high; } U128;
U128 __multi3(uint64_t aLow, uint64_t aHigh, uint64_t bLow, uint64_t bHigh) {
    uint64_t a0 = aLow & 0xffffffffu, a1 = aLow >> 32, b0 = bLow & 0xffffffffu, b1 = bLow >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    U128 result;
    result.low = (middle << 32) | (p00 & 0xffffffffu);
    result.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + aLow * bHigh + aHigh * bLow;
    return result;
}
