import Foundation
import OpenUIKitRender
import Testing

@testable import openuikit

/// The README's figures about the catalogue are checked against what the tool writes, so they
/// cannot drift (issue 14: the README said 29 scenarios when the tool wrote 42).
@MainActor
@Suite struct ReadmeFiguresTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// Every integer (thousands separated by commas) written just before `word` in the text.
  static func numbers(before word: String, in text: String) throws -> [Int] {
    let regex = try NSRegularExpression(pattern: "([0-9][0-9,]*) \(word)\\b")
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap {
      Int(ns.substring(with: $0.range(at: 1)).replacingOccurrences(of: ",", with: ""))
    }
  }

  @Test("README: every 'N scenarios' figure is what `openuikit demo` writes")
  func figures() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let count = Scenarios.source().scenarios.count
    let figures = try Self.numbers(before: "scenarios", in: text)
    #expect(!figures.isEmpty, "the README says how many scenarios the demo has")
    for n in figures { #expect(n == count, "README says \(n) scenarios, demo writes \(count)") }
  }

  @Test("Docs stand alone: no link or path outside the repository")
  func docsStandAlone() throws {
    let root = Self.readme.deletingLastPathComponent()
    let docs = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent("Docs"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "md" }
    #expect(docs.contains { $0.lastPathComponent == "Design.md" })
    for url in docs + [Self.readme] {
      let text = try String(contentsOf: url, encoding: .utf8)
      for outside in ["../shared", "DESIGN.md", "spec/uikit-behavior"] {
        #expect(!text.contains(outside), "\(url.lastPathComponent) points outside the repository: \(outside)")
      }
    }
  }
}
