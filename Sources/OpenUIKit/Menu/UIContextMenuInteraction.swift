import Foundation
import OpenQuartzCore

/// Makes the view controller a context menu previews (nil: the lifted view is the preview).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Makes the menu of a context menu from the system's suggested elements (nil: no menu).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: made by the delegate when the menu is asked for.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The identifier given at creation, else a unique one.
  public let identifier: any NSCopying
  package let _previewProvider: UIContextMenuContentPreviewProvider?
  package let _actionProvider: UIContextMenuActionProvider?

  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSString(string: _MenuIdentifiers.next())
    _previewProvider = previewProvider
    _actionProvider = actionProvider
  }
}

/// How a committed preview leaves the screen.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The preview goes back to its source, as a dismissal does.
  case dismiss = 0
  /// The preview grows and fades: the app shows the previewed content itself.
  case pop = 1
}

/// Animations and completions an app adds to a context menu's appearance or disappearance.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The preview provider's controller, if the menu has one.
  var previewViewController: UIViewController? { get }
  /// Runs `animations` alongside the menu's own animation (in its animation block).
  func addAnimations(_ animations: @escaping () -> Void)
  /// Runs `completion` after the menu's animation ends.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator a delegate gets when the user taps a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// `.dismiss` unless the delegate sets `.pop`.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator UIKit hands to a context menu's delegate.
@preconcurrency @MainActor
final class _UIContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
  private(set) var animations: [() -> Void] = []
  private(set) var completions: [() -> Void] = []
  init(previewViewController: UIViewController?) { self.previewViewController = previewViewController }
  func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
  func runCompletions() {
    let blocks = completions
    completions = []
    for block in blocks { block() }
  }
}

/// The delegate of a context menu interaction: it provides the menu and hears of its life.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a press at `location` (in the interaction's view); nil shows nothing.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// iOS 16: the view to lift while the menu shows (nil: the interaction's view). By default it
  /// asks `contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?
  /// iOS 16: where the preview goes as the menu is dismissed (nil: back to the interaction's
  /// view). By default it asks `contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?
  /// The user tapped the preview; the animator's completions run after the commit animation.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// The menu is about to appear.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The menu is about to disappear (dismissed, an action chosen, or the preview committed).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Deprecated in iOS 16: the view to lift while the menu shows.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Deprecated in iOS 16: where the preview goes as the menu is dismissed.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
  }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
  }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
}

/// Where a preview sits: a point in a container view.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
  public let container: UIView
  public let center: CGPoint
  public let transform: CGAffineTransform
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}

/// How a preview is drawn (its background; `visiblePath` is kept, not drawn: Docs/Behaviour/menus.md).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  open var visiblePath: UIBezierPath?
  open var shadowPath: UIBezierPath?
  open var backgroundColor: UIColor! = nil
  public override init() { super.init() }
}

/// A view to lift as a preview, with where it sits.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  public let view: UIView
  public let parameters: UIPreviewParameters
  private let _target: UIPreviewTarget?
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
    _target = target
  }
  public init(view: UIView, parameters: UIPreviewParameters) {
    self.view = view
    self.parameters = parameters
    _target = nil
  }
  public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

  /// The given target, else the view's own place in its superview (a view not in a window gives
  /// a target in itself).
  open var target: UIPreviewTarget {
    if let _target { return _target }
    if let superview = view.superview { return UIPreviewTarget(container: superview, center: view.center) }
    return UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
  }
  open var size: CGSize { view.bounds.size }
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }

  /// The preview's frame in `window`'s coordinates.
  func _frame(in window: UIWindow) -> CGRect {
    let t = target
    let center = t.container.convert(t.center, to: window)
    let size = size
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}

