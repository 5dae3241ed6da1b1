#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// One body's view for the solver: inverse mass and inertia (0 for a fixed anchor).
struct _Body {
    var velocity: Vector
    var angularVelocity: Double
    var inverseMass: Double
    var inverseInertia: Double
}

extension Vector {
    /// The 2-D cross product of a scalar angular velocity with a vector: ω × r.
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
    /// turns the position error into a velocity bias. Frequency 0 is rigid.
    @inline(__always)
    func softness(mass: Double, frequency: Double, dampingRatio: Double) -> (gamma: Double, biasFactor: Double) {
        let h = timeStep
        guard frequency > 0, frequency.isFinite, mass > 0 else { return (0, DynamicsWorld.baumgarte / h) }
        let omega = 2 * Double.pi * frequency
        let stiffness = mass * omega * omega
        let damping = 2 * mass * max(dampingRatio, 0) * omega
        let gamma = 1 / (h * (damping + h * stiffness))
        return (gamma, h * stiffness * gamma)
    }

    @inline(__always)
    func body(_ id: DynamicItemID?) -> _Body {
        guard let id, contains(id) else { return _Body(velocity: .zero, angularVelocity: 0, inverseMass: 0, inverseInertia: 0) }
        let item = items.elements[id.index]!
        return _Body(velocity: item.velocity, angularVelocity: item.angularVelocity, inverseMass: 1 / item.mass,
                     inverseInertia: item.allowsRotation ? 1 / item.momentOfInertia : 0)
    }

    @inline(__always)
    mutating func store(_ body: _Body, in id: DynamicItemID?) {
        guard let id, contains(id) else { return }
        items.elements[id.index]!.velocity = body.velocity
        if items.elements[id.index]!.allowsRotation {
            items.elements[id.index]!.angularVelocity = body.angularVelocity
        }
    }

    /// One fixed internal step.
    mutating func advance() {
        let h = timeStep
        // Forces: gravity (mass-independent acceleration).
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
        // Pushes: forces or one-off impulses, with torque when off-centre.
        for index in pushes.elements.indices {
            guard let push = pushes.elements[index], push.isActive, contains(push.item) else { continue }
            var item = items.elements[push.item.index]!
            let scale = push.mode == .continuous ? h : 1
            let impulse = push.force * scale
            item.velocity += impulse * (1 / item.mass)
            if item.allowsRotation {
                item.angularVelocity += item.rotated(push.offset).cross(impulse) / item.momentOfInertia
            }
            items.elements[push.item.index] = item
            if push.mode == .instantaneous { pushes.elements[index]!.isActive = false }
        }
        // Resistance, implicit: v /= 1 + h·r.
        for index in items.elements.indices {
            guard let item = items.elements[index] else { continue }
            items.elements[index]!.velocity = item.velocity * (1 / (1 + h * item.resistance))
            items.elements[index]!.angularVelocity = item.angularVelocity / (1 + h * item.angularResistance)
        }
        for index in itemBehaviors.elements.indices {
            guard let behavior = itemBehaviors.elements[index], contains(behavior.item) else { continue }
            let item = items.elements[behavior.item.index]!
            items.elements[behavior.item.index]!.velocity = item.velocity * (1 / (1 + h * max(behavior.resistance, 0)))
            items.elements[behavior.item.index]!.angularVelocity = item.angularVelocity / (1 + h * max(behavior.angularResistance, 0))
        }
        // Constraints: sequential impulses over soft constraints.
        for index in attachments.elements.indices where attachments.elements[index] != nil {
            attachments.elements[index]!.accumulated = .zero
        }
        for index in snaps.elements.indices where snaps.elements[index] != nil {
            snaps.elements[index]!.accumulated = .zero
            snaps.elements[index]!.accumulatedAngular = 0
        }
        // Position errors are measured once, at the start of the step.
        for _ in 0..<solverIterations {
            for index in attachments.elements.indices where attachments.elements[index] != nil {
                solveAttachment(at: index)
            }
            for index in snaps.elements.indices where snaps.elements[index] != nil {
                solveSnap(at: index)
            }
        }
        // Integrate positions.
        for index in items.elements.indices {
            guard var item = items.elements[index] else { continue }
            if !item.allowsRotation { item.angularVelocity = 0 }
            item.center += item.velocity * h
            item.angle += item.angularVelocity * h
            if !(item.center.isFinite && item.velocity.isFinite && item.angle.isFinite && item.angularVelocity.isFinite) {
                // Cannot happen with finite inputs (every update is bounded); keep the last good state.
                continue
            }
            items.elements[index] = item
        }
        time += h
    }

