import Foundation

extension CALayer {
  /// The keys whose changes ask for an action (Docs/Architecture.md's animatable key paths at
  /// the property level). Other properties change silently, as non-animatable properties do.
  package static let _animatableKeys: Set<String> = [
    "position", "bounds", "anchorPoint", "zPosition", "opacity", "transform", "sublayerTransform",
    "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "shadowColor",
    "shadowOpacity", "shadowRadius", "shadowOffset",
    "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase",
    "miterLimit", "startPoint", "endPoint", _LayerKeyPath.backdropBlurRadiusKey, _LayerKeyPath.backdropTintColorKey,
  ]

  /// Sets an animatable model value the Core Animation way: ask for the action before the
  /// change, change the value, run the action.
  ///
  /// Inlined into each setter so the key path is a literal there and the store compiles to a
  /// plain field write (a generic `swift_setAtWritableKeyPath` of an optional colour cost
  /// ≈ 2,500 instructions, issue 15); the rest is `_didSetAnimatable`, out of line.
  @inline(__always)
  package func _setAnimatable<T>(_ key: String, _ path: WritableKeyPath<_LayerValues, T>, _ value: T) {
    guard !_isPresentationCopy else {
      // A presentation copy is a snapshot: no actions, no transactions.
      _values[keyPath: path] = value
      return
    }
    let action = _actionForChange(key)
    _setModelValue(path, value)
    _didSetAnimatable(key, action)
  }

  /// `_setAnimatable` for the properties a view's `frame` and `alpha` write (position, bounds,
  /// opacity): a view-backed layer of Core Animation's own classes whose value does not change
  /// asks for no action, in an animation block too. Its delegate is its view, whose
  /// `action(for:forKey:)` gives either "no action" or a block action that adds no animation
  /// for an unchanged value (`UIViewAnimationState.addAnimation`), and neither has another
  /// effect: skipping the lookup changes nothing but the cost (issue 15: a block moving a view
  /// asked for, made and ran a block action for its unchanged bounds). The change itself (the
  /// model write and the transaction it opens) happens as before.
  @inline(__always)
  package func _setAnimatableSkippingUnchanged<T: Equatable>(
    _ key: String, _ path: WritableKeyPath<_LayerValues, T>, _ value: T
  ) {
    guard !_isPresentationCopy else {
      _values[keyPath: path] = value
      return
    }
    let action =
      _delegateGivesNoActionOutsideViewBlocks && _storedValues[keyPath: path] == value ? nil : _actionForChange(key)
    _setModelValue(path, value)
    _didSetAnimatable(key, action)
  }

  /// After `_setAnimatable`'s change: the registry hears of it, then the action runs.
  @inline(never)
  package func _didSetAnimatable(_ key: String, _ action: (any CAAction)?) {
    _LayerRegistry.didChange(self)
    if let action {
      action.run(forKey: key, object: self, arguments: nil)
      _pendingPreviousValue = nil
    }
  }

  /// The "no action" answer OpenUIKit's own delegates give (one shared `NSNull`, as
  /// `[NSNull null]` is one object in Core Animation): no allocation per property change.
  package static let _noAction = NSNull()

  /// Whether `action` is an `NSNull` ("no action"); a plain `NSNull` without a dynamic cast.
  @inline(__always)
  package static func _isNoAction(_ action: any CAAction) -> Bool {
    if type(of: action) == NSNull.self { return true }
    return _CAActionTypeTraits.of(action).isNoAction
  }

  /// The action for a property change, or nil when actions are disabled for the current
  /// transaction. Remembers the presentation value before the change, which an animation with
  /// neither `fromValue` nor `toValue` starts from.
  package func _actionForChange(_ key: String) -> (any CAAction)? {
    // A view's layer outside view animation blocks: its view answers "no action" (issue 17:
    // the lookups were ≈ 11 % of a from-scratch Auto Layout pass writing solved frames).
    if _delegateGivesNoActionOutsideViewBlocks {
      if CALayer._noViewAnimationBlockOpen { return nil }
      if let viewBlockAction = CALayer._viewBlockAction {
        // Inside a view animation block: the view's answer without asking the view through
        // `action(forKey:)` and `action(for:forKey:)` (see `_viewBlockAction`).
        if CATransaction.disableActions() { return nil }
        return viewBlockAction(self, key)
      }
    }
    if CATransaction.disableActions() { return nil }
    guard let action = action(forKey: key), !CALayer._isNoAction(action) else { return nil }
    // Only an animation without from, to and by values reads the remembered value; an action
    // that never adds one (UIKit's block animations) does not pay for the presentation values.
    if !_CAActionTypeTraits.of(action).hasEndpoints {
      _pendingPreviousValue = (key, _presentationValue(forKeyPath: key))
    }
    return action
  }

