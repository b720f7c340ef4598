// A pan-modal style bottom sheet written the way such open-source libraries write theirs: a
// custom presentation controller with a dimming view and a drag indicator, short-form and
// long-form heights, one pan on the sheet that shares the drag with an embedded table (the
// sheet follows the finger until long form, then the table scrolls; at the table's top a
// downward pan moves the sheet again), KVO on the table's contentOffset holding it still while
// the sheet moves, spring snapping on release. As openuikit-port leaves it (`@objc` removed,
// `#selector` spelled `Selector("…")`, actions registered). PanSheetTests runs it.
import UIKit

protocol PanSheetPresentable: AnyObject {
  var panScrollable: UIScrollView? { get }
  var shortFormHeight: CGFloat { get }
  var longFormHeight: CGFloat { get }
  var allowsDragToDismiss: Bool { get }
}

extension PanSheetPresentable {
  var allowsDragToDismiss: Bool { true }
}

final class PanSheetPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
  /// Flicks faster than this (points per second) go to the next position.
  static let snapVelocity: CGFloat = 300

  let dimmingView = UIView()
  let dragIndicator = UIView()
  private(set) var panGesture: UIPanGestureRecognizer!
  private var scrollObserver: NSKeyValueObservation?
  /// Where the table is held while the sheet moves.
  private var heldScrollOffset: CGFloat = 0
  private(set) var isSheetAnimating = false
  private(set) var snapLog: [String] = []

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dimmingTapped")))
    dragIndicator.backgroundColor = .systemGray3
    dragIndicator.layer.cornerRadius = 2.5
    panGesture = UIPanGestureRecognizer(target: self, action: Selector("didPan:"))
    panGesture.delegate = self
  }

  private var presentable: PanSheetPresentable? { presentedViewController as? PanSheetPresentable }
  private var containerHeight: CGFloat { containerView?.bounds.height ?? 0 }
  var shortFormY: CGFloat { containerHeight - (presentable?.shortFormHeight ?? 300) }
  var longFormY: CGFloat { max(containerHeight - (presentable?.longFormHeight ?? containerHeight), 0) }
  /// At long form and still: the table scrolls instead of the sheet moving.
  var isAnchored: Bool {
    guard let presented = presentedView, !isSheetAnimating else { return false }
    return presented.frame.minY.rounded() <= longFormY.rounded()
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(x: 0, y: shortFormY, width: container.bounds.width, height: container.bounds.height - longFormY)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView, let presented = presentedView else { return }
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(dimmingView, at: 0)
    presented.addGestureRecognizer(panGesture)
    presented.layer.cornerRadius = 10
    presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    presented.clipsToBounds = true
    dragIndicator.frame = CGRect(x: (container.bounds.width - 36) / 2, y: 8, width: 36, height: 5)
    presented.addSubview(dragIndicator)
    if let scrollView = presentable?.panScrollable {
      scrollObserver = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
        guard let self = self, change.oldValue != change.newValue else { return }
        self.didScroll(scrollView)
      }
    }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed else { return }
    scrollObserver?.invalidate()
    scrollObserver = nil
    dimmingView.removeFromSuperview()
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    // Keep the size; the origin is the sheet's position.
    presentedView?.frame.size = frameOfPresentedViewInContainerView.size
  }

  func dimmingTapped() {
    presentedViewController.dismiss(animated: true)
  }

  // MARK: Pan

  func didPan(_ pan: UIPanGestureRecognizer) {
    guard let presented = presentedView, !shouldFail(pan) else {
      pan.setTranslation(.zero, in: pan.view)
      return
    }
    switch pan.state {
    case .began, .changed:
      var dy = pan.translation(in: presented).y
      if presented.frame.minY < longFormY { dy /= 2 }
      presented.frame.origin.y = max(presented.frame.minY + dy, longFormY)
      pan.setTranslation(.zero, in: presented)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: presented).y
      let y = presented.frame.minY
      if abs(velocity) >= Self.snapVelocity {
        if velocity < 0 {
          snap(to: longFormY, "long")
        } else if y < shortFormY - 1 {
          snap(to: shortFormY, "short")
        } else {
          dismissOrShort()
        }
      } else {
        let nearest = [longFormY, shortFormY, containerHeight].min { abs($0 - y) < abs($1 - y) }!
        if nearest == longFormY {
          snap(to: longFormY, "long")
        } else if nearest == shortFormY {
          snap(to: shortFormY, "short")
        } else {
          dismissOrShort()
        }
      }
    default:
      break
    }
  }

  private func dismissOrShort() {
    if presentable?.allowsDragToDismiss ?? true {
      snapLog.append("dismiss")
      presentedViewController.dismiss(animated: true)
    } else {
      snap(to: shortFormY, "short")
    }
  }

  /// The table is scrolled and the sheet is at long form: the drag is the table's.
  private func shouldFail(_ pan: UIPanGestureRecognizer) -> Bool {
    guard isAnchored, let scrollView = presentable?.panScrollable, scrollView.contentOffset.y > 0 else { return false }
    let location = pan.location(in: presentedView)
    return scrollView.frame.contains(location) || scrollView.isTracking
  }

  func snap(to y: CGFloat, _ name: String) {
    snapLog.append(name)
    isSheetAnimating = true
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                   options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                   animations: { self.presentedView?.frame.origin.y = y },
                   completion: { _ in self.isSheetAnimating = false })
  }

  // MARK: Scroll tracking (KVO)

  private func didScroll(_ scrollView: UIScrollView) {
    guard !presentedViewController.isBeingDismissed, !presentedViewController.isBeingPresented else { return }
    if !isAnchored && scrollView.contentOffset.y > 0 {
      hold(scrollView)
    } else if scrollView.isTracking || isSheetAnimating {
      if isAnchored { track(scrollView) } else { hold(scrollView) }
    } else {
      track(scrollView)
    }
  }

  private func hold(_ scrollView: UIScrollView) {
    scrollView.setContentOffset(CGPoint(x: 0, y: heldScrollOffset), animated: false)
    scrollView.showsVerticalScrollIndicator = false
  }

  private func track(_ scrollView: UIScrollView) {
    heldScrollOffset = max(scrollView.contentOffset.y, 0)
    scrollView.showsVerticalScrollIndicator = true
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer.view === presentable?.panScrollable
  }
}

