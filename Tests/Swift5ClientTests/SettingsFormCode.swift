// A settings form written the way iOS 14–17 apps write it (Swift 5 mode): cells configured with
// defaultContentConfiguration() and value cells, a background that changes with selection, and
// an empty state shown with a content-unavailable configuration. It must compile unchanged.
import UIKit

struct SettingsFormRow: Hashable {
  var title: String
  var value: String?
  var symbol: String
}

final class SettingsFormViewController: UITableViewController {
  var rows: [SettingsFormRow] = [
    SettingsFormRow(title: "Wi-Fi", value: "Home", symbol: "wifi"),
    SettingsFormRow(title: "Bluetooth", value: "On", symbol: "antenna.radiowaves.left.and.right"),
    SettingsFormRow(title: "Notifications", value: nil, symbol: "bell.badge"),
  ] {
    didSet {
      tableView.reloadData()
      setNeedsUpdateContentUnavailableConfiguration()
    }
  }
  private(set) var chosen: String?

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    tableView.rowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    let row = rows[indexPath.row]
    var content: UIListContentConfiguration
    if row.value != nil {
      content = .valueCell()
      content.secondaryText = row.value
    } else {
      content = cell.defaultContentConfiguration()
    }
    content.text = row.title
    content.image = UIImage(systemName: row.symbol)
    content.imageProperties.tintColor = .systemBlue
    cell.contentConfiguration = content
    cell.configurationUpdateHandler = { cell, state in
      var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
      if state.isSelected || state.isHighlighted {
        background.backgroundColor = .systemBlue.withAlphaComponent(0.2)
      }
      cell.backgroundConfiguration = background
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen = rows[indexPath.row].title
  }

  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    guard rows.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var empty = UIContentUnavailableConfiguration.empty()
    empty.image = UIImage(systemName: "gearshape")
    empty.text = "No Settings"
    empty.secondaryText = "Settings you add appear here."
    var button = UIButton.Configuration.filled()
    button.title = "Restore Defaults"
    empty.button = button
    empty.buttonProperties.primaryAction = UIAction(title: "Restore") { [weak self] _ in
      self?.rows = [SettingsFormRow(title: "Wi-Fi", value: "Off", symbol: "wifi")]
    }
    contentUnavailableConfiguration = empty
  }
}
