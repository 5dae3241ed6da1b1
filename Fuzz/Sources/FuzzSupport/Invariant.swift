/// Stops the fuzzer with `message` when `condition` is false: libFuzzer records the input that did
/// it as a crash artifact, and `run.sh` exits with failure.
@inline(__always)
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
