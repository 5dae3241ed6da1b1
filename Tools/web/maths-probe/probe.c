// The maths functions of _Math.swift as the wasm build links them (musl's libm from wasi-libc), exported
// for Scripts/wasm-maths, which compares them with the native C library on many inputs.
double exp(double), expm1(double), log(double), log1p(double), sin(double), cos(double), sinh(double);
double atan2(double, double), pow(double, double), hypot(double, double), remainder(double, double);

// Applies function `which` (in Scripts/wasm-maths' order) to `count` inputs (pairs for two-argument ones).
void probe(int which, const double *x, const double *y, double *out, int count) {
    for (int i = 0; i < count; i++) {
        switch (which) {
        case 0: out[i] = exp(x[i]); break;
        case 1: out[i] = expm1(x[i]); break;
        case 2: out[i] = log(x[i]); break;
        case 3: out[i] = log1p(x[i]); break;
        case 4: out[i] = sin(x[i]); break;
        case 5: out[i] = cos(x[i]); break;
        case 6: out[i] = sinh(x[i]); break;
        case 7: out[i] = atan2(x[i], y[i]); break;
        case 8: out[i] = pow(x[i], y[i]); break;
        case 9: out[i] = hypot(x[i], y[i]); break;
        default: out[i] = remainder(x[i], y[i]); break;
        }
    }
}

// Scratch memory for the inputs and outputs (3 × 1,000,000 doubles).
static double scratch[3 * 1000000];
double *buffer(void) { return scratch; }
