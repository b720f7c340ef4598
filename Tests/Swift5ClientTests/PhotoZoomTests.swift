import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode iOS 18 photo library (PhotoZoomCode.swift): a tap on a thumbnail pushes the photo
/// with the zoom transition; back (or a swipe down) zooms into the thumbnail of the photo shown now.
@MainActor @Suite(.serialized) struct PhotoZoomTests {
  init() {
    StoryboardClassRegistry.registerCollectionViewCell(AlbumCell.self) { AlbumCell(frame: $0) }
  }

  func showLibrary() throws -> (UIWindow, UINavigationController, AlbumGridViewController) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let grid = AlbumGridViewController()
    let nav = UINavigationController(rootViewController: grid)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, nav, grid)
  }

  func tap(photo index: Int, in grid: AlbumGridViewController, window: UIWindow) throws -> AlbumCell {
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? AlbumCell)
    let frame = cell.convert(cell.bounds, to: nil)
    window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return cell
  }

  @Test("iOS 18: a tapped thumbnail zooms into the pushed photo (hidden meanwhile), the chrome fades in alongside, no diagnostics")
  func tapZoomsIn() throws {
    let (window, nav, grid) = try showLibrary()
    let cell = try tap(photo: 4, in: grid, window: window)
    UIApplication.shared.advance(by: 0.1)
    let page = try #require(nav.topViewController as? AlbumPhotoViewController)
    #expect(page.photo.id == 4)
    #expect(grid.sourceLookups == [4])
    #expect(cell.imageView.isHidden)
    // Mid-zoom the page is still smaller than the screen.
    let mid = try #require(page.view.layer.presentation()).frame
    #expect(mid.width < window.bounds.width)
    UIApplication.shared.runUntilIdle()
    #expect(!cell.imageView.isHidden)
    #expect(page.view.frame == nav.view.bounds)
    #expect(page.captionBar.alpha == 1)
    #expect(page.chromeEvents == ["fade in", "fade in done"])
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("iOS 18: after paging to the next photo, Back zooms into that photo's thumbnail (the provider is asked again)")
  func backZoomsToCurrentPhoto() throws {
    let (window, nav, grid) = try showLibrary()
    _ = try tap(photo: 4, in: grid, window: window)
    UIApplication.shared.runUntilIdle()
    let page = try #require(nav.topViewController as? AlbumPhotoViewController)
    page.showNext()
    nav.popViewController(animated: true)
    UIApplication.shared.advance(by: 0.1)
    #expect(grid.sourceLookups == [4, 5])
    let next = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? AlbumCell)
    #expect(next.imageView.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(!next.imageView.isHidden)
    #expect(nav.topViewController === grid)
    #expect(page.view.superview == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("iOS 18: a swipe down pops the photo unless it is magnified (interactiveDismissShouldBegin)")
  func swipeDownDismisses() throws {
    let (window, nav, grid) = try showLibrary()
    _ = try tap(photo: 1, in: grid, window: window)
    UIApplication.shared.runUntilIdle()
    let page = try #require(nav.topViewController as? AlbumPhotoViewController)

    page.isMagnified = true
    window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === page)
    #expect(grid.dismissAttempts.count == 1)
    #expect((grid.dismissAttempts.first?.dy ?? 0) > 0)

    page.isMagnified = false
    window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === grid)
    #expect(grid.dismissAttempts.count == 2)
    #expect(grid.sourceLookups == [1, 1])
  }
}
