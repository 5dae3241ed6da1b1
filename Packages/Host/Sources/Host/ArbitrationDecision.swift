/// What a ``TouchArbiter`` decided about one sample of a shared touch, and so where the host sends it.
public enum ArbitrationDecision<Claimant: Hashable & Sendable>: Hashable, Sendable {
    /// Nobody owns the touch yet (it has not passed the slop): nobody gets the sample, nothing moves.
    case waiting
    /// This sample decided: `claimant` owns the touch. Give it ``TouchArbiter/held`` (every sample of the
    /// touch so far, this one last), in order, with their own timestamps.
    case claimed(Claimant)
    /// The touch is `claimant`'s: give it this sample.
    case owned(Claimant)
    /// The touch ended before anyone claimed it (a tap, or a cancel): nobody gets its samples.
    case unclaimed
}
