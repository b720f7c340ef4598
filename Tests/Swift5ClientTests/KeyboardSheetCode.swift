// A bottom card whose text field rides on the keyboard through the keyboard notifications (the
// classic code: read the end frame, duration and curve, animate the bottom constraint with the
// curve shifted into the options), and a chat screen pinned to view.keyboardLayoutGuide.
// (`addObserver(forName:object:queue:using:)` with queue nil: the selector variant needs the
// Objective-C runtime; KeyboardCurveCode.swift observes on `queue: .main`.)
import UIKit

final class KeyboardCardViewController: UIViewController, UITextFieldDelegate {
  let card = UIView()
  let textField = UITextField()
  private(set) var cardBottom: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []
  private(set) var lastDuration: TimeInterval = 0
  private(set) var returnCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 16
    card.translatesAutoresizingMaskIntoConstraints = false
    textField.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    textField.placeholder = "Add a comment"
    textField.delegate = self
    view.addSubview(card)
    card.addSubview(textField)
    cardBottom = card.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 120),
      cardBottom,
      textField.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      textField.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      textField.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
      MainActor.assumeIsolated { self?.keyboardWillChange(note, showing: true) }
    })
    observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
      MainActor.assumeIsolated { self?.keyboardWillChange(note, showing: false) }
    })
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    observers.forEach(NotificationCenter.default.removeObserver)
    observers = []
  }

  private func keyboardWillChange(_ notification: Notification, showing: Bool) {
    guard let info = notification.userInfo,
      let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    lastDuration = duration
    let keyboardTop = view.convert(frame, from: nil).minY
    cardBottom.constant = showing ? -(view.bounds.height - keyboardTop) : 0
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
      self.view.layoutIfNeeded()
    })
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returnCount += 1
    textField.resignFirstResponder()
    return true
  }
}

final class ChatViewController: UIViewController, UITextViewDelegate {
  let messages = UIView()
  let composer = UITextView()
  private(set) var drafts: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    messages.translatesAutoresizingMaskIntoConstraints = false
    composer.translatesAutoresizingMaskIntoConstraints = false
    composer.isScrollEnabled = false
    composer.font = .preferredFont(forTextStyle: .body)
    composer.delegate = self
    view.addSubview(messages)
    view.addSubview(composer)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messages.bottomAnchor.constraint(equalTo: composer.topAnchor),
      composer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      composer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
      composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
  }

  func textViewDidChange(_ textView: UITextView) {
    drafts.append(textView.text)
  }
}
