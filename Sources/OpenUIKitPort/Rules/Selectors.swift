import SwiftSyntax

/// Rule: `#selector(...)` becomes `Selector("…")`, spelled by Objective-C's selector rules
/// (`SelectorSpelling`), and the method it names gets an `ActionRegistry` registration in the
/// file that declares it, with the method's exact parameter type.
///
/// Forms: `handlePan(_:)`, `handle(pan:)`, `refresh`, `self.refresh`, `Type.method(_:)`,
/// `getter: x`, `setter: x`; a method declared with `@objc(name)` keeps its name.
/// `#keyPath(CALayer.position)` becomes the string `"position"`.
enum Selectors {
  static func run(_ file: FilePort) {
    let visitor = Visitor(file)
    visitor.walk(file.tree)
  }

  private final class Visitor: SyntaxVisitor {
    let file: FilePort
    init(_ file: FilePort) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      // `#keyPath(CALayer.position)` → `"position"` (the key path's string; it needs the
      // Objective-C runtime to check it).
      if node.macroName.text == "keyPath", let argument = node.arguments.first {
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        file.edits.append(.replace(node, with: "\"\(components.joined(separator: "."))\""))
        return .skipChildren
      }
      guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
      let name = Selectors.spell(argument, at: node, in: file)
      file.edits.append(.replace(node, with: "Selector(\"\(name)\")"))
      return .skipChildren
    }
  }

  /// The selector's Objective-C name; registers the method it names when found in the sources.
  static func spell(_ argument: LabeledExprSyntax, at node: some SyntaxProtocol, in file: FilePort) -> String {
    // `getter: x` / `setter: x`
    let (base, declRef) = split(argument.expression)
    if let label = argument.label?.text {
      let property = declRef?.baseName.text ?? argument.expression.trimmedDescription
      return label == "setter" ? SelectorSpelling.setter(property) : SelectorSpelling.getter(property)
    }
    guard let declRef else { return argument.expression.trimmedDescription }
    let baseName = declRef.baseName.text
    let labels: [String?]? = declRef.argumentNames.map { names in
      names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }

    // Which type's method: `Type.method`, else the enclosing type and its superclasses, else
    // the one type in the sources that declares it.
    let index = file.index
    var candidates: [MethodInfo] = []
    func matching(_ type: String) -> [MethodInfo] {
      index.methods(of: type).filter { $0.baseName == baseName && (labels == nil || $0.parameters.map(\.label) == labels!) && !$0.isStatic }
    }
    let baseIsType = base.map { index.declaration(of: $0) != nil || $0.first?.isUppercase == true } ?? false
    if let base, baseIsType {
      for type in index.classChain(base) {
        candidates = matching(type)
        if !candidates.isEmpty { break }
      }
    } else if base == nil || base == "self" || base == "super", let owner = enclosingTypeName(of: node) {
      for type in index.classChain(owner) {
        candidates = matching(type)
        if !candidates.isEmpty { break }
      }
    }
    if candidates.isEmpty, !baseIsType {
      candidates = index.methods.filter { $0.baseName == baseName && (labels == nil || $0.parameters.map(\.label) == labels!) && !$0.isStatic }
      let types = Set(candidates.map(\.typeName))
      if types.count > 1 { candidates = [] }
    }
    if let method = candidates.first {
      register(method, in: file.session, at: node, of: file)
      return selectorName(of: method)
    }
    return SelectorSpelling.selector(baseName: baseName, labels: labels ?? [])
  }

  static func selectorName(of method: MethodInfo) -> String {
    method.objcName ?? SelectorSpelling.selector(baseName: method.baseName, labels: method.parameters.map(\.label))
  }

  /// `Type.method(_:)` → ("Type", method(_:)); `method(_:)` → (nil, method(_:)).
  private static func split(_ expr: ExprSyntax) -> (base: String?, ExprDeclRef?) {
    if let ref = expr.as(DeclReferenceExprSyntax.self) { return (nil, ExprDeclRef(ref)) }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      return (member.base?.trimmedDescription, ExprDeclRef(member.declName))
    }
    return (nil, nil)
  }

  struct ExprDeclRef {
    var baseName: TokenSyntax
    var argumentNames: DeclNameArgumentsSyntax?
    init(_ ref: DeclReferenceExprSyntax) {
      baseName = ref.baseName
      argumentNames = ref.argumentNames
    }
  }

  /// Registers `method` with `ActionRegistry`, in the file that declares it.
  static func register(_ method: MethodInfo, in session: PortSession, at node: some SyntaxProtocol, of file: FilePort) {
    let index = session.index
    let declaringType = index.declaration(of: method.typeName)
    if declaringType?.kind == .protocol { return }
    if declaringType?.isGeneric == true {
      file.report(node, "'\(method.fullName)' belongs to generic type \(method.typeName), which ActionRegistry cannot name: register a closure (UIAction) instead")
      return
    }
    let selector = selectorName(of: method)
    let target = Registrations.targetName(method.typeName)
    let call: String
    let result = method.returnType == nil || method.returnType == "Void" || method.returnType == "()" ? "" : "_ = "
    switch method.parameters.count {
    case 0:
      call = """
        ActionRegistry.register(\(target).self, "\(selector)") { target in
              \(result)target.\(method.baseName)()
            }
        """
    case 1:
      let p = method.parameters[0]
      let label = p.label.map { "\($0): " } ?? ""
      let type = p.type.trimmingCharacters(in: .whitespaces)
      switch type {
      case "Any?", "Any!":
        call = """
          ActionRegistry.register(\(target).self, "\(selector)") { target, sender in
                \(result)target.\(method.baseName)(\(label)sender)
              }
          """
      case "Any", "AnyObject", "AnyObject?", "AnyObject!":
        call = """
          ActionRegistry.register(\(target).self, "\(selector)") { target, sender in
                \(result)target.\(method.baseName)(\(label)sender as \(type.replacingOccurrences(of: "!", with: "?")))
              }
          """
      default:
        if type.hasSuffix("?") || type.hasSuffix("!") {
          call = """
            ActionRegistry.register(\(target).self, "\(selector)") { target, sender in
                  \(result)target.\(method.baseName)(\(label)sender as? \(Registrations.unwrappedText(type)))
                }
            """
        } else {
          // The sender UIKit passes is typed by what sends it (a UIGestureRecognizer, a
          // UIControl); the method may declare a narrower type. The downcast is checked: a
          // sender of another type skips the call (Docs/Porting.md).
          call = """
            ActionRegistry.register(\(target).self, "\(selector)") { target, sender in
                  if let sender = sender as? \(type) { \(result)target.\(method.baseName)(\(label)sender) }
                }
            """
        }
      }
    default:
      file.report(node, "'\(method.fullName)' takes \(method.parameters.count) arguments, and ActionRegistry passes only the sender: give the action one parameter (the sender) and read the event elsewhere")
      return
    }
    session.addRegistration(file: method.file, type: method.typeName, call)
  }
}
