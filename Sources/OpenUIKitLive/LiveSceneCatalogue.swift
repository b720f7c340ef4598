import Foundation
import OpenQuartzCore
import OpenUIKitScenarios
import UIKit

/// The interactive scenes of the studio, built from the catalogue's controllers and seeds.
@MainActor
enum LiveSceneCatalogue {
  static let blue = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
  static let orange = UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
  static let green = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)

  static var all: [LiveScene] {
    [navigation, pageSheet, formSheet, sheetDetents, seed000HalfWidth, seed000Pan, seed001Swipe, seed001BottomSheet, seed002, tabSlide, stress]
  }

  static func named(_ name: String) -> LiveScene? {
    all.first { $0.name == name } ?? LiveStoryboards.scenes.first { $0.name == name } ?? scripted(name)
  }

  /// Every scene: the interactive ones, then every catalogue scenario as a scripted scene.
  static var everything: [LiveScene] {
    LiveStoryboards.scenes + all + ScenarioCatalogue.all.compactMap { scripted("play:" + $0.name) }
  }

  /// Frames kept from one script run (60 s at 60 Hz).
  static let maxScriptFrames = 3600

  /// A catalogue scenario as a live scene: its script runs at once while its frames are
  /// recorded; the studio plays them at the chosen speed, then the scenario's window is live.
  static func scripted(_ name: String) -> LiveScene? {
    guard name.hasPrefix("play:"), let scenario = ScenarioCatalogue.scenario(named: String(name.dropFirst(5))) else {
      return nil
    }
    let device =
      LiveDevice.all.first { $0.size == scenario.size }
      ?? LiveDevice(
        name: "\(Int(scenario.size.width))×\(Int(scenario.size.height))", size: scenario.size,
        isPad: scenario.size.width >= 678 && scenario.size.height >= 678)
    return LiveScene(
      name: name, title: "▶ " + scenario.title, summary: scenario.summary, device: device, isScripted: true,
      linkedSDK: scenario.linkedSDK
    ) { stage in
      final class Frames { var list: [RenderSnapshot] = [] }
      let frames = Frames()
      let run = ScenarioRun(size: scenario.size)
      let token = MediaClock.shared.addFrameHandler(order: MediaClock.Phase.commit + 1) { _ in
        guard frames.list.count < maxScriptFrames else { return }
        frames.list.append(run.window.layer._renderFrame(size: run.window.bounds.size))
      }
      scenario.script(run)
      run.settle()
      MediaClock.shared.removeFrameHandler(token)
      run.tracer.stop()
      stage.window.isHidden = true
      stage.window = run.window
      stage.replay = frames.list
      stage.keep.append(run)
      return []
    }
  }

  /// Presents and dismisses a fresh B from `a` with a style or delegate.
  static func presenting(
    _ a: UIViewController, style: UIModalPresentationStyle,
    delegate: (any UIViewControllerTransitioningDelegate)? = nil, color: UIColor = orange,
    configure: @escaping @MainActor (UIViewController) -> Void = { _ in }
  ) -> [LiveAction] {
    [
      LiveAction(name: "present") {
        guard a.presentedViewController == nil else { return }
        let b = ColorViewController("B", color: color)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        configure(b)
        a.present(b, animated: true)
      },
      LiveAction(name: "dismiss") { a.presentedViewController?.dismiss(animated: true) },
    ]
  }

  static let navigation = LiveScene(
    name: "nav-edge-pop", title: "Navigation: interactive pop",
    summary: "Drag from the left edge: past half way B pops, released early it cancels.", device: .phone,
    drives: LiveSceneDrives.navigationPop, sizes: [.phone, .pad]
  ) { stage in
    let nav = UINavigationController(rootViewController: ColorViewController("A", color: blue))
    stage.show(nav)
    nav.pushViewController(ColorViewController("B", color: orange), animated: false)
    UIApplication.shared.runUntilIdle()
    var count = 1
    return [
      LiveAction(name: "push") {
        count += 1
        let colors = [blue, orange, green]
        nav.pushViewController(ColorViewController("Page \(count + 1)", color: colors[count % 3]), animated: true)
      },
      LiveAction(name: "pop") { nav.popViewController(animated: true) },
    ]
  }

  static let pageSheet = LiveScene(
    name: "sheet-page", title: "Page sheet: drag down to dismiss",
    summary: "Present a page sheet (a card in regular width), then drag it down: past a third of its height it dismisses, otherwise it springs back. In compact width it is a card (today's SDK) that drags the same way.",
    device: .pad, drives: LiveSceneDrives.swipeDown("page sheet swipe-down dismissal", sheet: "B"), sizes: [.pad, .phone]
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    return presenting(a, style: .pageSheet)
  }

  static let formSheet = LiveScene(
    name: "sheet-form", title: "Form sheet adapts to compact width",
    summary: "Present a form sheet on iPad, then choose a split-screen size: in compact width it adapts. Drag it down to dismiss it.",
    device: .pad, drives: LiveSceneDrives.swipeDown("form sheet swipe-down dismissal", sheet: "B"), sizes: [.pad, .phone]
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    return presenting(a, style: .formSheet)
  }

  static let sheetDetents = LiveScene(
    name: "sheet-detents", title: "Sheet: medium and large detents",
    summary: "A sheet resting at medium: drag it up to large, down to dismiss; let go early and it settles back. In regular width (iPad full screen) sheets ignore detents, so the tablet size here is split screen.",
    device: .phone, drives: LiveSceneDrives.detents, sizes: [.phone, .padCompact]
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    return [
      LiveAction(name: "present") {
        guard a.presentedViewController == nil else { return }
        let b = ColorViewController("Sheet", color: green)
        if let sheet = b.sheetPresentationController {
          sheet.detents = [.medium(), .large()]
          sheet.prefersGrabberVisible = true
        }
        a.present(b, animated: true)
      },
      LiveAction(name: "dismiss") { a.presentedViewController?.dismiss(animated: true) },
    ]
  }

  static let seed000HalfWidth = LiveScene(
    name: "seed000-half-width", title: "Half-width presentation with dimming (seed 000)",
    summary: "A presentation controller puts B on the right half over a dimming view.", device: .phone
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    let delegate = HalfWidthTransitioningDelegate()
    stage.keep.append(delegate)
    return presenting(a, style: .custom, delegate: delegate)
  }

  static let seed000Pan = LiveScene(
    name: "seed000-interactive-pan", title: "Percent-driven pan (seed 000)",
    summary: "Present, then drag upwards in the container: the pan scrubs the diagonal animator; released past half the height it finishes, otherwise it cancels.",
    device: .phone, drives: LiveSceneDrives.seed000Pan, sizes: [.phone, .pad]
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    let delegate = InteractiveDiagonalDelegate()
    // Listing 10-4 always finishes; the studio cancels below half way so both ends can be driven.
    delegate.interaction.cancelBelow = 0.5
    stage.keep.append(delegate)
    return presenting(a, style: .custom, delegate: delegate)
  }

  static let seed001Swipe = LiveScene(
    name: "seed001-swipe", title: "Swipe from the right edge (seed 001)",
    summary: "Drag from the right edge: the presentation follows the finger, past half way it finishes.",
    device: .phone, drives: LiveSceneDrives.seed001Swipe, sizes: [.phone, .pad]
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    let delegate = SwipeTransitioningDelegate()
    stage.keep.append(delegate)
    let edgePan = UIScreenEdgePanGestureRecognizer()
    edgePan.edges = .right
    edgePan.addAction(
      UIAction { [weak a, weak edgePan] _ in
        guard let a, let edgePan, edgePan.state == .began, a.presentedViewController == nil else { return }
        let b = ColorViewController("B", color: orange)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        delegate.gestureRecognizer = edgePan
        delegate.edge = .right
        a.present(b, animated: true)
      })
    a.view.addGestureRecognizer(edgePan)
    return [
      LiveAction(name: "dismiss") {
        delegate.gestureRecognizer = nil
        a.presentedViewController?.dismiss(animated: true)
      }
    ]
  }

  static let seed001BottomSheet = LiveScene(
    name: "seed001-bottom-sheet", title: "Bottom sheet (seed 001)",
    summary: "A sheet with rounded corners over a dimming view; a tap on the dimming view dismisses it.",
    device: .phone
  ) { stage in
    let a = ColorViewController("A", color: blue)
    stage.show(a)
    return [
      LiveAction(name: "present") {
        guard a.presentedViewController == nil else { return }
        let b = ColorViewController("Sheet", color: green)
        b.preferredContentSize = CGSize(width: stage.window.bounds.width, height: 300)
        let pc = CustomPresentationController(presentedViewController: b, presenting: a)
        b.transitioningDelegate = pc
        a.present(b, animated: true)
      },
      LiveAction(name: "grow") {
        a.presentedViewController?.preferredContentSize = CGSize(width: stage.window.bounds.width, height: 460)
      },
      LiveAction(name: "dismiss") { a.presentedViewController?.dismiss(animated: true) },
    ]
  }

  static let seed002 = LiveScene(
    name: "seed002-container", title: "Custom container, interactive pan (seed 002)",
    summary: "Pan left or right to scrub between the container's children; release past half way to finish.",
    device: .phone, drives: LiveSceneDrives.panLeft("container pan (seed 002)", from: "Photo", to: "Video"),
    sizes: [.phone, .pad]
  ) { stage in
    let container = Seed002ContainerViewController(interactive: true)
    stage.show(container)
    return []
  }

  static let tabSlide = LiveScene(
    name: "tab-slide", title: "Tab bar: interactive slide",
    summary: "Pan left to slide to the next tab; release past half way to finish.", device: .phone,
    drives: LiveSceneDrives.panLeft("interactive tab slide", from: "One", to: "Two"), sizes: [.phone, .pad]
  ) { stage in
    let tab = UITabBarController()
    let delegate = SlideTabDelegate()
    stage.keep.append(delegate)
    tab.delegate = delegate
    tab.viewControllers = [ColorViewController("One", color: blue), ColorViewController("Two", color: orange)]
    stage.show(tab)
    let pan = UIPanGestureRecognizer()
    pan.addAction(
      UIAction { [weak tab, weak pan] _ in
        guard let tab, let pan else { return }
        let dx = pan.translation(in: tab.view).x
        let p = min(max(-dx / tab.view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
          guard dx < 0, tab.selectedIndex + 1 < (tab.viewControllers?.count ?? 0) else { return }
          delegate.interactor = UIPercentDrivenInteractiveTransition()
          tab.selectedIndex += 1
        case .changed: delegate.interactor?.update(p)
        case .ended:
          if p > 0.5 { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
          delegate.interactor = nil
        default:
          delegate.interactor?.cancel()
          delegate.interactor = nil
        }
      })
    tab.view.addGestureRecognizer(pan)
    return [
      LiveAction(name: "select tab 1") { tab.selectedIndex = 0 },
      LiveAction(name: "select tab 2") { tab.selectedIndex = 1 },
    ]
  }

  /// The frame-rate benchmark's scene: 200 layers, each animating its position and opacity
  /// forever, so every frame changes 200 layers.
  static let stress = LiveScene(
    name: "stress-200", title: "200 animating layers (benchmark)",
    summary: "200 views whose layers animate position and opacity forever.", device: .phone
  ) { stage in
    let root = ColorViewController("", color: .black)
    stage.show(root)
    for i in 0..<200 {
      let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 38 + 6, y: CGFloat(i / 10) * 40 + 40, width: 30, height: 30))
      v.backgroundColor = [blue, orange, green][i % 3]
      v.layer.cornerRadius = 6
      root.view.addSubview(v)
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = v.layer.position.x - 6
      move.toValue = v.layer.position.x + 6
      move.duration = 0.5 + Double(i % 7) * 0.1
      move.autoreverses = true
      move.repeatCount = .infinity
      v.layer.add(move, forKey: "move")
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.4
      fade.duration = 0.7
      fade.autoreverses = true
      fade.repeatCount = .infinity
      v.layer.add(fade, forKey: "fade")
    }
    return []
  }
}
