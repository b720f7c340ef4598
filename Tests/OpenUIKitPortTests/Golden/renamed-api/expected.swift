import UIKit

class ContainerViewController: UIViewController {
    var state: UIControl.State = .normal
    var curve: UIView.AnimationOptions = [.curveEaseInOut]
    var operation: UINavigationController.Operation = .push
    var mode: UIView.ContentMode = .scaleAspectFill
    var presentation: UIModalPresentationStyle = .custom

    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.view.frame = child.view.frame.inset(by: UIEdgeInsets.zero)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        view.bringSubviewToFront(child.view)
    }

    func snapshotAll() {
        do {
            for child in children {
                _ = child.view.snapshotView(afterScreenUpdates: false)
            }
        }
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        print(children.count)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
    }

    func style(_ cell: UITableViewCell.CellStyle, _ state: UIGestureRecognizer.State) {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: UIControl.State.normal)
        button.addTarget(nil, action: Selector("resignFirstResponder"), for: UIControl.Event.touchUpInside)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            print(frame as Any)
        }
        _ = UIResponder.keyboardWillHideNotification
    }
}
