import Geometry

extension ConfigurationError {
    /// Throws unless `minimum`...`maximum` is a touch-count range a recogniser can track.
    static func checkTouches(minimum: Int, maximum: Int, minimumName: String = "minimumTouches",
                             maximumName: String = "maximumTouches") throws(ConfigurationError) {
        guard minimum >= 1, minimum <= _TouchSet.capacity else {
            throw ConfigurationError(parameter: minimumName, value: "\(minimum)", requirement: "must be in 1...\(_TouchSet.capacity)")
        }
        guard maximum >= minimum, maximum <= _TouchSet.capacity else {
            throw ConfigurationError(parameter: maximumName, value: "\(maximum)", requirement: "must be in \(minimum)...\(_TouchSet.capacity)")
        }
    }
}
