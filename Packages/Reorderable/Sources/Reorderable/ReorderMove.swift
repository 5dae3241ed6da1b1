/// One change of a list's order: the item at index `from` now sits at index `to`.
///
/// Both indices count in the list as it is before and after the move (remove at `from`, insert at `to`),
/// which is what `Array.remove(at:)` then `Array.insert(_:at:)` do with them. Flutter's `onReorder` and
/// SwiftUI's `onMove` give the destination before the removal instead: ``flutterNewIndex``.
public struct ReorderMove: Hashable, Sendable, CustomStringConvertible {
    /// The item's index before the move.
    public var from: Int
    /// The item's index after the move.
    public var to: Int

    /// A move from one index to another.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// The destination as Flutter's `onReorder(oldIndex, newIndex)` and SwiftUI's `onMove(fromOffsets:toOffset:)`
    /// give it: counted before the item is removed, so one more than ``to`` when the item moves down.
    public var flutterNewIndex: Int { to > from ? to + 1 : to }

    public var description: String { "\(from) → \(to)" }
}
