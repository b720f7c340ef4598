import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode album code (PhotoGridCode.swift): a diffable data source with a cell
/// registration inside a navigation controller.
@MainActor @Suite(.serialized) struct PhotoGridTests {
  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    // Making a cell subclass by class needs its factory (no Objective-C runtime).
    StoryboardClassRegistry.registerCollectionViewCell(AlbumPhotoCell.self) { AlbumPhotoCell(frame: $0) }
  }

  private func launch() -> (UIWindow, UINavigationController, DiffableAlbumGridViewController) {
    let grid = DiffableAlbumGridViewController()
    let navigation = UINavigationController(rootViewController: grid)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, navigation, grid)
  }

  private func titles(_ grid: DiffableAlbumGridViewController) -> [String] {
    grid.collectionView.visibleCells.compactMap { ($0 as? AlbumPhotoCell)?.titleLabel.text }
  }

  @Test("UIKit: the registration configures each photo cell; adding a photo applies an animated snapshot: existing cells slide to their next slots, the new one fades in, the completion runs at the end")
  func addingAnimates() throws {
    let (window, _, grid) = launch()
    let collection = try #require(grid.collectionView)
    #expect(titles(grid).prefix(3) == ["Photo 1", "Photo 2", "Photo 3"])
    let firstCell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? AlbumPhotoCell)
    let start = firstCell.center
    var done = false
    let added = grid.addPhoto { done = true }
    #expect(grid.dataSource.indexPath(for: added) == IndexPath(item: 0, section: 0))
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell)
    let end = firstCell.center
    UIApplication.shared.advance(by: 0.15)
    let mid = firstCell.layer.presentation()?.position ?? .zero
    #expect(mid.x > start.x && mid.x < end.x)
    let newCell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? AlbumPhotoCell)
    #expect(newCell.titleLabel.text == "Photo 10")
    #expect((newCell.layer.presentation()?.opacity ?? 1) < 1)
    #expect(!done)
    UIApplication.shared.runUntilIdle()
    #expect(done)
    #expect(titles(grid).prefix(3) == ["Photo 10", "Photo 1", "Photo 2"])
    #expect(UIApplication.shared.diagnostics.isEmpty)
    _ = window
  }

  @Test("UIKit: removing a photo deletes its item from the snapshot; its cell fades out and the rest close up")
  func removingAnimates() throws {
    let (window, _, grid) = launch()
    let collection = try #require(grid.collectionView)
    let second = grid.photos[1]
    let removed = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let third = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    grid.removePhoto(second)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
    UIApplication.shared.advance(by: 0.15)
    #expect((removed.layer.presentation()?.opacity ?? 1) < 1)
    UIApplication.shared.runUntilIdle()
    #expect(removed.superview == nil)
    #expect(grid.dataSource.snapshot().numberOfItems == 8)
    #expect(!titles(grid).contains("Photo 2"))
    #expect(UIApplication.shared.diagnostics.isEmpty)
    _ = window
  }

  @Test("UIKit: tapping a photo selects it (didSelectItemAt) and pushes its detail controller on the navigation controller")
  func selectingPushesDetail() throws {
    let (window, navigation, grid) = launch()
    let collection = try #require(grid.collectionView)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
    let frame = cell.convert(cell.bounds, to: nil)
    window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    UIApplication.shared.runUntilIdle()
    let detail = try #require(navigation.topViewController as? AlbumPhotoDetailController)
    #expect(detail.photo == GridAlbumPhoto(id: 5, title: "Photo 5"))
    #expect(detail.title == "Photo 5")
    #expect(navigation.viewControllers.count == 2)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
