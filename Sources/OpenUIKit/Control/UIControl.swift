import Foundation

/// A control: a view that sends actions for events (target-action and UIAction).
@preconcurrency @MainActor
open class UIControl: UIView {
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  private struct TargetAction {
    weak var target: AnyObject?
    var hasTarget: Bool
    var action: Selector
    var events: Event
  }
  private var targetActions: [TargetAction] = []
  private var actions: [(action: UIAction, events: Event)] = []

  package override var _isAccessibilityElementByDefault: Bool { true }
  package override var _accessibilityTraitsByDefault: UIAccessibilityTraits {
    var traits = _controlAccessibilityTraits
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
  /// The control kind's own traits (a button's `.button`, a slider's `.adjustable`).
  package var _controlAccessibilityTraits: UIAccessibilityTraits { .none }

  /// The events that also trigger `.primaryActionTriggered`: a button's touch up inside, a value
  /// control's value change, a text field's return key.
  package var _primaryActionEvents: Event { .touchUpInside }

  /// How a control places its content (a button's title and image) horizontally and vertically.
  public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
  public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
  open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
  /// The horizontal alignment with leading/trailing resolved for the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rtl ? .right : .left
    case .trailing: return rtl ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// iOS 14: a touch down shows the control's menu (Menu/UIControl+Menu.swift) instead of
  /// tracking the touch.
  open var showsMenuAsPrimaryAction = false
  /// The menu the control's context menu interaction shows (a button's `menu`, a bar item's).
  package var _menu: UIMenu?
  package var _menuInteraction: UIContextMenuInteraction?

  // No dynamic exclusivity checks (sbload18): plain main-actor flags, read by every `state`.
  @exclusivity(unchecked) open var isEnabled: Bool = true
  @exclusivity(unchecked) open var isSelected: Bool = false
  @exclusivity(unchecked) open var isHighlighted: Bool = false
  open var state: State {
    var s: State = []
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// `target as AnyObject?`, without the runtime's bridging call for a class instance (on Linux
  /// `_bridgeAnythingToObjectiveC` first looks for a bridging conformance: ≈ 13k instructions a
  /// target, the dearest step of a storyboard button's action connection; sbbutton18). A class
  /// instance is its own object; any other value goes through the usual conversion.
  private func _targetObject(_ target: Any?) -> AnyObject? {
    guard let target else { return nil }
    func object<T>(_ value: T) -> AnyObject {
      T.self is AnyClass ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
    }
    return _openExistential(target, do: object)
  }

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let obj = _targetObject(target)
    targetActions.append(TargetAction(target: obj, hasTarget: obj != nil, action: action, events: controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let obj = _targetObject(target)
    targetActions.removeAll { ta in
      (obj == nil || ta.target === obj) && (action == nil || ta.action == action) && !ta.events.isDisjoint(with: controlEvents)
    }
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Every event some target or action is registered for.
  open var allControlEvents: Event {
    var events: Event = []
    for ta in targetActions { events.formUnion(ta.events) }
    for a in actions { events.formUnion(a.events) }
    return events
  }

  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) as AnyHashable } })
  }

  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let obj = _targetObject(target)
    let names = targetActions.filter { ($0.target === obj) && !$0.events.isDisjoint(with: controlEvent) }.map { $0.action.name }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions registered for `controlEvents`.
  open func sendActions(for controlEvents: Event) {
    var events = controlEvents
    if !events.isDisjoint(with: _primaryActionEvents) { events.insert(.primaryActionTriggered) }
    for (action, ev) in actions where !ev.isDisjoint(with: events) {
      action._perform(sender: self)
    }
    for ta in targetActions where !ta.events.isDisjoint(with: events) {
      sendAction(ta.action, to: ta.hasTarget ? ta.target : nil, for: nil)
    }
  }

  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  open func sendAction(_ action: UIAction) {
    action._perform(sender: self)
  }

  // MARK: Touch tracking

  /// True between a touch that began tracking and its end (UIControl's `isTracking`).
  open private(set) var isTracking = false
  /// True while the tracked touch is inside the control's bounds.
  open private(set) var isTouchInside = false
  private var touchSequenceActive = false

  /// Called when a touch enters the control's bounds; return true to keep tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called as the tracked touch moves; return true to keep tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called when the tracked touch lifts.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Called when the tracked touch is cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    if showsMenuAsPrimaryAction, _menu != nil, let interaction = _menuInteraction {
      sendActions(for: .menuActionTriggered)
      interaction._present(at: touch.location(in: self))
      return
    }
    touchSequenceActive = true
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard touchSequenceActive, let touch = touches.first else { return }
    let wasInside = isTouchInside
    let inside = point(inside: touch.location(in: self), with: event)
    isTouchInside = inside
    isHighlighted = inside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard touchSequenceActive else { return }
    touchSequenceActive = false
    let touch = touches.first
    let inside = touch.map { point(inside: $0.location(in: self), with: event) } ?? false
    isTouchInside = inside
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isHighlighted = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard touchSequenceActive else { return }
    touchSequenceActive = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
