// A sectioned photo browser as iOS 14+ apps write it (Swift 5 language mode): a compositional
// layout of three-across square photos under a header per album, section headers from a
// supplementary registration, cells from a cell registration, and a diffable data source.
// Adding an album applies an animated snapshot. This file must compile unchanged.
import UIKit

struct AlbumBrowserPhoto: Hashable {
  let album: String
  let number: Int
}

final class AlbumBrowserHeaderView: UICollectionReusableView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

final class AlbumBrowserCell: UICollectionViewCell {
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    captionLabel.frame = contentView.bounds
    captionLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    captionLabel.textAlignment = .center
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AlbumBrowserViewController: UIViewController {
  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<String, AlbumBrowserPhoto>!
  private(set) var albums: [(name: String, count: Int)] = [("Summer", 5), ("Winter", 4)]

  static func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<AlbumBrowserCell, AlbumBrowserPhoto> { cell, _, photo in
      cell.captionLabel.text = "\(photo.album) \(photo.number)"
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<AlbumBrowserHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      header.titleLabel.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
    }
    dataSource = UICollectionViewDiffableDataSource<String, AlbumBrowserPhoto>(collectionView: collectionView) {
      collectionView, indexPath, photo in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, AlbumBrowserPhoto>()
    for album in albums {
      snapshot.appendSections([album.name])
      snapshot.appendItems((1...album.count).map { AlbumBrowserPhoto(album: album.name, number: $0) }, toSection: album.name)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Adds an album before the first one, animated.
  func addAlbumAtTop(_ name: String, count: Int, completion: (() -> Void)? = nil) {
    albums.insert((name, count), at: 0)
    var snapshot = dataSource.snapshot()
    if let first = snapshot.sectionIdentifiers.first {
      snapshot.insertSections([name], beforeSection: first)
    } else {
      snapshot.appendSections([name])
    }
    snapshot.appendItems((1...count).map { AlbumBrowserPhoto(album: name, number: $0) }, toSection: name)
    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
  }

  func headerTitles() -> [String] {
    collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
      .compactMap { ($0 as? AlbumBrowserHeaderView)?.titleLabel.text }
  }
}
