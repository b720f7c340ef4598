import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `<stackView>` elements load as UIStackViews whose `<subviews>` are arranged (Interface
/// Builder's stack view; UIStackView docs), laid out by the stack's own constraints.
@MainActor
@Suite(.serialized)
struct StoryboardStackViewTests {
  @Test("Storyboard: nested <stackView>s (vertical, spacing 8) arrange their labels and follow the safe area on two phones and a tablet (UIStackView docs)")
  func nestedStacksOnEverySize() throws {
    let folder = StoryboardFixtures.directory.appendingPathComponent("Blackboard")
    StoryboardSearchPath.add(folder)
    defer { StoryboardSearchPath.remove(folder) }
    defer { UIScreen.useDevice(.iPhone15) }
    for device in [DeviceProfile.iPhone15, .iPhoneSE, .iPadPro11] {
      UIScreen.useDevice(device)
      let size = UIScreen.main.bounds.size
      let start = UIApplication.shared.diagnostics.count
      let controller = UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "AccountViewController")
      let window = makeWindow(root: controller, size: size)
      window.layoutIfNeeded()
      let outer = try #require(controller.view.subviews.first as? UIStackView)
      #expect(outer.axis == .vertical && outer.spacing == 8 && outer.distribution == .fill && outer.alignment == .fill)
      #expect(outer.arrangedSubviews.count == 2)
      let inner = try #require(outer.arrangedSubviews as? [UIStackView])
      #expect(inner.allSatisfy { $0.axis == .vertical && $0.arrangedSubviews.count == 2 })
      let safeTop = controller.view.safeAreaInsets.top
      #expect(safeTop > 0)
      #expect(outer.frame.minX == 8 && outer.frame.minY == safeTop + 8 && outer.frame.width == size.width - 16)
      let labels = try #require(inner[0].arrangedSubviews as? [UILabel])
      let pixel = 1 / window.screen.scale + 1e-9
      #expect(labels[0].frame.minY == 0 && labels[0].frame.width == size.width - 16)
      #expect(abs(labels[0].frame.height - labels[0].intrinsicContentSize.height) <= pixel)
      #expect(labels[1].frame.minY == labels[0].frame.maxY)
      #expect(inner[0].frame.height == labels[1].frame.maxY)
      #expect(inner[1].frame.minY == inner[0].frame.maxY + 8)
      #expect(outer.frame.height == inner[1].frame.maxY)
      #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
      window.isHidden = true
    }
  }
}
