import Foundation

// Scroll views and Auto Layout (Apple's "Working with Scroll Views" [D]): constraints between
// the edges of a scroll view and its content attach to the content area; widths, heights and
// centres attach to the frame; `contentLayoutGuide` is the content area, whose solved size
// becomes `contentSize`; `frameLayoutGuide` is the scroll view's frame, which stays put while
// the content scrolls. Docs/Behaviour.md "Scroll views and Auto Layout".

extension UIScrollView {
  /// The content area: origin at the content's origin, size `contentSize`. Constraints that fix
  /// its width or height set `contentSize` in the layout pass.
  public var contentLayoutGuide: UILayoutGuide {
    _systemGuide(.scrollContent, "UIScrollViewContentLayoutGuide", \.scrollContentGuide)
  }
  /// The scroll view's frame (its bounds rectangle in its own coordinates, so it moves with
  /// `contentOffset` and stays where the scroll view is on screen).
  public var frameLayoutGuide: UILayoutGuide {
    _systemGuide(.scrollFrame, "UIScrollViewFrameLayoutGuide", \.scrollFrameGuide)
  }
}

extension NSLayoutConstraint.Attribute {
  /// The edges that attach to a scroll view's content area when related to its content.
  var _attachesToContentArea: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }
}

extension LayoutEngine {
  /// A constraint between an edge of a scroll view and a view or guide inside it (or one of
  /// their edges) reads the scroll view's `contentLayoutGuide` for that edge; nil for every
  /// other constraint. The items and attributes the constraint reports stay the ones it was
  /// made with, as in UIKit.
  func contentAreaAnchors(of c: NSLayoutConstraint) -> (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>?)? {
    let a = c.firstAnchor._terms
    guard let second = c.secondAnchor, a.count == 1 else { return nil }
    let b = second._terms
    guard b.count == 1 else { return nil }
    let firstIsScroll = a[0].storage?.isScrollView == true, secondIsScroll = b[0].storage?.isScrollView == true
    guard firstIsScroll || secondIsScroll else { return nil }
    func redirected(_ term: LayoutAnchorTerm, other: LayoutAnchorTerm) -> NSLayoutAnchor<AnyObject>? {
      guard term.attribute._attachesToContentArea, let scrollView = term.item as? UIScrollView,
        let inner = LayoutEngine.view(of: other.item)
      else { return nil }
      // A guide the scroll view owns is inside it; a view must be a descendant.
      let inside = (other.item is UILayoutGuide && inner === scrollView && !(other.item === scrollView._autoLayout.scrollFrameGuide))
        || (inner !== scrollView && inner.isDescendant(of: scrollView))
      guard inside, !(other.item === scrollView._autoLayout.scrollContentGuide) else { return nil }
      return NSLayoutAnchor<AnyObject>(item: scrollView.contentLayoutGuide, attribute: term.attribute)
    }
    let newFirst = firstIsScroll ? redirected(a[0], other: b[0]) : nil
    let newSecond = secondIsScroll ? redirected(b[0], other: a[0]) : nil
    guard newFirst != nil || newSecond != nil else { return nil }
    return (newFirst ?? c.firstAnchor, newSecond ?? second)
  }

  /// The placement of a scroll view's content or frame guide (`syncGuide`'s).
  func syncScrollGuide(_ guide: UILayoutGuide, _ s: LayoutItemState, owner: UIScrollView, _ o: LayoutItemState, name: String) {
    switch guide._role {
    case .scrollFrame:
      let origin = owner.bounds.origin
      s.placement = [
        addSystem([(s.x, 1), (o.x, -1)], constant: -origin.x, items: [guide], description: "\(name)-minX"),
        addSystem([(s.y, 1), (o.y, -1)], constant: -origin.y, items: [guide], description: "\(name)-minY"),
        addSystem([(s.width, 1), (o.width, -1)], constant: 0, items: [guide], description: "\(name)-width"),
        addSystem([(s.height, 1), (o.height, -1)], constant: 0, items: [guide], description: "\(name)-height"),
      ].compactMap { $0 }
    case .scrollContent:
      // Its size is what constraints make it; without them, `contentSize` as set (weakest).
      let size = owner.contentSize
      let weakest = UILayoutPriority(1)._strength
      s.placement = [
        addSystem([(s.x, 1), (o.x, -1)], constant: 0, items: [guide], description: "\(name)-minX"),
        addSystem([(s.y, 1), (o.y, -1)], constant: 0, items: [guide], description: "\(name)-minY"),
        addSystem([(s.width, 1)], constant: -size.width, strength: weakest, items: [guide], description: "\(name)-width"),
        addSystem([(s.height, 1)], constant: -size.height, strength: weakest, items: [guide], description: "\(name)-height"),
      ].compactMap { $0 }
    default: break
    }
  }

  /// The numbers a scroll guide's placement depends on.
  static func scrollGuideKey(_ guide: UILayoutGuide, owner: UIView) -> [Double] {
    guard let scrollView = owner as? UIScrollView else { return [] }
    switch guide._role {
    case .scrollFrame: return [scrollView.bounds.origin.x, scrollView.bounds.origin.y]
    case .scrollContent: return [scrollView.contentSize.width, scrollView.contentSize.height]
    default: return []
    }
  }

  /// After a scroll view's subviews got their frames: its content guide's solved size, rounded
  /// to the pixel grid, becomes `contentSize` when it differs.
  func applyContentSize(of scrollView: UIScrollView, scale: Double) {
    guard let guide = scrollView._autoLayout.scrollContentGuide, let s = guide._state else { return }
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let size = CGSize(width: max(0, round(solver.value(of: s.width))), height: max(0, round(solver.value(of: s.height))))
    if size != scrollView.contentSize { scrollView.contentSize = size }
  }
}
