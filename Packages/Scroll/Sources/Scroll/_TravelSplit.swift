/// One change of a nested drag's translation being split between the two sides: what is left to give,
/// what each side has been given, and who took some last. A value with mutating methods rather than
/// local functions capturing local variables, which an unoptimised build would box on the heap.
struct _TravelSplit {
    var remaining: Double
    var toOuter = 0.0
    var toInner = 0.0
    var last: NestedScrollSide?

    init(_ travel: Double) { remaining = travel }

    mutating func give(_ amount: Double, to side: NestedScrollSide) {
        guard amount != 0 else { return }
        if side == .outer { toOuter += amount } else { toInner += amount }
        remaining -= amount
        last = side
    }

    /// A side past its edge (`over`, the travel it took beyond it) takes back a finger coming back first.
    mutating func takeBack(_ over: Double, by side: NestedScrollSide) {
        guard over * remaining < 0 else { return }
        give(remaining < 0 ? Swift.max(remaining, 0 - over) : Swift.min(remaining, 0 - over), to: side)
    }
}
