import Testing
import UIKit
import OpenUIKitTesting

/// The search list (SearchListCode.swift) runs, not only compiles.
@MainActor @Suite(.serialized) struct SearchListTests {
  private func show(useNavigationItem: Bool) -> (NameListViewController, UINavigationController, UIWindow) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let list = NameListViewController(useNavigationItem: useNavigationItem)
    let nav = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (list, nav, window)
  }

  @Test("UIKit: a list filters its names as the user types into the table header's search bar, and Cancel ends the search")
  func filterInTableHeader() {
    let (list, _, window) = show(useNavigationItem: false)
    let bar = list.search.searchBar
    #expect(bar.superview === list.tableView)
    window.tap(at: bar.searchTextField.convert(CGPoint(x: 30, y: 18), to: window))
    UIApplication.shared.runUntilIdle()
    #expect(list.search.isActive)
    #expect(list.presented)
    bar.searchTextField.insertText("a")
    #expect(list.results.filtered == ["Ada", "Alan", "Barbara", "Claude", "Grace", "Margaret"])
    bar.searchTextField.insertText("l")
    #expect(list.results.filtered == ["Alan"])
    #expect(list.results.view.window === window)
    bar.selectedScopeButtonIndex = 1
    bar.searchTextField.insertText("\n")
    #expect(list.searchButtonTaps == 1)
    #expect(!bar.searchTextField.isFirstResponder)
    #expect(list.search.isActive)
    let cancel = bar.subviews.compactMap { $0 as? UIButton }.first
    #expect(cancel != nil)
    if let cancel {
      window.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
    }
    UIApplication.shared.runUntilIdle()
    #expect(!list.search.isActive)
    #expect(bar.text == "")
    #expect(list.dismissedCount == 1)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: a navigation item's search controller — the bar below the navigation bar, a result pushes a detail screen")
  func navigationItemSearch() {
    let (list, nav, _) = show(useNavigationItem: true)
    let bar = list.search.searchBar
    #expect(bar.window != nil)
    #expect(bar.frame.minY == nav.navigationBar.frame.maxY)
    bar.becomeFirstResponder()
    bar.searchTextField.insertText("gr")
    UIApplication.shared.runUntilIdle()
    #expect(list.results.filtered == ["Grace"])
    list.results.onSelect?("Grace")
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController?.title == "Grace")
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
