/// The segment of a timeline holding `time`: the last of `count` keys whose time is at or before it,
/// found by binary search over keys sorted by time (`timeOf(i)`), never past `last` (the last index a
/// segment may start at). Keys before the first answer 0. Shared by the keyframe types and the spline.
@inlinable
func _segmentIndex(of time: Double, last: Int, timeOf: (Int) -> Double) -> Int {
    var lower = 0, upper = Swift.max(last, 0)
    while lower < upper {
        let middle = (lower + upper + 1) / 2
        if timeOf(middle) <= time { lower = middle } else { upper = middle - 1 }
    }
    return lower
}
