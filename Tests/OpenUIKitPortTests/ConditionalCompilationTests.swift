import SwiftParser
import SwiftSyntax
import Testing

@testable import OpenUIKitPort

/// `#if` conditions as on an iOS device: known, or left alone (nil).
@Suite("#if conditions as on an iOS device")
struct ConditionalCompilationTests {
  static func evaluate(_ condition: String) -> Bool? {
    let tree = Parser.parse(source: "#if \(condition)\nlet x = 1\n#endif\n")
    let decl = tree.descendants(IfConfigDeclSyntax.self).first!
    return ConditionalCompilation.evaluate(decl.clauses.first!.condition!)
  }

  @Test(
    "Platform conditions are known",
    arguments: [
      ("os(iOS)", true), ("os(macOS)", false), ("os(tvOS)", false), ("canImport(UIKit)", true),
      ("canImport(AppKit)", false), ("targetEnvironment(simulator)", false),
      ("targetEnvironment(macCatalyst)", false), ("arch(arm64)", true), ("arch(x86_64)", false),
      ("os(iOS) && !targetEnvironment(macCatalyst)", true), ("os(macOS) || os(iOS)", true),
      ("!(os(watchOS) || os(tvOS))", true), ("false", false),
    ])
  func known(_ pair: (String, Bool)) {
    #expect(Self.evaluate(pair.0) == pair.1, "\(pair.0)")
  }

  @Test(
    "Build conditions stay unknown, unless the rest decides",
    arguments: [
      ("DEBUG", nil), ("swift(>=5.9)", nil), ("compiler(>=6)", nil), ("DEBUG && os(iOS)", nil),
      ("DEBUG && os(macOS)", false), ("DEBUG || os(iOS)", true), ("canImport(SnapKit)", nil),
    ] as [(String, Bool?)])
  func unknown(_ pair: (String, Bool?)) {
    #expect(Self.evaluate(pair.0) == pair.1, "\(pair.0)")
  }
}
