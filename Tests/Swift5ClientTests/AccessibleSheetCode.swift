// A custom bottom sheet made accessible the way apps do it (Swift 5 mode): the presented view
// is modal for VoiceOver, VoiceOver's escape gesture dismisses the sheet through its dimmed
// backdrop, and the sheet moves VoiceOver to its title once it is on screen.
import UIKit

/// The dimmed backdrop the sheet's card sits in. It is the presentation's presented view, so the
/// escape gesture made anywhere on the card reaches it through the responder chain.
final class SheetBackdropView: UIView {
  var dismissHandler: (() -> Void)?

  override func accessibilityPerformEscape() -> Bool {
    guard let dismissHandler = dismissHandler else { return false }
    dismissHandler()
    return true
  }
}

final class BottomSheetPresentationController: UIPresentationController {
  let backdrop = SheetBackdropView()
  var sheetHeight: CGFloat = 360

  override var presentedView: UIView? { return backdrop }

  override var frameOfPresentedViewInContainerView: CGRect {
    return containerView?.bounds ?? .zero
  }

  func cardFrame(in bounds: CGRect) -> CGRect {
    return CGRect(x: 0, y: bounds.height - sheetHeight, width: bounds.width, height: sheetHeight)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView, let card = presentedViewController.view else { return }
    backdrop.frame = containerView.bounds
    backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    backdrop.accessibilityViewIsModal = true
    backdrop.dismissHandler = { [weak self] in
      self?.presentedViewController.dismiss(animated: true, completion: nil)
    }
    card.frame = cardFrame(in: containerView.bounds)
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    backdrop.addSubview(card)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { backdrop.removeFromSuperview() }
  }
}

final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  init(presenting: Bool) { isPresenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let backdrop = transitionContext.view(forKey: key),
          let card = transitionContext.viewController(forKey: controllerKey)?.view else {
      transitionContext.completeTransition(false)
      return
    }
    if isPresenting {
      backdrop.frame = transitionContext.containerView.bounds
      transitionContext.containerView.addSubview(backdrop)
    }
    let shown = card.frame
    let hidden = shown.offsetBy(dx: 0, dy: shown.height)
    if isPresenting {
      backdrop.alpha = 0
      card.frame = hidden
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
      backdrop.alpha = self.isPresenting ? 1 : 0
      card.frame = self.isPresenting ? shown : hidden
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                              source: UIViewController) -> UIPresentationController? {
    return BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return BottomSheetAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return BottomSheetAnimator(presenting: false)
  }
}

/// A photo preview drawn in one view: VoiceOver gets a single element for it, placed in the
/// view's own coordinates so it follows the card as it moves.
final class PhotoPreviewView: UIView {
  private(set) var removals = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    let element = UIAccessibilityElement(accessibilityContainer: self)
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Photo preview"
    element.accessibilityTraits = .image
    element.accessibilityFrameInContainerSpace = CGRect(x: 8, y: 8, width: frame.width - 16, height: frame.height - 16)
    element.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Remove photo") { [weak self] _ in
        self?.removals += 1
        return true
      }
    ]
    accessibilityElements = [element]
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ShareSheetViewController: UIViewController {
  let titleLabel = UILabel()
  let grabber = UIView()
  let preview = PhotoPreviewView(frame: CGRect(x: 16, y: 60, width: 120, height: 120))
  let messagesButton = UIButton(type: .system)
  let mailButton = UIButton(type: .system)
  let cancelButton = UIButton(type: .system)
  private let sheetTransitioning = BottomSheetTransitioningDelegate()

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = sheetTransitioning
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    grabber.frame = CGRect(x: 170, y: 6, width: 36, height: 5)
    grabber.backgroundColor = .systemGray3
    grabber.accessibilityElementsHidden = true
    view.addSubview(grabber)
    titleLabel.text = "Share photo"
    titleLabel.accessibilityTraits = .header
    titleLabel.frame = CGRect(x: 16, y: 20, width: 300, height: 28)
    view.addSubview(titleLabel)
    view.addSubview(preview)
    // Laid out right to left on purpose: VoiceOver still reads them left to right.
    mailButton.setTitle("Mail", for: .normal)
    mailButton.frame = CGRect(x: 260, y: 200, width: 100, height: 44)
    view.addSubview(mailButton)
    messagesButton.setTitle("Messages", for: .normal)
    messagesButton.frame = CGRect(x: 16, y: 200, width: 100, height: 44)
    view.addSubview(messagesButton)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.frame = CGRect(x: 16, y: 280, width: 100, height: 44)
    view.addSubview(cancelButton)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIAccessibility.post(notification: .screenChanged, argument: titleLabel)
  }
}

final class PhotoFeedViewController: UIViewController {
  let headerLabel = UILabel()
  let shareButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    headerLabel.text = "Feed"
    headerLabel.frame = CGRect(x: 16, y: 60, width: 200, height: 30)
    view.addSubview(headerLabel)
    shareButton.setTitle("Share", for: .normal)
    shareButton.frame = CGRect(x: 16, y: 120, width: 100, height: 44)
    view.addSubview(shareButton)
  }

  func share() -> ShareSheetViewController {
    let sheet = ShareSheetViewController()
    present(sheet, animated: true, completion: nil)
    return sheet
  }
}
