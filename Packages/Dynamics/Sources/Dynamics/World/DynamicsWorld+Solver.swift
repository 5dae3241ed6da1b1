import Geometry

/// One body's velocity state for the constraint solver. Body 0 is the static world (anchors and
/// snap points); item slot i is body i + 1.
@usableFromInline
struct _SolverBody: Sendable {
    var velocity: Vector
    var angularVelocity: Double
    var inverseMass: Double
    var inverseInertia: Double

    static let fixed = _SolverBody(velocity: .zero, angularVelocity: 0, inverseMass: 0, inverseInertia: 0)
}

/// One soft constraint prepared for a step: everything but the velocities is computed once per step,
/// so an iteration is a handful of multiply-adds (Box2D's sequential impulses).
@usableFromInline
struct _ConstraintRow: Sendable {
    enum Kind: UInt8, Sendable {
        /// Two points held together in x and y (a pin attachment, a snap's position).
        case point
        /// Two points held at a distance along `normal` (a rod or spring attachment of positive length).
        case axis
        /// An angle driven to zero (a snap's rotation).
        case angle
    }

    var kind: Kind
    var a: Int
    var b: Int
    var rA: Vector
    var rB: Vector
    var normal: Vector
    /// `.point`: the inverse of (K + γI), row-major symmetric; `.axis`/`.angle`: `inverse11` is the
    /// softened effective mass.
    var inverse11: Double
    var inverse12: Double
    var inverse22: Double
    var bias: Vector
    var gamma: Double
    var accumulated: Vector
}

extension Vector {
    /// The 2-D cross product of an angular velocity with a vector: ω × r.
    @inline(__always) static func perpendicular(_ omega: Double, _ r: Vector) -> Vector {
        Vector(dx: -omega * r.dy, dy: omega * r.dx)
    }
}

extension DynamicsWorld {
    /// The world positions of an attachment's two points (item point, anchor or other item's point),
    /// or nil when an item is gone.
    func attachmentEnds(_ attachment: AttachmentBehavior) -> (itemPoint: Point, anchorPoint: Point)? {
        guard contains(attachment.item) else { return nil }
        let item = items.elements[attachment.item.index]!
        if let other = attachment.otherItem {
            guard contains(other) else { return nil }
            return (item.point(atOffset: attachment.offset), items.elements[other.index]!.point(atOffset: attachment.otherOffset))
        }
        return (item.point(atOffset: attachment.offset), attachment.anchor)
    }

    /// Soft-constraint coefficients for an effective mass (Box2D): γ (softness) and the factor that
    /// turns the position error into a velocity bias. Frequency 0 is rigid (Baumgarte correction).
    @inline(__always)
    func softness(mass: Double, frequency: Double, dampingRatio: Double) -> (gamma: Double, biasFactor: Double) {
        let h = timeStep
        guard frequency > 0, frequency.isFinite, mass > 0, mass.isFinite else { return (0, DynamicsWorld.baumgarte / h) }
        let omega = 2 * Double.pi * frequency
        let stiffness = mass * omega * omega
        let damping = 2 * mass * max(dampingRatio, 0) * omega
        let gamma = 1 / (h * (damping + h * stiffness))
        return (gamma, h * stiffness * gamma)
    }

    /// One fixed internal step of `timeStep` seconds.
    mutating func runStep() {
        let h = timeStep
        applyForces(h)
        // Velocities into the solver's bodies.
        for index in items.elements.indices {
            if let item = items.elements[index] {
                bodies[index + 1] = _SolverBody(velocity: item.velocity, angularVelocity: item.angularVelocity,
                                                inverseMass: 1 / item.mass,
                                                inverseInertia: item.allowsRotation ? 1 / item.momentOfInertia : 0)
            } else {
                bodies[index + 1] = .fixed
            }
        }
        prepareRows()
        solveRows()
        // Velocities back, then positions.
        for index in items.elements.indices {
            guard var item = items.elements[index] else { continue }
            let body = bodies[index + 1]
            item.velocity = body.velocity
            item.angularVelocity = item.allowsRotation ? body.angularVelocity : 0
            item.center += item.velocity * h
            item.angle += item.angularVelocity * h
            // Every update is bounded for finite inputs; keep the last good state if one ever is not.
            guard item.center.isFinite, item.velocity.isFinite, item.angle.isFinite, item.angularVelocity.isFinite else { continue }
            items.elements[index] = item
        }
        time += h
    }

