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

// Double(String) (the replay's options and trace numbers): the Swift runtime's C-locale strtod, which
// Embedded Swift leaves to the platform. As the runtime does it: "snan" (any case, signed) is a NaN,
// everything else is musl's strtod (correctly rounded, as glibc's, and in the C locale: the only one
// here), and the end of what was read is returned for the caller to check it read everything.
double strtod(const char *restrict text, char **restrict end);
int strcasecmp(const char *a, const char *b);
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    const char *unsigned_text = (text[0] == '+' || text[0] == '-') ? text + 1 : text;
    if (strcasecmp(unsigned_text, "snan") == 0) {
        *result = __builtin_nans("");
        const char *end = text;
        while (*end) end++;
        return end;
    }
    char *end;
    *result = strtod(text, &end);
    return end;
}

// musl's strtod reads through a string-backed FILE, and that links stdio's file operations, which would
// import WASI's fd_write, fd_seek and fd_close. Nothing here has a file to close, seek or write, so they
// are defined here in the import's place (the module still imports nothing): each fails with EBADF (8).
int32_t __imported_wasi_snapshot_preview1_fd_close(int32_t fd) { (void)fd; return 8; }
int32_t __imported_wasi_snapshot_preview1_fd_seek(int32_t fd, int64_t offset, int32_t whence, int32_t position) {
    (void)fd; (void)offset; (void)whence; (void)position; return 8;
}
int32_t __imported_wasi_snapshot_preview1_fd_write(int32_t fd, int32_t vectors, int32_t count, int32_t written) {
    (void)fd; (void)vectors; (void)count; (void)written; return 8;
}
