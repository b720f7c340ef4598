import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Storyboard constraints are instantiated (spec B7), so a scene designed on one size lays out
/// on every device.
@MainActor
@Suite(.serialized)
struct StoryboardAutoLayoutTests {
  func label(in view: UIView, text: String) -> UILabel? {
    if let label = view as? UILabel, label.text == text { return label }
    for sub in view.subviews { if let found = label(in: sub, text: text) { return found } }
    return nil
  }

  func controller(from root: UIViewController, where test: (UIViewController) -> Bool) -> UIViewController? {
    let nested = (root as? UITabBarController)?.viewControllers ?? (root as? UINavigationController)?.viewControllers ?? root.children
    if !(root is UITabBarController || root is UINavigationController), test(root) { return root }
    for child in nested { if let found = controller(from: child, where: test) { return found } }
    return nil
  }

  @Test("Storyboard: a label centred by <constraints> in a 600×600 design stays centred on a phone and a tablet; excluded constraints are skipped")
  func centredOnEverySize() throws {
    let folder = StoryboardFixtures.directory.appendingPathComponent("AppleCustomTransitions")
    StoryboardSearchPath.add(folder)
    defer { StoryboardSearchPath.remove(folder) }
    for size in [CGSize(width: 393, height: 852), CGSize(width: 834, height: 1194)] {
      let start = UIApplication.shared.diagnostics.count
      let storyboard = UIStoryboard(name: "Slide", bundle: nil)
      let initial = try #require(storyboard.instantiateInitialViewController())
      let third = try #require(controller(from: initial) { $0.view.subviews.contains { ($0 as? UILabel)?.text == "C" } })
      let window = makeWindow(root: third, size: size)
      third.view.layoutIfNeeded()
      let c = try #require(label(in: third.view, text: "C"))
      #expect(!c.translatesAutoresizingMaskIntoConstraints)
      #expect(c.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
      #expect(third.view.constraints.count == 2)  // Lgv-Xg-18y is excluded in the default variation
      // Centred, within the pixel rounding of its edges (1/3 pt on a 3× screen).
      #expect(abs(c.center.x - size.width / 2) <= 1 / 3 + 1e-9 && abs(c.center.y - size.height / 2) <= 1 / 3 + 1e-9)
      #expect(c.frame.size == c.intrinsicContentSize)
      #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
      window.isHidden = true
    }
  }

  @Test("Storyboard: every fixture loads with its constraints and lays out without conflicts")
  func fixturesLayOut() throws {
    for folderName in ["AppleCustomTransitions", "Blackboard"] {
      let folder = StoryboardFixtures.directory.appendingPathComponent(folderName)
      StoryboardSearchPath.add(folder)
      defer { StoryboardSearchPath.remove(folder) }
      for path in StoryboardFixtures.all where path.hasPrefix(folderName) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let start = UIApplication.shared.diagnostics.count
        guard let initial = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() else { continue }
        let window = makeWindow(root: initial)
        window.layoutIfNeeded()
        #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") }, "\(path)")
        window.isHidden = true
      }
    }
  }
}
