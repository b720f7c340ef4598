import SwiftSyntax

/// Rule: the Objective-C attributes Linux cannot compile are removed — `@objc`, `@objc(name)`,
/// `@objcMembers`, `@nonobjc`, `dynamic`, `@IBDesignable`, `@IBInspectable` — and so are
/// `@IBOutlet`, `@IBAction` and `@IBSegueAction` once `InterfaceBuilder` has read them (their
/// meaning moves into generated registrations). The `optional` of `@objc` protocol members is
/// `OptionalProtocols`'s.
enum ObjCAttributes {
  static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable", "IBOutlet", "IBOutletCollection",
    "IBAction", "IBSegueAction", "GKInspectable",
  ]

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

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      if removedAttributes.contains(node.attributeName.trimmedDescription) {
        file.edits.append(.remove(node, in: file.bytes))
      }
      return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == "dynamic" { file.edits.append(.remove(node, in: file.bytes)) }
      return .skipChildren
    }
  }
}