    /// Gravity, pushes and resistance, straight onto the items' velocities.
    mutating func applyForces(_ h: Double) {
        for index in gravities.elements.indices {
            guard let gravity = gravities.elements[index] else { continue }
            let delta = gravity.acceleration * h
            if let targets = gravity.items {
                for id in targets where contains(id) { items.elements[id.index]!.velocity += delta }
            } else {
                for itemIndex in items.elements.indices where items.elements[itemIndex] != nil {
                    items.elements[itemIndex]!.velocity += delta
                }
            }
        }
        for index in pushes.elements.indices {
            guard let push = pushes.elements[index], push.isActive, contains(push.item) else { continue }
            var item = items.elements[push.item.index]!
            let impulse = push.force * (push.mode == .continuous ? h : 1)
            item.velocity += impulse * (1 / item.mass)
            if item.allowsRotation {
                item.angularVelocity += item.rotated(push.offset).cross(impulse) / item.momentOfInertia
            }
            items.elements[push.item.index] = item
            if push.mode == .instantaneous { pushes.elements[index]!.isActive = false }
        }
        // Resistance, implicit: v /= 1 + h·r (stable for any resistance).
        for index in items.elements.indices {
            guard var item = items.elements[index] else { continue }
            item.velocity = item.velocity * (1 / (1 + h * item.resistance))
            item.angularVelocity = item.angularVelocity / (1 + h * item.angularResistance)
            items.elements[index] = item
        }
        for index in itemBehaviors.elements.indices {
            guard let behavior = itemBehaviors.elements[index], contains(behavior.item) else { continue }
            var item = items.elements[behavior.item.index]!
            item.velocity = item.velocity * (1 / (1 + h * max(behavior.resistance, 0)))
            item.angularVelocity = item.angularVelocity / (1 + h * max(behavior.angularResistance, 0))
            items.elements[behavior.item.index] = item
        }
    }

