import Foundation
import Testing

@testable import OpenUIKitPort

/// Golden files: `Golden/<rule>/input.swift` → `expected.swift`, or for rules that need several
/// files `Golden/<rule>/input/*.swift` → `expected/*.swift` (with `expected/PortedTypes.swift`
/// when the rule's point is the generated `registerPortedTypes()`), and `diagnostics.txt` with
/// the `file:line: message` lines the rule reports (none when absent).
struct GoldenCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var inputs: [PortInput]
  var expected: [String: String]
  var expectedDiagnostics: [String]
  var testDescription: String { rule }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static func load(_ rule: String) -> GoldenCase {
    let dir = root.appendingPathComponent(rule)
    func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    func swiftFiles(_ url: URL) -> [URL] {
      ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    var inputs: [PortInput] = []
    var expected: [String: String] = [:]
    if FileManager.default.fileExists(atPath: dir.appendingPathComponent("input.swift").path) {
      inputs = [PortInput(path: "input.swift", text: read(dir.appendingPathComponent("input.swift")))]
      expected["input.swift"] = read(dir.appendingPathComponent("expected.swift"))
    } else {
      inputs = swiftFiles(dir.appendingPathComponent("input")).map { PortInput(path: $0.lastPathComponent, text: read($0)) }
      for url in swiftFiles(dir.appendingPathComponent("expected")) { expected[url.lastPathComponent] = read(url) }
    }
    let diagnostics = read(dir.appendingPathComponent("diagnostics.txt")).split(separator: "\n").map(String.init)
    return GoldenCase(rule: rule, inputs: inputs, expected: expected, expectedDiagnostics: diagnostics)
  }

  static var all: [GoldenCase] {
    let rules = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return rules.sorted().map(load)
  }
}

@Suite("openuikit-port golden files")
struct GoldenTests {
  @Test("each rule's input ports to its expected output", arguments: GoldenCase.all)
  func ports(_ golden: GoldenCase) {
    let result = Porter.port(golden.inputs)
    for file in result.files {
      #expect(file.ported == golden.expected[file.path], "\(golden.rule)/\(file.path)")
    }
    if let generated = golden.expected[Porter.generatedFileName] {
      #expect(result.generatedFile == generated, "\(golden.rule)/\(Porter.generatedFileName)")
    }
    #expect(result.diagnostics.map(\.description) == golden.expectedDiagnostics, "\(golden.rule) diagnostics")
  }

  @Test("porting ported output changes nothing (idempotent)", arguments: GoldenCase.all)
  func idempotent(_ golden: GoldenCase) {
    let first = Porter.port(golden.inputs)
    let again = Porter.port(
      first.files.map { PortInput(path: $0.path, text: $0.ported) }
        + [PortInput(path: Porter.generatedFileName, text: first.generatedFile)])
    for (a, b) in zip(first.files, again.files) {
      #expect(a.ported == b.ported, "\(golden.rule)/\(a.path) changed on a second run")
    }
    #expect(again.generatedFile == first.generatedFile)
  }
}
