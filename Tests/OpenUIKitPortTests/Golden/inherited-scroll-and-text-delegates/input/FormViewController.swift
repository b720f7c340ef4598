import UIKit

/// A form that tracks scrolling; screens built on it react to more of UIKit's delegate calls.
class FormViewController: UIViewController, UIScrollViewDelegate, UITextFieldDelegate {
    let scrollView = UIScrollView()
    private(set) var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }
}
