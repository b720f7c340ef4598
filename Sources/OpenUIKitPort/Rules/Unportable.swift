import SwiftSyntax

/// Rule: what cannot be ported mechanically is reported as `file:line: what, and what to do
/// instead`, and the tool's exit status says something was left. Only code that is compiled on
/// iOS is looked at (inactive `#if` clauses are skipped).
enum Unportable {
  /// Properties OpenUIKit lets `observe(_:options:changeHandler:)` watch (UIKit's observable ones).
  static let observableKeyPaths: Set<String> = [
    "frame", "bounds", "center", "transform", "alpha", "isHidden", "contentOffset", "contentSize",
  ]

  static func scan(_ tree: SourceFileSyntax, path: String) -> [PortDiagnostic] {
    let visitor = Visitor(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
    visitor.walk(tree)
    return visitor.found
  }

  private final class Visitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var found: [PortDiagnostic] = []
    init(path: String, converter: SourceLocationConverter) {
      self.path = path
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    func report(_ node: some SyntaxProtocol, _ message: String) {
      found.append(PortDiagnostic(path: path, line: node.startLocation(converter: converter).line, message: message))
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let kept = ConditionalCompilation.resolution(of: node) else { return .visitChildren }
      for clause in kept { if let elements = clause.elements { walk(elements) } }
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
      let labels = node.arguments.map { $0.label?.text }
      switch name {
      case "objc_setAssociatedObject", "objc_getAssociatedObject":
        report(node, "\(name) needs the Objective-C runtime, and Linux has none: keep the value in a stored property (of a subclass or a wrapper), or in a dictionary keyed by ObjectIdentifier")
      case "NSClassFromString":
        report(node, "NSClassFromString finds classes through the Objective-C runtime: map the names to types yourself (a dictionary of metatypes), or register storyboard classes with StoryboardClassRegistry")
      case "method_exchangeImplementations", "class_replaceMethod", "method_setImplementation":
        report(node, "\(name) (method swizzling) needs the Objective-C runtime: subclass and override the method, or call your code from the places that need it")
      case "perform":
        // NSObject's perform(_:), perform(_:with:), perform(_:with:afterDelay:)… — not other
        // methods named perform (ActionRegistry.perform(_:on:sender:) is the replacement).
        let nsObjectLabels: Set<String?> = ["with", "afterDelay", "inModes"]
        if let first = node.arguments.first, first.label == nil, !isLiteralSelector(first.expression),
          labels.dropFirst().allSatisfy({ nsObjectLabels.contains($0) }),
          callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription != "ActionRegistry",
          !isParameter("perform", around: node)
        {
          report(node, "perform(_:) of a selector computed at run time cannot be resolved by the port: call the method directly, or register the selector names it can take with ActionRegistry and use ActionRegistry.perform")
        }
      case "addObserver":
        if labels.contains("selector") {
          report(node, "selector-based NotificationCenter.addObserver(_:selector:name:object:) needs the Objective-C runtime: use addObserver(forName:object:queue:using:) with a closure")
        } else if labels.contains("forKeyPath"), let keyPath = node.arguments.first(where: { $0.label?.text == "forKeyPath" }) {
          let key = keyPath.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? keyPath.expression.trimmedDescription
          if !observableKeyPaths.contains(key.split(separator: ".").last.map(String.init) ?? key) {
            report(node, "key-value observing of '\(key)' needs the Objective-C runtime: observe it with a didSet or a callback of your own (OpenUIKit observes \(observableKeyPaths.sorted().joined(separator: ", ")) only)")
          }
        }
      case "observe":
        if let first = node.arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self) {
          let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? ""
          if !observableKeyPaths.contains(last) {
            report(node, "key-value observing of '\(keyPath.trimmedDescription)' needs the Objective-C runtime: observe it with a didSet or a callback of your own (OpenUIKit observes \(observableKeyPaths.sorted().joined(separator: ", ")) only)")
          }
        }
      default: break
      }
      return .visitChildren
    }

    /// A closure parameter called like NSObject's method (`perform: (T) -> Void`).
    private func isParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let n = current {
        if let function = n.as(FunctionDeclSyntax.self) {
          return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        current = n.parent
      }
      return false
    }

    private func isLiteralSelector(_ expr: ExprSyntax) -> Bool {
      if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" { return true }
      if expr.is(StringLiteralExprSyntax.self) { return true }
      if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Selector",
        call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
      {
        return true
      }
      return false
    }
  }
}
