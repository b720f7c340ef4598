import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode sharing code (ShareArticleCode.swift): a share sheet from a bar button with an
/// app activity, on iPhone (a sheet) and iPad (a popover at the bar button).
@MainActor @Suite(.serialized) struct ShareArticleTests {
  init() { UIApplication.shared.useLinkedSDK(.iOS17) }

  private func launch(size: CGSize) -> (UIWindow, ShareArticleViewController) {
    let article = ShareArticle(title: "Sheets on Linux", url: URL(string: "https://example.com/sheets")!)
    let reader = ShareArticleViewController(article: article)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = UINavigationController(rootViewController: reader)
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, reader)
  }

  private func service(_ title: String, in view: UIView) -> UIControl? {
    if let control = view as? UIControl, control.accessibilityLabel == title { return control }
    for sub in view.subviews {
      if let found = service(title, in: sub) { return found }
    }
    return nil
  }

  private func tap(_ view: UIView, in window: UIWindow) {
    window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  @Test("UIKit: on iPhone the share sheet slides up as a sheet; the app's activity saves the URL and the handler hears its type after the dismissal")
  func phoneSaveForLater() throws {
    let (window, reader) = launch(size: CGSize(width: 390, height: 844))
    reader.share()
    UIApplication.shared.runUntilIdle()
    let sheet = try #require(reader.presentedViewController as? UIActivityViewController)
    #expect(sheet.view.frame.minY > 200)
    let save = try #require(service("Save for Later", in: sheet.view))
    tap(save, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(reader.saveActivity.savedURLs.map(\.absoluteString) == ["https://example.com/sheets"])
    #expect(reader.shareLog == ["shared via com.example.reader.saveForLater"])
    #expect(reader.presentedViewController == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: on iPad the share sheet is a popover at the bar button; closing it reports a cancel")
  func padPopoverCancel() throws {
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (window, reader) = launch(size: CGSize(width: 1194, height: 834))
    reader.share()
    UIApplication.shared.runUntilIdle()
    let sheet = try #require(reader.presentedViewController as? UIActivityViewController)
    #expect(sheet.presentationController is UIPopoverPresentationController)
    #expect(sheet.view.frame.width == 375)
    #expect(sheet.popoverPresentationController?.barButtonItem === reader.shareItem)
    #expect(sheet.view.frame.minY > 40)
    tap(try #require(service("Close", in: sheet.view)), in: window)
    UIApplication.shared.runUntilIdle()
    #expect(reader.shareLog == ["cancelled"])
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
