// A "like" burst and onboarding-hint library written the way such open-source animation
// libraries write theirs: Core Animation keyframes along paths turning with the curve, value
// keyframes with key times and per-segment timing, a blinking discrete keyframe, a cubic
// spline through points, a group paced by one custom curve and kept on screen at its end, a
// transaction completion that cleans up, a spring whose duration is its settling time, and a
// UIView keyframe animation. As openuikit-port leaves it. PathAnimationTests runs it.
import UIKit

final class LikeButtonView: UIView {
  let heart = CALayer()
  private(set) var floaters: [CALayer] = []
  private(set) var finishedBursts = 0

  static let floatDuration: CFTimeInterval = 1.2
  static let floatRise: CGFloat = 200

  override init(frame: CGRect) {
    super.init(frame: frame)
    heart.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    heart.position = CGPoint(x: bounds.midX, y: bounds.midY)
    heart.backgroundColor = UIColor.systemPink.cgColor
    heart.cornerRadius = 20
    layer.addSublayer(heart)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The heart pops: 0 → 1.3 → 0.9 → 1, each segment with its own curve.
  func pop() {
    let scale = CAKeyframeAnimation(keyPath: "transform.scale")
    scale.values = [0.0, 1.3, 0.9, 1.0]
    scale.keyTimes = [0, 0.5, 0.8, 1]
    scale.timingFunctions = [
      CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeIn),
    ]
    scale.duration = 0.5
    heart.add(scale, forKey: "pop")
  }

  /// The path a floater rises along: an S-curve 200 pt up, drifting right first (left for odd ones).
  static func floatPath(from start: CGPoint, index: Int) -> UIBezierPath {
    let drift: CGFloat = index % 2 == 0 ? 40 : -40
    let path = UIBezierPath()
    path.move(to: start)
    path.addCurve(
      to: CGPoint(x: start.x, y: start.y - floatRise),
      controlPoint1: CGPoint(x: start.x + drift, y: start.y - 60),
      controlPoint2: CGPoint(x: start.x - drift, y: start.y - 140))
    return path
  }

  /// Small hearts float up along the curve at constant speed, turning with it, fading over the
  /// second half; when all are done the transaction's completion removes them.
  func burst(count: Int) {
    CATransaction.begin()
    CATransaction.setCompletionBlock { [weak self] in
      guard let self = self else { return }
      self.floaters.forEach { $0.removeFromSuperlayer() }
      self.floaters.removeAll()
      self.finishedBursts += 1
    }
    for index in 0..<count {
      let floater = CALayer()
      floater.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
      floater.position = heart.position
      floater.backgroundColor = UIColor.systemPink.cgColor
      layer.addSublayer(floater)
      floaters.append(floater)

      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = Self.floatPath(from: heart.position, index: index).cgPath
      move.calculationMode = .paced
      move.rotationMode = .rotateAuto

      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.beginTime = Self.floatDuration / 2
      fade.duration = Self.floatDuration / 2
      fade.fillMode = .backwards

      let group = CAAnimationGroup()
      group.animations = [move, fade]
      group.duration = Self.floatDuration
      group.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
      group.fillMode = .forwards
      group.isRemovedOnCompletion = false
      floater.add(group, forKey: "float")
    }
    CATransaction.commit()
  }
}

/// Onboarding hints: a dot that points at controls.
final class OnboardingHintView: UIView {
  let dot = CALayer()
  /// The spots the dot visits, in the view's coordinates.
  static let spots = [CGPoint(x: 40, y: 40), CGPoint(x: 200, y: 80), CGPoint(x: 120, y: 240), CGPoint(x: 300, y: 300)]

  override init(frame: CGRect) {
    super.init(frame: frame)
    dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
    dot.position = Self.spots[0]
    layer.addSublayer(dot)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The dot glides through the spots on a smooth (cubic) curve and stays at the last.
  func tour(duration: CFTimeInterval = 3) {
    let glide = CAKeyframeAnimation(keyPath: "position")
    glide.values = Self.spots.map { NSValue(cgPoint: $0) }
    glide.calculationMode = .cubic
    glide.duration = duration
    dot.position = Self.spots[Self.spots.count - 1]
    dot.add(glide, forKey: "tour")
  }

  /// The dot blinks: visible, hidden, visible, hidden in equal steps.
  func blink() {
    let blink = CAKeyframeAnimation(keyPath: "opacity")
    blink.values = [1, 0, 1, 0]
    blink.calculationMode = .discrete
    blink.duration = 0.8
    dot.add(blink, forKey: "blink")
  }

  /// The dot springs to double size; the animation lasts exactly until the spring settles.
  @discardableResult
  func emphasize() -> CASpringAnimation {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 1
    spring.toValue = 2
    spring.mass = 1
    spring.stiffness = 200
    spring.damping = 10
    spring.duration = spring.settlingDuration
    dot.transform = CATransform3DMakeScale(2, 2, 1)
    dot.add(spring, forKey: "emphasize")
    return spring
  }
}

/// A UIKit-level hint: a badge view moved through three spots with UIView keyframes.
final class HintBadgeAnimator {
  let badge: UIView
  private(set) var finished: Bool?

  init(badge: UIView) {
    self.badge = badge
  }

  func run() {
    UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
        self.badge.center = CGPoint(x: 200, y: 100)
      }
      UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
        self.badge.center = CGPoint(x: 200, y: 300)
      }
      UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
        self.badge.center = CGPoint(x: 50, y: 300)
        self.badge.alpha = 0.5
      }
    }, completion: { finished in
      self.finished = finished
    })
  }
}
