// A list screen of shadowed cards with pull-to-refresh and titles that shrink to fit, written
// the way apps write it (Swift 5 mode). It must compile unchanged.
import UIKit

final class CardCell: UITableViewCell {
  static let reuseIdentifier = "CardCell"

  let cardView = UIView()
  let titleLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    backgroundColor = .clear
    contentView.backgroundColor = .clear

    cardView.backgroundColor = .white
    cardView.layer.cornerRadius = 12
    cardView.layer.shadowColor = UIColor.black.cgColor
    cardView.layer.shadowOpacity = 0.15
    cardView.layer.shadowRadius = 8
    cardView.layer.shadowOffset = CGSize(width: 0, height: 4)
    contentView.addSubview(cardView)

    titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
    titleLabel.textColor = .label
    titleLabel.adjustsFontSizeToFitWidth = true
    titleLabel.minimumScaleFactor = 0.5
    titleLabel.allowsDefaultTighteningForTruncation = true
    cardView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    cardView.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
    // The shadow's shape, so Core Animation need not find it from the card's alpha.
    cardView.layer.shadowPath = UIBezierPath(roundedRect: cardView.bounds, cornerRadius: 12).cgPath
    titleLabel.frame = cardView.bounds.insetBy(dx: 16, dy: 12)
  }
}

final class CardListViewController: UITableViewController {
  private(set) var items = ["Weekend in Lisbon", "Groceries", "A very long title for a card that will not fit"]
  private(set) var refreshCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cards"
    tableView.register(CardCell.self, forCellReuseIdentifier: CardCell.reuseIdentifier)
    tableView.rowHeight = 96
    tableView.separatorStyle = .none
    tableView.alwaysBounceVertical = true

    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Checking for new cards…")
    refresh.tintColor = .systemBlue
    refresh.addAction(UIAction { [weak self] _ in self?.refreshCards() }, for: .valueChanged)
    refreshControl = refresh
  }

  private func refreshCards() {
    refreshCount += 1
    // A pretend network request.
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
      guard let self = self else { return }
      self.items.insert("New card \(self.refreshCount)", at: 0)
      self.tableView.reloadData()
      self.refreshControl?.endRefreshing()
    }
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
    cell.titleLabel.text = items[indexPath.row]
    return cell
  }
}
