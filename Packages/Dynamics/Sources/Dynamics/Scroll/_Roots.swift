/// Up to eight times, stored inline (no allocation): the crossings a bounce's snap search collects.
struct _Roots {
    private var storage: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
    private(set) var count = 0

    static let capacity = 8

    /// Adds a time; beyond eight, further times are dropped (a bounce has at most eight).
    mutating func append(_ time: Double) {
        guard count < Self.capacity else { return }
        self[count] = time
        count += 1
    }

    subscript(index: Int) -> Double {
        get { withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * MemoryLayout<Double>.stride, as: Double.self) } }
        set { withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Double>.stride, as: Double.self) } }
    }

    /// Sorts the times in increasing order.
    mutating func sort() {
        guard count > 1 else { return }
        for i in 1..<count {
            let value = self[i]
            var j = i
            while j > 0 && self[j - 1] > value {
                self[j] = self[j - 1]
                j -= 1
            }
            self[j] = value
        }
    }
}
