#ifndef MOTION_C_FUZZ_DRIVER_H
#define MOTION_C_FUZZ_DRIVER_H

/// Runs libFuzzer's driver (command line, corpus, mutations) over the process's
/// LLVMFuzzerTestOneInput. SwiftPM links every executable with `main` aliased to
/// `<Target>_main`, a symbol `-parse-as-library` never emits; each fuzz target defines that symbol
/// with `@_cdecl` and calls this, so libFuzzer runs as if its own `main` had.
int motion_run_fuzzer(int argc, char **argv);

#endif
