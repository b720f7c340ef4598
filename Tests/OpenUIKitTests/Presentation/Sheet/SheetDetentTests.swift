import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 16 item 3 and 6: UISheetPresentationController under `.iOS17` (sheets spec §A3).
@MainActor
@Suite(.serialized)
struct SheetDetentTests {
  @Test("UIKit (Doc detents): the default detents are [.large()]; the sheet rests at the smallest detent when none is selected")
  func defaultsAndSmallest() {
    UIApplication.shared.useLinkedSDK(.iOS17)  // read before any window: the default style is a sheet
    let b = UIViewController()
    #expect(b.sheetPresentationController!.detents.map(\.identifier) == [.large])
    #expect(b.sheetPresentationController!.preferredCornerRadius == nil)
    let s = PresentedSheet()
    #expect(s.sheet.selectedDetentIdentifier == nil)
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(s.b.view.frame.maxY == s.container.bounds.maxY)
  }

  @Test("UIKit (Doc sheetPresentationController): nil unless the style is a sheet")
  func sheetControllerOnlyForSheets() {
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    #expect(b.sheetPresentationController == nil)
    let c = UIViewController()
    c.modalPresentationStyle = .formSheet
    #expect(c.sheetPresentationController != nil)
  }

  @Test("UIKit (Doc custom(identifier:resolver:)): a resolver's value is the height above the bottom safe area; maximumDetentValue is the large height")
  func customDetent() {
    var seenMaximum: CGFloat = 0
    let s = PresentedSheet(detents: [
      .custom(identifier: .init("small")) { context in
        seenMaximum = context.maximumDetentValue
        return 200
      }, .large(),
    ])
    #expect(seenMaximum == s.maximum)
    #expect(s.b.view.frame.minY == s.top(forValue: 200))
    #expect(s.b.view.frame.height == 200 + s.window.safeAreaInsets.bottom)
    let anonymous = UISheetPresentationController.Detent.custom { _ in nil }
    #expect(!anonymous.identifier.rawValue.isEmpty)
    #expect(anonymous.identifier != UISheetPresentationController.Detent.custom { _ in nil }.identifier)
  }

