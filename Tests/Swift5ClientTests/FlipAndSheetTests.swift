import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of FlipAndSheetCode.swift: a navigation flip built from snapshots, keyframes
/// and a perspective sublayer transform; a bottom sheet with a custom detent.
@MainActor @Suite(.serialized) struct FlipAndSheetTests {
  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return window
  }

  @Test("UIKit (animateKeyframes, snapshotView, sublayerTransform): a push flips the old page's snapshot away in the first half, the new one in during the second")
  func flipPushAndPop() throws {
    let first = UIViewController(), second = UIViewController()
    first.view.backgroundColor = .systemBlue
    second.view.backgroundColor = .systemOrange
    let nav = UINavigationController(rootViewController: first)
    let flips = FlipNavigationDelegate()
    nav.delegate = flips
    let window = show(nav)

    nav.pushViewController(second, animated: true)
    UIApplication.shared.advance(by: 0.15)
    let container = try #require(second.view.superview)
    #expect(container.layer.sublayerTransform.m34 == -1.0 / 500)
    #expect(second.view.isHidden)
    let snapshots = container.subviews.filter { $0 !== second.view && $0 !== first.view }
    #expect(snapshots.count == 2)
    let fromSnapshot = try #require(snapshots.last)
    let m11 = try #require(fromSnapshot.layer.presentation()).transform.m11
    #expect(m11 > 0.05 && m11 < 0.999)  // turning, not yet edge-on
    UIApplication.shared.advance(by: 0.2)
    let toSnapshot = try #require(snapshots.first)
    let toM11 = try #require(toSnapshot.layer.presentation()).transform.m11
    #expect(toM11 > 0.001 && toM11 < 0.999)  // the new page turning in

    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === second)
    #expect(!second.view.isHidden && second.view.window === window)
    #expect(first.view.window == nil)
    #expect(CATransform3DIsIdentity(container.layer.sublayerTransform))
    #expect(snapshots.allSatisfy { $0.superview == nil })
    #expect(flips.animators.count == 1 && flips.animators[0].keyframeCount == 2)

    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === first && first.view.window === window)
    #expect(flips.animators.map(\.operation) == [.push, .pop])
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (custom(identifier:resolver:), animateChanges, delegate only for user changes [D]): a filter sheet opens at 30 %, code expands it silently, a drag brings it back and tells the delegate once")
  func customDetentSheet() throws {
    let root = UIViewController()
    let window = show(root)
    let filters = FilterSheetViewController()
    root.present(filters, animated: true)
    UIApplication.shared.runUntilIdle()
    let sheet = try #require(filters.sheetPresentationController)
    #expect(sheet.selectedDetentIdentifier == nil)  // nil: the first detent
    let compactFrame = filters.view.frame
    #expect(compactFrame.maxY == 844)

    filters.expand()
    UIApplication.shared.runUntilIdle()
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(filters.detentChanges.isEmpty)
    let largeFrame = filters.view.frame
    let bottom = window.safeAreaInsets.bottom
    // The custom value is 30 % of the large detent's height above the bottom safe area.
    let expected = 0.3 * (largeFrame.height - bottom) + bottom
    #expect(abs(compactFrame.height - expected) < 0.5)

    // A user's drag from the top of the large sheet down to the compact height, held there
    // (no fling) before the finger lifts.
    let finger = window.touchDown(at: CGPoint(x: 195, y: largeFrame.minY + 8))
    finger.move(to: CGPoint(x: 195, y: 844 - expected + 8), duration: 0.5)
    finger.move(to: CGPoint(x: 195, y: 844 - expected + 8), duration: 0.2)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(sheet.selectedDetentIdentifier == FilterSheetViewController.compact)
    #expect(filters.detentChanges == [FilterSheetViewController.compact])
    #expect(abs(filters.view.frame.minY - compactFrame.minY) < 0.5)
    #expect(root.presentedViewController === filters)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
