import UIKit

/// A library indented with tabs: generated code follows it.
final class ToastView: UIView {
	private let closeButton = UIButton(type: .system)

	func install() {
		closeButton.addTarget(self, action: #selector(closeTapped(_:)), for: .touchUpInside)
		addSubview(closeButton)
	}

	@objc private func closeTapped(_ sender: UIButton) {
		removeFromSuperview()
	}
}
