import Foundation
import OpenQuartzCore

/// A view's layout direction preference.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

extension UIView {
  /// UIKit: the layout direction for `attribute` — forced directions win; playback and spatial
  /// content stays left-to-right; unspecified follows the app (left-to-right here).
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return .leftToRight
    }
  }

  /// UIKit: the direction this view lays out in — its own semantic attribute, else its traits'
  /// layout direction.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// UIKit (iOS 13): forces light or dark appearance for this view and its subviews; since
  /// iOS 17 it is the `userInterfaceStyle` trait override.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// UIKit: ends editing by resigning the first responder if it is this view or inside it.
  /// Returns false only when the first responder refuses (with `force`, it is made to resign).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponderChain.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
    if force {
      UIResponderChain.firstResponder = nil
      _SoftwareKeyboard.firstResponderDidChange()
      return true
    }
    return responder.resignFirstResponder()
  }
}

/// The app's layout direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension UIViewController {
  /// UIKit (iOS 13): forces light or dark appearance for this controller's hierarchy (and, when
  /// it is presented, its presentation); since iOS 17 the `userInterfaceStyle` trait override.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }
}
