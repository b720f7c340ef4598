import Foundation
import OpenQuartzCore

extension UIView {
  /// How a view resizes when its superview's bounds size changes.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Called after every change of frame/bounds: autoresizes subviews and schedules layout.
  func _boundsSizeChanged(from oldSize: CGSize) {
    let newSize = layer.bounds.size
    guard newSize != oldSize else { return }
    // A window's size classes come from its size (Trait/TraitCache.swift).
    if _asWindow != nil { TraitCache.invalidate() }
    if autoresizesSubviews {
      for sub in _subviews where !sub.autoresizingMask.isEmpty {
        sub._autoresize(oldSuperSize: oldSize, newSuperSize: newSize)
      }
    }
    setNeedsLayout()
  }

  /// UIKit's springs-and-struts rule: the change in the superview's size along an axis is
  /// shared among the flexible parts (left margin, width, right margin) in proportion to their
  /// current lengths; when all flexible parts have zero length it is shared equally.
  func _autoresize(oldSuperSize: CGSize, newSuperSize: CGSize) {
    let mask = autoresizingMask
    // A transformed view's frame is undefined (Apple: UIView.frame): the rule applies to its
    // untransformed frame, from center and bounds, and the transform stays (Docs/Behaviour.md).
    let transformed = !CATransform3DIsIdentity(layer.transform)
    let anchor = layer.anchorPoint
    var f = transformed
      ? CGRect(
        x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y, width: bounds.width,
        height: bounds.height)
      : frame
    func distribute(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                    _ fl: Bool, _ fs: Bool, _ ft: Bool) -> (CGFloat, CGFloat) {
      // Returns (change of origin, change of size).
      let parts = [(fl, lead), (fs, size), (ft, trail)].filter { $0.0 }
      guard !parts.isEmpty, delta != 0 else { return (0, 0) }
      let total = parts.reduce(0) { $0 + max(0, $1.1) }
      func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
        guard flexible else { return 0 }
        return total > 0 ? delta * max(0, length) / total : delta / CGFloat(parts.count)
      }
      let dl = share(fl, lead), ds = share(fs, size)
      return (dl, ds)
    }
    let dx = newSuperSize.width - oldSuperSize.width
    let (ox, sw) = distribute(
      dx, f.minX, f.width, oldSuperSize.width - f.maxX,
      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
    let dy = newSuperSize.height - oldSuperSize.height
    let (oy, sh) = distribute(
      dy, f.minY, f.height, oldSuperSize.height - f.maxY,
      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    f.origin.x += ox
    f.origin.y += oy
    f.size.width = max(0, f.size.width + sw)
    f.size.height = max(0, f.size.height + sh)
    if transformed {
      bounds.size = f.size
      center = CGPoint(x: f.minX + f.width * anchor.x, y: f.minY + f.height * anchor.y)
    } else {
      frame = f
    }
  }

  /// Lays out this view if it needs it, then its subviews (top-down, as UIKit's layout pass).
  /// A controller's root view brackets its own layout with viewWillLayoutSubviews /
  /// viewDidLayoutSubviews.
  /// Iterative (an explicit stack in the same order), so deep trees need no call stack.
  func _layoutSubtreeIfNeeded() {
    // Auto Layout: constraint updates and the solve, marking views whose frames change.
    LayoutEngine.shared.prepareLayoutPass(for: self)
    // Scroll views follow their adjusted content inset in every pass that lays anything out.
    if _needsLayout || _subtreeNeedsLayout { UIScrollView._markForInsetCheck(in: self) }
    var stack: [UIView] = [self]
    while let v = stack.popLast() {
      guard v._subtreeNeedsLayout || v._needsLayout else { continue }
      v._subtreeNeedsLayout = false
      let scrollView = v as? UIScrollView
      if v._needsLayout || scrollView != nil {
        let vc = v._viewController
        // UIKit makes the view's traits current while it lays out (dynamic colours resolve with them).
        // (`v` is held by this loop for the whole call.)
        UITraitCollection._performWithCurrent(traitsOf: v) {
          // The safe area read for its check serves the margins' (no callback ran between).
          let safeArea = v._notifySafeAreaChangeIfNeeded()
          v._notifyLayoutMarginsChangeIfNeeded(safeArea: safeArea)
          // A scroll view's offset follows its inset before it lays out (a table tiles its rows
          // for the new offset in this same pass).
          scrollView?._followAdjustedContentInset()
          guard v._needsLayout else { return }
          v._needsLayout = false
          vc?._callViewWillLayoutSubviews()
          LayoutEngine.shared.applyFrames(toSubviewsOf: v)
          v.layoutSubviews()
          v._layoutLayerIfNeeded()
          vc?._callViewDidLayoutSubviews()
        }
      }
      // A plain loop: appending a reversed view of the array goes through generic code.
      let subviews = v._subviews
      var i = subviews.count
      while i > 0 {
        i -= 1
        stack.append(subviews[i])
      }
    }
  }

  /// The layer's part of the view's layout: `layer.layoutIfNeeded()`, except where it has
  /// nothing to do — a plain `CALayer` (its class keeps CALayer's own `layoutIfNeeded`) that
  /// needs no layout, has no sublayer that does, and whose superlayer needs none (Core
  /// Animation's walk would start and end at the layer without laying anything out; skipping it
  /// saves the walk's list).
  func _layoutLayerIfNeeded() {
    let layer = self.layer
    if ObjectIdentifier(type(of: layer)) == ObjectIdentifier(CALayer.self), !layer._needsLayout,
      !layer._subtreeNeedsLayout, !(layer._superlayer?._needsLayout ?? false)
    {
      return
    }
    layer.layoutIfNeeded()
  }

  /// Marks this view and its ancestors as containing a view that needs layout.
  func _markSubtreeNeedsLayout() {
    // The walk holds its cursor unowned(unsafe) (sbload18): each ancestor is alive while it
    // holds the view below it, and the loop releases nothing, so a strong cursor only added a
    // retain and a release (atomic) per ancestor.
    _subtreeNeedsLayout = true
    unowned(unsafe) var current: UIView = self
    while let next = current._superview, !next._subtreeNeedsLayout {
      next._subtreeNeedsLayout = true
      current = next
    }
  }

  // MARK: Coordinate conversion

  /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let target = view ?? window else { return point }
    return layer.convert(point, to: target.layer)
  }

  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let source = view ?? window else { return point }
    return layer.convert(point, from: source.layer)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    guard let target = view ?? window else { return rect }
    return layer.convert(rect, to: target.layer)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let source = view ?? window else { return rect }
    return layer.convert(rect, from: source.layer)
  }
}
