// Keyboard code as apps write it (Swift 5 mode), compiled unchanged: the classic observer on the
// main queue that reads the curve with `UIView.AnimationCurve(rawValue:)!` (7, the keyboard's)
// and animates with a property animator built from it, and a filtered list whose table view
// dismisses the keyboard when dragged.
import UIKit

final class SignInViewController: UIViewController {
  let emailField = UITextField()
  let continueButton = UIButton(type: .system)
  private var buttonBottom: NSLayoutConstraint!
  private var keyboardObservers: [NSObjectProtocol] = []
  private(set) var curveNames: [String] = []
  private(set) var animators: [UIViewPropertyAnimator] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emailField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.translatesAutoresizingMaskIntoConstraints = false
    continueButton.setTitle("Continue", for: .normal)
    continueButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(emailField)
    view.addSubview(continueButton)
    buttonBottom = continueButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40)
    NSLayoutConstraint.activate([
      emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      continueButton.heightAnchor.constraint(equalToConstant: 50),
      buttonBottom,
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    keyboardObservers.append(
      center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] notification in
        MainActor.assumeIsolated { self?.keyboardWillChangeFrame(notification) }
      })
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
    keyboardObservers.removeAll()
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
      let curveValue = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
    else { return }
    let curve = UIView.AnimationCurve(rawValue: curveValue)!
    curveNames.append(name(of: curve))
    let overlap = max(0, view.bounds.maxY - view.convert(endFrame, from: nil).minY)
    buttonBottom.constant = -(overlap + 40)
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
      self.view.layoutIfNeeded()
    }
    animator.startAnimation()
    animators.append(animator)
  }

  private func name(of curve: UIView.AnimationCurve) -> String {
    switch curve {
    case .easeInOut: return "easeInOut"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .linear: return "linear"
    @unknown default: return "curve \(curve.rawValue)"
    }
  }
}

final class FilteredListViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
  let filterField = UITextField()
  let tableView = UITableView(frame: .zero, style: .plain)
  let all = (1...60).map { "Item \($0)" }
  private(set) var shown: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    shown = all
    filterField.placeholder = "Filter"
    filterField.borderStyle = .roundedRect
    filterField.delegate = self
    filterField.addAction(UIAction { [weak self] _ in self?.filterChanged() }, for: .editingChanged)
    filterField.translatesAutoresizingMaskIntoConstraints = false
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    tableView.dataSource = self
    tableView.keyboardDismissMode = .onDrag
    view.addSubview(filterField)
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      filterField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      filterField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      filterField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      tableView.topAnchor.constraint(equalTo: filterField.bottomAnchor, constant: 8),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  private func filterChanged() {
    let text = filterField.text ?? ""
    shown = text.isEmpty ? all : all.filter { $0.contains(text) }
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
