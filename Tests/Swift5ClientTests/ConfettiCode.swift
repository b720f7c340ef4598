import UIKit

/// A "payment sent" screen as apps write it: presented over the checkout, it throws confetti
/// from above the top edge when it appears (CAEmitterLayer with one cell per colour, started
/// fresh with `beginTime = CACurrentMediaTime()`) and stops the emission a second later; the
/// pieces already in the air fall on until their lifetime ends.
final class PaymentSuccessViewController: UIViewController {
    let confettiLayer = CAEmitterLayer()
    let titleLabel = UILabel()
    private(set) var confettiStarted = false
    private(set) var confettiStopped = false

    private let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemYellow]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Payment sent"
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 0, y: 300, width: 393, height: 40)
        view.addSubview(titleLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startConfetti()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.stopConfetti()
        }
    }

    private func startConfetti() {
        confettiLayer.frame = view.bounds
        confettiLayer.emitterPosition = CGPoint(x: view.bounds.midX, y: -10)
        confettiLayer.emitterShape = .line
        confettiLayer.emitterSize = CGSize(width: view.bounds.width, height: 1)
        confettiLayer.beginTime = CACurrentMediaTime()
        confettiLayer.emitterCells = colors.enumerated().map { index, color in
            makeCell(color: color, name: "confetti\(index)")
        }
        view.layer.addSublayer(confettiLayer)
        confettiStarted = true
    }

    private func stopConfetti() {
        confettiLayer.birthRate = 0
        confettiStopped = true
    }

    private func makeCell(color: UIColor, name: String) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = 8
        cell.lifetime = 5
        cell.lifetimeRange = 1
        cell.velocity = 200
        cell.velocityRange = 80
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 4
        cell.yAcceleration = 120
        cell.spin = 4
        cell.spinRange = 3
        cell.scale = 0.6
        cell.scaleRange = 0.3
        cell.color = color.cgColor
        cell.contents = Self.pieceImage.cgImage
        return cell
    }

    private static let pieceImage: UIImage = {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 6))
        return renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
        }
    }()
}