  /// What the delegate of a layer with `_delegateGivesNoActionOutsideViewBlocks` (its view)
  /// answers to `action(for:forKey:)` while a view animation block is open, as `_actionForChange`
  /// uses it: nil for "no action", else an action with endpoints to run right after the change.
  /// Set by OpenUIKit (UIView+Animation.swift) when its first block opens. Such a layer's class
  /// is one of Core Animation's (none overrides `action(forKey:)`) and its delegate is its view,
  /// which always answers: `action(forKey:)` gives the view's answer. The view's action depends
  /// only on the layer, the key and the open block, so this asks for it directly; an action
  /// asked for here is run by the same change before another can be asked for, so OpenUIKit
  /// answers with one re-used object instead of a new action per animated property change
  /// (issue 15). `action(forKey:)` and `action(for:forKey:)` called by anyone else still give a
  /// new object each time.
  @exclusivity(unchecked) package static var _viewBlockAction: (@MainActor (CALayer, String) -> (any CAAction)?)?

  /// `_animatableValue(forKeyPath:)` for a key path already parsed (`path` is
  /// `_LayerKeyPath(keyPath)`): the same value without parsing the string again.
  package final func _animatableValue(at path: _LayerKeyPath, keyPath: String) -> AnimatableValue? {
    let type = type(of: self)
    if type == CALayer.self || type == CAShapeLayer.self || type == CAGradientLayer.self || type == CATextLayer.self {
      switch path {
      // What a view's frame and alpha change, read in place (`_LayerValues.value(at:)`'s
      // answers, without copying the values out first).
      case .position: return .point(_storedValues.position)
      case .bounds: return .rect(_storedValues.bounds)
      case .opacity: return .scalar(Double(_storedValues.opacity))
      case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .backdropTintColor, .path,
        .shadowPath:
        break
      default: return _values.value(at: path)
      }
    }
    return AnimatableValue.make(from: value(forKeyPath: keyPath))
  }

  /// The chain behind `action(forKey:)`.
  package func _lookUpAction(forKey event: String) -> (any CAAction)? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return CALayer._isNoAction(action) ? nil : action
    }
    if let action = actions?[event] {
      return CALayer._isNoAction(action) ? nil : action
    }
    if let action = type(of: self).defaultAction(forKey: event) {
      return CALayer._isNoAction(action) ? nil : action
    }
    return _implicitAnimation(forKey: event)
  }

  /// Runs the action for a non-property event ("onOrderIn", "onOrderOut").
  ///
  /// Skips the search through delegate, `actions`, class default and implicit animation when
  /// its answer is known without it (issue 15: every layer entering or leaving a tree searched,
  /// though almost no layer sets an order action):
  /// - a view's own layer (`_delegateGivesNoActionOutsideViewBlocks`): its view answers "no
  ///   action" while no view animation block is open, and inside one what `_viewBlockAction`
  ///   gives for the key (asked directly, as `_actionForChange` does);
  /// - a layer of Core Animation's own classes (none overrides `action(forKey:)` or
  ///   `defaultAction(forKey:)`) with no delegate and no `actions`: the class default is none and
  ///   an event is no animatable key, so no implicit animation either.
  package func _runEvent(_ event: String) {
    guard !_isPresentationCopy, !CATransaction.disableActions() else { return }
    if _delegateGivesNoActionOutsideViewBlocks {
      if CALayer._noViewAnimationBlockOpen { return }
      if let viewBlockAction = CALayer._viewBlockAction {
        viewBlockAction(self, event)?.run(forKey: event, object: self, arguments: nil)
        return
      }
    } else if actions == nil, _hasOwnAnimationMethods, delegate == nil {
      return
    }
    action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
  }
}

/// An action whose animations always carry their endpoints (`fromValue` and `toValue`): the
/// layer need not remember the presentation value before the change for it
/// (`CALayer._actionForChange`).
@preconcurrency @MainActor
package protocol _CAActionWithEndpoints: CAAction {}

/// The two questions a layer asks of an action's type (is it `NSNull`, does it carry its
/// endpoints), answered by dynamic casts once per type and remembered: a cast of an existential
/// to a class or a protocol searches the conformance tables and costs more than the rest of a
/// property change's action lookup.
@preconcurrency @MainActor
package enum _CAActionTypeTraits {
  package struct Traits {
    let type: ObjectIdentifier
    package let isNoAction: Bool
    package let hasEndpoints: Bool
  }
  /// A handful of action types in a program: a short list searched from the front.
  @exclusivity(unchecked) private static var known: [Traits] = []

  package static func of(_ action: any CAAction) -> Traits {
    let type = ObjectIdentifier(Swift.type(of: action))
    for traits in known where traits.type == type { return traits }
    let traits = Traits(type: type, isNoAction: action is NSNull, hasEndpoints: action is _CAActionWithEndpoints)
    known.append(traits)
    return traits
  }
}
