import Foundation
import Testing

/// The `openuikit-port` command, run as a process from the build folder.
@Suite("openuikit-port command")
struct CommandTests {
  static var tool: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("openuikit-port")
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("--out writes the ported files and PortedTypes.swift; exit 0 when nothing is left")
  func writes() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build the openuikit-port product first")
    let dir = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("Card.swift")
    try "import UIKit\n\nclass CardView: UIView {\n    @IBInspectable var radius: CGFloat = 4\n}\n".write(to: source, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("out")
    let run = try Self.run([source.path, "--out", out.path])
    #expect(run.status == 0)
    #expect(try String(contentsOf: out.appendingPathComponent("Card.swift"), encoding: .utf8) == "import UIKit\n\nclass CardView: UIView {\n    var radius: CGFloat = 4\n}\n")
    #expect(try String(contentsOf: out.appendingPathComponent("PortedTypes.swift"), encoding: .utf8).contains("StoryboardClassRegistry.register(CardView.self)"))
  }

  @Test("--dry-run prints a unified diff and writes nothing; what is left is listed file:line and the exit status is 1")
  func dryRunAndReports() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build the openuikit-port product first")
    let dir = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("Badge.swift")
    try "import UIKit\n\nfunc tag(_ view: UIView) {\n    objc_setAssociatedObject(view, \"k\", 1, .OBJC_ASSOCIATION_RETAIN)\n}\n@objc class Badge: NSObject {}\n"
      .write(to: source, atomically: true, encoding: .utf8)
    let run = try Self.run([source.path, "--dry-run"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("--- a/Badge.swift\n+++ b/Badge.swift\n"))
    #expect(run.stdout.contains("-@objc class Badge: NSObject {}\n+class Badge: NSObject {}\n"))
    #expect(run.stderr.hasPrefix("\(source.path):4: objc_setAssociatedObject needs the Objective-C runtime"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }

  @Test("An --out folder inside the source folder is not read as sources: a second run writes the same files")
  func outputInsideSources() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build the openuikit-port product first")
    let dir = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try "import UIKit\n\nclass Base: NSObject, UIGestureRecognizerDelegate {}\n\nclass Sub: Base {\n    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }\n}\n"
      .write(to: dir.appendingPathComponent("Delegates.swift"), atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("Ported")
    #expect(try Self.run([dir.path, "--out", out.path]).status == 0)
    let first = try String(contentsOf: out.appendingPathComponent("Delegates.swift"), encoding: .utf8)
    #expect(first.contains("override func gestureRecognizerShouldBegin"))
    #expect(try Self.run([dir.path, "--out", out.path]).status == 0)
    #expect(try String(contentsOf: out.appendingPathComponent("Delegates.swift"), encoding: .utf8) == first)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Ported").path))
  }

  @Test("Bad arguments exit with status 2 and the usage")
  func badArguments() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build the openuikit-port product first")
    let run = try Self.run(["--frobnicate"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("usage: openuikit-port"))
  }
}
