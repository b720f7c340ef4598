import Testing
import UIKit
import OpenUIKitTesting

/// The photo grid (MenuClientCode.swift) runs, not only compiles.
@MainActor @Suite(.serialized) struct MenuClientTests {
  private func show() -> (MenuPhotoGridController, UINavigationController, UIWindow) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let grid = MenuPhotoGridController()
    let nav = UINavigationController(rootViewController: grid)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (grid, nav, window)
  }

  private func center(_ view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  @Test("UIKit: a \"More\" button shows its menu on tap; a submenu sorts with single selection; a destructive action runs once")
  func moreMenu() {
    let (grid, _, window) = show()
    window.tap(at: center(grid.moreButton, in: window))
    UIApplication.shared.runUntilIdle()
    #expect(window.visibleMenuElementTitles == ["Select", "Sort By", "Delete All"])
    window.tapMenuElement(titled: "Sort By")
    #expect(window.visibleMenuElementState(titled: "Date") == .on)
    window.tapMenuElement(titled: "Name")
    UIApplication.shared.runUntilIdle()
    #expect(grid.sortOrder == "Name")
    #expect(grid.tiles.map(\.photoName) == ["Beach", "Desert", "Forest", "Harbour"])
    window.tap(at: center(grid.moreButton, in: window))
    UIApplication.shared.runUntilIdle()
    window.tapMenuElement(titled: "Delete All")
    UIApplication.shared.runUntilIdle()
    #expect(grid.photos.isEmpty && grid.tiles.isEmpty && !window.isShowingMenu)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: a tile's context menu previews the photo; tapping the preview pushes the detail controller after the pop animation")
  func tileContextMenuCommits() {
    let (grid, nav, window) = show()
    let tile = grid.tiles[1]
    window.longPress(at: center(tile, in: window))
    UIApplication.shared.runUntilIdle()
    #expect(window.visibleMenuElementTitles == ["Favorite", "Delete"])
    #expect(window.visibleContextMenuPreviewFrame?.size == CGSize(width: 300, height: 300))
    window.tapContextMenuPreview()
    UIApplication.shared.runUntilIdle()
    let detail = nav.topViewController as? MenuPhotoDetailController
    #expect(detail?.photoName == "Forest")
    #expect(detail?.view.window === window)
    #expect(nav.viewControllers.count == 2)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: a tile's context menu action runs and the bar button item's menu shows on tap")
  func tileActionAndBarMenu() {
    let (grid, nav, window) = show()
    window.longPress(at: center(grid.tiles[0], in: window))
    UIApplication.shared.runUntilIdle()
    window.tapMenuElement(titled: "Favorite")
    UIApplication.shared.runUntilIdle()
    #expect(grid.favorites == ["Beach"])
    let sort = nav.navigationBar.subviews.flatMap { [$0] + $0.subviews }.first {
      ($0 as? UIButton)?.currentTitle == "Sort"
    }
    #expect(sort != nil)
    if let sort {
      window.tap(at: center(sort, in: window))
      UIApplication.shared.runUntilIdle()
      #expect(window.visibleMenuElementTitles == ["Date", "Name"])
    }
  }
}
