import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A grid data source that also makes section headers and footers ("Header"/"Footer" registered
/// as UICollectionReusableView) and logs their display.
@MainActor
final class HeaderGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var log: [String] = []
  var made = 0

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    made += 1
    let identifier = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    view.tag = indexPath.section
    return view
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
  }
}

@MainActor
@Suite(.serialized)
struct SupplementaryViewTests {
  let header = UICollectionView.elementKindSectionHeader
  let footer = UICollectionView.elementKindSectionFooter

  /// 100×100 items (three to a 320 pt line), sections inset 10 at top and bottom, 40 pt headers, 20 pt footers.
  func makeHeaderGrid(_ source: HeaderGridSource, height: CGFloat = 480) -> UICollectionView {
    let layout = makeFlowLayout(CGSize(width: 100, height: 100), inset: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "Footer")
    collection.dataSource = source
    collection.delegate = source
    return collection
  }

  @Test("UIKit: elementKindSectionHeader/Footer are UICollectionElementKindSectionHeader/Footer; supplementary attributes carry their category and kind")
  func kindsAndAttributes() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: IndexPath(item: 0, section: 2))
    #expect(attributes.representedElementCategory == .supplementaryView)
    #expect(attributes.representedElementKind == header)
    #expect(attributes.indexPath == IndexPath(item: 0, section: 2))
    let cell = UICollectionViewAttributesProbe.cell()
    #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
    #expect(UICollectionViewFlowLayout().headerReferenceSize == .zero && UICollectionViewFlowLayout().footerReferenceSize == .zero)
  }

  @Test("UIKit flow layout: a header spans the section's width above its top inset and a footer below its bottom inset (only the height counts when scrolling vertically); each is at item 0 of its section")
  func flowHeaderFooterFrames() {
    let source = HeaderGridSource(counts: [3, 2])
    let collection = makeHeaderGrid(source)
    let frame = { (kind: String, section: Int) in
      collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 50, width: 100, height: 100))
    #expect(frame(footer, 0) == CGRect(x: 0, y: 160, width: 320, height: 20))
    #expect(frame(header, 1) == CGRect(x: 0, y: 180, width: 320, height: 40))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 230, width: 100, height: 100))
    #expect(frame(footer, 1) == CGRect(x: 0, y: 340, width: 320, height: 20))
    #expect(frame(header, 2) == nil)
    #expect(collection.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 360))
  }

  @Test("UIKit flow layout: the delegate's referenceSizeForHeaderInSection overrides headerReferenceSize; a zero size means no header; horizontal scrolling uses the width")
  func flowDelegateAndHorizontal() {
    final class Sizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
      ) -> CGSize {
        section == 0 ? .zero : CGSize(width: 30, height: 30)
      }
    }
    let sizes = Sizes()
    let layout = makeFlowLayout(CGSize(width: 100, height: 100), direction: .horizontal)
    layout.headerReferenceSize = CGSize(width: 50, height: 50)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = sizes
    collection.delegate = sizes
    #expect(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 100, y: 0, width: 30, height: 200))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 130)
  }

  @Test("UIKit: the data source makes each visible header and footer by dequeuing registered views; they are shown at their frames and listed by supplementaryView(forElementKind:at:) and visibleSupplementaryViews(ofKind:)")
  func viewsShownAndListed() throws {
    let source = HeaderGridSource(counts: [3, 2])
    let collection = makeHeaderGrid(source)
    collection.layoutIfNeeded()
    let first = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(first.superview === collection && first.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(first.reuseIdentifier == "Header")
    #expect(collection.visibleSupplementaryViews(ofKind: header).map(\.tag) == [0, 1])
    #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 4)
  }

  @Test("UIKit reuse: a header scrolled out of view goes to its kind's reuse queue (didEndDisplayingSupplementaryView) and is handed out again, after prepareForReuse, when one of the same kind and identifier comes in")
  func scrolledHeadersAreReused() throws {
    final class Counting: UICollectionReusableView {
      var reuses = 0
      override func prepareForReuse() { reuses += 1 }
    }
    StoryboardClassRegistry.registerCollectionReusableView(Counting.self) { Counting(frame: $0) }
    let source = HeaderGridSource(counts: [3, 3, 3, 3])
    let collection = makeHeaderGrid(source, height: 100)
    collection.register(Counting.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
    collection.layoutIfNeeded()
    let top = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? Counting)
    collection.contentOffset = CGPoint(x: 0, y: 180)
    collection.layoutIfNeeded()
    // The header of section 0 left (queued) and came back as section 1's.
    #expect(source.log.contains("didEndDisplaying header 0"))
    #expect(top.frame == CGRect(x: 0, y: 180, width: 320, height: 40))
    let next = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? Counting)
    #expect(next === top && top.reuses == 1 && top.tag == 1)
  }

  @Test("UIKit: dequeuing a kind and identifier nothing was registered for is NSInternalInconsistencyException (a diagnostic; a plain view is returned)")
  func unregisteredDequeue() {
    UIApplication.shared.removeAllDiagnostics()
    let source = HeaderGridSource(counts: [1])
    let collection = makeHeaderGrid(source)
    let view = collection.dequeueReusableSupplementaryView(ofKind: "Badge", withReuseIdentifier: "X", for: IndexPath(item: 0, section: 0))
    #expect(view.reuseIdentifier == "X")
    let diagnostic = UIApplication.shared.diagnostics.last
    #expect(diagnostic?.kind == .exception)
    #expect(diagnostic?.message.hasPrefix("could not dequeue a view of kind: Badge with identifier X") == true)
    UIApplication.shared.removeAllDiagnostics()
  }

  @Test("Behaviour lists16s [U]: a layout with headers and a data source without viewForSupplementaryElementOfKind raises once (a diagnostic) and shows no supplementary views; cells still show")
  func missingDataSourceMethod() {
    UIApplication.shared.removeAllDiagnostics()
    let source = GridDataSource(counts: [3, 3])
    let layout = makeFlowLayout(CGSize(width: 100, height: 100))
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
    collection.layoutIfNeeded()
    #expect(collection.visibleSupplementaryViews(ofKind: header).isEmpty)
    #expect(collection.visibleCells.count == 6)
    #expect(UIApplication.shared.diagnostics.filter { $0.message.contains("viewForSupplementaryElementOfKind") }.count == 1)
    UIApplication.shared.removeAllDiagnostics()
  }

  @Test("Behaviour lists16s [U]: in a batch update headers follow their sections — a surviving header keeps its view at its new section, a deleted section's header goes to the reuse queue, an inserted section gets a new one")
  func batchUpdatesMoveHeaders() throws {
    let source = HeaderGridSource(counts: [3, 3])
    let collection = makeHeaderGrid(source, height: 600)
    collection.layoutIfNeeded()
    let first = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    let second = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
    source.counts = [1, 3, 3]
    collection.insertSections(IndexSet(integer: 0))
    collection.layoutIfNeeded()
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === first)
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === second)
    let inserted = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(inserted !== first && inserted !== second && inserted.tag == 0)
    #expect(first.frame == CGRect(x: 0, y: 180, width: 320, height: 40))
    source.counts = [1, 3]
    collection.deleteSections(IndexSet(integer: 1))
    collection.layoutIfNeeded()
    #expect(first.superview == nil)
    #expect(source.log.contains("didEndDisplaying header 1"))
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === second)
  }

  @Test("UIKit iOS 14: a SupplementaryRegistration's views are dequeued by dequeueConfiguredReusableSupplementary(using:for:) and configured by its handler with the kind and index path; the diffable data source's supplementaryViewProvider makes them")
  func registrationAndDiffableProvider() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.removeAllDiagnostics()
    let layout = makeFlowLayout(CGSize(width: 100, height: 100))
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    var configured: [String] = []
    let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: header) {
      view, kind, indexPath in
      view.tag = 100 + indexPath.section
      configured.append("\(kind == UICollectionView.elementKindSectionHeader) \(indexPath.section)")
    }
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collection, _, indexPath in
      collection.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    dataSource.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    #expect(configured == ["true 0", "true 1"])
    #expect(collection.visibleSupplementaryViews(ofKind: header).map(\.tag) == [100, 101])
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 130, width: 320, height: 30))
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Behaviour lists16s [U]: a diffable data source without a supplementaryViewProvider under a layout with headers raises once (a diagnostic) and shows no headers")
  func diffableWithoutProvider() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.removeAllDiagnostics()
    let layout = makeFlowLayout(CGSize(width: 100, height: 100))
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1], toSection: "a")
    dataSource.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    #expect(collection.visibleSupplementaryViews(ofKind: header).isEmpty)
    #expect(UIApplication.shared.diagnostics.filter { $0.message.contains("supplementaryViewProvider") }.count == 1)
    UIApplication.shared.removeAllDiagnostics()
  }
}

/// Builds cell attributes (the convenience initialiser) for comparison.
@MainActor
enum UICollectionViewAttributesProbe {
  static func cell() -> UICollectionViewLayoutAttributes { UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)) }
}
