import Foundation

/// Independent references for the spring, written differently from the library on purpose.
enum Reference {
    /// exp(M t)·(x0, v0) for M = [[0, 1], [−k/m, −c/m]], by scaling and squaring a Taylor series
    /// (no closed form, no regime split).
    static func matrixExponential(mass m: Double, stiffness k: Double, damping c: Double,
                                  x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        var a = [[0.0, t], [-k / m * t, -c / m * t]]
        let norm = max(abs(a[0][0]) + abs(a[0][1]), abs(a[1][0]) + abs(a[1][1]))
        var squarings = 0
        var scale = 1.0
        while norm / scale > 0.125 { scale *= 2; squarings += 1 }
        for i in 0..<2 { for j in 0..<2 { a[i][j] /= scale } }
        var result = [[1.0, 0.0], [0.0, 1.0]]
        var term = [[1.0, 0.0], [0.0, 1.0]]
        for n in 1...30 {
            term = multiply(term, a).map { $0.map { $0 / Double(n) } }
            for i in 0..<2 { for j in 0..<2 { result[i][j] += term[i][j] } }
        }
        for _ in 0..<squarings { result = multiply(result, result) }
        return (result[0][0] * x0 + result[0][1] * v0, result[1][0] * x0 + result[1][1] * v0)
    }

    static func multiply(_ p: [[Double]], _ q: [[Double]]) -> [[Double]] {
        [[p[0][0] * q[0][0] + p[0][1] * q[1][0], p[0][0] * q[0][1] + p[0][1] * q[1][1]],
         [p[1][0] * q[0][0] + p[1][1] * q[1][0], p[1][0] * q[0][1] + p[1][1] * q[1][1]]]
    }

    /// The textbook closed forms (as Flutter writes them): two exponentials, (c1 + c2 t)e^{rt}, or
    /// e^{rt}(c1 cos wt + c2 sin wt). Accurate away from ζ = 1.
    static func textbook(mass m: Double, stiffness k: Double, damping c: Double,
                         x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let cmk = c * c - 4 * m * k
        if cmk == 0 {
            let r = -c / (2 * m)
            let c1 = x0, c2 = v0 - r * x0
            return ((c1 + c2 * t) * exp(r * t), (r * (c1 + c2 * t) + c2) * exp(r * t))
        } else if cmk > 0 {
            let r1 = (-c - cmk.squareRoot()) / (2 * m)
            let r2 = (-c + cmk.squareRoot()) / (2 * m)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        } else {
            let w = (4 * m * k - c * c).squareRoot() / (2 * m)
            let r = -c / (2 * m)
            let c1 = x0, c2 = (v0 - r * x0) / w
            let x = exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
            let v = r * x + exp(r * t) * (-c1 * w * sin(w * t) + c2 * w * cos(w * t))
            return (x, v)
        }
    }
}
