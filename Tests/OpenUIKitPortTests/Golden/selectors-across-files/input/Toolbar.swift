import UIKit

final class Toolbar: UIView {
    weak var viewer: PhotoViewer?
    let button = UIButton(type: .system)

    func connect(to viewer: PhotoViewer) {
        self.viewer = viewer
        button.addTarget(viewer, action: #selector(PhotoViewer.dismissAnimated), for: .touchUpInside)
        let swipe = UISwipeGestureRecognizer(target: viewer, action: #selector(viewer.dismissSwiped))
        addGestureRecognizer(swipe)
    }
}

extension UIViewController {
    @objc func dismissSwiped() {
        dismiss(animated: true)
    }
}
