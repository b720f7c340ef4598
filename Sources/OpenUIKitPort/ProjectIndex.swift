import SwiftSyntax

/// A type declared (or extended) in the sources being ported.
struct TypeDeclInfo {
  enum Kind { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }
  var kind: Kind
  /// `Outer.Inner` for nested types.
  var qualifiedName: String
  /// Names in the inheritance clause, as written (`UIViewController`, `UIGestureRecognizerDelegate`).
  var inherited: [String]
  var file: Int
  /// `private`/`fileprivate` here or on an enclosing type: out of reach of other files.
  var isFilePrivate: Bool
  var isGeneric: Bool
  var isPublic: Bool
  var isOpen: Bool
  /// Where members can be inserted (the closing brace of the body).
  var closingBrace: AbsolutePosition
  var closingBraceLine: Int
  /// The indentation of the body's members (four spaces unless the body says otherwise).
  var memberIndent: String
  /// `@objc(AAPLMenuViewController)`: the name storyboards know the class by.
  var objcName: String? = nil
}

/// A method declared in the sources, with what the port needs of its signature.
struct MethodInfo {
  struct Parameter {
    var label: String?  // nil for `_`
    var name: String
    var type: String
  }
  var typeName: String
  var baseName: String
  var parameters: [Parameter]
  var returnType: String?
  var objcName: String?
  var isStatic: Bool
  var hasOverride: Bool
  /// Inserted by an earlier run as the default of an optional requirement (not the type's own).
  var isPortedDefault: Bool
  var file: Int
  var line: Int
  /// The `func` keyword (where `override` goes).
  var funcKeyword: AbsolutePosition
  /// The declaration from its `func` keyword through its signature (no body).
  var signatureText: String
  /// Declared in an extension (cannot be overridden there without the Objective-C runtime).
  var inExtension: Bool

