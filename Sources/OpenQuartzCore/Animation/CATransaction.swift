import Foundation

/// Groups layer-tree changes into atomic updates and carries their animation settings.
///
/// Every change outside an explicit `begin()`/`commit()` pair joins the *implicit* transaction
/// of the current run-loop turn, which commits at the end of that turn (the `.commit` frame
/// phase or the next run-loop turn, whichever comes first). Settings apply to the innermost
/// transaction; reads fall back to enclosing transactions, then to the defaults (duration 0.25 s,
/// no timing function — implicit animations then use `.default` —, actions enabled).
///
/// States of one transaction: open (settings, animations and completion collected) →
/// committed (settings frozen; completion waits for its animations) → completed (block run).
@preconcurrency @MainActor
public final class CATransaction: NSObject {
  /// One open transaction of the stack.
  package final class _Frame {
    var isImplicit: Bool
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction??
    var disableActions: Bool?
    var completion: (@MainActor () -> Void)??
    var values: [String: Any] = [:]
    /// Animations added while this transaction was open (for the completion block).
    var pendingAnimations = 0
    var completionGroup: _CompletionGroup?

    init(isImplicit: Bool) { self.isImplicit = isImplicit }
  }

  @exclusivity(unchecked) package static var _stack: [_Frame] = []

  /// Opens a nested explicit transaction.
  public class func begin() {
    _ensureImplicit()
    _stack.append(_Frame(isImplicit: false))
  }

  /// Commits the innermost explicit transaction (unbalanced commits are ignored).
  public class func commit() {
    guard let top = _stack.last, !top.isImplicit else { return }
    _stack.removeLast()
    _finish(top)
  }

  /// Commits the implicit transaction now (layout, then hand its animations to the engine).
  public class func flush() {
    if let first = _stack.first, first.isImplicit, _stack.count == 1 {
      _stack.removeAll(keepingCapacity: true)
      _finish(first)
    } else {
      _LayerRegistry.commitLayers()
    }
  }

  public class func animationDuration() -> CFTimeInterval {
    for frame in _stack.reversed() { if let d = frame.duration { return d } }
    return 0.25
  }

  public class func setAnimationDuration(_ dur: CFTimeInterval) {
    _top.duration = dur
  }

  public class func animationTimingFunction() -> CAMediaTimingFunction? {
    for frame in _stack.reversed() { if let f = frame.timingFunction { return f } }
    return nil
  }

  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    _top.timingFunction = .some(function)
  }

  public class func disableActions() -> Bool {
    for frame in _stack.reversed() { if let d = frame.disableActions { return d } }
    return false
  }

  public class func setDisableActions(_ flag: Bool) {
    _top.disableActions = flag
  }

  public class func completionBlock() -> (@MainActor () -> Void)? {
    for frame in _stack.reversed() { if let c = frame.completion { return c } }
    return nil
  }

  /// The block runs once every animation added to layers after this call, within this
  /// transaction, has finished (or been removed) — or on the next run-loop turn after the
  /// commit when there were none.
  public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    let frame = _top
    frame.completion = .some(block)
    let group = _CompletionGroup(block: block)
    frame.completionGroup = group
  }

  /// Arbitrary per-transaction values (`animationDuration` etc. are also reachable by their
  /// `kCATransaction…` keys).
  public class func value(forKey key: String) -> Any? {
    for frame in _stack.reversed() { if let v = frame.values[key] { return v } }
    return nil
  }

  public class func setValue(_ anObject: Any?, forKey key: String) {
    _top.values[key] = anObject
  }

  // MARK: Engine

  private static var _top: _Frame {
    _ensureImplicit()
    return _stack[_stack.count - 1]
  }

  /// Opens the implicit transaction of this run-loop turn if none is open.
  package static func _ensureImplicit() {
    guard _stack.isEmpty else { return }
    _stack.append(_Frame(isImplicit: true))
    _installHooks()
    MediaClock.shared.enqueue { CATransaction._commitImplicit() }
  }

  /// Commits the implicit transaction (run-loop turn end / `.commit` phase).
  package static func _commitImplicit() {
    guard let first = _stack.first, first.isImplicit else { return }
    if _stack.count == 1 {
      // The usual case: the stack keeps its buffer for the next turn's transaction (issue 15).
      _stack.removeAll(keepingCapacity: true)
      _finish(first)
      return
    }
    // Explicit transactions left open at the end of a turn are committed with it.
    let frames = _stack
    _stack.removeAll()
    for frame in frames.reversed() { _finish(frame) }
  }

  /// The completion groups an animation added now belongs to (innermost first).
  package static func _currentCompletionGroups() -> [_CompletionGroup] {
    // A plain loop: a main-actor closure passed to `compactMap` checks the executor when
    // called (issue 15: once per animation added).
    var groups: [_CompletionGroup] = []
    for frame in _stack {
      if let group = frame.completionGroup { groups.append(group) }
    }
    return groups
  }

  private static func _finish(_ frame: _Frame) {
    if _stack.isEmpty { _LayerRegistry.commitLayers() }
    frame.completionGroup?.seal()
  }

  @exclusivity(unchecked) private static var hooksInstalled = false

  private static func _installHooks() {
    guard !hooksInstalled else { return }
    hooksInstalled = true
    // Only an open implicit transaction gives the commit phase something to do.
    MediaClock.shared.addFrameHandler(
      order: MediaClock.Phase.commit, wake: { _stack.first?.isImplicit == true ? -.infinity : .infinity }
    ) { _ in
      CATransaction._commitImplicit()
    }
  }
}

/// Counts the animations of one transaction's completion block and runs it when the count
/// reaches zero after the transaction committed.
///
/// States: open (counting) → sealed (committed; runs when the count is zero) → fired.
@preconcurrency @MainActor
package final class _CompletionGroup {
  private var block: (@MainActor () -> Void)?
  private var pending = 0
  private var sealed = false

  init(block: (@MainActor () -> Void)?) { self.block = block }

  package func enter() { pending += 1 }

  package func leave() {
    pending -= 1
    fireIfDone()
  }

  func seal() {
    sealed = true
    if pending == 0 {
      // No animations: the block runs on the next run-loop turn.
      MediaClock.shared.enqueue { self.fireIfDone() }
    }
  }

  private func fireIfDone() {
    guard sealed, pending <= 0, let block else { return }
    self.block = nil
    block()
  }
}
