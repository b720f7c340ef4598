// A list of names with a search controller and a results controller, the way apps write it
// (Swift 5 mode). It must compile unchanged.
import UIKit

final class NameResultsController: UITableViewController {
  var filtered: [String] = [] {
    didSet { tableView.reloadData() }
  }
  var onSelect: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    filtered.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
    cell.textLabel?.text = filtered[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(filtered[indexPath.row])
  }
}

final class NameListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
  UISearchControllerDelegate
{
  let names = ["Ada", "Alan", "Barbara", "Claude", "Dennis", "Edsger", "Grace", "Ken", "Linus", "Margaret"]
  private var searchController: UISearchController!
  private let resultsController = NameResultsController(style: .plain)
  private(set) var updates = 0
  private(set) var searchButtonTaps = 0
  private(set) var presented = false
  private(set) var dismissedCount = 0
  let useNavigationItem: Bool

  init(useNavigationItem: Bool) {
    self.useNavigationItem = useNavigationItem
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Names"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")

    searchController = UISearchController(searchResultsController: resultsController)
    searchController.searchResultsUpdater = self
    searchController.delegate = self
    searchController.obscuresBackgroundDuringPresentation = true
    searchController.searchBar.placeholder = "Search Names"
    searchController.searchBar.delegate = self
    searchController.searchBar.scopeButtonTitles = ["All", "Short"]
    if useNavigationItem {
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
    } else {
      tableView.tableHeaderView = searchController.searchBar
    }
    definesPresentationContext = true

    resultsController.onSelect = { [weak self] name in
      let detail = UIViewController()
      detail.title = name
      self?.navigationController?.pushViewController(detail, animated: true)
    }
  }

  var search: UISearchController { searchController }
  var results: NameResultsController { resultsController }

  // MARK: UISearchResultsUpdating

  func updateSearchResults(for searchController: UISearchController) {
    updates += 1
    let text = searchController.searchBar.text ?? ""
    let scope = searchController.searchBar.selectedScopeButtonIndex
    resultsController.filtered = names.filter { name in
      let matches = text.isEmpty || name.lowercased().contains(text.lowercased())
      return matches && (scope == 0 || name.count <= 4)
    }
  }

  // MARK: UISearchBarDelegate

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchButtonTaps += 1
    searchBar.resignFirstResponder()
  }

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    updateSearchResults(for: searchController)
  }

  // MARK: UISearchControllerDelegate

  func didPresentSearchController(_ searchController: UISearchController) {
    presented = true
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    dismissedCount += 1
  }

  // MARK: Table

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}