/// A long press on the view shows a context menu (a lifted preview and a menu); a tap on the
/// preview commits it. On a control (a button's `menu`) the menu shows next to the control,
/// without a preview.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  public enum Appearance: Int, Sendable { case unknown = 0, rich = 1, compact = 2 }

  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// A delegate UIKit itself made (a control's), kept alive by the interaction.
  package var _ownedDelegate: (any UIContextMenuInteractionDelegate)?
  public private(set) weak var view: UIView?
  /// True: the menu shows next to the view without a preview (a control's menu).
  package var _anchored = false
  /// The object a chosen action's `sender` is (a control's menu: the control or its bar item).
  package weak var _sender: AnyObject?
  private var press: UILongPressGestureRecognizer?
  private var pressLocation: CGPoint = .zero
  private(set) var _session: _UIMenuSession?
  private var configuration: UIContextMenuConfiguration?
  private var previewController: UIViewController?

  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// `.rich` while a menu with a preview shows, `.compact` while a menu without one shows, else `.unknown`.
  open var menuAppearance: Appearance {
    guard let _session, !_session.isEnding else { return .unknown }
    return _session.style == .preview ? .rich : .compact
  }

  public func willMove(to view: UIView?) {}

  public func didMove(to view: UIView?) {
    if let press { press.view?.removeGestureRecognizer(press) }
    press = nil
    self.view = view
    guard let view else { return }
    let recognizer = UILongPressGestureRecognizer()
    recognizer.minimumPressDuration = _MenuMetrics.pressDuration
    recognizer.addAction(UIAction { [weak self, weak recognizer] _ in
      guard let self, let recognizer, recognizer.state == .began, let view = self.view else { return }
      self._present(at: recognizer.location(in: view))
    })
    view.addGestureRecognizer(recognizer)
    press = recognizer
  }

  /// Where the press that showed the menu is, in `view`'s coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    guard let source = self.view else { return pressLocation }
    return source.convert(pressLocation, to: view ?? source.window)
  }

  /// Dismisses the menu, as a tap outside it does.
  open func dismissMenu() { _end(.dismissed) }

  /// Replaces the shown menu with `block`'s answer (the rows are rebuilt in place).
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
    guard let _session, !_session.isEnding, let menu = _session.rootMenu else { return }
    _session._replaceRoot(block(menu))
  }

  // MARK: Showing

  /// The long press that shows the menu (nil while not attached to a view).
  package var _press: UILongPressGestureRecognizer? { press }

  /// A configuration asked for before the press began (`_prepare(at:)`), used by `_present`.
  private var preparedConfiguration: UIContextMenuConfiguration?

  /// Asks the delegate for a configuration before the press begins, for a view whose press must
  /// fail when there is no menu (a table's rows: the touch stays with the row). False: no menu
  /// (or one already shows), the press should fail.
  package func _prepare(at location: CGPoint) -> Bool {
    preparedConfiguration = nil
    guard _session == nil, let view, let window = view.window, let delegate = delegate ?? _ownedDelegate else { return false }
    guard !window.subviews.contains(where: { $0 is _UIMenuBackdropView }) else { return false }
    pressLocation = location
    preparedConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    return preparedConfiguration != nil
  }

  /// Asks the delegate for a menu for a press at `location` (view coordinates) and shows it.
  package func _present(at location: CGPoint) {
    let prepared = preparedConfiguration
    preparedConfiguration = nil
    guard _session == nil, let view, let window = view.window, let delegate = delegate ?? _ownedDelegate else { return }
    // One menu at a time in a window.
    guard !window.subviews.contains(where: { $0 is _UIMenuBackdropView }) else { return }
    if prepared == nil { pressLocation = location }
    guard let configuration = prepared ?? delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return }
    let menu = configuration._actionProvider?([])
    if _anchored {
      guard let menu, !menu.children.isEmpty else { return }
    }
    let controller = _anchored ? nil : configuration._previewProvider?()
    var sourceFrame = view.convert(view.bounds, to: window)
    var lifted: UIView?
    if !_anchored {
      let targeted = delegate.contextMenuInteraction(
        self, configuration: configuration, highlightPreviewForItemWithIdentifier: configuration.identifier)
      let source = targeted?.view ?? view
      if let targeted { sourceFrame = targeted._frame(in: window) }
      if controller == nil {
        lifted = source.snapshotView(afterScreenUpdates: false)
        lifted?.backgroundColor = targeted?.parameters.backgroundColor
      }
    }
    let session = _UIMenuSession(style: _anchored ? .anchored : .preview, window: window, menu: menu, sourceFrame: sourceFrame)
    session.onDismiss = { [weak self] in self?._end(.dismissed) }
    session.onPreviewTap = { [weak self] in self?._end(.commit) }
    session.onAction = { [weak self] action, group in self?._choose(action, group: group) }
    _session = session
    self.configuration = configuration
    previewController = controller
    session.install(preview: lifted, previewController: controller, previewStart: sourceFrame)
    let animator = _UIContextMenuAnimator(previewViewController: controller)
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    session.show(animations: animator.animations) { animator.runCompletions() }
  }

  // MARK: Ending

  enum _Ending { case dismissed, action(UIAction), commit }

  private func _choose(_ action: UIAction, group: UIMenu?) {
    guard let session = _session, !session.isEnding else { return }
    if let group {
      // A single-selection menu: the chosen action is on, the others off.
      for case let other as UIAction in _actions(in: group) { other.state = other === action ? .on : .off }
    }
    if action.attributes.contains(.keepsMenuPresented) {
      action._perform(sender: _anchored ? (_sender ?? view) : nil)
      session.reloadPlatter()
      return
    }
    _end(.action(action))
  }

  private func _actions(in menu: UIMenu) -> [UIMenuElement] {
    var result: [UIMenuElement] = []
    for child in menu.children {
      if let submenu = child as? UIMenu { result += _actions(in: submenu) } else { result.append(child) }
    }
    return result
  }

  /// Ends the shown menu: the delegate hears of it, the chosen action runs, the views animate
  /// away and the animators' completions run after (Docs/Behaviour/menus.md "Context menu order").
  func _end(_ ending: _Ending) {
    guard let session = _session, !session.isEnding, let configuration else { return }
    let delegate = self.delegate ?? _ownedDelegate
    session.beginEnding()
    var commit: _UIContextMenuAnimator?
    if case .commit = ending {
      let animator = _UIContextMenuAnimator(previewViewController: previewController)
      delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      commit = animator
    }
    let end = _UIContextMenuAnimator(previewViewController: previewController)
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: end)
    let pops = commit?.preferredCommitStyle == .pop
    var target = session.sourceFrame
    if session.style == .preview, !pops, let window = session.window,
      let preview = delegate?.contextMenuInteraction(
        self, configuration: configuration, dismissalPreviewForItemWithIdentifier: configuration.identifier)
    {
      target = preview._frame(in: window)
    }
    if case .action(let action) = ending { action._perform(sender: _anchored ? (_sender ?? view) : nil) }
    let duration = commit != nil ? _MenuMetrics.commitDuration : _MenuMetrics.hideDuration
    session.hide(
      exit: pops ? .pop : .dismiss(to: target), duration: duration,
      animations: (commit?.animations ?? []) + end.animations
    ) { [self] in
      _session = nil
      self.configuration = nil
      previewController = nil
      commit?.runCompletions()
      end.runCompletions()
    }
  }
}

extension _UIMenuSession {
  /// `updateVisibleMenu(_:)`: the new root menu, shown from its top level.
  func _replaceRoot(_ menu: UIMenu) {
    _setRoot(menu)
    reloadPlatter()
  }
}
