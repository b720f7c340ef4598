import SwiftSyntax

/// Rule: an `@objc protocol` with `optional` requirements becomes a Swift protocol whose
/// optional requirements have default implementations in an extension (what happens on iOS
/// when the runtime finds no method: nothing, or nil).
///
/// Defaults: `Void` → `{}`; optional results → `nil`; other results → the fallback the call
/// sites give (`delegate?.shouldBegin?(x) ?? true` → `true`), else `false` / `0` for booleans
/// and numbers; anything else is reported. An optional property requirement of type `T`
/// becomes `T?` (nil when not implemented), as reading it through `?.` gave on iOS.
enum OptionalProtocols {
  static let defaultsMarker = "// openuikit-port: defaults of the optional requirements"

  static func run(_ file: FilePort) {
    for protocolDecl in file.tree.statements.compactMap({ $0.item.as(ProtocolDeclSyntax.self) }) {
      convert(protocolDecl, in: file)
    }
  }

  private static func isObjC(_ decl: ProtocolDeclSyntax) -> Bool {
    decl.attributes.contains { element in
      if case .attribute(let a) = element { return a.attributeName.trimmedDescription == "objc" }
      return false
    }
  }

  private static func convert(_ decl: ProtocolDeclSyntax, in file: FilePort) {
    guard isObjC(decl) else { return }
    let isPublic = decl.modifiers.contains { ["public", "open"].contains($0.name.text) }
    let access = isPublic ? "public " : ""

    // Class-bound, as @objc protocols were.
    if let clause = decl.inheritanceClause {
      var classBound = false
      for inherited in clause.inheritedTypes {
        if inherited.type.is(ClassRestrictionTypeSyntax.self) {
          file.edits.append(.replace(inherited.type, with: "AnyObject"))
          classBound = true
        } else if ["AnyObject", "NSObjectProtocol"].contains(inherited.type.trimmedDescription) {
          classBound = true
        }
      }
      if !classBound, let first = clause.inheritedTypes.first {
        file.edits.append(.insert("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia))
      }
    } else {
      file.edits.append(.insert(": AnyObject", at: decl.name.endPositionBeforeTrailingTrivia))
    }

    var defaults: [String] = []
    for member in decl.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        let optional = function.modifiers.first(where: { $0.name.text == "optional" })
      {
        file.edits.append(.remove(optional, in: file.bytes))
        let signature = function.funcKeyword.text + " " + function.name.text
          + (function.genericParameterClause?.trimmedDescription ?? "") + function.signature.trimmedDescription
        let returnType = function.signature.returnClause?.type.trimmedDescription
        guard let body = defaultBody(returnType: returnType, name: function.name.text, session: file.session) else {
          file.report(function, "optional requirement '\(function.name.text)' returns \(returnType ?? "")), which has no default the port can choose: write its default in the extension of \(decl.name.text)")
          continue
        }
        defaults.append("  \(access)\(signature) {\(body.isEmpty ? "" : " \(body) ")}")
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        let optional = variable.modifiers.first(where: { $0.name.text == "optional" }),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      {
        file.edits.append(.remove(optional, in: file.bytes))
        var typeText = type.trimmedDescription
        if typeText.hasSuffix("!") {
          typeText = String(typeText.dropLast()) + "?"
          file.edits.append(.replace(type, with: typeText))
        } else if !typeText.hasSuffix("?") {
          typeText = (type.is(FunctionTypeSyntax.self) ? "(\(typeText))" : typeText) + "?"
          file.edits.append(.replace(type, with: typeText))
          file.report(variable, "optional property requirement '\(name)' is now '\(typeText)' (nil when not implemented): declare it as '\(typeText)' in the types that implement it")
        }
        defaults.append("  \(access)var \(name): \(typeText) { nil }")
      }
    }
    guard !defaults.isEmpty else { return }
    let text = "\n\nextension \(decl.name.text) {\n  \(defaultsMarker)\n" + defaults.joined(separator: "\n") + "\n}"
    file.edits.append(.insert(reindent(text, unit: indentUnit(of: file.tree.description)), at: decl.endPositionBeforeTrailingTrivia))
  }

  /// The optional method requirements of the sources' `@objc` protocols, with their defaults,
  /// as `InheritedOptionalMethods` inserts them into base classes.
  static func requirements(_ session: PortSession) -> [String: [OptionalRequirement]] {
    var result: [String: [OptionalRequirement]] = [:]
    for (proto, list) in ImplementedOptionals.userOptionalRequirements(session) {
      guard let decl = session.trees.lazy.flatMap({ $0.descendants(ProtocolDeclSyntax.self) }).first(where: { $0.name.text == proto })
      else { continue }
      for (swiftName, selector) in list where swiftName.contains("(") {
        let function = decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
          $0.name.text + "(" + $0.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")" == swiftName
        }
        let body = function.flatMap {
          defaultBody(returnType: $0.signature.returnClause?.type.trimmedDescription, name: $0.name.text, session: session)
        }
        result[proto, default: []].append(OptionalRequirement(swiftName: swiftName, selector: selector, defaultBody: body))
      }
    }
    return result
  }

  static func defaultBody(returnType: String?, name: String, session: PortSession) -> String? {
    guard let type = returnType?.trimmingCharacters(in: .whitespaces), type != "Void", type != "()" else { return "" }
    if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
    if let fallback = OptionalCallSites.fallbacks(in: session)[name] { return fallback }
    switch type {
    case "Bool": return "false"
    case "Int", "UInt", "CGFloat", "Double", "Float", "TimeInterval", "Int32", "Int64": return "0"
    case "String": return "\"\""
    default: return nil
    }
  }
}
