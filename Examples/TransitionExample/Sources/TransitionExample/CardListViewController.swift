import UIKit

/// The presenting screen: a white page with one blue card. Tapping the card presents the
/// card's detail with the slide-up transition.
public final class CardListViewController: UIViewController {
  public let card = UIView()
  /// Kept for the detail's lifetime: `transitioningDelegate` is a weak reference in UIKit.
  let transition = SlideUpTransition()

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cards"
    view.backgroundColor = .white
    card.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 160)
    card.backgroundColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    card.layer.cornerRadius = 16
    view.addSubview(card)
    let tap = UITapGestureRecognizer()
    tap.addAction(UIAction { [weak self] _ in self?.showDetail() })
    card.addGestureRecognizer(tap)
  }

  /// Presents the detail: full screen, sliding up; a swipe down on it dismisses it.
  public func showDetail() {
    let detail = CardDetailViewController()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transition
    transition.interaction.attach(to: detail)
    present(detail, animated: true)
  }
}
