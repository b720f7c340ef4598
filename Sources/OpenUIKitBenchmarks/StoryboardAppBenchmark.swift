import Foundation
import OpenUIKit
import OpenUIKitBenchmarkSupport
import OpenUIKitTesting

/// Storyboards as apps (issue 12, item 6): loading and listing every scene and segue of a
/// generated `scenes`-scene storyboard, and `taps` tap-driven segues in a row (a button whose show
/// segue pushes its own scene again, tapped through `UIWindow.tap(at:)`, each push animated to the
/// end on the virtual clock). Prints the times and the time per segue.
@MainActor
func storyboardAppBenchmark(scenes: Int = 2_000, taps: Int = 1_000) {
  let clock = ContinuousClock()
  let printed = Diagnostics.printsToStandardError
  Diagnostics.printsToStandardError = false
  defer { Diagnostics.printsToStandardError = printed }
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
  }

  // Load and list: parse, then one line per scene and per segue, as `openuikit storyboard` lists.
  let data = makeLargeStoryboard(scenes: scenes)
  var lines = 0
  var failure: String?
  let listing = clock.measure {
    do throws(StoryboardLoadError) {
      let storyboard = try UIStoryboard(data: data, fileName: "Large.storyboard")
      guard let document = storyboard.document else { return }
      var text = ""
      for scene in document.scenes {
        text += "\(scene.label ?? scene.sceneID): \(scene.viewController?.effectiveClassName ?? "-")\n"
      }
      for segue in document.segues {
        text += "\(segue.kind) \(segue.identifier ?? "-") \(segue.sourceViewControllerID ?? "?") → \(segue.destinationID)\n"
      }
      lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    } catch {
      failure = error.description
    }
  }
  if let failure {
    print("storyboard app: FAILED to load: \(failure)")
    return
  }
  print("storyboard app, \(scenes) scenes: load and list \(lines) lines in \(String(format: "%.1f", milliseconds(listing))) ms")

  // Tap-driven segues.
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
        <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="step" kind="relationship" relationship="rootViewController" id="root"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="step" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="stepView">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="next">
                                <rect key="frame" x="100" y="400" width="193" height="44"/>
                                <state key="normal" title="Next"/>
                                <connections><segue destination="step" kind="show" id="push"/></connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
  guard let storyboard = try? UIStoryboard(data: Data(xml.utf8), fileName: "Taps.storyboard"),
    let navigation = storyboard.instantiateInitialViewController() as? UINavigationController
  else {
    print("storyboard app: FAILED to load the tap storyboard")
    return
  }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  let point = CGPoint(x: 196, y: 422)
  var quarters: [Double] = []
  // The thread's CPU time too: other processes' load on a shared machine inflates wall time.
  var cpuQuarters: [Double] = []
  let tapping = clock.measure {
    for quarter in 0..<4 {
      let count = taps / 4 + (quarter < taps % 4 ? 1 : 0)
      let cpuStart = LayerFrameBenchmark.threadCPUNanoseconds()
      quarters.append(milliseconds(clock.measure {
        for _ in 0..<count {
          window.tap(at: point)
          UIApplication.shared.runUntilIdle()
        }
      }) / Double(max(1, count)))
      cpuQuarters.append((LayerFrameBenchmark.threadCPUNanoseconds() - cpuStart) / 1e6 / Double(max(1, count)))
    }
  }
  let pushed = navigation.viewControllers.count - 1
  let total = milliseconds(tapping)
  print(
    "storyboard app: \(taps) tap-driven show segues (animated, run to the end), \(pushed) pushed: "
      + "\(String(format: "%.1f", total)) ms, \(String(format: "%.3f", total / Double(max(1, taps)))) ms per segue "
      + "(per quarter of the run: \(quarters.map { String(format: "%.2f", $0) }.joined(separator: ", ")) ms; "
      + "CPU per segue by quarter: \(cpuQuarters.map { String(format: "%.2f", $0) }.joined(separator: ", ")) ms)")
  window.rootViewController = nil
}
