import UIKit

// A settings screen the way iOS 14+ apps write one: an inset-grouped UITableViewController whose
// section headers and footers are plain UITableViewHeaderFooterViews filled through
// defaultContentConfiguration(), with a background configuration on the footers.

final class SettingsSectionsViewController: UITableViewController {
    static let headerID = "SettingsHeader"

    let sections: [(title: String, note: String, rows: [String])] = [
        ("General", "Applies to every device.", ["About", "Software Update", "Storage"]),
        ("Privacy", "Your data stays on this device.", ["Location", "Tracking"]),
    ]

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
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerID)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerID) else { return nil }
        var content = header.defaultContentConfiguration()
        content.text = sections[section].title
        header.contentConfiguration = content
        return header
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerID) else { return nil }
        var content = footer.defaultContentConfiguration()
        content.text = sections[section].note
        footer.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedHeaderFooter()
        background.backgroundColor = .clear
        footer.backgroundConfiguration = background
        return footer
    }
}
