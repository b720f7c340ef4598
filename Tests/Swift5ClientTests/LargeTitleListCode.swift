// A settings-style screen with a large title that pushes a detail screen with a standard title,
// written the way apps write it (Swift 5 mode). It must compile unchanged.
import UIKit

final class SettingsListViewController: UITableViewController {
  let rows = ["General", "Privacy", "Display & Brightness", "Sounds", "Notifications", "Battery",
              "Storage", "Accessibility", "Wallpaper", "Siri & Search", "Screen Time", "Passwords"]
  private(set) var lastOpened: String?

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.largeTitleDisplayMode = .always
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.rowHeight = 44
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = SettingDetailViewController(setting: rows[indexPath.row])
    lastOpened = rows[indexPath.row]
    navigationController?.pushViewController(detail, animated: true)
  }
}

final class SettingDetailViewController: UIViewController {
  let setting: String

  init(setting: String) {
    self.setting = setting
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = setting
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemGroupedBackground
    let label = UILabel()
    label.text = "\(setting) options"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}
