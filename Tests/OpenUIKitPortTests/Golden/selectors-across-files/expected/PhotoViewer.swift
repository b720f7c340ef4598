import UIKit

class PhotoViewer: UIViewController {
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        installGestures()
        closeButton.addTarget(self, action: Selector("closeTapped:"), for: .touchUpInside)
    }
}