    /// Builds this step's constraint rows from the attachments and snaps (position errors measured once,
    /// at the start of the step). Writes into preallocated storage.
    mutating func prepareRows() {
        // Most steps of a flight have no row: emptying an empty array still goes through its generic
        // range replacement.
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        for index in attachments.elements.indices {
            guard let attachment = attachments.elements[index], contains(attachment.item) else { continue }
            let itemB = items.elements[attachment.item.index]!
            let b = attachment.item.index + 1
            let rB = itemB.rotated(attachment.offset)
            let a: Int, rA: Vector, pointA: Point
            var anchorVelocity = Vector.zero
            if let other = attachment.otherItem {
                guard contains(other) else { continue }
                let itemA = items.elements[other.index]!
                a = other.index + 1
                rA = itemA.rotated(attachment.otherOffset)
                pointA = itemA.center + rA
            } else {
                // The solver's anchor glides toward `anchor` (see `AttachmentBehavior.solverAnchor`):
                // measure the error from where it is now and feed its velocity over this step forward.
                a = 0
                rA = .zero
                let start = attachment.solverAnchor ?? attachment.anchor
                let glided = attachment.glided(by: timeStep)
                let end = glided.solverAnchor ?? start
                anchorVelocity = (end - start as Vector) * (1 / timeStep)
                pointA = start
                attachments.elements[index] = glided
            }
            let separation: Vector = (itemB.center + rB) - pointA
            let bodyA = bodies[a], bodyB = bodies[b]
            let length = attachment.length ?? 0
            if length <= 0 {
                let massSum = bodyA.inverseMass + bodyB.inverseMass
                let soft = softness(mass: massSum > 0 ? 1 / massSum : 0, frequency: attachment.frequency,
                                    dampingRatio: attachment.damping)
                let k11 = massSum + bodyA.inverseInertia * rA.dy * rA.dy + bodyB.inverseInertia * rB.dy * rB.dy + soft.gamma
                let k12 = -bodyA.inverseInertia * rA.dx * rA.dy - bodyB.inverseInertia * rB.dx * rB.dy
                let k22 = massSum + bodyA.inverseInertia * rA.dx * rA.dx + bodyB.inverseInertia * rB.dx * rB.dx + soft.gamma
                let determinant = k11 * k22 - k12 * k12
                guard determinant > 0, determinant.isFinite else { continue }
                rows.append(_ConstraintRow(kind: .point, a: a, b: b, rA: rA, rB: rB, normal: .zero,
                                           inverse11: k22 / determinant, inverse12: -k12 / determinant,
                                           inverse22: k11 / determinant, bias: separation * soft.biasFactor - anchorVelocity,
                                           gamma: soft.gamma, accumulated: .zero))
            } else {
                let distance = separation.magnitude
                guard distance > 1e-9 else { continue }
                let n = separation * (1 / distance)
                let crossA = rA.cross(n), crossB = rB.cross(n)
                let inverseMass = bodyA.inverseMass + bodyB.inverseMass
                    + bodyA.inverseInertia * crossA * crossA + bodyB.inverseInertia * crossB * crossB
                guard inverseMass > 0 else { continue }
                let soft = softness(mass: 1 / inverseMass, frequency: attachment.frequency, dampingRatio: attachment.damping)
                rows.append(_ConstraintRow(kind: .axis, a: a, b: b, rA: rA, rB: rB, normal: n,
                                           inverse11: 1 / (inverseMass + soft.gamma), inverse12: 0, inverse22: 0,
                                           bias: Vector(dx: (distance - length) * soft.biasFactor - anchorVelocity.dot(n), dy: 0),
                                           gamma: soft.gamma, accumulated: .zero))
            }
        }
        for index in snaps.elements.indices {
            guard let snap = snaps.elements[index], contains(snap.item) else { continue }
            let item = items.elements[snap.item.index]!
            let b = snap.item.index + 1
            let damping = min(max(snap.damping, 0), 1)
            let frequency = snap.frequency > 0 && snap.frequency.isFinite ? snap.frequency : 2
            let mass = item.mass
            let soft = softness(mass: mass, frequency: frequency, dampingRatio: damping)
            let inverse = 1 / (1 / mass + soft.gamma)
            let separation: Vector = item.center - snap.point
            rows.append(_ConstraintRow(kind: .point, a: 0, b: b, rA: .zero, rB: .zero, normal: .zero,
                                       inverse11: inverse, inverse12: 0, inverse22: inverse,
                                       bias: separation * soft.biasFactor, gamma: soft.gamma, accumulated: .zero))
            if item.allowsRotation {
                let inertia = item.momentOfInertia
                let angular = softness(mass: inertia, frequency: frequency, dampingRatio: damping)
                let error = Double.remainder(item.angle, 2 * Double.pi)
                rows.append(_ConstraintRow(kind: .angle, a: 0, b: b, rA: .zero, rB: .zero, normal: .zero,
                                           inverse11: 1 / (1 / inertia + angular.gamma), inverse12: 0, inverse22: 0,
                                           bias: Vector(dx: error * angular.biasFactor, dy: 0),
                                           gamma: angular.gamma, accumulated: .zero))
            }
        }
    }

    /// Sequential impulses over the prepared rows.
    ///
    /// Each row is read in place and only its accumulated impulse written back, and a body is read
    /// and written field by field: a row costs its arithmetic, not copies of rows and bodies.
    mutating func solveRows() {
        let iterations = solverIterations, count = rows.count
        guard count > 0 else { return }
        rows.withUnsafeMutableBufferPointer { rows in
            bodies.withUnsafeMutableBufferPointer { bodies in
                guard let rows = rows.baseAddress, let bodies = bodies.baseAddress else { return }
                for _ in 0..<iterations {
                    for r in 0..<count {
                        DynamicsWorld.solve(rows + r, bodies)
                    }
                }
            }
        }
    }

