import Foundation

extension UIView {
  /// UIKit: when true, the superview's margins win where they reach further into this view than
  /// its own (default false).
  public var preservesSuperviewLayoutMargins: Bool {
    get { _autoLayout.preservesSuperviewMargins }
    set {
      _autoLayout.preservesSuperviewMargins = newValue
      setNeedsLayout()
    }
  }

  /// UIKit: when true (the default), margins are kept inside the safe area.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { _autoLayout.insetsMarginsFromSafeArea }
    set {
      _autoLayout.insetsMarginsFromSafeArea = newValue
      setNeedsLayout()
    }
  }

  /// The insets the layout margins guide keeps from the bounds (spec B3, Docs/Behaviour.md
  /// "Layout margins"): a controller's root view has no top and bottom margin of its own unless
  /// one is set, and at least the system minimum at the sides; `preservesSuperviewLayoutMargins`
  /// takes the superview's margin where it reaches further in; `insetsLayoutMarginsFromSafeArea`
  /// measures the margins from the safe area's edges.
  var _effectiveLayoutMargins: UIEdgeInsets { _effectiveLayoutMargins(safeArea: nil) }

  /// `_effectiveLayoutMargins`, with the view's `safeAreaInsets` when the caller just read them
  /// (nil: read them here).
  func _effectiveLayoutMargins(safeArea knownSafeArea: UIEdgeInsets?) -> UIEdgeInsets {
    var m = _autoLayoutStorage?.requestedMargins ?? UIViewLayoutStorage.defaultMargins
    if let controller = _viewController {
      if _autoLayoutStorage?.hasCustomMargins != true {
        m.top = 0
        m.bottom = 0
      }
      if controller.viewRespectsSystemMinimumLayoutMargins {
        let minimum = controller.systemMinimumLayoutMargins
        m.top = max(m.top, minimum.top)
        m.bottom = max(m.bottom, minimum.bottom)
        m.left = max(m.left, minimum.leading)
        m.right = max(m.right, minimum.trailing)
      }
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = knownSafeArea ?? safeAreaInsets
      m = UIEdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
    }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview._effectiveLayoutMargins
      let f = superview.convert(bounds, from: self), b = superview.bounds
      m.top = max(m.top, outer.top - (f.minY - b.minY))
      m.left = max(m.left, outer.left - (f.minX - b.minX))
      m.bottom = max(m.bottom, outer.bottom - (b.maxY - f.maxY))
      m.right = max(m.right, outer.right - (b.maxX - f.maxX))
    }
    return m
  }
}

extension UIView {
  /// Tells the view (and, for a root view, its controller) when its effective layout margins
  /// differ from the ones it was last told about (`previous`: the ones before a change the caller
  /// made): when `layoutMargins` is set, and in each layout
  /// pass that lays the view out (the safe area, the size class or a superview's margins may have
  /// moved them). The first time, a change is counted from the margins the view asked for. Only
  /// views that use their margins are watched: a controller's root view, a view with a margins
  /// guide (anchors or the visual format's `|-`), a view whose margins were set
  /// (Docs/Behaviour.md "Layout margins").
  /// `safeArea`: the view's `safeAreaInsets` as the layout pass just read them with no callback
  /// since (used only where `safeAreaInsets` is OpenUIKit's own getter, which a second read
  /// would run again to the same result).
  func _notifyLayoutMarginsChangeIfNeeded(from previous: UIEdgeInsets? = nil, safeArea: UIEdgeInsets? = nil) {
    guard let storage = _autoLayoutStorage ?? (_viewController != nil ? _autoLayout : nil) else { return }
    guard _viewController != nil || storage.marginsGuide != nil || storage.hasCustomMargins else { return }
    let known = safeArea.flatMap { OpenUIKitClasses.contains(type(of: self)) ? $0 : nil }
    let margins = _effectiveLayoutMargins(safeArea: known)
    guard margins != (previous ?? storage.lastLayoutMargins ?? storage.requestedMargins) else {
      storage.lastLayoutMargins = margins
      return
    }
    storage.lastLayoutMargins = margins
    layoutMarginsDidChange()
    _viewController?.viewLayoutMarginsDidChange()
  }
}

extension UIViewController {
  /// UIKit: the smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`
  /// is true: 16 pt at the sides in a compact-width environment, 20 pt in a regular one, none at
  /// the top and bottom (spec B3).
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
