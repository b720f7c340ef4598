import Foundation
import OpenQuartzCore

/// The shadow under a page or form sheet in a regular-width container (tablets), and the
/// rounded corners of that sheet (Docs/Behaviour.md "Sheets on tablets").
///
/// The sheet's view clips its content to its rounded corners (`masksToBounds`), and a clip also
/// cuts a layer's own shadow (Core Animation), so the shadow is cast by a view of its own, just
/// below the sheet in the container, with the sheet's frame, transform and opacity. (UIKit wraps
/// the sheet in a private shadow view instead; the wrapper would change the presented view's
/// superview and frame that apps and transitions see.) The sheet moves through its transition
/// animations, so the shadow takes copies of the same animations — same layer time, same
/// superlayer — and moves, fades and scrubs with it frame for frame.
@preconcurrency @MainActor
final class SheetShadow {
  /// The sheet's corner radius on tablets (iOS 13+; `preferredCornerRadius` wins).
  static let cornerRadius: CGFloat = 10
  /// A soft shadow all around the sheet (our choice: UIKit's values are private).
  static let shadowOpacity: Float = 0.18
  static let shadowRadius: CGFloat = 14
  static let shadowOffset = CGSize(width: 0, height: 4)
  /// The animated properties of the sheet the shadow follows.
  static let followedKeys: Set<String> = ["position", "bounds", "bounds.size", "bounds.origin", "transform", "opacity"]

  let view: UIView = {
    let v = UIView(frame: .zero)
    v.isUserInteractionEnabled = false
    v.layer.shadowColor = UIColor.black.cgColor
    v.layer.shadowOpacity = SheetShadow.shadowOpacity
    v.layer.shadowRadius = SheetShadow.shadowRadius
    v.layer.shadowOffset = SheetShadow.shadowOffset
    return v
  }()

  /// Rounds and clips `sheet`, and puts the shadow just below it in `container`.
  /// `topOnly`: a page sheet runs into the container's bottom edge, only its top corners round.
  func install(under sheet: UIView, in container: UIView, cornerRadius: CGFloat, topOnly: Bool) {
    sheet.layer.cornerRadius = cornerRadius
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    sheet.layer.maskedCorners = topOnly ? top : top.union([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    view.layer.maskedCorners = sheet.layer.maskedCorners
    sheet.layer.masksToBounds = true
    view.layer.cornerRadius = cornerRadius
    // The shadow is cast by what the view draws: the sheet's own colour, hidden under the sheet.
    view.backgroundColor = sheet.backgroundColor ?? .systemBackground
    if sheet.superview === container {
      container.insertSubview(view, belowSubview: sheet)
    } else if view.superview !== container {
      // The sheet is not in the container yet (the animator adds it on top): above the dimming.
      container.addSubview(view)
    }
    follow(sheet, copyingAnimations: false)
  }

  /// Takes the sheet's model geometry and opacity, and with `copyingAnimations` the sheet's
  /// running animations of them too.
  func follow(_ sheet: UIView, copyingAnimations: Bool) {
    guard view.superview != nil else { return }
    UIView.performWithoutAnimation {
      view.bounds = sheet.bounds
      view.center = sheet.center
      view.layer.transform = sheet.layer.transform
      view.alpha = sheet.alpha
      view.isHidden = sheet.isHidden
    }
    if let superview = sheet.superview, superview === view.superview,
      let i = superview.subviews.firstIndex(where: { $0 === sheet }), i == 0 || superview.subviews[i - 1] !== view
    {
      superview.insertSubview(view, belowSubview: sheet)
    }
    guard copyingAnimations else { return }
    view.layer.removeAllAnimations()
    for key in sheet.layer.animationKeys() ?? [] {
      guard let animation = sheet.layer.animation(forKey: key) else { continue }
      let path = (animation as? CAPropertyAnimation)?.keyPath ?? key
      guard Self.followedKeys.contains(path), let copy = animation.copy() as? CAAnimation else { continue }
      // The copy must not report to the sheet's animation's delegate (its completion).
      copy.delegate = nil
      view.layer.add(copy, forKey: key)
    }
  }

  func remove() {
    view.layer.removeAllAnimations()
    view.removeFromSuperview()
  }
}

extension UISheetPresentationController {
  /// In a regular-width container: the sheet's rounded corners and its shadow; otherwise none.
  func _updateRegularChrome() {
    guard let view = presentedView else { return }
    guard _mode == .regular, _record != nil, let container = containerView else {
      if _mode == .fullScreen { view.layer.cornerRadius = 0 }
      _regularShadow.remove()
      return
    }
    _regularShadow.install(
      under: view, in: container, cornerRadius: preferredCornerRadius ?? SheetShadow.cornerRadius,
      topOnly: frameOfPresentedViewInContainerView.maxY >= container.bounds.maxY)
  }

  /// The shadow follows the sheet through the transition starting now: once the animator has
  /// animated the sheet, the shadow takes the same animations.
  func _followWithRegularShadow() {
    guard _mode == .regular, let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated
    else { return }
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        guard let self, let view = self.presentedView else { return }
        self._regularShadow.follow(view, copyingAnimations: true)
      }, completion: nil)
  }
}
