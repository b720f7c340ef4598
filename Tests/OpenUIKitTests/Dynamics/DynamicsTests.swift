import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Counts the animator delegate's calls.
@MainActor
final class DynamicsDelegateLog: NSObject, UIDynamicAnimatorDelegate {
  var resumes = 0
  var pauses = 0
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
}

/// Records a collision behavior's contacts.
@MainActor
final class ContactLog: NSObject, UICollisionBehaviorDelegate {
  var began: [String] = []
  var ended: [String] = []
  var points: [CGPoint] = []
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    began.append(identifier.map { "\($0)" } ?? "bounds")
    points.append(p)
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    ended.append(identifier.map { "\($0)" } ?? "bounds")
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint
  ) {
    began.append("item")
  }
}

/// UIKit Dynamics (Docs/Behaviour/dynamics.md): the animator steps its behaviors on the media
/// clock, pauses at rest and tells its delegate.
@MainActor
@Suite(.serialized)
struct DynamicsTests {
  /// A 390 × 844 reference view with a 100 × 100 item centered at `center`.
  func scene(_ center: CGPoint = CGPoint(x: 195, y: 150)) -> (UIView, UIView, UIDynamicAnimator) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    item.center = center
    reference.addSubview(item)
    return (reference, item, UIDynamicAnimator(referenceView: reference))
  }

  @Test("UIGravityBehavior: magnitude 1.0 is 1000 points/s²; the item falls ½·a·t² in t (within the 1/120 s integrator's ½·a·h·t)")
  func gravityDistance() {
    let (_, item, animator) = scene()
    let gravity = UIGravityBehavior(items: [item])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(gravity.magnitude == 1)
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    animator.addBehavior(gravity)
    #expect(animator.isRunning)
    UIApplication.shared.advance(by: 0.5)
    let t = animator.elapsedTime()
    #expect(abs(t - 0.5) < 0.02)
    let fallen = item.center.y - 150
    let exact = 0.5 * 1000 * t * t
    #expect(fallen >= exact - 1e-6)
    #expect(fallen - exact <= 0.5 * 1000 * (1.0 / 120) * t + 1e-6)
    #expect(item.center.x == 195)
    // Half the magnitude, sideways: 500 points/s² to the right.
    let (_, item2, animator2) = scene()
    let sideways = UIGravityBehavior(items: [item2])
    sideways.setAngle(0, magnitude: 0.5)
    animator2.addBehavior(sideways)
    UIApplication.shared.advance(by: 0.5)
    let t2 = animator2.elapsedTime()
    #expect(abs((item2.center.x - 195) - 0.5 * 500 * t2 * t2) < 0.5 * 500 * (1.0 / 120) * t2 + 1e-6)
    #expect(abs(item2.center.y - 150) < 1e-9)
    animator.removeAllBehaviors()
    animator2.removeAllBehaviors()
  }

  @Test("UIPushBehavior .instantaneous: magnitude 1 gives a 100×100 item of density 1 a velocity of 100 points/s (50 at density 2), once; active turns false")
  func instantaneousPush() {
    let (_, item, animator) = scene()
    let push = UIPushBehavior(items: [item], mode: .instantaneous)
    #expect(push.active && push.pushDirection == CGVector(dx: 0, dy: 0))
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let properties = UIDynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(properties)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(abs(properties.linearVelocity(for: item).x - 100) < 1e-9)
    #expect(!push.active)
    UIApplication.shared.advance(by: 0.5)
    // No further impulse: still 100 points/s, and the item moved 100 × elapsed.
    #expect(abs(properties.linearVelocity(for: item).x - 100) < 1e-9)
    #expect(abs((item.center.x - 195) - 100 * animator.elapsedTime()) < 1e-6)
    // Density 2 doubles the mass: half the velocity change.
    let (_, heavy, animator2) = scene()
    let push2 = UIPushBehavior(items: [heavy], mode: .instantaneous)
    push2.setAngle(.pi / 2, magnitude: 1)
    let dense = UIDynamicItemBehavior(items: [heavy])
    dense.density = 2
    animator2.addBehavior(dense)
    animator2.addBehavior(push2)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(abs(dense.linearVelocity(for: heavy).y - 50) < 1e-9)
    // Active again: another impulse.
    push2.active = true
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(abs(dense.linearVelocity(for: heavy).y - 100) < 1e-9)
    animator.removeAllBehaviors()
    animator2.removeAllBehaviors()
  }

  @Test("UIPushBehavior .continuous: magnitude 1 accelerates a 100×100 item of density 1 at 100 points/s²")
  func continuousPush() {
    let (_, item, animator) = scene()
    let push = UIPushBehavior(items: [item], mode: .continuous)
    push.magnitude = 1
    #expect(abs(push.pushDirection.dx - 1) < 1e-12)
    let properties = UIDynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(properties)
    UIApplication.shared.advance(by: 0.5)
    #expect(abs(properties.linearVelocity(for: item).x - 100 * animator.elapsedTime()) < 1e-6)
    animator.removeAllBehaviors()
  }

  @Test("UISnapBehavior: the item settles on the snap point, upright; the animator pauses and its delegate hears willResume and didPause once each")
  func snapSettlesAndPauses() {
    let (_, item, animator) = scene()
    item.transform = CGAffineTransform(rotationAngle: 0.3)
    let log = DynamicsDelegateLog()
    animator.delegate = log
    let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 600))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    #expect(log.resumes == 1)
    UIApplication.shared.advance(by: 0.1)
    #expect(animator.isRunning)
    UIApplication.shared.runUntilIdle()
    #expect(!animator.isRunning)
    #expect(log.resumes == 1 && log.pauses == 1)
    #expect(hypot(item.center.x - 300, item.center.y - 600) < 0.5)
    #expect(abs(atan2(item.transform.b, item.transform.a)) < 0.01)
    // It settles in a plausible time (well under two seconds).
    #expect(animator.elapsedTime() < 2)
    // Moving the snap point resumes it.
    snap.snapPoint = CGPoint(x: 100, y: 200)
    #expect(animator.isRunning && log.resumes == 2)
    UIApplication.shared.runUntilIdle()
    #expect(hypot(item.center.x - 100, item.center.y - 200) < 0.5)
    #expect(log.pauses == 2)
  }

  @Test("UISnapBehavior damping: more damping overshoots less")
  func snapDamping() {
    func overshoot(_ damping: CGFloat) -> CGFloat {
      let (_, item, animator) = scene(CGPoint(x: 195, y: 100))
      let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 195, y: 500))
      snap.damping = damping
      var most: CGFloat = 0
      snap.action = { most = max(most, item.center.y - 500) }
      animator.addBehavior(snap)
      UIApplication.shared.runUntilIdle()
      return most
    }
    let loose = overshoot(0.1), stiff = overshoot(0.9)
    #expect(loose > stiff)
    #expect(stiff < 1)
  }

  @Test("UIAttachmentBehavior (rigid, frequency 0): the attached point follows a moving anchor")
  func attachmentFollowsAnchor() {
    let (_, item, animator) = scene(CGPoint(x: 195, y: 400))
    let offset = UIOffset(horizontal: 20, vertical: -30)
    let attachment = UIAttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: CGPoint(x: 215, y: 370))
    #expect(attachment.length == 0 && attachment.frequency == 0 && attachment.damping == 0)
    #expect(attachment.attachedBehaviorType == .anchor)
    animator.addBehavior(attachment)
    for i in 1...30 {
      attachment.anchorPoint = CGPoint(x: 215 + CGFloat(i) * 4, y: 370 + CGFloat(i) * 6)
      UIApplication.shared.advance(by: 1.0 / 60)
      let r = CGPoint(x: offset.horizontal, y: offset.vertical).applying(item.transform)
      let attached = CGPoint(x: item.center.x + r.x, y: item.center.y + r.y)
      #expect(hypot(attached.x - attachment.anchorPoint.x, attached.y - attachment.anchorPoint.y) < 0.5)
    }
    animator.removeAllBehaviors()
  }

  @Test("UIAttachmentBehavior spring (frequency > 0): the item hangs below the anchor at the attachment length and comes to rest")
  func springAttachment() {
    let (_, item, animator) = scene(CGPoint(x: 195, y: 300))
    let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 195, y: 200))
    #expect(spring.length == 100)
    spring.frequency = 2
    spring.damping = 0.7
    animator.addBehavior(spring)
    let properties = UIDynamicItemBehavior(items: [item])
    properties.addLinearVelocity(CGPoint(x: 0, y: 400), for: item)
    animator.addBehavior(properties)
    UIApplication.shared.advance(by: 0.1)
    #expect(item.center.y > 310)
    UIApplication.shared.runUntilIdle()
    #expect(!animator.isRunning)
    #expect(abs(item.center.y - 300) < 1)
    animator.removeAllBehaviors()
  }

  @Test("UICollisionBehavior translatesReferenceBoundsIntoBoundary: a falling item stops on the bottom edge, the delegate hears the contact (nil identifier) once, the animator pauses")
  func collisionWithReferenceBounds() {
    let (reference, item, animator) = scene()
    let gravity = UIGravityBehavior(items: [item])
    let collision = UICollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let contacts = ContactLog()
    collision.collisionDelegate = contacts
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    UIApplication.shared.runUntilIdle()
    #expect(!animator.isRunning)
    #expect(abs(item.frame.maxY - reference.bounds.maxY) < 0.5)
    #expect(item.frame.minX >= 0 && item.frame.maxX <= 390)
    #expect(contacts.began == ["bounds"])
    #expect(contacts.ended.isEmpty)
    #expect(abs(contacts.points[0].y - 844) < 1)
    animator.removeAllBehaviors()
  }

  @Test("UICollisionBehavior: elasticity bounces the item; it stays inside the bounds, and separating ends the contact")
  func elasticCollision() {
    let (reference, item, animator) = scene(CGPoint(x: 195, y: 600))
    let gravity = UIGravityBehavior(items: [item])
    let collision = UICollisionBehavior(items: [item])
    collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
    let contacts = ContactLog()
    collision.collisionDelegate = contacts
    let bouncy = UIDynamicItemBehavior(items: [item])
    bouncy.elasticity = 0.6
    bouncy.allowsRotation = false
    var lowest: CGFloat = 0
    collision.action = { lowest = max(lowest, item.frame.maxY) }
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(bouncy)
    UIApplication.shared.runUntilIdle()
    #expect(lowest <= 800 + 1e-6)
    #expect(abs(item.frame.maxY - 800) < 0.5)
    #expect(contacts.began.count >= 2)
    #expect(contacts.ended.count == contacts.began.count - 1)
    #expect(reference.bounds.height == 844)
    animator.removeAllBehaviors()
  }

  @Test("UICollisionBehavior boundaries: a segment boundary by identifier stops the item and is named to the delegate")
  func boundaryByIdentifier() {
    let (_, item, animator) = scene()
    let collision = UICollisionBehavior(items: [item])
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 390, y: 500))
    #expect(collision.boundaryIdentifiers?.count == 1)
    #expect(collision.boundary(withIdentifier: "floor" as NSString) != nil)
    #expect(collision.boundary(withIdentifier: "wall" as NSString) == nil)
    let contacts = ContactLog()
    collision.collisionDelegate = contacts
    animator.addBehavior(UIGravityBehavior(items: [item]))
    animator.addBehavior(collision)
    UIApplication.shared.runUntilIdle()
    #expect(abs(item.frame.maxY - 500) < 0.5)
    #expect(contacts.began == ["floor"])
    collision.removeBoundary(withIdentifier: "floor" as NSString)
    #expect(collision.boundaryIdentifiers == nil)
    animator.removeAllBehaviors()
  }

  @Test("UICollisionBehavior items mode: two items do not pass through each other")
  func itemsCollide() {
    let (reference, item, animator) = scene(CGPoint(x: 195, y: 700))
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    top.center = CGPoint(x: 215, y: 300)
    reference.addSubview(top)
    let collision = UICollisionBehavior(items: [item, top])
    collision.translatesReferenceBoundsIntoBoundary = true
    let contacts = ContactLog()
    collision.collisionDelegate = contacts
    let noSpin = UIDynamicItemBehavior(items: [item, top])
    noSpin.allowsRotation = false
    animator.addBehavior(UIGravityBehavior(items: [item, top]))
    animator.addBehavior(collision)
    animator.addBehavior(noSpin)
    UIApplication.shared.advance(by: 3)
    #expect(top.frame.maxY <= item.frame.minY + 1)
    #expect(contacts.began.contains("item"))
    animator.removeAllBehaviors()
  }

  @Test("UIDynamicItemBehavior resistance slows the item (velocity decays, distance shorter)")
  func resistanceSlows() {
    func travel(_ resistance: CGFloat) -> (CGFloat, CGFloat) {
      let (_, item, animator) = scene(CGPoint(x: 50, y: 400))
      let properties = UIDynamicItemBehavior(items: [item])
      properties.resistance = resistance
      properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
      animator.addBehavior(properties)
      UIApplication.shared.advance(by: 0.5)
      let v = properties.linearVelocity(for: item).x
      animator.removeAllBehaviors()
      return (item.center.x - 50, v)
    }
    let (free, freeSpeed) = travel(0)
    let (slowed, slowedSpeed) = travel(4)
    #expect(abs(freeSpeed - 300) < 1e-9)
    #expect(slowedSpeed < 300 * exp(-4 * 0.5) * 1.1 && slowedSpeed > 0)
    #expect(slowed < free * 0.7)
  }

  @Test("UIDynamicItemBehavior angular velocity turns the item (transform is the rotation); allowsRotation false keeps it upright")
  func angularVelocity() {
    let (_, item, animator) = scene()
    let properties = UIDynamicItemBehavior(items: [item])
    properties.addAngularVelocity(2, for: item)
    animator.addBehavior(properties)
    UIApplication.shared.advance(by: 0.5)
    let angle = atan2(item.transform.b, item.transform.a)
    #expect(abs(angle - 2 * animator.elapsedTime()) < 1e-6)
    #expect(abs(properties.angularVelocity(for: item) - 2) < 1e-9)
    properties.allowsRotation = false
    UIApplication.shared.advance(by: 0.1)
    #expect(properties.angularVelocity(for: item) == 0)
    animator.removeAllBehaviors()
  }

  @Test("UIDynamicAnimator.removeAllBehaviors: motion stops where it is, the animator pauses (didPause), behaviors is empty")
  func removingStopsMotion() {
    let (_, item, animator) = scene()
    let log = DynamicsDelegateLog()
    animator.delegate = log
    let gravity = UIGravityBehavior(items: [item])
    animator.addBehavior(gravity)
    UIApplication.shared.advance(by: 0.2)
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty && gravity.dynamicAnimator == nil)
    let stopped = item.center
    UIApplication.shared.advance(by: 0.5)
    #expect(item.center == stopped)
    #expect(!animator.isRunning && log.pauses == 1)
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 390, height: 844)).isEmpty)
  }

  @Test("UIDynamicBehavior: child behaviors run with their parent; action runs every step; willMove(to:) is told on add and remove")
  func compositeBehavior() {
    final class Drop: UIDynamicBehavior {
      var moves: [Bool] = []
      init(item: UIView) {
        super.init()
        addChildBehavior(UIGravityBehavior(items: [item]))
      }
      override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
    }
    let (_, item, animator) = scene()
    let drop = Drop(item: item)
    var steps = 0
    drop.action = { steps += 1 }
    animator.addBehavior(drop)
    #expect(drop.childBehaviors.first?.dynamicAnimator === animator)
    UIApplication.shared.advance(by: 0.25)
    #expect(item.center.y > 150)
    #expect(steps == 15)
    #expect(animator.items(in: item.frame).count == 1)
    animator.removeBehavior(drop)
    #expect(drop.moves == [true, false])
  }

  @Test("UIDynamicAnimator.updateItem(usingCurrentState:): the animator takes a center the app set")
  func updateItemUsingCurrentState() {
    let (_, item, animator) = scene()
    let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 195, y: 150))
    animator.addBehavior(snap)
    UIApplication.shared.runUntilIdle()
    item.center = CGPoint(x: 195, y: 400)
    animator.updateItem(usingCurrentState: item)
    UIApplication.shared.advance(by: 0.05)
    #expect(item.center.y < 400 && item.center.y > 150)
    UIApplication.shared.runUntilIdle()
    #expect(abs(item.center.y - 150) < 0.5)
  }

  @Test("Misuse: a behavior added to a second animator and an item outside the reference view give UIKit's exception, no effect, no crash")
  func misuse() {
    let (reference, item, animator) = scene()
    let (_, _, other) = scene()
    UIApplication.shared.removeAllDiagnostics()
    let gravity = UIGravityBehavior(items: [item])
    animator.addBehavior(gravity)
    other.addBehavior(gravity)
    #expect(gravity.dynamicAnimator === animator)
    #expect(other.behaviors.isEmpty)
    #expect(UIApplication.shared.diagnostics.count == 1)
    #expect(UIApplication.shared.diagnostics.first?.kind == .exception)
    let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let snap = UISnapBehavior(item: stranger, snapTo: .zero)
    animator.addBehavior(snap)
    #expect(animator.behaviors.count == 1)
    #expect(UIApplication.shared.diagnostics.last?.message.hasPrefix("View item (<UIView:") == true)
    #expect(UIApplication.shared.diagnostics.last?.message.contains("should be a descendant of reference view in <UIDynamicAnimator:") == true)
    // Adding a stranger to a running behavior is refused the same way.
    gravity.addItem(stranger)
    #expect(gravity.items.count == 1)
    // A second gravity behavior: UIKit's warning (it is still added).
    animator.addBehavior(UIGravityBehavior(items: [item]))
    #expect(UIApplication.shared.diagnostics.last?.kind == .warning)
    #expect(UIApplication.shared.diagnostics.last?.message == "Multiple gravity behavior per animator is undefined and may assert in the future")
    #expect(animator.behaviors.count == 2)
    animator.removeAllBehaviors()
    UIApplication.shared.removeAllDiagnostics()
    _ = reference
  }

  @Test("Lifetime: the animator, its behaviors and items are freed with the view and controller that own them (the engine holds animators weakly)")
  func noLeaks() {
    weak var weakAnimator: UIDynamicAnimator?
    weak var weakGravity: UIGravityBehavior?
    weak var weakItem: UIView?
    weak var weakReference: UIView?
    do {
      let (reference, item, animator) = scene()
      let gravity = UIGravityBehavior(items: [item])
      gravity.action = { [weak item] in _ = item?.center }
      animator.addBehavior(gravity)
      animator.addBehavior(UICollisionBehavior(items: [item]))
      UIApplication.shared.advance(by: 0.1)
      weakAnimator = animator
      weakGravity = gravity
      weakItem = item
      weakReference = reference
      item.removeFromSuperview()
    }
    UIApplication.shared.advance(by: 0.1)
    #expect(weakAnimator == nil)
    #expect(weakGravity == nil)
    #expect(weakItem == nil)
    #expect(weakReference == nil)
  }

  @Test("Idle frames: a running animator makes every frame count; once paused its frames can be skipped")
  func runningKeepsFramesPausedSkips() {
    let (_, item, animator) = scene()
    let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 195, y: 300))
    animator.addBehavior(snap)
    let before = MediaClock.shared.framesRun
    UIApplication.shared.advance(by: 0.25)
    #expect(MediaClock.shared.framesRun - before == 15)
    UIApplication.shared.runUntilIdle()
    #expect(!animator.isRunning)
    // Nothing of the animator's is due: at most the frames other subsystems ask for.
    let paused = MediaClock.shared.framesRun
    UIApplication.shared.advance(by: 1)
    #expect(MediaClock.shared.framesRun - paused < 60)
    animator.removeAllBehaviors()
  }

  @Test("UIDynamicItem.collisionBoundsType .ellipse: a round view falling on the bounds rests on its lowest point")
  func ellipseCollision() {
    final class Ball: UIView {
      override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }
    let (reference, _, animator) = scene()
    let ball = Ball(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    reference.addSubview(ball)
    let collision = UICollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [ball]))
    animator.addBehavior(collision)
    UIApplication.shared.runUntilIdle()
    #expect(!animator.isRunning)
    #expect(abs(ball.center.y - (844 - 30)) < 0.5)
    animator.removeAllBehaviors()
  }

  @Test("UIDynamicItem: any object with center, bounds and transform (here layout attributes) is moved by an animator")
  func layoutAttributesItem() {
    let (_, _, animator) = scene()
    let attributes = UICollectionViewLayoutAttributes()
    attributes.center = CGPoint(x: 50, y: 50)
    attributes.size = CGSize(width: 100, height: 100)
    let push = UIPushBehavior(items: [attributes], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    animator.addBehavior(push)
    UIApplication.shared.advance(by: 0.5)
    #expect(attributes.center.y > 50 && attributes.center.x == 50)
    animator.removeAllBehaviors()
  }
}
