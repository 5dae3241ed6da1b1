// Apart from the type: Embedded Swift (the WebAssembly build, Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension TimingCurve: Codable {
    // Codable goes through the validating initialiser, so a decoded curve is always valid.
    private enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(controlPoints: container.decode(Double.self, forKey: .x1), container.decode(Double.self, forKey: .y1),
                      container.decode(Double.self, forKey: .x2), container.decode(Double.self, forKey: .y2))
    }

    // Written out because synthesis only happens in the type's own file; the same keys, in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x1, forKey: .x1)
        try container.encode(y1, forKey: .y1)
        try container.encode(x2, forKey: .x2)
        try container.encode(y2, forKey: .y2)
    }
}
#endif
