import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode photo grid code (CollectionZoomCode.swift): a tap on a photo cell presents the
/// photo with a zoom from the item's frame.
@MainActor @Suite(.serialized) struct CollectionZoomTests {
  init() {
    // Registering a cell subclass by class needs its factory (no Objective-C runtime).
    StoryboardClassRegistry.registerCollectionViewCell(PhotoCell.self) { PhotoCell(frame: $0) }
  }

  @Test("UIKit: a tap on a photo cell selects it (didSelectItemAt) and presents the photo zooming from layoutAttributesForItem(at:)'s frame, the cell's frame in the container, to full screen, with no diagnostics")
  func tapZoomsFromCell() throws {
    let grid = PhotoGridViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = grid
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()

    let collection = try #require(grid.collectionView)
    let path = IndexPath(item: 4, section: 0)
    let cell = try #require(collection.cellForItem(at: path) as? PhotoCell)
    // Three 127 pt columns: item 4 is the middle of the second row.
    #expect(cell.frame.size == CGSize(width: 127, height: 127))
    #expect(collection.layoutAttributesForItem(at: path)?.frame == cell.frame)
    let cellInWindow = cell.convert(cell.bounds, to: nil)
    window.tap(at: CGPoint(x: cellInWindow.midX, y: cellInWindow.midY))
    #expect(grid.selected == path)
    #expect(collection.indexPathsForSelectedItems == [path])
    #expect(grid.zoom.originFrame == cellInWindow)

    UIApplication.shared.advance(by: 0.15)
    let detail = try #require(grid.presentedViewController as? PhotoDetailViewController)
    #expect(detail.index == 4)
    #expect(grid.zoom.startFrameInContainer == cellInWindow)
    // Mid-way the photo is between the cell and the full screen.
    let scale = detail.view.layer.presentation()?.transform.m11 ?? 0
    #expect(scale > 127.0 / 390 && scale < 1)

    UIApplication.shared.runUntilIdle()
    #expect(detail.view.frame == window.bounds)
    #expect(detail.view.transform == .identity)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
