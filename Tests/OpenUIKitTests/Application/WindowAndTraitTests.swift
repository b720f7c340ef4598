import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Windows, traits and size transitions (issue 2 item 5; Behaviour.md "Traits").
@MainActor
@Suite(.serialized)
struct WindowAndTraitTests {
  @Test("Behaviour.md: size classes from the window size — phone portrait compact/regular, wide window regular")
  func defaultSizeClasses() {
    let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    phone.makeKeyAndVisible()
    #expect(phone.traitCollection.horizontalSizeClass == .compact)
    #expect(phone.traitCollection.verticalSizeClass == .regular)
    #expect(phone.traitCollection.userInterfaceIdiom == .phone)
    #expect(phone.traitCollection.displayScale == 3)
    let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(landscape.traitCollection.verticalSizeClass == .compact)
    #expect(landscape.traitCollection.horizontalSizeClass == .compact)
    let maxLandscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 932, height: 430))
    #expect(maxLandscape.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("Traits flow window → controller → view; traitOverrides apply to the subtree")
  func traitFlow() {
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sub = UIView()
    root.view.addSubview(sub)
    #expect(sub.traitCollection.horizontalSizeClass == .compact)
    window.traitOverrides.horizontalSizeClass = .regular
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(sub.traitCollection.horizontalSizeClass == .regular)
    root.traitOverrides.userInterfaceStyle = .dark
    #expect(sub.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("traitCollectionDidChange and registerForTraitChanges fire when an override changes")
  func traitChangeCallbacks() {
    final class Probe: UIViewController {
      var changes: [UIUserInterfaceSizeClass] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
      }
    }
    let root = Probe()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    var registered: [UIUserInterfaceSizeClass] = []
    root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (vc: Probe, previous: UITraitCollection) in
      registered.append(vc.traitCollection.horizontalSizeClass)
    }
    window.traitOverrides.horizontalSizeClass = .regular
    #expect(root.changes == [.compact])
    #expect(registered == [.regular])
    window.traitOverrides.userInterfaceStyle = .dark
    #expect(registered == [.regular])
  }

  @Test("Resizing a window sends viewWillTransition(to:with:) with a coordinator, alongside animations run")
  func resize() {
    final class Probe: UIViewController {
      var sizes: [CGSize] = []
      var completed = false
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: nil) { _ in self.completed = true }
      }
    }
    let root = Probe()
    let window = makeWindow(root: root)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(root.sizes == [CGSize(width: 852, height: 393)])
    #expect(root.transitionCoordinator != nil)
    UIApplication.shared.runUntilIdle()
    #expect(root.completed)
    #expect(root.view.frame.size == CGSize(width: 852, height: 393))
    #expect(root.traitCollection.verticalSizeClass == .compact)
  }

  @Test("The root controller appears when the window becomes visible: viewWillAppear now, viewDidAppear next turn")
  func rootAppearance() {
    let log = Log()
    let root = LoggingViewController("R", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    #expect(log.entries.isEmpty || log.entries == ["R.viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(log.contains("R.viewWillAppear"))
    #expect(!log.contains("R.viewDidAppear"))
    UIApplication.shared.runUntilIdle()
    #expect(log.contains("R.viewDidAppear"))
    #expect(window.isKeyWindow)
    #expect(UIApplication.shared.windows.contains { $0 === window })
    #expect(root.view.frame == window.bounds)
  }
}
