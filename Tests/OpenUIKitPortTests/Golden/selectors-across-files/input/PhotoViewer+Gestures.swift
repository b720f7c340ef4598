import UIKit

extension PhotoViewer {
    func installGestures() {
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoom(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
    }

    @objc private func zoom(_ recognizer: UITapGestureRecognizer) {}

    @objc fileprivate func closeTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}

extension UIViewController {
    @objc func dismissAnimated() {
        dismiss(animated: true)
    }
}
