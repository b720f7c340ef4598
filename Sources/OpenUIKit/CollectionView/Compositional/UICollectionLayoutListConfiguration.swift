import Foundation

/// iOS 14: a compositional layout section that looks like a table: one full-width row per item
/// (44 pt, the system row height: there is no self-sizing here), the section insets of the
/// appearance, and optional header and footer supplementary views (Docs/Behaviour/lists16s.md).
/// The list cell (`UICollectionViewListCell`) and separators' drawing are not part of this.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  public enum Appearance: Int, Sendable {
    case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
  }

  public enum HeaderMode: Int, Sendable {
    case none = 0, supplementary, firstItemInSection
  }

  public enum FooterMode: Int, Sendable {
    case none = 0, supplementary
  }

  public let appearance: UICollectionLayoutListConfiguration.Appearance
  /// Whether rows show separators (true by default).
  public var showsSeparators = true
  /// The list's background colour: a list layout (`UICollectionViewCompositionalLayout.list(using:)`)
  /// gives it to its collection view each time it is prepared. Nil uses the appearance's (system
  /// background for plain and sidebar-plain, system grouped background for the others).
  public var backgroundColor: UIColor?
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
  /// iOS 15: space above each section's supplementary header, inside the section (nil: the
  /// system's, none here — Docs/Behaviour/lists17.md "List background and header padding").
  public var headerTopPadding: CGFloat?

  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }

  /// [U] Each appearance's section insets.
  var _sectionInsets: NSDirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain: return .zero
    case .grouped: return NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 35, trailing: 0)
    case .insetGrouped: return NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 35, trailing: 20)
    case .sidebar: return NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    }
  }

  /// The collection view's background in a list layout: `backgroundColor`, else the appearance's.
  var _resolvedBackgroundColor: UIColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    }
  }

  /// [U] The header's height: 28 pt in plain lists, 38 pt in grouped ones.
  var _headerHeight: CGFloat { appearance == .plain || appearance == .sidebarPlain ? 28 : 38 }
}

/// The system height of a list row.
let _listRowHeight: CGFloat = 44

extension NSCollectionLayoutSection {
  /// iOS 14: a list section: one full-width 44 pt row per item, in the appearance's insets, with
  /// a header and a footer when the configuration's modes are `.supplementary`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(_listRowHeight))
    let item = NSCollectionLayoutItem(layoutSize: row)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = configuration._sectionInsets
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration._headerHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header._leadingPadding = max(0, configuration.headerTopPadding ?? 0)
      boundary.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundary.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(_listRowHeight)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// iOS 14: a layout whose every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout._listConfiguration = configuration
    return layout
  }
}
