import Foundation

// The engine's batch paths (issue 17): an activation batch finds an owner's engine-less root
// once, an install batch reads a registered view's solver state through its layout storage and
// each view's layout direction once.
extension LayoutEngine {
  /// `NSLayoutConstraint.activate(_:)`'s loop. Between two of its constraints whose owner has
  /// no engine nothing but the engine runs (no hierarchy change, no engine made), so the last
  /// two engine-less owners are remembered with their roots (`pendingOwners`: a screen's
  /// constraints alternate between the root and a cell). Anything that may run other code
  /// forgets them: a constraint subclass (it may override `isActive`), an installed constraint
  /// (a conflict logs), a raised diagnostic, the loop's end.
  func activate(batch constraints: [NSLayoutConstraint]) {
    inActivationBatch = true
    defer {
      inActivationBatch = false
      pendingOwners = (nil, nil)
    }
    for c in constraints {
      if type(of: c) != NSLayoutConstraint.self { pendingOwners = (nil, nil) }
      c.isActive = true
    }
  }

  /// `append`'s terms of a registered view for the plain attributes (margins and baselines take
  /// the general path): the same terms, in the same order. Leading and trailing read the view's
  /// direction once per install batch. False when the term needs the general path.
  @inline(__always)
  func appendRegistered(
    _ s: LayoutItemState, _ storage: UIViewLayoutStorage, _ attribute: NSLayoutConstraint.Attribute, _ coefficient: CGFloat,
    scale: Double, to expression: inout LinearExpression, directions key: inout DirectionKey
  ) -> Bool {
    let k = scale * Double(coefficient)
    var rightToLeft = false
    if attribute == .leading || attribute == .trailing {
      guard directionStamp != 0 else { return false }
      if storage.directionStamp != directionStamp {
        guard let view = storage.liveView else { return false }
        storage.isRightToLeft = batchRightToLeft(view)
        storage.directionStamp = directionStamp
      }
      rightToLeft = key.record(storage.isRightToLeft)
    }
    return LayoutEngine.appendEdgeTerms(attribute, s, k, rightToLeft: rightToLeft, to: &expression)
  }

  /// The layout direction of `item` (a term's view, or its margins guide), read once per install
  /// batch through the term's view storage when it has one.
  func rightToLeft(_ item: AnyObject, storage: UIViewLayoutStorage?) -> Bool {
    guard directionStamp != 0, let storage else { return LayoutEngine.isRightToLeft(item) }
    if storage.directionStamp != directionStamp {
      guard let view = LayoutEngine.view(of: item) else { return false }
      storage.isRightToLeft = batchRightToLeft(view)
      storage.directionStamp = directionStamp
    }
    return storage.isRightToLeft
  }

  /// `view`'s layout direction inside an install batch. A view of OpenUIKit's own classes with
  /// no controller, no trait override and no semantic content attribute has its superview's
  /// trait collection itself (`UIView.traitCollection`), so its direction is that collection's,
  /// read once per superview and batch (a screen's cells share one superview).
  func batchRightToLeft(_ view: UIView) -> Bool {
    if view.semanticContentAttribute == .unspecified, view._viewController == nil, view.traitOverrides.isEmpty,
      !(view is UIWindow), isOpenUIKitClass(type(of: view)), let parent = view.superview
    {
      let storage = parent._autoLayout
      if storage.traitDirectionStamp != directionStamp {
        storage.traitIsRightToLeft = parent.traitCollection.layoutDirection == .rightToLeft
        storage.traitDirectionStamp = directionStamp
      }
      return storage.traitIsRightToLeft
    }
    return LayoutEngine.isRightToLeft(view)
  }

  /// `OpenUIKitClasses.contains`, remembering the last class asked about.
  func isOpenUIKitClass(_ type: AnyClass) -> Bool {
    let key = ObjectIdentifier(type)
    if key == lastClassChecked.key { return lastClassChecked.isOpenUIKit }
    let answer = OpenUIKitClasses.contains(type)
    lastClassChecked = (key, answer)
    return answer
  }

  /// Runs `body` as one install batch: each view's layout direction is read once in it (traits
  /// do not change while constraints install; the caller holds the trait memo open).
  func inDirectionBatch<R>(_ body: () throws -> R) rethrows -> R {
    if directionStamp != 0 { return try body() }
    lastDirectionStamp += 1
    directionStamp = lastDirectionStamp
    defer { directionStamp = 0 }
    return try body()
  }
}
