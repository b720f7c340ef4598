import UIKit

// A mail inbox the way iOS apps write one: a plain UITableViewController with "Today" and
// "Earlier" sections (iOS 15's header padding turned off, as many apps do), trailing swipe
// actions with SF Symbols (Delete, Unread), a leading Pin action, and reordering across
// sections in edit mode.

final class InboxViewController: UITableViewController {
    struct Message {
        var subject: String
        var unread = true
        var pinned = false
    }

    var sections: [(title: String, messages: [Message])] = [
        ("Today", ["Lunch?", "Invoice 2291", "Flight check-in"].map { Message(subject: $0) }),
        ("Earlier", ["Welcome!", "Your receipt", "Weekly digest"].map { Message(subject: $0) }),
    ]
    var removesHeaderPadding = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.rowHeight = 60
        if #available(iOS 15.0, *), removesHeaderPadding {
            tableView.sectionHeaderTopPadding = 0
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].messages.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        let message = sections[indexPath.section].messages[indexPath.row]
        cell.textLabel?.text = (message.pinned ? "📌 " : "") + message.subject
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let message = sections[sourceIndexPath.section].messages.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].messages.insert(message, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            self?.sections[indexPath.section].messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        delete.image = UIImage(systemName: "trash")
        let unread = sections[indexPath.section].messages[indexPath.row].unread
        let toggle = UIContextualAction(style: .normal, title: unread ? "Read" : "Unread") { [weak self] _, _, completionHandler in
            self?.sections[indexPath.section].messages[indexPath.row].unread.toggle()
            completionHandler(true)
        }
        toggle.image = UIImage(systemName: unread ? "envelope.open" : "envelope.badge")
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [delete, toggle])
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, completionHandler in
            self?.sections[indexPath.section].messages[indexPath.row].pinned.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completionHandler(true)
        }
        pin.image = UIImage(systemName: "pin")
        pin.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [pin])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

/// What openuikit-port generates for the optional methods the controller implements, so
/// responds(to:) answers as on iOS (Docs/Porting.md).
@MainActor func registerInboxTypes() {
    ActionRegistry.registerImplemented(InboxViewController.self, [
        "tableView:moveRowAtIndexPath:toIndexPath:",
    ])
}
