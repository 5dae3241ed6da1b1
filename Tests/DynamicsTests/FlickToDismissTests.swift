import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// The TweetBot flick Tossable builds on the world: snapped card, off-centre grab by a moving finger,
/// release into gravity or back to the snap.
@Suite struct FlickToDismissTests {
    let home = Point(x: 187.5, y: 333.5)

    func grabAndDrag(_ world: inout DynamicsWorld, card: DynamicItemID, snap: BehaviorID<SnapBehavior>,
                     move: Vector, frames: Int) -> (grab: BehaviorID<AttachmentBehavior>, finger: Point) {
        world.remove(snap)
        let touch = home + Vector(dx: 80, dy: 120)
        let grab = world.add(AttachmentBehavior(item: card, offset: touch - home, anchor: touch, length: 0))
        var finger = touch
        for _ in 0..<frames {
            finger += move
            world[grab].anchor = finger
            world.step(by: 1.0 / 120)
        }
        return (grab, finger)
    }

    @Test func fastFlickFliesOffUnderGravity() throws {
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: home, size: Size(width: 300, height: 400)))
        let snap = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        let (grab, _) = grabAndDrag(&world, card: card, snap: snap, move: Vector(dx: 4, dy: 12), frames: 20)
        #expect(world[card].angle != 0)                      // held below the centre and dragged: it turned
        world.remove(grab)
        let release = Vector(dx: 500, dy: 1500)
        world.setVelocity(release, of: card)
        world.add(GravityBehavior(direction: release, magnitude: 0.2))
        for _ in 0..<120 { world.step(by: 1.0 / 120) }
        let state = world[card]
        #expect(state.center.y > 667 + 200)                  // well off a 667-point screen
        #expect(state.velocity.dot(release) > release.magnitudeSquared)   // gravity along the throw sped it up
        #expect(state.center.isFinite && state.angle.isFinite)
    }

    @Test func slowReleaseSnapsBackHomeAndUpright() throws {
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: home, size: Size(width: 300, height: 400)))
        let snap = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        let (grab, finger) = grabAndDrag(&world, card: card, snap: snap, move: Vector(dx: -1, dy: 1.5), frames: 40)
        #expect(world[card].point(atOffset: Vector(dx: 80, dy: 120)).distance(to: finger) < 0.25)
        world.remove(grab)
        world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        for _ in 0..<180 { world.step(by: 1.0 / 120) }
        #expect(world[card].center.distance(to: home) < 0.5)
        #expect(abs(world[card].angle) < 0.005)
    }
}
