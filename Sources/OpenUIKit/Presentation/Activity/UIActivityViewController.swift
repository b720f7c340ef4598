import Foundation

/// The share sheet: offers services (the system's Copy and the app's own `UIActivity`s) for a
/// list of items.
///
/// As in UIKit, its `modalPresentationStyle` is `.popover`: on iPad it must be anchored through
/// its `popoverPresentationController` (UIKit's exception text otherwise, and nothing happens);
/// where a popover adapts (compact size classes) it shows as a sheet resting at the medium
/// detent that expands to large. Choosing a service prepares and performs it (or presents its
/// view controller); when it finishes, or the sheet is closed, the controller is dismissed and
/// `completionWithItemsHandler` runs after the dismissal (Docs/Behaviour/activity16.md).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// Called once after the controller is dismissed: the chosen service's type and whether it
  /// completed (nil and false when the user closed the sheet).
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Services not to offer (nil: offer all).
  open var excludedActivityTypes: [UIActivity.ActivityType]? {
    didSet { _contentView?.rebuild() }
  }

  private let _activityItems: [Any]
  private let _applicationActivities: [UIActivity]
  /// The service running, from its choice until it finishes.
  private(set) var _runningActivity: UIActivity?
  /// The service that finished and whether it completed, for the completion handler.
  private var _result: (type: UIActivity.ActivityType?, completed: Bool)?
  private var _contentView: ActivityContentView? { viewIfLoaded as? ActivityContentView }

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    _activityItems = activityItems
    _applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
    if UIApplication.shared.linkedSDK == .iOS17 {
      popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
    }
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() {
    view = ActivityContentView(controller: self)
  }

  open override var preferredContentSize: CGSize {
    get {
      let own = super.preferredContentSize
      guard own == .zero else { return own }
      return CGSize(width: ActivityMetrics.popoverWidth, height: ActivityContentView.height(for: self))
    }
    set { super.preferredContentSize = newValue }
  }

  // MARK: Services

  /// The items as an activity sees them: sources asked for the item for `type` (nil answers
  /// left out), or for their placeholder while services are being chosen.
  func _items(for type: UIActivity.ActivityType?, placeholders: Bool) -> [Any] {
    _activityItems.compactMap { item in
      guard let source = item as? any UIActivityItemSource else { return item }
      return placeholders
        ? source.activityViewControllerPlaceholderItem(self)
        : source.activityViewController(self, itemForActivityType: type)
    }
  }

  /// The services offered, in order: the system's actions (Copy), then the app's.
  var _offeredActivities: [UIActivity] {
    let excluded = Set(excludedActivityTypes ?? [])
    let placeholders = _items(for: nil, placeholders: true)
    let all: [UIActivity] = [_copyActivity] + _applicationActivities
    return all.filter { activity in
      if let type = activity.activityType, excluded.contains(type) { return false }
      return activity.canPerform(withActivityItems: placeholders)
    }
  }
  private lazy var _copyActivity: UIActivity = _CopyActivity()

  /// The user chose `activity`: prepared with the items, then its view controller presented
  /// over the sheet or `perform()` called. Ignored while another one runs or after one finished.
  func _choose(_ activity: UIActivity) {
    guard _runningActivity == nil, _result == nil, !isBeingDismissed else { return }
    _runningActivity = activity
    activity._controller = self
    activity.prepare(withActivityItems: _items(for: activity.activityType, placeholders: false))
    if let controller = activity.activityViewController {
      present(controller, animated: true)
    } else {
      activity.perform()
    }
  }

  /// The close button: dismissed with no service chosen.
  func _close() {
    guard _runningActivity == nil, _result == nil, !isBeingDismissed else { return }
    _dismissSystemInitiated()
  }

  func _activityDidFinish(_ activity: UIActivity, completed: Bool) {
    guard _runningActivity === activity else { return }
    _runningActivity = nil
    _result = (activity.activityType, completed)
    _dismissSystemInitiated()
  }

  /// The system dismisses the sheet (and an activity's controller over it) from its presenter;
  /// a controller that is not presented completes at once.
  private func _dismissSystemInitiated() {
    if let presenter = presentingViewController {
      presenter.dismiss(animated: true)
    } else {
      _finish()
    }
  }

  /// The dismissal ended, whoever started it: the presenter no longer lists it.
  override func _presentationDismissalDidEnd() { _finish() }

  /// Runs the completion handler once per showing with the result (none: closed).
  private func _finish() {
    _runningActivity?._controller = nil
    _runningActivity = nil
    let result = _result
    _result = nil
    completionWithItemsHandler?(result?.type, result?.completed ?? false, nil, nil)
  }

  /// UIKit's exception text for a popover shown without an anchor where it stays a popover (in
  /// regular size classes); none where it adapts to a sheet (compact), so it needs no anchor.
  override func _missingPopoverAnchorMessage(
    _ popover: UIPopoverPresentationController, presenter: UIViewController
  ) -> String? {
    guard popover._builtinAdaptiveStyle(for: presenter.traitCollection) == .none else { return nil }
    return "Your application has presented a UIActivityViewController (\(self)). In its current trait environment, the "
      + "modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover. You must "
      + "provide location information for this popover through the view controller's popoverPresentationController. "
      + "You must provide either a sourceView and sourceRect or a barButtonItem. If this information is not known when "
      + "you present the view controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
      + "-prepareForPopoverPresentation."
  }
}