    /// One row's impulse, applied to its two bodies (body 0, the fixed world, is never written; a row
    /// joining a body to itself changes it once, as body b).
    @inline(__always)
    static func solve(_ row: UnsafeMutablePointer<_ConstraintRow>, _ bodies: UnsafeMutablePointer<_SolverBody>) {
        let a = row.pointee.a, b = row.pointee.b
        let bodyB = bodies + b, bodyA = bodies + a
        switch row.pointee.kind {
        case .point:
            let rA = row.pointee.rA, rB = row.pointee.rB
            let velocityB: Vector = bodyB.pointee.velocity + Vector.perpendicular(bodyB.pointee.angularVelocity, rB)
            // The fixed world (body 0, anchored at rA = 0) contributes exactly (0, 0).
            let velocityA: Vector = a == 0 ? Vector(dx: 0, dy: 0) : bodyA.pointee.velocity + Vector.perpendicular(bodyA.pointee.angularVelocity, rA)
            let rhs: Vector = (velocityB - velocityA) + row.pointee.bias + row.pointee.accumulated * row.pointee.gamma
            let inverse11 = row.pointee.inverse11, inverse12 = row.pointee.inverse12, inverse22 = row.pointee.inverse22
            let impulse = Vector(dx: -(inverse11 * rhs.dx + inverse12 * rhs.dy),
                                 dy: -(inverse12 * rhs.dx + inverse22 * rhs.dy))
            row.pointee.accumulated += impulse
            apply(impulse, at: rB, to: bodyB, sign: 1)
            if a != 0 && a != b { apply(impulse, at: rA, to: bodyA, sign: -1) }
        case .axis:
            let rA = row.pointee.rA, rB = row.pointee.rB, normal = row.pointee.normal
            let velocityB: Vector = bodyB.pointee.velocity + Vector.perpendicular(bodyB.pointee.angularVelocity, rB)
            let velocityA: Vector = a == 0 ? Vector(dx: 0, dy: 0) : bodyA.pointee.velocity + Vector.perpendicular(bodyA.pointee.angularVelocity, rA)
            let speed = (velocityB - velocityA).dot(normal)
            let lambda = -row.pointee.inverse11 * (speed + row.pointee.bias.dx + row.pointee.gamma * row.pointee.accumulated.dx)
            row.pointee.accumulated.dx += lambda
            let impulse = normal * lambda
            apply(impulse, at: rB, to: bodyB, sign: 1)
            if a != 0 && a != b { apply(impulse, at: rA, to: bodyA, sign: -1) }
        case .angle:
            let speed = a == 0 ? bodyB.pointee.angularVelocity : bodyB.pointee.angularVelocity - bodyA.pointee.angularVelocity
            let lambda = -row.pointee.inverse11 * (speed + row.pointee.bias.dx + row.pointee.gamma * row.pointee.accumulated.dx)
            row.pointee.accumulated.dx += lambda
            bodyB.pointee.angularVelocity += bodyB.pointee.inverseInertia * lambda
            if a != 0 && a != b { bodyA.pointee.angularVelocity -= bodyA.pointee.inverseInertia * lambda }
        }
    }

    /// Adds (`sign` 1) or removes (−1) `impulse` at offset `r` from a body's centre.
    @inline(__always)
    static func apply(_ impulse: Vector, at r: Vector, to body: UnsafeMutablePointer<_SolverBody>, sign: Double) {
        if sign > 0 {
            body.pointee.velocity += impulse * body.pointee.inverseMass
            body.pointee.angularVelocity += body.pointee.inverseInertia * r.cross(impulse)
        } else {
            body.pointee.velocity -= impulse * body.pointee.inverseMass
            body.pointee.angularVelocity -= body.pointee.inverseInertia * r.cross(impulse)
        }
    }
}

extension DynamicsWorld {
    /// Free motion for `duration` seconds, less than a step: positions and angles move with their
    /// velocities, anchors glide, and nothing else acts. This is exactly what ``presentation(of:)``
    /// shows between steps, so an input applied after a drift finds the world where it was shown.
    mutating func drift(by duration: Double) {
        guard duration > 0 else { return }
        for index in items.elements.indices {
            guard var item = items.elements[index] else { continue }
            item.center += item.velocity * duration
            item.angle += item.angularVelocity * duration
            guard item.center.isFinite, item.angle.isFinite else { continue }
            items.elements[index] = item
        }
        for index in attachments.elements.indices {
            guard let attachment = attachments.elements[index] else { continue }
            attachments.elements[index] = attachment.glided(by: duration)
        }
        time += duration
    }
}

extension AttachmentBehavior {
    /// The attachment `duration` seconds later: the solver's anchor moved along its glide (at
    /// constant speed, arriving exactly at `anchor`), the time since the last move counted.
    @inline(__always)
    func glided(by duration: Double) -> AttachmentBehavior {
        var attachment = self
        attachment.sinceAnchorMoved = Swift.min(sinceAnchorMoved + duration, DynamicsWorld.longestGlide)
        guard otherItem == nil, let start = solverAnchor else { return attachment }
        if glideRemaining <= duration * (1 + 1e-9) {
            attachment.solverAnchor = anchor
            attachment.glideRemaining = 0
        } else {
            attachment.solverAnchor = start + (anchor - start as Vector) * (duration / glideRemaining)
            attachment.glideRemaining = glideRemaining - duration
        }
        return attachment
    }
}
