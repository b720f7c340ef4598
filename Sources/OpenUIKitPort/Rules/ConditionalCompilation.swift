import SwiftParser
import SwiftSyntax

/// Rule: `#if` conditions are resolved as on an iOS device.
///
/// `os(iOS)`, `canImport(UIKit)` and friends are true; `os(macOS)`, `targetEnvironment(simulator)`
/// and `targetEnvironment(macCatalyst)` are false. A clause whose condition is known is kept
/// (its contents spliced in place of the `#if`) or removed; conditions the tool cannot know
/// (`DEBUG`, `swift(>=…)`, `compiler(…)`) are left as they are, so the clauses they guard stay.
enum ConditionalCompilation {
  /// Three-valued truth of a condition on an iOS device: nil when unknown.
  static func evaluate(_ expr: ExprSyntax) -> Bool? {
    if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression).map { !$0 }
    }
    if let sequence = expr.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(sequence.elements)) }
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
    }
    if let call = expr.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first
    {
      let value = argument.expression.trimmedDescription
      switch name {
      case "os": return value == "iOS"
      case "canImport":
        let module = value.split(separator: ",").first.map(String.init) ?? value
        if iOSModules.contains(module) { return true }
        if nonIOSModules.contains(module) { return false }
        return nil
      case "targetEnvironment": return value == "simulator" || value == "macCatalyst" ? false : nil
      case "arch": return value == "arm64"
      case "_endian": return value == "little"
      case "_pointerBitWidth": return value == "_64"
      case "_runtime": return value == "_ObjC"
      default: return nil
      }
    }
    return nil
  }

  /// `a && b || c`: `&&` binds tighter than `||`.
  private static func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
    // Split on `||` first, then `&&`.
    func split(_ items: [ExprSyntax], on op: String) -> [[ExprSyntax]] {
      var parts: [[ExprSyntax]] = [[]]
      for item in items {
        if let binary = item.as(BinaryOperatorExprSyntax.self), binary.operator.text == op {
          parts.append([])
        } else {
          parts[parts.count - 1].append(item)
        }
      }
      return parts
    }
    let ors = split(elements, on: "||")
    if ors.count > 1 {
      return ors.map { evaluate(sequence: $0) }.reduce(false as Bool?) { combine($0, "||", $1) }
    }
    let ands = split(elements, on: "&&")
    if ands.count > 1 {
      return ands.map { evaluate(sequence: $0) }.reduce(true as Bool?) { combine($0, "&&", $1) }
    }
    if elements.count == 1 { return evaluate(elements[0]) }
    return nil
  }

  private static func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
    switch op {
    case "&&":
      if a == false || b == false { return false }
      if a == true && b == true { return true }
      return nil
    case "||":
      if a == true || b == true { return true }
      if a == false && b == false { return false }
      return nil
    default: return nil
    }
  }

  static let iOSModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Darwin", "CoreFoundation", "Dispatch",
    "SwiftUI", "Combine", "CoreImage", "AVFoundation",
  ]
  static let nonIOSModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"]

  /// What to do with one `#if … #endif`: the clauses that stay (nil: leave it as it is).
  static func resolution(of decl: IfConfigDeclSyntax) -> [IfConfigClauseSyntax]? {
    var kept: [IfConfigClauseSyntax] = []
    var changed = false
    for clause in decl.clauses {
      guard let condition = clause.condition else {
        kept.append(clause)  // #else
        break
      }
      switch evaluate(condition) {
      case false?: changed = true
      case true?:
        changed = true
        kept.append(clause)
        return kept.count == 1 ? kept : kept.dropLast() + [clause]
      case nil: kept.append(clause)
      }
    }
    return changed ? kept : nil
  }

  /// Rewrites the text: every resolvable `#if` (outermost first; nested ones on the next pass).
  static func resolve(_ text: String) -> String {
    var current = text
    // Each pass resolves the outermost `#if`s; nested ones surface in the text they leave.
    for _ in 0..<8 {
      let tree = Parser.parse(source: current)
      let bytes = Array(current.utf8)
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(tree)
      var edits: [SourceEdit] = []
      for decl in finder.found {
        guard let kept = resolution(of: decl) else { continue }
        edits.append(edit(decl, keeping: kept, in: bytes))
      }
      if edits.isEmpty { return current }
      current = apply(edits, to: current)
    }
    return current
  }

  private final class Finder: SyntaxVisitor {
    var found: [IfConfigDeclSyntax] = []
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      if resolution(of: node) != nil {
        found.append(node)
        return .skipChildren
      }
      return .visitChildren
    }
  }

  private static func edit(_ decl: IfConfigDeclSyntax, keeping kept: [IfConfigClauseSyntax], in bytes: [UInt8]) -> SourceEdit {
    let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
    // Whole lines when the directive starts its line and `#endif` ends its own.
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    var lineEnd = end
    while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
    let wholeLines = (lineStart == 0 || bytes[lineStart - 1] == 0x0A) && (lineEnd == bytes.count || bytes[lineEnd] == 0x0A)

    let lastIsUnconditional = kept.last.map { $0.condition.map { evaluate($0) == true } ?? true } ?? false
    if kept.count == 1 && lastIsUnconditional {
      // One clause stays and it is known true: splice its contents.
      let body = elementsText(kept[0], in: bytes)
      if wholeLines {
        let replacement = body.isEmpty ? "" : body + "\n"
        return SourceEdit(start: lineStart, end: min(lineEnd + 1, bytes.count), replacement: replacement)
      }
      return SourceEdit(start: start, end: end, replacement: body.trimmingLeadingNewlines())
    }
    if kept.isEmpty {
      if wholeLines {
        // Between two blank lines: take one of them too.
        var end = min(lineEnd + 1, bytes.count)
        let blankBefore = lineStart >= 2 && bytes[lineStart - 1] == 0x0A && bytes[lineStart - 2] == 0x0A
        if blankBefore, end < bytes.count, bytes[end] == 0x0A { end += 1 }
        return SourceEdit(start: lineStart, end: end, replacement: "")
      }
      return SourceEdit(start: start, end: end, replacement: "")
    }
    // Several clauses stay: rebuild the directive from them.
    var text = ""
    for (i, clause) in kept.enumerated() {
      let indent = String(decoding: bytes[lineStartOf(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, bytes)..<clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self)
      if i > 0 { text += "\n" + indent }
      if let condition = clause.condition {
        let known = evaluate(condition)
        if known == true {
          text += "#else"
        } else {
          text += (i == 0 ? "#if " : "#elseif ") + condition.trimmedDescription
        }
      } else {
        text += "#else"
      }
      let body = elementsText(clause, in: bytes)
      if !body.isEmpty { text += "\n" + body }
    }
    let endifIndent = String(decoding: bytes[lineStartOf(decl.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset, bytes)..<decl.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self)
    text += "\n" + endifIndent + "#endif"
    return SourceEdit(start: start, end: end, replacement: text)
  }

  private static func lineStartOf(_ offset: Int, _ bytes: [UInt8]) -> Int {
    var s = offset
    while s > 0, bytes[s - 1] == 0x20 || bytes[s - 1] == 0x09 { s -= 1 }
    return s
  }

  /// The clause's contents as written, from the line after the directive to the line before the next.
  private static func elementsText(_ clause: IfConfigClauseSyntax, in bytes: [UInt8]) -> String {
    guard let elements = clause.elements else { return "" }
    var start = elements.position.utf8Offset
    let end = elements.endPositionBeforeTrailingTrivia.utf8Offset
    // Skip the rest of the directive's line.
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    if start < end, bytes[start] == 0x0A { start += 1 }
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

extension String {
  func trimmingLeadingNewlines() -> String {
    String(drop { $0 == "\n" })
  }
}
