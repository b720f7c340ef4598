import Foundation
import OpenUIKitTesting
import UIKit

/// A collection data source and flow-layout delegate with `counts[section]` items of cell class
/// "Cell", optional per-item sizes, refused items, and a log of every delegate message
/// ("didSelect 0.1").
@MainActor
final class GridDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var sizes: [IndexPath: CGSize] = [:]
  var refused: Set<IndexPath> = []
  var log: [String] = []
  var cellsMade = 0
  /// Every distinct cell the collection view handed out.
  var distinctCells: Set<ObjectIdentifier> = []
  var displayed: [String] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellsMade += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.tag = indexPath.section * 1000 + indexPath.item
    distinctCells.insert(ObjectIdentifier(cell))
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(name(indexPath))")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log.append("didUnhighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldSelect \(name(indexPath))")
    return !refused.contains(indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldDeselect \(name(indexPath))")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(name(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(name(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    displayed.append("willDisplay \(name(indexPath))")
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    displayed.append("didEndDisplaying \(name(indexPath))")
  }
}

/// A collection view cell that counts `prepareForReuse` calls.
@MainActor
final class CountingGridCell: UICollectionViewCell {
  var reuseCount = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A flow layout of `itemSize` with 10 pt spacings (the defaults) and `inset`.
@MainActor
func makeFlowLayout(_ itemSize: CGSize, inset: UIEdgeInsets = .zero, direction: UICollectionView.ScrollDirection = .vertical)
  -> UICollectionViewFlowLayout
{
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = itemSize
  layout.sectionInset = inset
  layout.scrollDirection = direction
  return layout
}

/// A collection view with `source` as data source and delegate and "Cell" registered.
@MainActor
func makeGrid(_ source: GridDataSource, frame: CGRect, layout: UICollectionViewLayout) -> UICollectionView {
  let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
  collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  collection.dataSource = source
  collection.delegate = source
  return collection
}

/// A controller whose view is `collection`, in a window, after one frame.
@MainActor
func makeGridWindow(_ collection: UICollectionView) -> UIWindow {
  let controller = UIViewController()
  controller.view = collection
  let window = makeWindow(root: controller)
  UIApplication.shared.advance(by: 1.0 / 60)
  return window
}

/// The centre of an item in window coordinates.
@MainActor
func windowPoint(ofItem indexPath: IndexPath, in collection: UICollectionView) -> CGPoint {
  let frame = collection.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
}

/// Frames of every item of section 0 as the layout places them.
@MainActor
func itemFrames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
  (0..<collection.numberOfItems(inSection: section)).map {
    collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
  }
}
