import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Records the search bar's, the search controller's and the updater's callbacks in order.
@MainActor
final class SearchLog: NSObject, UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
  var log: [String] = []
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("bar.shouldBegin"); return true }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("bar.didBegin") }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("bar.didEnd") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("bar.textDidChange(\(searchText))") }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("bar.search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("bar.cancel") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("bar.scope(\(selectedScope))") }
  func willPresentSearchController(_ searchController: UISearchController) { log.append("sc.willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) { log.append("sc.didPresent") }
  func willDismissSearchController(_ searchController: UISearchController) { log.append("sc.willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { log.append("sc.didDismiss") }
  func updateSearchResults(for searchController: UISearchController) {
    log.append("update(\(searchController.searchBar.text ?? ""))")
  }
}

/// A results controller that logs its appearance.
@MainActor
final class LoggingResults: UIViewController {
  weak var sink: SearchLog?
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); sink?.log.append("results.willAppear") }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); sink?.log.append("results.didAppear") }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); sink?.log.append("results.willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); sink?.log.append("results.didDisappear") }
}

/// A list controller with the search bar as its table header, the way apps wrote it before iOS 11.
@MainActor
final class HeaderSearchList: UITableViewController {
  let search: UISearchController
  let results = LoggingResults()
  let sink = SearchLog()

  init() {
    search = UISearchController(searchResultsController: results)
    super.init(style: .plain)
    results.sink = sink
    search.searchResultsUpdater = sink
    search.delegate = sink
    search.searchBar.delegate = sink
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableHeaderView = search.searchBar
    definesPresentationContext = true
  }
}

@MainActor
@Suite(.serialized)
struct SearchControllerTests {
  private func showList() -> (HeaderSearchList, UINavigationController, UIWindow) {
    let list = HeaderSearchList()
    let nav = UINavigationController(rootViewController: list)
    let window = makeWindow(root: nav, sdk: .iOS17)
    UIApplication.shared.removeAllDiagnostics()
    return (list, nav, window)
  }

  @Test("UIKit: UISearchController defaults — obscures the background, hides the navigation bar, shows Cancel and the results automatically; .custom style")
  func defaults() {
    let sc = UISearchController(searchResultsController: nil)
    #expect(sc.obscuresBackgroundDuringPresentation)
    #expect(sc.hidesNavigationBarDuringPresentation)
    #expect(sc.automaticallyShowsCancelButton)
    #expect(sc.automaticallyShowsSearchResultsController)
    #expect(!sc.showsSearchResultsController)
    #expect(!sc.isActive)
    #expect(sc.modalPresentationStyle == .custom)
    #expect(sc.searchBar.frame.height == 56)
    #expect(sc.searchBar.text == "")
  }

