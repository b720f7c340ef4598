import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
private final class EscapeView: UIView {
  var escapes = 0
  var handles = false
  override func accessibilityPerformEscape() -> Bool {
    escapes += 1
    return handles
  }
}

@MainActor
private final class EscapeController: UIViewController {
  var escapes = 0
  override func accessibilityPerformEscape() -> Bool {
    escapes += 1
    dismiss(animated: true)
    return true
  }
}

@MainActor
private final class ActivatingView: UIView {
  var activations = 0
  override func accessibilityActivate() -> Bool {
    activations += 1
    return true
  }
}

@MainActor
private func label(_ text: String, _ frame: CGRect, in superview: UIView) -> UILabel {
  let label = UILabel(frame: frame)
  label.text = text
  superview.addSubview(label)
  return label
}

/// A headless VoiceOver: the accessibility model presentation code relies on (brief a11y13,
/// Docs/Behaviour/a11y13.md).
@MainActor
@Suite(.serialized)
struct AccessibilityModelTests {
  func setUp(size: CGSize = CGSize(width: 400, height: 800), sdk: UIKitSDK = .iOS17) -> (UIViewController, UIWindow) {
    UIAccessibility.resetVoiceOverFocusForTesting()
    let root = UIViewController()
    let window = makeWindow(root: root, size: size, sdk: sdk)
    return (root, window)
  }

