import Geometry

extension DynamicsWorld {
    /// Becomes `saved`, in this world's own buffers (its items, behaviours and solver rows): an interaction's
    /// `restore(_:)`.
    ///
    /// - Complexity: O(items and behaviours); no allocation.
    package mutating func restore(_ saved: Self) {
        var items = self.items, gravities = self.gravities, attachments = self.attachments, snaps = self.snaps
        var pushes = self.pushes, itemBehaviors = self.itemBehaviors, bodies = self.bodies, rows = self.rows
        self = saved
        items.restore(saved.items)
        gravities.restore(saved.gravities)
        attachments.restore(saved.attachments)
        snaps.restore(saved.snaps)
        pushes.restore(saved.pushes)
        itemBehaviors.restore(saved.itemBehaviors)
        bodies._restore(saved.bodies)
        rows._restore(saved.rows)
        self.items = items
        self.gravities = gravities
        self.attachments = attachments
        self.snaps = snaps
        self.pushes = pushes
        self.itemBehaviors = itemBehaviors
        self.bodies = bodies
        self.rows = rows
    }
}
