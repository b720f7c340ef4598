import SwiftParser
import SwiftSyntax

/// Rule: optional requirements called the Objective-C way keep compiling.
///
/// `delegate?.method?(x)` and `delegate?.method!(x)` become `delegate?.method(x)` when `method`
/// is an optional requirement — of a ported `@objc` protocol or of UIKit (whose optional
/// requirements OpenUIKit declares with default implementations).
enum OptionalCallSites {
  static func run(_ file: FilePort) {
    let names = optionalNames(file.session)
    let visitor = Visitor(file, names)
    visitor.walk(file.tree)
  }

  /// Base names of optional requirements: UIKit's and those of `@objc` protocols in the sources.
  static func optionalNames(_ session: PortSession) -> Set<String> {
    if let cached = session.cachedOptionalNames { return cached }
    var names = UIKitOptionalRequirements.baseNames
    for tree in session.trees {
      for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.optional) {
        if let function = token.parent?.parent?.parent?.as(FunctionDeclSyntax.self) {
          names.insert(function.name.text)
        }
      }
    }
    session.cachedOptionalNames = names
    return names
  }

  /// `x?.method?(…) ?? literal` across the sources: method → literal.
  static func fallbacks(in session: PortSession) -> [String: String] {
    if let cached = session.cachedFallbacks { return cached }
    var result: [String: String] = [:]
    for tree in session.trees {
      for sequence in tree.descendants(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        for i in 0..<max(0, elements.count - 2) {
          guard let op = elements[i + 1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
            let call = elements[i].as(FunctionCallExprSyntax.self),
            let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self)
          else { continue }
          let fallback = elements[i + 2]
          if fallback.is(BooleanLiteralExprSyntax.self) || fallback.is(IntegerLiteralExprSyntax.self)
            || fallback.is(FloatLiteralExprSyntax.self)
          {
            result[member.declName.baseName.text] = fallback.trimmedDescription
          }
        }
      }
    }
    session.cachedFallbacks = result
    return result
  }

  private final class Visitor: SyntaxVisitor {
    let file: FilePort
    let names: Set<String>
    init(_ file: FilePort, _ names: Set<String>) {
      self.file = file
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
        let member = chained.expression.as(MemberAccessExprSyntax.self), member.base != nil,
        names.contains(member.declName.baseName.text)
      {
        file.edits.append(.replace(chained.questionMark, with: ""))
      } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
        let member = forced.expression.as(MemberAccessExprSyntax.self), member.base != nil,
        names.contains(member.declName.baseName.text)
      {
        file.edits.append(.replace(forced.exclamationMark, with: ""))
      }
      return .visitChildren
    }
  }
}

extension SyntaxProtocol {
  /// Every descendant node of a kind, in source order.
  func descendants<T: SyntaxProtocol>(_ kind: T.Type) -> [T] {
    let collector = NodeCollector(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.found.compactMap { $0.as(T.self) }
  }
}

private final class NodeCollector: SyntaxAnyVisitor {
  var found: [Syntax] = []
  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
