import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of AccessibleSheetCode.swift, checked through the headless VoiceOver model:
/// a custom bottom sheet whose presented view is modal, whose backdrop's escape dismisses it, and
/// which moves VoiceOver to its title after the transition.
@MainActor @Suite(.serialized) struct AccessibleSheetTests {
  private func show(_ root: UIViewController) -> UIWindow {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIAccessibility.resetVoiceOverFocusForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return window
  }

  @Test("UIKit (accessibilityViewIsModal, accessibilityElements, .screenChanged): VoiceOver visits only the sheet, by position, and starts on its title")
  func elementOrderAndFocus() throws {
    let feed = PhotoFeedViewController()
    let window = show(feed)
    #expect(window.voiceOverLabels == ["Feed", "Share"])

    let sheet = feed.share()
    UIApplication.shared.runUntilIdle()
    let presentation = try #require(sheet.presentationController as? BottomSheetPresentationController)
    #expect(presentation.presentedView === presentation.backdrop && presentation.backdrop.accessibilityViewIsModal)
    #expect(window.voiceOverLabels == ["Share photo", "Photo preview", "Messages", "Mail", "Cancel"])
    #expect(window.voiceOverFocusedElement === sheet.titleLabel)
    // The preview's element follows the card: the container-space frame seen on screen.
    let preview = try #require(window.voiceOverElements[1] as? UIAccessibilityElement)
    #expect(preview.accessibilityFrame == CGRect(x: 24, y: 844 - 360 + 68, width: 104, height: 104))
    window.voiceOverFocusNext()
    #expect(window.performAccessibilityCustomAction(named: "Remove photo") && sheet.preview.removals == 1)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (accessibilityPerformEscape): the escape gesture on a button of the sheet reaches the backdrop, which dismisses the sheet")
  func escapeDismisses() throws {
    let feed = PhotoFeedViewController()
    let window = show(feed)
    let sheet = feed.share()
    UIApplication.shared.runUntilIdle()
    window.voiceOverFocus(on: sheet.cancelButton)
    #expect(window.voiceOverFocusedElement === sheet.cancelButton)
    #expect(window.performAccessibilityEscape())
    UIApplication.shared.runUntilIdle()
    #expect(feed.presentedViewController == nil)
    #expect(sheet.view.window == nil)
    #expect(window.voiceOverLabels == ["Feed", "Share"])
    // The title VoiceOver was moved to is gone: the focus is back on the first element.
    #expect(window.voiceOverFocusedElement === feed.headerLabel)
    // Nothing left to escape from.
    #expect(!window.performAccessibilityEscape())
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
