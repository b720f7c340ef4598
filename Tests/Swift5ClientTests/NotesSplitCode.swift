// A notes app on the iOS 14 triple-column split: folders in the sidebar (primary), the folder's
// notes in the supplementary column, the note in the secondary. The split's own sidebar toggle
// and its secondary-only ("full screen") toggle change the display mode; selecting a folder or a
// note shows the next column as Apple's column sample does (`show(.supplementary)`,
// `show(.secondary)`); compact, the delegate keeps the list on top when no note is open.
// Written as an app would be, then as openuikit-port leaves it. NotesSplitTests runs it.
import UIKit

struct NoteFolder {
  let name: String
  let notes: [String]

  static let all: [NoteFolder] = [
    NoteFolder(name: "Notes", notes: ["Groceries", "Packing list", "Ideas"]),
    NoteFolder(name: "Work", notes: ["Standup", "Roadmap"]),
    NoteFolder(name: "Recipes", notes: ["Bread", "Soup", "Pie", "Curry"]),
  ]
}

final class NotesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let folders = FoldersViewController(style: .plain)
  let notesList = NotesListViewController(style: .plain)
  let editor = NoteEditorViewController()
  private(set) var events: [String] = []

  init() {
    super.init(style: .tripleColumn)
    delegate = self
    primaryBackgroundStyle = .sidebar
    preferredDisplayMode = .twoBesideSecondary
    preferredSplitBehavior = .tile
    preferredPrimaryColumnWidthFraction = 0.25
    maximumPrimaryColumnWidth = 260
    preferredSupplementaryColumnWidth = 300
    showsSecondaryOnlyButton = true
    setViewController(folders, for: .primary)
    setViewController(notesList, for: .supplementary)
    setViewController(editor, for: .secondary)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
    // No note open: the list of notes, not an empty editor.
    return editor.note == nil ? .supplementary : proposedTopColumn
  }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    events.append("willChangeTo(\(name(of: displayMode)))")
  }

  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    events.append("willShow(\(name(of: column)))")
  }

  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
    events.append("willHide(\(name(of: column)))")
  }

  private func name(of mode: UISplitViewController.DisplayMode) -> String {
    switch mode {
    case .secondaryOnly: return "secondaryOnly"
    case .oneBesideSecondary: return "oneBesideSecondary"
    case .oneOverSecondary: return "oneOverSecondary"
    case .twoBesideSecondary: return "twoBesideSecondary"
    case .twoOverSecondary: return "twoOverSecondary"
    case .twoDisplaceSecondary: return "twoDisplaceSecondary"
    default: return "automatic"
    }
  }

  private func name(of column: UISplitViewController.Column) -> String {
    switch column {
    case .primary: return "primary"
    case .supplementary: return "supplementary"
    case .secondary: return "secondary"
    default: return "compact"
    }
  }
}

final class FoldersViewController: UITableViewController {
  let folders = NoteFolder.all

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Folders"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "folder")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    folders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
    cell.textLabel?.text = folders[indexPath.row].name
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let split = splitViewController as? NotesSplitViewController else { return }
    split.notesList.folder = folders[indexPath.row]
    split.show(.supplementary)
  }
}

final class NotesListViewController: UITableViewController {
  var folder: NoteFolder? {
    didSet {
      title = folder?.name
      if isViewLoaded { tableView.reloadData() }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = folder?.name ?? "Notes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    folder?.notes.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = folder?.notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let split = splitViewController as? NotesSplitViewController, let folder = folder else { return }
    split.editor.note = folder.notes[indexPath.row]
    split.show(.secondary)
  }
}

final class NoteEditorViewController: UIViewController {
  let textView = UITextView()
  var note: String? {
    didSet {
      title = note
      textView.text = note.map { "\($0)\n" } ?? ""
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.frame = view.bounds
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(textView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
      self?.textView.text += "Shared\n"
    })
  }
}
