import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import UIKit

/// A plain controller with a background colour and a centred title, for scenarios.
@MainActor
package final class ColorViewController: UIViewController {
  let color: UIColor
  package init(_ name: String, color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  package required init?(coder: NSCoder) { nil }

  package override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: v.bounds.width, height: 40))
    label.text = title
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 28)
    label.textColor = .white
    label.center = CGPoint(x: v.bounds.midX, y: v.bounds.midY)
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin, .flexibleWidth]
    v.addSubview(label)
    view = v
  }
}

/// The scenario catalogue: every seed example and the system's features.
package enum ScenarioCatalogue {
  package static var all: [Scenario] {
    styleScenarios + transitionStyleScenarios + seedScenarios + popoverScenarios + chainScenarios + containerScenarios
      + storyboardScenarios + ios17Variants(of: styleScenarios + seedScenarios + popoverScenarios) + sheetScenarios
      + alertScenarios + layerTransitionScenarios + zoomScenarios
  }

  package static func scenario(named name: String) -> Scenario? { all.first { $0.name == name } }

  static let base = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
  static let accent = UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
  static let third = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)

  // MARK: Presentation styles

  static let styles: [(String, UIModalPresentationStyle)] = [
    ("fullScreen", .fullScreen), ("pageSheet", .pageSheet), ("formSheet", .formSheet), ("currentContext", .currentContext),
    ("overCurrentContext", .overCurrentContext), ("overFullScreen", .overFullScreen), ("automatic", .automatic),
  ]

  static var styleScenarios: [Scenario] {
    var result: [Scenario] = []
    for (name, style) in styles {
      for (width, size) in [("regular", ScenarioRun.padSize), ("compact", ScenarioRun.phoneSize)] {
        result.append(
          Scenario(
            "style-\(name)-\(width)", title: "\(name) in \(width) width",
            summary: "Presents B with .\(name) (animated) from A in a \(width)-width window, then dismisses it.",
            size: size
          ) { run in
            let a = ColorViewController("A", color: base)
            run.show(a)
            let b = ColorViewController("B", color: accent)
            b.modalPresentationStyle = style
            if style == .overCurrentContext || style == .overFullScreen { b.view.backgroundColor = accent.withAlphaComponent(0.7) }
            run.objects["a"] = a
            run.objects["b"] = b
            a.present(b, animated: true)
            run.settle(tail: 0.3)
            b.dismiss(animated: true)
          })
      }
    }
    result.append(
      Scenario(
        "style-none", title: ".none is refused",
        summary: "Presenting with UIModalPresentationStyle.none is UIKit's exception: recorded as a diagnostic, nothing happens."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: accent)
        b.modalPresentationStyle = .none
        a.present(b, animated: true)
      })
    result.append(
      Scenario(
        "style-custom", title: "custom (default presentation controller)",
        summary: "A .custom presentation without a delegate: UIKit's full-screen presentation controller; A stays in the window."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: accent)
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        run.settle()
        b.dismiss(animated: true)
      })
    return result
  }

  // MARK: Built-in transition styles

  static var transitionStyleScenarios: [Scenario] {
    [("coverVertical", UIModalTransitionStyle.coverVertical), ("crossDissolve", .crossDissolve), ("flipHorizontal", .flipHorizontal),
     ("partialCurl", .partialCurl)].map { name, style in
      Scenario(
        "transition-\(name)", title: "\(name) transition",
        summary: "Full-screen presentation and dismissal with modalTransitionStyle .\(name)."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: accent)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = style
        a.present(b, animated: true)
        run.settle(tail: 0.3)
        b.dismiss(animated: true)
      }
    }
  }

  // MARK: Seeds

  /// Shows A, presents B (custom style unless given) through `delegate`, waits, dismisses.
  @MainActor
  static func presentAndDismiss(
    _ run: ScenarioRun, delegate: any UIViewControllerTransitioningDelegate,
    style: UIModalPresentationStyle = .custom
  ) {
    let a = ColorViewController("A", color: base)
    run.show(a)
    run.objects["delegate"] = delegate
    let b = ColorViewController("B", color: accent)
    b.modalPresentationStyle = style
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    run.settle(tail: 0.3)
    b.dismiss(animated: true)
  }

  static var seedScenarios: [Scenario] {
    [
      Scenario(
        "seed000-diagonal", title: "Diagonal animator (listing 10-2)",
        summary: "The programming guide's animator slides B in from the lower-right corner and out again."
      ) { run in
        presentAndDismiss(run, delegate: DiagonalTransitioningDelegate())
      },
      Scenario(
        "seed000-half-width", title: "Half-width presentation with dimming (listings 11-1 to 11-6)",
        summary: "A presentation controller puts B on the right half and fades a dimming view over the left half."
      ) { run in
        presentAndDismiss(run, delegate: HalfWidthTransitioningDelegate())
      },
      Scenario(
        "seed000-interactive-pan", title: "Percent-driven pan (listings 10-3, 10-4)",
        summary: "An interactive presentation: a pan in the container scrubs the diagonal animator; release finishes it."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let delegate = InteractiveDiagonalDelegate()
        run.objects["delegate"] = delegate
        let b = ColorViewController("B", color: accent)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        run.wait(0.05)
        run.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.6)
      },
      Scenario(
        "seed001-cross-dissolve", title: "Cross Dissolve (seed 001)",
        summary: "A full-screen presentation whose animator fades A out and B in over 0.35 s."
      ) { run in
        presentAndDismiss(run, delegate: CrossDissolveTransitioningDelegate(), style: .fullScreen)
      },
      Scenario(
        "seed000-present-navigation", title: "Presenting a navigation controller (listing 8-1)",
        summary: "The add-recipe flow: a navigation controller with Cancel and Done is presented full screen with coverVertical; tapping Done dismisses it."
      ) { run in
        let a = ColorViewController("Recipes", color: base)
        run.show(a)
        let add = RecipeAddViewController()
        let nav = UINavigationController(rootViewController: add)
        nav.modalPresentationStyle = .fullScreen
        nav.modalTransitionStyle = .coverVertical
        run.objects["a"] = a
        run.objects["nav"] = nav
        a.present(nav, animated: true)
        run.settle(tail: 0.3)
        if let done = add.navigationItem.rightBarButtonItem?._anchorView {
          run.tap(done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        }
      },
      swipeScenario(finish: true),
      swipeScenario(finish: false),
      Scenario(
        "seed001-bottom-sheet", title: "Custom Presentation: bottom sheet (seed 001)",
        summary: "A sheet with shadow and rounded corners slides up over a dimming view, grows when its preferredContentSize changes, and goes away on a tap on the dimming view."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("Sheet", color: third)
        b.preferredContentSize = CGSize(width: run.window.bounds.width, height: 270)
        let pc = CustomPresentationController(presentedViewController: b, presenting: a)
        b.transitioningDelegate = pc
        run.objects["pc"] = pc
        run.objects["b"] = b
        a.present(b, animated: true)
        run.settle(tail: 0.3)
        b.preferredContentSize = CGSize(width: run.window.bounds.width, height: 420)
        run.settle(tail: 0.3)
        run.tap(CGPoint(x: 200, y: 100))
      },
    ]
  }

  static func swipeScenario(finish: Bool) -> Scenario {
    Scenario(
      "seed001-swipe-\(finish ? "finished" : "cancelled")", title: "Swipe, \(finish ? "finished" : "cancelled") (seed 001)",
      summary: finish
        ? "An edge pan from the right edge drives the presentation past half way and releases: it finishes."
        : "An edge pan from the right edge stops before half way and releases: the presentation cancels and the screen is as before."
    ) { run in
      let a = ColorViewController("A", color: base)
      run.show(a)
      let delegate = SwipeTransitioningDelegate()
      run.objects["delegate"] = delegate
      let edgePan = UIScreenEdgePanGestureRecognizer()
      edgePan.edges = .right
      let b = ColorViewController("B", color: accent)
      b.modalPresentationStyle = .fullScreen
      b.transitioningDelegate = delegate
      run.objects["b"] = b
      run.objects["a"] = a
      edgePan.addAction(UIAction { _ in
        if edgePan.state == .began && a.presentedViewController == nil {
          delegate.gestureRecognizer = edgePan
          delegate.edge = .right
          a.present(b, animated: true)
        }
      })
      a.view.addGestureRecognizer(edgePan)
      let width = run.window.bounds.width
      run.drag(from: CGPoint(x: width - 5, y: 400), to: CGPoint(x: finish ? width * 0.2 : width * 0.75, y: 400), duration: 0.5)
    }
  }

  // MARK: Popover

  static var popoverScenarios: [Scenario] {
    [
      Scenario(
        "popover-passthrough", title: "Popover: passthrough and outside tap",
        summary: "A popover anchored to a button: a tap on a passthrough view reaches it without dismissing; a tap elsewhere dismisses.",
        size: ScenarioRun.padSize
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        anchor.backgroundColor = accent
        a.view.addSubview(anchor)
        let pass = UIButton(frame: CGRect(x: 700, y: 600, width: 160, height: 44))
        pass.backgroundColor = third
        pass.setTitle("passthrough", for: .normal)
        a.view.addSubview(pass)
        let b = ColorViewController("Popover", color: .white)
        b.preferredContentSize = CGSize(width: 300, height: 200)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = anchor
        b.popoverPresentationController?.passthroughViews = [pass]
        run.objects["b"] = b
        run.objects["pass"] = pass
        a.present(b, animated: true)
        run.settle()
        run.tap(CGPoint(x: 780, y: 620))
        run.settle()
        run.tap(CGPoint(x: 900, y: 80))
      }
    ]
  }

  // MARK: Chains

  static var chainScenarios: [Scenario] {
    [
      Scenario(
        "chain-dismiss-from-bottom", title: "Dismissing a chain from the bottom",
        summary: "A presents B, B presents C, C presents D; A.dismiss removes all; only D animates, with its own transition style."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: accent)
        let c = ColorViewController("C", color: third)
        let d = ColorViewController("D", color: .purple)
        for vc in [b, c, d] { vc.modalPresentationStyle = .fullScreen }
        d.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        run.settle(tail: 0.1)
        b.present(c, animated: true)
        run.settle(tail: 0.1)
        c.present(d, animated: true)
        run.settle(tail: 0.3)
        a.dismiss(animated: true)
      }
    ]
  }
}

/// The diagonal animator driven by listing 10-3's interaction controller.
@MainActor
package final class InteractiveDiagonalDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package let interaction = VerticalSwipeInteractiveTransition()
  private let diagonal = DiagonalTransitioningDelegate()
  package override init() {}
  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    diagonal.animationController(forPresented: presented, presenting: presenting, source: source)
  }
  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    diagonal.animationController(forDismissed: dismissed)
  }
  package func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// Listing 8-1's RecipeAddViewController: a form with Cancel and Done in its navigation bar,
/// both dismissing the presentation.
@MainActor
package final class RecipeAddViewController: UIViewController {
  package override func viewDidLoad() {
    title = "Add Recipe"
    view.backgroundColor = .white
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}
