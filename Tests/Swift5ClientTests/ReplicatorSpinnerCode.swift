import UIKit

/// A loading spinner as apps write it: one dot, replicated around a circle, each copy fading a
/// little after the one before (CAReplicatorLayer + instanceDelay), shown by a presented
/// "uploading" card while a transition is under way.
final class DotSpinnerView: UIView {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    let dotCount = 8
    let period: CFTimeInterval = 1.0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(replicator)
        dot.backgroundColor = UIColor.systemBlue.cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        replicator.addSublayer(dot)
        replicator.instanceCount = dotCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        replicator.instanceDelay = period / Double(dotCount)
        replicator.instanceAlphaOffset = -0.05
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        dot.position = CGPoint(x: bounds.midX, y: 6)
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = period
        fade.repeatCount = .infinity
        dot.opacity = 0.1
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: "fade")
    }
}

final class UploadCardController: UIViewController {
    let spinner = DotSpinnerView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            spinner.widthAnchor.constraint(equalToConstant: 60),
            spinner.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        spinner.startAnimating()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        spinner.stopAnimating()
    }
}
