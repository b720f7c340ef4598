import SwiftSyntax

/// Rule: `@IBOutlet` and `@IBAction` keep their meaning without the Objective-C runtime.
///
/// - An outlet becomes a named setter for the storyboard loader:
///   `StoryboardClassRegistry.registerOutlet(T.self, "name") { owner, object in owner.name = object as? Type }`
///   (the attribute itself is removed: Linux cannot compile `@IBOutlet` of class type).
/// - An action becomes an `ActionRegistry` registration of its selector (`Selectors.register`),
///   as a `#selector` target does.
enum InterfaceBuilder {
  static func run(_ file: FilePort) {
    let visitor = Visitor(file)
    visitor.walk(file.tree)
    // `@objc(AAPLMenuViewController) class MenuViewController`: storyboards name it by the
    // Objective-C name, which goes with the attribute; register the class under it too.
    for type in file.index.types where type.file == file.file && type.kind == .class {
      guard let objcName = type.objcName, let base = file.index.uikitBase(of: type.qualifiedName) else { continue }
      let target = Registrations.targetName(type.qualifiedName)
      if Registrations.segueBases.contains(base) {
        file.session.addRegistration(
          file: file.file, type: type.qualifiedName,
          """
          StoryboardClassRegistry.registerSegue(\(target).self, name: "\(objcName)") { identifier, source, destination in
                \(target)(identifier: identifier, source: source, destination: destination)
              }
          """)
      } else if Registrations.viewControllerBases.contains(base) || Registrations.viewBases.contains(base) {
        file.session.addRegistration(
          file: file.file, type: type.qualifiedName,
          "StoryboardClassRegistry.register(\(target).self, name: \"\(objcName)\")")
      }
    }
  }

  private static func hasAttribute(_ attributes: AttributeListSyntax, _ names: Set<String>) -> Bool {
    attributes.contains { element in
      if case .attribute(let a) = element { return names.contains(a.attributeName.trimmedDescription) }
      return false
    }
  }

  private final class Visitor: SyntaxVisitor {
    let file: FilePort
    init(_ file: FilePort) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard hasAttribute(node.attributes, ["IBOutlet", "IBOutletCollection"]),
        let owner = enclosingTypeName(of: node)
      else { return .skipChildren }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        guard let type = binding.typeAnnotation?.type else {
          file.report(binding, "outlet '\(name)' has no declared type, and its registration needs one: write its type")
          continue
        }
        let target = Registrations.targetName(owner)
        file.session.addRegistration(
          file: file.file, type: owner,
          """
          StoryboardClassRegistry.registerOutlet(\(target).self, "\(name)") { owner, object in
                owner.\(name) = object as? \(Registrations.unwrapped(type))
              }
          """)
      }
      return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if hasAttribute(node.attributes, ["IBSegueAction"]), let owner = enclosingTypeName(of: node) {
        segueAction(node, owner: owner)
        return .visitChildren
      }
      guard hasAttribute(node.attributes, ["IBAction"]), let owner = enclosingTypeName(of: node) else { return .visitChildren }
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
      if let method = file.index.methods.first(where: {
        $0.file == file.file && $0.typeName == owner && $0.baseName == node.name.text
          && $0.parameters.map(\.label) == labels
      }) {
        Selectors.register(method, in: file.session, at: node, of: file)
      }
      return .visitChildren
    }

    /// `@IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController?`
    /// → `StoryboardClassRegistry.registerSegueAction(T.self, "makeDetail:sender:") { … }`.
    private func segueAction(_ node: FunctionDeclSyntax, owner: String) {
      let parameters = Array(node.signature.parameterClause.parameters)
      let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
      let selector = SelectorSpelling.selector(baseName: node.name.text, labels: labels)
      guard (1...2).contains(parameters.count) else {
        file.report(node, "@IBSegueAction '\(node.name.text)' takes \(parameters.count) arguments, and the storyboard loader passes the coder and the sender only: drop the segue identifier parameter")
        return
      }
      var arguments = (labels[0].map { "\($0): " } ?? "") + "coder"
      if parameters.count == 2 { arguments += ", " + (labels[1].map { "\($0): " } ?? "") + "sender" }
      let target = Registrations.targetName(owner)
      file.session.addRegistration(
        file: file.file, type: owner,
        """
        StoryboardClassRegistry.registerSegueAction(\(target).self, "\(selector)") { source, coder, sender in
              source.\(node.name.text)(\(arguments))
            }
        """)
    }
  }
}
