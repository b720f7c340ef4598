// A list of notes whose rows have context menus (the first row has none), written the way apps
// write it in a UITableViewController subclass (Swift 5 mode). It must compile unchanged.
import UIKit

final class NotesMenuListController: UITableViewController {
  var notes = ["Pinned", "Groceries", "Ideas", "Trip"]
  private(set) var openedNote: String?
  private var menuNotes: [ObjectIdentifier: String] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    openedNote = notes[indexPath.row]
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPath.row > 0 else { return nil }
    let note = notes[indexPath.row]
    let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
        guard let self = self, let row = self.notes.firstIndex(of: note) else { return }
        self.notes.remove(at: row)
        self.tableView.reloadData()
      }
      return UIMenu(title: "", children: [delete])
    }
    menuNotes[ObjectIdentifier(configuration)] = note
    return configuration
  }

  override func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    guard let note = menuNotes[ObjectIdentifier(configuration)] else { return }
    animator.addCompletion { [weak self] in self?.openedNote = note }
  }
}
