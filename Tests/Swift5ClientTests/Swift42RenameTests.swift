import Foundation
import Testing

/// Pre-Swift-4.2 spellings behave as against the SDK: in Swift 5 mode an error whose fix-it names
/// today's spelling (`@available(swift, obsoleted: 4.2, renamed:)`, issue 10 item 2). Checked by
/// type-checking a snippet with the toolchain's `swiftc` against this build's modules.
@Suite struct Swift42RenameTests {
  /// The build's module folder (`.build/<triple>/debug/Modules`), found from the test binary.
  private static func modulesDirectory() -> URL? {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) { return candidate }
      dir.deleteLastPathComponent()
    }
    return nil
  }

  private static func swiftc() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") + ["/opt/swift/usr/bin"] {
      let candidate = "\(dir)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Type-checks `source` in Swift 5 mode; returns the compiler's diagnostics.
  private static func typecheck(_ source: String) throws -> String {
    let modules = try #require(modulesDirectory(), "the build's Modules folder")
    let compiler = try #require(swiftc(), "swiftc on PATH")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("renames-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-typecheck", "-swift-version", "5", "-I", modules.path, file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  @Test("UIKit SDK: Swift 4.1 spellings are errors in Swift 5 mode whose fix-its name the Swift 4.2 names")
  func oldSpellingsAreRenamedErrors() throws {
    let output = try Self.typecheck("""
      import UIKit
      @MainActor func old(parent: UIViewController, child: UIViewController, view: UIView) {
        parent.addChildViewController(child)
        child.didMove(toParentViewController: parent)
        child.removeFromParentViewController()
        view.bringSubview(toFront: view)
        let state: UIControlState = .normal
        let op: UINavigationControllerOperation = .push
        let insets = UIEdgeInsetsMake(1, 2, 3, 4)
        let options: UIViewAnimationOptions = [.curveEaseIn]
        _ = (state, op, insets, options)
      }
      """)
    for expected in [
      "'addChildViewController' has been renamed to 'addChild(_:)'",
      "'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'",
      "'removeFromParentViewController()' has been renamed to 'removeFromParent()'",
      "'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'",
      "'UIControlState' has been renamed to 'UIControl.State'",
      "'UINavigationControllerOperation' has been renamed to 'UINavigationController.Operation'",
      "'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'",
      "'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'",
    ] {
      #expect(output.contains(expected), "missing: \(expected)\n\(output)")
    }
  }

  @Test("UIKit SDK: today's spellings type-check cleanly in Swift 5 mode (the snippet harness itself works)")
  func newSpellingsCompile() throws {
    let output = try Self.typecheck("""
      import UIKit
      @MainActor func new(parent: UIViewController, child: UIViewController, view: UIView) {
        parent.addChild(child)
        child.didMove(toParent: parent)
        view.bringSubviewToFront(view)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        _ = insets
      }
      """)
    #expect(!output.contains("error:"), "\(output)")
  }
}