final class PanSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key) else { return }
    let container = transitionContext.containerView
    var target = presenting ? transitionContext.finalFrame(for: controller) : controller.view.frame
    if presenting {
      container.addSubview(controller.view)
      controller.view.frame = target.offsetBy(dx: 0, dy: container.bounds.height - target.minY)
    } else {
      target.origin.y = container.bounds.height
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
                   initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction],
                   animations: { controller.view.frame = target },
                   completion: { finished in transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled) })
  }
}

final class PanSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    PanSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    PanSheetAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    PanSheetAnimator(presenting: false)
  }
}

/// The library's entry point: presents `sheet` with the pan sheet, the presenting controller
/// answering adaptation.
extension UIViewController {
  func presentPanSheet(_ sheet: UIViewController & PanSheetPresentable, delegate: PanSheetTransitioningDelegate) {
    sheet.modalPresentationStyle = .custom
    sheet.modalPresentationCapturesStatusBarAppearance = true
    sheet.transitioningDelegate = delegate
    sheet.presentationController?.delegate = self as? UIAdaptivePresentationControllerDelegate
    present(sheet, animated: true)
  }
}

/// An app's sheet: a list of 40 songs under the drag indicator.
final class SongListSheet: UIViewController, PanSheetPresentable, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var willEndDragging: [(velocity: CGFloat, target: CGFloat)] = []
  var allowsDragToDismiss = true

  var panScrollable: UIScrollView? { tableView }
  var shortFormHeight: CGFloat { 300 }
  var longFormHeight: CGFloat { 700 }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tableView.frame = CGRect(x: 0, y: 24, width: view.bounds.width, height: view.bounds.height - 24)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
    cell.textLabel?.text = "Song \(indexPath.row + 1)"
    return cell
  }

  /// While the sheet is not at long form the table must not glide on after the finger.
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
    let anchored = (presentationController as? PanSheetPresentationController)?.isAnchored ?? false
    if !anchored { targetContentOffset.pointee = scrollView.contentOffset }
    willEndDragging.append((velocity.y, targetContentOffset.pointee.y))
  }
}

/// The presenting screen: keeps the sheet as is in every size class.
final class NowPlayingViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  let sheetDelegate = PanSheetTransitioningDelegate()
  private(set) var adaptationAsked: [UIUserInterfaceSizeClass] = []
  private(set) var didDismissCount = 0

  func showQueue() -> SongListSheet {
    let sheet = SongListSheet()
    presentPanSheet(sheet, delegate: sheetDelegate)
    return sheet
  }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    adaptationAsked.append(traitCollection.horizontalSizeClass)
    return .none
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    didDismissCount += 1
  }
}

@MainActor func registerPanSheetActions() {
  ActionRegistry.register(PanSheetPresentationController.self, "dimmingTapped") { pc, _ in pc.dimmingTapped() }
  ActionRegistry.register(PanSheetPresentationController.self, "didPan:") { pc, sender in
    pc.didPan(sender as! UIPanGestureRecognizer)
  }
}
