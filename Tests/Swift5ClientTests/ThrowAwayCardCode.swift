// A card presented modally over the screen that the user drags with UIKit Dynamics, written the
// way apps write it (Swift 5 mode), after the mechanical port (`@objc` removed, `#selector`
// spelled `Selector("…")`). It must compile unchanged.
//
// A pan attaches the card to the finger (`UIAttachmentBehavior`); on release a fast flick throws
// it away (an instantaneous `UIPushBehavior` from the pan's velocity, spin damped by a
// `UIDynamicItemBehavior`) and dismisses the card once it has left the screen, while a slow
// release snaps it back (`UISnapBehavior`).
import UIKit

final class ThrowAwayCardViewController: UIViewController, UIDynamicAnimatorDelegate {
  let cardView = UIView()
  private(set) var animator: UIDynamicAnimator!
  private var attachment: UIAttachmentBehavior?
  /// Where the finger grabbed the card, from its center.
  private(set) var grabOffset = UIOffset.zero
  private(set) var isThrown = false
  private(set) var snapBacks = 0
  private(set) var pauses = 0
  private var dismissing = false

  /// The pan speed (points/s) above which releasing the card throws it away.
  let throwingThreshold: CGFloat = 1000

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var restingCenter: CGPoint {
    return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    cardView.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
    cardView.center = restingCenter
    cardView.backgroundColor = .white
    cardView.layer.cornerRadius = 12
    view.addSubview(cardView)
    let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
    cardView.addGestureRecognizer(pan)
    animator = UIDynamicAnimator(referenceView: view)
    animator.delegate = self
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    let location = gesture.location(in: view)
    switch gesture.state {
    case .began:
      animator.removeAllBehaviors()
      let offset = UIOffset(horizontal: location.x - cardView.center.x, vertical: location.y - cardView.center.y)
      let attachment = UIAttachmentBehavior(item: cardView, offsetFromCenter: offset, attachedToAnchor: location)
      animator.addBehavior(attachment)
      grabOffset = offset
      self.attachment = attachment
    case .changed:
      attachment?.anchorPoint = location
    case .ended, .cancelled:
      if let attachment = attachment {
        animator.removeBehavior(attachment)
      }
      attachment = nil
      let velocity = gesture.velocity(in: view)
      let speed = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)
      if gesture.state == .ended && speed > throwingThreshold {
        throwAway(with: velocity, from: location)
      } else {
        snapBack()
      }
    default:
      break
    }
  }

  private func throwAway(with velocity: CGPoint, from location: CGPoint) {
    isThrown = true
    let push = UIPushBehavior(items: [cardView], mode: .instantaneous)
    push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
    let offset = UIOffset(horizontal: location.x - cardView.center.x, vertical: location.y - cardView.center.y)
    push.setTargetOffsetFromCenter(offset, for: cardView)
    animator.addBehavior(push)

    let spin = UIDynamicItemBehavior(items: [cardView])
    spin.angularResistance = 2
    spin.action = { [weak self] in
      guard let self = self, !self.dismissing else { return }
      if !self.view.bounds.intersects(self.cardView.frame) {
        self.dismissing = true
        self.animator.removeAllBehaviors()
        self.dismiss(animated: true, completion: nil)
      }
    }
    animator.addBehavior(spin)
  }

  private func snapBack() {
    snapBacks += 1
    let snap = UISnapBehavior(item: cardView, snapTo: restingCenter)
    snap.damping = 0.6
    animator.addBehavior(snap)
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    pauses += 1
  }
}

final class CardDeckViewController: UIViewController {
  func showCard() -> ThrowAwayCardViewController {
    let card = ThrowAwayCardViewController(nibName: nil, bundle: nil)
    present(card, animated: true, completion: nil)
    return card
  }
}

/// What `openuikit-port` writes for the `@objc` action methods above.
@MainActor func registerThrowAwayCardActions() {
  ActionRegistry.register(ThrowAwayCardViewController.self, "handlePan:") { vc, sender in
    vc.handlePan(sender as! UIPanGestureRecognizer)
  }
  ActionRegistry.registerImplemented(ThrowAwayCardViewController.self, [
    "dynamicAnimatorDidPause:",
  ])
}
