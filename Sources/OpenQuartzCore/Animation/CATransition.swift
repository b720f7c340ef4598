import Foundation

/// The key UIKit and apps add layer transitions under (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"

/// A predefined transition (`CATransition.type`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The layer's old content fades out while the new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old content.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content slides in and pushes the old content out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides out and reveals the new content.
  public static let reveal = CATransitionType(rawValue: "reveal")
  // Core Animation's private types that UIKit's own view transitions use (and some apps name):
  // drawn here as described in `CATransition._compose`.
  package static let flip = CATransitionType(rawValue: "oglFlip")
  package static let pageCurl = CATransitionType(rawValue: "pageCurl")
  package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The side a motion transition begins at (`CATransition.subtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated transition between two states of a layer: the layer's rendered content when the
/// transition is added (the old state) gives way to its content as it is after the changes
/// that follow (the new state), by fading, moving in, pushing or revealing. Like Core
/// Animation, the transition is drawn only: the layer's model and presentation values never
/// change because of it (hit-testing and `presentation()` see the new state at once).
///
/// Defaults (Core Animation Programming Guide, "Transition Animation"): `type` fade, no
/// subtype, the transaction's duration (0.25 s) when `duration` is 0, linear pacing,
/// `startProgress` 0, `endProgress` 1. A motion transition without a subtype enters from the
/// left (Apple's CATransition example). Docs/Behaviour/core.md "Layer transitions" lists the
/// choices where Core Animation is undocumented.
open class CATransition: CAAnimation {
  @exclusivity(unchecked) open var type: CATransitionType = .fade
  @exclusivity(unchecked) open var subtype: CATransitionSubtype?
  /// Where the transition starts, as a fraction of the whole (0…1).
  @exclusivity(unchecked) open var startProgress: Float = 0
  /// Where the transition ends, as a fraction of the whole (`startProgress`…1).
  @exclusivity(unchecked) open var endProgress: Float = 1
  /// A Core Image filter on macOS; no filters exist here, so a transition with one draws
  /// its `type` (iOS ignores filters on layers as well).
  @exclusivity(unchecked) open var filter: Any?

  /// The layer's rendered content when this (attached) copy was added: the old state.
  @exclusivity(unchecked) package var _oldContent: RenderLayer?

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    filter = other.filter
  }

  /// A transition has no property to animate: its node is a group without children, so the
  /// engine runs its timing (start, stop, delegate, completion blocks, idle frames) and the
  /// render snapshot draws it.
  @MainActor
  package override func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    .group(_GroupTrack(timing: _timingModel(defaultDuration: defaultDuration), children: []))
  }

  /// The transition's progress (`startProgress`…`endProgress`) at the layer's local time, or
  /// nil while it has no effect (before it begins, after it ends without a fill).
  package func _progress(timing: _TimingModel, layerTime: CFTimeInterval) -> Double? {
    guard let sample = timing.sample(parentTime: layerTime) else { return nil }
    let d = timing.duration
    let linear = d > 0 ? min(max(sample.time / d, 0), 1) : 1
    let paced = timingFunction.map { Double($0._solve(linear)) } ?? linear
    let start = Double(min(max(startProgress, 0), 1))
    let end = Double(min(max(endProgress, startProgress), 1))
    return start + (end - start) * paced
  }

  /// `new`, the layer's render node now, drawn as the transition from `old` at `progress`:
  /// a node with the layer's own geometry, opacity, clip and mask, holding the two states'
  /// content (background, border, shadow, contents and sublayers) as two children centred in
  /// its bounds, moved and faded by the transition. The children take ids derived from the
  /// layer's (negative, so they meet no live layer's).
  package func _compose(new: RenderLayer, old: RenderLayer, progress p: Double) -> RenderLayer {
    var wrapper = RenderLayer(id: new.id)
    wrapper.name = new.name
    wrapper.bounds = new.bounds
    wrapper.position = new.position
    wrapper.anchorPoint = new.anchorPoint
    wrapper.zPosition = new.zPosition
    wrapper.transform = new.transform
    wrapper.opacity = new.opacity
    wrapper.isHidden = new.isHidden
    wrapper.isDoubleSided = new.isDoubleSided
    wrapper.masksToBounds = new.masksToBounds
    wrapper.cornerRadius = new.cornerRadius
    wrapper.maskedCorners = new.maskedCorners
    wrapper.mask = new.mask
    wrapper.model = new.model
    let size = new.bounds.size
    let center = CGPoint(x: new.bounds.midX, y: new.bounds.midY)
    func content(_ layer: RenderLayer, id: Int, offset: CGPoint, opacity: Double) -> RenderLayer {
      var c = layer
      c.id = id
      c.name = layer.name.map { $0 + (id == -2 * new.id - 1 ? " (old)" : " (new)") }
      c.mask = []
      c.model = nil
      c.zPosition = 0
      c.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      c.position = center
      c.transform = CATransform3DMakeTranslation(offset.x, offset.y, 0)
      c.opacity = opacity
      return c
    }
    let direction: CGPoint
    switch subtype {
    case .fromRight?: direction = CGPoint(x: size.width, y: 0)
    case .fromTop?: direction = CGPoint(x: 0, y: -size.height)
    case .fromBottom?: direction = CGPoint(x: 0, y: size.height)
    default: direction = CGPoint(x: -size.width, y: 0)
    }
    let entering = CGPoint(x: direction.x * (1 - p), y: direction.y * (1 - p))
    let leaving = CGPoint(x: -direction.x * p, y: -direction.y * p)
    let oldID = -2 * new.id - 1
    let newID = -2 * new.id - 2
    switch type {
    case .flip:
      // Edge-on at half-way: the old state turns away in the first half, the new one turns in
      // in the second (about the vertical axis for left/right, the horizontal for top/bottom).
      var perspective = CATransform3DIdentity
      perspective.m34 = -1 / 1000
      let (x, y, sign): (CGFloat, CGFloat, CGFloat)
      switch subtype {
      case .fromRight?: (x, y, sign) = (0, 1, -1)
      case .fromTop?: (x, y, sign) = (1, 0, -1)
      case .fromBottom?: (x, y, sign) = (1, 0, 1)
      default: (x, y, sign) = (0, 1, 1)
      }
      var oldNode = content(old, id: oldID, offset: .zero, opacity: 1)
      var newNode = content(new, id: newID, offset: .zero, opacity: 1)
      let half = CGFloat.pi / 2
      oldNode.transform = CATransform3DRotate(perspective, -sign * half * min(CGFloat(p) * 2, 1), x, y, 0)
      newNode.transform = CATransform3DRotate(perspective, sign * half * min(2 - CGFloat(p) * 2, 1), x, y, 0)
      oldNode.isHidden = old.isHidden || p >= 0.5
      newNode.isHidden = new.isHidden || p < 0.5
      wrapper.sublayers = [oldNode, newNode]
    case .pageCurl:
      // Drawn as the old page lifting away upwards off the new one (no curl geometry).
      let up = CGPoint(x: 0, y: -size.height * p)
      wrapper.sublayers = [
        content(new, id: newID, offset: .zero, opacity: 1), content(old, id: oldID, offset: up, opacity: 1),
      ]
    case .pageUnCurl:
      // Drawn as the new page coming down from above over the old one.
      let down = CGPoint(x: 0, y: -size.height * (1 - p))
      wrapper.sublayers = [
        content(old, id: oldID, offset: .zero, opacity: 1), content(new, id: newID, offset: down, opacity: 1),
      ]
    case .moveIn:
      wrapper.sublayers = [
        content(old, id: oldID, offset: .zero, opacity: 1), content(new, id: newID, offset: entering, opacity: 1),
      ]
    case .push:
      wrapper.sublayers = [
        content(old, id: oldID, offset: leaving, opacity: 1), content(new, id: newID, offset: entering, opacity: 1),
      ]
    case .reveal:
      wrapper.sublayers = [
        content(new, id: newID, offset: .zero, opacity: 1), content(old, id: oldID, offset: leaving, opacity: 1),
      ]
    default:
      wrapper.sublayers = [
        content(old, id: oldID, offset: .zero, opacity: 1 - p), content(new, id: newID, offset: .zero, opacity: p),
      ]
    }
    return wrapper
  }
}
