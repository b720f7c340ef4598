import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 16 item 1–2: behaviour chosen by the SDK the app links against (Docs/Behaviour.md
/// "Linked SDK"), each rule with both behaviours.
@MainActor
@Suite(.serialized)
struct LinkedSDKTests {
  @Test("linkedSDK is fixed once a window was shown: a later change is a diagnostic and has no effect")
  func linkedSDKFixedAfterWindows() {
    _ = makeWindow(root: UIViewController(), sdk: .iOS17)
    let start = UIApplication.shared.diagnostics.count
    UIApplication.shared.linkedSDK = .iOS12
    #expect(UIApplication.shared.linkedSDK == .iOS17)
    #expect(diagnostics(since: start).contains { $0.message.contains("linkedSDK can only be set before the first window") })
    UIApplication.shared.linkedSDK = .iOS17  // the same value: accepted silently
    #expect(diagnostics(since: start).count == 1)
  }

  @Test(
    "UIKit (H:VC, Doc pageSheet): .automatic in compact width — iOS 12 full screen, presenter disappears; iOS 17 card sheet, presenter stays with no appearance calls",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func automaticInCompactWidth(sdk: UIKitSDK) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, sdk: sdk)
    let b = LoggingViewController("B", log: log)
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let pc = b.presentationController!
    switch sdk {
    case .iOS12:
      #expect(pc.presentationStyle == .fullScreen)
      #expect(a.view.window == nil)
      #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
      #expect(b.view.frame == window.bounds)
    case .iOS17:
      #expect(pc.presentationStyle == .pageSheet)
      #expect(pc is UISheetPresentationController)
      #expect(a.view.window === window)
      #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear"])
      #expect(b.view.frame.minY == max(30, window.safeAreaInsets.top) + 10)
      #expect(b.view.frame.maxY == window.bounds.maxY)
    }
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    // iOS 17: the presenter was never hidden, so it gets no appearance calls on the way back either.
    #expect(log.appearance("A").count == (sdk == .iOS12 ? 6 : 2))
    #expect(a.view.transform == .identity)
  }

  @Test(
    "UIKit (sheets spec §A1, O-ionic): under iOS 17 the presenter is scaled back to 0.915 about its top centre, rounded and dimmed; restored on dismissal"
  )
  func presenterScaledBack() {
    let s = PresentedSheet(detents: [.large()])
    let t = s.a.view.transform
    #expect(abs(t.a - 0.915) < 1e-9 && abs(t.d - 0.915) < 1e-9)
    #expect(abs(s.a.view.frame.minY - max(30, s.window.safeAreaInsets.top)) < 1e-6)
    #expect(s.a.view.layer.cornerRadius == 10)
    let dimming = s.container.subviews.first!
    #expect(abs(dimming.alpha - 0.1) < 1e-6)
    s.b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(s.a.view.transform == .identity)
    #expect(s.a.view.layer.cornerRadius == 0)
  }

  @Test(
    "UIKit (Doc formSheet): a form sheet in compact width — iOS 12 adapts to full screen; iOS 17 stays a sheet",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func formSheetInCompactWidth(sdk: UIKitSDK) {
    let a = UIViewController()
    _ = makeWindow(root: a, sdk: sdk)
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == (sdk == .iOS12 ? .fullScreen : .formSheet))
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test(
    "UIKit (Doc pageSheet, sheets spec §A1): compact height — iOS 17 full screen unless prefersEdgeAttachedInCompactHeight; medium is inactive there"
  )
  func compactHeight() {
    let a = UIViewController()
    let window = makeWindow(root: a, size: CGSize(width: 852, height: 393), sdk: .iOS17)
    #expect(window.traitCollection.verticalSizeClass == .compact)
    let b = UIViewController()
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .fullScreen)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()

    let c = UIViewController()
    c.sheetPresentationController!.prefersEdgeAttachedInCompactHeight = true
    c.sheetPresentationController!.detents = [.medium(), .large()]
    a.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(c.presentationController!.presentationStyle == .pageSheet)
    // Medium is inactive: the sheet rests at large, the full width of the safe area.
    #expect(c.view.frame.minY == max(30, window.safeAreaInsets.top) + 10)
    #expect(c.view.frame.width == window.bounds.width - window.safeAreaInsets.left - window.safeAreaInsets.right)
    c.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test(
    "UIKit (Doc UIModalPresentationStyle.popover): a popover in compact width — iOS 12 overFullScreen; iOS 17 a sheet (adaptiveSheetPresentationController)",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func popoverInCompactWidth(sdk: UIKitSDK) {
    let a = UIViewController()
    let window = makeWindow(root: a, sdk: sdk)
    let b = UIViewController()
    b.modalPresentationStyle = .popover
    b.popoverPresentationController!.sourceView = a.view
    b.popoverPresentationController!.adaptiveSheetPresentationController.detents = [.medium()]
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    switch sdk {
    case .iOS12:
      #expect(b.presentationController!.presentationStyle == .overFullScreen)
      #expect(b.view.frame == window.bounds)
    case .iOS17:
      #expect(b.presentationController!.presentationStyle == .formSheet)
      let maximum = window.bounds.height - (max(30, window.safeAreaInsets.top) + 10) - window.safeAreaInsets.bottom
      #expect(b.view.frame.minY == window.bounds.height - window.safeAreaInsets.bottom - (maximum / 2).rounded())
    }
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
  }

  @Test(
    "UIKit (H:VC): modalPresentationStyle defaults to .automatic from iOS 13 and to .fullScreen before; reading .automatic returns a concrete style (.pageSheet for a plain controller)",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func defaultStyleReadsConcrete(sdk: UIKitSDK) {
    UIApplication.shared.useLinkedSDK(sdk)
    let b = UIViewController()
    let expected: UIModalPresentationStyle = sdk == .iOS12 ? .fullScreen : .pageSheet
    #expect(b.modalPresentationStyle == expected)
    b.modalPresentationStyle = .formSheet
    #expect(b.modalPresentationStyle == .formSheet)
    b.modalPresentationStyle = .automatic
    #expect(b.modalPresentationStyle == expected)
    #expect((b.sheetPresentationController != nil) == (sdk == .iOS17))
  }

  /// A subclass whose getter answers `.automatic`, as some apps' controllers do.
  private final class AutomaticController: UIViewController {
    override var modalPresentationStyle: UIModalPresentationStyle {
      get { .automatic }
      set {}
    }
  }

  @Test(
    "UIKit (Doc automatic: \"for most view controllers\" .pageSheet before iOS 18): the built-in containers and a getter answering .automatic present as card sheets under iOS 17, full screen under iOS 12",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func builtInControllersAutomatic(sdk: UIKitSDK) {
    let candidates: [UIViewController] = [
      UINavigationController(rootViewController: UIViewController()),
      { let t = UITabBarController(); t.viewControllers = [UIViewController()]; return t }(),
      AutomaticController(),
    ]
    for b in candidates {
      let a = UIViewController()
      let window = makeWindow(root: a, sdk: sdk)
      #expect(b.modalPresentationStyle == (sdk == .iOS12 ? .fullScreen : .pageSheet) || b is AutomaticController)
      a.present(b, animated: false)
      UIApplication.shared.runUntilIdle()
      switch sdk {
      case .iOS12:
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(a.view.window == nil)
      case .iOS17:
        #expect(b.presentationController is UISheetPresentationController)
        #expect(b.sheetPresentationController != nil)
        #expect(a.view.window === window)
        #expect(b.view.frame.minY == max(30, window.safeAreaInsets.top) + 10)
      }
      b.dismiss(animated: false)
      UIApplication.shared.runUntilIdle()
    }
  }

  @Test(
    "UIKit (H:VC, Doc automatic): a default presentation in regular width — iOS 12 full screen (the presenter leaves); iOS 17 a page sheet over the presenter",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func automaticInRegularWidth(sdk: UIKitSDK) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, size: regularSize, sdk: sdk)
    window.traitOverrides.verticalSizeClass = .regular  // an iPad: regular in both size classes
    UIApplication.shared.runUntilIdle()
    let b = LoggingViewController("B", log: log)
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let pc = b.presentationController!
    switch sdk {
    case .iOS12:
      #expect(pc.presentationStyle == .fullScreen)
      #expect(!(pc is UISheetPresentationController))
      #expect(a.view.window == nil)
      #expect(b.view.frame == window.bounds)
    case .iOS17:
      #expect(pc.presentationStyle == .pageSheet)
      #expect(a.view.window === window)
      #expect(b.view.frame.width == 704)
    }
  }

  @Test(
    "UIKit (old Doc pageSheet): a page sheet in regular width — iOS 12 as wide as the screen in portrait and as tall as the screen; iOS 17 the card of today (704 pt, 40 pt below the top)",
    arguments: [UIKitSDK.iOS12, .iOS17])
  func pageSheetInRegularWidth(sdk: UIKitSDK) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize, sdk: sdk)
    window.traitOverrides.verticalSizeClass = .regular  // an iPad: regular in both size classes
    UIApplication.shared.runUntilIdle()
    let b = UIViewController()
    b.modalPresentationStyle = .pageSheet
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    switch sdk {
    case .iOS12:
      #expect(b.view.frame == CGRect(x: (1024 - 768) / 2, y: 0, width: 768, height: 768))
    case .iOS17:
      #expect(b.view.frame == CGRect(x: (1024 - 704) / 2, y: 40, width: 704, height: 728))
    }
    #expect(a.view.window === window)
  }
}
