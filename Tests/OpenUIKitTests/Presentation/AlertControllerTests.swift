import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The button showing `title` inside `view` (an alert's actions are controls labelled with their titles).
@MainActor
func alertButton(_ title: String, in view: UIView) -> UIControl? {
  if let control = view as? UIControl, control.accessibilityLabel == title { return control }
  for sub in view.subviews {
    if let found = alertButton(title, in: sub) { return found }
  }
  return nil
}

/// Taps the middle of `view` through the window (hit-testing and the control's touch tracking).
@MainActor
func tapMiddle(of view: UIView, in window: UIWindow) {
  window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
}

/// Docs/Behaviour.md "Alerts": UIAlertController and UIAlertAction presented as UIKit presents them.
@MainActor
@Suite(.serialized)
struct AlertControllerTests {
  func setUp(size: CGSize = CGSize(width: 393, height: 852)) -> (UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: size, sdk: .iOS17)
    UIApplication.shared.removeAllDiagnostics()
    return (a, window)
  }

  @Test("Alerts: an alert is 270 pt wide, centred over a dimming view, scaling down from 1.2 and fading in")
  func alertAppears() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.popoverPresentationController == nil)
    a.present(alert, animated: true)
    UIApplication.shared.advance(by: 0.1)
    let layer = alert.view.layer.presentation()
    let opacity = Double(layer?.opacity ?? 0)
    let scale = layer?.transform.m11 ?? 0
    #expect(opacity > 0.05 && opacity < 1)
    #expect(scale > 1 && scale < 1.2)
    let dimming = alert.view.superview?.subviews.first
    #expect(dimming !== alert.view)
    let dim = Double(dimming?.layer.presentation()?.opacity ?? 0)
    #expect(dim > 0 && dim < 1)
    UIApplication.shared.runUntilIdle()
    let frame = alert.view.frame
    #expect(frame.width == 270)
    #expect(abs(frame.midX - window.bounds.midX) <= 0.5)
    #expect(abs(frame.midY - window.bounds.midY) <= 0.5)
    #expect(alert.view.transform == .identity && alert.view.alpha == 1)
    #expect(dimming?.alpha == 1)
    #expect(dimming?.frame == window.bounds)
    #expect(alert.view.layer.presentation()?.opacity == 1)
    // The card is rounded (14 pt) and draws a blur backdrop.
    let card = alert.view.subviews.first
    #expect(card?.layer.cornerRadius == 14)
    #expect(card?.subviews.contains { $0 is UIVisualEffectView } == true)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Alerts: tapping an action dismisses the alert with a fade, then calls its handler once the dismissal has ended")
  func tapDismissesThenCallsHandler() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
    var log: [String] = []
    alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
      log.append("handler \(action.title ?? "") presenting=\(a.presentedViewController != nil)")
    })
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: alertButton("OK", in: alert.view)!, in: window)
    UIApplication.shared.advance(by: 0.1)
    #expect(log.isEmpty)
    let opacity = Double(alert.view.layer.presentation()?.opacity ?? 1)
    #expect(opacity > 0 && opacity < 1)
    UIApplication.shared.runUntilIdle()
    #expect(log == ["handler OK presenting=false"])
    #expect(a.presentedViewController == nil)
    #expect(alert.view.window == nil)
    #expect(window.subviews.count == 1)
  }

  @Test("Alerts: each action's button calls its own handler; a handler may present another controller")
  func eachActionAndPresentFromHandler() {
    let (a, window) = setUp()
    for title in ["First", "Second", "Cancel"] {
      var called: [String] = []
      let next = UIViewController()
      next.modalPresentationStyle = .fullScreen
      let alert = UIAlertController(title: "Pick", message: "One of three", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "First", style: .default) { _ in called.append("First") })
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in called.append("Cancel") })
      alert.addAction(UIAlertAction(title: "Second", style: .destructive) { _ in
        called.append("Second")
        a.present(next, animated: true)
      })
      a.present(alert, animated: true)
      UIApplication.shared.runUntilIdle()
      tapMiddle(of: alertButton(title, in: alert.view)!, in: window)
      UIApplication.shared.runUntilIdle()
      #expect(called == [title])
      if title == "Second" {
        #expect(a.presentedViewController === next)
        a.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
      }
    }
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Alerts: a disabled action ignores taps; enabling it makes it tappable")
  func disabledAction() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    var called = 0
    let ok = UIAlertAction(title: "OK", style: .default) { _ in called += 1 }
    ok.isEnabled = false
    alert.addAction(ok)
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    let button = alertButton("OK", in: alert.view)!
    #expect(!button.isEnabled)
    tapMiddle(of: button, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(called == 0 && a.presentedViewController === alert)
    ok.isEnabled = true
    #expect(button.isEnabled)
    tapMiddle(of: button, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(called == 1 && a.presentedViewController == nil)
  }

  @Test("Alerts: with two actions the cancel action is on the left, side by side; with three it is at the bottom")
  func alertCancelPlacement() {
    let (a, _) = setUp()
    let two = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
    two.addAction(UIAlertAction(title: "OK", style: .default))
    two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    a.present(two, animated: false)
    UIApplication.shared.runUntilIdle()
    let ok = alertButton("OK", in: two.view)!, cancel = alertButton("Cancel", in: two.view)!
    #expect(cancel.frame.minX == 0 && ok.frame.minX == 135)
    #expect(cancel.frame.minY == ok.frame.minY && cancel.frame.height == 44)
    #expect(cancel.frame.maxY == two.view.bounds.height)
    a.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()

    let three = UIAlertController(title: "Three", message: nil, preferredStyle: .alert)
    three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    three.addAction(UIAlertAction(title: "A", style: .default))
    three.addAction(UIAlertAction(title: "B", style: .default))
    a.present(three, animated: false)
    UIApplication.shared.runUntilIdle()
    let ys = ["A", "B", "Cancel"].map { alertButton($0, in: three.view)!.frame.minY }
    #expect(ys == ys.sorted() && Set(ys).count == 3)
    #expect(alertButton("Cancel", in: three.view)!.frame.width == 270)
  }

  @Test("Alerts: an action sheet in compact width slides up from the bottom, its cancel action in its own group at the bottom")
  func compactActionSheet() {
    let (a, window) = setUp()
    let sheet = UIAlertController(title: nil, message: "Choose", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    #expect(sheet.modalPresentationStyle == .popover)
    a.present(sheet, animated: true)
    UIApplication.shared.advance(by: 0.2)
    UIApplication.shared.runUntilIdle()
    let final = sheet.view.frame
    let bottom = max(window.safeAreaInsets.bottom, 8)
    #expect(final.maxY == window.bounds.height - bottom)
    #expect(final.width == 393 - 16 && final.minX == 8)
    // Mid-way through a fresh presentation it is below its final place, moving up.
    a.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    a.present(sheet, animated: true)
    UIApplication.shared.advance(by: 0.15)
    let midY = sheet.view.layer.presentation()?.frame.minY ?? 0
    #expect(midY > final.minY && midY < window.bounds.height)
    UIApplication.shared.runUntilIdle()
    let cancel = alertButton("Cancel", in: sheet.view)!
    let delete = alertButton("Delete", in: sheet.view)!
    let share = alertButton("Share", in: sheet.view)!
    let cancelFrame = cancel.convert(cancel.bounds, to: sheet.view)
    let shareFrame = share.convert(share.bounds, to: sheet.view)
    #expect(cancelFrame.maxY == sheet.view.bounds.height)
    #expect(cancelFrame.minY == shareFrame.maxY + 8)
    #expect(delete.convert(delete.bounds, to: sheet.view).maxY <= shareFrame.minY + 1)
    #expect(cancel.superview !== share.superview)
    // Dismissed, it slides back down.
    a.dismiss(animated: true)
    UIApplication.shared.advance(by: 0.2)
    let downY = sheet.view.layer.presentation()?.frame.minY ?? 0
    #expect(downY > final.minY && downY < window.bounds.height)
    UIApplication.shared.runUntilIdle()
    #expect(sheet.view.window == nil && a.presentedViewController == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Alerts: a tap outside an action sheet on a phone performs its cancel action; outside an alert it does nothing")
  func outsideTaps() {
    let (a, window) = setUp()
    var cancelled = 0
    let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Go", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 200, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(cancelled == 1 && a.presentedViewController == nil)

    var tapped = 0
    let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in tapped += 1 })
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 200, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(tapped == 0 && a.presentedViewController === alert)

    // An action sheet without a cancel action stays.
    a.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    let plain = UIAlertController(title: "Plain", message: nil, preferredStyle: .actionSheet)
    plain.addAction(UIAlertAction(title: "Go", style: .default))
    a.present(plain, animated: false)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 200, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === plain)
  }

  @Test("Alerts: misuse — a second cancel action and a text field on an action sheet are UIKit's exceptions, with no effect")
  func misuse() {
    _ = setUp()
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
    #expect(alert.actions.count == 1)
    let sheet = UIAlertController(title: "S", message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    let d = UIApplication.shared.diagnostics
    #expect(d.count == 2)
    #expect(d.allSatisfy { $0.kind == .exception && $0.name == "NSInternalInconsistencyException" })
    #expect(d.first?.message == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    #expect(d.last?.message == "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
  }

  @Test("Alerts: an action sheet in regular width without sourceView or barButtonItem is UIKit's NSGenericException and is not presented")
  func regularSheetWithoutAnchor() {
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (a, _) = setUp(size: CGSize(width: 1194, height: 834))
    let sheet = UIAlertController(title: "S", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Go", style: .default))
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    let d = UIApplication.shared.diagnostics
    #expect(d.count == 1)
    #expect(d.first?.name == "NSGenericException")
    #expect(d.first?.message.hasPrefix("Your application has presented a UIAlertController (\(sheet)) of style UIAlertControllerStyleActionSheet from UIViewController (\(a)).") == true)
    #expect(d.first?.message.contains("You must provide either a sourceView and sourceRect or a barButtonItem.") == true)
    #expect(a.presentedViewController == nil)
  }

  @Test("Alerts: an action sheet in regular width is a popover at its source view, without its cancel button; a tap outside performs the cancel action")
  func regularSheetAsPopover() {
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (a, window) = setUp(size: CGSize(width: 1194, height: 834))
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    a.view.addSubview(anchor)
    var cancelled = 0
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
    sheet.popoverPresentationController?.sourceView = anchor
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(sheet.presentationController is UIPopoverPresentationController)
    #expect(sheet.popoverPresentationController?.arrowDirection == .up)
    #expect(sheet.view.frame.width == 304)
    #expect(sheet.view.frame.minY == anchor.frame.maxY + UIPopoverPresentationController.arrowHeight)
    #expect(alertButton("Copy", in: sheet.view) != nil)
    #expect(alertButton("Cancel", in: sheet.view) == nil)
    window.tap(at: CGPoint(x: 900, y: 700))
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil && cancelled == 1)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Alerts: text fields are configured by their handler, listed in order, and laid out between the message and the buttons")
  func textFields() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Sign in", message: "Your account", preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.placeholder = "Password"
    }
    var entered: String?
    alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in entered = alert.textFields?.first?.text })
    #expect(alert.textFields?.map { $0.placeholder ?? "" } == ["Name", "Password"])
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    let fields = alert.textFields!
    #expect(fields.allSatisfy { $0.isDescendant(of: alert.view) })
    let first = fields[0].convert(fields[0].bounds, to: alert.view)
    let second = fields[1].convert(fields[1].bounds, to: alert.view)
    let ok = alertButton("OK", in: alert.view)!
    #expect(first.maxY <= second.minY && second.maxY < ok.convert(ok.bounds, to: alert.view).minY)
    fields[0].text = "Ada"
    tapMiddle(of: ok, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(entered == "Ada")
  }

  @Test("Alerts: memory — a dismissed alert, its actions and its presentation controller are freed")
  func dismissedAlertIsFreed() {
    let (a, window) = setUp()
    weak var weakAlert: UIAlertController?
    weak var weakAction: UIAlertAction?
    weak var weakPC: UIPresentationController?
    do {
      let alert = UIAlertController(title: "Bye", message: nil, preferredStyle: .alert)
      let action = UIAlertAction(title: "OK", style: .default) { _ in }
      alert.addAction(action)
      alert.addTextField()
      weakAlert = alert
      weakAction = action
      a.present(alert, animated: true)
      UIApplication.shared.runUntilIdle()
      weakPC = alert.presentationController
      tapMiddle(of: alertButton("OK", in: alert.view)!, in: window)
      UIApplication.shared.runUntilIdle()
    }
    #expect(weakAlert == nil)
    #expect(weakAction == nil)
    #expect(weakPC == nil)
  }

  @Test("Alerts: presented without animation, an alert is at its place at once; dismissed without animation it leaves at once")
  func notAnimated() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Now", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    a.present(alert, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(alert.view.frame.width == 270 && alert.view.alpha == 1 && alert.view.transform == .identity)
    #expect(alert.view.window === window)
    a.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(alert.view.window == nil && a.presentedViewController == nil)
  }

  @Test("Alerts: rendering — the render snapshot carries the title, message and button texts, hairlines, 14 pt corners and a blur backdrop")
  func rendering() {
    let (a, window) = setUp()
    let alert = UIAlertController(title: "Delete?", message: "Gone for good.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    var texts: [String: RenderText] = [:]
    var corners = false, backdrop = false, hairlines = 0
    var stack = [window.layer._renderSnapshot()]
    while let l = stack.popLast() {
      if let t = l.text { texts[t.string] = t }
      if l.cornerRadius == 14 && l.masksToBounds { corners = true }
      if l.backdrop != nil { backdrop = true }
      if l.bounds.height < 1 || l.bounds.width < 1, l.backgroundColor != nil { hairlines += 1 }
      stack.append(contentsOf: l.sublayers)
    }
    #expect(texts["Delete?"]?.isBold == true && texts["Delete?"]?.fontSize == 17)
    #expect(texts["Gone for good."]?.fontSize == 13)
    #expect(texts["Cancel"]?.isBold == true)
    #expect(texts["Delete"]?.isBold == false)
    #expect(texts["Delete"]?.color != texts["Cancel"]?.color)
    #expect(corners && backdrop)
    #expect(hairlines == 2)
  }
}
