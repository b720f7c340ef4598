// A photo album as iOS 14+ apps write it (Swift 5 language mode): a collection view with a
// diffable data source and a cell registration inside a navigation controller. Adding and
// removing photos applies new snapshots (animated), and selecting a photo pushes its detail
// controller. This file must compile unchanged: that it builds is half of what the tests check.
import UIKit

struct GridAlbumPhoto: Hashable {
  let id: Int
  let title: String
}

enum AlbumSection: Hashable {
  case recent
}

final class AlbumPhotoCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    titleLabel.frame = contentView.bounds
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    titleLabel.textAlignment = .center
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

final class AlbumPhotoDetailController: UIViewController {
  let photo: GridAlbumPhoto

  init(photo: GridAlbumPhoto) {
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    title = photo.title
  }
}

final class DiffableAlbumGridViewController: UIViewController, UICollectionViewDelegate {
  typealias DataSource = UICollectionViewDiffableDataSource<AlbumSection, GridAlbumPhoto>
  typealias Snapshot = NSDiffableDataSourceSnapshot<AlbumSection, GridAlbumPhoto>

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: DataSource!
  private(set) var photos: [GridAlbumPhoto] = (1...9).map { GridAlbumPhoto(id: $0, title: "Photo \($0)") }
  private var nextID = 10
  private(set) var configuredCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Album"
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<AlbumPhotoCell, GridAlbumPhoto> { [weak self] cell, _, photo in
      cell.titleLabel.text = photo.title
      self?.configuredCount += 1
    }
    dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, photo in
      return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    }
    var snapshot = Snapshot()
    snapshot.appendSections([.recent])
    snapshot.appendItems(photos, toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Inserts a new photo at the front of the album.
  @discardableResult
  func addPhoto(completion: (() -> Void)? = nil) -> GridAlbumPhoto {
    let photo = GridAlbumPhoto(id: nextID, title: "Photo \(nextID)")
    nextID += 1
    photos.insert(photo, at: 0)
    var snapshot = dataSource.snapshot()
    if let first = snapshot.itemIdentifiers(inSection: .recent).first {
      snapshot.insertItems([photo], beforeItem: first)
    } else {
      snapshot.appendItems([photo], toSection: .recent)
    }
    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
    return photo
  }

  func removePhoto(_ photo: GridAlbumPhoto) {
    photos.removeAll { $0 == photo }
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([photo])
    dataSource.apply(snapshot)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    navigationController?.pushViewController(AlbumPhotoDetailController(photo: photo), animated: true)
  }
}
