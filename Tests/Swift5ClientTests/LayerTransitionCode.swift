import UIKit

// Layer transitions the way apps write them: a counter that rolls its digits with a push from
// the top, a "fade push" through the navigation controller's layer, and an image cross-fade.

final class CounterView: UIView {
    let label = UILabel()
    private(set) var value = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 32, weight: .bold)
        label.text = "0"
        label.clipsToBounds = true
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func increment() {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromTop
        transition.duration = 0.3
        transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
        label.layer.add(transition, forKey: kCATransition)
        value += 1
        label.text = "\(value)"
    }
}

final class FadePushListController: UIViewController {
    let counter = CounterView(frame: CGRect(x: 20, y: 200, width: 120, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(counter)
    }

    func openDetail() {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemTeal
        let transition = CATransition()
        transition.duration = 0.35
        transition.type = .fade
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        navigationController?.view.layer.add(transition, forKey: kCATransition)
        navigationController?.pushViewController(detail, animated: false)
    }

    var statusBarHeight: CGFloat {
        view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    }
}

final class PhotoSwapView: UIImageView {
    func show(_ newImage: UIImage?, completion: @escaping () -> Void) {
        UIView.transition(with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
            self.image = newImage
        }, completion: { _ in completion() })
    }
}
