import Foundation
import OpenUIKitTesting
import UIKit

/// A storyboard scene of the random tester (issue 11 item 1: segues and unwinds): probed like
/// the other controllers, named by the world when the storyboard makes it, and implementing the
/// unwind action `unwindToPage:`.
@MainActor
package final class ChaosStoryboardController: UIViewController, ChaosProbed {
  package private(set) var probe = AppearanceProbe(name: "page")
  package var keptDelegate: AnyObject?
  /// How many unwinds arrived here.
  package fileprivate(set) var unwinds = 0
  package required init?(coder: NSCoder) { super.init(coder: coder) }
  /// Names the probe (before the controller ever appears).
  package func name(_ name: String) { probe = AppearanceProbe(name: name) }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }

  /// The button that triggers the segue `identifier` (each button's title is its segue's identifier).
  package func button(for identifier: String) -> UIButton? {
    viewIfLoaded?.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == identifier }
  }
}

/// The tester's storyboard: a navigation controller (the initial scene) whose root is a page;
/// every page has a button per segue: `push` (show), `modal` (full screen), `sheet` (a page sheet
/// of a navigation controller), `popover` (anchored at its button), `detail` (show detail) and
/// `back` (unwind to the nearest page that can take `unwindToPage:`).
@MainActor
package enum ChaosStoryboard {
  package nonisolated static let segues = ["push", "modal", "sheet", "popover", "detail", "back"]

  /// Called with every page the storyboard makes (the world names and tracks it).
  package static var onMake: ((ChaosStoryboardController) -> Void)?

  private static var registered = false
  private static var storyboard: UIStoryboard?

  /// The storyboard, loaded once (the unwind action registered first). The page class is
  /// registered on every call: the class registry is process-wide and other code may clear it
  /// (`StoryboardClassRegistry.removeAll()` in tests), and a page must never come out as a plain
  /// controller because of that.
  package static func load() -> UIStoryboard {
    StoryboardClassRegistry.register(ChaosStoryboardController.self, name: "ChaosPage") { coder in
      let vc = ChaosStoryboardController(coder: coder)
      if let vc { onMake?(vc) }
      return vc
    }
    if !registered {
      registered = true
      ActionRegistry.register(ChaosStoryboardController.self, "unwindToPage:") { (page: ChaosStoryboardController, _: Any?) in
        page.unwinds += 1
      }
    }
    if let storyboard { return storyboard }
    // The document is a constant: loading it cannot fail.
    let made = try! UIStoryboard(data: Data(xml.utf8), fileName: "Chaos.storyboard")
    storyboard = made
    return made
  }

  /// A navigation controller whose root is a page (the initial scene).
  package static func instantiate() -> UINavigationController? {
    load().instantiateInitialViewController() as? UINavigationController
  }

  private static func button(_ id: String, y: Int, segue: String) -> String {
    """
                                <button opaque="NO" contentMode="scaleToFill" id="b-\(id)">
                                    <rect key="frame" x="20" y="\(y)" width="160" height="44"/>
                                    <state key="normal" title="\(id)"/>
                                    <connections>
                                        \(segue)
                                    </connections>
                                </button>
    """
  }

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
        <scenes>
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" storyboardIdentifier="Navigation" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="page" kind="relationship" relationship="rootViewController" id="rel-root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s-page">
                <objects>
                    <viewController storyboardIdentifier="Page" title="Page" id="page" customClass="ChaosPage" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="page-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
    \(button("push", y: 120, segue: #"<segue destination="page" kind="show" identifier="push" id="seg-push"/>"#))
    \(button("modal", y: 180, segue: #"<segue destination="page" kind="presentation" identifier="modal" modalPresentationStyle="fullScreen" id="seg-modal"/>"#))
    \(button("sheet", y: 240, segue: #"<segue destination="nav" kind="presentation" identifier="sheet" modalPresentationStyle="pageSheet" id="seg-sheet"/>"#))
    \(button("popover", y: 300, segue: #"<segue destination="page" kind="popoverPresentation" identifier="popover" popoverAnchorView="b-popover" id="seg-popover"><popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/></segue>"#))
    \(button("detail", y: 360, segue: #"<segue destination="page" kind="showDetail" identifier="detail" id="seg-detail"/>"#))
    \(button("back", y: 420, segue: #"<segue destination="exit" kind="unwind" identifier="back" unwindAction="unwindToPage:" id="seg-back"/>"#))
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                    <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// A custom container that shows one child at a time and swaps children with
/// `transition(from:to:duration:options:animations:completion:)`, in the documented order
/// (willMove(toParent: nil) and addChild before, removeFromParent and didMove(toParent:) in the
/// completion).
@MainActor
package final class ChaosSwapContainer: UIViewController, ChaosProbed {
  package let probe: AppearanceProbe
  package var keptDelegate: AnyObject?
  package init(_ name: String, child: UIViewController) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    addChild(child)
    child.didMove(toParent: self)
  }
  package required init?(coder: NSCoder) { nil }
  package override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .gray
    if let child = children.last {
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child.view)
    }
  }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }

  /// The child shown (the last added; during a swap, the incoming one).
  package var shown: UIViewController? { children.last }

  /// True while a swap runs (the container takes no other until it ends, as an app whose
  /// switching control waits for the transition).
  package private(set) var swapping = false

  /// Swaps the shown child for `next` (a controller with no parent) when the shown child's view
  /// is in this container's view and no swap is running.
  package func swap(to next: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions) {
    guard !swapping, let current = children.last, current !== next, current.viewIfLoaded?.superview === viewIfLoaded,
      viewIfLoaded != nil
    else { return }
    swapping = true
    current.willMove(toParent: nil)
    addChild(next)
    next.view.frame = view.bounds
    next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transition(from: current, to: next, duration: duration, options: options, animations: nil) { [weak self] _ in
      current.removeFromParent()
      next.didMove(toParent: self)
      self?.swapping = false
    }
  }
}
