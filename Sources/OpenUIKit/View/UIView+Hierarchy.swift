import Foundation
import OpenQuartzCore

extension UIView {
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count)
  }

  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if let standIn = view._presentationStandIn, standIn !== self {
      insertSubview(standIn, at: index)
      return
    }
    // Adding an ancestor would make a cycle; UIKit raises. Here: a diagnostic and no effect.
    // (A view without subviews can't be an ancestor: building a deep tree stays linear.)
    if !view._subviews.isEmpty && isDescendant(of: view) {
      Diagnostics.exception("Can't add self as subview", name: "NSInvalidArgumentException")
      return
    }
    let sameParent = view._superview === self
    let oldWindow = view.window
    let newWindow = window
    if !sameParent {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view._sendWillMove(toWindow: newWindow) }
    }
    if let old = view._superview {
      if !sameParent {
        LayoutEngine.shared.viewWillLeaveSuperview(view)
        old.willRemoveSubview(view)
      }
      old._detach(view)
    }
    let clamped = min(max(index, 0), _subviews.count)
    _subviews.insert(view, at: clamped)
    view._superview = self
    // A controller's root view in a superview: the controller may need settling by its parent
    // (UIViewController+Appearance.swift, "Children not at rest").
    view._viewController?._noteMayBeUnsettled()
    if oldWindow !== newWindow { view._updateWindowCache() }
    _insertLayer(of: view, at: clamped)
    if !sameParent {
      // A view the engine placed as a root (pinned at its bounds) is placed in its new
      // superview now, so constraints activated before the next layout pass (by
      // didMoveToSuperview, a stack view) do not conflict with the stale root pins.
      // (Read without making the view's Auto Layout storage: a view without it has no item.)
      if view._autoLayoutStorage?.item != nil { LayoutEngine.shared.syncPlacement(of: view) }
      didAddSubview(view)
      view.didMoveToSuperview()
      if oldWindow !== newWindow { view._sendDidMoveToWindow() }
      view.setNeedsLayout()
    }
    setNeedsLayout()
    _checkInvariants()
  }

  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let i = _subviews._firstIndex(identicalTo: siblingSubview) else { return addSubview(view) }
    let adjust = (_subviews.firstIndex { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
    insertSubview(view, at: i - adjust)
  }

  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let i = _subviews._firstIndex(identicalTo: siblingSubview) else { return addSubview(view) }
    let adjust = (_subviews.firstIndex { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
    insertSubview(view, at: i + 1 - adjust)
  }

  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard _subviews.indices.contains(index1), _subviews.indices.contains(index2), index1 != index2 else { return }
    _subviews.swapAt(index1, index2)
    _syncSublayerOrder()
    _checkInvariants()
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard let i = _subviews._firstIndex(identicalTo: view) else { return }
    _subviews.remove(at: i)
    _subviews.append(view)
    _syncSublayerOrder()
    _checkInvariants()
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard let i = _subviews._firstIndex(identicalTo: view) else { return }
    _subviews.remove(at: i)
    _subviews.insert(view, at: 0)
    _syncSublayerOrder()
    _checkInvariants()
  }

  public func removeFromSuperview() {
    guard let parent = _superview else {
      _presentationStandIn?.removeFromSuperview()
      return
    }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { _sendWillMove(toWindow: nil) }
    LayoutEngine.shared.viewWillLeaveSuperview(self)
    parent.willRemoveSubview(self)
    parent._detach(self)
    if oldWindow != nil { _updateWindowCache() }
    parent.setNeedsLayout()
    didMoveToSuperview()
    if oldWindow != nil { _sendDidMoveToWindow() }
    parent._checkInvariants()
  }

  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current._superview
    }
    return false
  }

  /// The view itself or the first descendant, depth-first in subview order, with `tag`.
  /// From an explicit stack, so a deep tree needs no call stack.
  public func viewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view._subviews.reversed())
    }
    return nil
  }


  // MARK: Internals (the only place the hierarchy changes)

  private func _detach(_ view: UIView) {
    _subviews._removeAll(identicalTo: view)
    view._superview = nil
    view.layer.removeFromSuperlayer()
  }

  /// Inserts the view's layer among the sublayers so that view layers keep subview order,
  /// leaving layers added directly to `layer` (not belonging to subviews) where they are.
  private func _insertLayer(of view: UIView, at index: Int) {
    view.layer.removeFromSuperlayer()
    if index + 1 < _subviews.count {
      layer.insertSublayer(view.layer, below: _subviews[index + 1].layer)
    } else if index > 0 {
      layer.insertSublayer(view.layer, above: _subviews[index - 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }

  private func _syncSublayerOrder() {
    for (i, v) in _subviews.enumerated() where i > 0 {
      layer.insertSublayer(v.layer, above: _subviews[i - 1].layer)
    }
  }

  /// Records the window for this view's subtree, right after its links changed (so
  /// didMoveToSuperview and every later callback see the new window). A view moving alone (no
  /// subviews: the usual case, a presentation's container, dimming view or presented view) takes
  /// no stack.
  private func _updateWindowCache() {
    let newWindow = _windowByWalking
    _recordWindow(newWindow)
    guard !_subviews.isEmpty else { return }
    var stack: [UIView] = _subviews
    while let v = stack.popLast() {
      v._recordWindow(newWindow)
      stack.append(contentsOf: v._subviews)
    }
  }

  /// One view's part of `_updateWindowCache`.
  @inline(__always)
  private func _recordWindow(_ newWindow: UIWindow?) {
    _windowCache = newWindow
    if let scrollView = self as? UIScrollView { UIScrollView._windowChanged(scrollView, to: newWindow) }
    // (Read without making the view's Auto Layout storage: a view without it has no item.)
    if let newWindow, !newWindow._usesAutoLayout, _autoLayoutStorage?.item != nil { newWindow._usesAutoLayout = true }
  }

  /// willMove(toWindow:) to this view and its subtree, parents first. Iterative, so a deep tree
  /// costs time linear in its size and no stack. A view without subviews after its own callback
  /// (the usual case) takes no list; the subtree is read after each view's callback, as before.
  func _sendWillMove(toWindow newWindow: UIWindow?) {
    // UIKit: a first responder leaving its window resigns (a text input's keyboard goes down).
    if UIResponderChain.firstResponder != nil, newWindow !== window { _SoftwareKeyboard.resignFirstResponder(inside: self) }
    willMove(toWindow: newWindow)
    guard !_subviews.isEmpty else { return }
    var stack: [UIView] = _subviews.reversed()
    while let v = stack.popLast() {
      v.willMove(toWindow: newWindow)
      stack.append(contentsOf: v._subviews.reversed())
    }
  }

  /// didMoveToWindow to this view and its subtree (parents first), then the traits of views
  /// entering a live window are recorded (children before parents). Linear in the subtree's
  /// size: the window is found once, and a view the callbacks moved elsewhere meanwhile (its
  /// superview is no longer the one listed) is skipped with its subtree — it hears from its
  /// own move. One walk serves the three concerns (callbacks, controllers' appearance, traits);
  /// a view that has no subviews after its own callback (the usual case) takes no lists.
  func _sendDidMoveToWindow() {
    let newWindow = window
    // This view: still here by definition (its window was just read).
    didMoveToWindow()
    if newWindow == nil {
      _lastNotifiedTraits = nil
      for g in _gestureRecognizers { g._viewLeftWindow() }
    }
    guard !_subviews.isEmpty else {
      _viewController?._rootViewDidMoveToWindow()
      guard newWindow != nil else { return }
      // One view: no pass memo (its traits are confirmed or computed through its ancestors'
      // caches, Trait/TraitCache.swift).
      if let s = _superview, s._lastNotifiedTraits != nil, s.window != nil {
        // Entering a live window: traits are now defined; record them without a change call.
        _recordTraitsOnEntry()
      }
      return
    }
    var order: [(view: UIView, parent: Int)] = [(self, -1)]
    var live: [Bool] = [true]
    for sub in _subviews { order.append((sub, 0)) }
    var i = 1
    while i < order.count {
      let (v, parent) = order[i]
      let stillHere = live[parent] && v._superview === order[parent].view
      live.append(stillHere)
      if stillHere {
        v.didMoveToWindow()
        if newWindow == nil { v._lastNotifiedTraits = nil }
        for g in v._gestureRecognizers where newWindow == nil { g._viewLeftWindow() }
        for sub in v._subviews { order.append((sub, i)) }
      }
      i += 1
    }
    // Child controllers whose root views entered or left the window with this move (a custom
    // container adding a child's view to its on-screen view): appearance is forwarded to them.
    for j in order.indices where live[j] {
      order[j].view._viewController?._rootViewDidMoveToWindow()
    }
    guard newWindow != nil else { return }
    // Traits memoized over the pass (a deep subtree costs one step per view); callbacks run
    // with the memo suspended.
    UIView._traitMemo.scope {
      for j in order.indices.reversed() where live[j] {
        let v = order[j].view
        if let s = v._superview, s._lastNotifiedTraits != nil, j == 0 ? s.window != nil : live[order[j].parent] {
          // Entering a live window: traits are now defined; record them without a change call.
          v._recordTraitsOnEntry()
        }
      }
    }
  }

  private func _recordTraitsOnEntry() {
    let current = traitCollection
    LayoutEngine.shared.traitsDidChange(of: self, to: current, from: _lastNotifiedTraits)
    if let previous = _lastNotifiedTraits, previous != current {
      _lastNotifiedTraits = current
      UIView._traitMemo.suspend {
        traitCollectionDidChange(previous)
        return _traitCallbacksMayChangeTraits
      }
    } else {
      _lastNotifiedTraits = current
    }
  }

  // MARK: Invariants

  /// Debug check: subview/superview symmetry and view/layer pairing.
  package func _checkInvariants() {
    #if DEBUG
      if !(self is UIWindow) {
        precondition(window === _superview?.window, "OpenUIKit invariant: cached window differs from the superview's")
      }
      for sub in _subviews {
        precondition(sub._superview === self, "OpenUIKit invariant: subview's superview is not its parent")
        precondition(sub.layer.superlayer === layer, "OpenUIKit invariant: subview's layer is not a sublayer")
        precondition(sub.layer.delegate === sub, "OpenUIKit invariant: view is not its layer's delegate")
      }
      if let s = _superview {
        precondition(s._subviews._containsIdentical(self), "OpenUIKit invariant: view missing from superview")
      }
    #endif
  }
}