    mutating func solveAttachment(at index: Int) {
        let attachment = attachments.elements[index]!
        guard contains(attachment.item) else { return }
        let itemB = items.elements[attachment.item.index]!
        var b = body(attachment.item)
        var a = body(attachment.otherItem)
        let rB = itemB.rotated(attachment.offset)
        let pointB = itemB.center + rB
        let rA: Vector, pointA: Point
        if let other = attachment.otherItem {
            guard contains(other) else { return }
            let itemA = items.elements[other.index]!
            rA = itemA.rotated(attachment.otherOffset)
            pointA = itemA.center + rA
        } else {
            rA = .zero
            pointA = attachment.anchor
        }
        let separation: Vector = pointB - pointA
        let length = attachment.length ?? 0
        let velocityB: Vector = b.velocity + Vector.perpendicular(b.angularVelocity, rB)
        let velocityA: Vector = a.velocity + Vector.perpendicular(a.angularVelocity, rA)
        let relative: Vector = velocityB - velocityA
        if length <= 0 {
            // A pin: both coordinates of the separation go to zero.
            let massSum = a.inverseMass + b.inverseMass
            let k11 = massSum + a.inverseInertia * rA.dy * rA.dy + b.inverseInertia * rB.dy * rB.dy
            let k12 = -a.inverseInertia * rA.dx * rA.dy - b.inverseInertia * rB.dx * rB.dy
            let k22 = massSum + a.inverseInertia * rA.dx * rA.dx + b.inverseInertia * rB.dx * rB.dx
            let soft = softness(mass: massSum > 0 ? 1 / massSum : 0, frequency: attachment.frequency,
                                dampingRatio: attachment.damping)
            let m11 = k11 + soft.gamma, m22 = k22 + soft.gamma
            let determinant = m11 * m22 - k12 * k12
            guard determinant > 0 else { return }
            let rhs: Vector = relative + separation * soft.biasFactor + attachment.accumulated * soft.gamma
            let impulse = Vector(dx: -(m22 * rhs.dx - k12 * rhs.dy) / determinant,
                                 dy: -(m11 * rhs.dy - k12 * rhs.dx) / determinant)
            attachments.elements[index]!.accumulated += impulse
            apply(impulse, rA: rA, rB: rB, a: &a, b: &b)
        } else {
            let distance = separation.magnitude
            guard distance > 1e-9 else { return }
            let n = separation * (1 / distance)
            let crossA = rA.cross(n), crossB = rB.cross(n)
            let inverseMass = a.inverseMass + b.inverseMass + a.inverseInertia * crossA * crossA + b.inverseInertia * crossB * crossB
            guard inverseMass > 0 else { return }
            let soft = softness(mass: 1 / inverseMass, frequency: attachment.frequency, dampingRatio: attachment.damping)
            let accumulated = attachments.elements[index]!.accumulated.dx
            let lambda = -(relative.dot(n) + (distance - length) * soft.biasFactor + soft.gamma * accumulated)
                / (inverseMass + soft.gamma)
            attachments.elements[index]!.accumulated.dx += lambda
            apply(n * lambda, rA: rA, rB: rB, a: &a, b: &b)
        }
        store(b, in: attachment.item)
        store(a, in: attachment.otherItem)
    }

    @inline(__always)
    func apply(_ impulse: Vector, rA: Vector, rB: Vector, a: inout _Body, b: inout _Body) {
        b.velocity += impulse * b.inverseMass
        b.angularVelocity += b.inverseInertia * rB.cross(impulse)
        a.velocity -= impulse * a.inverseMass
        a.angularVelocity -= a.inverseInertia * rA.cross(impulse)
    }

    mutating func solveSnap(at index: Int) {
        let snap = snaps.elements[index]!
        guard contains(snap.item) else { return }
        var item = items.elements[snap.item.index]!
        let mass = item.mass
        let damping = min(max(snap.damping, 0), 1)
        let frequency = snap.frequency > 0 && snap.frequency.isFinite ? snap.frequency : 2
        let soft = softness(mass: mass, frequency: frequency, dampingRatio: damping)
        let separation: Vector = item.center - snap.point
        let rhs: Vector = item.velocity + separation * soft.biasFactor + snap.accumulated * soft.gamma
        let impulse = rhs * (-1 / (1 / mass + soft.gamma))
        snaps.elements[index]!.accumulated += impulse
        item.velocity += impulse * (1 / mass)
        if item.allowsRotation {
            let inertia = item.momentOfInertia
            let angular = softness(mass: inertia, frequency: frequency, dampingRatio: damping)
            let error = remainder(item.angle, 2 * Double.pi)
            let angularImpulse = -(item.angularVelocity + error * angular.biasFactor + angular.gamma * snap.accumulatedAngular)
                / (1 / inertia + angular.gamma)
            snaps.elements[index]!.accumulatedAngular += angularImpulse
            item.angularVelocity += angularImpulse / inertia
        }
        items.elements[snap.item.index] = item
    }
}
