// An App-Store-like home screen as iOS 14+ apps write it (Swift 5 language mode): one
// compositional layout with a horizontally paging "featured" banner row, a continuously
// scrolling "top charts" row whose cards scale with their distance from the centre (a visible
// items invalidation handler), and a list of apps under pinned section headers on a rounded
// section background decoration. This file must compile unchanged.
import UIKit

enum StoreSection: Int, CaseIterable {
  case featured, topCharts, apps
}

final class StoreCardCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 12
    titleLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 12)
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StoreHeaderView: UICollectionReusableView {
  static let kind = UICollectionView.elementKindSectionHeader
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StoreSectionBackgroundView: UICollectionReusableView {
  static let kind = "store-section-background"

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 16
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StoreHomeViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private(set) var collectionView: UICollectionView!
  let featured = ["Puzzle Quest", "Star Racer", "Garden Days", "Night Sky"]
  let charts = (1...8).map { "Chart #\($0)" }
  let apps = (1...12).map { "App \($0)" }
  /// Every call of the top charts' visible items handler: the visible items and the offset.
  private(set) var chartsInvalidations: [(items: [IndexPath], offset: CGPoint)] = []
  private(set) var selected: [IndexPath] = []

  func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
      guard let self = self, let kind = StoreSection(rawValue: sectionIndex) else { return nil }
      switch kind {
      case .featured: return self.featuredSection()
      case .topCharts: return self.topChartsSection(environment)
      case .apps: return self.appsSection()
      }
    }
    layout.register(StoreSectionBackgroundView.self, forDecorationViewOfKind: StoreSectionBackgroundView.kind)
    return layout
  }

  private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      elementKind: StoreHeaderView.kind, alignment: .top)
    header.pinToVisibleBounds = true
    return header
  }

  private func featuredSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(220)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .paging
    return section
  }

  private func topChartsSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.boundarySupplementaryItems = [header()]
    section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
      self?.chartsInvalidations.append((items.map { $0.indexPath }, offset))
      let centre = offset.x + environment.container.contentSize.width / 2
      for item in items {
        let distance = abs(item.frame.midX - centre)
        let scale = max(0.9, 1 - distance / environment.container.contentSize.width / 2)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    return section
  }

  private func appsSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(4), trailing: nil, bottom: nil)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(68)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
    section.boundarySupplementaryItems = [header()]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: StoreSectionBackgroundView.kind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 44, leading: 16, bottom: 0, trailing: 16)
    section.decorationItems = [background]
    return section
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(StoreCardCell.self, forCellWithReuseIdentifier: "card")
    collectionView.register(
      StoreHeaderView.self, forSupplementaryViewOfKind: StoreHeaderView.kind, withReuseIdentifier: "header")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { StoreSection.allCases.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    switch StoreSection(rawValue: section)! {
    case .featured: return featured.count
    case .topCharts: return charts.count
    case .apps: return apps.count
    }
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! StoreCardCell
    switch StoreSection(rawValue: indexPath.section)! {
    case .featured: cell.titleLabel.text = featured[indexPath.item]
    case .topCharts: cell.titleLabel.text = charts[indexPath.item]
    case .apps: cell.titleLabel.text = apps[indexPath.item]
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! StoreHeaderView
    header.titleLabel.text = indexPath.section == StoreSection.topCharts.rawValue ? "Top Charts" : "All Apps"
    return header
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  /// The scroll view of an orthogonally scrolling row (the embedded scroll view UIKit makes).
  func rowScrollView(containing indexPath: IndexPath) -> UIScrollView? {
    collectionView.cellForItem(at: indexPath)?.superview as? UIScrollView
  }
}
