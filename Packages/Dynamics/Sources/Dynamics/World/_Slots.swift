/// Preallocated storage with stable indices and generation counts, so that removed elements' ids go
/// stale instead of pointing at a newcomer, and removal never shifts other elements.
@usableFromInline
struct _Slots<Element: Sendable>: Sendable {
    @usableFromInline var elements: [Element?]
    @usableFromInline var generations: [Int]
    @usableFromInline var free: [Int]

    init(capacity: Int) {
        elements = []
        generations = []
        free = []
        elements.reserveCapacity(capacity)
        generations.reserveCapacity(capacity)
        free.reserveCapacity(capacity)
    }

    mutating func insert(_ element: Element) -> (index: Int, generation: Int) {
        if let index = free.popLast() {
            elements[index] = element
            generations[index] += 1
            return (index, generations[index])
        }
        elements.append(element)
        generations.append(0)
        return (elements.count - 1, 0)
    }

    @inlinable
    func contains(index: Int, generation: Int) -> Bool {
        index >= 0 && index < elements.count && generations[index] == generation && elements[index] != nil
    }

    @discardableResult
    mutating func remove(index: Int, generation: Int) -> Element? {
        guard contains(index: index, generation: generation) else { return nil }
        let element = elements[index]
        elements[index] = nil
        free.append(index)
        return element
    }

    var count: Int { elements.count - free.count }
}