  @Test("Activation: tapping the bar — shouldBegin, willPresent, update, didBegin; the results appear with the presentation; didPresent at its end")
  func activationOrder() {
    let (list, _, window) = showList()
    let bar = list.search.searchBar
    let fieldCentre = bar.searchTextField.convert(CGPoint(x: 20, y: 18), to: window)
    window.tap(at: fieldCentre)
    #expect(list.search.isActive)
    #expect(bar.searchTextField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(list.sink.log == [
      "bar.shouldBegin", "sc.willPresent", "update()", "bar.didBegin",
      "results.willAppear", "results.didAppear", "sc.didPresent",
    ])
    #expect(list.search.presentingViewController === list)
    #expect(bar.showsCancelButton)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Updating: every typed character reaches the bar's delegate, then the updater; the results show once there is text")
  func updaterOnEveryChange() {
    let (list, _, _) = showList()
    list.search.searchBar.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    list.sink.log.removeAll()
    #expect(list.results.view.isHidden)
    list.search.searchBar.searchTextField.insertText("ab")
    list.search.searchBar.searchTextField.insertText("c")
    list.search.searchBar.searchTextField.deleteBackward()
    #expect(list.sink.log == [
      "bar.textDidChange(ab)", "update(ab)", "bar.textDidChange(abc)", "update(abc)", "bar.textDidChange(ab)", "update(ab)",
    ])
    #expect(list.search.showsSearchResultsController)
    #expect(!list.results.view.isHidden)
    list.search.searchBar.searchTextField.deleteBackward()
    list.search.searchBar.searchTextField.deleteBackward()
    #expect(!list.search.showsSearchResultsController)
    #expect(list.results.view.isHidden)
  }

  @Test("Updating: showsSearchResultsController shows the results with an empty text when not automatic")
  func showsResultsAlways() {
    let (list, _, _) = showList()
    list.search.automaticallyShowsSearchResultsController = false
    list.search.showsSearchResultsController = true
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(!list.results.view.isHidden)
    #expect(list.results.view.window != nil)
  }

  @Test("Cancel: the delegate hears it, the text clears, the field resigns, willDismiss, update with empty text, dismissal, didDismiss")
  func cancel() {
    let (list, _, window) = showList()
    let bar = list.search.searchBar
    bar.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    bar.searchTextField.insertText("x")
    list.sink.log.removeAll()
    let cancel = bar._cancelButton
    #expect(cancel.window === window)
    window.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
    #expect(!list.search.isActive)
    #expect(bar.text == "")
    #expect(!bar.searchTextField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(list.sink.log == [
      "bar.cancel", "sc.willDismiss", "bar.didEnd", "update()",
      "results.willDisappear", "results.didDisappear", "sc.didDismiss",
    ])
    #expect(list.search.presentingViewController == nil)
    #expect(!bar.showsCancelButton)
    #expect(list.search.viewIfLoaded?.window == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("isActive = false: dismisses, keeps the text, the field resigns")
  func deactivateInCode() {
    let (list, _, _) = showList()
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(!list.search.searchBar.searchTextField.isFirstResponder)  // UIKit: no keyboard from isActive
    list.search.searchBar.text = "kept"
    list.search.isActive = false
    UIApplication.shared.runUntilIdle()
    #expect(list.search.presentingViewController == nil)
    #expect(list.search.searchBar.text == "kept")
    #expect(list.sink.log.contains("update(kept)"))
  }

  @Test("Activation and deactivation in one turn: presented, then dismissed after the presentation ends, without diagnostics")
  func activateThenDeactivateAtOnce() {
    let (list, _, _) = showList()
    list.search.isActive = true
    list.search.isActive = false
    UIApplication.shared.runUntilIdle()
    #expect(list.search.presentingViewController == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    #expect(list.sink.log.suffix(2) == ["sc.willDismiss", "sc.didDismiss"] || list.sink.log.last == "sc.didDismiss")
  }

  @Test("Dismissed by its presenter: the search ends (isActive false, field resigned, no Cancel) and can start again")
  func dismissedByOthers() {
    let (list, _, _) = showList()
    let bar = list.search.searchBar
    bar.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    list.sink.log.removeAll()
    list.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!list.search.isActive)
    #expect(list.search.presentingViewController == nil)
    #expect(!bar.searchTextField.isFirstResponder)
    #expect(!bar.showsCancelButton)
    #expect(!list.sink.log.contains("sc.didDismiss"))
    bar.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    #expect(list.search.isActive)
    #expect(list.search.presentingViewController === list)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Presentation context: definesPresentationContext picks the list, else the window's root (the navigation controller)")
  func contextChoice() {
    let (list, nav, _) = showList()
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(list.search.presentingViewController === list)
    #expect(list.search.view.isDescendant(of: list.view))
    list.search.isActive = false
    UIApplication.shared.runUntilIdle()

    list.definesPresentationContext = false
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(list.search.presentingViewController === nav)
    #expect(list.search.view.isDescendant(of: nav.view))
    // The presenter's view stays (over the context, not full screen).
    #expect(list.view.window != nil)
    list.search.isActive = false
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Layout: the search controller's view covers the context below the bar; the bar stays visible and tappable")
  func coversBelowTheBar() {
    let (list, _, window) = showList()
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    let bar = list.search.searchBar
    let barBottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: window).y
    let scFrame = list.search.view.convert(list.search.view.bounds, to: window)
    #expect(abs(scFrame.minY - barBottom) < 0.5)
    #expect(abs(scFrame.maxY - list.view.convert(list.view.bounds, to: window).maxY) < 0.5)
    let fieldPoint = bar.searchTextField.convert(CGPoint(x: 20, y: 18), to: window)
    #expect(window.hitTest(fieldPoint, with: nil) === bar.searchTextField)
  }

  @Test("Obscuring: with obscuresBackgroundDuringPresentation the dimming view covers the content and a tap on it ends the search; without it the content takes touches")
  func obscuringView() {
    let (list, _, window) = showList()
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    let obscuring = try! #require(list.search._obscuringViewIfShown)
    #expect(obscuring.window === window)
    let point = CGPoint(x: 200, y: 600)
    #expect(window.hitTest(point, with: nil) === obscuring)
    window.tap(at: point)
    #expect(!list.search.isActive)
    UIApplication.shared.runUntilIdle()
    #expect(list.search.presentingViewController == nil)

    list.search.obscuresBackgroundDuringPresentation = false
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(list.search._obscuringViewIfShown == nil)
    let hit = window.hitTest(point, with: nil)
    #expect(hit != nil && hit!.isDescendant(of: list.tableView))
  }

  @Test("Delegate: an implemented presentSearchController(_:) replaces the system's presentation (no will/didPresent)")
  func customPresentation() {
    final class Presenter: NSObject, UISearchControllerDelegate {
      var log: [String] = []
      func presentSearchController(_ searchController: UISearchController) { log.append("present") }
      func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    }
    let (list, _, _) = showList()
    let presenter = Presenter()
    list.search.delegate = presenter
    list.search.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(presenter.log == ["present"])
    #expect(list.search.presentingViewController == nil)
    #expect(list.search.isActive)
  }

  @Test("Presenting from the results controller works while searching")
  func presentFromResults() {
    let (list, _, _) = showList()
    list.search.searchBar.becomeFirstResponder()
    list.search.searchBar.searchTextField.insertText("a")
    UIApplication.shared.runUntilIdle()
    let detail = UIViewController()
    detail.modalPresentationStyle = .fullScreen
    list.results.present(detail, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(detail.presentingViewController != nil)
    #expect(detail.view.window != nil)
    detail.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(list.results.view.window != nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Memory: a search controller dismissed after use, with its results controller, is freed with its list")
  func freedAfterUse() {
    weak var weakSearch: UISearchController?
    weak var weakResults: UIViewController?
    weak var weakList: UIViewController?
    do {
      let (list, _, window) = showList()
      weakSearch = list.search
      weakResults = list.results
      weakList = list
      list.search.searchBar.becomeFirstResponder()
      list.search.searchBar.searchTextField.insertText("abc")
      UIApplication.shared.runUntilIdle()
      list.search.searchBar._cancelTapped()
      UIApplication.shared.runUntilIdle()
      window.rootViewController = nil
      window.isHidden = true
      UIApplication.shared.runUntilIdle()
    }
    UIApplication.shared.runUntilIdle()
    #expect(weakSearch == nil)
    #expect(weakResults == nil)
    #expect(weakList == nil)
  }

  @Test("Navigation item: with hidesNavigationBarDuringPresentation the bar moves up into the navigation bar's place while active, and back")
  func navigationItemRaise() {
    let list = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let window = makeWindow(root: nav, sdk: .iOS17)
    let sc = UISearchController(searchResultsController: UIViewController())
    list.navigationItem.searchController = sc
    list.definesPresentationContext = true
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    let below = nav.navigationBar.frame.maxY
    let safeTop = list.view.safeAreaInsets.top
    sc.searchBar.becomeFirstResponder()
    #expect(sc.searchBar.frame.minY == nav.navigationBar.frame.minY)
    let subviews = nav.view.subviews
    #expect(subviews.firstIndex(of: sc.searchBar)! > subviews.firstIndex(of: nav.navigationBar)!)
    UIApplication.shared.runUntilIdle()
    #expect(sc.presentingViewController === list)
    let top = sc.view.convert(CGPoint.zero, to: window).y
    #expect(abs(top - sc.searchBar.frame.maxY) < 0.5)
    #expect(list.view.safeAreaInsets.top == safeTop)
    sc.isActive = false
    UIApplication.shared.runUntilIdle()
    #expect(sc.searchBar.frame.minY == below)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Navigation item: the search bar shows below the navigation bar and the top controller's safe area starts below it")
  func navigationItemSafeArea() {
    let list = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let window = makeWindow(root: nav, sdk: .iOS17)
    let before = list.view.safeAreaInsets.top
    let sc = UISearchController(searchResultsController: nil)
    list.navigationItem.searchController = sc
    #expect(list.navigationItem.hidesSearchBarWhenScrolling)
    UIApplication.shared.runUntilIdle()
    #expect(sc.searchBar.superview === nav.view)
    #expect(sc.searchBar.frame.minY == nav.navigationBar.frame.maxY)
    #expect(list.view.safeAreaInsets.top == before + 56)
    // Activation presents over the window's root, below the bar (which stays: the navigation
    // bar is not hidden).
    sc.hidesNavigationBarDuringPresentation = false
    sc.isActive = true
    UIApplication.shared.runUntilIdle()
    #expect(sc.presentingViewController === nav)
    #expect(sc.searchBar.frame.minY == nav.navigationBar.frame.maxY)
    let top = sc.view.convert(CGPoint.zero, to: window).y
    #expect(abs(top - sc.searchBar.convert(CGPoint(x: 0, y: 56), to: window).y) < 0.5)
    sc.isActive = false
    UIApplication.shared.runUntilIdle()
    // Pushing a controller without a search controller takes the bar away.
    nav.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(sc.searchBar.superview == nil)
    nav.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(sc.searchBar.superview === nav.view)
    list.navigationItem.searchController = nil
    UIApplication.shared.runUntilIdle()
    #expect(sc.searchBar.superview == nil)
    #expect(list.view.safeAreaInsets.top == before)
  }
}
