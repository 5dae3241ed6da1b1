import ArgumentParser
import BenchReplay
import Dynamics
import Foundation
import Geometry

/// `bench keyframes --spec FILE.json --at T1,...`
struct KeyframesProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract: "A one-track keyframe timeline: SwiftUI's KeyframeTrack or Compose's keyframesWithSpline.",
        discussion: """
            Prints [{"t", "value", "velocity"}, ...] (velocity per second). The spec file is either SwiftUI's \
            track, {"initial": V0, "keyframes": [K, ...]} with each K one of {"kind": "linear", "to", "duration", \
            "curve": "linear" | "X1,Y1,X2,Y2"}, {"kind": "spring", "to", "duration", "spring": {"duration", "bounce"}, \
            "startVelocity"?}, {"kind": "cubic", "to", "duration", "startVelocity"?, "endVelocity"?} and \
            {"kind": "move", "to", "duration"?}; or Compose's {"monotone": [[T1, V1], [T2, V2], ...], \
            "periodicBias"?}: the monotone spline through the points (times in seconds, increasing). Before the \
            first time the value is the first value, after the last the last.
            """)

    @Option(parsing: .unconditional, help: "The timeline as JSON (see the discussion).")
    var spec: InputPath

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds.", transform: NumbersArgument.parse)
    var at: NumbersArgument

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let times = at.values
        let timeline = try Self.timeline(spec: spec)
        return JSON.array(times.map { t in
            .object([("t", .number(t)), ("value", .number(timeline.value(t))), ("velocity", .number(timeline.velocity(t)))])
        })
    }

    /// A parsed timeline: its value and velocity at a time.
    struct Timeline {
        let value: (Double) -> Double
        let velocity: (Double) -> Double
    }

    /// Reads and builds the timeline of `--spec`; every problem names the flag, the file and the place.
    static func timeline(spec: InputPath) throws -> Timeline {
        let data = try spec.contents(flag: "spec"), path = spec.path
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw InvalidInput("--spec=\(path) is not a JSON object")
        }
        let reader = SpecReader(path: path)
        if let monotone = root["monotone"] {
            return try reader.monotone(monotone, periodicBias: root["periodicBias"])
        }
        guard root["keyframes"] != nil || root["initial"] != nil else {
            throw InvalidInput("--spec=\(path) must have \"initial\" and \"keyframes\" (SwiftUI) or \"monotone\" (Compose)")
        }
        return try reader.track(initial: root["initial"], keyframes: root["keyframes"])
    }
}

/// The spec file's fields, each error naming `--spec`, the file and the field.
private struct SpecReader {
    let path: String

    func fail(_ field: String, _ problem: String) -> InvalidInput {
        InvalidInput("--spec=\(path): \(field) \(problem)")
    }

    func number(_ any: Any?, _ field: String) throws -> Double {
        guard let number = any as? NSNumber else {
            throw fail(field, any == nil ? "is missing" : "must be a number")
        }
        let value = number.doubleValue
        guard value.isFinite else { throw fail(field, "must be finite") }
        return value
    }

    func optionalNumber(_ any: Any?, _ field: String) throws -> Double? {
        any == nil || any is NSNull ? nil : try number(any, field)
    }

