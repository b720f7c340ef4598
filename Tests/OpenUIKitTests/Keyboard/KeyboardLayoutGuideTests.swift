import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A screen whose bar sits on the keyboard layout guide, with a text field in it.
@MainActor
private final class ChatScreen: UIViewController {
  let bar = UIView()
  let field = UITextField()
  override func viewDidLoad() {
    super.viewDidLoad()
    bar.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    bar.addSubview(field)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
      field.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
    ])
  }
}

@MainActor
@Suite(.serialized)
struct KeyboardLayoutGuideTests {
  private func show(_ screen: ChatScreen) -> UIWindow {
    UIApplication.shared.endEditingForTesting()
    UIScreen.useDevice(.iPhone15)
    return makeWindow(root: screen, size: UIScreen.main.bounds.size, sdk: .iOS17)
  }

  @Test("UIKit (usesBottomSafeArea docs): with the keyboard down the guide's top is the bottom of the view's safe area; it spans the view's width and reaches its bottom")
  func hiddenAtSafeAreaBottom() {
    let screen = ChatScreen()
    let w = show(screen)
    defer { w.isHidden = true }
    let guide = screen.view.keyboardLayoutGuide
    #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
    #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
    let bottom = screen.view.bounds.height - screen.view.safeAreaInsets.bottom
    #expect(guide.layoutFrame == CGRect(x: 0, y: bottom, width: 393, height: screen.view.safeAreaInsets.bottom))
    #expect(screen.bar.frame.maxY == bottom)
  }

  @Test("UIKit: usesBottomSafeArea = false puts the hidden keyboard's guide at the view's bottom")
  func withoutSafeArea() {
    let screen = ChatScreen()
    let w = show(screen)
    defer { w.isHidden = true }
    screen.view.keyboardLayoutGuide.usesBottomSafeArea = false
    UIApplication.shared.runUntilIdle()
    #expect(screen.bar.frame.maxY == screen.view.bounds.height)
    #expect(screen.view.keyboardLayoutGuide.layoutFrame.height == 0)
  }

  @Test("UIKit: with the keyboard up the guide's top is the keyboard's top in the view; views pinned to it animate with the keyboard's slide")
  func followsKeyboard() throws {
    let screen = ChatScreen()
    let w = show(screen)
    defer { w.isHidden = true }
    let hiddenBottom = screen.bar.frame.maxY
    screen.field.becomeFirstResponder()
    let keyboard = try #require(UIApplication.shared.keyboardFrame)
    // The model frame moved at once (inside the keyboard's animation block) ...
    #expect(screen.bar.frame.maxY == keyboard.minY)
    UIApplication.shared.advance(by: 0.1)
    // ... and the presentation is part-way, level with the keyboard panel's top.
    let barBottom = try #require(screen.bar.layer.presentation()).frame.maxY
    #expect(barBottom < hiddenBottom && barBottom > keyboard.minY)
    let panel = try #require(keyboardRenderLayer(over: w))
    let panelTop = panel.position.y - panel.bounds.height * panel.anchorPoint.y
    let progress = _SoftwareKeyboard.timingFunction._solve(0.1 / 0.25)
    let expected = Double(hiddenBottom) + (Double(keyboard.minY) - Double(hiddenBottom)) * progress
    #expect(abs(Double(barBottom) - expected) < 0.5)
    #expect(panelTop < barBottom + 200)
    UIApplication.shared.runUntilIdle()
    #expect(screen.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: keyboard.minY, width: 393, height: keyboard.height))
    screen.field.resignFirstResponder()
    UIApplication.shared.runUntilIdle()
    #expect(screen.bar.frame.maxY == hiddenBottom)
  }

  @Test("UIKit: a view's keyboardLayoutGuide is one guide, made on first use")
  func oneGuide() {
    let v = UIView()
    #expect(v.keyboardLayoutGuide === v.keyboardLayoutGuide)
    #expect(v.keyboardLayoutGuide.owningView === v)
  }
}
