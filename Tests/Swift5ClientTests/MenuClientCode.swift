// A photo grid with a "More" menu button and context menus on its tiles whose previews open
// the photo, the way apps write it (Swift 5 mode). It must compile unchanged.
import UIKit

final class MenuPhotoDetailController: UIViewController {
  let photoName: String

  init(photoName: String) {
    self.photoName = photoName
    super.init(nibName: nil, bundle: nil)
    title = photoName
    preferredContentSize = CGSize(width: 300, height: 300)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = photoName
    label.textAlignment = .center
    label.frame = view.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(label)
  }
}

final class MenuPhotoTileView: UIView {
  let photoName: String
  init(photoName: String) {
    self.photoName = photoName
    super.init(frame: .zero)
    backgroundColor = .systemTeal
    layer.cornerRadius = 8
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class MenuPhotoGridController: UIViewController, UIContextMenuInteractionDelegate {
  private(set) var photos = ["Beach", "Forest", "Harbour", "Desert"]
  private(set) var tiles: [MenuPhotoTileView] = []
  private(set) var favorites: Set<String> = []
  private(set) var sortOrder = "Date"
  private(set) var selecting = false
  let moreButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    view.backgroundColor = .systemBackground

    moreButton.setTitle("More", for: .normal)
    moreButton.frame = CGRect(x: 16, y: 110, width: 80, height: 44)
    moreButton.menu = makeMoreMenu()
    moreButton.showsMenuAsPrimaryAction = true
    view.addSubview(moreButton)

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: makeSortMenu())

    reloadTiles()
  }

  private func makeMoreMenu() -> UIMenu {
    let select = UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { [weak self] _ in
      self?.selecting = true
    }
    let deleteAll = UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
      self?.photos.removeAll()
      self?.reloadTiles()
    }
    let hiddenAction = UIAction(title: "Recover", attributes: .hidden) { _ in }
    return UIMenu(title: "", children: [
      UIMenu(title: "", options: .displayInline, children: [select, hiddenAction]),
      makeSortMenu(),
      UIMenu(title: "", options: .displayInline, children: [deleteAll]),
    ])
  }

  private func makeSortMenu() -> UIMenu {
    let orders = ["Date", "Name"]
    let actions = orders.map { order in
      UIAction(title: order, state: order == sortOrder ? .on : .off) { [weak self] _ in
        self?.sortOrder = order
        self?.reloadTiles()
      }
    }
    return UIMenu(title: "Sort By", options: .singleSelection, children: actions)
  }

  func reloadTiles() {
    tiles.forEach { $0.removeFromSuperview() }
    let names = sortOrder == "Name" ? photos.sorted() : photos
    tiles = names.enumerated().map { index, name in
      let tile = MenuPhotoTileView(photoName: name)
      tile.frame = CGRect(x: 16 + CGFloat(index % 2) * 180, y: 180 + CGFloat(index / 2) * 180, width: 170, height: 170)
      tile.addInteraction(UIContextMenuInteraction(delegate: self))
      view.addSubview(tile)
      return tile
    }
  }

  // MARK: UIContextMenuInteractionDelegate

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let tile = interaction.view as? MenuPhotoTileView else { return nil }
    let name = tile.photoName
    return UIContextMenuConfiguration(identifier: name as NSString, previewProvider: {
      MenuPhotoDetailController(photoName: name)
    }, actionProvider: { [weak self] suggested in
      let favorite = UIAction(
        title: "Favorite", image: UIImage(systemName: "heart"),
        state: self?.favorites.contains(name) == true ? .on : .off
      ) { _ in
        self?.favorites.insert(name)
      }
      let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
        self?.photos.removeAll { $0 == name }
        self?.reloadTiles()
      }
      return UIMenu(title: name, children: suggested + [favorite, delete])
    })
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    guard let detail = animator.previewViewController else { return }
    animator.preferredCommitStyle = .pop
    animator.addCompletion {
      self.show(detail, sender: self)
    }
  }
}
