import UIKit

// A contacts directory the way iOS apps write one: a UITableViewController with lettered
// sections, a registered header class with a "See All" button, self-sizing headers, the title
// colour changed in willDisplayHeaderView, and a count footer from titleForFooterInSection.

struct DirectoryContact {
    let name: String
    let phone: String
}

final class DirectorySectionHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "DirectorySectionHeader"

    let letterLabel = UILabel()
    let seeAllButton = UIButton(type: .system)
    var onSeeAll: (() -> Void)?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        letterLabel.font = .preferredFont(forTextStyle: .headline)
        letterLabel.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.addAction(UIAction { [weak self] _ in self?.onSeeAll?() }, for: .touchUpInside)
        contentView.addSubview(letterLabel)
        contentView.addSubview(seeAllButton)
        NSLayoutConstraint.activate([
            letterLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            letterLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            letterLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            letterLabel.heightAnchor.constraint(equalToConstant: 20),
            seeAllButton.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            seeAllButton.centerYAnchor.constraint(equalTo: letterLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onSeeAll = nil
    }
}

final class DirectoryViewController: UITableViewController {
    private let sections: [(letter: String, contacts: [DirectoryContact])]
    private(set) var expandedLetters: [String] = []
    private(set) var displayedHeaders: [Int] = []

    init(contacts: [DirectoryContact]) {
        let grouped = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
        sections = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.name < $1.name }) }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.register(DirectorySectionHeader.self, forHeaderFooterViewReuseIdentifier: DirectorySectionHeader.reuseIdentifier)
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let contact = sections[indexPath.section].contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(
            withIdentifier: DirectorySectionHeader.reuseIdentifier) as? DirectorySectionHeader else { return nil }
        let letter = sections[section].letter
        header.letterLabel.text = letter
        header.onSeeAll = { [weak self] in self?.expandedLetters.append(letter) }
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        let count = sections[section].contacts.count
        return count == 1 ? "1 contact" : "\(count) contacts"
    }

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
        if let header = view as? DirectorySectionHeader {
            header.letterLabel.textColor = .systemBlue
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        guard let footer = view as? UITableViewHeaderFooterView else { return }
        footer.textLabel?.textColor = .secondaryLabel
        footer.textLabel?.font = .systemFont(ofSize: 12)
    }
}
