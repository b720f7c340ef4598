import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Section background decorations and item edge spacing of the compositional layout (lists17).
@MainActor
@Suite(.serialized)
struct DecorationViewTests {
  let background = "section-background"

  func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  func makeCollection(_ counts: [Int], _ layout: UICollectionViewLayout, height: CGFloat = 400) -> UICollectionView {
    let source = HeaderGridSource(counts: counts)
    compositionalScrollingSources.append(source)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: height), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
    collection.dataSource = source
    collection.layoutIfNeeded()
    return collection
  }

  /// 100 pt rows under a 40 pt header, inset 16 at the sides, with a background decoration inset 8.
  func decoratedSection(kind: String? = nil, orthogonal: Bool = false) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(orthogonal ? .absolute(300) : .fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    if orthogonal { section.orthogonalScrollingBehavior = .continuous }
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let decoration = NSCollectionLayoutDecorationItem.background(elementKind: kind ?? background)
    decoration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    section.decorationItems = [decoration]
    return section
  }

  @Test("Behaviour lists17 'Section background decorations': a background decoration covers its whole section (header and insets included, the full width across) less its contentInsets; its view is made from the layout's registration and sits behind the cells and supplementary views")
  func sectionBackground() throws {
    let layout = UICollectionViewCompositionalLayout(section: decoratedSection())
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: background)
    let collection = makeCollection([2, 2], layout)
    let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: background, at: IndexPath(item: 0, section: 0)))
    #expect(attributes.representedElementCategory == .decorationView && attributes.representedElementKind == background)
    // Section 0: header 0-40, rows 40-240.
    #expect(attributes.frame == CGRect(x: 8, y: 8, width: 384, height: 224))
    #expect(attributes.zIndex == 0)
    #expect(layout.layoutAttributesForDecorationView(ofKind: background, at: IndexPath(item: 0, section: 1))?.frame
      == CGRect(x: 8, y: 248, width: 384, height: 224))
    let views = collection.subviews.filter { $0.frame == attributes.frame }
    let view = try #require(views.first as? UICollectionReusableView)
    #expect(view.reuseIdentifier == background)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let index = { (v: UIView) in collection.subviews.firstIndex { $0 === v }! }
    #expect(index(view) < index(cell))
    let header = try #require(collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(index(view) < index(header))
    // Scrolled out of view it goes to the reuse queue, and is handed out again when a decoration comes in.
    collection.contentOffset = CGPoint(x: 0, y: 250)
    collection.layoutIfNeeded()
    #expect(view.superview == nil)
    #expect(collection.subviews.filter { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) && $0.frame.height == 224 }.count == 1)
    collection.contentOffset = .zero
    collection.layoutIfNeeded()
    #expect(view.superview === collection && view.frame == attributes.frame)
  }

  @Test("Behaviour lists17 'Section background decorations': an unregistered decoration kind is UIKit's could-not-dequeue exception, once per reload, and shows nothing; an orthogonal section's background is behind its scroll view")
  func unregisteredAndOrthogonal() throws {
    let start = UIApplication.shared.diagnostics.count
    let layout = UICollectionViewCompositionalLayout(section: decoratedSection(kind: "missing"))
    let collection = makeCollection([1, 1], layout)
    let messages = UIApplication.shared.diagnostics.dropFirst(start).map(\.message)
    #expect(messages.filter { $0.contains("could not dequeue a view of kind: missing with identifier missing") }.count == 1)
    #expect(!collection.subviews.contains { $0.frame == CGRect(x: 8, y: 8, width: 384, height: 124) })

    let orthogonal = UICollectionViewCompositionalLayout(section: decoratedSection(orthogonal: true))
    orthogonal.register(UICollectionReusableView.self, forDecorationViewOfKind: background)
    let row = makeCollection([3], orthogonal)
    let scroller = try #require(row.subviews.first { $0 is UIScrollView })
    let decoration = try #require(row.subviews.first { $0.frame == CGRect(x: 8, y: 8, width: 384, height: 124) })
    #expect(row.subviews.firstIndex { $0 === decoration }! < row.subviews.firstIndex { $0 === scroller }!)
  }

  @Test("UIKit docs (NSCollectionLayoutItem.edgeSpacing): fixed edge spacing is added around the item in its group; flexible edges share the space left over, so flexible leading and trailing centre it")
  func edgeSpacing() {
    let centred = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
    centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: nil)
    #expect(centred.edgeSpacing?.leading?.isFlexibleSpacing == true && centred.edgeSpacing?.bottom == nil)
    let one = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: centred, count: 1)
    let a = makeCollection([1], UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: one)))
    #expect(a.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 150, y: 10, width: 100, height: 50))

    let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(90), .absolute(50)))
    spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(20), top: .flexible(0), trailing: nil, bottom: .flexible(0))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [spaced])
    let b = makeCollection([4], UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
    // 110 pt per item: three fit in 400; across, the flexible top and bottom centre the 50 pt item.
    #expect((0..<4).map { b.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == [
      CGRect(x: 20, y: 25, width: 90, height: 50), CGRect(x: 130, y: 25, width: 90, height: 50),
      CGRect(x: 240, y: 25, width: 90, height: 50), CGRect(x: 20, y: 125, width: 90, height: 50),
    ])
  }
}
