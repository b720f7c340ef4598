import UIKit

class GalleryViewController: UIViewController {
    var isEditingPhotos = false
    let toolbar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)

        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handle(pinch:)))
        view.addGestureRecognizer(pinch)

        let shareButton = UIButton(type: .system)
        shareButton.addTarget(self, action: #selector(didTap(_:forEvent:)), for: .touchUpInside)

        let refresh = UIButton(type: .system)
        refresh.addTarget(self, action: #selector(refreshPhotos), for: .touchUpInside)

        let close = UIButton(type: .system)
        close.addTarget(self, action: #selector(GalleryViewController.close(_:)), for: .touchUpInside)

        let done = UIButton(type: .system)
        done.addTarget(self, action: #selector(self.finish), for: .touchUpInside)

        let rename = UIButton(type: .system)
        rename.addTarget(self, action: #selector(renamePhoto(to:)), for: .editingChanged)

        let legacy = UIButton(type: .system)
        legacy.addTarget(self, action: #selector(legacyAction(_:)), for: .touchUpInside)

        _ = #selector(getter: isEditingPhotos)
        _ = #selector(setter: GalleryViewController.isEditingPhotos)
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        toolbar.alpha = recognizer.state == .changed ? 0.5 : 1
    }

    @objc fileprivate func handle(pinch recognizer: UIPinchGestureRecognizer) {}

    @objc func didTap(_ sender: UIButton, forEvent event: UIEvent) {}

    @objc func refreshPhotos() {}

    @objc func close(_ sender: Any?) {
        dismiss(animated: true)
    }

    @objc func finish() -> Bool { true }

    @objc func renamePhoto(to name: UITextField) {}

    @objc(legacyTapped:) func legacyAction(_ sender: UIButton) {}
}

extension GalleryViewController {
    func pulse(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        animation.fromValue = 1
        animation.toValue = 0.5
        layer.add(animation, forKey: #keyPath(opacity))
        let shadow = CABasicAnimation(keyPath: #keyPath(CALayer.shadowOffset.height))
        layer.add(shadow, forKey: nil)
    }
}
