import Foundation

/// Which of a constraint's leading/trailing terms were made right-to-left, in term order: a
/// trait change re-installs exactly the constraints whose key changed.
struct DirectionKey: Equatable {
  private(set) var count = 0
  private(set) var bits: UInt64 = 0

  /// Notes one leading/trailing term; returns `rightToLeft`.
  mutating func record(_ rightToLeft: Bool) -> Bool {
    if rightToLeft && count < 64 { bits |= 1 << UInt64(count) }
    count += 1
    return rightToLeft
  }
}

// Trait changes that change constraints: the layout direction (leading/trailing re-made, UIKit
// re-resolves them when `layoutDirection` changes through a trait override) and storyboard
// size-class variations (constraints and subviews installed per size class).
extension LayoutEngine {
  /// A view's traits were recorded on entering a window (`previous` nil) or changed.
  func traitsDidChange(of view: UIView, to traits: UITraitCollection, from previous: UITraitCollection?) {
    if let variations = sizeClassVariations[ObjectIdentifier(view)] {
      if variations.root == nil {
        sizeClassVariations[ObjectIdentifier(view)] = nil
      } else {
        variations.apply(traits)
      }
    }
    guard view._autoLayoutStorage?.item != nil, view.semanticContentAttribute == .unspecified else { return }
    let was = previous?.layoutDirection == .rightToLeft, now = traits.layoutDirection == .rightToLeft
    // Entering a window: the direction it was installed with outside is unknown here; check.
    guard was != now || previous == nil else { return }
    directionsNeedCheck = true
    (view.superview ?? view).setNeedsLayout()
  }

  /// Re-installs the constraints whose leading/trailing terms no longer match their items'
  /// directions (one scan of the installed constraints per layout pass that needs it).
  func reinstallConstraintsWithChangedDirection() {
    guard directionsNeedCheck else { return }
    directionsNeedCheck = false
    let candidates = allInstalledConstraints().filter { $0._solverID != nil && $0._directionKey.count > 0 }
    for c in candidates {
      var key = DirectionKey()
      for term in c.firstAnchor._terms + (c.secondAnchor?._terms ?? []) {
        guard [.leading, .trailing, .leadingMargin, .trailingMargin].contains(term.attribute), let item = term.item else { continue }
        _ = key.record(LayoutEngine.isRightToLeft(item))
      }
      if key != c._directionKey {
        reinstall(c)
        LayoutEngine.view(of: c.firstItem)?.superview?.setNeedsLayout()
      }
    }
  }
}
