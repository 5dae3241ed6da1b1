import Geometry
import Demos

/// The playground's demos as the page offers them: read from the one list, `PlaygroundDemos.visit(_:)`
/// (Embedded Swift has no `any PlaygroundDemo.Type`, so the page visits each demo's concrete type).
enum WebDemos {
    /// The menu: each demo's name and title, in the list's order.
    private struct Menu: PlaygroundDemoVisitor {
        var names: [String] = []
        var titles: [String] = []

        mutating func visit<Demo: PlaygroundDemo>(_ demo: Demo.Type) {
            names.append(Demo.name)
            titles.append(Demo.title)
        }
    }

    /// A session of the demo at `index` in the list, on `stage`.
    private struct Opening: PlaygroundDemoVisitor {
        let index: Int
        let stage: Rect
        var seen = 0
        var session: WebSession?
        var error: ConfigurationError?

        mutating func visit<Demo: PlaygroundDemo>(_ demo: Demo.Type) {
            defer { seen += 1 }
            guard seen == index else { return }
            do throws(ConfigurationError) {
                session = try WebSession.opening(demo, stage: stage)
            } catch {
                self.error = error
            }
        }
    }

    private static let menu: Menu = {
        var menu = Menu()
        PlaygroundDemos.visit(&menu)
        return menu
    }()

    /// The demos' names, in menu order.
    static var names: [String] { menu.names }
    /// Their titles, in the same order.
    static var titles: [String] { menu.titles }

    /// A fresh session of demo `index` (in `names`) on `stage`, or nil for an unknown index.
    static func session(_ index: Int, stage: Rect) throws(ConfigurationError) -> WebSession? {
        var opening = Opening(index: index, stage: stage)
        PlaygroundDemos.visit(&opening)
        if let error = opening.error { throw error }
        return opening.session
    }
}
