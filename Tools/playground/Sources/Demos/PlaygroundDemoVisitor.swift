/// Something done with every registered demo's type, in menu order: how each reader of the one list
/// (``PlaygroundDemos/visit(_:)``) derives what it needs from it without an existential metatype (`any
/// PlaygroundDemo.Type`), which Embedded Swift has not. The playground collects the types
/// (``PlaygroundDemos/all``); the page (Tools/web/Sources/WebDemos.swift) its menu and a session for the
/// demo chosen.
///
/// ```swift
/// struct Names: PlaygroundDemoVisitor {
///     var names: [String] = []
///     mutating func visit<Demo: PlaygroundDemo>(_ demo: Demo.Type) { names.append(Demo.name) }
/// }
/// var names = Names()
/// PlaygroundDemos.visit(&names)   // names.names: every demo's name, in menu order
/// ```
public protocol PlaygroundDemoVisitor {
    /// Called once for each registered demo, in menu order.
    mutating func visit<Demo: PlaygroundDemo>(_ demo: Demo.Type)
}