  @Test("Apple's defaults: modal, elements hidden and grouping false; elements, custom actions and language nil; actions return false — on views and controllers")
  func defaults() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = UIViewController()
    for responder in [view, controller] as [UIResponder] {
      #expect(!responder.accessibilityViewIsModal && !responder.accessibilityElementsHidden)
      #expect(!responder.shouldGroupAccessibilityChildren)
      #expect(responder.accessibilityElements == nil && responder.accessibilityCustomActions == nil)
      #expect(responder.accessibilityLanguage == nil)
      #expect(!responder.accessibilityActivate() && !responder.accessibilityPerformEscape())
      #expect(!responder.accessibilityPerformMagicTap())
      #expect(responder.accessibilityElementCount() == 0 && responder.accessibilityElement(at: 0) == nil)
    }
    #expect(controller.accessibilityFrame == .zero)
    #expect(view._accessibilityStorage == nil)
    view.accessibilityViewIsModal = true
    view.accessibilityLanguage = "fr-FR"
    #expect(view._accessibilityStorage != nil)
    #expect(view.accessibilityViewIsModal && view.accessibilityLanguage == "fr-FR")
  }

  @Test("accessibilityFrame: a view's frame in screen coordinates (the window's origin added) until set; activation point: its centre")
  func viewFrame() {
    let window = UIWindow(frame: CGRect(x: 0, y: 20, width: 300, height: 300))
    let container = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 5, y: 6, width: 40, height: 20))
    window.addSubview(container)
    container.addSubview(child)
    #expect(child.accessibilityFrame == CGRect(x: 15, y: 36, width: 40, height: 20))
    #expect(child.accessibilityActivationPoint == CGPoint(x: 35, y: 46))
    #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 1, width: 2, height: 2), in: child) == CGRect(x: 16, y: 37, width: 2, height: 2))
    child.accessibilityFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
    #expect(child.accessibilityFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test("UIAccessibilityElement: not an element by default (Apple); frameInContainerSpace null by default and followed by accessibilityFrame; setting accessibilityFrame nulls it")
  func elementFrames() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
    window.addSubview(container)
    let element = UIAccessibilityElement(accessibilityContainer: container)
    #expect(!element.isAccessibilityElement)
    #expect(element.accessibilityContainer === container)
    #expect(element.accessibilityFrameInContainerSpace.isNull && element.accessibilityFrame == .zero)
    element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(element.accessibilityFrame == CGRect(x: 60, y: 70, width: 20, height: 20))
    container.frame.origin = CGPoint(x: 0, y: 0)
    #expect(element.accessibilityFrame == CGRect(x: 10, y: 10, width: 20, height: 20))
    element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(element.accessibilityFrameInContainerSpace.isNull)
    #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("Order: elements are read top to bottom, then left to right, whatever the subview order; an element view hides its subviews")
  func positionOrder() {
    let (root, window) = setUp()
    _ = label("Bottom", CGRect(x: 0, y: 300, width: 100, height: 20), in: root.view)
    _ = label("Right", CGRect(x: 200, y: 100, width: 100, height: 20), in: root.view)
    _ = label("Left", CGRect(x: 10, y: 100, width: 100, height: 20), in: root.view)
    let card = UIView(frame: CGRect(x: 0, y: 10, width: 400, height: 50))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Card"
    _ = label("Inside card", CGRect(x: 0, y: 0, width: 100, height: 20), in: card)
    root.view.addSubview(card)
    #expect(window.voiceOverLabels == ["Card", "Left", "Right", "Bottom"])
  }

  @Test("accessibilityElements: the container's order replaces the position order, and can hold UIAccessibilityElements")
  func explicitOrder() {
    let (root, window) = setUp()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
    root.view.addSubview(container)
    let first = label("First", CGRect(x: 0, y: 0, width: 100, height: 20), in: container)
    let second = label("Second", CGRect(x: 0, y: 50, width: 100, height: 20), in: container)
    let drawn = UIAccessibilityElement(accessibilityContainer: container)
    drawn.isAccessibilityElement = true
    drawn.accessibilityLabel = "Drawn"
    drawn.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 150, width: 50, height: 50)
    container.accessibilityElements = [drawn, second, first]
    _ = label("Title", CGRect(x: 0, y: 0, width: 100, height: 20), in: root.view)
    #expect(window.voiceOverLabels == ["Title", "Drawn", "Second", "First"])
    #expect(container.accessibilityElementCount() == 3 && container.index(ofAccessibilityElement: second) == 1)
  }

  @Test("Hidden, alpha ≈ 0 and accessibilityElementsHidden views are skipped with their subtrees")
  func hiddenSubtrees() {
    let (root, window) = setUp()
    let hiders: [(UIView) -> Void] = [{ $0.isHidden = true }, { $0.alpha = 0.005 }, { $0.accessibilityElementsHidden = true }]
    for (i, hide) in hiders.enumerated() {
      let box = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 400, height: 90))
      _ = label("Hidden \(i)", CGRect(x: 0, y: 0, width: 100, height: 20), in: box)
      hide(box)
      root.view.addSubview(box)
    }
    _ = label("Shown", CGRect(x: 0, y: 500, width: 100, height: 20), in: root.view)
    #expect(window.voiceOverLabels == ["Shown"])
  }

  @Test("accessibilityViewIsModal hides the modal view's siblings, not the siblings of its ancestors (Apple's A, B, C example)")
  func modalSiblings() {
    let (root, window) = setUp()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let b = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 300))
    root.view.addSubview(a)
    root.view.addSubview(b)
    _ = label("In A", CGRect(x: 0, y: 0, width: 100, height: 20), in: a)
    let c = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
    b.addSubview(c)
    _ = label("In B", CGRect(x: 0, y: 0, width: 100, height: 20), in: b)
    _ = label("In C", CGRect(x: 0, y: 0, width: 100, height: 20), in: c)
    c.accessibilityViewIsModal = true
    #expect(window.voiceOverLabels == ["In A", "In C"])
    b.accessibilityViewIsModal = true
    #expect(window.voiceOverLabels == ["In C"])
    c.accessibilityViewIsModal = false
    #expect(window.voiceOverLabels == ["In B", "In C"])
  }

  @Test("shouldGroupAccessibilityChildren keeps a view's elements together where the view is")
  func grouping() {
    let (root, window) = setUp()
    let left = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let right = UIView(frame: CGRect(x: 200, y: 100, width: 200, height: 200))
    root.view.addSubview(left)
    root.view.addSubview(right)
    _ = label("L1", CGRect(x: 0, y: 0, width: 100, height: 20), in: left)
    _ = label("L2", CGRect(x: 0, y: 100, width: 100, height: 20), in: left)
    _ = label("R1", CGRect(x: 0, y: 0, width: 100, height: 20), in: right)
    _ = label("R2", CGRect(x: 0, y: 100, width: 100, height: 20), in: right)
    #expect(window.voiceOverLabels == ["L1", "R1", "L2", "R2"])
    left.shouldGroupAccessibilityChildren = true
    right.shouldGroupAccessibilityChildren = true
    #expect(window.voiceOverLabels == ["L1", "L2", "R1", "R2"])
  }

  @Test("Focus: .screenChanged moves to its element, to the first element for nil, to the first element inside a container; .layoutChanged without an element keeps it")
  func focus() {
    let (root, window) = setUp()
    let title = label("Title", CGRect(x: 0, y: 0, width: 100, height: 20), in: root.view)
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
    root.view.addSubview(box)
    let inside = label("Inside", CGRect(x: 0, y: 0, width: 100, height: 20), in: box)
    let last = label("Last", CGRect(x: 0, y: 700, width: 100, height: 20), in: root.view)
    #expect(window.voiceOverFocusedElement === title)
    UIAccessibility.post(notification: .screenChanged, argument: last)
    #expect(window.voiceOverFocusedElement === last)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    UIAccessibility.post(notification: .layoutChanged, argument: "Updated")
    #expect(window.voiceOverFocusedElement === last)
    UIAccessibility.post(notification: .screenChanged, argument: box)
    #expect(window.voiceOverFocusedElement === inside)
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(window.voiceOverFocusedElement === title)
    #expect(window.voiceOverFocusNext() === inside && window.voiceOverFocusNext() === last)
    #expect(window.voiceOverFocusNext() === last && window.voiceOverFocusPrevious() === inside)
    last.isHidden = true
    window.voiceOverFocus(on: last)
    #expect(window.voiceOverFocusedElement === title)
  }

  @Test("Escape: from the focused element up the responder chain — its view, superviews, then the controller — until one returns true")
  func escapeWalk() {
    let (root, window) = setUp()
    let presented = EscapeController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    let outer = EscapeView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
    let inner = EscapeView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    presented.view.addSubview(outer)
    outer.addSubview(inner)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    button.setTitle("Close", for: .normal)
    inner.addSubview(button)
    #expect(window.voiceOverLabels == ["Close"])
    #expect(window.performAccessibilityEscape())
    #expect(inner.escapes == 1 && outer.escapes == 1 && presented.escapes == 1)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    outer.handles = true
    root.view.addSubview(outer)
    window.voiceOverFocus(on: button)
    #expect(window.performAccessibilityEscape())
    #expect(inner.escapes == 2 && outer.escapes == 2 && presented.escapes == 1)
  }

  @Test("UIKit's sheets: the presentation covers the presenter for VoiceOver; escape dismisses as a swipe down does (ShouldDismiss, WillDismiss, DidDismiss)")
  func formSheetEscape() {
    let (root, window) = setUp()
    _ = label("Behind", CGRect(x: 0, y: 100, width: 100, height: 20), in: root.view)
    let sheet = UIViewController()
    _ = label("On sheet", CGRect(x: 0, y: 40, width: 100, height: 20), in: sheet.view)
    sheet.modalPresentationStyle = .formSheet
    let delegate = SheetDelegateLog()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(window.voiceOverLabels == ["On sheet"])
    #expect(window.performAccessibilityEscape())
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
    #expect(window.voiceOverLabels == ["Behind"])
  }

  @Test("UIKit's sheets: escape on a sheet with isModalInPresentation only tells the delegate (DidAttemptToDismiss); none under .iOS12")
  func modalSheetEscape() {
    for sdk in [UIKitSDK.iOS17, .iOS12] {
      let (root, window) = setUp(sdk: sdk)
      let sheet = UIViewController()
      _ = label("On sheet", CGRect(x: 0, y: 40, width: 100, height: 20), in: sheet.view)
      sheet.modalPresentationStyle = .pageSheet
      sheet.isModalInPresentation = sdk == .iOS17
      let delegate = SheetDelegateLog()
      sheet.presentationController?.delegate = delegate
      root.present(sheet, animated: false)
      UIApplication.shared.runUntilIdle()
      #expect(window.performAccessibilityEscape() == (sdk == .iOS17))
      UIApplication.shared.runUntilIdle()
      #expect(delegate.calls == (sdk == .iOS17 ? ["didAttemptToDismiss"] : []))
      #expect(root.presentedViewController === sheet)
      root.dismiss(animated: false)
      UIApplication.shared.runUntilIdle()
    }
  }

  @Test("UIKit's popovers: escape dismisses as a tap outside does, asking the delegate")
  func popoverEscape() {
    let (root, window) = setUp(size: regularSize)
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    root.view.addSubview(anchor)
    let popover = UIViewController()
    popover.preferredContentSize = CGSize(width: 300, height: 200)
    _ = label("In popover", CGRect(x: 10, y: 10, width: 100, height: 20), in: popover.view)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = anchor
    let delegate = PopoverDelegateLog()
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    popover.popoverPresentationController?.delegate = delegate
    root.present(popover, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(window.voiceOverLabels == ["In popover"])
    delegate.calls = []
    delegate.allowDismiss = false
    #expect(!window.performAccessibilityEscape())
    #expect(root.presentedViewController === popover)
    delegate.allowDismiss = true
    #expect(window.performAccessibilityEscape())
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls == ["shouldDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test("UIKit's alerts: escape runs the cancel action as if tapped; an alert without one does not handle it")
  func alertEscape() {
    let (root, window) = setUp()
    var handled: [String] = []
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled.append("delete") })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
    root.present(alert, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(window.performAccessibilityEscape())
    UIApplication.shared.runUntilIdle()
    #expect(handled == ["cancel"] && root.presentedViewController == nil)
    let info = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    info.addAction(UIAlertAction(title: "OK", style: .default))
    root.present(info, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(!window.performAccessibilityEscape())
    #expect(root.presentedViewController === info)
    root.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test("Activation: accessibilityActivate() when it returns true, else a tap at the activation point; custom actions run by name")
  func activationAndCustomActions() {
    let (root, window) = setUp()
    var taps = 0
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    button.setTitle("Go", for: .normal)
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    let custom = ActivatingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    custom.isAccessibilityElement = true
    custom.accessibilityLabel = "Custom"
    var archived = 0
    custom.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true }
    ]
    root.view.addSubview(custom)
    UIAccessibility.post(notification: .screenChanged, argument: button)
    #expect(window.voiceOverActivate() && taps == 1)
    window.voiceOverFocusNext()
    #expect(window.voiceOverActivate() && custom.activations == 1 && taps == 1)
    #expect(window.performAccessibilityCustomAction(named: "Archive") && archived == 1)
    #expect(!window.performAccessibilityCustomAction(named: "Delete"))
  }

  @Test("accessibilityRespondsToUserInteraction: inferred from traits, custom actions and gesture recognizers until set")
  func respondsToUserInteraction() {
    let plain = UIView()
    #expect(!plain.accessibilityRespondsToUserInteraction)
    #expect(UIButton(type: .system).accessibilityRespondsToUserInteraction)
    plain.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "A") { _ in true }]
    #expect(plain.accessibilityRespondsToUserInteraction)
    plain.accessibilityRespondsToUserInteraction = false
    #expect(!plain.accessibilityRespondsToUserInteraction)
    let tappable = UIView()
    tappable.addGestureRecognizer(UITapGestureRecognizer())
    #expect(tappable.accessibilityRespondsToUserInteraction)
    let element = UIAccessibilityElement(accessibilityContainer: plain)
    #expect(!element.accessibilityRespondsToUserInteraction)
    element.accessibilityTraits = .button
    #expect(element.accessibilityRespondsToUserInteraction)
  }

  @Test("UIKit: a label's accessibilityLabel is its text and a button's its current title until set; a set label wins; VoiceOver reads it")
  func defaultLabels() {
    let label = UILabel()
    #expect(label.accessibilityLabel == nil)
    label.text = "Inbox"
    #expect(label.accessibilityLabel == "Inbox")
    label.accessibilityLabel = "Mail inbox"
    #expect(label.accessibilityLabel == "Mail inbox")
    #expect(UIAccessibility.voiceOverLabel(of: label) == "Mail inbox")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "Inbox")
    let button = UIButton(type: .system)
    button.setTitle("Done", for: .normal)
    #expect(button.accessibilityLabel == "Done")
    #expect(UIAccessibility.voiceOverLabel(of: button) == "Done")
    var config = UIButton.Configuration.filled()
    config.title = "Add"
    let configured = UIButton(configuration: config)
    #expect(configured.accessibilityLabel == "Add")
  }

  @Test("UIKit: escape in a navigation controller goes back as the back button does; with the back button hidden it passes on up; at the root it does nothing")
  func navigationEscape() {
    let (root, window) = setUp()
    let first = UIViewController()
    let nav = UINavigationController(rootViewController: first)
    nav.modalPresentationStyle = .fullScreen
    root.present(nav, animated: false)
    UIApplication.shared.runUntilIdle()
    _ = label("First", CGRect(x: 0, y: 200, width: 100, height: 20), in: first.view)
    #expect(!window.performAccessibilityEscape())
    let second = UIViewController()
    nav.pushViewController(second, animated: false)
    UIApplication.shared.runUntilIdle()
    _ = label("Second", CGRect(x: 0, y: 200, width: 100, height: 20), in: second.view)
    window.voiceOverFocus(on: second.view.subviews[0])
    second.navigationItem.hidesBackButton = true
    #expect(!window.performAccessibilityEscape())
    #expect(nav.viewControllers.count == 2)
    second.navigationItem.hidesBackButton = false
    window.voiceOverFocus(on: second.view.subviews[0])
    #expect(window.performAccessibilityEscape())
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers == [first])
    #expect(root.presentedViewController === nav)
    root.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }
}
