/// What a ``ScrollBehavior`` keeps for its stretch overscroll: the edge effect, the timestamp of the motion
/// in progress (a fling's impact is counted from it), and whether the drag is pulling past an end.
struct _StretchEffect: Sendable {
    var edge = StretchOverscroll()
    var motionStart: Double?
    var pulling = false
}
