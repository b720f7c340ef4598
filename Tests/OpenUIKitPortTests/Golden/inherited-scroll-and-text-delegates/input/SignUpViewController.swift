import UIKit

final class SignUpViewController: FormViewController {
    let nameField = UITextField()
    private(set) var settled = false

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settled = true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        print(reason)
    }
}
