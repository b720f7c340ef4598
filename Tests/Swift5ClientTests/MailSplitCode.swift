// A mail-like app on the iOS 14 column split: `UISplitViewController(style: .doubleColumn)` with
// the mailbox in the primary column and the message in the secondary, the delegate choosing the
// list as the top column when collapsing with nothing selected, selection through
// `showDetailViewController`, a sidebar that hides and comes back, and a compose sheet that
// refuses to be swiped away with a draft (`isModalInPresentation`) and asks with an action sheet.
// As openuikit-port leaves it (`@objc` removed, `#selector` spelled `Selector("…")`, actions
// registered). MailSplitTests runs it.
import UIKit

struct MailMessage: Hashable {
  let id: Int
  let sender: String
  let subject: String

  static let inbox: [MailMessage] = (1...12).map { MailMessage(id: $0, sender: "Sender \($0)", subject: "Subject \($0)") }
}

final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let mailbox = MailboxViewController(style: .plain)
  let placeholder = NoMessageViewController()
  private(set) var events: [String] = []

  init() {
    super.init(style: .doubleColumn)
    delegate = self
    preferredDisplayMode = .oneBesideSecondary
    preferredSplitBehavior = .tile
    setViewController(mailbox, for: .primary)
    setViewController(placeholder, for: .secondary)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
    events.append("topColumn(proposed: \(proposedTopColumn == .secondary ? "secondary" : "other"))")
    // Nothing chosen yet: the list, not the empty placeholder.
    return mailbox.selectedMessage == nil ? .primary : proposedTopColumn
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    events.append("didCollapse")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    events.append("didExpand")
  }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    switch displayMode {
    case .secondaryOnly: events.append("willChangeTo(secondaryOnly)")
    case .oneBesideSecondary: events.append("willChangeTo(oneBesideSecondary)")
    case .oneOverSecondary: events.append("willChangeTo(oneOverSecondary)")
    default: events.append("willChangeTo(other)")
    }
  }
}

final class MailboxViewController: UITableViewController, UIAdaptivePresentationControllerDelegate {
  let messages = MailMessage.inbox
  private(set) var selectedMessage: MailMessage?
  private(set) var log: [String] = []
  private(set) var appearances: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Selector("compose"))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearances.append("didDisappear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row].sender
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let message = messages[indexPath.row]
    selectedMessage = message
    showDetailViewController(MessageViewController(message: message), sender: self)
  }

  func compose() {
    let composer = ComposeViewController()
    let navigation = UINavigationController(rootViewController: composer)
    navigation.presentationController?.delegate = self
    present(navigation, animated: true)
  }

  // MARK: UIAdaptivePresentationControllerDelegate

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    log.append("attemptToDismiss")
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { _ in
      self.log.append("deleteDraft")
      presentationController.presentingViewController.dismiss(animated: true)
    })
    sheet.addAction(UIAlertAction(title: "Save Draft", style: .default) { _ in
      self.log.append("saveDraft")
      presentationController.presentingViewController.dismiss(animated: true)
    })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
      self.log.append("cancel")
    })
    presentationController.presentedViewController.present(sheet, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("didDismiss")
  }
}

final class MessageViewController: UIViewController {
  let message: MailMessage
  let subjectLabel = UILabel()

  init(message: MailMessage) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = message.sender
    view.backgroundColor = .systemBackground
    subjectLabel.text = message.subject
    subjectLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(subjectLabel)
    NSLayoutConstraint.activate([
      subjectLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      subjectLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Mailboxes", style: .plain, target: self, action: Selector("toggleSidebar"))
  }

  /// The sidebar button: shows the mailbox column if hidden, hides it otherwise.
  func toggleSidebar() {
    guard let split = splitViewController else { return }
    if split.displayMode == .secondaryOnly {
      split.show(.primary)
    } else {
      split.hide(.primary)
    }
  }
}

final class NoMessageViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    title = "No Message Selected"
  }
}

final class ComposeViewController: UIViewController, UITextViewDelegate {
  let bodyView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
    view.backgroundColor = .systemBackground
    bodyView.frame = view.bounds
    bodyView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    bodyView.delegate = self
    view.addSubview(bodyView)
  }

  /// A draft cannot be swiped away: the presenting controller's delegate asks what to do.
  func textViewDidChange(_ textView: UITextView) {
    isModalInPresentation = !textView.text.isEmpty
  }
}

@MainActor func registerMailSplitActions() {
  ActionRegistry.register(MailboxViewController.self, "compose") { vc, _ in vc.compose() }
  ActionRegistry.register(MessageViewController.self, "toggleSidebar") { vc, _ in vc.toggleSidebar() }
}