    func track(initial: Any?, keyframes: Any?) throws -> KeyframesProbe.Timeline {
        let initialValue = try number(initial, "initial")
        guard let list = keyframes as? [Any] else { throw fail("keyframes", keyframes == nil ? "is missing" : "must be an array") }
        var built: [Keyframe<Double>] = []
        for (index, item) in list.enumerated() {
            let field = "keyframes[\(index)]"
            guard let object = item as? [String: Any] else { throw fail(field, "must be an object") }
            let to = try number(object["to"], "\(field).to")
            let kind = object["kind"] as? String ?? ""
            switch kind {
            case "linear":
                built.append(.linear(to, duration: try number(object["duration"], "\(field).duration"),
                                     timingCurve: try curve(object["curve"], "\(field).curve")))
            case "spring":
                built.append(.spring(to, duration: try optionalNumber(object["duration"], "\(field).duration"),
                                     spring: try spring(object["spring"], "\(field).spring"),
                                     startVelocity: try optionalNumber(object["startVelocity"], "\(field).startVelocity")))
            case "cubic":
                built.append(.cubic(to, duration: try number(object["duration"], "\(field).duration"),
                                    startVelocity: try optionalNumber(object["startVelocity"], "\(field).startVelocity"),
                                    endVelocity: try optionalNumber(object["endVelocity"], "\(field).endVelocity")))
            case "move":
                built.append(.move(to, duration: try optionalNumber(object["duration"], "\(field).duration") ?? 0))
            default:
                throw fail("\(field).kind", "must be one of linear, spring, cubic, move")
            }
        }
        let track: KeyframeTrack<Double>
        do {
            track = try KeyframeTrack(initialValue: initialValue, built)
        } catch {
            throw InvalidInput("--spec=\(path): \(error.description)")
        }
        return KeyframesProbe.Timeline(value: track.value(at:), velocity: track.velocity(at:))
    }

    /// "linear" (the default), a name of Core Animation's curves, or "X1,Y1,X2,Y2" (SwiftUI's
    /// `UnitCurve.bezier`, control points anywhere).
    func curve(_ any: Any?, _ field: String) throws -> UnitCurve {
        guard let any else { return .linear }
        guard let text = any as? String else { throw fail(field, "must be a string") }
        let named: [String: UnitCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
        if let curve = named[text] { return curve }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0).trimmingSpaces) }
        guard parts.count == 4, let x1 = parts[0], let y1 = parts[1], let x2 = parts[2], let y2 = parts[3] else {
            throw fail(field, "must be linear, easeIn, easeOut, easeInOut or X1,Y1,X2,Y2")
        }
        do {
            return try UnitCurve.bezier(startControlPoint: Point(x: x1, y: y1), endControlPoint: Point(x: x2, y: y2))
        } catch {
            throw fail(field, "must have finite control points")
        }
    }

    /// SwiftUI's `Spring(duration:bounce:)` as {"duration", "bounce"} (both optional: 0.5 and 0).
    func spring(_ any: Any?, _ field: String) throws -> Spring {
        guard let any else { return .smooth }
        guard let object = any as? [String: Any] else { throw fail(field, "must be an object {\"duration\", \"bounce\"}") }
        let duration = try optionalNumber(object["duration"], "\(field).duration") ?? 0.5
        let bounce = try optionalNumber(object["bounce"], "\(field).bounce") ?? 0
        do {
            return try Spring(duration: duration, bounce: bounce)
        } catch {
            throw fail(field, "\(error.description)")
        }
    }

    func monotone(_ any: Any, periodicBias: Any?) throws -> KeyframesProbe.Timeline {
        guard let points = any as? [Any], !points.isEmpty else { throw fail("monotone", "must be a non-empty array of [T, V]") }
        var times: [Double] = [], values: [Double] = []
        for (index, point) in points.enumerated() {
            guard let pair = point as? [Any], pair.count == 2 else { throw fail("monotone[\(index)]", "must be [T, V]") }
            let time = try number(pair[0], "monotone[\(index)][0]")
            if let last = times.last, time <= last {
                throw fail("monotone[\(index)][0]", "must be later than the time before it (\(last))")
            }
            times.append(time)
            values.append(try number(pair[1], "monotone[\(index)][1]"))
        }
        let bias = try optionalNumber(periodicBias, "periodicBias")
        // The spline runs from the first time; Compose's starts at 0, so the times are shifted there.
        let start = times[0]
        let keyframes = times.indices.dropFirst().dropLast().map { KeyframesSpec<Double>.Keyframe(values[$0], at: times[$0] - start) }
        let spec: KeyframesWithSplineSpec
        do {
            spec = try KeyframesWithSplineSpec(duration: times[times.count - 1] - start, from: values[0],
                                               to: values[values.count - 1], keyframes: keyframes, periodicBias: bias)
        } catch {
            throw InvalidInput("--spec=\(path): \(error.description)")
        }
        return KeyframesProbe.Timeline(value: { spec.value(at: $0 - start) }, velocity: { spec.velocity(at: $0 - start) })
    }
}
