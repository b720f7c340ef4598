import UIKit

private var badgeKey: UInt8 = 0

extension UIView {
    var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

class KeyboardWatcher: NSObject {
    var token: NSKeyValueObservation?
    var actionName = "refresh"

    func start(scrollView: UIScrollView, label: UILabel) {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        token = scrollView.observe(\.contentOffset) { _, _ in }
        _ = label.observe(\.text) { _, _ in }
        label.addObserver(self, forKeyPath: "text", options: .new, context: nil)
        scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
        perform(NSSelectorFromString(actionName))
        perform(#selector(refresh))
        if let type = NSClassFromString("MyApp.DetailViewController") as? UIViewController.Type {
            print(type)
        }
        #if targetEnvironment(simulator)
        objc_setAssociatedObject(self, "sim", 1, .OBJC_ASSOCIATION_RETAIN)
        #endif
    }

    @objc func keyboardWillShow(_ note: Notification) {}
    @objc func refresh() {}
}

func swizzle(_ a: Method, _ b: Method) {
    method_exchangeImplementations(a, b)
}
