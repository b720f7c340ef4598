import Foundation
import UIKit

/// A point of a drag, in fractions of the window's width and height. With `fromPresentedTop`
/// the height fraction is measured from the top of the frontmost presented view (a sheet's
/// top edge moves with its detent and the device).
public struct LivePoint: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var fromPresentedTop: Bool

  public init(_ x: Double, _ y: Double, fromPresentedTop: Bool = false) {
    self.x = x
    self.y = y
    self.fromPresentedTop = fromPresentedTop
  }

  /// The point in window coordinates for a window of `size` and a presented view whose top is
  /// at `presentedTop` (0 when nothing is presented).
  public func resolved(in size: CGSize, presentedTop: Double) -> CGPoint {
    CGPoint(x: x * size.width, y: (fromPresentedTop ? presentedTop : 0) + y * size.height)
  }
}

/// One way to drive one of a scene's interactive transitions with the finger, and where it
/// must leave the app: the studio lists them beside the stage ("Try"), and the tests (Swift and
/// Chromium) run every one in each of the scene's sizes.
public struct LiveDrive: Sendable, Hashable {
  public enum Outcome: String, Sendable { case finish, cancel }
  /// The interactive transition ("interactive pop", "swipe-down dismissal"…).
  public var transition: String
  public var outcome: Outcome
  /// What to do, in words, for the page.
  public var hint: String
  /// Scene actions run first (each is a no-op when already done, e.g. "present").
  public var actions: [String]
  public var from: LivePoint
  public var to: LivePoint
  /// Pointer moves from `from` to `to`, one a frame (1/60 s); more steps is a slower drag.
  public var steps: Int
  /// The frontmost controller's title once everything is at rest.
  public var top: String
  /// The sheet's resting detent once at rest (`Detent.Identifier.rawValue`), when it matters.
  public var detent: String?

  init(
    _ transition: String, _ outcome: Outcome, hint: String, actions: [String] = [], from: LivePoint, to: LivePoint,
    steps: Int = 30, top: String, detent: String? = nil
  ) {
    self.transition = transition
    self.outcome = outcome
    self.hint = hint
    self.actions = actions
    self.from = from
    self.to = to
    self.steps = steps
    self.top = top
    self.detent = detent
  }

  var json: LiveJSON {
    func point(_ p: LivePoint) -> LiveJSON { .array([.number(p.x), .number(p.y), .bool(p.fromPresentedTop)]) }
    return .object([
      ("transition", .string(transition)), ("outcome", .string(outcome.rawValue)), ("hint", .string(hint)),
      ("actions", .array(actions.map { .string($0) })), ("from", point(from)), ("to", point(to)),
      ("steps", .number(Double(steps))), ("top", .string(top)), ("detent", detent.map { .string($0) } ?? .null),
    ])
  }
}
