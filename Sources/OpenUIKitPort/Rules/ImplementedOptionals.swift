import SwiftSyntax

/// Rule: the generated registrations say which optional methods each type implements
/// (`ActionRegistry.registerImplemented`), so `responds(to:)` answers as the Objective-C
/// runtime would: UIKit's optional requirements (`UIKitOptionalRequirements`) of the protocols a
/// class conforms to (itself or through a superclass), and those of `@objc` protocols in the
/// sources. Methods the port inserted as defaults are not the type's own and are not listed.
enum ImplementedOptionals {
  static func run(_ session: PortSession, _ files: [FilePort]) {
    let index = session.index
    let userProtocols = userOptionalRequirements(session)
    var classNames: [String] = []
    for type in index.types where type.kind == .class && !type.isGeneric && !classNames.contains(type.qualifiedName) {
      classNames.append(type.qualifiedName)
    }
    for name in classNames {
      var conformances = Set<String>()
      for type in index.classChain(name) { conformances.formUnion(index.declaredConformances(of: type)) }
      var requirements: [(swiftName: String, selector: String)] = []
      for proto in conformances.sorted() {
        requirements += (UIKitOptionalRequirements.protocols[proto] ?? []).map { ($0.swiftName, $0.selector) }
        requirements += userProtocols[proto] ?? []
      }
      guard !requirements.isEmpty else { continue }
      for method in index.methods(of: name) where !method.isPortedDefault && !method.isStatic {
        if let r = requirements.first(where: { $0.swiftName == method.fullName }) {
          session.addRegistration(file: method.file, type: name, "ActionRegistry.registerImplemented(\(name).self, [\"\(r.selector)\"])")
        }
      }
      for property in index.properties where property.typeName == name && !property.isPortedDefault && !property.isStatic {
        if let r = requirements.first(where: { $0.swiftName == property.name }) {
          session.addRegistration(file: property.file, type: name, "ActionRegistry.registerImplemented(\(name).self, [\"\(r.selector)\"])")
        }
      }
    }
  }

  /// Optional requirements of the `@objc` protocols in the sources (their Swift and selector names).
  static func userOptionalRequirements(_ session: PortSession) -> [String: [(swiftName: String, selector: String)]] {
    var result: [String: [(swiftName: String, selector: String)]] = [:]
    for tree in session.trees {
      for proto in tree.descendants(ProtocolDeclSyntax.self) {
        for member in proto.memberBlock.members {
          if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            var selector = SelectorSpelling.selector(baseName: function.name.text, labels: labels)
            for case let .attribute(a) in function.attributes where a.attributeName.trimmedDescription == "objc" {
              if case .objCName(let pieces)? = a.arguments { selector = pieces.trimmedDescription }
            }
            let fullName = function.name.text + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            result[proto.name.text, default: []].append((fullName, selector))
          } else if let variable = member.decl.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.text == "optional" }),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            result[proto.name.text, default: []].append((name, name))
          }
        }
      }
    }
    return result
  }
}
