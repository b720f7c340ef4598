// A chat screen as apps write it (Swift 5 mode), compiled unchanged: a message list whose table
// view dismisses the keyboard interactively, and an input bar (text field and Send button)
// pinned to the keyboard layout guide, so it rides on the keyboard as it comes up, as a finger
// pulls it down, and as it goes away.
import UIKit

struct ConversationMessage {
  let text: String
  let isMine: Bool
}

final class ConversationViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let inputBar = UIView()
  let messageField = UITextField()
  let sendButton = UIButton(type: .system)
  private(set) var messages: [ConversationMessage] = (1...30).map {
    ConversationMessage(text: "Message \($0)", isMine: $0 % 3 == 0)
  }
  private(set) var keyboardShowCount = 0
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Anna"
    view.backgroundColor = .systemBackground

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    tableView.dataSource = self
    tableView.separatorStyle = .none
    tableView.keyboardDismissMode = .interactive
    view.addSubview(tableView)

    inputBar.translatesAutoresizingMaskIntoConstraints = false
    inputBar.backgroundColor = .secondarySystemBackground
    view.addSubview(inputBar)

    messageField.translatesAutoresizingMaskIntoConstraints = false
    messageField.borderStyle = .roundedRect
    messageField.placeholder = "iMessage"
    messageField.returnKeyType = .send
    messageField.delegate = self
    inputBar.addSubview(messageField)

    sendButton.translatesAutoresizingMaskIntoConstraints = false
    sendButton.setTitle("Send", for: .normal)
    sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
    inputBar.addSubview(sendButton)

    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),

      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
      messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
      sendButton.leadingAnchor.constraint(equalTo: messageField.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
      sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      sendButton.widthAnchor.constraint(equalToConstant: 56),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated {
          self?.keyboardShowCount += 1
          self?.scrollToLatest(animated: true)
        }
      })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    scrollToLatest(animated: false)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    observers.forEach { NotificationCenter.default.removeObserver($0) }
    observers.removeAll()
  }

  func scrollToLatest(animated: Bool) {
    guard !messages.isEmpty else { return }
    view.layoutIfNeeded()
    tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: animated)
  }

  private func send() {
    guard let text = messageField.text, !text.isEmpty else { return }
    messages.append(ConversationMessage(text: text, isMine: true))
    messageField.text = nil
    tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .bottom)
    scrollToLatest(animated: true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    let message = messages[indexPath.row]
    cell.textLabel?.text = message.text
    cell.textLabel?.textAlignment = message.isMine ? .right : .left
    cell.selectionStyle = .none
    return cell
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    send()
    return false
  }
}
