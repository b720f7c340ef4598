import UIKit

/// Action methods whose parameter is narrower than what UIKit passes (a UIGestureRecognizer,
/// a UIControl): the registration casts to the declared type.
class DrawerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgePanned(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:)))
        view.addGestureRecognizer(tap)
    }

    @objc func edgePanned(_ gesture: UIScreenEdgePanGestureRecognizer) {}
    @objc func dimmingTapped(_ sender: UIGestureRecognizer?) {}
    @objc func anyObjectSender(_ sender: AnyObject) {}
}

extension DrawerController {
    @IBAction func toggle(_ sender: UIBarButtonItem) {}
}
