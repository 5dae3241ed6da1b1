import RelativePosition
import Testing

/// `#require` for an event returned by a mutating call (the macro cannot wrap one).
func required(_ event: TrackingEvent?, sourceLocation: SourceLocation = #_sourceLocation) throws -> TrackingEvent {
    try #require(event, sourceLocation: sourceLocation)
}
