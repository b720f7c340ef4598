import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

// The storyboard fuzzer (issue 11 item 4): libFuzzer calls `LLVMFuzzerTestOneInput` with each
// input; the input is parsed as a storyboard, every scene's controller is instantiated, shown in
// a window and has its view loaded, every segue of the scene is performed from it (headless),
// and everything is torn down. Bad input must only ever give a typed error or a diagnostic.
// Built by scripts/fuzz-storyboards.sh with `-sanitize=fuzzer`; not part of `swift build`.

@MainActor
enum StoryboardFuzzHarness {
  static var configured = false
  /// FUZZ_VERBOSE=1 prints what each input did (parse error, or scenes and segues run).
  static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

  static func run(_ data: Data) {
    if !configured {
      configured = true
      Diagnostics.printsToStandardError = false
    }
    defer {
      UIApplication.shared.runUntilIdle()
      UIApplication.shared.removeAllDiagnostics()
    }
    let document: StoryboardDocument
    do {
      document = try StoryboardParser.parse(data: data, fileName: "Fuzz.storyboard")
    } catch {
      if verbose { print("input of \(data.count) bytes: \(error)") }
      return
    }
    var scenes = 0
    var segues = 0
    defer { if verbose { print("input of \(data.count) bytes: \(scenes) scenes shown, \(segues) segues performed") } }
    let storyboard = UIStoryboard(document: document, name: "Fuzz", bundle: nil, url: nil)
    let instantiator = StoryboardInstantiator(storyboard: storyboard)
    for scene in document.scenes {
      guard let object = scene.viewController, object.isViewController,
        let controller = instantiator.instantiateController(object)
      else { continue }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.loadViewIfNeeded()
      UIApplication.shared.runUntilIdle()
      scenes += 1
      for segue in scene.segues {
        StoryboardSegueTemplate(storyboard: storyboard, segue: segue)
          .run(from: controller, sender: nil, asksShouldPerform: false)
        segues += 1
        UIApplication.shared.runUntilIdle()
      }
      controller.presentedViewController.map { _ in controller.dismiss(animated: false) }
      window.rootViewController = nil
      window.isHidden = true
      UIApplication.shared.runUntilIdle()
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  MainActor.assumeIsolated { StoryboardFuzzHarness.run(data) }
  return 0
}
