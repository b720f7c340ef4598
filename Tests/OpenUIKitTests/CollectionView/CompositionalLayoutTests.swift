import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Data sources kept alive while their collection views are tested.
@MainActor var compositionalTestSources: [GridDataSource] = []

@MainActor
@Suite(.serialized)
struct CompositionalLayoutTests {
  func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A 400×800 collection view of `counts` items laid out by `layout`.
  func makeCollection(_ counts: [Int], _ layout: UICollectionViewLayout, size: CGSize = CGSize(width: 400, height: 800))
    -> (UICollectionView, GridDataSource)
  {
    let source = GridDataSource(counts: counts)
    // The collection view holds its data source weakly: keep it for the test.
    compositionalTestSources.append(source)
    let collection = makeGrid(source, frame: CGRect(origin: .zero, size: size), layout: layout)
    return (collection, source)
  }

  func layout(item: NSCollectionLayoutItem, group: NSCollectionLayoutGroup) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  @Test("UIKit docs: dimensions are fractions of the container's width or height, absolute lengths, or estimates (an estimate is its value here: no self-sizing)")
  func dimensions() {
    let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
    #expect(width.isFractionalWidth && !width.isFractionalHeight && width.dimension == 0.5)
    #expect(NSCollectionLayoutDimension.fractionalHeight(1).isFractionalHeight)
    #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
    let estimate = NSCollectionLayoutDimension.estimated(60)
    #expect(estimate.isEstimated && estimate.dimension == 60)
    #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing && NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
    let item = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .absolute(30)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])
    let (collection, _) = makeCollection([2], layout(item: item, group: group))
    #expect(itemFrames(collection) == [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 30)])
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 400, height: 40))
  }

  @Test("UIKit: a horizontal group repeats its subitems while the next fits (fractionalWidth(0.25) of the group: four to a row); groups repeat down the section until the items are placed")
  func fractionalGrid() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let (collection, _) = makeCollection([10], layout(item: item, group: group))
    let frames = itemFrames(collection)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frames[3] == CGRect(x: 300, y: 0, width: 100, height: 100))
    #expect(frames[4] == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(frames[9] == CGRect(x: 100, y: 200, width: 100, height: 100))
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 400, height: 300))
  }

  @Test("UIKit docs: an item's contentInsets shrink it inside its size after it is placed (the group keeps its size)")
  func itemContentInsets() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let (collection, _) = makeCollection([3], layout(item: item, group: group))
    #expect(itemFrames(collection) == [
      CGRect(x: 4, y: 2, width: 188, height: 92), CGRect(x: 204, y: 2, width: 188, height: 92),
      CGRect(x: 4, y: 102, width: 188, height: 92),
    ])
  }

  @Test("Behaviour lists16s: a section's contentInsets inset its groups and the groups' fractional sizes are of the container less those insets; interGroupSpacing separates groups")
  func sectionInsetsAndGroupSpacing() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
    section.interGroupSpacing = 8
    let (collection, _) = makeCollection([3], UICollectionViewCompositionalLayout(section: section))
    #expect(itemFrames(collection) == [
      CGRect(x: 20, y: 10, width: 180, height: 50), CGRect(x: 200, y: 10, width: 180, height: 50),
      CGRect(x: 20, y: 68, width: 180, height: 50),
    ])
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 400, height: 148))
  }

  @Test("UIKit: subitem:count: (iOS 13) shares the group's length between count items less fixed spacing; repeatingSubitem:count: (iOS 16) keeps the item's own size")
  func countedGroups() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
    let shared = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 3)
    shared.interItemSpacing = .fixed(20)
    let (first, _) = makeCollection([3], layout(item: item, group: shared))
    #expect(itemFrames(first).map(\.minX) == [0, 140, 280] && itemFrames(first).allSatisfy { $0.width == 120 })
    #expect(shared.subitems.count == 3)
    let repeating = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 3)
    repeating.interItemSpacing = .fixed(10)
    let (second, _) = makeCollection([4], layout(item: item, group: repeating))
    #expect(itemFrames(second) == [
      CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 50, height: 100),
      CGRect(x: 120, y: 0, width: 50, height: 100), CGRect(x: 0, y: 100, width: 50, height: 100),
    ])
  }

  @Test("UIKit docs: flexible interItemSpacing is a minimum; the group's leftover length is shared evenly between its items")
  func flexibleSpacing() {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(70), .absolute(70)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(70)), subitems: [item])
    group.interItemSpacing = .flexible(10)
    let (collection, _) = makeCollection([5], layout(item: item, group: group))
    // 5 × 70 + 4 × 10 = 390 ≤ 400 (a sixth does not fit); the 10 pt left over adds 2.5 to each gap.
    #expect(itemFrames(collection).map(\.minX) == [0, 82.5, 165, 247.5, 330])
  }

  @Test("UIKit: groups nest — a horizontal group of a large item and a vertical group of two; the vertical group's subitems' fractions are of its own size")
  func nestedGroups() {
    let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let pair = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
    let (collection, _) = makeCollection([4], layout(item: large, group: group))
    #expect(itemFrames(collection) == [
      CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 200, y: 0, width: 200, height: 100),
      CGRect(x: 200, y: 100, width: 200, height: 100), CGRect(x: 0, y: 200, width: 200, height: 200),
    ])
  }

  @Test("Behaviour lists16s [U]: a top boundary header sits at the section's top, above the top content inset, inset across by the section's leading/trailing insets (supplementariesFollowContentInsets); a bottom footer follows the bottom inset")
  func boundaryHeaderAndFooter() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 16)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    let (collection, _) = makeCollection([1, 1], UICollectionViewCompositionalLayout(section: section))
    let frame = { (kind: String, section: Int) in
      collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(frame(UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 16, y: 0, width: 368, height: 40))
    #expect(itemFrames(collection) == [CGRect(x: 16, y: 48, width: 368, height: 50)])
    #expect(frame(UICollectionView.elementKindSectionFooter, 0) == CGRect(x: 16, y: 102, width: 368, height: 30))
    #expect(frame(UICollectionView.elementKindSectionHeader, 1) == CGRect(x: 16, y: 132, width: 368, height: 40))
    section.supplementariesFollowContentInsets = false
    collection.collectionViewLayout.invalidateLayout()
    #expect(frame(UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
  }

  @Test("UIKit: the section provider gets each section's index and the environment (container effectiveContentSize: the collection view's size less its adjusted content inset; the traits); interSectionSpacing separates sections")
  func sectionProviderAndEnvironment() {
    var seen: [String] = []
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
      seen.append("\(index) \(environment.container.effectiveContentSize)")
      let columns = index == 0 ? 1 : 2
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }, configuration: configuration)
    let (collection, _) = makeCollection([1, 2], layout)
    #expect(itemFrames(collection, section: 0) == [CGRect(x: 0, y: 0, width: 400, height: 60)])
    #expect(itemFrames(collection, section: 1) == [CGRect(x: 0, y: 80, width: 200, height: 60), CGRect(x: 200, y: 80, width: 200, height: 60)])
    #expect(seen == ["0 \(CGSize(width: 400, height: 800))", "1 \(CGSize(width: 400, height: 800))"])
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 400, height: 140))
  }

  @Test("UIKit: with configuration.scrollDirection .horizontal groups and sections follow each other rightwards; fractionalHeight is of the container's height")
  func horizontalScrolling() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collection, _) = makeCollection([5], layout, size: CGSize(width: 400, height: 300))
    #expect(itemFrames(collection) == [
      CGRect(x: 0, y: 0, width: 100, height: 150), CGRect(x: 0, y: 150, width: 100, height: 150),
      CGRect(x: 100, y: 0, width: 100, height: 150), CGRect(x: 100, y: 150, width: 100, height: 150),
      CGRect(x: 200, y: 0, width: 100, height: 150),
    ])
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 300, height: 300))
  }

  @Test("UIKit: the collection view shows cells at the compositional layout's frames and lays out again when its width changes")
  func collectionViewUsesLayout() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let (collection, _) = makeCollection([4], layout(item: item, group: group))
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.count == 4)
    #expect(try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0))).frame == CGRect(x: 200, y: 0, width: 200, height: 100))
    collection.frame = CGRect(x: 0, y: 0, width: 300, height: 800)
    collection.layoutIfNeeded()
    #expect(try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0))).frame == CGRect(x: 150, y: 0, width: 150, height: 100))
  }

  @Test("Behaviour lists16s [U]: list(using:) lays each item out as a full-width 44 pt row; insetGrouped insets sections 20 pt at the sides and 35 pt below; headerMode .supplementary adds a 38 pt header (28 pt in plain lists)")
  func listConfiguration() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators && configuration.headerMode == .none && configuration.footerMode == .none)
    configuration.headerMode = .supplementary
    let (collection, _) = makeCollection([2, 1], UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(
      collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 20, y: 0, width: 360, height: 38))
    #expect(itemFrames(collection) == [CGRect(x: 20, y: 38, width: 360, height: 44), CGRect(x: 20, y: 82, width: 360, height: 44)])
    #expect(itemFrames(collection, section: 1) == [CGRect(x: 20, y: 199, width: 360, height: 44)])
    let plain = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let (list, _) = makeCollection([3], plain)
    #expect(itemFrames(list).map(\.minY) == [0, 44, 88] && itemFrames(list).allSatisfy { $0.width == 400 })
  }

  @Test("Behaviour lists17 'List background and header padding': a list layout gives its collection view the configuration's backgroundColor (else the appearance's: systemGroupedBackground for insetGrouped) at each preparation")
  func listBackgroundColor() {
    let (grouped, _) = makeCollection([1], UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    grouped.layoutIfNeeded()
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.backgroundColor = .systemPink
    let (pink, _) = makeCollection([1], UICollectionViewCompositionalLayout.list(using: configuration))
    pink.layoutIfNeeded()
    #expect(pink.backgroundColor == .systemPink)
    // The collection view's own colour is replaced at the layout's next preparation.
    pink.backgroundColor = .white
    pink.collectionViewLayout.invalidateLayout()
    pink.layoutIfNeeded()
    #expect(pink.backgroundColor == .systemPink)
    // A plain compositional layout leaves the colour alone.
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
    let (plain, _) = makeCollection([1], layout(item: item, group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])))
    plain.backgroundColor = .white
    plain.layoutIfNeeded()
    #expect(plain.backgroundColor == .white)
  }

  @Test("Behaviour lists17 'List background and header padding': headerTopPadding puts space above each supplementary header inside its section (nil: none)")
  func listHeaderTopPadding() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.headerTopPadding = 12
    let (collection, _) = makeCollection([1, 1], UICollectionViewCompositionalLayout.list(using: configuration))
    let header = { (section: Int) in
      collection.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(header(0) == CGRect(x: 0, y: 12, width: 400, height: 28))
    #expect(itemFrames(collection) == [CGRect(x: 0, y: 40, width: 400, height: 44)])
    #expect(header(1) == CGRect(x: 0, y: 96, width: 400, height: 28))
    #expect(itemFrames(collection, section: 1) == [CGRect(x: 0, y: 124, width: 400, height: 44)])
  }
}
