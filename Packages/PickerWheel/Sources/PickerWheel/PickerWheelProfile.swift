import Dynamics

/// How a picker wheel lands on an item after the finger lifts.
///
/// ```swift
/// import PickerWheel
///
/// let wheel = try PickerWheel(itemCount: 60, itemExtent: 32, profile: .flutter())
/// print(wheel.physics)   // flutterBouncing: CupertinoPicker's parent physics on iOS
/// ```
public enum PickerWheelProfile: Hashable, Sendable {
    /// UIPickerView's feel: UIScrollView's deceleration (0.998 per millisecond), its projected rest
    /// moved to the nearest item, and the deceleration retuned to end exactly there (the scroll view's
    /// snapping with an interval of one item).
    case uikit
    /// Flutter's `FixedExtentScrollPhysics` over `parent` (the platform's physics:
    /// `BouncingScrollPhysics` on iOS, the default, `ClampingScrollPhysics` on Android): the parent's
    /// ballistic rest rounded to an item; a spring back when that is the item already centred; otherwise
    /// `FrictionSimulation.through` onto the item; the parent's own motion beyond the ends.
    case flutter(parent: ScrollPhysics = .flutterBouncing)
}
