import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// An app's own service, recording what the system asks of it.
@MainActor
final class RecordingActivity: UIActivity {
  var log: [String] = []
  var finishesAt = true
  var controller: UIViewController?
  override class var activityCategory: UIActivity.Category { .action }
  override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.bookmark") }
  override var activityTitle: String? { "Add Bookmark" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
    activityItems.contains { $0 is URL }
  }
  override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
  override var activityViewController: UIViewController? { controller }
  override func perform() {
    log.append("perform")
    if finishesAt { activityDidFinish(true) }
  }
}

/// A share-category service (shown in the row of sharing services).
@MainActor
final class RecordingShareActivity: UIActivity {
  override class var activityCategory: UIActivity.Category { .share }
  override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.post") }
  override var activityTitle: String? { "Post" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
  override func perform() { activityDidFinish(false) }
}

/// An item source answering per activity type.
final class RecordingItemSource: NSObject, UIActivityItemSource {
  var asked: [UIActivity.ActivityType?] = []
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "placeholder" }
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? {
    asked.append(activityType)
    return "for \(activityType?.rawValue ?? "nil")"
  }
}

/// Docs/Behaviour/activity16.md: the share sheet presented, chosen from and closed as UIKit's is.
@MainActor
@Suite(.serialized)
struct ActivityViewControllerTests {
  func setUp(size: CGSize = CGSize(width: 393, height: 852)) -> (UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: size, sdk: .iOS17)
    UIApplication.shared.removeAllDiagnostics()
    return (a, window)
  }

  func control(_ title: String, in sheet: UIActivityViewController) -> UIControl? { alertButton(title, in: sheet.view) }

  @Test("Activity: the share sheet's style is .popover; in compact width it needs no anchor and shows as a sheet at the medium detent")
  func compactSheet() {
    let (a, window) = setUp()
    let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
    #expect(sheet.modalPresentationStyle == .popover)
    #expect(sheet.popoverPresentationController != nil)
    #expect(sheet.popoverPresentationController?.adaptiveSheetPresentationController.detents.map(\.identifier) == [.medium, .large])
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.diagnostics.isEmpty)
    #expect(a.presentedViewController === sheet)
    #expect(sheet.view.window === window)
    // Medium detent: about half the screen high, the full width.
    #expect(sheet.view.frame.width == window.bounds.width)
    #expect(abs(sheet.view.frame.minY - window.bounds.height / 2) < 60)
    #expect(control("Copy", in: sheet) != nil)
    #expect(control("Close", in: sheet) != nil)
  }

  @Test("Activity: in regular width without sourceView or barButtonItem it is UIKit's NSGenericException and is not presented")
  func regularWithoutAnchor() {
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (a, _) = setUp(size: CGSize(width: 1194, height: 834))
    let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    let d = UIApplication.shared.diagnostics
    #expect(d.count == 1)
    #expect(d.first?.name == "NSGenericException")
    #expect(d.first?.message.hasPrefix("Your application has presented a UIActivityViewController (\(sheet)). In its current trait environment, the modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover.") == true)
    #expect(a.presentedViewController == nil)
    #expect(sheet.viewIfLoaded?.window == nil)
  }

  @Test("Activity: in regular width with a source view it is a popover of the preferred width at its source")
  func regularPopover() {
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (a, window) = setUp(size: CGSize(width: 1194, height: 834))
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    a.view.addSubview(anchor)
    var results: [String] = []
    let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: nil)
    sheet.completionWithItemsHandler = { type, completed, items, error in
      results.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
    }
    sheet.popoverPresentationController?.sourceView = anchor
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.diagnostics.isEmpty)
    #expect(sheet.presentationController is UIPopoverPresentationController)
    #expect(sheet.view.frame.width == 375)
    #expect(sheet.view.frame.minY >= anchor.frame.maxY)
    // A tap outside closes it: no service, not completed.
    window.tap(at: CGPoint(x: 1000, y: 700))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
    #expect(results == ["nil false true true"])
  }

  @Test("Activity: Copy puts the text on the general pasteboard; the handler runs once, after the dismissal, with the type and completed")
  func copyAndCompletionAfterDismissal() {
    let (a, window) = setUp()
    let sheet = UIActivityViewController(activityItems: ["Shared text", URL(string: "https://example.com/a")!], applicationActivities: nil)
    var results: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in
      results.append("\(type == .copyToPasteboard) \(completed) presented=\(a.presentedViewController != nil)")
    }
    let before = UIPasteboard.general.changeCount
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: control("Copy", in: sheet)!, in: window)
    #expect(results.isEmpty)
    UIApplication.shared.advance(by: 0.1)
    #expect(results.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(results == ["true true presented=false"])
    #expect(UIPasteboard.general.string == "Shared text")
    #expect(UIPasteboard.general.url?.absoluteString == "https://example.com/a")
    #expect(UIPasteboard.general.changeCount == before + 1)
    #expect(sheet.view.window == nil)
  }

  @Test("Activity: the close button dismisses with no service; the handler hears nil and false")
  func closeButton() {
    let (a, window) = setUp()
    let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
    var results: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: control("Close", in: sheet)!, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(results == ["nil false"])
    #expect(a.presentedViewController == nil)
  }

  @Test("Activity: an app's activity is offered only when it can perform on the items, prepared with them, then performed")
  func applicationActivity() {
    let (a, window) = setUp()
    let bookmark = RecordingActivity()
    let textOnly = UIActivityViewController(activityItems: ["x"], applicationActivities: [bookmark])
    a.present(textOnly, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(control("Add Bookmark", in: textOnly) == nil)
    a.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()

    let sheet = UIActivityViewController(activityItems: ["x", URL(string: "https://example.com")!], applicationActivities: [bookmark])
    var results: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: control("Add Bookmark", in: sheet)!, in: window)
    #expect(bookmark.log == ["prepare 2", "perform"])
    UIApplication.shared.runUntilIdle()
    #expect(results == ["com.example.bookmark true"])
    // A second finish (after the run) has no effect.
    bookmark.activityDidFinish(false)
    #expect(results.count == 1)
  }

  @Test("Activity: an activity still working keeps the sheet; other taps are ignored until it calls activityDidFinish")
  func activityRunsUntilFinished() {
    let (a, window) = setUp()
    let bookmark = RecordingActivity()
    bookmark.finishesAt = false
    let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [bookmark])
    var results: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: control("Add Bookmark", in: sheet)!, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === sheet)
    tapMiddle(of: control("Copy", in: sheet)!, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === sheet && results.isEmpty)
    bookmark.activityDidFinish(false)
    UIApplication.shared.runUntilIdle()
    #expect(results == ["com.example.bookmark false"])
    #expect(a.presentedViewController == nil)
  }

  @Test("Activity: an activity's view controller is presented over the sheet instead of perform(); finishing dismisses both")
  func activityViewControllerPresented() {
    let (a, window) = setUp()
    let bookmark = RecordingActivity()
    let editor = UIViewController()
    bookmark.controller = editor
    let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [bookmark])
    var results: [String] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: control("Add Bookmark", in: sheet)!, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(bookmark.log == ["prepare 1"])
    #expect(sheet.presentedViewController === editor)
    bookmark.activityDidFinish(true)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
    #expect(editor.viewIfLoaded?.window == nil)
    #expect(results == ["com.example.bookmark true"])
  }

  @Test("Activity: excluded types are not offered; share-category services sit in the row above the action list")
  func excludedAndCategories() {
    let (a, _) = setUp()
    let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [RecordingShareActivity()])
    sheet.excludedActivityTypes = [.copyToPasteboard]
    a.present(sheet, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(control("Copy", in: sheet) == nil)
    let post = control("Post", in: sheet)
    #expect(post != nil && post?.superview === sheet.view)
    sheet.excludedActivityTypes = nil
    #expect(control("Copy", in: sheet) != nil)
    let copy = control("Copy", in: sheet)!.convert(CGPoint.zero, to: sheet.view)
    #expect(copy.y > post!.frame.maxY - 1)
  }

  @Test("Activity: item sources give their placeholder while services are chosen and their item for the chosen type")
  func itemSources() {
    let (a, window) = setUp()
    let source = RecordingItemSource()
    let sheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(source.asked.isEmpty)
    tapMiddle(of: control("Copy", in: sheet)!, in: window)
    UIApplication.shared.runUntilIdle()
    #expect(source.asked == [.copyToPasteboard])
    #expect(UIPasteboard.general.string == "for com.apple.UIKit.activity.CopyToPasteboard")
  }

  @Test("Activity: system activity types have UIKit's identifiers")
  func typeIdentifiers() {
    #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
    #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
    #expect(UIActivity.ActivityType.postToTencentWeibo.rawValue == "com.apple.UIKit.activity.TencentWeibo")
    #expect(UIActivity.activityCategory == .action)
  }

  @Test("Scene size restrictions: nil on iPhone; on iPad one object that keeps what the app sets")
  func sizeRestrictions() {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(scene?.sizeRestrictions == nil)
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let restrictions = scene?.sizeRestrictions
    #expect(restrictions != nil)
    #expect(restrictions?.minimumSize == .zero && restrictions?.allowsFullScreen == true)
    restrictions?.minimumSize.width = 500
    #expect(scene?.sizeRestrictions === restrictions)
    #expect(scene?.sizeRestrictions?.minimumSize.width == 500)
  }
}
