import UIKit

// A to-do list the way iOS apps write one: a UITableViewController in a navigation controller,
// the controller's editButtonItem on the right, swipe to delete through
// tableView(_:commit:forRowAt:), reordering in edit mode, and a "Flag" leading swipe action.

final class TodoListViewController: UITableViewController {
    struct Todo {
        var title: String
        var flagged = false
    }

    var todos: [Todo] = ["Buy milk", "Call Ann", "Book flights", "Pay rent"].map { Todo(title: $0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        let todo = todos[indexPath.row]
        cell.textLabel?.text = todo.flagged ? "⚑ " + todo.title : todo.title
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let todo = todos.remove(at: sourceIndexPath.row)
        todos.insert(todo, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: todos[indexPath.row].flagged ? "Unflag" : "Flag") { [weak self] _, _, completionHandler in
            guard let self = self else { return }
            self.todos[indexPath.row].flagged.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completionHandler(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }
}

/// What openuikit-port generates for the optional methods the controller implements, so
/// responds(to:) answers as on iOS (Docs/Porting.md).
@MainActor func registerTodoListTypes() {
    ActionRegistry.registerImplemented(TodoListViewController.self, [
        "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
    ])
}
