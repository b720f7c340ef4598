import Foundation
import Testing

@testable import OpenUIKitPort

/// The compiled sample (Tests/PortedSampleTests/Ported) is exactly what the tool writes for
/// Tests/PortSample/Input: re-port the inputs and compare byte for byte.
@Suite("openuikit-port sample")
struct SampleGoldenTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let inputDir = tests.appendingPathComponent("PortSample/Input")
  static let portedDir = tests.appendingPathComponent("PortedSampleTests/Ported")

  static func swiftFiles(_ dir: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("The committed ported sample equals a fresh port of its inputs, with no diagnostics")
  func committedOutputIsTheToolsOutput() throws {
    let inputs = try Self.swiftFiles(Self.inputDir).map {
      PortInput(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8))
    }
    #expect(inputs.count == 5)
    let result = Porter.port(inputs)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    var expected = Set(try Self.swiftFiles(Self.portedDir).map(\.lastPathComponent))
    for file in result.files {
      let committed = try String(contentsOf: Self.portedDir.appendingPathComponent(file.path), encoding: .utf8)
      #expect(Array(file.ported.utf8) == Array(committed.utf8), "Ported/\(file.path) differs from the tool's output")
      expected.remove(file.path)
    }
    let generated = try String(contentsOf: Self.portedDir.appendingPathComponent(result.generatedFileName), encoding: .utf8)
    #expect(Array(result.generatedFile.utf8) == Array(generated.utf8))
    expected.remove(result.generatedFileName)
    #expect(expected.isEmpty, "files in Ported/ the tool does not write: \(expected)")
  }

  @Test("Porting the ported sample again changes nothing")
  func idempotent() throws {
    let ported = try Self.swiftFiles(Self.portedDir).map {
      PortInput(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8))
    }
    let result = Porter.port(ported)
    for file in result.files { #expect(file.ported == file.original, "\(file.path) changed") }
    #expect(result.generatedFile == ported.first { $0.path == result.generatedFileName }?.text)
  }
}

@Suite("Objective-C selector spelling")
struct SelectorSpellingTests {
  @Test(
    "Swift names become the selectors the compiler gives @objc methods",
    arguments: [
      ("handlePan(_:)", "handlePan:"),
      ("handle(pan:)", "handleWithPan:"),
      ("didTap(_:forEvent:)", "didTap:forEvent:"),
      ("refresh", "refresh"),
      ("move(to:)", "moveTo:"),
      ("scroll(by:animated:)", "scrollBy:animated:"),
      ("present(_:animated:completion:)", "present:animated:completion:"),
      ("dismiss(withAnimation:)", "dismissWithAnimation:"),
    ])
  func spelling(_ pair: (String, String)) {
    let (base, labels) = SelectorSpelling.parse(fullName: pair.0)
    #expect(SelectorSpelling.selector(baseName: base, labels: labels ?? []) == pair.1)
  }

  @Test("Getters are the property's name, setters set + capitalised name + colon")
  func accessors() {
    #expect(SelectorSpelling.getter("isEditing") == "isEditing")
    #expect(SelectorSpelling.setter("progress") == "setProgress:")
  }
}

@Suite("--dry-run diff")
struct UnifiedDiffTests {
  @Test("A one-line change prints a unified hunk with three lines of context")
  func hunk() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
    let new = "a\nb\nc\nd\nE\nf\ng\nh\n"
    #expect(
      unifiedDiff(old: old, new: new, oldName: "a/x.swift", newName: "b/x.swift")
        == "--- a/x.swift\n+++ b/x.swift\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n")
  }

  @Test("Identical texts print nothing")
  func same() {
    #expect(unifiedDiff(old: "a\n", new: "a\n", oldName: "a", newName: "b") == "")
  }
}
