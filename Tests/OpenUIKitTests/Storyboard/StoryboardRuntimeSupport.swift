import Foundation
import OpenUIKitTesting
import UIKit

/// A controller for storyboard runtime tests: logs its lifecycle and the segue hooks as
/// "Name.event", can refuse segues, and remembers the segue it prepared.
@MainActor
class SegueProbe: UIViewController {
  let name: String
  let log: Log
  var allowsSegues = true
  /// false: the controller implements unwind actions (ActionRegistry) but declines them.
  var acceptsUnwind = true
  var preparedSegue: UIStoryboardSegue?
  var destinationViewLoadedInPrepare: Bool?
  var lastShouldSender: Any?

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func awakeFromNib() { log.add("\(name).awakeFromNib") }
  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.add("\(name).shouldPerformSegue(\(identifier))")
    lastShouldSender = sender
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.add("\(name).prepare(\(segue.identifier ?? "nil"))")
    preparedSegue = segue
    destinationViewLoadedInPrepare = segue.destination.isViewLoaded
  }

  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    let answer = acceptsUnwind && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    log.add("\(name).canPerformUnwind(\(action.name))=\(answer)")
    return answer
  }

  override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    log.add("\(name).unwind(towards:\((subsequentVC as? SegueProbe)?.name ?? "?"))")
    super.unwind(for: unwindSegue, towards: subsequentVC)
  }
}

/// Implements `unwindToSource:` (registered in `ActionRegistry`).
@MainActor
final class UnwindTarget: SegueProbe {
  var receivedUnwind: UIStoryboardSegue?
}

/// A custom container for unwinding tests: a stack of children of which the last is shown;
/// `unwind(for:towards:)` pops to the child towards the destination.
@MainActor
final class StackContainer: SegueProbe {
  func push(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = view.bounds
    child.didMove(toParent: self)
  }

  override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    super.unwind(for: unwindSegue, towards: subsequentVC)
    while let last = children.last, last !== subsequentVC {
      last.willMove(toParent: nil)
      last.view.removeFromSuperview()
      last.removeFromParent()
    }
  }
}

/// A segue subclass registered by name: records whether animations were enabled in perform.
@MainActor
final class RecordingSegue: UIStoryboardSegue {
  static var performed: [(identifier: String?, animationsEnabled: Bool)] = []
  override func perform() {
    Self.performed.append((identifier, UIView.areAnimationsEnabled))
    source.present(destination, animated: false)
  }
}

@MainActor
enum RuntimeStoryboards {
  static func registerUnwindAction() {
    ActionRegistry.register(UnwindTarget.self, "unwindToSource:") { (target: UnwindTarget, sender: Any?) in
      target.log.add("\(target.name).unwindToSource")
      target.receivedUnwind = sender as? UIStoryboardSegue
    }
  }

  /// Registers the probe classes of `segueStoryboard` with factories that log into `log`.
  static func register(log: Log) {
    StoryboardClassRegistry.register(UnwindTarget.self, name: "SourceViewController") { _ in UnwindTarget("Source", log: log) }
    StoryboardClassRegistry.register(SegueProbe.self, name: "DestinationViewController") { _ in SegueProbe("Destination", log: log) }
    StoryboardClassRegistry.register(SegueProbe.self, name: "ChildViewController") { _ in SegueProbe("Child", log: log) }
    StoryboardClassRegistry.registerSegue(RecordingSegue.self) { RecordingSegue(identifier: $0, source: $1, destination: $2) }
    registerUnwindAction()
  }

  /// Two scenes: Source (button → presentation "s", full screen; manual show "m", manual
  /// non-animated custom "still", manual popover "pop" anchored at the label; a container view
  /// embedding Child; a tap gesture on the footer → presentation "g") and Destination (button →
  /// unwind `unwindToSource:`, manual unwind "back", manual unwind "nowhere").
  static let segueStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="src-VC-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <viewController storyboardIdentifier="Source" title="Src" id="src-VC-001" customClass="SourceViewController" customModule="Tests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="src-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                    <rect key="frame" x="20" y="100" width="200" height="44"/>
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <segue destination="dst-VC-002" kind="presentation" identifier="s" modalPresentationStyle="fullScreen" id="seg-00-001"/>
                                    </connections>
                                </button>
                                <label opaque="NO" userInteractionEnabled="NO" text="Hello" textAlignment="center" id="lbl-00-001">
                                    <rect key="frame" x="20" y="200" width="200" height="30"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                    <color key="textColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                </label>
                                <containerView opaque="NO" contentMode="scaleToFill" id="cnt-00-001">
                                    <rect key="frame" x="0.0" y="600" width="393" height="200"/>
                                    <connections>
                                        <segue destination="chd-VC-003" kind="embed" identifier="Footer" id="seg-00-006"/>
                                    </connections>
                                </containerView>
                                <view contentMode="scaleToFill" id="gst-VW-001">
                                    <rect key="frame" x="0.0" y="300" width="393" height="100"/>
                                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="oc0-00-001"/>
                                    </connections>
                                </view>
                            </subviews>
                            <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                        <connections>
                            <segue destination="dst-VC-002" kind="show" identifier="m" id="seg-00-002"/>
                            <segue destination="dst-VC-002" kind="custom" identifier="still" customClass="RecordingSegue" animates="NO" id="seg-00-003"/>
                            <segue destination="dst-VC-002" kind="popoverPresentation" identifier="pop" popoverAnchorView="lbl-00-001" id="seg-00-007">
                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                            </segue>
                            <segue destination="dst-VC-002" kind="custom" identifier="mystery" customClass="NoSuchSegue" id="seg-00-009"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="tap-00-001">
                        <connections>
                            <segue destination="dst-VC-002" kind="presentation" identifier="g" id="seg-00-008"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="sc2-00-002">
                <objects>
                    <viewController storyboardIdentifier="Destination" title="Dst" id="dst-VC-002" customClass="DestinationViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dst-VW-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-002">
                                    <rect key="frame" x="20" y="100" width="200" height="44"/>
                                    <state key="normal" title="Back"/>
                                    <connections>
                                        <segue destination="ext-00-002" kind="unwind" unwindAction="unwindToSource:" id="seg-00-004"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                        <connections>
                            <segue destination="ext-00-002" kind="unwind" identifier="back" unwindAction="unwindToSource:" id="seg-00-005"/>
                            <segue destination="ext-00-002" kind="unwind" identifier="nowhere" unwindAction="unwindToNowhere:" id="seg-00-010"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" sceneMemberID="firstResponder"/>
                    <exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="sc3-00-003">
                <objects>
                    <viewController storyboardIdentifier="Child" title="Child" id="chd-VC-003" customClass="ChildViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="chd-VW-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-003" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func storyboard() throws -> UIStoryboard {
    try UIStoryboard(data: Data(segueStoryboard.utf8), fileName: "Segues.storyboard")
  }
}
