import SwiftSyntax

/// Rule: a subclass implementing an optional UIKit delegate method (or an optional method of an
/// `@objc` protocol of the sources) its superclass did not.
///
/// On iOS the runtime finds the subclass's method by name; Swift's witness table for the base
/// class's conformance points at the protocol extension's default, so the subclass would never
/// be asked. The port inserts the method into the base class with UIKit's default body (marked,
/// so later runs and `registerImplemented` know it is not the base's own) and marks the
/// subclasses' methods `override`.
enum InheritedOptionalMethods {
  static func run(_ session: PortSession, _ files: [FilePort]) {
    let index = session.index
    let userProtocols = OptionalProtocols.requirements(session)
    for base in index.types where base.kind == .class && !base.isGeneric {
      let conformances = index.declaredConformances(of: base.qualifiedName)
      for proto in conformances {
        guard let requirements = UIKitOptionalRequirements.protocols[proto] ?? userProtocols[proto] else { continue }
        for requirement in requirements {
          if requirement.swiftName.contains("(") {
            insert(requirement, into: base, session: session, files: files)
          } else {
            insertProperty(requirement, into: base, session: session, files: files)
          }
        }
      }
    }
  }

  private static func insert(
    _ requirement: OptionalRequirement, into base: TypeDeclInfo, session: PortSession, files: [FilePort]
  ) {
    let index = session.index
    func implementations(_ type: String) -> [MethodInfo] {
      index.methods(of: type).filter { $0.fullName == requirement.swiftName && !$0.isStatic }
    }
    guard implementations(base.qualifiedName).isEmpty else { return }
    let subclasses = index.types.filter {
      $0.kind == .class && $0.qualifiedName != base.qualifiedName
        && index.classChain($0.qualifiedName).dropFirst().contains(base.qualifiedName)
    }
    let implementers = subclasses.flatMap { implementations($0.qualifiedName) }
    guard let first = implementers.first else { return }
    guard let body = requirement.defaultBody else {
      session.report(file: first.file, line: first.line, "\(first.typeName) implements \(requirement.swiftName) but its superclass \(base.qualifiedName) does not, and UIKit's default cannot be written in Swift: implement it in \(base.qualifiedName) and override it")
      return
    }
    for method in implementers where method.inExtension {
      session.report(file: method.file, line: method.line, "\(method.typeName).\(requirement.swiftName) overrides the one inserted into \(base.qualifiedName) but is declared in an extension, which Swift cannot override from: move it into the class body")
    }

    // The base class's body: insert before its closing brace.
    let file = files[base.file]
    let braceOffset = base.closingBrace.utf8Offset
    var lineStart = braceOffset
    while lineStart > 0, file.bytes[lineStart - 1] == 0x20 || file.bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    let indent = String(decoding: file.bytes[lineStart..<braceOffset], as: UTF8.self)
    let access = base.isOpen ? "open " : base.isPublic ? "public " : ""
    var bodyText = body
    for (i, parameter) in first.parameters.enumerated() {
      bodyText = bodyText.replacingOccurrences(of: "$\(i)", with: parameter.name)
    }
    let signature = first.signatureText
    let inner = base.memberIndent
    let step = String(inner.dropFirst(min(indent.count, inner.count)))
    let function =
      bodyText.isEmpty
      ? "\(access)\(signature) {}"
      : "\(access)\(signature) {\n\(inner)\(step)\(bodyText)\n\(inner)}"
    file.edits.append(
      SourceEdit(
        start: lineStart, end: lineStart,
        replacement: "\n\(inner)\(portedDefaultMarker)\n\(inner)\(function)\n"))
    if let helper = requirement.helper, !file.helpers.contains(helper),
      !file.tree.description.contains(helper.split(separator: "\n").last(where: { $0.contains("class ") }).map(String.init) ?? helper)
    {
      file.helpers.append(helper)
    }
    for method in implementers where !method.hasOverride {
      files[method.file].edits.append(.insert("override ", at: method.funcKeyword))
    }
  }
}

extension InheritedOptionalMethods {
  /// The same for optional property requirements (`wantsInteractiveStart`, `completionSpeed`):
  /// `var name: Type { default }` in the base class, `override` on the subclasses' properties.
  fileprivate static func insertProperty(
    _ requirement: OptionalRequirement, into base: TypeDeclInfo, session: PortSession, files: [FilePort]
  ) {
    let index = session.index
    func implementations(_ type: String) -> [PropertyInfo] {
      index.properties.filter { $0.typeName == type && $0.name == requirement.swiftName && !$0.isStatic }
    }
    guard implementations(base.qualifiedName).isEmpty else { return }
    let implementers = index.types.filter {
      $0.kind == .class && $0.qualifiedName != base.qualifiedName
        && index.classChain($0.qualifiedName).dropFirst().contains(base.qualifiedName)
    }.flatMap { implementations($0.qualifiedName) }
    guard let first = implementers.first else { return }
    guard let body = requirement.defaultBody, let type = first.type else {
      session.report(file: first.file, line: first.line, "\(first.typeName).\(requirement.swiftName) overrides nothing its superclass \(base.qualifiedName) declares: declare it in \(base.qualifiedName) with its type and override it")
      return
    }
    if let stored = implementers.first(where: \.isStored) {
      session.report(file: stored.file, line: stored.line, "\(stored.typeName).\(requirement.swiftName) is a stored property, which cannot override the default the port would insert into \(base.qualifiedName): make it computed (override var \(requirement.swiftName): \(stored.type ?? "T") { … })")
      return
    }
    for property in implementers where property.inExtension {
      session.report(file: property.file, line: property.line, "\(property.typeName).\(requirement.swiftName) overrides the one inserted into \(base.qualifiedName) but is declared in an extension, which Swift cannot override from: move it into the class body")
    }
    let file = files[base.file]
    let braceOffset = base.closingBrace.utf8Offset
    var lineStart = braceOffset
    while lineStart > 0, file.bytes[lineStart - 1] == 0x20 || file.bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    let access = base.isOpen ? "open " : base.isPublic ? "public " : ""
    let inner = base.memberIndent
    file.edits.append(
      SourceEdit(
        start: lineStart, end: lineStart,
        replacement: "\n\(inner)\(portedDefaultMarker)\n\(inner)\(access)var \(requirement.swiftName): \(type) { \(body) }\n"))
    for property in implementers where !property.hasOverride {
      if let keyword = property.bindingKeyword { files[property.file].edits.append(.insert("override ", at: keyword)) }
    }
  }
}
