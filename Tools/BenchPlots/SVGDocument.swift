/// A small SVG writer: elements are appended as text, coordinates written with two decimals, text
/// escaped. The document carries its own style sheet with a light and a dark palette (chosen by
/// `prefers-color-scheme`) and paints its own background, so it reads the same in any viewer.
///
/// ```swift
/// var svg = SVGDocument(width: 400, height: 300, title: "a line")
/// svg.line(from: (10, 10), to: (390, 290), class: "series0")
/// let text = svg.text            // "<?xml ...><svg ...>...</svg>\n"
/// ```
package struct SVGDocument {
    package let width: Double
    package let height: Double
    package let title: String
    private var body = ""

    /// An empty document of `width` × `height` pixels.
    package init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// The colours. Classes: `bg`, `frame` (plot area), `grid`, `axis`, `tick`, `label`, `title`,
    /// `series0`...`series5` (lines), `fill0`...`fill5` (shapes), `band0`...`band5` (phase shading),
    /// `container`, `ghost`, `finger`, `arrow`, `target`, `dashed`.
    package static let styleSheet = """
        .bg{fill:#ffffff}.frame{fill:none;stroke:#9aa0a6;stroke-width:1}.grid{stroke:#e3e5e8;stroke-width:1}
        .axis{stroke:#5f6368;stroke-width:1}.tick{fill:#3c4043;font:11px sans-serif}
        .label{fill:#202124;font:12px sans-serif}.title{fill:#202124;font:bold 13px sans-serif}
        .series0{stroke:#1a73e8;fill:none;stroke-width:1.8}.series1{stroke:#d93025;fill:none;stroke-width:1.8}
        .series2{stroke:#188038;fill:none;stroke-width:1.8}.series3{stroke:#e37400;fill:none;stroke-width:1.8}
        .series4{stroke:#9334e6;fill:none;stroke-width:1.8}.series5{stroke:#007b83;fill:none;stroke-width:1.8}
        .fill0{fill:#1a73e8}.fill1{fill:#d93025}.fill2{fill:#188038}.fill3{fill:#e37400}.fill4{fill:#9334e6}.fill5{fill:#007b83}
        .band0{fill:#1a73e8;opacity:.10}.band1{fill:#d93025;opacity:.10}.band2{fill:#188038;opacity:.10}
        .band3{fill:#e37400;opacity:.12}.band4{fill:#9334e6;opacity:.10}.band5{fill:#007b83;opacity:.10}
        .container{fill:#f8f9fa;stroke:#5f6368;stroke-width:1.2}.ghost{fill:#1a73e8;fill-opacity:.06;stroke:#1a73e8;stroke-opacity:.45;stroke-width:1}
        .finger{fill:#d93025;opacity:.75}.arrow{stroke:#d93025;fill:none;stroke-width:2}.arrowhead{fill:#d93025}
        .target{fill:none;stroke:#188038;stroke-width:1.5}.dashed{stroke-dasharray:5 4}
        @media (prefers-color-scheme:dark){.bg{fill:#1e1f22}.frame{stroke:#80868b}.grid{stroke:#34363a}
        .axis{stroke:#9aa0a6}.tick{fill:#bdc1c6}.label,.title{fill:#e8eaed}
        .series0{stroke:#8ab4f8}.series1{stroke:#f28b82}.series2{stroke:#81c995}.series3{stroke:#fdd663}
        .series4{stroke:#c58af9}.series5{stroke:#78d9ec}.fill0{fill:#8ab4f8}.fill1{fill:#f28b82}.fill2{fill:#81c995}
        .fill3{fill:#fdd663}.fill4{fill:#c58af9}.fill5{fill:#78d9ec}.band0{fill:#8ab4f8;opacity:.16}
        .band1{fill:#f28b82;opacity:.16}.band2{fill:#81c995;opacity:.16}.band3{fill:#fdd663;opacity:.16}
        .band4{fill:#c58af9;opacity:.16}.band5{fill:#78d9ec;opacity:.16}.container{fill:#26282c;stroke:#9aa0a6}
        .ghost{fill:#8ab4f8;stroke:#8ab4f8}.finger{fill:#f28b82}.arrow{stroke:#f28b82}.arrowhead{fill:#f28b82}
        .target{stroke:#81c995}}
        """

    /// The whole document, an XML declaration first.
    package var text: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element
    }

    /// The `<svg>` element alone, for inlining in HTML.
    package var element: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">\n"
            + "<title>\(SVGDocument.escape(title))</title>\n<style>\(SVGDocument.styleSheet)</style>\n"
            + "<rect class=\"bg\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
            + body + "</svg>\n"
    }

    /// A rectangle with its top-left corner at (`x`, `y`).
    package mutating func rect(x: Double, y: Double, width: Double, height: Double, class name: String,
                       rotation: Double = 0, extra: String = "") {
        var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(width, 0)))\" height=\"\(n(max(height, 0)))\""
        if rotation != 0, rotation.isFinite {
            let degrees = rotation * 180 / .pi
            attributes += " transform=\"rotate(\(n(degrees)) \(n(x + width / 2)) \(n(y + height / 2)))\""
        }
        body += "<rect class=\"\(name)\" \(attributes)\(extra.isEmpty ? "" : " " + extra)/>\n"
    }

    /// A straight line.
    package mutating func line(from start: (Double, Double), to end: (Double, Double), class name: String) {
        body += "<line class=\"\(name)\" x1=\"\(n(start.0))\" y1=\"\(n(start.1))\" x2=\"\(n(end.0))\" y2=\"\(n(end.1))\"/>\n"
    }

    /// A circle.
    package mutating func circle(center: (Double, Double), radius: Double, class name: String) {
        body += "<circle class=\"\(name)\" cx=\"\(n(center.0))\" cy=\"\(n(center.1))\" r=\"\(n(radius))\"/>\n"
    }

    /// A polyline through `points`; points that are not finite break the line into pieces.
    package mutating func polyline(_ points: [(Double, Double)], class name: String, extra: String = "") {
        var piece: [String] = []
        func flush() {
            if piece.count >= 2 {
                body += "<polyline class=\"\(name)\"\(extra.isEmpty ? "" : " " + extra) points=\"\(piece.joined(separator: " "))\"/>\n"
            } else if piece.count == 1 {
                body += "<polyline class=\"\(name)\"\(extra.isEmpty ? "" : " " + extra) points=\"\(piece[0]) \(piece[0])\"/>\n"
            }
            piece.removeAll()
        }
        for point in points {
            if point.0.isFinite, point.1.isFinite {
                piece.append("\(n(point.0)),\(n(point.1))")
            } else {
                flush()
            }
        }
        flush()
    }

    /// An arrow from `start` to `end` with a filled head.
    package mutating func arrow(from start: (Double, Double), to end: (Double, Double), class name: String = "arrow") {
        let dx = end.0 - start.0, dy = end.1 - start.1
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5, length.isFinite else { return }
        let ux = dx / length, uy = dy / length
        let head = min(10, length * 0.5)
        let base = (end.0 - ux * head, end.1 - uy * head)
        line(from: start, to: base, class: name)
        let left = (base.0 - uy * head * 0.45, base.1 + ux * head * 0.45)
        let right = (base.0 + uy * head * 0.45, base.1 - ux * head * 0.45)
        body += "<polygon class=\"\(name)head\" points=\"\(n(end.0)),\(n(end.1)) \(n(left.0)),\(n(left.1)) \(n(right.0)),\(n(right.1))\"/>\n"
    }

    /// Text anchored at (`x`, `y`): `anchor` is `start`, `middle` or `end`; `rotate` turns it about
    /// its anchor (degrees, -90 for a vertical axis label).
    package mutating func text(_ string: String, x: Double, y: Double, class name: String = "label",
                       anchor: String = "start", rotate: Double = 0) {
        var attributes = "x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\""
        if rotate != 0 { attributes += " transform=\"rotate(\(n(rotate)) \(n(x)) \(n(y)))\"" }
        body += "<text class=\"\(name)\" \(attributes)>\(SVGDocument.escape(string))</text>\n"
    }

    /// Opens a group; `attributes` are written as given (already escaped). Close it with `endGroup()`.
    package mutating func beginGroup(_ attributes: String) {
        body += "<g \(attributes)>\n"
    }

    /// Closes the group opened last.
    package mutating func endGroup() {
        body += "</g>\n"
    }

    /// A number with two decimals, never `-0.00`, never NaN (written as 0: callers skip non-finite points).
    package func n(_ value: Double) -> String { SVGDocument.number(value) }

    /// A coordinate with two decimals (`12.5` → `12.50`), shortest for whole numbers (`12`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Past 1e15 there are no hundredths to keep, and × 100 would overflow near 1.8e308.
        guard Swift.abs(value) < 1e15 else { return "\(value.rounded())" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return format(rounded, digits: 2)
    }

    /// Escapes `&`, `<`, `>` and quotes for text and attribute values.
    package static func escape(_ string: String) -> String {
        var result = ""
        for character in string {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
