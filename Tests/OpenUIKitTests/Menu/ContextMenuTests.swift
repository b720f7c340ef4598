import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIContextMenuInteraction: delegate calls, preview, commit (Docs/Behaviour/menus.md).
@MainActor
@Suite(.serialized)
struct ContextMenuTests {
  final class Recorder: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var configuration: UIContextMenuConfiguration?
    var commitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    var onCommitCompletion: (() -> Void)?
    var makePreview: (() -> UIViewController?)?
    var menu: UIMenu? = nil

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("configuration")
      guard let menu else { return nil }
      let config = UIContextMenuConfiguration(identifier: NSString(string: "card"), previewProvider: makePreview) { _ in menu }
      configuration = config
      return config
    }
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      log.append("highlight")
      return nil
    }
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      log.append("dismissal")
      return nil
    }
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("willDisplay")
      animator?.addCompletion { [weak self] in self?.log.append("displayed") }
    }
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("willEnd")
      animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      log.append("commit")
      animator.preferredCommitStyle = commitStyle
      animator.addCompletion { [weak self] in
        self?.log.append("committed")
        self?.onCommitCompletion?()
      }
    }
  }

  func setUp() -> (UIWindow, UIViewController, UIView, Recorder, UIContextMenuInteraction) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    w.rootViewController = nav
    w.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 20, y: 200, width: 160, height: 160))
    card.backgroundColor = .systemBlue
    root.view.addSubview(card)
    let recorder = Recorder()
    recorder.menu = UIMenu(children: [UIAction(title: "Share") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }])
    let interaction = UIContextMenuInteraction(delegate: recorder)
    card.addInteraction(interaction)
    UIApplication.shared.runUntilIdle()
    return (w, root, card, recorder, interaction)
  }

  @Test("Context menu order: configuration → highlight preview → willDisplay; a tap outside: willEnd → dismissal preview, completions after the animation")
  func delegateOrder() {
    let (w, _, _, recorder, interaction) = setUp()
    w.longPress(at: CGPoint(x: 100, y: 280))
    #expect(recorder.log == ["configuration", "highlight", "willDisplay"])
    #expect(interaction.menuAppearance == .rich)
    UIApplication.shared.runUntilIdle()
    #expect(recorder.log.last == "displayed")
    #expect(w.visibleMenuElementTitles == ["Share", "Delete"])
    #expect(w.visibleContextMenuPreviewFrame == CGRect(x: 20, y: 200, width: 160, height: 160))
    recorder.log = []
    w.tap(at: CGPoint(x: 370, y: 820))
    #expect(recorder.log == ["willEnd", "dismissal"])
    UIApplication.shared.runUntilIdle()
    #expect(recorder.log == ["willEnd", "dismissal", "ended"])
    #expect(!w.isShowingMenu && interaction.menuAppearance == .unknown)
  }

  @Test("Context menu: a press shorter than 0.5 s, or a nil configuration, shows nothing")
  func noMenu() {
    let (w, _, _, recorder, _) = setUp()
    w.longPress(at: CGPoint(x: 100, y: 280), duration: 0.3)
    #expect(recorder.log.isEmpty && !w.isShowingMenu)
    recorder.menu = nil
    w.longPress(at: CGPoint(x: 100, y: 280))
    #expect(recorder.log == ["configuration"] && !w.isShowingMenu)
  }

  @Test("Context menu action: willEnd, then the handler runs once (sender nil), then the menu hides")
  func contextAction() {
    let (w, _, _, recorder, _) = setUp()
    var runs = 0
    recorder.menu = UIMenu(children: [UIAction(title: "Share") { action in
      runs += 1
      recorder.log.append("handler")
      #expect(action.sender == nil)
    }])
    w.longPress(at: CGPoint(x: 100, y: 280))
    UIApplication.shared.runUntilIdle()
    recorder.log = []
    w.tapMenuElement(titled: "Share")
    UIApplication.shared.runUntilIdle()
    #expect(runs == 1)
    #expect(recorder.log == ["willEnd", "dismissal", "handler", "ended"])
  }

  @Test("Commit (.pop): willPerformPreviewAction → willEnd; the completion runs after the 0.3 s commit animation and a pushed preview controller lands")
  func commitPushes() {
    let (w, root, _, recorder, _) = setUp()
    let detail = UIViewController()
    detail.preferredContentSize = CGSize(width: 300, height: 400)
    recorder.makePreview = { detail }
    recorder.commitStyle = .pop
    recorder.onCommitCompletion = { [weak root] in
      #expect(detail.view.superview == nil)
      root?.show(detail, sender: nil)
    }
    w.longPress(at: CGPoint(x: 100, y: 280))
    UIApplication.shared.runUntilIdle()
    let preview = w.visibleContextMenuPreviewFrame
    #expect(preview?.size == CGSize(width: 300, height: 400))
    #expect(preview?.midX == 195)
    #expect(detail.view.window === w)
    recorder.log = []
    #expect(w.tapContextMenuPreview())
    #expect(recorder.log == ["commit", "willEnd"])
    UIApplication.shared.advance(by: 0.2)
    #expect(!recorder.log.contains("committed"))
    UIApplication.shared.advance(by: 0.15)
    #expect(recorder.log == ["commit", "willEnd", "committed", "ended"])
    UIApplication.shared.runUntilIdle()
    #expect(root.navigationController?.topViewController === detail)
    #expect(detail.view.window === w && !w.isShowingMenu)
  }

  @Test("Commit (.dismiss, the default): the preview goes back and the dismissal preview is asked")
  func commitDismiss() {
    let (w, _, _, recorder, _) = setUp()
    w.longPress(at: CGPoint(x: 100, y: 280))
    UIApplication.shared.runUntilIdle()
    recorder.log = []
    w.tapContextMenuPreview()
    UIApplication.shared.runUntilIdle()
    #expect(recorder.log == ["commit", "willEnd", "dismissal", "committed", "ended"])
  }

  @Test("Interactions: addInteraction calls willMove/didMove and installs the press; removeInteraction undoes it; adding twice does nothing")
  func interactionLifecycle() {
    final class Probe: NSObject, UIInteraction {
      var log: [String] = []
      weak var view: UIView?
      func willMove(to view: UIView?) { log.append("will \(view == nil ? "nil" : "view")") }
      func didMove(to view: UIView?) {
        self.view = view
        log.append("did \(view == nil ? "nil" : "view")")
      }
    }
    let v = UIView()
    let probe = Probe()
    v.addInteraction(probe)
    v.addInteraction(probe)
    #expect(probe.log == ["will view", "did view"] && v.interactions.count == 1)
    v.removeInteraction(probe)
    #expect(probe.log == ["will view", "did view", "will nil", "did nil"] && v.interactions.isEmpty)
    let recorder = Recorder()
    let interaction = UIContextMenuInteraction(delegate: recorder)
    v.addInteraction(interaction)
    #expect(interaction.view === v && v.gestureRecognizers?.count == 1)
    v.removeInteraction(interaction)
    #expect(interaction.view == nil && v.gestureRecognizers == nil)
  }

  @Test("UITargetedPreview: without a target, the target is the view's centre in its superview")
  func targetedPreview() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    container.addSubview(v)
    let preview = UITargetedPreview(view: v)
    #expect(preview.target.container === container && preview.target.center == CGPoint(x: 60, y: 45))
    #expect(preview.size == CGSize(width: 100, height: 50))
    let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: .zero))
    #expect(moved.view === v && moved.target.center == .zero)
  }

  @Test("Memory: after a context menu ends, its configuration, menu, preview controller and views are freed")
  func memory() {
    let (w, _, card, recorder, _) = setUp()
    weak var weakConfig: UIContextMenuConfiguration?
    weak var weakMenu: UIMenu?
    weak var weakPreview: UIViewController?
    weak var weakPlatter: UIView?
    do {
      let menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
      weakMenu = menu
      recorder.menu = menu
      recorder.makePreview = {
        let vc = UIViewController()
        weakPreview = vc
        return vc
      }
      w.longPress(at: CGPoint(x: 100, y: 280))
      UIApplication.shared.runUntilIdle()
      weakConfig = recorder.configuration
      weakPlatter = w.subviews.last
      w.tap(at: CGPoint(x: 370, y: 820))
      UIApplication.shared.runUntilIdle()
      recorder.configuration = nil
      recorder.menu = nil
      recorder.makePreview = nil
    }
    #expect(weakConfig == nil)
    #expect(weakMenu == nil)
    #expect(weakPreview == nil)
    #expect(weakPlatter == nil)
    #expect(card.interactions.count == 1)
  }
}
