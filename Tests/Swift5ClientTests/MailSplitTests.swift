import Testing
import UIKit
import OpenUIKitTesting

/// The mail app (MailSplitCode.swift) on the column split: 1024 × 768 is regular width
/// (expanded), 393 × 852 compact (collapsed).
@MainActor @Suite(.serialized) struct MailSplitTests {
  static let regular = CGRect(x: 0, y: 0, width: 1024, height: 768)
  static let compact = CGRect(x: 0, y: 0, width: 393, height: 852)

  func launch(_ size: CGRect? = nil) -> (MailSplitViewController, UIWindow) {
    let frame = size ?? Self.regular
    registerMailSplitActions()
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: frame)
    let split = MailSplitViewController()
    window.rootViewController = split
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (split, window)
  }

  func tapRow(_ row: Int, of mailbox: MailboxViewController, in window: UIWindow) {
    let table = mailbox.tableView!
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    window.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
    UIApplication.shared.runUntilIdle()
  }

  /// The secondary column's navigation controller (the split's last child when expanded).
  func secondary(_ split: UISplitViewController) -> UINavigationController? {
    split.isCollapsed ? nil : split.viewControllers.last as? UINavigationController
  }

  func resize(_ window: UIWindow, to frame: CGRect) {
    window.frame = frame
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit (iOS 14 column split): setViewController(_:for:) puts each column's controller in a navigation controller the split makes; expanded with oneBesideSecondary they tile, the primary 320 pt wide")
  func launchesExpanded() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    #expect(split.style == .doubleColumn)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.viewController(for: .primary) === split.mailbox)
    #expect(split.viewController(for: .secondary) === split.placeholder)
    let primaryNavigation = split.mailbox.navigationController
    #expect(primaryNavigation != nil)
    #expect(primaryNavigation?.parent === split)
    #expect(split.placeholder.navigationController?.parent === split)
    #expect(split.mailbox.splitViewController === split)
    #expect(primaryNavigation?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(split.placeholder.navigationController?.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    #expect(split.mailbox.view.window === window)
    #expect(split.placeholder.view.window === window)
    #expect(split.mailbox.title == "Inbox")
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.first === split.mailbox.navigationController)
  }

  @Test("Mail: tapping a message in the expanded split shows it in the secondary column (showDetailViewController), the list stays")
  func selectingShowsDetailInSecondary() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapRow(2, of: split.mailbox, in: window)
    let secondary = self.secondary(split)
    let message = secondary?.topViewController as? MessageViewController
    #expect(message?.message.id == 3)
    #expect(secondary?.viewControllers.count == 1)
    #expect(message?.view.window === window)
    #expect(split.placeholder.viewIfLoaded?.window == nil)
    #expect((message?.view.convert(CGPoint.zero, to: nil).x ?? 0) >= 321)
    #expect(split.mailbox.view.window === window)
    #expect(message?.subjectLabel.text == "Subject 3")
  }

  @Test("UIKit: collapsing asks topColumnForCollapsingToProposedTopColumn (proposed .secondary); with nothing selected the app answers .primary and the list fills the window; splitViewControllerDidCollapse, then DidExpand on the way back")
  func collapseWithoutSelectionShowsList() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    resize(window, to: Self.compact)
    #expect(split.isCollapsed)
    #expect(split.events == ["topColumn(proposed: secondary)", "didCollapse"])
    #expect(split.mailbox.view.window === window)
    #expect(split.mailbox.navigationController?.view.frame == Self.compact)
    #expect(split.mailbox.navigationController?.viewControllers == [split.mailbox])
    #expect(split.placeholder.viewIfLoaded?.window == nil)
    resize(window, to: Self.regular)
    #expect(!split.isCollapsed)
    #expect(split.events.suffix(1) == ["didExpand"])
    #expect(split.placeholder.view.window === window)
    #expect(split.displayMode == .oneBesideSecondary)
  }

  @Test("UIKit: collapsing with a message shown keeps the proposed .secondary: the message is pushed over the list in one navigation stack; expanding gives it back to the secondary column")
  func collapseWithSelectionShowsMessage() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapRow(0, of: split.mailbox, in: window)
    resize(window, to: Self.compact)
    let navigation = split.mailbox.navigationController
    #expect(navigation?.viewControllers.count == 2)
    let message = navigation?.topViewController as? MessageViewController
    #expect(message?.message.id == 1)
    #expect(message?.view.window === window)
    #expect(split.mailbox.viewIfLoaded?.window == nil)
    resize(window, to: Self.regular)
    #expect(navigation?.viewControllers == [split.mailbox])
    #expect(message?.navigationController === secondary(split))
    #expect(message?.view.window === window)
    #expect(split.mailbox.view.window === window)
  }

  @Test("Mail: collapsed, tapping a message pushes it onto the list's navigation stack; the back pop returns to the list; expanding after another tap shows that message in the secondary column")
  func collapsedSelectionPushes() {
    let (split, window) = launch(Self.compact)
    defer { window.isHidden = true }
    #expect(split.isCollapsed)
    tapRow(4, of: split.mailbox, in: window)
    let navigation = split.mailbox.navigationController
    #expect((navigation?.topViewController as? MessageViewController)?.message.id == 5)
    navigation?.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(navigation?.topViewController === split.mailbox)
    tapRow(6, of: split.mailbox, in: window)
    resize(window, to: Self.regular)
    #expect(navigation?.viewControllers == [split.mailbox])
    let shown = secondary(split)?.topViewController as? MessageViewController
    #expect(shown?.message.id == 7)
    #expect(shown?.view.window === window)
  }

  @Test("UIKit: preferredDisplayMode .secondaryOnly hides the primary column (its view leaves, with its disappearance); the sidebar button's show(.primary) with the tile behaviour brings it back beside (willChangeTo each time)")
  func sidebarHidesAndShows() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapRow(1, of: split.mailbox, in: window)
    split.preferredDisplayMode = .secondaryOnly
    UIApplication.shared.runUntilIdle()
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.mailbox.viewIfLoaded?.window == nil)
    #expect(split.mailbox.appearances.last == "didDisappear")
    let message = secondary(split)?.topViewController as? MessageViewController
    #expect(message?.message.id == 2)
    #expect(message?.navigationController?.view.frame == Self.regular)
    message?.toggleSidebar()
    UIApplication.shared.runUntilIdle()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.mailbox.view.window === window)
    #expect(split.mailbox.appearances.last == "willAppear")
    #expect(split.events.filter { $0.hasPrefix("willChangeTo") } == ["willChangeTo(secondaryOnly)", "willChangeTo(oneBesideSecondary)"])
    message?.toggleSidebar()
    #expect(split.displayMode == .secondaryOnly)
  }

  @Test("UIKit: with the overlay behaviour show(.primary) lays the list over the full-width message (oneOverSecondary); choosing a message hides the overlay")
  func overlaySidebar() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    split.preferredSplitBehavior = .overlay
    split.preferredDisplayMode = .secondaryOnly
    split.show(.primary)
    UIApplication.shared.runUntilIdle()
    #expect(split.splitBehavior == .overlay)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(split.placeholder.navigationController?.view.frame == Self.regular)
    #expect(split.mailbox.navigationController?.view.frame.width == 320)
    #expect(split.view.subviews.last === split.mailbox.navigationController?.view)
    tapRow(3, of: split.mailbox, in: window)
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.mailbox.viewIfLoaded?.window == nil)
  }

  @Test("UIKit: a compose sheet with a draft (isModalInPresentation) swiped down stays and calls presentationControllerDidAttemptToDismiss; the action sheet's Delete Draft dismisses it")
  func composeWithDraftAsks() {
    let (split, window) = launch(Self.compact)
    defer { window.isHidden = true }
    split.mailbox.compose()
    UIApplication.shared.runUntilIdle()
    let navigation = split.presentedViewController as? UINavigationController
    let composer = navigation?.topViewController as? ComposeViewController
    #expect(composer != nil)
    composer?.bodyView.becomeFirstResponder()
    window.type("Hi")
    #expect(composer?.bodyView.text == "Hi")
    #expect(composer?.isModalInPresentation == true)
    UIApplication.shared.endEditingForTesting()
    let top = navigation!.view.convert(CGPoint(x: navigation!.view.bounds.midX, y: 20), to: nil)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(split.mailbox.log == ["attemptToDismiss"])
    #expect(split.presentedViewController === navigation)
    let sheet = navigation?.presentedViewController as? UIAlertController
    #expect(sheet?.preferredStyle == .actionSheet)
    #expect(sheet?.actions.map(\.title) == ["Delete Draft", "Save Draft", "Cancel"])
    func button(_ title: String, in view: UIView) -> UIView? {
      if view is UIControl && view.accessibilityLabel == title { return view }
      return view.subviews.lazy.compactMap { button(title, in: $0) }.first
    }
    if let delete = sheet.flatMap({ button("Delete Draft", in: $0.view) }) {
      window.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
    }
    UIApplication.shared.runUntilIdle()
    #expect(split.mailbox.log == ["attemptToDismiss", "deleteDraft"])
    #expect(split.presentedViewController == nil)
    #expect(composer?.viewIfLoaded?.window == nil)
  }

  @Test("UIKit: an empty compose sheet swiped down is dismissed and presentationControllerDidDismiss follows")
  func emptyComposeSwipesAway() {
    let (split, window) = launch(Self.compact)
    defer { window.isHidden = true }
    split.mailbox.compose()
    UIApplication.shared.runUntilIdle()
    let navigation = split.presentedViewController as? UINavigationController
    #expect(navigation?.topViewController is ComposeViewController)
    let top = navigation!.view.convert(CGPoint(x: navigation!.view.bounds.midX, y: 20), to: nil)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(split.mailbox.log == ["didDismiss"])
    #expect(split.presentedViewController == nil)
  }
}
