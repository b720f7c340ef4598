import Testing
import UIKit
import OpenUIKitTesting

/// The notes app (NotesSplitCode.swift) on the triple-column split: 1366 × 1024 is an iPad Pro
/// in landscape (expanded), 393 × 852 a phone (collapsed).
@MainActor @Suite(.serialized) struct NotesSplitTests {
  static let regular = CGRect(x: 0, y: 0, width: 1366, height: 1024)
  static let compact = CGRect(x: 0, y: 0, width: 393, height: 852)

  func launch(_ size: CGRect? = nil) -> (NotesSplitViewController, UIWindow) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: size ?? Self.regular)
    let split = NotesSplitViewController()
    window.rootViewController = split
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (split, window)
  }

  /// The on-screen control with this accessibility label (the split's toggles on the bars).
  func control(_ label: String, in view: UIView) -> UIView? {
    if view is UIControl && view.accessibilityLabel == label && view.window != nil { return view }
    return view.subviews.lazy.compactMap { control(label, in: $0) }.first
  }

  func tapControl(_ label: String, in window: UIWindow, settle: Bool = true) {
    guard let button = control(label, in: window) else {
      Issue.record("no control labelled \(label)")
      return
    }
    window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    if settle { UIApplication.shared.runUntilIdle() }
  }

  func tapRow(_ row: Int, of table: UITableView, in window: UIWindow) {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    window.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
    UIApplication.shared.runUntilIdle()
  }

  func frame(_ vc: UIViewController) -> CGRect? { vc.navigationController?.view.frame }

  @Test("UIKit (triple column): three tiled columns — the sidebar a quarter of the width held to maximumPrimaryColumnWidth (260), the list its preferred 300 pt, the note the rest; the sidebar's bar has the sidebar toggle, the note's bar the full-screen toggle")
  func launchesWithThreeColumns() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.primaryColumnWidth == 260)
    #expect(split.supplementaryColumnWidth == 300)
    #expect(frame(split.folders) == CGRect(x: 0, y: 0, width: 260, height: 1024))
    #expect(frame(split.notesList) == CGRect(x: 261, y: 0, width: 300, height: 1024))
    #expect(frame(split.editor) == CGRect(x: 562, y: 0, width: 804, height: 1024))
    #expect(split.primaryBackgroundStyle == .sidebar)
    let toggle = control("Hide Sidebar", in: window)
    #expect(toggle?.isDescendant(of: split.folders.navigationController!.navigationBar) == true)
    let fullScreen = control("Full Screen", in: window)
    #expect(fullScreen?.isDescendant(of: split.editor.navigationController!.navigationBar) == true)
    // The editor's own share item stays on the trailing side.
    #expect(split.editor.navigationItem.rightBarButtonItem != nil)
  }

  @Test("Choosing a folder fills the list and choosing a note opens it, with every column staying (show(.supplementary)/show(.secondary) change nothing when the columns already show)")
  func choosingFolderAndNote() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapRow(2, of: split.folders.tableView, in: window)
    #expect(split.notesList.title == "Recipes")
    #expect(split.notesList.tableView.numberOfRows(inSection: 0) == 4)
    tapRow(1, of: split.notesList.tableView, in: window)
    #expect(split.editor.note == "Soup")
    #expect(split.editor.title == "Soup")
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.events.isEmpty)
  }

  @Test("UIKit: the full-screen toggle slides the sidebar and list away as the note widens to the whole screen (secondaryOnly, willHide for each then willChangeTo), and brings them back as they were")
  func fullScreenToggle() throws {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapControl("Full Screen", in: window, settle: false)
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.events == ["willHide(supplementary)", "willHide(primary)", "willChangeTo(secondaryOnly)"])
    UIApplication.shared.advance(by: 0.175)
    let note = try #require(split.editor.navigationController?.view.layer.presentation()?.frame)
    #expect(note.minX > 20 && note.minX < 540)
    #expect(split.folders.view.window === window)
    UIApplication.shared.runUntilIdle()
    #expect(split.folders.viewIfLoaded?.window == nil && split.notesList.viewIfLoaded?.window == nil)
    #expect(frame(split.editor) == Self.regular)
    // Alone, the note's bar has the sidebar toggle first and the exit-full-screen toggle.
    #expect(control("Show Sidebar", in: window) != nil)
    tapControl("Exit Full Screen", in: window)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(frame(split.editor) == CGRect(x: 562, y: 0, width: 804, height: 1024))
    #expect(split.folders.view.window === window)
  }

  @Test("UIKit: the sidebar toggle hides the folders (oneBesideSecondary, the list moves to the leading edge) and the toggle moves to the list's bar; there it shows the folders again")
  func sidebarToggle() {
    let (split, window) = launch()
    defer { window.isHidden = true }
    tapControl("Hide Sidebar", in: window)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.folders.viewIfLoaded?.window == nil)
    #expect(frame(split.notesList) == CGRect(x: 0, y: 0, width: 300, height: 1024))
    #expect(frame(split.editor) == CGRect(x: 301, y: 0, width: 1065, height: 1024))
    let toggle = control("Show Sidebar", in: window)
    #expect(toggle?.isDescendant(of: split.notesList.navigationController!.navigationBar) == true)
    tapControl("Show Sidebar", in: window)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.events == ["willHide(primary)", "willChangeTo(oneBesideSecondary)", "willShow(primary)", "willChangeTo(twoBesideSecondary)"])
  }

  @Test("UIKit: on a phone the split collapses to one navigation stack with the list on top (no note open); choosing a note pushes it; back on the iPad each column has its own again, the note in the secondary")
  func collapsesOnPhone() {
    let (split, window) = launch(Self.compact)
    defer { window.isHidden = true }
    #expect(split.isCollapsed)
    let stack = split.folders.navigationController
    #expect(stack?.viewControllers == [split.folders, split.notesList])
    #expect(control("Hide Sidebar", in: window) == nil && control("Full Screen", in: window) == nil)
    split.notesList.folder = NoteFolder.all[1]
    tapRow(0, of: split.notesList.tableView, in: window)
    #expect(split.editor.note == "Standup")
    #expect(stack?.viewControllers == [split.folders, split.notesList, split.editor])
    #expect(split.editor.view.window === window)
    window.frame = Self.regular
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(split.folders.navigationController?.viewControllers == [split.folders])
    #expect(split.notesList.navigationController?.viewControllers == [split.notesList])
    #expect(split.editor.navigationController?.viewControllers == [split.editor])
    #expect(split.editor.view.window === window)
    #expect(frame(split.editor)?.width == 804)
  }
}
