import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode photo browser (AlbumBrowserCode.swift): a compositional layout with section
/// headers from a supplementary registration and a diffable data source.
@MainActor @Suite(.serialized) struct AlbumBrowserTests {
  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    // Making view subclasses by class needs their factories (no Objective-C runtime).
    StoryboardClassRegistry.registerCollectionViewCell(AlbumBrowserCell.self) { AlbumBrowserCell(frame: $0) }
    StoryboardClassRegistry.registerCollectionReusableView(AlbumBrowserHeaderView.self) { AlbumBrowserHeaderView(frame: $0) }
  }

  private func launch() -> (UIWindow, AlbumBrowserViewController) {
    let browser = AlbumBrowserViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = browser
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, browser)
  }

  private let header = UICollectionView.elementKindSectionHeader

  @Test("UIKit compositional layout: a 44 pt header spans each section, then rows of three fractionalWidth(1/3) squares, each inset 1 pt (contentInsets are inside the item's size)")
  func headersAndCellsLandAtTheirFrames() throws {
    let (window, browser) = launch()
    let collection = try #require(browser.collectionView)
    #expect(browser.headerTitles() == ["Summer", "Winter"])
    let summer = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(summer.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    let winter = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
    #expect(winter.frame == CGRect(x: 0, y: 304, width: 390, height: 44))
    let frames = (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames == [
      CGRect(x: 1, y: 45, width: 128, height: 128), CGRect(x: 131, y: 45, width: 128, height: 128),
      CGRect(x: 261, y: 45, width: 128, height: 128), CGRect(x: 1, y: 175, width: 128, height: 128),
    ])
    let firstWinter = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? AlbumBrowserCell)
    #expect(firstWinter.frame == CGRect(x: 1, y: 349, width: 128, height: 128))
    #expect(firstWinter.captionLabel.text == "Winter 1")
    #expect(collection.contentSize == CGSize(width: 390, height: 348 + 260))
    #expect(UIApplication.shared.diagnostics.isEmpty)
    _ = window
  }

  @Test("UIKit diffable data source: inserting a section animates — the existing header slides to its new place, the new section's header fades in, the completion runs at the end")
  func insertingASectionAnimates() throws {
    let (window, browser) = launch()
    let collection = try #require(browser.collectionView)
    let summer = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    let start = summer.center
    var done = false
    browser.addAlbumAtTop("Spring", count: 3) { done = true }
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === summer)
    #expect(summer.frame == CGRect(x: 0, y: 174, width: 390, height: 44))
    let end = summer.center
    UIApplication.shared.advance(by: 0.15)
    let mid = summer.layer.presentation()?.position ?? .zero
    #expect(mid.y > start.y && mid.y < end.y)
    let spring = try #require(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? AlbumBrowserHeaderView)
    #expect(spring.titleLabel.text == "Spring")
    #expect((spring.layer.presentation()?.opacity ?? 1) < 1)
    #expect(!done)
    UIApplication.shared.runUntilIdle()
    #expect(done)
    #expect(browser.headerTitles() == ["Spring", "Summer", "Winter"])
    #expect(UIApplication.shared.diagnostics.isEmpty)
    _ = window
  }
}
