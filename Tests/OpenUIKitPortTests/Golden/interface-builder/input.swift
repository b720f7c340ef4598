import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel?
    @IBOutlet var actionButtons: [UIButton]!

    @IBAction func editTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "edit", sender: sender)
    }

    @IBAction private func shareTapped(_ sender: Any) {}

    @IBAction func closeTapped() {
        dismiss(animated: true)
    }

    @IBAction func unwindToProfile(_ segue: UIStoryboardSegue) {
        nameLabel?.text = "Back"
    }
}

final class ListViewController: UIViewController {
    var selectedName = "First"

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? {
        let detail = UIViewController(coder: coder)
        detail?.title = selectedName
        return detail
    }
}