  @Test("UIKit (Doc invalidateDetents): custom detents are resolved again only after invalidateDetents(), at the next layout pass")
  func invalidateDetents() {
    var height: CGFloat = 200
    let s = PresentedSheet(detents: [.custom(identifier: .init("c")) { _ in height }])
    height = 300
    s.container.setNeedsLayout()
    s.container.layoutIfNeeded()
    #expect(s.b.view.frame.minY == s.top(forValue: 200))
    s.sheet.invalidateDetents()
    #expect(s.b.view.frame.minY == s.top(forValue: 200))  // not before the layout pass
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.b.view.frame.minY == s.top(forValue: 300))
  }

  @Test("UIKit (Doc selectedDetentIdentifier, animateChanges): code moves the sheet without telling the delegate; animateChanges animates and lays out before returning")
  func selectingByCode() {
    let s = PresentedSheet()
    s.sheet.selectedDetentIdentifier = .large
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.b.view.frame.minY == s.largeTop)
    s.sheet.animateChanges { s.sheet.selectedDetentIdentifier = .medium }
    #expect(s.b.view.frame.minY == s.mediumTop)  // the model value, at once
    #expect(!(s.b.view.layer.animationKeys() ?? []).isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(s.delegate.calls.isEmpty)
  }

  @Test("UIKit (Doc prefersGrabberVisible, preferredCornerRadius): the grabber is drawn 36×5 at the top centre; the top corners take the radius (10 pt system)")
  func grabberAndCorners() {
    let s = PresentedSheet { $0.prefersGrabberVisible = true }
    let grabber = s.b.view.subviews.last!
    #expect(grabber.frame == CGRect(x: (s.b.view.bounds.width - 36) / 2, y: 5, width: 36, height: 5))
    #expect(grabber.layer.cornerRadius == 2.5)
    #expect(s.b.view.layer.cornerRadius == 10)
    #expect(s.b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    s.sheet.preferredCornerRadius = 24
    s.sheet.prefersGrabberVisible = false
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.b.view.layer.cornerRadius == 24)
    #expect(grabber.superview == nil)
  }

  @Test("UIKit (Doc largestUndimmedDetentIdentifier): at and below it no dimming and the presenter takes touches; above it dimmed and modal")
  func undimmedDetent() {
    let s = PresentedSheet { $0.largestUndimmedDetentIdentifier = .medium }
    let dimming = s.container.subviews.first!
    #expect(dimming.alpha == 0)
    #expect(s.a.view.transform == .identity)
    let above = CGPoint(x: 100, y: s.mediumTop - 100)
    #expect(s.window.hitTest(above, with: nil) === s.a.view)
    s.sheet.selectedDetentIdentifier = .large
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(abs(dimming.alpha - 0.1) < 1e-6)
    #expect(s.window.hitTest(CGPoint(x: 100, y: 20), with: nil) !== s.a.view)
  }

  @Test("Sheets (Docs/Behaviour.md): the dimming follows the sheet between the undimmed detent and the next one")
  func dimmingFollowsPosition() {
    let s = PresentedSheet { $0.largestUndimmedDetentIdentifier = .medium }
    let dimming = s.container.subviews.first!
    let touch = s.window.touchDown(at: CGPoint(x: 200, y: s.mediumTop + 20))
    let halfway = (s.mediumTop + s.largeTop) / 2
    touch.move(to: CGPoint(x: 200, y: halfway + 20), duration: 0.5)
    #expect(abs(s.b.view.frame.minY - halfway) < 1)
    #expect(abs(dimming.alpha - 0.05) < 0.005)
    touch.lift()
    UIApplication.shared.runUntilIdle()
  }

  @Test("Sheets (spec §A3 projection): a drag up from medium that projects past the middle settles at large; the delegate hears once, after the spring")
  func dragMediumToLarge() {
    let s = PresentedSheet()
    s.drag(by: -200, duration: 0.3)
    #expect(s.delegate.calls.isEmpty)  // the spring is still running
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == .large)
    #expect(s.b.view.frame.minY == s.largeTop)
    #expect(s.delegate.calls == ["didChangeDetent(com.apple.UIKit.large)"])
    #expect(s.log.appearance("A").isEmpty)
  }

  @Test("Sheets (spec §A3): a slow short drag settles back on the detent it started from, without a delegate call")
  func slowDragSettlesBack() {
    let s = PresentedSheet()
    s.drag(by: -60, duration: 1.0)
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(s.delegate.calls.isEmpty)
  }

  @Test("Sheets (spec §A2/§A3): a fling down from the smallest detent dismisses — ShouldDismiss, WillDismiss, DidDismiss; the presenter gets no appearance calls")
  func flingDismisses() {
    let s = PresentedSheet()
    s.drag(by: 140, duration: 0.1)
    UIApplication.shared.runUntilIdle()
    #expect(s.a.presentedViewController == nil)
    #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(s.log.appearance("A").isEmpty)
    #expect(s.log.appearance("B") == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(s.a.view.transform == .identity)
  }

  @Test("UIKit (Doc isModalInPresentation): a modal sheet refuses the swipe — no ShouldDismiss, DidAttemptToDismiss on release, back at its detent")
  func modalRefuses() {
    let s = PresentedSheet()
    s.b.isModalInPresentation = true
    s.drag(by: 220, duration: 0.4)
    #expect(s.b.view.frame.minY < s.mediumTop + 220)  // rubber-banded
    UIApplication.shared.runUntilIdle()
    #expect(s.delegate.calls == ["didAttemptToDismiss"])
    #expect(s.a.presentedViewController === s.b)
    #expect(s.b.view.frame.minY == s.mediumTop)
  }

  @Test("UIKit (Doc presentationControllerShouldDismiss): false refuses — ShouldDismiss once per drag, then DidAttemptToDismiss")
  func shouldDismissFalseRefuses() {
    let s = PresentedSheet()
    s.delegate.allow = false
    s.drag(by: 220, duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(s.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(s.a.presentedViewController === s.b)
  }

  @Test("Sheets (spec §A1 stacking, O-ionic): a sheet over a sheet scales the covered one back, lifts it 10 pt and hides its grabber; dismissal restores it")
  func stackedSheets() {
    let s = PresentedSheet(detents: [.large()]) { $0.prefersGrabberVisible = true }
    let c = UIViewController()
    s.b.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(c.view.frame.minY == s.largeTop)
    #expect(abs(s.b.view.transform.a - 0.915) < 1e-9)
    #expect(abs(s.b.view.frame.minY - (s.largeTop - 10)) < 1e-6)
    #expect(!s.b.view.subviews.contains { $0.frame.size == CGSize(width: 36, height: 5) })
    #expect(s.log.appearance("B").isEmpty)
    c.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.transform == .identity)
    #expect(s.b.view.subviews.contains { $0.frame.size == CGSize(width: 36, height: 5) })
  }

  @Test("Sheets (spec §A3): the release projection is position + v·r/(1−r)/1000 with r = 0.998, settling on the nearest detent")
  func projectionRule() {
    let s = PresentedSheet()
    // 600 pt/s upward projects 299.4 pt: from medium, nearer to large than to medium.
    let distance = s.mediumTop - s.largeTop
    #expect(distance < 2 * 299.4)
    s.drag(by: -60, duration: 0.1)
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == .large)
  }

  @Test("UIKit (Doc detents): detents set while presented replace the resolved ones at the next layout pass (the resolution cache is dropped)")
  func detentsReplacedWhilePresented() {
    let s = PresentedSheet()
    #expect(s.b.view.frame.minY == s.mediumTop)
    s.sheet.detents = [.large()]
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.b.view.frame.minY == s.largeTop)
  }
}