  var fullName: String {
    baseName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

/// A property declared in the sources (for `#selector(getter:)` and outlets).
struct PropertyInfo {
  var typeName: String
  var name: String
  var type: String?
  var file: Int
  var line: Int = 0
  var isStatic = false
  var hasOverride = false
  var isPortedDefault = false
  var inExtension = false
  /// Stored (no getter), which Swift cannot use to override.
  var isStored = false
  /// The `var`/`let` keyword (where `override` goes).
  var bindingKeyword: AbsolutePosition? = nil
}

/// An initializer declared in the sources (for the cell factories the port registers).
struct InitializerInfo {
  var typeName: String
  /// Argument labels (`_` for none), as in `init(frame:)` → ["frame"].
  var labels: [String]
  var isConvenience: Bool
  var inExtension: Bool
}

/// Marker comment of methods the port inserted into a base class.
let portedDefaultMarker = "// openuikit-port: the protocol's default, so subclasses can override it"

/// Everything the rules need to know across files.
struct ProjectIndex {
  var types: [TypeDeclInfo] = []
  var methods: [MethodInfo] = []
  var properties: [PropertyInfo] = []
  var initializers: [InitializerInfo] = []

  init(files: [SourceFileSyntax], converters: [SourceLocationConverter]) {
    for (i, file) in files.enumerated() {
      let visitor = IndexVisitor(file: i, converter: converters[i], bytes: Array(file.description.utf8))
      visitor.walk(file)
      types += visitor.types
      methods += visitor.methods
      properties += visitor.properties
      initializers += visitor.initializers
    }
  }

  /// Whether `ClassName(<labels>:)` compiles for a class declared in the sources: it declares
  /// that initializer, or declares no designated initializer of its own and so inherits its
  /// superclass's (Swift's first rule of initializer inheritance). `inUIKit` answers for the
  /// first superclass that is not in the sources.
  func hasInitializer(_ type: String, labels: [String], inUIKit: (String) -> Bool) -> Bool {
    var current = type
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      let own = initializers.filter { $0.typeName == current }
      if own.contains(where: { $0.labels == labels }) { return true }
      if own.contains(where: { !$0.isConvenience && !$0.inExtension }) { return false }
      guard let parent = superclass(of: current) else { return false }
      guard declaration(of: parent) != nil else { return inUIKit(parent) }
      current = parent
    }
    return false
  }

  /// The main declaration (not an extension) of a type.
  func declaration(of name: String) -> TypeDeclInfo? {
    types.first { $0.qualifiedName == name && $0.kind != .extension }
      ?? types.first { $0.kind != .extension && $0.qualifiedName.split(separator: ".").last.map(String.init) == name }
  }

  func superclass(of name: String) -> String? {
    guard let decl = declaration(of: name), decl.kind == .class else { return nil }
    return decl.inherited.first
  }

  /// The class and its superclasses (those named; the chain ends at the first one not in the sources).
  func classChain(_ name: String) -> [String] {
    var chain = [name]
    var current = name
    while let parent = superclass(of: current), !chain.contains(parent) {
      chain.append(parent)
      guard declaration(of: parent) != nil else { break }
      current = parent
    }
    return chain
  }

  /// Protocols a type lists itself (declaration and extensions), not inherited ones.
  func declaredConformances(of name: String) -> [String] {
    types.filter { $0.qualifiedName == name }.flatMap { decl in
      decl.kind == .class ? Array(decl.inherited.dropFirst(isClassName(decl.inherited.first) ? 1 : 0)) : decl.inherited
    }
  }

  /// Whether the first inherited name of a class is its superclass (not a protocol).
  func isClassName(_ name: String?) -> Bool {
    guard let name else { return false }
    if let decl = declaration(of: name) { return decl.kind == .class }
    if UIKitOptionalRequirements.protocols[name] != nil { return false }
    if name.hasSuffix("Delegate") || name.hasSuffix("Protocol") || name.hasSuffix("Transitioning")
      || name.hasSuffix("DataSource") || name == "Equatable" || name == "Hashable" || name == "Codable"
    {
      return false
    }
    return true
  }

  func methods(of typeName: String) -> [MethodInfo] {
    methods.filter { $0.typeName == typeName }
  }

  func protocolDeclaration(_ name: String) -> TypeDeclInfo? {
    types.first { $0.kind == .protocol && $0.qualifiedName == name }
  }

  /// UIKit base class a class descends from, walking superclasses in the sources.
  func uikitBase(of name: String) -> String? {
    for ancestor in classChain(name).dropFirst() where declaration(of: ancestor) == nil {
      return ancestor
    }
    return nil
  }
}

private final class IndexVisitor: SyntaxVisitor {
  let file: Int
  let converter: SourceLocationConverter
  var types: [TypeDeclInfo] = []
  var methods: [MethodInfo] = []
  var properties: [PropertyInfo] = []
  var initializers: [InitializerInfo] = []
  private var stack: [(name: String, filePrivate: Bool, isExtension: Bool)] = []

  let bytes: [UInt8]

