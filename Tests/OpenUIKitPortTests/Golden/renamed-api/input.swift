import UIKit

class ContainerViewController: UIViewController {
    var state: UIControlState = .normal
    var curve: UIViewAnimationOptions = [.curveEaseInOut]
    var operation: UINavigationControllerOperation = .push
    var mode: UIViewContentMode = .scaleAspectFill
    var presentation: UIModalPresentationStyle = .custom

    func embed(_ child: UIViewController) {
        addChildViewController(child)
        child.view.frame = view.bounds.inset(by: UIEdgeInsetsMake(8, 8, 8, 8))
        child.view.frame = UIEdgeInsetsInsetRect(child.view.frame, UIEdgeInsetsZero)
        view.addSubview(child.view)
        child.didMove(toParentViewController: self)
        view.bringSubview(toFront: child.view)
    }

    func snapshotAll() {
        autoreleasepool {
            for child in childViewControllers {
                _ = child.view.snapshotView(afterScreenUpdates: false)
            }
        }
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParentViewController: nil)
        child.view.removeFromSuperview()
        child.removeFromParentViewController()
        print(childViewControllers.count)
    }

    override func willMove(toParentViewController parent: UIViewController?) {
        super.willMove(toParentViewController: parent)
    }

    func style(_ cell: UITableViewCellStyle, _ state: UIGestureRecognizerState) {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: UIControlState.normal)
        button.addTarget(nil, action: #selector(UIResponder.resignFirstResponder), for: UIControlEvents.touchUpInside)
        NotificationCenter.default.addObserver(forName: NSNotification.Name.UIKeyboardWillShow, object: nil, queue: nil) { note in
            let frame = note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
            print(frame as Any)
        }
        _ = Notification.Name.UIKeyboardWillHide
    }
}
