import Foundation

/// A layout guide that represents the space the keyboard occupies in its view (iOS 15).
///
/// It spans the view's width and reaches down to the view's bottom; its top is the keyboard's
/// top while the keyboard is up, else the bottom of the view's safe area (`usesBottomSafeArea`,
/// the default) or of the view. When the keyboard slides, the guide moves inside the slide's
/// animation, so constraints to it animate with the keyboard (Docs/Behaviour.md "Keyboard").
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide tracks an undocked keyboard (stored; the simulated keyboard is docked).
  open var followsUndockedKeyboard = false
  /// Padding above the keyboard for interactive dismissal (iOS 17; stored).
  open var keyboardDismissPadding: CGFloat = 0
  /// Whether the hidden keyboard's guide sits at the bottom of the safe area (true, iOS 17's
  /// default) or of the view.
  open var usesBottomSafeArea = true {
    didSet { if oldValue != usesBottomSafeArea { owningView?.setNeedsLayout() } }
  }

  public override init() { super.init() }

  /// The guide's top in its owning view's coordinates now.
  var _top: CGFloat {
    guard let owner = owningView else { return 0 }
    return _SoftwareKeyboard.current.guideTop(in: owner, usesBottomSafeArea: usesBottomSafeArea)
  }
}

extension UIView {
  /// The layout guide that tracks the keyboard's position in this view (iOS 15).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = _autoLayout.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide._role = .keyboard
    _autoLayout.keyboardGuide = guide
    guide.owningView = self
    _SoftwareKeyboard.current.register(guide)
    return guide
  }
}