  init(file: Int, converter: SourceLocationConverter, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func push(
    _ kind: TypeDeclInfo.Kind, _ name: String, _ modifiers: DeclModifierListSyntax,
    _ inheritance: InheritanceClauseSyntax?, generic: Bool, members: MemberBlockSyntax,
    attributes: AttributeListSyntax? = nil
  ) {
    var objcName: String?
    for case let .attribute(attribute)? in attributes?.map({ Optional($0) }) ?? [] where attribute.attributeName.trimmedDescription == "objc" {
      if case .objCName(let pieces)? = attribute.arguments { objcName = pieces.trimmedDescription }
    }
    let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    let filePrivate = isPrivate || (stack.last?.filePrivate ?? false)
    let qualified = kind == .extension ? name : (stack.map(\.name) + [name]).joined(separator: ".")
    types.append(
      TypeDeclInfo(
        kind: kind, qualifiedName: qualified,
        inherited: inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
        file: file, isFilePrivate: filePrivate, isGeneric: generic,
        isPublic: modifiers.contains { ["public", "open"].contains($0.name.text) },
        isOpen: modifiers.contains { $0.name.text == "open" },
        closingBrace: members.rightBrace.positionAfterSkippingLeadingTrivia,
        closingBraceLine: members.rightBrace.startLocation(converter: converter).line,
        memberIndent: memberIndent(members), objcName: objcName))
    stack.append((qualified, filePrivate, kind == .extension))
  }

  private func memberIndent(_ members: MemberBlockSyntax) -> String {
    guard let first = members.members.first else { return "    " }
    let trivia = first.leadingTrivia.description
    guard let newline = trivia.lastIndex(of: "\n") else { return "    " }
    return String(trivia[trivia.index(after: newline)...].prefix { $0 == " " || $0 == "\t" })
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      .class, node.name.text, node.modifiers, node.inheritanceClause, generic: node.genericParameterClause != nil,
      members: node.memberBlock, attributes: node.attributes)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.struct, node.name.text, node.modifiers, node.inheritanceClause, generic: node.genericParameterClause != nil, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.enum, node.name.text, node.modifiers, node.inheritanceClause, generic: node.genericParameterClause != nil, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.actor, node.name.text, node.modifiers, node.inheritanceClause, generic: node.genericParameterClause != nil, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.protocol, node.name.text, node.modifiers, node.inheritanceClause, generic: false, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.extension, node.extendedType.trimmedDescription, node.modifiers, node.inheritanceClause, generic: false, members: node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = stack.last else { return .skipChildren }
    initializers.append(
      InitializerInfo(
        typeName: owner.name,
        labels: node.signature.parameterClause.parameters.map { $0.firstName.text },
        isConvenience: node.modifiers.contains { $0.name.text == "convenience" },
        inExtension: owner.isExtension))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = stack.last else { return .skipChildren }
    let parameters = node.signature.parameterClause.parameters.map { p in
      MethodInfo.Parameter(
        label: p.firstName.text == "_" ? nil : p.firstName.text,
        name: (p.secondName ?? p.firstName).text,
        type: p.type.trimmedDescription)
    }
    var objcName: String?
    for case let .attribute(attribute) in node.attributes where attribute.attributeName.trimmedDescription == "objc" {
      if case .objCName(let pieces)? = attribute.arguments { objcName = pieces.trimmedDescription }
    }
    let modifiers = node.modifiers.map(\.name.text)
    let signatureEnd = node.signature.endPositionBeforeTrailingTrivia
    let whereEnd = node.genericWhereClause?.endPositionBeforeTrailingTrivia ?? signatureEnd
    let startOfDecl = node.funcKeyword.positionAfterSkippingLeadingTrivia
    let signatureText = String(decoding: bytes[startOfDecl.utf8Offset..<whereEnd.utf8Offset], as: UTF8.self)
    methods.append(
      MethodInfo(
        typeName: owner.name, baseName: node.name.text, parameters: parameters,
        returnType: node.signature.returnClause?.type.trimmedDescription, objcName: objcName,
        isStatic: modifiers.contains("static") || modifiers.contains("class"),
        hasOverride: modifiers.contains("override"),
        isPortedDefault: node.leadingTrivia.description.contains(portedDefaultMarker),
        file: file, line: node.startLocation(converter: converter).line,
        funcKeyword: node.funcKeyword.positionAfterSkippingLeadingTrivia,
        signatureText: signatureText, inExtension: owner.isExtension))
    return .skipChildren
  }

  private func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    if case .accessors(let list) = accessors {
      return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
    return false
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = stack.last else { return .skipChildren }
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        let modifiers = node.modifiers.map(\.name.text)
        properties.append(
          PropertyInfo(
            typeName: owner.name, name: name, type: binding.typeAnnotation?.type.trimmedDescription, file: file,
            line: node.startLocation(converter: converter).line,
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            hasOverride: modifiers.contains("override"),
            isPortedDefault: node.leadingTrivia.description.contains(portedDefaultMarker),
            inExtension: owner.isExtension,
            isStored: isStored(binding),
            bindingKeyword: node.bindingSpecifier.positionAfterSkippingLeadingTrivia))
      }
    }
    return .skipChildren
  }
}
